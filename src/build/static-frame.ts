import type { Plugin } from "vite";
import {
  CONTENT_MARGIN, CONTENT_MIN_HEIGHT, CONTENT_PADDING, CRUMB_LINE_HEIGHT, CRUMB_MARGIN, FRAME_COLOURS, FRAME_RADIUS, LOGO_GAP, LOGO_SIZE,
  MENU_BUTTON_SIZE, NAVBAR_GAP, NAVBAR_HEIGHT, NAVBAR_PADDING, PHONE_MAX_WIDTH, SIDER_COLLAPSED_WIDTH, STATIC_FRAME_ID, TAB_BAR_HEIGHT, TITLE_FONT_SIZE,
  TITLE_FONT_WEIGHT,
} from "../layout/shell-frame";
import { EARLY_CALLS } from "../providers/early-calls";
import { DEFAULT_SETTINGS, MENU_WIDTH_MAX, MENU_WIDTH_MIN, SETTINGS_STORAGE_KEY } from "../stores/settings-defaults";
import type { RouteManifestApi } from "./route-manifest";

/** A list's first call on its plain URL, as its screen sends it (data-provider.ts listCall). */
export interface FirstCall {
  path: string;
  body: Record<string, unknown>;
  /** A paged list: the URL's currentPage and pageSize go into the body (a tree lists every record). */
  paged: boolean;
}

/** What index.html knows of one screen (scripts/first-screens.ts writes them from the declarations). */
export interface FirstScreen {
  /** Its path pattern, as the router has it (/goods/edit/:alias). */
  path: string;
  /** A page of no session (/login, /register): no frame. */
  public?: true;
  /** Its breadcrumb: section, screen (a screen of no section has none). */
  crumb?: [string, string];
  list?: FirstCall;
}

export interface FirstScreens {
  screens: FirstScreen[];
  /** The guard's calls on every signed-in page (session.ts loadUserInfo). */
  session: { path: string; body: object }[];
}

/** What the page's script reads (the build writes it in as JSON). */
interface PageData {
  cookie: string;
  login: string;
  settings: string;
  menuWidth: [number, number];
  exact: Record<string, Omit<FirstScreen, "path">>;
  patterns: [string, Omit<FirstScreen, "path">][];
  /** The API's base (calls are sent only when it is set: the demo's API is in the page). */
  base: string | null;
  application: string;
  collection: [string, string];
  session: FirstScreens["session"];
}

const { light, dark } = FRAME_COLOURS;

/** The frame's look: the layout's own boxes (shell-frame.ts), at both sizes, in both themes. */
export function frameCss(): string {
  const f = `#${STATIC_FRAME_ID}`;
  return [
    `${f}{position:fixed;inset:0;z-index:2000;display:flex;flex-direction:column;overflow:hidden;pointer-events:none;background:${light.layout};--sf-menu:${DEFAULT_SETTINGS.menuWidth}px}`,
    `${f}[hidden]{display:none}`,
    `.sf-nav{flex:none;box-sizing:border-box;display:flex;align-items:center;height:${NAVBAR_HEIGHT}px;gap:${NAVBAR_GAP.desktop}px;padding:0 ${NAVBAR_PADDING.desktop}px;background:${light.container};border-bottom:1px solid ${light.border}}`,
    `.sf-logo{display:flex;align-items:center;gap:${LOGO_GAP}px;font-size:${TITLE_FONT_SIZE}px;font-weight:${TITLE_FONT_WEIGHT};color:${light.text}}`,
    `.sf-logo img{width:${LOGO_SIZE}px;height:${LOGO_SIZE}px}`,
    `.sf-menu-button{display:none;flex:none;width:${MENU_BUTTON_SIZE}px;height:${MENU_BUTTON_SIZE}px}`,
    `.sf-body{flex:1;display:flex;min-height:0}`,
    `.sf-sider{flex:none;box-sizing:border-box;width:var(--sf-menu);background:${light.sider};border-inline-end:1px solid ${light.border}}`,
    `.sf-folded .sf-sider{width:${SIDER_COLLAPSED_WIDTH}px}`,
    `.sf-main{flex:1;min-width:0;display:flex;flex-direction:column}`,
    `.sf-tabs{display:none;height:${TAB_BAR_HEIGHT}px;background:${light.container}}`,
    `.sf-has-tabs .sf-tabs{display:block}`,
    `.sf-crumb{display:none;margin:${CRUMB_MARGIN.top}px ${CRUMB_MARGIN.inline}px 0;font-size:14px;line-height:${CRUMB_LINE_HEIGHT}px;color:rgba(0,0,0,.55)}`,
    `.sf-crumb span+span::before{content:"/";margin:0 8px}`,
    `.sf-has-crumb .sf-crumb{display:block}`,
    `.sf-content{margin:${CONTENT_MARGIN.desktop}px;padding:${CONTENT_PADDING.desktop}px;min-height:${CONTENT_MIN_HEIGHT}px;background:${light.container};border-radius:${FRAME_RADIUS}px}`,
    `.sf-no-nav .sf-nav{display:none}`,
    `${f}.sf-dark{background:${dark.layout}}`,
    `.sf-dark .sf-nav{background:${dark.container};border-color:${dark.border}}`,
    `.sf-dark .sf-logo{color:${dark.text}}`,
    `.sf-dark .sf-sider{background:${dark.sider};border-inline-end:0}`,
    `.sf-dark .sf-tabs{background:${dark.container}}`,
    `.sf-dark .sf-content{background:${dark.container}}`,
    `.sf-dark .sf-crumb{color:rgba(255,255,255,.45)}`,
    // a phone: no sider, the navbar always (it holds the menu button), the screen's card closer in
    `@media (max-width:${PHONE_MAX_WIDTH}px){.sf-sider{display:none}.sf-nav,.sf-no-nav .sf-nav{display:flex;gap:${NAVBAR_GAP.phone}px;padding:0 ${NAVBAR_PADDING.phone}px}` +
      `.sf-menu-button{display:block}.sf-content{margin:${CONTENT_MARGIN.phone}px;padding:${CONTENT_PADDING.phone}px}}`,
  ].join("\n");
}

/** The frame's boxes, hidden until the page's script finds a session on a console path. */
export function frameHtml(): string {
  return (
    `<div id="${STATIC_FRAME_ID}" hidden aria-hidden="true">` +
    `<div class="sf-nav"><span class="sf-menu-button"></span><span class="sf-logo"><img src="/favicon.svg" alt="">商户后台</span></div>` +
    `<div class="sf-body"><div class="sf-sider"></div><div class="sf-main"><div class="sf-tabs"></div><div class="sf-crumb"><span></span><span></span></div><div class="sf-content"></div></div></div>` +
    `</div>`
  );
}

/**
 * The page's first script, run as the HTML is parsed, before any module: with a token cookie on
 * a console path (src/main.tsx's rule: not /login; nor a public page) it shows the frame as the
 * stored settings lay it out (页面配置: theme, navbar, 多页签, folded menu, its width), and, with an API
 * to ask (not the demo), sends the guard's calls and, on a list's plain URL (no filter: at most
 * its page and page size), the list's first page. The app takes those answers (early-calls.ts).
 */
const PAGE_SCRIPT = `(function(D){
var pre=D.cookie+"=",tok,path=location.pathname.replace(/(.)\\/+$/,"$1"),s=D.exact[path],i;
document.cookie.split("; ").forEach(function(p){if(tok===undefined&&p.indexOf(pre)===0)tok=decodeURIComponent(p.slice(pre.length))});
if(!tok||path===D.login)return;
for(i=0;!s&&i<D.patterns.length;i++)if(new RegExp(D.patterns[i][0]).test(path))s=D.patterns[i][1];
if(s&&s.public)return;
var st={},f=document.getElementById(${JSON.stringify(STATIC_FRAME_ID)});
try{st=JSON.parse(localStorage.getItem(D.settings)||"{}").state||{}}catch(e){}
if(f){var c=f.classList,w=st.menuWidth;
if(st.theme==="dark")c.add("sf-dark");
if(st.navbar===false)c.add("sf-no-nav");
if(st.menuCollapsed===true)c.add("sf-folded");
if(st.tabBar===true)c.add("sf-has-tabs");
if(typeof w==="number"&&w>=D.menuWidth[0]&&w<=D.menuWidth[1])f.style.setProperty("--sf-menu",w+"px");
if(s&&s.crumb){var t=f.querySelectorAll(".sf-crumb span");t[0].textContent=s.crumb[0];t[1].textContent=s.crumb[1];c.add("sf-has-crumb")}
f.hidden=false}
if(D.base===null||typeof fetch!=="function")return;
var calls=D.session.slice(),L=s&&s.list;
if(L){var b=Object.assign({},L.body),ok=true;
new URLSearchParams(location.search).forEach(function(v,k){if(L.paged&&(k==="currentPage"||k==="pageSize")&&/^[1-9][0-9]{0,5}$/.test(v))b[k==="currentPage"?"page":"page_size"]=Number(v);else ok=false});
if(ok)calls.push({path:L.path,body:b})}
window[${JSON.stringify(EARLY_CALLS)}]=calls.map(function(x){
var a=fetch(D.base+x.path,{method:"POST",headers:{"Content-Type":"application/json",Application:x.path===D.collection[0]?D.collection[1]:D.application,Authorization:tok},body:JSON.stringify(x.body)});
a.catch(function(){});return{path:x.path,body:x.body,token:tok,answer:a}})
})`;

/** A route's path pattern as a regular expression over a pathname (":name" one segment, as react-router). */
export const patternOf = (path: string): string => `^${path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/:[^/]+/g, "[^/]+")}$`;

/** The data the page's script reads, from the screens and the build's settings. */
export function pageData(first: FirstScreens, env: Record<string, string | undefined>): PageData {
  const info = ({ public: open, crumb, list }: FirstScreen): Omit<FirstScreen, "path"> => ({
    ...(open ? { public: open } : {}),
    ...(crumb ? { crumb } : {}),
    ...(list ? { list } : {}),
  });
  const apiBase = env.VITE_API_BASE_URL?.replace(/\/+$/, "");
  return {
    cookie: encodeURIComponent(env.VITE_TOKEN_COOKIE || "merchant_token"),
    login: "/login",
    settings: SETTINGS_STORAGE_KEY,
    menuWidth: [MENU_WIDTH_MIN, MENU_WIDTH_MAX],
    exact: Object.fromEntries(first.screens.filter((s) => !s.path.includes(":")).map((s) => [s.path, info(s)])),
    patterns: first.screens.filter((s) => s.path.includes(":")).map((s) => [patternOf(s.path), info(s)]),
    // config.ts: an empty base is the demo (msw in the page); "/" is this origin
    base: env.VITE_API_BASE_URL ? (apiBase ?? "") : null,
    application: env.VITE_APPLICATION || "merchant-console",
    collection: ["/collection/v1/query/list", env.VITE_APPLICATION_COLLECTION || "collection-market"],
    session: first.session,
  };
}

/** The script's text with its data: what index.html carries (its CSP hash is the server's: static-files.ts). */
export const pageScript = (data: PageData): string => `${PAGE_SCRIPT}(${JSON.stringify(data).replace(/</g, "\\u003c")})`;

/**
 * The signed-in shell's frame in index.html (issue 51, item 2; decision 0126): the navbar, the
 * sider, the breadcrumb and the screen's card drawn by the HTML itself, from the layout's own sizes
 * (src/layout/shell-frame.ts), so the page shows the console's shape before antd, refine and React
 * have loaded, and the first screen's calls leave with the HTML. React draws the same boxes under
 * it and the frame is removed once the first route is drawn (layout/static-frame-handover.ts).
 */
export function staticFrame(manifest: RouteManifestApi): Plugin {
  let env: Record<string, string | undefined> = {};
  return {
    name: "static-frame",
    apply: "build",
    configResolved(config) {
      env = config.env;
    },
    transformIndexHtml: {
      order: "post",
      handler(html) {
        const first = manifest.built()?.firstScreens;
        if (!first) return html;
        const root = '<div id="root"></div>';
        if (!html.includes(root)) throw new Error(`static-frame: index.html has no ${root}`);
        return html
          .replace("</head>", `<style>${frameCss()}</style>\n</head>`)
          .replace(root, `${frameHtml()}\n<script>${pageScript(pageData(first, env))}</script>\n${root}`);
      },
    },
  };
}
