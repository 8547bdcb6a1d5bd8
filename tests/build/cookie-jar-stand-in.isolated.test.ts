import { CookieJar } from "tough-cookie";
import { getDomain } from "../../src/build/public-suffix";

// tough-cookie (msw's cookie store) runs on the stand-in, as in the demo build (vite.config.ts
// aliases tldts to it); vitest inlines tough-cookie so that this mock reaches its import.
const asked = vi.hoisted(() => [] as string[]);
vi.mock("tldts", async () => {
  const standIn = await vi.importActual<typeof import("../../src/build/public-suffix")>("../../src/build/public-suffix");
  return {
    getDomain: (host: string) => {
      asked.push(host);
      return standIn.getDomain(host);
    },
  };
});

const TOKEN = "merchant_token=t0k3n; Path=/; SameSite=Lax";

describe("msw's cookie handling on the tldts stand-in", () => {
  it.each(["http://127.0.0.1:4412", "http://localhost:5173", "http://merchant:8080", "https://demo.example.com"])(
    "keeps and finds the token cookie on %s",
    async (origin) => {
      const jar = new CookieJar();
      await jar.setCookie(TOKEN, `${origin}/merchant/user/v1/login`);
      const found = jar.getCookiesSync(`${origin}/merchant/goods/v1/goods/list`);
      expect(found.map((c) => `${c.key}=${c.value}`)).toEqual(["merchant_token=t0k3n"]);
    },
  );

  it("asks the stand-in, which scopes a cookie to the shop's domain and refuses a bare suffix", async () => {
    asked.length = 0;
    const jar = new CookieJar();
    await jar.setCookie("a=1; Domain=example.com.cn; Path=/", "https://shop.example.com.cn/");
    expect(jar.getCookiesSync("https://other.example.com.cn/").map((c) => c.key)).toEqual(["a"]);
    await expect(jar.setCookie("b=1; Domain=com.cn; Path=/", "https://shop.example.com.cn/")).rejects.toThrow(/public suffix/);
    expect(asked).toContain("example.com.cn");
    expect(getDomain("com.cn")).toBeNull();
  });
});
