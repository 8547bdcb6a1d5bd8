import { Flex, Steps } from "antd";
import { Link, useNavigate, useSearchParams } from "react-router";
import { isSignedIn } from "../providers/session";
import { SHOP_REGISTER_PATH } from "../routes/guard";
import { AccountStep } from "./auth/account-step";
import { AuthCard } from "./auth/auth-card";
import { ShopStep } from "./auth/shop-step";

const steps = [{ title: "注册账号" }, { title: "开通店铺" }];

/**
 * /register: 1 注册账号 (signs the new merchant in), 2 开通店铺. `?step=shop` opens step 2
 * directly for a signed-in merchant without a shop (where the guard sends them).
 */
export default function Register() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const current = searchParams.get("step") === "shop" && isSignedIn() ? 1 : 0;

  return (
    <AuthCard subtitle={current === 0 ? "注册商户账号" : "开通您的店铺"} width={480}>
      <Steps current={current} items={steps} size="small" style={{ marginBottom: 24 }} />
      {current === 0 ? (
        <AccountStep onDone={() => void navigate(SHOP_REGISTER_PATH, { replace: true })} />
      ) : (
        <ShopStep onDone={() => void navigate("/", { replace: true })} />
      )}
      {current === 0 && (
        <Flex justify="center" style={{ marginTop: 16 }}>
          <Link to="/login">已有账号？去登录</Link>
        </Flex>
      )}
    </AuthCard>
  );
}
