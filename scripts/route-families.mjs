// Route families: the modules (manifest keys = source paths) a kind of route loads on top of
// the entry. Every route of a family loads the same code, so one row stands for all of them.
// `demo`: loaded only in demo mode (no VITE_API_BASE_URL). `budgetKiB`: gzip KiB without the demo
// API that `npm run size` (CI) allows, a little above the size when it was set (2026-11-24; the signed-in
// families +5 on 2026-11-26 for access per action and staff sessions, issue 22: +4.6 KiB spread over
// the enforcer, the session, the per-action checks and the tab bar; list-after-paint +3 the same day
// for issue 23's lists, +2.0 KiB: a row's 更多 menu, the empty filtered state, value templates; then every family +4 to +6 and /login +2 for the rest of issue 23, measured after
// the merge: the phone's stacked cards and touch styles, a failed save's focus, the popconfirm's focus, focus after a
// delete, keyboard-scrollable regions and the 更多 menu's Dropdown; the unverified shop's notice and the
// copyable whole mobile load lazily; then, measured after issue 35's merge on 2026-11-28, /login +2 for
// 忘记密码's entry (its modal is a chunk of its own: +0.5 of Vite's list of what it preloads) and the
// signed-in families +3 (+4 the forms): 修改密码 in the user menu (its modal lazy), a row's buttons
// refused per record (refusedBy), the relation lookups' map, and a form's fields an action owns); /login and
// the dashboard +1 for issue 36's 操作日志 (its config joins the route table every route loads: +0.3). Used by `npm run size` and
// `npm run bench`; add a family when a kind of route starts loading something new.

/**
 * The console's entry (the app and its route table: src/main.tsx loads it for every path but a
 * /login loaded afresh, issue 38 item 3), the signed-in shell and the guard's enforcer: every
 * signed-in route loads them.
 */
const SIGNED_IN = ["src/console-entry.tsx", "src/layout/shell.tsx", "src/access/enforcer.ts"];
/**
 * A generated list as its route opens it: the screen, and the code its loader starts the list's
 * call with (decision 0044). The list families +3 for it (2026-11-26): the screen loaders and
 * calls read ahead in the entry (+0.5 KiB), the list's call and the route's fields in chunks of
 * their own shared with it (+0.7), and the read-ahead chunk (+1.8: 1.5 of it Vite's list of what
 * typing the URL's filters preloads, loaded only when the URL has filters).
 */
const LIST = ["src/engine/screens/list-screen.tsx", "src/engine/screen-prefetch.ts"];
const DEMO_API = ["src/demo/browser.ts"];

/** A field type's code in a chunk of its own (src/engine/fields/lazy-control.tsx). */
const field = (name) => `src/engine/fields/${name}.tsx`;

export const ROUTE_FAMILIES = [
  // a visitor without a token on a public page: the guard does not load casbin
  // 295 → 300 (issue 37): every config is in the entry (issue 38 moves them out); 店铺规则, 售后 steps, 库存预警 and 数字藏品's fields in them; the engine's list extras (batch bar, row tools), fitted column widths, Enter submits, 保存并上架
  // 300 → 300.5 (issue 37, session 38): 299.8 measured; half a kB of room for the bytes a renamed chunk's hash moves (stop 41's CI)
  // 300.5 → 85 (issue 38, item 3): /login is an entry of its own, no antd, refine or route table (83.9 measured)
  // 85 → 84 (issue 51, decision 0128: react-dom stays in the page's entry, what it shared with the console moved to the signed-in chunk), 83.2 measured
  { id: "login", budgetKiB: 84, route: "/login", modules: ["src/login-entry.tsx"], demo: DEMO_API },
  // what the list needs to paint its rows; the controls it draws load after (next family)
  // 555 → 560 (issues 14 and 15): the phone mode (filter panel, pager names) and the column widths every field type declares
  // 574 → 575 (issue 26, decision 0047): a long page's held rows, the page-top scroll, row buttons as markup
  // list: 578 → 585 (issue 37: as /login's)
  // 585 → 585.5 (issue 37, session 38): 584.8 measured, half a kB of room as /login's
  // 585.5 → 586 (issue 38, item 3): the console's entry is a lazy chunk now (/login has its own), and the bundler splits
  // what it shares with the lazy screens into more chunks, each gzipped apart (585.6 measured); item 1's manifest is the way down
  // 586 → 589.5 (issue 38, items 1 and 2, session 40): the route manifest's data in the entry (3.4 KiB gzip) with the configs in the shell's chunk, and the list's own query (0.8); measured LCP −190 ms on Lighthouse /goods (docs/benchmarks.md); the way down: the manifest without what the configs say (offers, access, titles), 589.0 measured
  // 589.5 → 578.5 (issue 38, session 41: each config loads with its screen, not all with the shell; decision 0070), 577.8 measured
  // 578.5 → 590.5 (issue 49: the live events' stream and refine's liveProvider, the 消息中心 bell and its counts on every signed-in page; the form's 此记录已被他人修改; relations' notes and tags; the tree select and Typography moved out to their own chunks first, −14.7 KiB; decisions 0113, 0114, 0118), 590.1 measured
  // 590.5 → 592 (issue 50: the start-up check of transitions and computed fields, the form's computed values, row buttons that follow a transition's from, the 权限 tree's 全部权限 and /x/* words; decisions 0119-0121), 591.9 measured
  // 592 → 515.5 (issue 51, decision 0128: what every signed-in page loads in one chunk, not a hundred; side-channel, the ResizeObserver polyfill and refine's devtools swapped out in the build; our own notification provider; antd Table's tree filter out), 515.0 measured
  // 515.5 → 517 (issue 51, decision 0129: skeletons, not spinners, on every generated list, form and detail: the skeleton rows in the table's own cells and their CSS), 516.7 measured
  // 517 → 517.5 (issue 51, decision 0132: antd's styles kept across screens, their tags handed back unread: 7 % of chromium's main thread in the walk of every route), 517.0 measured
  { id: "list", budgetKiB: 517.5, route: "signed-in list (e.g. /goods)", modules: [...SIGNED_IN, ...LIST], configs: ["goods"], demo: DEMO_API },
  {
    // /goods draws a date-range filter and thumbnails: their chunks load once the rows are in
    // 617 → 618 (issue 26, decision 0047): a long page's held rows, the page-top scroll, row buttons as markup
    // 621 → 622 (issue 36): 操作日志's config in the route table, 413's message, a refused upload's cards
    // 622 → 621 (issue 36, second session): 620.9 measured, the budget follows it down
    // 621 → 622 (issue 36, CI of stop 41): 621.0 measured after a change to a demo-only chunk; its
    //   new hash, named in the shared chunks, moved their gzip by bytes. A budget needs that much room.
    // 622 → 629 (issue 37: as /login's)
    // 629 → 629.5 (issue 38, item 3: as the list's), 629.1 measured
    // 629.5 → 633 (issue 38, session 40: as the list's), 632.5 measured
    // 633 → 622 (issue 38, session 41: each config loads with its screen, not all with the shell; decision 0070), 621.3 measured, half a kB of room
    // 622 → 623 (issue 47: Beijing's clock in the pickers and the rich-text allow-list the API reads too; decisions 0073, 0077), 622.3 measured
    // 623 → 634 (issue 49: as the list's), 633.6 measured
    // 634 → 636 (issue 50: as the list's), 635.5 measured
    // 636 → 558.5 (issue 51: as the list's), 558.0 measured
    // 558.5 → 560 (issue 51, decision 0129: the skeletons, as the list's), 559.7 measured
    // 560 → 560.5 (issue 51, decision 0132: antd's styles kept across screens, their tags handed back unread: 7 % of chromium's main thread in the walk of every route), 560.0 measured
    id: "list-after-paint", budgetKiB: 560.5,
    route: "/goods, with what it loads after painting (date filter, thumbnails)",
    modules: [...SIGNED_IN, ...LIST, field("date-pickers"), field("image-thumbs")],
    configs: ["goods"],
    demo: DEMO_API,
  },
  {
    // a form waits for its fields' controls (resource-routes.ts): coupon has dates and numbers
    // 604 → 612 (issue 37: as /login's)
    // 612 → 613 (issue 38, item 3: as the list's), 612.5 measured
    // 613 → 615.5 (issue 38, session 40: as the list's), 614.9 measured
    // 615.5 → 604 (issue 38, session 41: each config loads with its screen, not all with the shell; decision 0070), 603.2 measured, half a kB of room
    // 604 → 604.5 (issue 47: Beijing's clock in the pickers and the rich-text allow-list the API reads too; decisions 0073, 0077), 604.1 measured
    // 604.5 → 616.5 (issue 49: as the list's), 616.2 measured
    // 616.5 → 618 (issue 50: as the list's), 617.8 measured
    // 618 → 545.5 (issue 51: as the list's), 545.2 measured
    // 545.5 → 546.5 (issue 51, decision 0129: the skeletons, as the list's), 546.3 measured
    // 546.5 → 547 (issue 51, decision 0132: antd's styles kept across screens, their tags handed back unread: 7 % of chromium's main thread in the walk of every route), 546.6 measured
    id: "form", budgetKiB: 547,
    route: "form (e.g. /ump/coupon/create/:type)",
    modules: [...SIGNED_IN, "src/engine/screens/form-screen.tsx", field("date-pickers"), field("number-inputs")],
    configs: ["coupon"],
    demo: DEMO_API,
  },
  {
    // goods: numbers, pictures and rich text (the tiptap editor)
    // 736 → 744 (issue 37: as /login's)
    // 744 → 744.5 (issue 38, item 3: as the list's), 744.1 measured
    // 744.5 → 747 (issue 38, session 40: as the list's), 746.5 measured
    // 747 → 736 (issue 38, session 41: each config loads with its screen, not all with the shell; decision 0070), 735.3 measured, half a kB of room
    // 736 → 737 (issue 47: Beijing's clock in the pickers and the rich-text allow-list the API reads too; decisions 0073, 0077), 736.3 measured
    // 737 → 749.5 (issue 49: as the list's), 748.9 measured
    // 749.5 → 751 (issue 50: as the list's), 750.4 measured
    // 751 → 684.5 (issue 51: as the list's), 684.0 measured
    // 684.5 → 685.5 (issue 51, decision 0129: the skeletons, as the list's), 685.1 measured
    // 685.5 → 686 (issue 51, decision 0132: antd's styles kept across screens, their tags handed back unread: 7 % of chromium's main thread in the walk of every route), 685.5 measured
    id: "form-richtext", budgetKiB: 686,
    route: "form with pictures and rich text (/goods/create, /goods/edit/:alias)",
    modules: [
      ...SIGNED_IN,
      "src/engine/screens/form-screen.tsx",
      ...["number-inputs", "image-wall", "image-thumbs", "richtext-editor", "safe-html"].map(field),
    ],
    configs: ["goods"],
    demo: DEMO_API,
  },
  {
    // a notice: its rich text drawn sanitised
    // 560 → 565 with the list (issues 14 and 15)
    // 578 → 585 (issue 37: as /login's)
    // 585 → 585.5 (issue 38, item 3: as the list's), 585.3 measured
    // 585.5 → 588 (issue 38, session 40: as the list's), 587.5 measured
    // 588 → 574 (issue 38, session 41: each config loads with its screen, not all with the shell; decision 0070), 573.1 measured, half a kB of room
    // 574 → 574.5 (issue 47: Beijing's clock in the pickers and the rich-text allow-list the API reads too; decisions 0073, 0077), 574.1 measured
    // 574.5 → 586 (issue 49: as the list's), 585.4 measured
    // 586 → 587.5 (issue 50: as the list's), 587.2 measured
    // 587.5 → 513 (issue 51: as the list's), 512.3 measured
    // 513 → 514 (issue 51, decision 0129: the skeletons, as the list's), 513.4 measured
    id: "detail", budgetKiB: 514,
    route: "detail (e.g. /notice/detail/:alias)",
    modules: [...SIGNED_IN, "src/engine/screens/detail-screen.tsx", field("safe-html")],
    configs: ["notice"],
    demo: DEMO_API,
  },
  // dashboard: 611 → 616 (issue 37: as /login's)
  // 616 → 616.5 (issue 37, session 38): 615.8 measured, half a kB of room as /login's
  // 616.5 → 618.5 (issue 38, item 3: as the list's), 618.2 measured
  // 618.5 → 621.5 (issue 38, session 40: as the list's), 620.7 measured
  // 621.5 → 604.5 (issue 38, session 41: each config loads with its screen, not all with the shell; decision 0070), 603.7 measured, half a kB of room
  // 604.5 → 611.5 (issue 49: the stream, the liveProvider and the bell, as the list's), 611.0 measured
  // 611.5 → 541 (issue 51: as the list's), 540.6 measured
  // 541 → 542 (issue 51, decision 0129: the skeletons, as the list's), 541.6 measured
  // 542 → 542.5 (issue 51, decision 0132: antd's styles kept across screens, their tags handed back unread: 7 % of chromium's main thread in the walk of every route), 542.0 measured
  { id: "dashboard", budgetKiB: 542.5, route: "dashboard (/dashboard/workplace)", modules: [...SIGNED_IN, "src/pages/dashboard/workplace.tsx"], demo: DEMO_API },
];
