// the app's field types, registered on import: before the check below meets configs naming them
import "../field-types";
import { checkDeclarations } from "../engine/check-declarations";
import * as declared from "../resources";
import { pageProblems, sectionPages } from "./section-pages";

/**
 * The console's sections as routes, from the declarations alone: src/resources/<section>/
 * (section.ts and the resource configs) and src/pages/<section>/routes.ts. Checked at
 * start-up: while a declaration is wrong there are no routes, and the page (App.tsx) and the
 * console list every problem, naming file, resource and field (decision 0034).
 */
// a test's mock of src/resources (drop-in.ts) may give its sections and resources only
const collected = ("problems" in declared ? declared.problems : undefined) ?? [];
const checked = checkDeclarations(declared.sections, declared.resources, sectionPages, [...collected, ...pageProblems]);

export const sections = checked.routes;

/** The messages of the declarations' problems (none when the console can start). */
export const configErrors: string[] = checked.problems.map((p) => p.message);

if (configErrors.length) console.error(configErrors.join("\n"));
