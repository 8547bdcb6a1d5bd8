import type { Plugin } from "vite";

/**
 * The console's files fetched from the page's first parse (issue 38, item 3). src/main.tsx
 * imports the console's entry only once it has run, so a signed-in page fetched main's chunk
 * first and the console's after it: one more round trip before the first screen. This writes
 * into index.html a line that, on any path but /login, asks for the console's entry and the
 * chunks it imports (as `<link rel="modulepreload">`, what Vite writes for an entry's own
 * imports); /login, whose entry is its own, fetches them only as the merchant starts typing. In
 * the demo build /login fetches them at once too: the demo API that answers its sign-in starts
 * from the console's entry (console-entry.tsx says why).
 */
export function preloadConsole(entry = "src/console-entry.tsx", loginPath = "/login"): Plugin {
  let base = "/";
  let demo = false;
  return {
    name: "preload-console",
    apply: "build",
    configResolved(config) {
      base = config.base;
      demo = !config.env.VITE_API_BASE_URL;
    },
    transformIndexHtml: {
      order: "post",
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((c) => c.type === "chunk");
        const start = chunks.find((c) => c.facadeModuleId?.endsWith(entry));
        if (!start) throw new Error(`preload-console: no chunk for ${entry}`);
        // the entry's chunk and what it imports statically, as the browser would fetch them
        const files = new Set<string>();
        const visit = (file: string) => {
          if (files.has(file)) return;
          files.add(file);
          const chunk = chunks.find((c) => c.fileName === file);
          chunk?.imports.forEach(visit);
        };
        visit(start.fileName);
        // what the page's own entry imports is preloaded by Vite already
        const mine = chunks.find((c) => c.isEntry);
        mine?.imports.forEach((f) => files.delete(f));
        if (mine) files.delete(mine.fileName);
        const list = JSON.stringify([...files].map((f) => `${base}${f}`));
        const when = demo ? "" : `if(location.pathname!==${JSON.stringify(loginPath)})`;
        const script = `${when}for(const h of ${list}){const l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.append(l)}`;
        return { html, tags: [{ tag: "script", children: script, injectTo: "head" }] };
      },
    },
  };
}
