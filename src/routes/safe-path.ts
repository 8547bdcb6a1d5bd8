/**
 * Accepts only a path inside this app ("/x…", never "//host" or "/\host" or a scheme),
 * so no parameter can send the user to another site. Anything else becomes "/".
 */
export function safeInternalPath(value: string | null | undefined): string {
  if (!value || !/^\/(?![/\\])/.test(value)) return "/";
  const url = new URL(value, "http://app.invalid");
  return url.origin === "http://app.invalid" ? url.pathname + url.search + url.hash : "/";
}
