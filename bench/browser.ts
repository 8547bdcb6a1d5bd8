import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from "playwright-core";
import { ADMIN, API_BASE, CHROMIUM_PATH, HOST, TOKEN_COOKIE } from "./config";
import { onExit } from "./processes";
// the browser tests' chromium flags (headless by playwright's default; CPU not throttled)
import { CHROMIUM_ARGS } from "../e2e/chromium-args.mjs";

/** bench/processes.ts stops the browsers on signals, in order (a profile's folder after its browser). */
const LAUNCH = { executablePath: CHROMIUM_PATH, headless: true, timeout: 30_000, handleSIGINT: false, handleSIGTERM: false, handleSIGHUP: false };

/** A browser for the in-page timings; closed when the benchmark ends, however it ends. */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({ ...LAUNCH, args: CHROMIUM_ARGS });
  onExit(() => browser.close());
  return browser;
}

export interface Profile {
  context: BrowserContext;
  /** Its DevTools port, for Lighthouse. */
  port: number;
  close(): Promise<void>;
}

/**
 * A browser on its own throwaway profile with a DevTools port. Lighthouse opens its tab in
 * the browser's default context, which is this persistent context: a session signed in here
 * (cookie, localStorage, the demo's IndexedDB) is the one it audits.
 */
export async function launchProfile(port: number): Promise<Profile> {
  const dir = mkdtempSync(join(tmpdir(), "bench-profile-"));
  const context = await chromium.launchPersistentContext(dir, { ...LAUNCH, args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`] });
  const close = async () => {
    await context.close().catch(() => undefined);
    // chromium's last child processes may still write there for a moment
    rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  };
  onExit(close);
  return { context, port, close };
}

/** The admin's mobile and password typed into /login's form; answers its 登录 button, not clicked. */
export async function fillSignIn(page: Page): Promise<Locator> {
  await page.getByLabel("手机号").fill(ADMIN.mobile);
  await page.getByLabel("密码", { exact: true }).fill(ADMIN.password);
  // antd puts a space between the two characters of a two-character button: "登 录"
  return page.getByRole("button", { name: /^\s*登\s*录\s*$/ }).first();
}

/** Signs in as the admin through the console's /login page, as a merchant does. */
export async function signIn(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/login`);
  await (await fillSignIn(page)).click();
  await page.waitForURL((url) => url.pathname !== "/login", { timeout: 30_000 });
}

/** A stub-API token for the reference, which has no login: got by the console's login call. */
export async function stubToken(origin: string): Promise<string> {
  const res = await fetch(`${origin}${API_BASE}/merchant/user/v1/login/by-mobile-password`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Application: "merchant-console" },
    body: JSON.stringify({ mobile: ADMIN.mobile, password: ADMIN.password }),
  });
  const envelope = (await res.json()) as { code: number; msg?: string; data?: { access_token?: string } };
  const token = envelope.data?.access_token;
  if (envelope.code !== 200 || !token) throw new Error(`stub API login failed: ${JSON.stringify(envelope)}`);
  return token;
}

/** The cookie the reference reads its token from (bench/reference/main.tsx): the console's. */
export const tokenCookie = (token: string) => ({ name: TOKEN_COOKIE, value: encodeURIComponent(token), domain: HOST, path: "/", sameSite: "Lax" as const });

/** Puts the token where the reference reads it. */
export async function setTokenCookie(context: BrowserContext, token: string): Promise<void> {
  await context.addCookies([tokenCookie(token)]);
}
