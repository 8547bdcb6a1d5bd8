import { STATIC_FRAME_ID } from "./shell-frame";

/**
 * Removes index.html's static frame (decision 0126) once React has drawn the page's first route
 * under it: called from the effects of the root route and of its error page, which run after the
 * commit that drew the shell (its route is loaded before the first render) or the page instead of
 * it (the console's /login after a refused token, an error). Removed in the next animation frame,
 * before the browser paints it, so the shell is shown with no frame between.
 */
export function handOverStaticFrame(): void {
  const frame = document.getElementById(STATIC_FRAME_ID);
  if (!frame) return;
  if (frame.hidden) frame.remove();
  else requestAnimationFrame(() => frame.remove());
}
