import type { ProfileSummary } from "./profile-summary";
import type { Step } from "./steps";
import type { MainThreadSummary } from "./trace-summary";

export interface Measured {
  wallMs: number;
  trace: MainThreadSummary;
  profile: ProfileSummary;
  renders: { commits: number; perCommit: { renders: number; roots: string[]; most: string[] }[]; components: Record<string, { renders: number; mounts: number }> };
}

const ms = (v: number) => `${Math.round(v)} ms`;
const top = (rows: [string, number][], n: number) => rows.slice(0, n).map(([k, v]) => `${ms(v)} ${k}`).join("; ");

/** One step as a markdown section: main thread by kind, JS by package, the app's functions, renders. */
export function stepReport(step: Step, m: Measured): string {
  const kinds = Object.entries(m.trace.byKind).sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${ms(v)}`).join(", ");
  const components = Object.entries(m.renders.components).sort((a, b) => b[1].renders - a[1].renders);
  const total = components.reduce((s, [, c]) => s + c.renders, 0);
  const mounts = components.reduce((s, [, c]) => s + c.mounts, 0);
  return [
    `### ${step.name}: ${step.what}`,
    `- wall ${ms(m.wallMs)}; main thread busy ${ms(m.trace.busyMs)}: ${kinds}`,
    `- main thread by event (self): ${top(m.trace.byName, 10)}`,
    `- JS by package (sampled, self): ${top(m.profile.byPackage, 12)}`,
    `- the app's functions (with their callees): ${top(m.profile.appInclusive, 12)}`,
    `- React commits (components rendered: where each began): ${m.renders.perCommit.map((c, i) => `${i + 1}. ${c.renders}: ${c.roots.join(", ")}`).join("; ")}`,
    ...m.renders.perCommit.flatMap((c, i) => (c.renders > 100 ? [`  - commit ${i + 1}, most rendered: ${c.most.join(", ")}`] : [])),
    `- React: ${m.renders.commits} commits, ${total} component renders (${mounts} mounts); most rendered: ${components.slice(0, 30).map(([n, c]) => `${n} ${c.renders}${c.mounts ? ` (${c.mounts} new)` : ""}`).join(", ")}`,
    "",
  ].join("\n");
}
