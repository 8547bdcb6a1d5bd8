// Runs in the page before the app (as text: bench/breakdown/run.ts). Counts which components
// render in each React commit, the way React DevTools tells: it stands in for DevTools' global
// hook, which react-dom calls after every commit, production builds included. A fiber rendered
// when it mounted (no alternate) or did work (flag PerformedWork); a subtree React reused whole
// (the same child fibers as before) is skipped. Names need a build that keeps them (--minify false).

// eslint-disable-next-line @typescript-eslint/no-unused-vars -- called by the script text run.ts appends
function installRenderCounter() {
  const PERFORMED_WORK = 1;
  // function, class, forwardRef, memo, simple memo components (React 19's fiber tags)
  const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]);
  const counts = new Map();
  let commits = 0;
  /** Per commit: how many components rendered, and the outermost of them (where the render began). */
  let perCommit = [];
  let current = null;
  const nameOf = (type) => {
    if (!type) return "?";
    if (typeof type === "function") return type.displayName || type.name || "anonymous";
    return type.displayName || nameOf(type.render) || nameOf(type.type);
  };
  function visit(fiber) {
    for (let f = fiber; f; f = f.sibling) {
      const rendered = f.alternate === null || (f.flags & PERFORMED_WORK) === PERFORMED_WORK;
      if (rendered && COMPONENT_TAGS.has(f.tag)) {
        const name = nameOf(f.type);
        const c = counts.get(name) ?? { renders: 0, mounts: 0 };
        c.renders += 1;
        if (f.alternate === null) c.mounts += 1;
        counts.set(name, c);
        current.renders += 1;
        current.names.set(name, (current.names.get(name) ?? 0) + 1);
        if (current.roots.length < 4 && !current.inside) current.roots.push(name);
      }
      // a subtree React did not touch keeps the child fibers it had
      if (f.child && !(f.alternate && f.alternate.child === f.child)) {
        const outer = current.inside;
        if (rendered && COMPONENT_TAGS.has(f.tag)) current.inside = true;
        visit(f.child);
        current.inside = outer;
      }
    }
  }
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject(renderer) {
      this.renderers.set(1, renderer);
      return 1;
    },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot(_id, root) {
      commits += 1;
      current = { renders: 0, roots: [], inside: false, names: new Map() };
      visit(root.current.child);
      const most = [...current.names].sort((a, b) => b[1] - a[1]).slice(0, 12);
      perCommit.push({ renders: current.renders, roots: current.roots, most: most.map(([n, c]) => `${n} ${c}`), drew: [...current.names.keys()] });
    },
  };
  window.__renders = {
    reset() {
      counts.clear();
      commits = 0;
      perCommit = [];
    },
    read: () => ({ commits, perCommit, components: Object.fromEntries(counts) }),
  };
}
