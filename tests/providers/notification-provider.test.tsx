import { act, render, screen, waitFor } from "@testing-library/react";
import type { NotificationProvider } from "@refinedev/core";
import { App as AntdApp } from "antd";
import { describe, expect, it } from "vitest";
import { useNotificationProvider } from "../../src/providers/notification-provider";

/** The provider as the console's refine gets it: inside antd's <App>, whose notices it draws. */
function mount(): NotificationProvider {
  let provider: NotificationProvider | undefined;
  function Probe() {
    provider = useNotificationProvider();
    return null;
  }
  render(
    <AntdApp>
      <Probe />
    </AntdApp>,
  );
  if (!provider) throw new Error("not mounted");
  return provider;
}

describe("useNotificationProvider (refine's notices through antd's notification)", () => {
  it("shows a success with its message as the text and its description as the title, and closes it by key", async () => {
    const provider = mount();
    act(() => provider.open({ key: "saved", type: "success", message: "商品已保存", description: "保存成功" }));
    expect(await screen.findByText("商品已保存")).toBeInTheDocument();
    expect(screen.getByText("保存成功")).toBeInTheDocument();
    act(() => provider.close("saved"));
    await waitFor(() => expect(screen.queryByText("商品已保存")).not.toBeInTheDocument());
  });

  it("shows no error notice: the HTTP client has toasted the failed call already", async () => {
    const provider = mount();
    act(() => provider.open({ key: "e", type: "error", message: "请求失败" }));
    act(() => provider.open({ key: "ok", type: "success", message: "已提交" }));
    expect(await screen.findByText("已提交")).toBeInTheDocument();
    expect(screen.queryByText("请求失败")).not.toBeInTheDocument();
  });
});
