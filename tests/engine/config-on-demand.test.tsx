import { act, render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { describe, expect, it, vi } from "vitest";
import { createConfigStore, useLoadedConfigs, type ConfigStore } from "../../src/engine/config-store";
import { EngineProvider, useAllConfigs, useResourceConfig, type EngineAccess } from "../../src/engine/engine-context";
import type { ResourceConfig } from "../../src/engine/types";

/**
 * A custom screen that reads another resource's config (the member detail reads the orders'):
 * it waits for that config to load instead of failing, as the app's engine loads configs on
 * demand (routes/app-configs.ts); a screen over every resource waits for all of them.
 */
const access: EngineAccess = { canOpen: () => true, canAct: () => true };

function deferredStore() {
  const pending = new Map<string, (c: ResourceConfig) => void>();
  const store = createConfigStore({
    names: ["member", "order"],
    needs: () => [],
    load: (name) => new Promise((resolve) => pending.set(name, resolve)),
  });
  const finish = (name: string) => act(async () => pending.get(name)?.({ name, label: `${name} 标签`, fields: [], api: {}, routes: {} } as unknown as ResourceConfig));
  return { store, finish };
}

function Engine({ store, children }: { store: ConfigStore; children: React.ReactNode }) {
  const resources = useLoadedConfigs(store);
  return (
    <EngineProvider resources={resources} access={access} store={store}>
      <Suspense fallback={<p>加载中</p>}>{children}</Suspense>
    </EngineProvider>
  );
}

// a render that suspends is retried when its promise settles only if it began inside act
const drawn = (ui: React.ReactElement) => act(async () => {
  render(ui);
});

function OrderLabel() {
  return <p>{useResourceConfig("order").label}</p>;
}

function EveryLabel() {
  return <p>{useAllConfigs().map((c) => c.label).join("、")}</p>;
}

describe("configs loaded on demand", () => {
  it("holds a screen that reads a config not loaded yet, then draws it", async () => {
    const errors = vi.spyOn(console, "error");
    const { store, finish } = deferredStore();
    await drawn(<Engine store={store}><OrderLabel /></Engine>);
    expect(screen.getByText("加载中")).toBeInTheDocument();
    await finish("order");
    expect(await screen.findByText("order 标签")).toBeInTheDocument();
    expect(store.loaded().map((c) => c.name)).toEqual(["order"]);
    // React's rule for `use`: called alike on every render (the console said so in development)
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it("draws at once a screen whose config is in", async () => {
    const { store, finish } = deferredStore();
    const loading = store.load("order");
    await finish("order");
    await loading;
    await drawn(<Engine store={store}><OrderLabel /></Engine>);
    expect(screen.queryByText("加载中")).toBeNull();
    expect(screen.getByText("order 标签")).toBeInTheDocument();
  });

  it("holds a screen over every resource until all are in", async () => {
    const { store, finish } = deferredStore();
    await drawn(<Engine store={store}><EveryLabel /></Engine>);
    await finish("member");
    expect(screen.getByText("加载中")).toBeInTheDocument();
    await finish("order");
    expect(await screen.findByText("member 标签、order 标签")).toBeInTheDocument();
  });

  it("still refuses a name no config has", () => {
    const { store } = deferredStore();
    function Unknown() {
      useResourceConfig("nothing");
      return null;
    }
    const quiet = console.error;
    console.error = () => undefined;
    try {
      expect(() => render(<Engine store={store}><Unknown /></Engine>)).toThrow(/未注册的资源 "nothing"/);
    } finally {
      console.error = quiet;
    }
  });
});
