import { SvgIcon } from "./svg-icon";
import LockOutlined from "@ant-design/icons-svg/es/asn/LockOutlined";
import MobileOutlined from "@ant-design/icons-svg/es/asn/MobileOutlined";
import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore, type ComponentType, type FormEvent, type MouseEvent } from "react";
import { DEMO_BUILD } from "../../config";
import { ENTER_SUBMITS } from "../../engine/enter-guard";
import { onLoggedOut, sessionEndNotice, signIn } from "../../providers/session";
import { subscribeStorageNotices, takeStorageNotices } from "../../providers/storage-notice";
import { AuthAlert } from "./auth-alert";
import { AuthCard } from "./auth-card";
import { DEMO_SIGN_IN_HINT, DemoAccounts, isDemoAccount, type DemoAccount } from "./demo-accounts";
import { PasswordInput } from "./password-input";
import { readRememberedMobile, rememberMobile } from "./remembered-mobile";
import { loginPasswordRules, mobileRules, ruleError } from "./rules";
import { useSubmit } from "./use-submit";

import type { ForgotPasswordProps } from "./forgot-password";

interface Values {
  mobile: string;
  password: string;
  remember: boolean;
}

type Errors = Partial<Record<"mobile" | "password", string>>;

/** The console's sign-in rules (rules.ts), by field. */
const RULES = { mobile: mobileRules, password: loginPasswordRules };

/** What the rules say of the fields (of `only`, when given). */
function errorsOf(v: Values, only?: keyof Errors): Errors {
  const errors: Errors = {};
  for (const key of only ? [only] : (["mobile", "password"] as const)) {
    const error = ruleError(RULES[key], v[key]);
    if (error) errors[key] = error;
  }
  return errors;
}

/**
 * 忘记密码 and 重置演示数据 draw antd's dialogs, loaded when needed so /login loads no antd. The
 * page's host loads them from within the console's code (login-entry.tsx through
 * console-entry.tsx): a dialog chunk the console's entry did not reach would split antd's core,
 * which the console loads at start, into a score of small chunks (7 KiB gzip more per screen).
 */
/**
 * Stored state that could not be used and was replaced (演示数据已重置, 界面设置已恢复默认), said on
 * the page: the console says it in a toast (stored-state-notice.tsx), which /login has no antd for.
 */
function useStorageNotices(): string[] {
  const [notices, setNotices] = useState<string[]>([]);
  useEffect(() => {
    const show = () => {
      const taken = takeStorageNotices();
      if (taken.length) setNotices((shown) => [...new Set([...shown, ...taken])]);
    };
    show();
    return subscribeStorageNotices(show);
  }, []);
  return notices;
}

export interface LoginDialogs {
  forgotPassword(): Promise<{ default: ComponentType<ForgotPasswordProps> }>;
  demoReset(): Promise<{ default: ComponentType }>;
}

export interface LoginPageProps {
  dialogs: LoginDialogs;
  /** After the sign-in: go where the merchant was going. */
  onSignedIn(): Promise<void> | void;
  /** A click on 注册账号 (the console moves in the page; alone, the link loads /register). */
  onRegister?(event: MouseEvent<HTMLAnchorElement>): void;
}

/**
 * /login: mobile + password sign-in (a merchant or their employee). Says why the last session
 * ended when the server said so. Plain elements in antd's look (auth.css), so the page that loads
 * before the console carries neither antd nor refine (issue 38, item 3); the same page is the
 * console's /login route (pages/login.tsx) and the entry of its own (src/login-entry.tsx).
 */
export function LoginPage({ dialogs, onSignedIn, onRegister }: LoginPageProps) {
  const [{ ForgotPassword, DemoReset }] = useState(() => ({ ForgotPassword: lazy(dialogs.forgotPassword), DemoReset: lazy(dialogs.demoReset) }));
  const [values, setValues] = useState<Values>(() => {
    const mobile = readRememberedMobile() ?? "";
    return { mobile, password: "", remember: Boolean(mobile) };
  });
  const [errors, setErrors] = useState<Errors>({});
  const fields = { mobile: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };
  // why the server ended the last session (账号已被禁用): on the page as well as in the toast
  const ended = useSyncExternalStore(onLoggedOut, sessionEndNotice);
  // a demo account refused: the demo data may have been changed, and 重置演示数据 puts it back
  const demoRefused = DEMO_BUILD && isDemoAccount(values.mobile);
  const { submit, submitting, error, setError } = useSubmit<Values>(
    (v) => signIn({ mobile: v.mobile, password: v.password, remember: v.remember }),
    async (v) => {
      rememberMobile(v.mobile, v.remember);
      await onSignedIn();
    },
  );
  const notices = useStorageNotices();
  // 忘记密码: open, and the mobile whose password was reset (said above the form)
  const [forgotOpen, setForgotOpen] = useState(false);
  const [resetFor, setResetFor] = useState<string | null>(null);

  /** A field typed in: checked as it changes, as antd's form checks. */
  function change(key: keyof Errors, value: string) {
    const next = { ...values, [key]: value };
    setValues(next);
    setErrors((e) => ({ ...e, [key]: errorsOf(next, key)[key] }));
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = errorsOf(values);
    setErrors(found);
    const first = (["mobile", "password"] as const).find((k) => found[k]);
    if (first) return fields[first].current?.focus();
    void submit(values);
  }

  function put(mobile: string, password: string) {
    setValues((v) => ({ ...v, mobile, password }));
    setErrors({});
    setError(null);
  }

  function passwordReset(mobile: string) {
    setForgotOpen(false);
    setResetFor(mobile);
    put(mobile, "");
  }

  const invalid = (key: keyof Errors) => ({
    "aria-invalid": errors[key] ? true : undefined,
    "aria-describedby": errors[key] ? `login-${key}-error` : undefined,
  });
  const fieldError = (key: keyof Errors) =>
    errors[key] && (
      <div id={`login-${key}-error`} className="auth-error" role="alert">
        {errors[key]}
      </div>
    );

  return (
    <AuthCard subtitle="数字藏品与好物商城 · 商户管理平台">
      {notices.map((text) => (
        <AuthAlert key={text} type="warning" message={text} />
      ))}
      {ended && !resetFor && <AuthAlert type="warning" message={ended} />}
      {resetFor && <AuthAlert type="success" message="密码已重置，请用新密码登录" />}
      {/* Enter in the password signs in (the console's Enter guard lets this form) */}
      <form name="login" noValidate autoComplete="on" onSubmit={onSubmit} {...ENTER_SUBMITS}>
        <div className="auth-item">
          <label htmlFor="login_mobile">手机号</label>
          <div className="auth-input" data-invalid={Boolean(errors.mobile)}>
            <SvgIcon icon={MobileOutlined} />
            <input
              ref={fields.mobile} id="login_mobile" name="mobile" placeholder="请输入手机号" maxLength={11} autoComplete="username"
              inputMode="numeric" value={values.mobile} onChange={(e) => change("mobile", e.target.value)} {...invalid("mobile")}
            />
          </div>
          {fieldError("mobile")}
        </div>
        <div className="auth-item">
          <label htmlFor="login_password">密码</label>
          <PasswordInput
            ref={fields.password} id="login_password" name="password" placeholder="请输入密码" autoComplete="current-password"
            invalid={Boolean(errors.password)} icon={<SvgIcon icon={LockOutlined} />} value={values.password}
            onChange={(e) => change("password", e.target.value)} {...invalid("password")}
          />
          {fieldError("password")}
        </div>
        <div className="auth-row">
          <label className="auth-check">
            <input type="checkbox" name="remember" checked={values.remember} onChange={(e) => setValues({ ...values, remember: e.target.checked })} />
            记住密码
          </label>
          <div className="auth-links">
            <button type="button" className="auth-link" onClick={() => setForgotOpen(true)}>
              忘记密码
            </button>
            <a className="auth-link" href="/register" onClick={onRegister}>
              注册账号
            </a>
          </div>
        </div>
        {error && <AuthAlert type="error" message={error} description={demoRefused ? DEMO_SIGN_IN_HINT : undefined} />}
        <button type="submit" className="auth-submit" aria-busy={submitting || undefined}>
          {submitting && <span className="auth-spin" aria-hidden="true" />}
          登录
        </button>
      </form>
      {forgotOpen && (
        <Suspense fallback={null}>
          <ForgotPassword mobile={values.mobile} onClose={() => setForgotOpen(false)} onDone={passwordReset} />
        </Suspense>
      )}
      {/* after the form, in the page as in the Tab order: a keyboard reaches 手机号 first (issue 37) */}
      {DEMO_BUILD && <DemoAccounts onPick={(a: DemoAccount) => put(a.mobile, a.password)} />}
      {/* demo data that breaks sign-in must be resettable without signing in */}
      {DEMO_BUILD && (
        <div className="auth-reset">
          <Suspense fallback={null}>
            <DemoReset />
          </Suspense>
        </div>
      )}
    </AuthCard>
  );
}
