import { Grid } from "antd";

/**
 * The device mode (issue 14): true below antd's `md` breakpoint (768px), where the console is
 * laid out for a phone. Before antd has measured the screen (its first render) it says desktop,
 * the spec's default device.
 */
export function useMobile(): boolean {
  return Grid.useBreakpoint().md === false;
}
