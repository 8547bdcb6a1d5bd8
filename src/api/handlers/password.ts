import type { HttpHandler } from "msw";
import { isMobile, str } from "../check";
import { recordAccountEvent } from "../audit-log";
import { accountOfMobile, disabledRefusal, RESET_DISABLED, setPasswordHash } from "../accounts";
import { fail, failWith, invalid, isFailure, ok } from "../respond";
import { publicRoute, userRoute } from "../route";
import { endSessions, ENDED_BY } from "../session-end";
import { clearFailures } from "../sign-in-lock";
import { SMS_UNCONFIGURED } from "../sms-sender";
import { employeePasswordMessage, notifyShop } from "../shop-messages";
import { newPassword, rawPassword, smsChecked, WRONG_CODE } from "./sms-codes";

/**
 * Passwords (issue 35, item 3), our additions to the spec's calls:
 * - 修改密码: the signed-in person (the merchant or an employee) changes their own, giving the
 *   old one; their other sessions end, this one stays;
 * - 忘记密码: a code texted to the mobile (the SMS call's type `reset_password`) sets a new one
 *   for the account the mobile signs in; every session of it ends and its sign-in lock is lifted.
 *   A mobile no account has is answered as a wrong code is (its SMS row matches no code), so the
 *   call tells no one which numbers are accounts (decision 0071); a disabled account is refused
 *   once its code is right (only the mobile's holder learns it), saying whom to ask.
 * An owner's 重置密码 of an employee is an action of 员工管理 (settings.ts).
 */

export const passwordHandlers: HttpHandler[] = [
  userRoute("/user/v1/account/password", "shell", async (ctx) => {
    const { body, repo, accounts, user, staff, token, ports } = ctx;
    const old = rawPassword(body, "old_password");
    if (!old) return fail(422, "请输入原密码");
    const stored = staff ? staff.password_hash : user.password_hash;
    if (!(await ports.passwords.verify(old, stored))) return fail(422, "原密码不正确");
    const pwd = newPassword(body);
    if (isFailure(pwd)) return failWith(pwd);
    if (pwd === old) return fail(422, "新密码不能与原密码相同");
    const hash = await ports.passwords.hash(pwd);
    if (staff) await repo.table("employee").patch(staff.shop_alias, staff.alias, { password_hash: hash });
    else await accounts.users.update({ alias: user.alias }, { password_hash: hash });
    await endSessions(accounts, { user_alias: user.alias, employee_alias: staff?.alias }, ENDED_BY.password, token);
    await recordAccountEvent(ctx, user, staff, "password");
    return ok(null, "密码已修改，其他设备上的登录已退出");
  }),

  publicRoute("/merchant/user/v1/password/reset", async (ctx) => {
    const { body, accounts, ports } = ctx;
    const mobile = str(body, "mobile");
    if (!isMobile(mobile)) return fail(422, "请输入正确的手机号");
    if (!ports.sms) return failWith(SMS_UNCONFIGURED);
    const sms = await smsChecked(ports.passwords, accounts, body, mobile, "reset_password");
    if (isFailure(sms)) return failWith(sms);
    const pwd = newPassword(body);
    if (isFailure(pwd)) return failWith(pwd);
    // the account the code was sent for (gone since: as if the code were wrong)
    const found = await accountOfMobile(accounts, mobile);
    if (!found) return failWith(invalid(WRONG_CODE));
    // a disabled account is told so by whoever holds its code, before any word of a reset: a new
    // password would not sign it in (issue 49); the code stays, nothing is stored
    const disabled = disabledRefusal(found);
    if (disabled) return fail(403, `${RESET_DISABLED}：${disabled.replace(/^账号已被禁用，/, "")}`);
    if (await ports.passwords.verify(pwd, found.password_hash)) return failWith(invalid("新密码不能与原密码相同"));
    await setPasswordHash(ctx, found, await ports.passwords.hash(pwd));
    await endSessions(accounts, found.account, ENDED_BY.password);
    await clearFailures(accounts, mobile);
    if (found.kind === "merchant") await recordAccountEvent(ctx, found.user, null, "reset");
    else {
      await recordAccountEvent(ctx, found.owner, found.employee, "reset");
      await notifyShop(ctx, found.employee.shop_alias, employeePasswordMessage(found.employee, "forgot"));
    }
    await accounts.sms.remove({ mobile: sms.mobile, type: sms.type });
    return ok(null, "密码已重置，请用新密码登录");
  }),
];
