import type { Declarations } from "../../src/engine/declarations";
import type { ResourceConfig } from "../../src/engine/types";

type DeclarationsModule = typeof import("../../src/engine/declarations");

/**
 * src/engine/declarations as a test's mock (vi.mock / vi.doMock) gives it: what the bundler found,
 * with the app's resource `name` (in `file`, as its glob names it: "./community/note.ts") changed
 * as an integrator's mistake would change it, still normalised and noted by its file, so a problem
 * is named as the app names it. Types only from the app here: a mock factory that imported the
 * module it mocks would wait on itself.
 */
export function changedDeclarations(real: DeclarationsModule, name: string, file: string, change: (c: ResourceConfig) => ResourceConfig): DeclarationsModule {
  return {
    ...real,
    collectDeclarations: (modules: Record<string, { default?: unknown }>, root?: string): Declarations => {
      const found = real.collectDeclarations(modules, root);
      const changed = (c: ResourceConfig) => real.collectDeclarations({ [file]: { default: change(c) } }, root).resources[0] ?? c;
      return { ...found, resources: found.resources.map((c) => (c.name === name ? changed(c) : c)) };
    },
  };
}
