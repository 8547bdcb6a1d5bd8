// A page turned into a phone and back without a reload (issue 51, item 5; decision 0130): the walk
// of every route (specs/routes.spec.mjs) checks each screen at 1440×900, then the same screen at
// 390×844 with touch, where two walks loaded and settled every screen once per size.
//
// Playwright fixes `isMobile` and `hasTouch` per browser context; what they are in chromium is two
// DevTools calls (Emulation.setDeviceMetricsOverride with `mobile`, setTouchEmulationEnabled),
// which a page's own DevTools session may send at any time: the app sees its media queries and
// the window's size change, as a phone turned or a window narrowed does, and re-renders.

/** The phone the specs use: what Playwright's context options would make of it. */
export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
/** The desktop the specs use (helpers.mjs newPage's default). */
export const DESKTOP = { viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false };

const sessions = new WeakMap();
function sessionOf(page) {
  if (!sessions.has(page)) sessions.set(page, page.context().newCDPSession(page));
  return sessions.get(page);
}

/** The content's class on a phone (src/layout/phone-touch.tsx PHONE_CONTENT_CLASS). */
const PHONE_CONTENT = "#main-content.console-phone";

/**
 * Emulates `device` (PHONE or DESKTOP) on the open page, then waits until the console has drawn
 * its layout for it: the phone's content class on, or off.
 */
export async function emulate(page, device) {
  const cdp = await sessionOf(page);
  const { width, height } = device.viewport;
  await cdp.send("Emulation.setDeviceMetricsOverride", {
    width,
    height,
    screenWidth: width,
    screenHeight: height,
    deviceScaleFactor: 1,
    mobile: device.isMobile,
    screenOrientation: device.isMobile ? { angle: 0, type: "portraitPrimary" } : { angle: 0, type: "landscapePrimary" },
  });
  await cdp.send("Emulation.setTouchEmulationEnabled", { enabled: device.hasTouch, ...(device.hasTouch && { maxTouchPoints: 1 }) });
  await page.waitForFunction(
    // the media queries' width (the layout viewport's): a phone page wider than the screen widens
    // innerWidth, which the walk measures rather than waits out
    ({ phone, width, selector }) => matchMedia(`(width: ${width}px)`).matches && !!document.querySelector(selector) === phone,
    { phone: device.isMobile, width, selector: PHONE_CONTENT },
  );
}
