/**
 * A field's control (or heavy display) whose code is a chunk of its own, loaded when a screen
 * first draws it (issue 12, decision 0014): a list does not download a form's date pickers,
 * uploads, cascaders or trees, and a form only those of its own fields (form screens wait for
 * `preload` first, resource-routes.ts, so their fields do not pop in).
 *
 * Form.Item hands value / onChange to the control through this wrapper. While the chunk
 * loads, a disabled input of the control's style and placeholder keeps its place, so nothing
 * shifts when it arrives. A chunk that fails to load throws to the screen's error boundary
 * (页面加载失败 with 重新加载), and the next draw tries again. A control drawn once its code is
 * in draws at once: React.lazy alone would show the fallback on every first draw, preloaded or not.
 */
import { Input } from "antd";
import { lazy, Suspense, useState, type ComponentType, type CSSProperties, type ReactNode } from "react";

export interface LazyControl<P> {
  (props: P): ReactNode;
  /** Starts loading the code (once; again after a failure). */
  preload(): Promise<unknown>;
}

interface PlaceholderProps {
  style?: CSSProperties;
  placeholder?: unknown;
}

/** Stands where an input-sized control is about to be. */
export function ControlPlaceholder({ style, placeholder }: PlaceholderProps) {
  const text = Array.isArray(placeholder) ? placeholder.join(" ~ ") : typeof placeholder === "string" ? placeholder : undefined;
  return <Input disabled aria-busy="true" style={style} placeholder={text} />;
}

/**
 * A module of controls loaded as one chunk: `control(pick)` is one of its components. Loading
 * it once (`preload`, or the first draw of any of them) makes all of them draw at once.
 */
export function lazyModule<M>(load: () => Promise<M>) {
  let loading: Promise<M> | undefined;
  let loaded: M | undefined;
  function preload(): Promise<M> {
    loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined; // the next draw tries again
        throw error;
      },
    );
    return loading;
  }
  function control<P extends object>(
    pick: (module: M) => ComponentType<P>,
    fallback: (props: P) => ReactNode = (props) => <ControlPlaceholder {...(props as PlaceholderProps)} />,
  ): LazyControl<P> {
    // React.lazy keeps a failed load's error for good: after a failure the next draw gets a new one
    const makeLazy = () =>
      lazy(() =>
        preload().then(
          (module) => ({ default: pick(module) }),
          (error: unknown) => {
            Lazy = makeLazy();
            throw error;
          },
        ),
      );
    let Lazy = makeLazy();
    function Control(props: P) {
      // Fixed for the instance's life: switching from the lazy path to the loaded component
      // would remount the control and lose its state.
      const [Loaded] = useState(() => (loaded === undefined ? undefined : pick(loaded)));
      if (Loaded) return <Loaded {...props} />;
      return (
        <Suspense fallback={fallback(props)}>
          <Lazy {...props} />
        </Suspense>
      );
    }
    Control.preload = preload;
    return Control;
  }
  return { preload, control };
}

/** A single control in a chunk of its own. */
export function lazyControl<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback?: (props: P) => ReactNode,
): LazyControl<P> {
  return lazyModule(load).control((component) => component, fallback);
}
