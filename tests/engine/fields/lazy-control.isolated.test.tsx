import { act, render, screen } from "@testing-library/react";
import { Component, type ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { lazyControl } from "../../../src/engine/fields/lazy-control";

/** What the console's boundary does (layout/error-boundary.tsx): shows the error, clears on a new key. */
class Boundary extends Component<{ resetKey: string; children: ReactNode }, { error: string | null; key: string }> {
  state = { error: null as string | null, key: this.props.resetKey };
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  static getDerivedStateFromProps(props: { resetKey: string }, state: { key: string }) {
    return props.resetKey === state.key ? null : { error: null, key: props.resetKey };
  }
  render() {
    return this.state.error ? <p>出错：{this.state.error}</p> : this.props.children;
  }
}

interface Props {
  placeholder?: string;
  value?: string;
}

/** A control whose "chunk" loads when the test says so. */
function deferredControl() {
  const loads: { resolve: () => void; reject: (e: Error) => void }[] = [];
  const Real = ({ value, placeholder }: Props) => <input aria-label="real" defaultValue={value} placeholder={placeholder} />;
  const Control = lazyControl<Props>(
    () =>
      new Promise((resolve, reject) => {
        loads.push({ resolve: () => resolve(Real), reject });
      }),
  );
  return { Control, loads };
}

describe("lazyControl (a field's control in a chunk of its own)", () => {
  it("holds the control's place with a disabled stand-in of its placeholder, then draws it with the props", async () => {
    const { Control, loads } = deferredControl();
    render(<Control placeholder="请选择日期" value="2026-11-24" />);
    const standIn = screen.getByPlaceholderText("请选择日期");
    expect(standIn).toBeDisabled();
    expect(standIn).toHaveAttribute("aria-busy", "true");
    await act(async () => loads[0]?.resolve());
    expect(await screen.findByRole("textbox", { name: "real" })).toHaveValue("2026-11-24");
    expect(loads).toHaveLength(1);
  });

  it("draws at once, without the stand-in, once preloaded (as form screens do)", async () => {
    const { Control, loads } = deferredControl();
    const preloaded = Control.preload();
    loads[0]?.resolve();
    await preloaded;
    render(<Control placeholder="请选择日期" />);
    expect(screen.getByRole("textbox", { name: "real" })).toBeEnabled();
  });

  it("throws a failed load to the error boundary, and the next draw loads again", async () => {
    const { Control, loads } = deferredControl();
    const quiet = console.error;
    console.error = () => undefined; // React reports the caught error; the boundary shows it
    try {
      const { rerender } = render(
        <Boundary resetKey="a">
          <Control placeholder="请选择日期" />
        </Boundary>,
      );
      await act(async () => loads[0]?.reject(new Error("Failed to fetch dynamically imported module")));
      expect(await screen.findByText(/出错：Failed to fetch/)).toBeInTheDocument();
      rerender(
        <Boundary resetKey="b">
          <Control placeholder="请选择日期" />
        </Boundary>,
      );
      expect(loads).toHaveLength(2);
      await act(async () => loads[1]?.resolve());
      expect(await screen.findByRole("textbox", { name: "real" })).toBeInTheDocument();
    } finally {
      console.error = quiet;
    }
  });
});
