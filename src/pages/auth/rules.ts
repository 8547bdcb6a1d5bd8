import type { FormRule } from "antd";
import { SHOP_NAME_MAX } from "../../resources/user/account.rules";

/** 11-digit mainland mobile. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
/** 8-20 printable characters, at least one letter and one digit. */
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)[\x21-\x7e]{8,20}$/;
/** Seconds before the verification code may be requested again. */
export const SMS_RESEND_SECONDS = 60;

export const mobileRules: FormRule[] = [
  { required: true, message: "请输入手机号" },
  { pattern: MOBILE_PATTERN, message: "手机号格式不正确" },
];

export const loginPasswordRules: FormRule[] = [{ required: true, message: "请输入密码" }];

/**
 * The first message of `rules` that `value` fails, as antd's form checks their required and
 * pattern rules (a pattern is not asked of an empty value): for /login's plain form, which draws
 * no antd (login-page.tsx); null when it passes.
 */
export function ruleError(rules: readonly FormRule[], value: string): string | null {
  for (const rule of rules) {
    if (typeof rule === "function") continue;
    if ((rule.required && !value) || (rule.pattern && value && !rule.pattern.test(value))) return String(rule.message);
  }
  return null;
}

export const newPasswordRules: FormRule[] = [
  { required: true, message: "请输入密码" },
  { pattern: PASSWORD_PATTERN, message: "密码需为8-20位，且包含字母和数字" },
];

export const codeRules: FormRule[] = [
  { required: true, message: "请输入验证码" },
  { pattern: /^\d{6}$/, message: "验证码为6位数字" },
];

/** 确认密码: must equal the `password` field. */
export const confirmPasswordRules: FormRule[] = [
  { required: true, message: "请再次输入密码" },
  ({ getFieldValue }) => ({
    validator(_, value: unknown) {
      if (!value || getFieldValue("password") === value) return Promise.resolve();
      return Promise.reject(new Error("两次输入的密码不一致"));
    },
  }),
];

/** The text to show inline for a failed call (an ApiError carries the server's msg). */
export function errorText(error: unknown): string {
  if (error instanceof Error) return error.message || "操作失败，请稍后重试";
  return "操作失败，请稍后重试";
}

export { SHOP_NAME_MAX };

/** 开通店铺 (domain.md 设置: `name`* ≤ 30, `contact`* mobile or landline, `logo` an image URL). */
export const shopRules: Record<"name" | "contact" | "logo", FormRule[]> = {
  name: [
    { required: true, whitespace: true, message: "请输入店铺名称" },
    { max: SHOP_NAME_MAX, message: `店铺名称不能超过${SHOP_NAME_MAX}个字` },
  ],
  contact: [
    { required: true, whitespace: true, message: "请输入联系电话" },
    { pattern: /^\s*(1[3-9]\d{9}|0\d{2,3}-?\d{7,8})\s*$/, message: "联系电话格式不正确" },
  ],
  logo: [{ pattern: /^\s*(https?:\/\/|\/|data:image\/)/, message: "请输入图片地址，如 https://…" }],
};
