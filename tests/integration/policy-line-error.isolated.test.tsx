import { render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { App } from "../../src/App";
import policyText from "../../src/access/policy.csv?raw";

/**
 * Issue 50 item 5 (decision 0122): a policy line with a typo in its section made the section
 * vanish from the menu and sent the owner to 工作台 with no word. The console's start-up check
 * names such a line on its error page (the server's start names it too), with the declarations
 * sound: the app's own policy with one line written wrong.
 */
const consoleError = vi.hoisted(() => vi.spyOn(console, "error").mockImplementation(() => undefined));

vi.mock("../../src/access/policy.csv?raw", async (original) => {
  const app = (await original<{ default: string }>()).default;
  return { default: `${app}\n# 采购 (a section not declared: a typo of the path, or a section removed)\np, admin, /purchse, *, *\n` };
});

describe("a policy line that covers no page", () => {
  it("is named on the console's error page by its file and line", async () => {
    render(<App />);
    expect(await screen.findByText("资源配置错误，控制台未启动")).toBeInTheDocument();
    // (the policy this file imports is the mocked one: the line's number as casbin reads it)
    const line = policyText.split("\n").indexOf("p, admin, /purchse, *, *") + 1;
    expect(line).toBeGreaterThan(1);
    const shown = within(screen.getByRole("list", { name: "配置错误" })).getAllByRole("listitem").map((li) => li.textContent);
    expect(shown).toEqual([`资源配置错误 src/access/policy.csv 第 ${line} 行: “p, admin, /purchse, *, *”没有覆盖任何页面：分区 /purchse 或页面 * 写错了，或已不存在`]);
    expect(consoleError).toHaveBeenCalledWith(shown.join("\n"));
  });
});
