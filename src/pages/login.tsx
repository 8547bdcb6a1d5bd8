import { LockOutlined, MobileOutlined } from "@ant-design/icons";
import { Alert, Button, Checkbox, Flex, Form, Input } from "antd";
import { lazy, Suspense, useState, useSyncExternalStore } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { DemoResetButton } from "../components/demo-reset-button";
import { DEMO_BUILD } from "../config";
import { onLoggedOut, sessionEndNotice, signIn, type LoginForm } from "../providers/session";
import { resolveRedirect } from "../routes/guard";
import { AuthCard } from "./auth/auth-card";
import { DEMO_SIGN_IN_HINT, DemoAccounts, isDemoAccount, type DemoAccount } from "./auth/demo-accounts";
import { readRememberedMobile, rememberMobile } from "./auth/remembered-mobile";
import { loginPasswordRules, mobileRules } from "./auth/rules";
import { useSubmit } from "./auth/use-submit";
import { ENTER_SUBMITS } from "../engine/enter-guard";

// 忘记密码 is its own chunk, loaded on the first click: /login stays small
const ForgotPassword = lazy(() => import("./auth/forgot-password"));

interface LoginValues {
  mobile: string;
  password: string;
  remember: boolean;
}

/**
 * /login: mobile + password sign-in (a merchant or their employee); back to `?redirect=` (a
 * known route only) on success. Says why the last session ended when the server said so.
 */
export default function Login() {
  const [form] = Form.useForm<LoginValues>();
  const navigate = useNavigate();
  const location = useLocation();
  const [initialValues] = useState<Partial<LoginValues>>(() => {
    const mobile = readRememberedMobile();
    return { mobile, remember: Boolean(mobile) };
  });
  // why the server ended the last session (账号已被禁用): on the page as well as in the toast
  // (followed, not read once: the page may still be on show when the session ends)
  const ended = useSyncExternalStore(onLoggedOut, sessionEndNotice);
  // a demo account refused: the demo data may have been changed, and 重置演示数据 puts it back
  const mobile = Form.useWatch("mobile", form);
  const demoRefused = DEMO_BUILD && isDemoAccount(mobile);

  const toPayload = (v: LoginValues): LoginForm => ({ mobile: v.mobile, password: v.password, remember: Boolean(v.remember) });
  const { submit: onFinish, submitting, error, setError } = useSubmit<LoginValues>(
    (values) => signIn(toPayload(values)),
    async (values) => {
      rememberMobile(values.mobile, Boolean(values.remember));
      await navigate(resolveRedirect(location.search), { replace: true });
    },
  );

  // 忘记密码: open, and the mobile whose password was reset (said above the form)
  const [forgotOpen, setForgotOpen] = useState(false);
  const [resetFor, setResetFor] = useState<string | null>(null);
  function passwordReset(resetMobile: string) {
    setForgotOpen(false);
    setResetFor(resetMobile);
    setError(null);
    form.setFieldsValue({ mobile: resetMobile, password: "" });
  }

  function fill(account: DemoAccount) {
    form.setFieldsValue({ mobile: account.mobile, password: account.password });
    setError(null);
  }

  return (
    <AuthCard subtitle="数字藏品与好物商城 · 商户管理平台">
      {ended && !resetFor && <Alert type="warning" showIcon message={ended} style={{ marginBottom: 16 }} />}
      {resetFor && <Alert type="success" showIcon message="密码已重置，请用新密码登录" style={{ marginBottom: 16 }} />}
      <Form<LoginValues>
        form={form}
        name="login"
        layout="vertical"
        size="large"
        requiredMark={false}
        initialValues={initialValues}
        onFinish={(values) => void onFinish(values)}
        // Enter in the password signs in
        {...ENTER_SUBMITS}
        autoComplete="on"
      >
        <Form.Item label="手机号" name="mobile" rules={mobileRules}>
          <Input prefix={<MobileOutlined />} placeholder="请输入手机号" maxLength={11} autoComplete="username" inputMode="numeric" />
        </Form.Item>
        <Form.Item label="密码" name="password" rules={loginPasswordRules}>
          <Input.Password prefix={<LockOutlined />} placeholder="请输入密码" autoComplete="current-password" />
        </Form.Item>
        <Flex justify="space-between" align="center" style={{ marginBottom: 16 }}>
          <Form.Item name="remember" valuePropName="checked" noStyle>
            <Checkbox>记住密码</Checkbox>
          </Form.Item>
          <Flex gap={16}>
            <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setForgotOpen(true)}>
              忘记密码
            </Button>
            <Link to="/register">注册账号</Link>
          </Flex>
        </Flex>
        {error && <Alert type="error" showIcon message={error} description={demoRefused ? DEMO_SIGN_IN_HINT : undefined} style={{ marginBottom: 16 }} />}
        <Form.Item style={{ marginBottom: 0 }}>
          <Button type="primary" htmlType="submit" block loading={submitting} autoInsertSpace={false}>
            登录
          </Button>
        </Form.Item>
      </Form>
      {forgotOpen && (
        <Suspense fallback={null}>
          <ForgotPassword mobile={mobile} onClose={() => setForgotOpen(false)} onDone={passwordReset} />
        </Suspense>
      )}
      {/* after the form, in the page as in the Tab order: a keyboard reaches 手机号 first (issue 37) */}
      {DEMO_BUILD && <DemoAccounts onPick={fill} />}
      {/* demo data that breaks sign-in must be resettable without signing in */}
      {DEMO_BUILD && (
        <Flex justify="center" style={{ marginTop: 16 }}>
          <DemoResetButton type="link" />
        </Flex>
      )}
    </AuthCard>
  );
}
