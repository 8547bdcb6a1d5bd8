import { DuplicateRecordError, StaleRecordError } from "./repository/errors";
import { failWith, invalid, json, staleSave, type Failure } from "./respond";

/**
 * What a call answers when it fails for a reason of the machine, not of its input (decision
 * 0075): the database out of reach or out of room answers HTTP 503 `服务暂不可用，请稍后重试` (the
 * caller may try again: the call's transaction did not commit, unless the connection broke during
 * the COMMIT itself), anything else unexpected
 * HTTP 500 `服务器内部错误`. Both in the envelope, never an English page or a stack. The log line
 * names the call's path, a request id (also sent as `X-Request-Id`, so a merchant's report finds
 * the line) and the error's class and code: never its message, which for a database error quotes
 * the row's values, nor the SQL and its parameters (PGlite hangs them on its errors), nor the body.
 */

export const UNAVAILABLE = { code: 503, msg: "服务暂不可用，请稍后重试" } as const;
export const INTERNAL = { code: 500, msg: "服务器内部错误" } as const;

/** The database could not be reached (refused, dropped, shutting down): thrown by the server's sql.ts. */
export class DatabaseUnavailable extends Error {
  constructor(readonly reason: string) {
    super(`database unavailable (${reason})`);
    this.name = "DatabaseUnavailable";
  }
}

/** A short id for one failure, in the log and the answer's X-Request-Id. */
function requestId(): string {
  return Math.random().toString(36).slice(2, 10);
}

/**
 * What the log may say of an error: its class, its code (an errno name or a SQLSTATE) and the
 * stack's frames (file and line, no values), without the first line (the message).
 */
export function describeFault(error: unknown): string {
  if (!(error instanceof Error)) return typeof error;
  const code = (error as { code?: unknown }).code;
  const frames = (error.stack ?? "").split("\n").filter((line) => /^\s+at /.test(line)).slice(0, 8);
  return [`${error.name}${typeof code === "string" || typeof code === "number" ? ` ${code}` : ""}`, ...frames].join("\n");
}

/**
 * A refusal decided after the call wrote (a transition's `after`, decision 0119): thrown, so the
 * call's transaction undoes its writes (a refusal answered normally would keep them), and
 * answered as the refusal it carries.
 */
export class RefusedAfterWrites extends Error {
  constructor(readonly failure: Failure) {
    super(failure.msg);
    this.name = "RefusedAfterWrites";
  }
}

/**
 * The answer to a refusal a repository threw (its writes undone with the call's transaction):
 * a save over a newer record HTTP 409 `记录已被他人修改，请刷新后重试`; a duplicate of a unique
 * field `${label}已存在` (code 422, as the generated save's own check answers it). The message
 * names the field, never the value. Null for any other error.
 */
export function repositoryRefusal(error: unknown): Response | null {
  if (error instanceof StaleRecordError) return staleSave();
  if (error instanceof DuplicateRecordError) return failWith(invalid(error.message));
  if (error instanceof RefusedAfterWrites) return failWith(error.failure);
  return null;
}

/** The answer to a call that threw `error` (logged as describeFault says); a repository's refusal is answered, not logged. */
export function faultAnswer(error: unknown, path: string): Response {
  const refused = repositoryRefusal(error);
  if (refused) return refused;
  const id = requestId();
  const unavailable = error instanceof DatabaseUnavailable;
  const { code, msg } = unavailable ? UNAVAILABLE : INTERNAL;
  if (unavailable) console.warn(`商户后台：${path} 数据库不可用（${error.reason}）[${id}]`);
  else console.error(`商户后台：${path} 出错 [${id}] ${describeFault(error)}`);
  return json({ code, msg, data: null }, { status: code, headers: { "X-Request-Id": id } });
}
