import { beforeAll, describe, expect, it } from "vitest";
import { grantKey, VIEW } from "../../src/access/grant-key";
import type { Check } from "../../src/access/rules";
import { decide, grantsNoPage, NO_ACCESS_NOTICE, NOT_FOUND_PATH } from "../../src/routes/guard";
import { canOpenEntry, findRouteByPath, firstPermittedPath, menuEntries } from "../../src/routes/route-index";
import { HOME_PATH } from "../../src/routes/route-table";
import { sections } from "../../src/routes/sections";
import { loadCheck } from "../access/load-policy";

/**
 * The guard for an employee (issue 22 item 7): their role's grants narrow the shop's role; a
 * page not granted sends them to their first granted page and says so; a role that grants no
 * page at all ends on /401, which stays. Grants are taken from the declared routes, not typed.
 */
const staff = { signedIn: true, role: "admin" as const, hasShop: true, staff: true };
const owner = { ...staff, staff: false };

/** Every menu page, in menu order, with its section and the path its entry opens. */
const menuPages = sections.flatMap((section) => menuEntries(section).map(({ route, target }) => ({ route, section, target })));
const viewKey = (path: string) => grantKey(findRouteByPath(path)?.route.access?.page ?? path, VIEW);

const owners = await loadCheck();

/** Follows the guard's redirects from `url` as the router would (a loop fails): where it ends and what it said. */
function settle(url: string, check: Check, visitor = staff): { at: string; notices: string[] } {
  const notices: string[] = [];
  let at = url;
  for (let hop = 0; hop < 5; hop++) {
    const d = decide(at, "", visitor, check);
    if (d.allow) return { at, notices };
    if (d.notice) notices.push(d.notice);
    at = d.to;
  }
  throw new Error(`${url}: a redirect loop`);
}

describe("an employee's guard", () => {
  // two menu pages the admin shop opens, far apart in menu order: the later is granted, the earlier not
  const open = menuPages.filter(({ route, section }) => canOpenEntry(owners, "admin", { route, section }));
  const granted = open[open.length - 1];
  const refused = open[0];
  let check: Check;
  beforeAll(async () => {
    check = await loadCheck([viewKey(granted?.route.path ?? "")]);
  });

  it("a page not granted sends them to their first granted page, saying 无权访问该页面", () => {
    expect(granted && refused && granted.target !== refused.target).toBe(true);
    expect(firstPermittedPath(check, "admin")).toBe(granted?.target);
    expect(NO_ACCESS_NOTICE).toBe("无权访问该页面");
    expect(decide(refused?.target ?? "", "", staff, check)).toEqual({ allow: false, to: granted?.target, notice: "无权访问该页面" });
    expect(decide(granted?.target ?? "", "", staff, check)).toEqual({ allow: true });
  });

  it("the owner is sent on as ever, with no notice (spec section 6)", () => {
    const user = { ...owner, role: "user" as const };
    const closed = menuPages.find(({ route, section }) => !canOpenEntry(owners, "user", { route, section }));
    expect(decide(closed?.target ?? "", "", user, owners)).toEqual({ allow: false, to: firstPermittedPath(owners, "user") });
    expect(decide(refused?.target ?? "", "", owner, owners)).toEqual({ allow: true });
  });

  it("the empty path opens their first granted page when /user/setting is not granted, without a notice", () => {
    expect(decide("/", "", staff, check)).toEqual({ allow: false, to: granted?.target });
    expect(decide("/", "", owner, check)).toEqual({ allow: false, to: HOME_PATH });
  });

  it("the empty path opens /user/setting when their role grants it", async () => {
    const withHome = await loadCheck([viewKey(HOME_PATH)]);
    expect(decide("/", "", staff, withHome)).toEqual({ allow: false, to: HOME_PATH });
  });

  it("every section's own path and every page ends on a granted page, told once at most", () => {
    for (const url of [...sections.map((s) => s.path), ...menuPages.map((p) => p.target)]) {
      const { at, notices } = settle(url, check);
      expect(at, url).toBe(granted?.target);
      expect(notices.length, url).toBe(url === granted?.target || url === granted?.section.path ? 0 : 1);
    }
  });
});

describe("an employee whose role grants no page", () => {
  let check: Check;
  beforeAll(async () => {
    check = await loadCheck([]);
  });

  it("ends on /401 from anywhere, and /401 stays open: no redirect loop", () => {
    for (const url of ["/", HOME_PATH, ...sections.map((s) => s.path), ...menuPages.map((p) => p.target)]) {
      expect(settle(url, check), url).toEqual({ at: NOT_FOUND_PATH, notices: [] });
    }
    expect(grantsNoPage(staff, check)).toBe(true);
  });

  it("the owner and an employee with a page are not such a session", () => {
    expect(grantsNoPage(owner, owners)).toBe(false);
    expect(grantsNoPage({ signedIn: false, role: null, staff: true }, check)).toBe(false);
  });
});
