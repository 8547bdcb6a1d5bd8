// the app's field types, registered on import: whoever reads the configs (the routes and their
// start-up check, the demo API, the contract) knows the types they name, and their rules
import "../field-types";
import { collectDeclarations } from "../engine/declarations";

/**
 * Every section and resource of the console: each `<section>/section.ts` declares a
 * section, and every other file under src/resources/ (but this one, the demo seeds
 * *.seed.ts and the rule modules *.rules.ts that screens and the demo API share) a
 * resource. Found by the bundler, so adding a section or a resource is adding a file.
 */
const modules = import.meta.glob<{ default?: unknown }>(["./**/*.ts", "!./index.ts", "!./**/*.seed.ts", "!./**/*.rules.ts"], {
  eager: true,
});

export const { sections, resources, problems } = collectDeclarations(modules, "src/resources/");
