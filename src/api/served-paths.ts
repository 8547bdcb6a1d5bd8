import type { HttpHandler } from "msw";

/**
 * Whether the demo's handlers answer POST `path` (for the start-up check of config actions
 * with their own API, engine/check-served.ts): the exact paths they are declared on
 * (route.ts's `*<path>`).
 */
export function servesPath(list: readonly HttpHandler[]): (path: string) => boolean {
  const paths = new Set<string>();
  for (const handler of list) {
    const { method, path } = handler.info;
    if (typeof path !== "string" || !path.startsWith("*/")) continue;
    if (typeof method === "string" && !["POST", "ALL"].includes(method.toUpperCase())) continue;
    paths.add(path.slice(1));
  }
  return (path) => paths.has(path);
}
