import { render, screen } from "@testing-library/react";
import { Drawer, Modal } from "antd";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { AppRoot } from "../src/app-root";

// jsdom cannot measure pseudo-elements (antd's scroll locker asks, for the scrollbar width)
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (elt: Element) => computedStyle(elt);

/** A modal and a drawer as every screen opens them: under AppRoot's ConfigProvider. */
function renderOverlays() {
  const router = createMemoryRouter(
    [
      {
        Component: AppRoot,
        children: [
          {
            path: "/",
            Component: () => (
              <>
                <Modal open title="一个弹窗" footer={null}>内容</Modal>
                <Drawer open title="一个抽屉">内容</Drawer>
              </>
            ),
          },
        ],
      },
    ],
    { initialEntries: ["/"] },
  );
  render(<RouterProvider router={router} />);
}

describe("AppRoot", () => {
  // rc-dialog names the modal's close button "Close" whatever antd's locale says (antd 5.29)
  it("names the close button of a modal and of a drawer 关闭, never Close", async () => {
    renderOverlays();
    const dialogs = await screen.findAllByRole("dialog");
    expect(dialogs.length).toBeGreaterThanOrEqual(2);
    const closers = Array.from(document.querySelectorAll("button.ant-modal-close, button.ant-drawer-close"));
    expect(closers.map((b) => b.className.includes("modal") ? "modal" : "drawer").sort()).toEqual(["drawer", "modal"]);
    for (const closer of closers) expect(closer).toHaveAccessibleName("关闭");
    expect(screen.queryByRole("button", { name: "Close" })).toBeNull();
  });
});
