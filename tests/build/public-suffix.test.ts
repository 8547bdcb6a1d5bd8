import { getDomain as tldtsGetDomain } from "tldts";
import { getDomain } from "../../src/build/public-suffix";

// What tough-cookie passes (tough-cookie/dist/index.js, getPublicSuffix)
const OPTIONS = { allowIcannDomains: true, allowPrivateDomains: true };

describe("the tldts stand-in of the demo build (src/build/public-suffix.ts)", () => {
  it.each([
    "127.0.0.1", "192.168.1.10", "localhost", "merchant", "::1", "[::1]",
    "example.com", "demo.example.com", "a.b.example.com", "example.com.", "DEMO.Example.COM",
    "shop.example.com.cn", "example.com.cn", "com.cn", "com", "x.co.uk", "co.uk", "merchant.local",
  ])("answers %s as tldts does", (host) => {
    expect(getDomain(host)).toBe(tldtsGetDomain(host, OPTIONS));
  });

  it("takes the last label as the suffix where the full list knows more (a shorter domain, never null)", () => {
    expect(tldtsGetDomain("shop.github.io", OPTIONS)).toBe("shop.github.io");
    expect(getDomain("shop.github.io")).toBe("github.io");
  });
});
