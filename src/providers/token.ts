import { config } from "../config";

/**
 * The token cookie (spec section 9): fixed name, path '/', SameSite=Lax, Secure over
 * https; 7 days (max-age 604800) when 记住密码 is ticked, otherwise a session cookie.
 * Written by hand because the lifetime is specified in seconds (max-age), which the
 * usual cookie libraries only express as an expiry date.
 */
export function getToken(): string | undefined {
  const prefix = `${encodeURIComponent(config.tokenCookieName)}=`;
  const hit = document.cookie.split("; ").find((part) => part.startsWith(prefix));
  return hit ? decodeURIComponent(hit.slice(prefix.length)) : undefined;
}

export function setToken(token: string, remember: boolean): void {
  document.cookie = cookieString(encodeURIComponent(token), remember ? config.rememberSeconds : undefined);
}

export function removeToken(): void {
  document.cookie = cookieString("", 0);
}

function cookieString(value: string, maxAge: number | undefined): string {
  const parts = [`${encodeURIComponent(config.tokenCookieName)}=${value}`, "path=/", "SameSite=Lax"];
  if (maxAge !== undefined) parts.push(`max-age=${maxAge}`);
  if (globalThis.location?.protocol === "https:") parts.push("Secure");
  return parts.join("; ");
}
