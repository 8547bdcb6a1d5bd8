import "@testing-library/jest-dom/vitest";
import { render, waitFor, within } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { StrictMode, useState, type ComponentType, type ReactNode } from "react";
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from "react-router";
import type { Role } from "../../src/access/rules";
import { AppRoot } from "../../src/app-root";
import { queryClientConfig } from "../../src/providers/query-policy";
import { ConsoleLayout } from "../../src/layout/console-layout";
import Refresh from "../../src/pages/refresh";
import { sections } from "../../src/routes/sections";
import { useUserStore } from "../../src/stores/user-store";

// jsdom lacks scrollbar measuring (matchMedia is stubbed in tests/setup.ts).
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (elt: Element) => computedStyle(elt);

/** A QueryClient, as the shell's refine gives the layout one (the navbar's bell reads its count through it). */
export function Queries({ children }: { children: ReactNode }) {
  const [client] = useState(() => new QueryClient(queryClientConfig));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** Signs a fake merchant in with the given role (the guard is not part of these tests). */
export function signInAs(role: Role, nickname = "小王"): void {
  useUserStore.setState({
    user: { alias: "u1", nickname, mobile: "13800000000", avatar: "", created_at: "2026-01-01" },
    shop: { alias: "s1", name: "测试小店", logo: "", verify_status: role === "admin" ? 2 : 1 },
    role,
  });
}

/**
 * Every screen of the route table as a stub showing its title, with the route's handle; `own`
 * puts a test's component in place of the stub at its path.
 */
function stubScreens(broken?: string, own: Record<string, ComponentType> = {}): RouteObject[] {
  return sections
    .flatMap((section) => section.children ?? [])
    .map((route) => ({
      path: route.path,
      handle: { title: route.title, name: route.name },
      Component:
        own[route.path ?? ""] ??
        (route.path === broken
          ? () => {
              throw new Error("boom");
            }
          : () => <p>screen:{route.title}</p>),
    }));
}

/** Renders the console layout the way the app does: StrictMode, AppRoot (theme, toasts) > layout > screen. */
export function renderConsole(path: string, options: { serverMenu?: boolean; broken?: string; screens?: Record<string, ComponentType> } = {}) {
  const router = createMemoryRouter(
    [
      {
        Component: AppRoot,
        children: [
          { path: "/refresh", Component: Refresh },
          {
            element: (
              <ConsoleLayout serverMenu={options.serverMenu ?? false}>
                <Outlet />
              </ConsoleLayout>
            ),
            children: stubScreens(options.broken, options.screens),
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <StrictMode>
      <Queries>
        <RouterProvider router={router} />
      </Queries>
    </StrictMode>,
  );
  return { router, ...view };
}

/** Text of the sider's top-level entries, in order. */
export function topLevelMenuTexts(container: HTMLElement): string[] {
  const menu = container.querySelector("nav[aria-label='主菜单'] > ul");
  if (!menu) return [];
  return Array.from(menu.children)
    .map((li) => (li.querySelector(".ant-menu-title-content")?.textContent ?? "").trim())
    .filter(Boolean);
}

/**
 * The element around a text, e.g. the button of a label. Role queries walk every node's
 * styles and are slow on the whole console in jsdom; text plus `closest` stays quick.
 */
export function byText(text: string | RegExp, closest: string, root: HTMLElement = document.body): HTMLElement {
  const hit = within(root)
    .getAllByText(text)
    .map((node) => node.closest(closest))
    .find((node): node is HTMLElement => node instanceof HTMLElement);
  if (!hit) throw new Error(`no ${closest} around "${String(text)}"`);
  return hit;
}

/** `byText`, waiting until it appears. */
export function findByText(text: string | RegExp, closest: string, root?: HTMLElement): Promise<HTMLElement> {
  return waitFor(() => byText(text, closest, root));
}

/** The first element matching a selector; throws when there is none. */
export function bySelector(selector: string, root: ParentNode = document): HTMLElement {
  const hit = root.querySelector(selector);
  if (!(hit instanceof HTMLElement)) throw new Error(`nothing matches ${selector}`);
  return hit;
}
