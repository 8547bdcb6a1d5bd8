/**
 * Puts the focus on `home` if the focus falls to the page's body in the next few seconds (issue
 * 23, part 5): after a delete the row and its 删除 go with the list's refetch, after a ship the
 * 发货 button and its dialog go with the order's new status, and the focus would be nowhere a
 * keyboard or screen-reader user can go on from. A focus that went somewhere else is left alone.
 * `home` is made focusable by script only (tabindex -1) when it is not.
 */
export function focusWhenLost(home: () => HTMLElement | null | undefined, { within = 3000, every = 50 } = {}): void {
  const until = Date.now() + within;
  const look = () => {
    const now = document.activeElement;
    if (!now || now === document.body) {
      const to = home();
      if (to && !to.hasAttribute("tabindex")) to.tabIndex = -1;
      to?.focus({ preventScroll: true });
      return;
    }
    if (Date.now() < until) setTimeout(look, every);
  };
  setTimeout(look);
}
