/**
 * Notices about stored state that could not be used and was replaced by defaults. Each
 * text is announced once per page load, however many stored keys were dropped; the app
 * shows them as toasts (src/components/stored-state-notice.tsx).
 */

/** Stored interface state (settings, tabs, columns, list memory) was dropped. */
export const SETTINGS_RESET_NOTICE = "界面设置已恢复默认";
/** The demo DB had to reseed some or all of its data. */
export const DEMO_RESET_NOTICE = "演示数据已重置";

const announced = new Set<string>();
const pending: string[] = [];
const listeners = new Set<() => void>();

export function announceStorageNotice(text: string): void {
  if (announced.has(text)) return;
  announced.add(text);
  pending.push(text);
  // stores may be read while a component renders: tell the toasts after that render
  queueMicrotask(() => listeners.forEach((listener) => listener()));
}

/** The notices not shown yet (and forgets them). */
export function takeStorageNotices(): string[] {
  return pending.splice(0);
}

export function subscribeStorageNotices(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tests: a new page load. */
export function resetStorageNotices(): void {
  announced.clear();
  pending.length = 0;
}
