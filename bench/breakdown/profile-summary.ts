/**
 * A CDP CPU profile of the page, read through the build's source maps: self time per package
 * (react-dom, antd, rc-table, the app's own folders…) and the time inside each of the app's own
 * functions with what they call (a component's render, a column's cell renderer).
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { SourceMapConsumer } from "source-map-js";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
export interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}
export interface ProfileSummary {
  busyMs: number;
  byPackage: [string, number][];
  /** The app's functions (src/…), time with their callees, ms. */
  appInclusive: [string, number][];
}

/** node_modules/<package> or src/<folder>/<file>. */
function packageOf(source: string | null): string {
  if (!source) return "(unmapped)";
  const pkg = source.match(/node_modules\/((@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1]!;
  const app = source.match(/src\/.*$/);
  return app ? app[0].replace(/\/[^/]+$/, "/") : source;
}

export function summarizeProfile(profile: CpuProfile, distDir: string): ProfileSummary {
  const maps = new Map<string, SourceMapConsumer | null>();
  const consumer = (url: string) => {
    const file = url.split("/assets/")[1];
    if (!file) return null;
    if (!maps.has(file)) {
      const path = join(distDir, "assets", `${file}.map`);
      maps.set(file, existsSync(path) ? new SourceMapConsumer(JSON.parse(readFileSync(path, "utf8"))) : null);
    }
    return maps.get(file) ?? null;
  };
  const where = new Map<number, { pkg: string; app: string | null }>();
  const parent = new Map<number, number>();
  for (const n of profile.nodes) {
    for (const c of n.children ?? []) parent.set(c, n.id);
    const cf = n.callFrame;
    const map = cf.url ? consumer(cf.url) : null;
    if (!map) {
      where.set(n.id, { pkg: cf.url ? "(unmapped)" : cf.functionName, app: null });
      continue;
    }
    const o = map.originalPositionFor({ line: cf.lineNumber + 1, column: cf.columnNumber });
    const pkg = packageOf(o.source);
    const app = pkg.startsWith("src/") ? `${o.name || cf.functionName || "(anonymous)"} (${o.source?.replace(/.*\/src\//, "src/")}:${o.line})` : null;
    where.set(n.id, { pkg, app });
  }
  const byPackage = new Map<string, number>();
  const appInclusive = new Map<string, number>();
  let busy = 0;
  profile.samples.forEach((id, i) => {
    const us = profile.timeDeltas[i] ?? 0;
    const w = where.get(id);
    if (!w || w.pkg === "(idle)") return;
    busy += us;
    byPackage.set(w.pkg, (byPackage.get(w.pkg) ?? 0) + us);
    const seen = new Set<string>();
    for (let n: number | undefined = id; n !== undefined; n = parent.get(n)) {
      const app = where.get(n)?.app;
      if (app && !seen.has(app)) {
        seen.add(app);
        appInclusive.set(app, (appInclusive.get(app) ?? 0) + us);
      }
    }
  });
  const ms = (m: Map<string, number>) => [...m].map(([k, us]) => [k, us / 1000] as [string, number]).sort((a, b) => b[1] - a[1]);
  return { busyMs: busy / 1000, byPackage: ms(byPackage), appInclusive: ms(appInclusive) };
}
