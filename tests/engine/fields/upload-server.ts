/** msw server of the image upload endpoint, shared by the image / images / richtext tests. */
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll } from "vitest";

export interface UploadCall {
  filename: string;
  content: string;
}

/** Answers `{ url: https://img.example/<filename> }` (the first file: x.png) and records the calls. */
export function startUploadServer(): { calls: UploadCall[] } {
  const calls: UploadCall[] = [];
  const server = setupServer(
    http.post("*/merchant/system/v1/upload/image", async ({ request }) => {
      const body = (await request.json()) as UploadCall;
      calls.push(body);
      const url = calls.length === 1 ? "https://img.example/x.png" : `https://img.example/${body.filename}`;
      return HttpResponse.json({ code: 200, msg: "ok", data: { url } });
    }),
  );
  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  afterEach(() => {
    server.resetHandlers();
    calls.length = 0;
  });
  afterAll(() => server.close());
  return { calls };
}

export const pngFile = (name = "cover.png", bytes = 64) =>
  new File([new Uint8Array(bytes)], name, { type: "image/png" });
