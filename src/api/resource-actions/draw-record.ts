import { isId } from "../resource-input";
import { fail, failWith, notFound, ok } from "../respond";
import type { ResourceExtension } from "../resources";
import type { ResourceRow } from "../types";
import { now } from "../util";
import { patchNoted } from "../noted-patch";

/**
 * 中奖记录: send {alias} or {aliases: [...]} marks 待发放 records 已发放 (all or none). Each record
 * is read locked (`load`), in alias order, so two sends sharing records go one after the other
 * (neither waits for a record the other holds while holding one it wants), and the second is
 * refused when the first sent one of its records.
 */
export default {
  resource: "drawRecord",
  actions: {
    send: async (ctx) => {
      const ids: unknown[] = Array.isArray(ctx.body.aliases) ? ctx.body.aliases : [ctx.body.alias];
      const named = [...new Set(ids.map((id) => (isId(id) ? String(id) : "")))].sort();
      const rows: (ResourceRow | undefined)[] = [];
      for (const id of named) rows.push(id === "" ? undefined : await ctx.load(id));
      if (rows.length === 0 || rows.some((r) => !r)) return failWith(notFound("中奖记录不存在"));
      if (rows.some((r) => r?.status !== 1)) return fail(409, "所选记录中有已发放的奖品");
      const time = now();
      for (const r of rows) if (r) await patchNoted(ctx, "drawRecord", r, { status: 2, sent_at: time });
      return ok({ count: rows.length }, "奖品已发放");
    },
  },
} satisfies ResourceExtension;
