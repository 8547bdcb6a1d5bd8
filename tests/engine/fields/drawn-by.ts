/**
 * The component an element was drawn by: React's fiber of it, then up past elements and fragments
 * to the first component. A list cell's antd markup (antd-markup.tsx) and antd's component draw
 * the same elements, so only React tells which drew them.
 */
export function drawnBy(el: Element | null | undefined): string | undefined {
  const key = el && Object.keys(el).find((k) => k.startsWith("__reactFiber$"));
  type Fiber = { type?: unknown; return?: Fiber };
  let fiber = key ? (el as unknown as Record<string, Fiber>)[key]?.return : undefined;
  // elements' and fragments' types are strings, symbols or none
  while (fiber && typeof fiber.type !== "function" && (typeof fiber.type !== "object" || fiber.type === null)) fiber = fiber.return;
  const type = fiber?.type as { displayName?: string; name?: string; render?: { name?: string } } | undefined;
  return type?.displayName ?? type?.name ?? type?.render?.name;
}
