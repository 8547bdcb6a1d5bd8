import type { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { faultAnswer } from "../api/faults";

/**
 * Whatever throws on the server's way to an answer (a route of its own, the files, a middleware,
 * and a handler's call, which route.ts already answers) answers the envelope (src/api/faults.ts:
 * 503 when the database is out of reach, else 500), in place of Hono's default: a bare
 * `Internal Server Error` in English and the whole error printed, a database error's SQL and
 * parameters (the user's data) with it.
 */
export function answerFaults(app: Hono): void {
  app.onError((error, c) => (error instanceof HTTPException ? error.getResponse() : faultAnswer(error, c.req.path)));
}
