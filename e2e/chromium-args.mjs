// Which chromium the browser tests drive, and with which flags.
import { existsSync } from "node:fs";

/**
 * Debian's headless build of chromium (package chromium-headless-shell, same version as the
 * chromium package), else Debian's chromium: the headless shell is Blink and V8 without the
 * browser's window and UI, the build Playwright itself runs for headless tests. The same 70
 * tests cost 550 s of CPU in it against 853 s in the full browser (decision 0041). CHROMIUM_PATH
 * picks another binary.
 */
export const HEADLESS_SHELL_PATH = "/usr/bin/chromium-headless-shell";
export const FULL_CHROMIUM_PATH = "/usr/bin/chromium";
export const E2E_CHROMIUM_PATH =
  process.env.CHROMIUM_PATH || (existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : FULL_CHROMIUM_PATH);

/** How to install what the browser tests need, said when it is missing. */
export const INSTALL_HINT =
  "apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium-headless-shell (or chromium; or set CHROMIUM_PATH)";

// Debian chromium's flags for the browser tests and the benchmark: no sandbox (containers), no
// GPU, and no background traffic to Google's hosts (the network is closed; without them chromium
// stalls on refused connections). Headless is the caller's choice.
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
