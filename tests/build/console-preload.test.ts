import { describe, expect, it } from "vitest";
import type { IndexHtmlTransformContext } from "vite";
import { preloadConsole } from "../../src/build/console-preload";

type Handler = (html: string, ctx: IndexHtmlTransformContext) => { tags: { children: string }[] };

/** A chunk of the bundle as Vite hands it to transformIndexHtml (the fields the plugin reads). */
const chunk = (fileName: string, imports: string[], more: Record<string, unknown> = {}) => ({ type: "chunk", fileName, imports, ...more });

function preloaded(bundle: Record<string, unknown>, path: string, apiBase = "/"): string[] {
  const plugin = preloadConsole();
  (plugin.configResolved as (c: { base: string; env: Record<string, string> }) => void)({ base: "/", env: { VITE_API_BASE_URL: apiBase } });
  const { handler } = plugin.transformIndexHtml as unknown as { handler: Handler };
  const script = handler("<html></html>", { bundle } as unknown as IndexHtmlTransformContext).tags[0]?.children ?? "";
  const added: string[] = [];
  // the line as the page runs it, on `path`
  const document = { createElement: () => ({}) as { href?: string }, head: { append: (l: { href: string }) => added.push(l.href) } };
  new Function("location", "document", script)({ pathname: path }, document);
  return added;
}

describe("preloadConsole (index.html asks for the console's files at once)", () => {
  const bundle = {
    main: chunk("assets/index.js", ["assets/react.js"], { isEntry: true, facadeModuleId: "/p/src/main.tsx" }),
    react: chunk("assets/react.js", []),
    console: chunk("assets/console-entry.js", ["assets/antd.js", "assets/react.js"], { facadeModuleId: "/p/src/console-entry.tsx" }),
    antd: chunk("assets/antd.js", ["assets/util.js"]),
    util: chunk("assets/util.js", []),
    lazy: chunk("assets/goods-form.js", ["assets/antd.js"], { facadeModuleId: "/p/src/pages/goods/goods-form.tsx" }),
  };

  it("on a console path, the console's entry and what it imports, not the page entry's own nor a lazy screen", () => {
    expect(preloaded(bundle, "/goods").sort()).toEqual(["/assets/antd.js", "/assets/console-entry.js", "/assets/util.js"]);
  });

  it("on /login, nothing: its own entry fetches the console as the merchant types", () => {
    expect(preloaded(bundle, "/login")).toEqual([]);
  });

  it("in the demo build, on /login too: the demo API that answers the sign-in starts from the console's entry", () => {
    expect(preloaded(bundle, "/login", "").sort()).toEqual(["/assets/antd.js", "/assets/console-entry.js", "/assets/util.js"]);
  });
});
