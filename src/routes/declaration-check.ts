import { declarationProblems } from "../catalogue/declaration-problems";
import { servedByDemo } from "./served-by-demo";

/** The policy's lines that cover no page or cannot be used; a chunk that did not load checks none. */
const policyLines = () => import("../catalogue/policy-problems").then((m) => m.policyLineProblems(), () => []);

/**
 * The start-up check in development (App.tsx loads this module there only): the problems are
 * logged and shown in place of the console (decision 0034); in demo mode, also each config
 * action whose API the demo does not answer, with the file to write (decision 0050); when the
 * declarations hold, the policy lines that cover no page or cannot be used (decision 0122).
 */
export const configCheck: Promise<string[]> = import("../engine/check-config").then(
  async (check) => {
    // read when the check runs: src/console-entry.tsx has handed the demo's in by then (it starts the demo first)
    const found = declarationProblems(check, await servedByDemo());
    const messages = found.length ? found : (await policyLines()).map((p) => p.message);
    if (messages.length) console.error(messages.join("\n"));
    return messages;
  },
  // a chunk that did not load checks nothing: the console starts as before. (Only the load is
  // caught: a fault of the check itself is not taken for "no problems".)
  () => [],
);
