import { useEffect, useRef, type RefObject } from "react";

/**
 * Another page of a list opens at the top of the screen (issue 26, decision 0047), as a new page
 * would: the pager is under the rows, so a merchant who clicks page 2 has scrolled past the
 * list's head, and the new page is read from its first row, which is also what a long page draws
 * first (held-rows.tsx). The window goes back to its top, where the list's title, tabs and
 * filters are (not the rows' own top: the shell's header would cover the table's). Only when the
 * list's rows start above the window: a page chosen up there leaves the window as it is.
 */
export function usePageTop(box: RefObject<HTMLElement | null>, page: number | undefined): void {
  const last = useRef(page);
  useEffect(() => {
    if (last.current === page) return;
    last.current = page;
    if ((box.current?.getBoundingClientRect().top ?? 0) < 0) window.scrollTo({ top: 0 });
  }, [box, page]);
}
