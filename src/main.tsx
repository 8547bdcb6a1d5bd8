import { createRoot } from "react-dom/client";
import { getToken } from "./providers/token";

/**
 * The page's entry: React's renderer, then the page's own entry. /login loaded afresh is an entry
 * of its own, without antd, refine or the route table (login-entry.tsx, issue 38 item 3); every
 * other path is the console (console-entry.tsx), whose own /login route serves a sign-out within
 * the page. The demo API starts from the console's entry (console-entry.tsx says why).
 *
 * /login with a session (a token cookie) is the console's too (decision 0079): its guard sends a
 * signed-in merchant on to '/' (the spec's rule), whose first page follows the role; a token the
 * server no longer takes ends there (the user info's 401 removes it) and the console's /login
 * shows the sign-in form with why, so nothing loops. The sign-in form's entry is not fetched.
 */
const rootElement = document.getElementById("root");
if (!rootElement) throw new Error("#root is missing from index.html");
const root = createRoot(rootElement);
if (window.location.pathname === "/login" && !getToken()) void import("./login-entry").then((login) => login.startLogin(root));
else void import("./console-entry").then((app) => app.startConsole(root));
