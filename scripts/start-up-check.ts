import * as check from "../src/engine/check-config";
import { handlers } from "../src/api/handlers";
import { servesPath } from "../src/api/served-paths";
import { declarationProblems } from "../src/catalogue/declaration-problems";

/**
 * The app's start-up check of the declarations (the list its page shows, decision 0034), with
 * the demo's handlers as src/console-entry.tsx hands them in demo mode: for the scripts that read the
 * declarations (npm run access:report), which then name each problem by its file as the app
 * does (an unknown icon: the section's section.ts) instead of failing further on. One module
 * graph: the files the declarations came from are noted where they are read.
 */
export function startUpProblems(): string[] {
  return declarationProblems(check, servesPath(handlers));
}
