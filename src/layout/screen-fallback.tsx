import { useMemo } from "react";
import { useLocation } from "react-router";
import { ScreenSkeleton } from "../engine/screens/skeletons";
import { useMobile } from "../engine/use-mobile";
import { matchAppRoute } from "../routes/route-index";

/**
 * What the content area shows while the screen's code is on its way (the layout's Suspense):
 * the skeleton of the route's view (a list, a form, a detail; a custom page's lines of text),
 * not a spinner (decision 0129).
 */
export function ScreenFallback() {
  const { pathname } = useLocation();
  const phone = useMobile();
  const view = useMemo(() => matchAppRoute(pathname)?.route.resource?.view, [pathname]);
  return <ScreenSkeleton view={view} phone={phone} />;
}
