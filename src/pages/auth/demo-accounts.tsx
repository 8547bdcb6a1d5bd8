export interface DemoAccount {
  mobile: string;
  password: string;
  label: string;
}

/** The password of every seeded employee (src/api seed). */
const STAFF_PASSWORD = "Staff@2026";

/**
 * The demo API's two merchants, and one employee per role (src/api seed): the verified
 * shop's 店长 (everything), 客服 (orders, after-sales, members) and 仓管 (goods, orders'
 * 发货), and the unverified shop's 店员. Employees sign in like the merchant, their role's
 * 权限 decide what they see.
 */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  { mobile: "13800000000", password: "Admin@123", label: "已认证商户" },
  { mobile: "13900000000", password: "User@1234", label: "未认证商户" },
  { mobile: "13512340001", password: STAFF_PASSWORD, label: "店长 周杰" },
  { mobile: "13512340002", password: STAFF_PASSWORD, label: "客服 吴静" },
  { mobile: "13512340005", password: STAFF_PASSWORD, label: "仓管 陈晨" },
  { mobile: "13712340001", password: STAFF_PASSWORD, label: "店员 李小三" },
];

/**
 * Under the refusal of a demo account's sign-in: the demo puts back its accounts when they are
 * lost (src/demo/account-repair.ts), not what the merchant changed in it; a reset does (issue 25).
 */
export const DEMO_SIGN_IN_HINT = "演示账号无法登录？若演示数据被改动（如员工被删除、密码被修改）或已损坏，可点击下方「重置演示数据」恢复初始账号和数据。";

export const isDemoAccount = (mobile: unknown): boolean => DEMO_ACCOUNTS.some((a) => a.mobile === mobile);

/** Demo mode only: a hint box listing the demo accounts, each with a button that fills the form (plain: /login loads no antd). */
export function DemoAccounts({ onPick }: { onPick: (account: DemoAccount) => void }) {
  return (
    <section aria-label="演示账号" className="auth-demo">
      <strong>演示账号</strong>
      <ul>
        {DEMO_ACCOUNTS.map((account) => (
          <li key={account.mobile}>
            <span>
              {account.mobile} / {account.password}（{account.label}）
            </span>
            <button type="button" className="auth-small" onClick={() => onPick(account)} aria-label={`填入${account.label}`}>
              填入
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
