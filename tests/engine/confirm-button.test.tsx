import { render, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ConfirmButton } from "../../src/engine/screens/confirm-button";
import { setupUser } from "./resource-harness";

const confirmText = "确定删除这条品牌吗？";

describe("ConfirmButton (a row's 删除: its Popconfirm made on the first click)", () => {
  it("asks on the first click; 删除 in the confirm runs the action once", async () => {
    const user = setupUser();
    const onConfirm = vi.fn();
    render(<ConfirmButton title={confirmText} okText="删除" onConfirm={onConfirm} danger>删除</ConfirmButton>);
    expect(screen.queryByText(confirmText)).toBeNull();
    await user.click(screen.getByRole("button", { name: /^删\s*除$/ }));
    expect(await screen.findByText(confirmText)).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
    const [, ok] = screen.getAllByRole("button", { name: /^删\s*除$/ });
    await user.click(ok as HTMLElement);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it("取消 closes the confirm without running the action; a second click asks again", async () => {
    const user = setupUser();
    const onConfirm = vi.fn();
    render(<ConfirmButton title={confirmText} okText="删除" onConfirm={onConfirm}>删除</ConfirmButton>);
    await user.click(screen.getByRole("button", { name: /^删\s*除$/ }));
    await user.click(await screen.findByRole("button", { name: /^取\s*消$/ }));
    await waitFor(() => expect(document.querySelector(".ant-popover:not(.ant-popover-hidden)")).toBeNull());
    await user.click(screen.getAllByRole("button", { name: /^删\s*除$/ })[0] as HTMLElement);
    await waitFor(() => expect(document.querySelector(".ant-popover:not(.ant-popover-hidden)")).not.toBeNull());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  // issue 23, part 5: a keyboard or screen-reader user lands on what the confirm asks, and back
  it("takes the focus on its confirm button when it opens, and gives it back to the row's button on 取消, every time", async () => {
    const user = setupUser();
    render(<ConfirmButton title={confirmText} okText="删除" onConfirm={vi.fn()} danger>删除</ConfirmButton>);
    const row = screen.getByRole("button", { name: /^删\s*除$/ });
    for (const round of [1, 2]) {
      await user.click(round === 1 ? row : (screen.getAllByRole("button", { name: /^删\s*除$/ })[0] as HTMLElement));
      const popup = await waitFor(() => {
        const open = document.querySelector<HTMLElement>(".ant-popover:not(.ant-popover-hidden)");
        expect(open).not.toBeNull();
        return open as HTMLElement;
      });
      await waitFor(() => expect(within(popup).getByRole("button", { name: /^删\s*除$/ })).toHaveFocus());
      await user.click(within(popup).getByRole("button", { name: /^取\s*消$/ }));
      await waitFor(() => expect(screen.getAllByRole("button", { name: /^删\s*除$/ })[0]).toHaveFocus());
    }
  });

  it("closes on Esc from its own confirm button, without running the action, and gives the focus back", async () => {
    const user = setupUser();
    const onConfirm = vi.fn();
    render(<ConfirmButton title={confirmText} okText="删除" onConfirm={onConfirm} danger>删除</ConfirmButton>);
    await user.click(screen.getByRole("button", { name: /^删\s*除$/ }));
    const popup = await waitFor(() => {
      const open = document.querySelector<HTMLElement>(".ant-popover:not(.ant-popover-hidden)");
      expect(open).not.toBeNull();
      return open as HTMLElement;
    });
    await waitFor(() => expect(within(popup).getByRole("button", { name: /^删\s*除$/ })).toHaveFocus());
    await user.keyboard("{Escape}");
    await waitFor(() => expect(document.querySelector(".ant-popover:not(.ant-popover-hidden)")).toBeNull());
    await waitFor(() => expect(screen.getAllByRole("button", { name: /^删\s*除$/ })[0]).toHaveFocus());
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
