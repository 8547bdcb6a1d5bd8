/**
 * A malformed declaration (resource, section, custom page), named by its file, resource and
 * field so the fix is obvious. The start-up check collects every one (check-declarations.ts):
 * the console logs them and the page shows them in the same words (decision 0034).
 */
export class ResourceConfigError extends Error {
  constructor(
    /** The file, resource and field it is about (`src/resources/goods/goods.ts "goods".fields.x`): the API refuses that resource's calls by it. */
    readonly where: string,
    problem: string,
  ) {
    super(`资源配置错误 ${where}: ${problem}`);
    this.name = "ResourceConfigError";
  }
}

/** The files declarations came from (declarations.ts notes them as it collects them). */
const files = new WeakMap<object, string>();

export function noteFile(declaration: object, file: string): void {
  files.set(declaration, file);
}

/** The file a declaration came from, when noted. */
export const fileOf = (declaration: object): string | undefined => files.get(declaration);

/** `"supplier"`, led by its file when known: `src/resources/purchase/supplier.ts "supplier"`. */
export function named(declaration: object, name: string): string {
  const file = files.get(declaration);
  return file ? `${file} ${name}` : name;
}

/**
 * Runs one check and keeps its problem instead of stopping: a later check still runs, so the
 * page lists every mistake at once. A config too malformed to read (a TypeError) is reported
 * where it was, as one.
 */
export function collect(problems: ResourceConfigError[], where: string, check: () => void): void {
  try {
    check();
  } catch (e) {
    problems.push(e instanceof ResourceConfigError ? e : new ResourceConfigError(where, `无法读取（${e instanceof Error ? e.message : String(e)}），请对照 docs/adding-a-resource.md 检查写法`));
  }
}
