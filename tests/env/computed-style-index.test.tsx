import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { preloadScreens, renderResource, withResourceDemoApi } from "../engine/resource-harness";
import { cascadeDifferences } from "./computed-style-index";
import { candidateKeys } from "./selector-keys";

withResourceDemoApi([], {});
await preloadScreens("goods");

describe("candidateKeys: what a selector requires of the element it styles", () => {
  it("takes the last compound's class, else its tag, leaving out arguments", () => {
    expect(candidateKeys(":where(.css-dev-only-do-not-override-1).ant-btn:not(.ant-btn-disabled):hover")).toEqual(["c:ant-btn"]);
    expect(candidateKeys(".ant-table-tbody > tr > td")).toEqual(["t:td"]);
    expect(candidateKeys(".a .b, .c+.D, .e ~ span")).toEqual(["c:b", "c:d", "t:span"]);
    expect(candidateKeys('.ant-input[title="a b"]')).toEqual(["c:ant-input"]);
    expect(candidateKeys("svg foreignObject")).toEqual(["t:foreignobject"]);
  });

  it("files a selector with no class or tag of its own, or an escape, under every element", () => {
    for (const selector of ["[hidden]", ".a :is(.b, .c)", "*", "#root", ".a, [dir=rtl]", ".sm\\:flex", "::-webkit-scrollbar", ""]) {
      expect(candidateKeys(selector), selector).toBeNull();
    }
  });
});

describe("the indexed getComputedStyle", () => {
  // A rule of antd's that the index missed would show here as a difference. 100 elements spread
  // over each screen, in two tests of 50: jsdom's own cascade costs ~9 ms an element, and the
  // goods screens' drawing and 100 cascades took 24 s at load 15, past a test's 20 s (decision 0089).
  for (const [path, shown] of [["/goods", "编辑"], ["/goods/create", "商品名称"]] as const) {
    for (const half of [0, 1]) {
      it(`works out what jsdom does for the elements of ${path} (half ${half + 1} of 2)`, async () => {
        renderResource("goods", path);
        await screen.findAllByText(shown);
        const all = Array.from(document.querySelectorAll("body *"));
        expect(all.length).toBeGreaterThan(200);
        const step = Math.ceil(all.length / 100);
        const elements = all.filter((_, i) => i % step === 0 && (i / step) % 2 === half);
        expect(elements.length).toBeGreaterThan(30);
        expect(cascadeDifferences(elements).map((element) => (element.cloneNode(false) as Element).outerHTML)).toEqual([]);
      });
    }
  }
});
