import { actionApi, type ResourceSpec } from "./spec";

const q = (v: unknown) => JSON.stringify(v);
/** An object key as written by hand: bare when it can be (`stock_in`), quoted when not (`"stock-in"`). */
const keyOf = (k: string) => (/^[A-Za-z_$][\w$]*$/.test(k) ? k : q(k));

/**
 * The section's handler file (`--handler`): src/resources/<section>/<name>.actions.ts, found by
 * the API beside the app's (src/api/resource-actions/index.ts). It holds what the config cannot
 * say: a transition's effect on other resources (`after`, in the move's transaction) and the
 * calls with no transition (`actions`), each a stub that answers, to be filled in.
 */
export function handlerFile(spec: ResourceSpec): string {
  const actions = spec.actions ?? [];
  const moves = actions.filter((a) => a.transition);
  const calls = actions.filter((a) => !a.transition);
  const kit = ["type ResourceExtension", ...(calls.length ? ["failWith", "notFound", "ok"] : [])].join(", ");
  return [
    `import { ${kit} } from "../../api/extension-kit";`,
    "",
    "/**",
    ` * What ${spec.label}'s config cannot say (made by npm run new:resource --handler; docs/adding-a-resource.md §11).`,
    " * It may import ../../api/extension-kit alone of the API (eslint), and nothing imports it.",
    " */",
    "export default {",
    `  resource: ${q(spec.name)},`,
    ...(moves.length
      ? [
          "  // after a transition moved a record, in its transaction: what it does to other resources",
          "  // (through ctx.repo.table(name)); a string refuses the call and undoes the move",
          "  after: {",
          ...moves.map((a) => `    ${keyOf(a.key)}: (_row, _ctx) => null, // ${a.label}: ${a.transition?.from.join("、")} → ${a.transition?.to}`),
          "  },",
        ]
      : []),
    ...(calls.length
      ? [
          "  // the calls no transition describes: POST {api.base}/{api} with the record's key",
          "  actions: {",
          ...calls.flatMap((a) => [
            `    ${keyOf(actionApi(a))}: async ({ body, load }) => { // ${a.label}`,
            "      const row = await load(body.alias);",
            `      if (!row) return failWith(notFound(${q(`${spec.label}不存在`)}));`,
            "      return ok({ alias: row.alias });",
            "    },",
          ]),
          "  },",
        ]
      : []),
    "} satisfies ResourceExtension;",
    "",
  ].join("\n");
}
