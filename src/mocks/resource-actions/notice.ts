import { failWith, notFound, ok } from "../respond";
import type { ResourceExtension } from "../resources";

/** 公告: opening a notice (detail) marks it read (is_read 1), as a mail client would. */
export default {
  resource: "notice",
  actions: {
    detail: ({ body, find, present }) => {
      const row = find(body.alias);
      if (!row) return failWith(notFound("公告不存在"));
      row.is_read = 1;
      return ok(present(row));
    },
  },
} satisfies ResourceExtension;
