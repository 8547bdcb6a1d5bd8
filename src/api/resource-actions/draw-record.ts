import { fail, failWith, notFound, ok } from "../respond";
import type { ResourceExtension } from "../resources";
import { now } from "../util";

/** 中奖记录: send {alias} or {aliases: [...]} marks 待发放 records 已发放 (all or none). */
export default {
  resource: "drawRecord",
  actions: {
    send: ({ body, find }) => {
      const ids = Array.isArray(body.aliases) ? body.aliases : [body.alias];
      const rows = ids.map((id) => find(id));
      if (rows.length === 0 || rows.some((r) => !r)) return failWith(notFound("中奖记录不存在"));
      if (rows.some((r) => r?.status !== 1)) return fail(409, "所选记录中有已发放的奖品");
      const time = now();
      for (const r of rows) if (r) Object.assign(r, { status: 2, sent_at: time, updated_at: time });
      return ok({ count: rows.length }, "奖品已发放");
    },
  },
} satisfies ResourceExtension;
