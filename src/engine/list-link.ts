/**
 * A link to a generated list already filtered, in the URL form the list reads back
 * (refine's syncWithLocation): `listLink("/order", { status: "WAIT_SEND" })` →
 * `/order?filters[0][field]=status&filters[0][operator]=eq&filters[0][value]=WAIT_SEND`.
 * Used by to-do counts and the like that send the merchant to "what needs doing".
 */
export function listLink(path: string, filters: Record<string, string | number>): string {
  const parts = Object.entries(filters).flatMap(([field, value], i) => [
    `filters[${i}][field]=${encodeURIComponent(field)}`,
    `filters[${i}][operator]=eq`,
    `filters[${i}][value]=${encodeURIComponent(String(value))}`,
  ]);
  return parts.length ? `${path}?${parts.join("&")}` : path;
}
