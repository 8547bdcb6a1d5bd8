import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { App as AntdApp } from "antd";
import { createMemoryRouter, RouterProvider } from "react-router";
import Login from "../../src/pages/login";
import Register from "../../src/pages/register";
import { ToastBinder } from "../../src/app-root";

/** Renders /login and /register in a memory router; anything else shows 'landed'. */
export function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: "/login", Component: Login },
      { path: "/register", Component: Register },
      { path: "*", Component: () => <div>landed</div> },
    ],
    { initialEntries: [url] },
  );
  const view = render(
    <AntdApp>
      <ToastBinder />
      <RouterProvider router={router} />
    </AntdApp>,
  );
  return { router, ...view };
}

type User = ReturnType<typeof userEvent.setup>;
/** Types by pasting: one change event instead of one re-render per character. */
export async function fill(user: User, input: HTMLElement, text: string): Promise<void> {
  await user.clear(input);
  await user.click(input);
  await user.paste(text);
}
