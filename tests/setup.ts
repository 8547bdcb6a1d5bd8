import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

// jsdom lacks matchMedia, which antd's responsive components read.
if (!window.matchMedia) {
  Object.defineProperty(window, "matchMedia", {
    writable: true,
    value: (query: string) => ({
      matches: false,
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
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
});
