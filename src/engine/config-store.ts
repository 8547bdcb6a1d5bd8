import { useSyncExternalStore } from "react";
import type { ResourceConfig } from "./types";

/** Where a console's configs come from: each loaded on its own (a chunk per config, in the app). */
export interface ConfigSource {
  /** Every resource's name. */
  names: readonly string[];
  /** One resource's config, its defaults filled in. */
  load(name: string): Promise<ResourceConfig>;
  /** The other configs its screens read (config-needs.ts), known before it loads. */
  needs(name: string): readonly string[];
}

/**
 * The configs a console has loaded, growing as its screens open (issue 38, item 1): a screen's
 * route loads its resource's config with the configs its screens read, and only then draws,
 * so the console's entry and shell carry none.
 */
export interface ConfigStore {
  names: readonly string[];
  /** The configs loaded so far: the same array until another is in. */
  loaded(): readonly ResourceConfig[];
  /** A config with the ones its screens read; the same promise for the same name while it holds. */
  load(name: string): Promise<ResourceConfig>;
  /** Every config (a screen over all resources: the export list). */
  loadAll(): Promise<readonly ResourceConfig[]>;
  subscribe(listener: () => void): () => void;
}

/**
 * A promise that says how it settled the way React's `use` reads it (`status`, `value`): a
 * screen given one already settled draws at once instead of suspending for a turn.
 */
function readable<T>(p: Promise<T>): Promise<T> {
  // (blocks: a handler returning `p` itself would hand its failure on, unhandled)
  p.then(
    (value) => {
      Object.assign(p, { status: "fulfilled", value });
    },
    (reason: unknown) => {
      Object.assign(p, { status: "rejected", reason });
    },
  );
  return p;
}

const settled = <T>(value: T): Promise<T> => Object.assign(Promise.resolve(value), { status: "fulfilled", value });

/** A promise kept by key while it holds; a failed one is forgotten, so asking again tries again. */
function keptPromises<T>() {
  const kept = new Map<string, Promise<T>>();
  return (key: string, start: () => Promise<T>): Promise<T> => {
    const held = kept.get(key);
    if (held) return held;
    const p = readable(start());
    kept.set(key, p);
    p.catch(() => kept.delete(key));
    return p;
  };
}

export function createConfigStore(source: ConfigSource): ConfigStore {
  let loaded: readonly ResourceConfig[] = [];
  const listeners = new Set<() => void>();
  const one = keptPromises<ResourceConfig>();
  const withNeeds = keptPromises<ResourceConfig>();
  const all = keptPromises<readonly ResourceConfig[]>();
  const raw = (name: string) => one(name, () => source.load(name));

  /** The configs in at once: one change, one redraw of what reads them. */
  const add = (configs: ResourceConfig[]) => {
    const byName = new Map(loaded.map((c) => [c.name, c]));
    for (const c of configs) if (!byName.has(c.name)) byName.set(c.name, c);
    if (byName.size === loaded.length) return;
    loaded = [...byName.values()];
    for (const l of listeners) l();
  };

  return {
    names: source.names,
    loaded: () => loaded,
    load: (name) =>
      withNeeds(name, () => {
        const wanted = [name, ...source.needs(name)];
        const have = new Map(loaded.map((c) => [c.name, c]));
        const own = have.get(name);
        // in already (as another's need, or with every config): settled, so `use` reads it at once
        if (own && wanted.every((n) => have.has(n))) return settled(own);
        return Promise.all(wanted.map(raw)).then((configs) => {
          add(configs);
          return configs[0] as ResourceConfig;
        });
      }),
    loadAll: () =>
      all("", () => {
        if (loaded.length === source.names.length) return settled(loaded);
        return Promise.all(source.names.map(raw)).then((configs) => {
          add(configs);
          return loaded;
        });
      }),
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** The store's configs, redrawing when one more is in. */
export function useLoadedConfigs(store: ConfigStore): readonly ResourceConfig[] {
  return useSyncExternalStore(store.subscribe, store.loaded, store.loaded);
}
