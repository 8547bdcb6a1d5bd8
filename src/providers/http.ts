import { config } from "../config";
import { toastError } from "./notify";
import { getToken } from "./token";

/** The provider API's envelope (domain.md: API conventions). */
export interface Envelope<T = unknown> {
  code: number;
  msg?: string;
  data: T;
}

/** A rejected call: `code` is the business code, or the HTTP status for transport errors. */
export class ApiError extends Error {
  constructor(message: string, readonly code: number, readonly kind: "business" | "http" | "network") {
    super(message);
    this.name = "ApiError";
  }
}

type UnauthorizedHandler = () => void;
let onUnauthorized: UnauthorizedHandler = () => undefined;
/** The session registers what an HTTP 401 does (log out); kept apart to avoid an import cycle. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

export function urlFor(path: string): string {
  const base = config.apiBaseUrl || globalThis.location?.origin || "http://localhost";
  return `${base}${path}`;
}

/**
 * POSTs JSON to the provider API and returns `data` (spec section 8 error catalogue):
 * code !== 200 → toast msg (or 'Error') for 5 s and reject; HTTP 401 → log out;
 * other HTTP or network errors → toast '网络错误' for 5 s and reject.
 */
export async function request<T = unknown>(path: string, body: object = {}): Promise<T> {
  const headers: Record<string, string> = {
    "Content-Type": "application/json",
    Application: path === config.collectionQueryPath ? config.collectionApplication : config.application,
  };
  const token = getToken();
  if (token) headers.Authorization = token;

  let response: Response;
  try {
    response = await fetch(urlFor(path), {
      method: "POST",
      headers,
      body: JSON.stringify(body),
      signal: config.requestTimeout > 0 ? AbortSignal.timeout(config.requestTimeout) : undefined,
    });
  } catch {
    toastError("网络错误");
    throw new ApiError("网络错误", 0, "network");
  }
  if (response.status === 401) {
    onUnauthorized();
    throw new ApiError("登录已失效", 401, "http");
  }
  if (!response.ok) {
    toastError("网络错误");
    throw new ApiError("网络错误", response.status, "http");
  }
  const envelope = (await response.json().catch(() => null)) as Envelope<T> | null;
  if (!envelope || envelope.code !== 200) {
    const text = envelope?.msg || "Error";
    toastError(text);
    throw new ApiError(text, envelope?.code ?? 0, "business");
  }
  return envelope.data;
}
