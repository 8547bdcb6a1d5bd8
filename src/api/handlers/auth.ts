import type { HttpHandler } from "msw";
import { isMobile, num, str } from "../check";
import { recordAccountEvent } from "../audit-log";
import { accountOfMobile, disabledRefusal, MOBILE_TAKEN, setPasswordHash } from "../accounts";
import { conflict, fail, failWith, isFailure, ok, type Failure } from "../respond";
import { clearFailures, countFailure, lockRefusal } from "../sign-in-lock";
import { SMS_UNCONFIGURED } from "../sms-sender";
import { sessionKey } from "../session-token";
import { isSmsType, newCode, newPassword, rawPassword, smsChecked, SMS_ADDRESS_BUSY, SMS_INTERVAL_MS, SMS_PER_ADDRESS, SMS_TTL_S } from "./sms-codes";
import { clientAddress } from "../client-address";
import { publicRoute, userRoute } from "../route";
import { sessionTimes } from "../session-life";
import type { Accounts } from "../account-store/types";
import type { EmployeeRow, UserRow } from "../types";
import { now, randomToken } from "../util";

/**
 * Sign-in (the shop's merchant, or an employee into their employer's shop: decision 0024),
 * the SMS code and registration (with 忘记密码, password.ts, the only calls that need no
 * token), and sign-out. Wrong passwords lock a mobile's sign-in, and many from one address that
 * address's (sign-in-lock.ts). `logout` is our addition (the spec lists no such call): 退出登录
 * ends the token on the server too, so a copied token stops working.
 *
 * The SMS call answers every mobile alike (decision 0071): whether a number has an account shows
 * neither in its answer nor in its throttle. A registration code is texted to any number (only
 * its holder reads it, and registration says the number is taken only after that code); a reset
 * code only to a number with an account, the others get a row that matches no code.
 */

/**
 * Creates a session for `user` (for an employee: `user` is the shop's owner, and the session
 * names the employee) and returns its token (expired sessions are dropped). It lives as its
 * cookie does: 7 days with 记住密码, else 12 hours from its last call (session-life.ts).
 */
export async function issueToken(accounts: Accounts, user: UserRow, remember: boolean, employee?: EmployeeRow): Promise<string> {
  const t = Date.now();
  // the owner's sessions past their end go (everyone's: the server's job, account-purge.ts)
  await accounts.sessions.remove({ user_alias: user.alias, expires_at: { upTo: t } });
  const token = randomToken();
  const staff = employee ? { employee_alias: employee.alias } : {};
  // kept as its hash (session-token.ts): the token itself is only in this reply
  await accounts.sessions.insert({ token: await sessionKey(token), user_alias: user.alias, ...staff, ...sessionTimes(remember, t) });
  return token;
}

/** Registration is refused a mobile that signs in any account already (accounts.ts). */
async function registerRefusal(accounts: Accounts, mobile: string): Promise<Failure | null> {
  const found = await accountOfMobile(accounts, mobile);
  if (!found) return null;
  return conflict(found.kind === "merchant" ? "该手机号已注册" : MOBILE_TAKEN.employee);
}


export const authHandlers: HttpHandler[] = [
  publicRoute("/merchant/user/v1/login/by-mobile-password", async (ctx) => {
    const { request, body, accounts, ports } = ctx;
    const mobile = str(body, "mobile");
    if (!isMobile(mobile)) return fail(422, "请输入正确的手机号");
    const pwd = rawPassword(body, "password");
    if (!pwd) return fail(422, "请输入密码");
    const address = clientAddress(request);
    const locked = await lockRefusal(accounts, mobile, address);
    if (locked) return failWith(locked);
    const remember = body.remember === true || num(body, "remember") === 1;
    // a merchant, or an employee into their employer's shop: one account per mobile (accounts.ts)
    const found = await accountOfMobile(accounts, mobile);
    // no account takes as long as a wrong password: the time tells no one which numbers are accounts
    const verified = found ? await ports.passwords.verify(pwd, found.password_hash) : await ports.passwords.verifyNoAccount(pwd);
    if (!found || !verified) {
      const refusal = await countFailure(accounts, mobile, address);
      // in the log of the shop the mobile's account is in (decision 0078); the lock this failure made says so
      if (found) {
        const [owner, staff] = found.kind === "merchant" ? [found.user, null] : [found.owner, found.employee];
        if (refusal.code === 429) await recordAccountEvent(ctx, owner, staff, "locked", refusal.msg);
        else await recordAccountEvent(ctx, owner, staff, "signInFailed");
      }
      return failWith(refusal);
    }
    await clearFailures(accounts, mobile);
    // a hash of another kind or strength (the demo's earlier SHA-256, a seed's PBKDF2 on the
    // server) is made again with the API's KDF now that the password is at hand
    if (ports.passwords.needsRehash(found.password_hash)) await setPasswordHash(ctx, found, await ports.passwords.hash(pwd));
    const disabled = disabledRefusal(found);
    if (disabled) return fail(403, disabled);
    if (found.kind === "merchant") {
      await recordAccountEvent(ctx, found.user, null, "signIn");
      return ok({ access_token: await issueToken(accounts, found.user, remember) });
    }
    await recordAccountEvent(ctx, found.owner, found.employee, "signIn");
    return ok({ access_token: await issueToken(accounts, found.owner, remember, found.employee) });
  }),

  publicRoute("/merchant/user/v1/register/sms", async ({ body, accounts, after, request, ports }) => {
    const mobile = str(body, "mobile");
    if (!isMobile(mobile)) return fail(422, "请输入正确的手机号");
    const type = str(body, "type");
    if (!isSmsType(type)) return fail(422, "验证码类型不正确");
    const sender = ports.sms;
    if (!sender) return failWith(SMS_UNCONFIGURED);
    // the throttles count under the accounts' lock: codes asked for at once are counted one after the other
    await accounts.lock();
    const t = Date.now();
    if ((await accounts.sms.find({ mobile })).some((s) => t - s.sent_at < SMS_INTERVAL_MS)) {
      return fail(429, "发送过于频繁，请60秒后再试");
    }
    // many numbers from one address (the in-page demo has none: not limited there)
    const address = clientAddress(request);
    const fromAddress = address ? (await accounts.sms.find({ address })).filter((s) => t - s.sent_at < SMS_TTL_S * 1000).length : 0;
    if (fromAddress >= SMS_PER_ADDRESS) return fail(429, SMS_ADDRESS_BUSY);
    // a reset code goes only to a number with an account; the row is kept alike (same throttle, same answers)
    const sends = type === "register" || (await accountOfMobile(accounts, mobile)) !== null;
    // a row not texted keeps a random code no one has (not the demo's fixed one), hashed alike,
    // so it matches nothing and the answer takes the same time
    const { code, stored } = await newCode(ports.passwords, mobile, type, sends ? sender.fixedCode : undefined);
    // one code per mobile (others' past their time go with the server's job: account-purge.ts)
    await accounts.sms.remove({ mobile });
    await accounts.sms.insert({ mobile, type, code: stored, tries: 0, sent_at: t, expires_at: t + SMS_TTL_S * 1000, ...(address ? { address } : {}) });
    // texted once the row is stored, not awaited: the answer and its time are the same whether a text went
    if (sends) {
      after.push(() => {
        sender.send({ mobile, template: type, code }).catch((error: unknown) => {
          console.error(`短信发送失败（${sender.name}，${mobile.slice(0, 3)}****${mobile.slice(-4)}）：${error instanceof Error ? error.message : String(error)}`);
        });
      });
    }
    return ok({ expire_in: SMS_TTL_S }, "验证码已发送");
  }),

  publicRoute("/merchant/user/v1/register/by-mobile-password", async ({ body, accounts, ports }) => {
    const mobile = str(body, "mobile");
    if (!isMobile(mobile)) return fail(422, "请输入正确的手机号");
    if (!ports.sms) return failWith(SMS_UNCONFIGURED);
    // the code first: that the number is taken is said only to whoever holds its code
    const sms = await smsChecked(ports.passwords, accounts, body, mobile, "register");
    if (isFailure(sms)) return failWith(sms);
    const pwd = newPassword(body);
    if (isFailure(pwd)) return failWith(pwd);
    // a mobile is one account's: decided under the accounts' lock, so two registrations at once make one
    await accounts.lock();
    const refused = await registerRefusal(accounts, mobile);
    if (refused) return failWith(refused);
    const user: UserRow = {
      alias: await accounts.newAlias("us"), nickname: `用户${mobile.slice(-4)}`, mobile, password_hash: await ports.passwords.hash(pwd),
      avatar: "", status: 1, created_at: now(),
    };
    await accounts.users.insert(user);
    await accounts.sms.remove({ mobile: sms.mobile, type: sms.type });
    return ok({ access_token: await issueToken(accounts, user, false) });
  }),

  userRoute("/merchant/user/v1/logout", "shell", async (ctx) => {
    await ctx.accounts.sessions.remove({ token: ctx.token });
    await recordAccountEvent(ctx, ctx.user, ctx.staff, "signOut");
    return ok(null, "已退出登录");
  }),
];
