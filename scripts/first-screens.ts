import type { FirstScreen, FirstScreens } from "../src/build/static-frame";
import { PUBLIC_ROUTES, SHELL_ROUTES } from "../src/catalogue/public-routes";
import { entriesWith, screenEntries } from "../src/catalogue/route-lookups";
import { declaredConfigs, manifest } from "../src/catalogue/declared-sections";
import { dataOf, isRest } from "../src/engine/api-meta";
import type { ManifestRoute } from "../src/engine/route-manifest";
import type { RouteData } from "../src/engine/route-types";
import { firstListCall } from "../src/engine/screens/list-query";
import { listCall } from "../src/providers/data-provider";
import { SHOP_INFO_PATH, USER_INFO_PATH } from "../src/providers/session.calls";

type Route = RouteData & ManifestRoute & { name: string; children?: Route[] };

/**
 * What index.html needs to know of each screen before any script of the app is there (decision
 * 0126): its path, whether it is public (no frame), its breadcrumb, and for a list with no params
 * in its path its first call as the screen makes it on a plain URL (engine/screen-prefetch.ts:
 * the list's query, the data provider's call). Also the guard's calls (session.ts loadUserInfo).
 */
export function firstScreens(): FirstScreens {
  // the manifest's routes as the lookups take them (a resource view's name is left out: not read here)
  const entries = screenEntries(entriesWith(manifest as unknown as Route[], [...PUBLIC_ROUTES, ...SHELL_ROUTES] as unknown as Route[]));
  const screens = entries.map(({ route, section }): FirstScreen => {
    const screen: FirstScreen = { path: route.path };
    if (route.public) screen.public = true;
    if (section && section !== route) screen.crumb = [section.title, route.title];
    const config = route.resource?.view === "list" && route.readsAhead && !route.path.includes(":")
      ? declaredConfigs?.find((c) => c.name === route.resource?.name)
      : undefined;
    if (config && !isRest(config)) {
      const { path, body } = listCall(firstListCall(config, "", dataOf(config, { params: {} }).meta));
      screen.list = { path, body: body as Record<string, unknown>, paged: !config.tree };
    }
    return screen;
  });
  return { screens, session: [{ path: USER_INFO_PATH, body: {} }, { path: SHOP_INFO_PATH, body: {} }] };
}
