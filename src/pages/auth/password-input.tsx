import { SvgIcon } from "./svg-icon";
import EyeInvisibleOutlined from "@ant-design/icons-svg/es/asn/EyeInvisibleOutlined";
import EyeOutlined from "@ant-design/icons-svg/es/asn/EyeOutlined";
import { useState, type InputHTMLAttributes, type ReactNode, type Ref } from "react";

interface PasswordInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "type"> {
  ref?: Ref<HTMLInputElement>;
  icon: ReactNode;
  invalid: boolean;
}

/** antd's Input.Password in plain elements (auth.css): the eye shows or hides what was typed. */
export function PasswordInput({ ref, icon, invalid, ...input }: PasswordInputProps) {
  const [shown, setShown] = useState(false);
  return (
    <div className="auth-input" data-invalid={invalid}>
      {icon}
      <input ref={ref} type={shown ? "text" : "password"} {...input} />
      <button type="button" className="auth-eye" aria-label={shown ? "隐藏密码" : "显示密码"} aria-pressed={shown} onClick={() => setShown(!shown)}>
        {shown ? <SvgIcon icon={EyeOutlined} /> : <SvgIcon icon={EyeInvisibleOutlined} />}
      </button>
    </div>
  );
}
