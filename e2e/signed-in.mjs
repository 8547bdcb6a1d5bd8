// Signed-in states (decision 0037): a test whose sign-in is only its setup starts from the state a
// sign-in through the real /login form left (the token cookie, localStorage, and the demo's
// IndexedDB: its data and the session). Signing in costs a page load, the demo's first seed in the
// page and the landing screen (about 2.8 s of CPU on an idle machine); a context restored from a
// state costs about 0.6 s. Each test still gets its own context, so its own copy of the demo DB:
// no test sees another's writes. Tests where signing in is what they check keep signIn().
//
// e2e/run.mjs captures ADMIN's and USER's states once per run, before the specs start, and hands
// their folder to the specs in E2E_STATE_DIR; a spec run on its own (node --test e2e/specs/x.spec.mjs)
// captures the account's state itself, once per spec file.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { newPage, ON_SERVER, signIn } from "./helpers.mjs";

// the run's states are the demo's (its origin, its IndexedDB): a spec on the API server captures its own
const STATE_DIR = ON_SERVER ? undefined : process.env.E2E_STATE_DIR;

/** Where an account's state is kept for a run. */
const stateFile = (dir, account) => join(dir, `signed-in-${account.mobile}.json`);

/**
 * Signs in as `account` through /login in a fresh context and returns the context's storage state,
 * IndexedDB included (the demo DB and its sessions live there: without them the token means nothing).
 * The token cookie is a session cookie (记住密码 not ticked); the state keeps it.
 */
export async function captureState(browser, account) {
  const page = await newPage(browser);
  try {
    // 记住密码 not ticked (the form's default for a new browser): the token is a session cookie
    await signIn(page, account.mobile, account.password, { remember: false });
    // signed in once the shell names the merchant (the user info has been read)
    await page.locator(".ant-layout-header").getByText(account.nickname).first().waitFor({ state: "visible" });
    return await page.context().storageState({ indexedDB: true });
  } finally {
    await page.context().close().catch(() => {});
  }
}

/** Captures each account's state into `dir` (for E2E_STATE_DIR), side by side. */
export async function captureStates(browser, dir, accounts) {
  await Promise.all(accounts.map(async (account) => writeFileSync(stateFile(dir, account), JSON.stringify(await captureState(browser, account)))));
}

/** This spec file's states, one per account: read from E2E_STATE_DIR, else captured on first use. */
const states = new Map();

/** The signed-in state of `account` for a new context (`browser.newContext({ storageState })`). */
export function signedInState(browser, account) {
  if (!states.has(account.mobile)) {
    const file = STATE_DIR && stateFile(STATE_DIR, account);
    const state = file && existsSync(file) ? Promise.resolve(JSON.parse(readFileSync(file, "utf8"))) : captureState(browser, account);
    // a failed capture is not kept: the next test tries again (and fails with its own screenshot)
    state.catch(() => states.delete(account.mobile));
    states.set(account.mobile, state);
  }
  return states.get(account.mobile);
}
