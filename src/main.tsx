import { createRoot } from "react-dom/client";

/**
 * The page's entry: React's renderer, then the page's own entry. /login loaded afresh is an entry
 * of its own, without antd, refine or the route table (login-entry.tsx, issue 38 item 3); every
 * other path is the console (console-entry.tsx), whose own /login route serves a sign-out within
 * the page. The demo API starts from the console's entry (console-entry.tsx says why).
 */
const rootElement = document.getElementById("root");
if (!rootElement) throw new Error("#root is missing from index.html");
const root = createRoot(rootElement);
if (window.location.pathname === "/login") void import("./login-entry").then((login) => login.startLogin(root));
else void import("./console-entry").then((app) => app.startConsole(root));
