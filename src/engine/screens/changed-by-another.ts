import type { BaseKey } from "@refinedev/core";
import type { LivePayload } from "../../providers/live-provider";
import { useLiveRefetch } from "../use-live-refetch";

/** What a form being edited says when the server tells of a change of its record by someone else (decision 0113). */
export const CHANGED_BY_ANOTHER = "此记录已被他人修改";

/**
 * The notice for a form editing record `id` when a burst of changes of its resource arrives
 * (live-provider.ts), or null when the burst is not about it: it names other records only, or
 * all of it was this person's own (their save, in this tab or another), or it is only a catch-up
 * after the stream was away (a save over a change missed then is still refused: HTTP 409). A
 * burst naming no records (a change of many) may be about it: said too.
 */
export function touchedBy(payload: LivePayload, id: BaseKey | undefined): string | null {
  if (id === undefined || payload.mine || payload.resync) return null;
  if (payload.ids && !payload.ids.includes(String(id))) return null;
  return `${CHANGED_BY_ANOTHER}${payload.who ? `（${payload.who}）` : ""}，可重新加载后再编辑`;
}

/**
 * A form editing record `id` of `resource` (the form page, the modal) told of a change of it by
 * another person: `say` gets the notice (the form shows it with 重新加载, as a stale save's).
 */
export function useChangedByAnother(resource: string, id: BaseKey | undefined, editing: boolean, say: (notice: string) => void): void {
  useLiveRefetch((payload) => {
    const touched = touchedBy(payload, id);
    if (touched) say(touched);
  }, `resources/${resource}`, editing);
}
