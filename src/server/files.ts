import { AsyncLocalStorage } from "node:async_hooks";
import type { Hono } from "hono";
import { databaseFileStore, fileHeaders, FILES_PATH, parseFilePath, setFileStore, type StoredFile } from "../mocks/file-store";
import type { Database, Sql } from "./sql";

/**
 * Uploaded images on the server (decision 0056): checked by their bytes in the upload handler,
 * stored here in the `files` table within the upload call's transaction, and served at
 * `GET /files/<id>.<ext>` with the checked type (ids are 128 random bits: an <img> sends no
 * session, so nothing else keeps a shop's pictures from being counted through).
 */

export const FILES_TABLE = `CREATE TABLE IF NOT EXISTS files (
  id text PRIMARY KEY, ext text NOT NULL, type text NOT NULL, shop text, bytes bytea NOT NULL, size integer NOT NULL, created_at double precision NOT NULL
)`;

/** The transaction of the call being answered (store.ts runs each call inside it). */
export const callTransaction = new AsyncLocalStorage<Sql>();

export function storeFilesIn(database: Database): void {
  setFileStore(
    databaseFileStore(async (file: StoredFile) => {
      const sql = callTransaction.getStore() ?? database;
      await sql.query("INSERT INTO files (id, ext, type, shop, bytes, size, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)", [
        file.id, file.ext, file.type, file.shop, Buffer.from(file.bytes), file.size, file.created_at,
      ]);
    }),
  );
}

export function serveFiles(app: Hono, database: Database): void {
  app.get(`${FILES_PATH}/:name`, async (c) => {
    const wanted = parseFilePath(c.req.path);
    if (!wanted) return c.notFound();
    const [row] = await database.query<{ bytes: Uint8Array }>("SELECT bytes FROM files WHERE id = $1 AND ext = $2", [wanted.id, wanted.ext]);
    if (!row) return c.notFound();
    return new Response(new Uint8Array(row.bytes), { headers: fileHeaders(wanted.type) });
  });
}
