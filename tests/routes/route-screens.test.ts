import { describe, expect, it } from "vitest";
import { sections } from "../../src/routes/sections";
import { specRoutes } from "./spec-routes";

/**
 * Every signed-in screen of the spec's table is real: a resource's generated screen or a
 * section's own page (issue 4: "no route shows 建设中"; the placeholder is gone).
 * /redirect/:path is a public-table route with its own screen, checked elsewhere.
 */
const screens = new Map(sections.flatMap((s) => s.children ?? []).map((r) => [r.path, r]));
const sectionRoutes = specRoutes.filter(([, pattern, rule]) => rule !== "P" && pattern !== "/redirect/:path").map(([, pattern]) => pattern);

describe("the screens of the spec's routes", () => {
  it.each(sectionRoutes)("%s has a real screen", (pattern) => {
    const route = screens.get(pattern);
    expect(route, `${pattern} is not in the route table`).toBeDefined();
    expect(route?.page).toBeDefined();
  });
});
