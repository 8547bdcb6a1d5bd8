import { dirname, resolve } from "node:path";
import ts from "typescript";

/** The repository's root, from tests/. */
export const ROOT = resolve(import.meta.dirname, "..");

/**
 * Every file of the repository a module loads, itself included: what it imports (static
 * imports, re-exports, `import()` of a literal, triple-slash references), transitively, as
 * TypeScript resolves them with these options; packages (node_modules) are left out.
 * Reads the files' import lines only (ts.preProcessFile): no type is checked, so it is quick.
 */
export function reachable(roots: string[], options: ts.CompilerOptions): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file) || file.includes("/node_modules/")) continue;
    seen.add(file);
    queue.push(...importsOf(file, options));
  }
  return seen;
}

/** A file's imports, resolved; kept, as every walk of the same files asks the same. */
const resolved = new Map<string, string[]>();
const cache = ts.createModuleResolutionCache(ROOT, (name) => name);
function importsOf(file: string, options: ts.CompilerOptions): string[] {
  const known = resolved.get(file);
  if (known) return known;
  const { importedFiles, referencedFiles } = ts.preProcessFile(ts.sys.readFile(file) ?? "", true, true);
  const found = [
    ...referencedFiles.map((ref) => resolve(dirname(file), ref.fileName)),
    ...importedFiles.flatMap(({ fileName }) => {
      const hit = ts.resolveModuleName(fileName, file, options, ts.sys, cache).resolvedModule?.resolvedFileName;
      return hit ? [resolve(hit)] : [];
    }),
  ];
  resolved.set(file, found);
  return found;
}

/** A tsconfig of the repository, parsed (its files and options). */
export function parseTsconfig(file: string): ts.ParsedCommandLine {
  const fail = (d: ts.Diagnostic) => {
    throw new Error(ts.flattenDiagnosticMessageText(d.messageText, "\n"));
  };
  const parsed = ts.getParsedCommandLineOfConfigFile(resolve(ROOT, file), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: fail });
  if (!parsed) throw new Error(`cannot read ${file}`);
  return parsed;
}
