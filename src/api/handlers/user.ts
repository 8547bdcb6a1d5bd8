import type { HttpHandler } from "msw";
import { certFields } from "../../resources/user/account.rules";
import { isIdCard, oneOf, str } from "../check";
import { lengthLimit } from "../length-limit";
import { fail, ok } from "../respond";
import { userRoute } from "../route";
import { doing } from "../serves";
import { SETTING } from "./shop";
import { ROLE_TABLE, roleOf } from "../shop-tables";
import type { CertRow } from "../types";
import { maskIdCard, now } from "../util";

/** The signed-in user's account and 实名认证 (`/user/v1/...`). */

// the form's limit (account.rules.ts), in the engine's words: 证件姓名不能超过30个字
const certNameTooLong = lengthLimit(certFields, "id_card_name");

export const userHandlers: HttpHandler[] = [
  // an employee is told who they are and their role's grants now (decision 0024)
  userRoute("/user/v1/account/info", "shell", async ({ user, staff, grants, repo }) => {
    if (!staff) {
      const { alias, nickname, mobile, avatar, created_at } = user;
      return ok({ alias, nickname, mobile, avatar, created_at, staff: null, permissions: null });
    }
    const { alias, name, mobile, role_alias, created_at } = staff;
    const role = await repo.table(ROLE_TABLE.name).get(staff.shop_alias, role_alias);
    const role_name = role ? roleOf(role).name : "";
    return ok({ alias, nickname: name, mobile, avatar: "", created_at, staff: { alias, name, mobile, role_alias, role_name }, permissions: grants });
  }),

  userRoute("/user/v1/cert/info", SETTING, async ({ user, accounts }) => {
    const cert = await accounts.certs.first({ user_alias: user.alias });
    if (!cert) return ok({ status: 0, account_type: null, id_card_name: null, id_card_no: null, license_no: null });
    return ok({
      status: cert.status,
      account_type: cert.account_type,
      id_card_name: cert.id_card_name,
      id_card_no: maskIdCard(cert.id_card_no),
      license_no: cert.license_no || null,
    });
  }),

  userRoute("/user/v1/cert/verify", doing(SETTING, "verify"), async ({ user, accounts, body }) => {
    const existing = await accounts.certs.first({ user_alias: user.alias });
    if (existing?.status === 1) return fail(409, "认证审核中，请勿重复提交");
    if (existing?.status === 2) return fail(409, "已完成实名认证");
    const accountType = oneOf(body, "account_type", [1, 2, 3] as const);
    if (!accountType) return fail(422, "请选择账户类型");
    const name = str(body, "id_card_name");
    if (!name) return fail(422, "请输入证件姓名");
    const nameRefusal = certNameTooLong(name);
    if (nameRefusal) return fail(422, nameRefusal);
    const idNo = str(body, "id_card_no").toUpperCase();
    if (!isIdCard(idNo)) return fail(422, "身份证号码不正确");
    const licenseNo = str(body, "license_no").toUpperCase();
    if (accountType !== 3 && !licenseNo) return fail(422, "请输入营业执照号");
    if (licenseNo && !/^[0-9A-Z]{15,18}$/.test(licenseNo)) return fail(422, "营业执照号格式不正确");
    const cert: CertRow = {
      user_alias: user.alias, status: 1, account_type: accountType, id_card_name: name, id_card_no: idNo,
      license_no: accountType === 3 ? "" : licenseNo, license: accountType === 3 ? "" : str(body, "license"),
      created_at: now(),
    };
    // one per account: the new one in place of any earlier (a 已驳回 one)
    await accounts.certs.remove({ user_alias: user.alias });
    await accounts.certs.insert(cert);
    // the shop's verification follows the certification: 审核中
    await accounts.shops.update({ user_alias: user.alias }, { verify_status: 1 });
    return ok(null, "已提交，请等待审核");
  }),
];
