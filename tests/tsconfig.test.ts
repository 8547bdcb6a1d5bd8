import { resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { parseTsconfig as parse, reachable, ROOT } from "./module-graph";

/**
 * The app's typecheck (tsconfig.json) sees the app alone: a field type a test declares for
 * itself (augmenting FieldTypes, e.g. tests/engine/rating-field.tsx) is in the tests' program
 * (tests/tsconfig.json) only, so an app config naming it fails `npm run typecheck`
 * (decision 0035).
 */

/** The field-type names a file declares by augmenting FieldTypes (`interface FieldTypes { rating: … }`). */
const declaredTypes = (text: string): string[] =>
  [...text.matchAll(/declare module [^{]+\{\s*interface FieldTypes\s*\{([^}]*)\}/g)].flatMap(([, body]) => [...(body ?? "").matchAll(/(\w+)\s*:/g)].map((m) => m[1] ?? ""));

const app = parse("tsconfig.json");
const tests = parse("tests/tsconfig.json");
const appFiles = reachable(app.fileNames, app.options);
/** The test-only field types: declared under tests/, by the tests' program. */
const testTypes = tests.fileNames.filter((f) => f.startsWith(`${ROOT}/tests/`)).flatMap((f) => declaredTypes(ts.sys.readFile(f) ?? ""));

describe("the app's typecheck and the tests'", () => {
  it("keeps tests/ out of the app's program, and in the tests' own", () => {
    expect([...appFiles].filter((f) => f.startsWith(`${ROOT}/tests/`))).toEqual([]);
    expect(tests.fileNames).toContain(resolve(ROOT, "tests/engine/rating-field.tsx"));
    expect(testTypes.length).toBeGreaterThan(0);
  });

  it("refuses an app config naming a test-only field type", () => {
    // a type name as an app config (in src/, never written to disk) gives it, checked with the
    // app's options against the union's declaration and every file of the app's program that
    // augments it (only those: the whole program takes a minute to check)
    const config = resolve(ROOT, "src/resources/type-leak.ts");
    const text = `import type { FieldTypeName } from "../engine/field-config";\nexport const types: FieldTypeName[] = ${JSON.stringify(testTypes)};\n`;
    const union = ["src/engine/field-config.ts", "src/engine/field-types.ts"].map((f) => resolve(ROOT, f));
    const augmenting = [...appFiles].filter((f) => declaredTypes(ts.sys.readFile(f) ?? "").length > 0);
    const options = { ...app.options, types: [], noResolve: true };
    const host = ts.createCompilerHost(options);
    const read = host.getSourceFile.bind(host);
    host.getSourceFile = (file, version, ...rest) => (resolve(file) === config ? ts.createSourceFile(file, text, version) : read(file, version, ...rest));
    const program = ts.createProgram({ rootNames: [config, ...union, ...augmenting], options, host });
    const errors = program.getSemanticDiagnostics(program.getSourceFile(config)).map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
    expect(errors).toEqual(testTypes.map((type) => `Type '"${type}"' is not assignable to type 'FieldTypeName'.`));
  });
});
