import { createContext, use, useContext, useMemo, type ReactNode } from "react";
import type { ConfigStore } from "./config-store";
import { lookupRefs, type LookupRef } from "./lookups";
import type { FieldConfig, ResourceConfig, TreeOption } from "./types";

/**
 * What the app tells the engine about the signed-in merchant's access (the app asks its
 * casbin enforcer; the engine knows nothing of roles or routes).
 */
export interface EngineAccess {
  /** May the merchant open this route (a pattern or a concrete path)? Gates link actions. */
  canOpen: (path: string) => boolean;
  /** May the merchant do `act` on the resource (its list route)? Gates buttons. */
  canAct: (c: ResourceConfig, act: string) => boolean;
}

export interface Engine {
  /** The configs at hand (with a store: those loaded so far). */
  resources: readonly ResourceConfig[];
  byName: Map<string, ResourceConfig>;
  access: EngineAccess;
  /** The relation fields whose options come from a lookup (lookups.ts), by the config's field object. */
  lookups: Map<FieldConfig, LookupRef>;
  /** Trees the app makes (e.g. "grants": what a role can be granted), for `treeOptions: { source }`. */
  treeSources: Record<string, TreeOption[]>;
  /** Where more configs load from (the app's); none: `resources` are all there is (a test's). */
  store?: ConfigStore;
}

const EngineContext = createContext<Engine | null>(null);

/**
 * Hands the engine its resources and access checks, as refine's `<Refine resources>` does:
 * screens and field types read them from here, so a test renders any set of configs.
 */
interface ProviderProps {
  resources: readonly ResourceConfig[];
  access: EngineAccess;
  treeSources?: Record<string, TreeOption[]>;
  store?: ConfigStore;
  children: ReactNode;
}

const NO_TREES: Record<string, TreeOption[]> = {};

export function EngineProvider({ resources, access, treeSources = NO_TREES, store, children }: ProviderProps) {
  const value = useMemo(
    () => ({ resources, byName: new Map(resources.map((c) => [c.name, c])), lookups: lookupRefs(resources), access, treeSources, store }),
    [resources, access, treeSources, store],
  );
  return <EngineContext.Provider value={value}>{children}</EngineContext.Provider>;
}

export function useEngine(): Engine {
  const engine = useContext(EngineContext);
  if (!engine) throw new Error("引擎的页面需要放在 <EngineProvider> 之内");
  return engine;
}

/**
 * A resource's config by name (throws on an unknown name: a config mistake). One not loaded yet
 * (a custom screen reading another resource's) suspends the screen until it is: the route loads
 * a generated screen's own before it draws.
 */
export function useResourceConfig(name: string): ResourceConfig {
  const { byName, store } = useEngine();
  // `use` on every render alike (React asks it): the store's promise of a config in is settled
  const config = store?.names.includes(name) ? use(store.load(name)) : byName.get(name);
  if (!config) throw new Error(`未注册的资源 "${name}"`);
  return config;
}

/** Every resource's config (a screen over all of them), loaded first where they load on demand. */
export function useAllConfigs(): readonly ResourceConfig[] {
  const { resources, store } = useEngine();
  return store ? use(store.loadAll()) : resources;
}

/** Buttons ask: `act(config, act = "view")` (an action on the resource's page) and `open(path)`. */
export function useAccess() {
  const { access } = useEngine();
  // the same object while the access is the same: lists memoise their rows on it
  return useMemo(() => ({ act: (c: ResourceConfig, act = "view") => access.canAct(c, act), open: access.canOpen }), [access]);
}

/** A tree field's options: its own, or the app's tree it names (empty until the app gives one). */
export function useTreeOptions(field: FieldConfig): TreeOption[] {
  const { treeSources } = useEngine();
  const options = field.treeOptions;
  if (!options) return [];
  return Array.isArray(options) ? options : (treeSources[options.source] ?? []);
}
