import type { LoaderFunction } from "react-router";
import type { ScreenPrefetch } from "../engine/route-types";
import { forgetAhead } from "../providers/calls-ahead";
import { isSignedIn } from "../providers/session";
import { guardLoader } from "./guard-loader";

/**
 * The loaders of one route tree's screens (build-routes.tsx; one per router, as what is shown
 * is the router's). Each runs the guard; a screen being entered (a path other than the one
 * shown) then starts its first read while its code loads (decision 0044), its starting code
 * loaded beside the guard's own calls. A page the visitor may not open throws its redirect in
 * the guard: nothing is read for it. A page switch, a filter or a tab changes only the query:
 * the screen on show asks for it itself, so nothing is read twice.
 */
export function screenLoaders(): (prefetch?: ScreenPrefetch) => LoaderFunction {
  let shown: string | undefined;
  return (prefetch) => async (args) => {
    const url = new URL(args.request.url);
    const entering = url.pathname !== shown;
    const starting = entering && prefetch && isSignedIn() ? prefetch() : undefined;
    starting?.catch(() => undefined); // a chunk that did not load reads nothing ahead: the screen reads
    const result = await guardLoader(args);
    if (args.request.signal.aborted) return result; // another navigation took over
    const first = shown === undefined;
    shown = url.pathname;
    if (entering) {
      // what the screen before did not take; the page's first screen keeps what index.html's
      // script sent for it (early-calls.ts)
      forgetAhead({ keepFirstCalls: first });
      void starting?.then((start) => start({ params: args.params, search: url.search })).catch(() => undefined);
    }
    return result;
  };
}
