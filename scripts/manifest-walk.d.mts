// Types of manifest-walk.mjs (plain JS so `node scripts/size.mjs` runs without a loader).
export interface ManifestChunk {
  file?: string;
  name?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;
export interface Bytes {
  raw: number;
  gzip: number;
}
export interface RouteModules {
  modules: readonly string[];
  /** Resources whose configs the route's screen loads (with those they read), by name. */
  configs?: readonly string[];
  demo?: readonly string[];
}
/** Each resource's config file under src/resources/ and the configs its screens read. */
export type RouteConfigs = Record<string, { file: string; needs?: string[] }>;
export interface ManifestWalk {
  sizeOf(file: string): Bytes;
  keyOf(module: string): string | undefined;
  chunksOf(key: string | undefined, into?: Set<string>, seen?: Set<string>): Set<string>;
  entryKeyOf(entry: string): string | undefined;
  sum(files: Iterable<string>): Bytes;
  routeFiles(entryFiles: Iterable<string>, route: RouteModules): { files: Set<string>; demoFiles: Set<string> };
  allJs(): Set<string>;
  warnings: string[];
  notes: string[];
}
export function manifestPath(dist: string): string;
export function readManifest(dist: string): Manifest | null;
export function gzipSizes(buf: Uint8Array): Bytes;
export function createManifestWalk(
  manifest: Manifest,
  dist: string,
  options?: { readFile?: (file: string) => Uint8Array | null; moduleChunks?: Record<string, string>; configs?: RouteConfigs },
): ManifestWalk;
