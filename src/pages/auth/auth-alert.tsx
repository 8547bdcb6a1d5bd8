import { SvgIcon } from "./svg-icon";
import CheckCircleFilled from "@ant-design/icons-svg/es/asn/CheckCircleFilled";
import CloseCircleFilled from "@ant-design/icons-svg/es/asn/CloseCircleFilled";
import ExclamationCircleFilled from "@ant-design/icons-svg/es/asn/ExclamationCircleFilled";

const ICONS = {
  error: <SvgIcon icon={CloseCircleFilled} style={{ color: "#ff4d4f" }} />,
  warning: <SvgIcon icon={ExclamationCircleFilled} style={{ color: "#faad14" }} />,
  success: <SvgIcon icon={CheckCircleFilled} style={{ color: "#52c41a" }} />,
};

/** antd's Alert with its icon, in plain elements (auth.css): what /login says above or in its form. */
export function AuthAlert({ type, message, description }: { type: keyof typeof ICONS; message: string; description?: string }) {
  return (
    <div className="auth-alert" data-type={type} role="alert">
      {ICONS[type]}
      <div>
        <p>{message}</p>
        {description && <p>{description}</p>}
      </div>
    </div>
  );
}
