import type { HttpHandler } from "msw";
import { ok } from "../respond";
import { userRoute } from "../route";

/**
 * TEMPORARY stub of the demo API's `/merchant/user/v1/logout` (issue 11): the console calls
 * it on 退出登录, and the browser tests fail on the 404 without it. The demo-API work of the
 * same issue adds the real handler (which ends the token) to auth.ts, listed before this one,
 * so this one never answers then: delete this file and its line in index.ts at that merge.
 */
export const logoutStubHandlers: HttpHandler[] = [userRoute("/merchant/user/v1/logout", () => ok(null))];
