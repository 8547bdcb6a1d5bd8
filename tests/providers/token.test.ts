import { afterEach, describe, expect, it } from "vitest";
import { config } from "../../src/config";
import { getToken, removeToken, setToken } from "../../src/providers/token";

/** Captures what is written to document.cookie, attributes included (jsdom hides them on read). */
function captureCookieWrites(): { writes: string[]; restore: () => void } {
  const proto = Document.prototype;
  const original = Object.getOwnPropertyDescriptor(proto, "cookie");
  if (!original?.set || !original.get) throw new Error("document.cookie is not an accessor here");
  const writes: string[] = [];
  const { get, set } = original;
  Object.defineProperty(document, "cookie", {
    configurable: true,
    get() {
      return get.call(document);
    },
    set(value: string) {
      writes.push(value);
      set.call(document, value);
    },
  });
  return { writes, restore: () => delete (document as { cookie?: string }).cookie };
}

afterEach(() => removeToken());

describe("token cookie (spec section 9)", () => {
  it("with 记住密码 it lives 604800 s, path '/', SameSite=Lax", () => {
    const cap = captureCookieWrites();
    setToken("abc", true);
    cap.restore();
    expect(cap.writes).toEqual([`${config.tokenCookieName}=abc; path=/; SameSite=Lax; max-age=604800`]);
    expect(getToken()).toBe("abc");
  });

  it("without 记住密码 it is a session cookie (no max-age, no expires)", () => {
    const cap = captureCookieWrites();
    setToken("xyz", false);
    cap.restore();
    expect(cap.writes).toHaveLength(1);
    expect(cap.writes[0]).not.toMatch(/max-age|expires/i);
    expect(cap.writes[0]).toContain("path=/");
    expect(getToken()).toBe("xyz");
  });

  it("removing it expires it at once", () => {
    setToken("gone", true);
    removeToken();
    expect(getToken()).toBeUndefined();
  });
});
