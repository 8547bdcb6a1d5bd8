// Runs in the timed pages, as text (bench/timings/in-page.ts says why and types what it shares).
// A step's waiter resolves once the step's result is on screen: its condition met in a
// MutationObserver callback, then the next frame painted (requestAnimationFrame, then a
// MessageChannel task, which runs after that frame's paint).

/** The probes, and for a load (`spec` given) the waiter armed before any app code runs. */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- called by the script text in-page.ts appends
function installProbes(spec) {
  const probes = {
    longTasks: [],
    lastClick: null,
    arm(next) {
      probes.lastClick = null;
      probes.waiting = waitFor(next);
    },
  };
  window.__bench = probes;
  // the page's own chunks and calls come to ~100 entries; the default buffer holds 250
  performance.setResourceTimingBufferSize(2000);
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) probes.longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: "longtask", buffered: true });
  addEventListener("click", (e) => (probes.lastClick = e.timeStamp), { capture: true });

  const rowsOf = () => [...document.querySelectorAll("tbody tr.ant-table-row")];
  const heldOf = () => [...document.querySelectorAll("tbody tr[data-held]")];
  const firstKey = () => rowsOf()[0]?.getAttribute("data-row-key") ?? null;
  function shown(s) {
    // 工作台: its KPI cards drawn with their figures (the skeleton before has none)
    if (s.cards !== undefined) return document.querySelectorAll(".ant-statistic").length >= s.cards;
    if (s.form) {
      const name = document.querySelector("input#name");
      return Boolean(name?.value) && document.querySelector(".ProseMirror") !== null;
    }
    const rows = rowsOf();
    if (s.contains !== undefined) return rows.length > 0 && rows.every((r) => r.textContent?.includes(s.contains));
    // the page's rows, each drawn or held (the console's long pages draw their first screen
    // first, held-rows.tsx), and none held where the window shows it: what a person sees is drawn
    const held = heldOf();
    const inView = held.some((r) => r.getBoundingClientRect().top < innerHeight);
    return rows.length + held.length === s.rows && !inView && (s.notFirstKey === undefined || firstKey() !== s.notFirstKey);
  }
  /** Every row drawn, none held: the step's work is done (its long tasks counted up to here). */
  const complete = (s) => s.rows === undefined || (rowsOf().length === s.rows && heldOf().length === 0);
  function result(s, paintedAt, completeAt) {
    const startedAt = s.from === "navigation" ? 0 : (probes.lastClick ?? Number.NaN);
    const ends = performance
      .getEntriesByType("resource")
      .filter((e) => e.name.includes(s.api) && e.startTime >= startedAt && e.responseEnd <= paintedAt)
      .map((e) => e.responseEnd);
    const overlapping = probes.longTasks.filter((t) => t.start < completeAt && t.start + t.duration > startedAt);
    return {
      startedAt,
      paintedAt,
      completeAt,
      responseEnd: ends.length ? Math.max(...ends) : null,
      longestTask: Math.max(0, ...overlapping.map((t) => t.duration)),
      firstKey: firstKey(),
    };
  }
  /** The time of the first paint after `condition` holds (a task after that frame's paint). */
  function paintedWhen(condition, s) {
    return new Promise((resolve, reject) => {
      let done = false;
      const painted = () => {
        // the frame that shows the change, then a task after its paint
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve(performance.now());
          channel.port2.postMessage(0);
        });
      };
      const check = () => {
        if (done || !condition(s)) return;
        done = true;
        observer.disconnect();
        clearTimeout(timer);
        painted();
      };
      const observer = new MutationObserver(check);
      observer.observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
      const timer = setTimeout(() => {
        observer.disconnect();
        reject(new Error(`not shown within ${s.timeoutMs} ms: ${JSON.stringify(s)}; ${rowsOf().length} rows (${heldOf().length} held), first ${firstKey()}, at ${location.href}`));
      }, s.timeoutMs);
      check();
    });
  }
  /** What a person sees painted, then (rows a long page drew later) every row painted. */
  async function waitFor(s) {
    const paintedAt = await paintedWhen(shown, s);
    const completeAt = complete(s) ? paintedAt : await paintedWhen(complete, s);
    return result(s, paintedAt, completeAt);
  }
  if (spec) probes.arm(spec);
}
