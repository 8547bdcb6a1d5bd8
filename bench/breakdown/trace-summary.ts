/**
 * The renderer's main thread in a Chromium trace (devtools.timeline), as self time per kind of
 * work: what a step spent in script, style, layout, paint and the collector, by event name.
 */
interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
}

/** Event names grouped as DevTools' summary groups them. */
const KINDS: Record<string, string[]> = {
  script: ["FunctionCall", "EvaluateScript", "v8.compile", "v8.compileModule", "V8.Execute", "TimerFire", "EventDispatch", "FireAnimationFrame", "RunMicrotasks", "v8.evaluateModule", "FireIdleCallback", "XHRReadyStateChange", "v8.run"],
  style: ["UpdateLayoutTree", "ParseAuthorStyleSheet", "ScheduleStyleRecalculation"],
  layout: ["Layout", "UpdateLayer", "IntersectionObserverController::computeIntersections", "ResizeObserverController::BroadcastObservations"],
  paint: ["PrePaint", "Paint", "Layerize", "Commit", "PaintImage", "Decode Image", "HitTest", "UpdateLayerTree"],
  gc: ["MinorGC", "MajorGC", "V8.GC_SCAVENGER", "V8.GC_MARK_COMPACTOR", "BlinkGC.AtomicPhase", "V8.GCScavenger", "V8.GCCompactor", "V8.GCFinalizeMC", "V8.GCIncrementalMarking", "ThreadState::performIdleLazySweep", "CppGC.AtomicPhase"],
  html: ["ParseHTML"],
};
const kindOf = (name: string) => Object.entries(KINDS).find(([, names]) => names.includes(name))?.[0] ?? "other";

export interface MainThreadSummary {
  /** Sum of the top-level tasks' durations, ms. */
  busyMs: number;
  byKind: Record<string, number>;
  byName: [string, number][];
}

/** The main thread of the page's renderer: the CrRendererMain with the most task time. */
function mainThread(events: TraceEvent[]): { pid: number; tid: number } {
  const mains = events.filter((e) => e.ph === "M" && e.name === "thread_name" && e.args?.name === "CrRendererMain");
  const busy = (t: TraceEvent) => events.filter((e) => e.pid === t.pid && e.tid === t.tid && e.name === "RunTask").reduce((s, e) => s + (e.dur ?? 0), 0);
  const best = mains.map((t) => ({ t, busy: busy(t) })).sort((a, b) => b.busy - a.busy)[0];
  if (!best) throw new Error("no renderer main thread in the trace");
  return { pid: best.t.pid, tid: best.t.tid };
}

/** Self time (µs → ms) of each complete event on the main thread: its time less its children's. */
export function summarizeTrace(traceEvents: TraceEvent[]): MainThreadSummary {
  const { pid, tid } = mainThread(traceEvents);
  const events = traceEvents.filter((e) => e.pid === pid && e.tid === tid && e.ph === "X" && e.dur !== undefined).sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const self = new Map<string, number>();
  const stack: { end: number; name: string; child: number; dur: number }[] = [];
  let busy = 0;
  const close = (upTo: number) => {
    while (stack.length && stack[stack.length - 1]!.end <= upTo) {
      const top = stack.pop()!;
      self.set(top.name, (self.get(top.name) ?? 0) + top.dur - top.child);
    }
  };
  for (const e of events) {
    close(e.ts);
    const dur = e.dur ?? 0;
    if (stack.length === 0) busy += dur;
    else stack[stack.length - 1]!.child += dur;
    stack.push({ end: e.ts + dur, name: e.name, child: 0, dur });
  }
  close(Infinity);
  const byKind: Record<string, number> = {};
  for (const [name, us] of self) byKind[kindOf(name)] = (byKind[kindOf(name)] ?? 0) + us / 1000;
  const byName = [...self].map(([n, us]) => [n, us / 1000] as [string, number]).sort((a, b) => b[1] - a[1]);
  return { busyMs: busy / 1000, byKind, byName };
}
