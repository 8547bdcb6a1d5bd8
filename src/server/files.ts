import { AsyncLocalStorage } from "node:async_hooks";
import type { Context, Hono } from "hono";
import { databaseFileStore, fileHeaders, FILES_PATH, isExportFileType, isVideoType, parseFilePath, type FileStore, type StoredFile } from "../api/file-store";
import { EXPORT_KEPT_DAYS } from "../api/export-jobs";
import type { ApiOfPorts } from "../api/create-api";
import type { Database, Sql } from "./sql";

/**
 * Stored files on the server (decisions 0056, 0074): uploaded images and 素材库 videos, checked
 * by their bytes in their upload handlers, and the CSV of each 导出; stored here in the `files`
 * table within the call's transaction, and served at `GET /files/<id>.<ext>` with the checked
 * type. Images and videos are public by their id (128 random bits: an <img> or <video> sends no
 * session, so nothing else keeps a shop's pictures from being counted through); a video answers
 * byte ranges, as players ask. An export's CSV holds members' data: only a session of its shop
 * that may export its list gets it (export-jobs.ts exportFileResponse), and it is removed after
 * EXPORT_KEPT_DAYS days (purgeExportFiles, by the server's job).
 */

export const FILES_TABLE = `CREATE TABLE IF NOT EXISTS files (
  id text PRIMARY KEY, ext text NOT NULL, type text NOT NULL, shop text, bytes bytea NOT NULL, size integer NOT NULL, created_at double precision NOT NULL
);
CREATE INDEX IF NOT EXISTS files__shop ON files (shop)`;

/** The transaction of the call being answered (store.ts runs each call inside it). */
export const callTransaction = new AsyncLocalStorage<Sql>();

/** The server's API's `files` port: the rows of the `files` table, written in the call's transaction. */
export function databaseFiles(database: Database): FileStore {
  const sql = () => callTransaction.getStore() ?? database;
  const store = databaseFileStore(async (file: StoredFile) => {
    await sql().query("INSERT INTO files (id, ext, type, shop, bytes, size, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)", [
      file.id, file.ext, file.type, file.shop, Buffer.from(file.bytes), file.size, file.created_at,
    ]);
  });
  return {
    put: store.put,
    // what the shop uploaded (its quota): exports are the server's files, not the shop's uploads
    usedBytes: async (shop) => {
      const [row] = await sql().query<{ used: unknown }>("SELECT COALESCE(SUM(size), 0) AS used FROM files WHERE shop = $1 AND ext <> 'csv'", [shop]);
      return Number(row?.used ?? 0);
    },
    remove: async (url, shop) => {
      const file = parseFilePath(url);
      if (file && !isExportFileType(file.type)) await sql().query("DELETE FROM files WHERE id = $1 AND ext = $2 AND shop = $3", [file.id, file.ext, shop]);
    },
  };
}

/** A single `bytes=` range of a file of `size` bytes: [start, end] inclusive, "unsatisfiable", or null (none asked, or a form not served: the whole file). */
export function byteRange(header: string | undefined, size: number): [number, number] | "unsatisfiable" | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec((header ?? "").trim());
  if (!match || (match[1] === "" && match[2] === "")) return null;
  const [first, last] = [match[1] ?? "", match[2] ?? ""];
  if (first === "") {
    // the last N bytes
    const n = Number(last);
    return n === 0 || size === 0 ? "unsatisfiable" : [Math.max(0, size - n), size - 1];
  }
  const start = Number(first);
  const end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  return start >= size || end < start ? "unsatisfiable" : [start, end];
}

/** `exportFile`: the server's API's (its store), which checks the session and logs the download. */
export function serveFiles(app: Hono, database: Database, withCallerAddress: (c: Context) => Headers, exportFile: ApiOfPorts["exportFileResponse"]): void {
  app.get(`${FILES_PATH}/:name`, async (c) => {
    const wanted = parseFilePath(c.req.path);
    if (!wanted) return c.notFound();
    if (isExportFileType(wanted.type)) {
      const read = async () => {
        const [row] = await (callTransaction.getStore() ?? database).query<{ bytes: Uint8Array }>("SELECT bytes FROM files WHERE id = $1 AND ext = 'csv'", [wanted.id]);
        return row ? new Uint8Array(row.bytes) : null;
      };
      // with the caller's address, as the API's calls have it: the download is in the 操作日志
      return exportFile(new Request(c.req.raw, { headers: withCallerAddress(c) }), c.req.path, read);
    }
    const [found] = await database.query<{ size: number }>("SELECT size FROM files WHERE id = $1 AND ext = $2", [wanted.id, wanted.ext]);
    if (!found) return c.notFound();
    const headers = fileHeaders(wanted.type);
    const range = isVideoType(wanted.type) ? byteRange(c.req.header("range"), found.size) : null;
    if (range === "unsatisfiable") return new Response(null, { status: 416, headers: { ...headers, "Content-Range": `bytes */${found.size}` } });
    // a range is read from the database as it is asked (substring of bytea), not the whole video
    const [start, end] = range ?? [0, found.size - 1];
    const [row] = await database.query<{ bytes: Uint8Array }>("SELECT substring(bytes FROM $3 FOR $4) AS bytes FROM files WHERE id = $1 AND ext = $2", [
      wanted.id, wanted.ext, start + 1, Math.max(0, end - start + 1),
    ]);
    if (!row) return c.notFound();
    const body = new Uint8Array(row.bytes);
    if (!range) return new Response(body, { headers: { ...headers, "Content-Length": String(body.length) } });
    return new Response(body, { status: 206, headers: { ...headers, "Content-Range": `bytes ${start}-${end}/${found.size}`, "Content-Length": String(body.length) } });
  });
}

/** Removes the exports' files past keeping (the server's job: rules-job.ts); returns how many. */
export async function purgeExportFiles(database: Database, at: Date = new Date()): Promise<number> {
  const before = at.getTime() - EXPORT_KEPT_DAYS * 24 * 3600_000;
  const gone = await database.query<{ id: string }>("DELETE FROM files WHERE ext = 'csv' AND created_at <= $1 RETURNING id", [before]);
  return gone.length;
}
