import { renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { askNotificationPermission, useMessageAlert } from "../../src/components/messages/message-alert";

/**
 * 新消息提醒 (消息中心, decision 0114): a rise of the bell's count, after the first one read, shows
 * the browser's Notification where the merchant switched it on and the browser granted it; the
 * switch asks the permission. The browser's Notification is the one thing stood in for (jsdom has none).
 */

const shown: { title: string; body?: string }[] = [];
class FakeNotification {
  static permission: NotificationPermission = "granted";
  static requestPermission = vi.fn(async () => "granted" as NotificationPermission);
  constructor(title: string, options?: NotificationOptions) {
    shown.push({ title, body: options?.body });
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  shown.length = 0;
  FakeNotification.requestPermission.mockClear();
});

describe("新消息提醒", () => {
  it("tells a rise of the count, not the first count read, and nothing while switched off", () => {
    vi.stubGlobal("Notification", FakeNotification);
    const { rerender } = renderHook(({ count, on }) => useMessageAlert(count, on), { initialProps: { count: 3, on: true } });
    expect(shown).toEqual([]); // the first count read is no news
    rerender({ count: 4, on: true });
    expect(shown).toEqual([{ title: "商户后台 · 新消息", body: "你有 4 条未读消息" }]);
    rerender({ count: 2, on: true }); // read some: nothing
    rerender({ count: 5, on: false }); // switched off: nothing
    expect(shown).toHaveLength(1);
  });

  it("asks the browser's permission only while it has not been answered", async () => {
    vi.stubGlobal("Notification", FakeNotification);
    FakeNotification.permission = "default";
    expect(await askNotificationPermission()).toBe("granted");
    expect(FakeNotification.requestPermission).toHaveBeenCalledTimes(1);
    FakeNotification.permission = "denied";
    expect(await askNotificationPermission()).toBe("denied");
    expect(FakeNotification.requestPermission).toHaveBeenCalledTimes(1);
    FakeNotification.permission = "granted";
  });

  it("says so where the browser has no notifications", async () => {
    vi.stubGlobal("Notification", undefined);
    expect(await askNotificationPermission()).toBe("unsupported");
  });
});
