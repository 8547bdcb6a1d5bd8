import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeAll } from "vitest";
import { fieldTypes } from "../src/engine/fields";
import { forgetSessionEnd } from "../src/providers/session";
import { setStaticToasts } from "../src/providers/notify";
import { resetStorageNotices } from "../src/providers/storage-notice";
import { useMenuStore } from "../src/stores/menu-store";
import { useSettingsStore } from "../src/stores/settings-store";
import { useTabStore } from "../src/stores/tab-store";
import { useUserStore } from "../src/stores/user-store";
import { installHeadQuery } from "./env/head-query";
import { installIndexedComputedStyle } from "./env/computed-style-index";
import { installNamedItemIndex } from "./env/named-item-index";
import { waitErrorWithoutPage } from "./env/wait-errors";
import "./env/kept-antd-styles";

// getComputedStyle over antd's ~2,400 rules was a third of the screen tests' time: the same
// answers, from the rules that can match (tests/env/computed-style-index.ts, decision 0037).
installIndexedComputedStyle(window);
installNamedItemIndex();
// document.querySelector("head"), asked for each antd style a component registers (tests/env/head-query.ts)
installHeadQuery();
// antd's static toasts before a screen binds its own, as the console's entry hands them in (src/console-entry.tsx)
setStaticToasts(() => import("../src/providers/static-toasts"));

// jsdom lacks matchMedia, which antd's responsive components read. Width queries are answered
// for the window's width (jsdom: 1024, a desktop); a test sets innerWidth to 390 for a phone.
function matchesWidth(query: string): boolean {
  const sizes = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)];
  return sizes.length > 0 && sizes.every(([, edge, px]) => (edge === "min" ? window.innerWidth >= Number(px) : window.innerWidth <= Number(px)));
}
if (!window.matchMedia) {
  Object.defineProperty(window, "matchMedia", {
    writable: true,
    value: (query: string) => ({
      matches: matchesWidth(query),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}


// antd forms show rule messages after async validation and a motion frame; on a loaded
// 2-core CI machine that can take over the default 1 s of findBy*/waitFor.
// A query's error inside a wait is made without printing the page (tests/env/wait-errors.ts).
configure({ asyncUtilTimeout: 5000, getElementError: waitErrorWithoutPage });

afterEach(() => {
  cleanup();
});

// The files of a worker share its modules (vitest.config.ts, decision 0012), and with them the
// app's stores; jsdom (storage, cookies) is new for each file. Each file starts with the
// stores as a fresh page load has them: their initial state, read again from (empty) storage,
// and no storage notice announced yet.
beforeAll(async () => {
  resetStorageNotices();
  // why an earlier file's session ended (账号已被禁用) is not this page's: /login showed it
  forgetSessionEnd();
  useUserStore.setState(useUserStore.getInitialState(), true);
  useMenuStore.setState(useMenuStore.getInitialState(), true);
  useTabStore.setState(useTabStore.getInitialState(), true);
  useSettingsStore.setState(useSettingsStore.getInitialState(), true);
  await Promise.all([useTabStore.persist.rehydrate(), useSettingsStore.persist.rehydrate()]);
});

// Field types draw with chunks of their own (src/engine/fields/lazy-control.tsx), and whether
// one is in already would depend on the files a worker ran before. Each file starts with all of
// them in, as form and detail screens have them before they draw; lazy-control.isolated.test.tsx
// checks the drawing while one loads.
// The menu's icons too (src/layout/menu-icons.ts loads them apart): a file that ended while
// they loaded had vitest report the load as an error after its environment was gone.
// Loaded as the set-up's import, not in a hook: a worker's first load of the chunks is seconds
// of CPU, over a hook's 10 s on a loaded machine, and imports have no wall-clock limit (decision 0086).
{
  const { iconsLoaded } = await import("../src/layout/menu-icons");
  await Promise.all([iconsLoaded, ...Object.values(fieldTypes).map((t) => t.preload?.({ key: "preload", label: "preload" }))]);
}
