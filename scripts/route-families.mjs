// Route families: the modules (manifest keys = source paths) a kind of route loads on top of
// the entry. Every route of a family loads the same code, so one row stands for all of them.
// `demo`: loaded only in demo mode (no VITE_API_BASE_URL). Used by `npm run size` and
// `npm run bench`; add a family when a kind of route starts loading something new.

/** The signed-in shell and the guard's enforcer: every signed-in route loads them. */
const SIGNED_IN = ["src/layout/shell.tsx", "src/access/enforcer.ts"];
const DEMO_API = ["src/mocks/browser.ts"];

export const ROUTE_FAMILIES = [
  // a visitor without a token on a public page: the guard does not load casbin
  { id: "login", route: "/login", modules: ["src/pages/login.tsx"], demo: DEMO_API },
  { id: "list", route: "signed-in list (e.g. /goods)", modules: [...SIGNED_IN, "src/engine/screens/list-screen.tsx"], demo: DEMO_API },
  { id: "form", route: "form (e.g. /goods/create)", modules: [...SIGNED_IN, "src/engine/screens/form-screen.tsx"], demo: DEMO_API },
  {
    // the rich-text editor (tiptap) is its own chunk, loaded by a form with a richtext field
    id: "form-richtext",
    route: "form with rich text (/goods/edit/:alias)",
    modules: [...SIGNED_IN, "src/engine/screens/form-screen.tsx", "src/engine/fields/richtext-editor.tsx"],
    demo: DEMO_API,
  },
  { id: "detail", route: "detail (e.g. /notice/detail/:alias)", modules: [...SIGNED_IN, "src/engine/screens/detail-screen.tsx"], demo: DEMO_API },
  { id: "dashboard", route: "dashboard (/dashboard/workplace)", modules: [...SIGNED_IN, "src/pages/dashboard/workplace.tsx"], demo: DEMO_API },
];
