import { describe, expect, it } from "vitest";
import { ConfigRefused, refusalLines, reloadedLines } from "../../src/server/config-check";

/** Decision 0122: what the terminal says of the configs' problems, at start and after npm start's hot reload. */
const PROBLEMS = ['资源配置错误 src/resources/community/note.ts "note".goods_aliases: relation.resource "goodz" 不是已知的资源', "资源配置错误 src/access/policy.csv 第 48 行: …"];

describe("the server's words for config problems", () => {
  it("at start: how many, then each as the console's page names it; the refusal carries them", () => {
    expect(refusalLines(PROBLEMS)).toEqual([expect.stringMatching(/^商户后台 API 未启动：配置有 2 个问题/), `  ${PROBLEMS[0] ?? ""}`, `  ${PROBLEMS[1] ?? ""}`]);
    const refused = new ConfigRefused(PROBLEMS);
    expect(refused.problems).toEqual(PROBLEMS);
    expect(refused.message.split("\n")).toEqual(refusalLines(PROBLEMS));
  });

  it("after a hot reload: not just 已重新加载, but what is wrong and that those resources' calls are refused", () => {
    expect(reloadedLines(PROBLEMS)).toEqual([expect.stringMatching(/^商户后台 API 已重新加载，但配置有 2 个问题：有问题的资源的接口都回答“资源配置错误”/), `  ${PROBLEMS[0] ?? ""}`, `  ${PROBLEMS[1] ?? ""}`]);
  });
});
