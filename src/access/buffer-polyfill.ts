// casbin reads the Node global `Buffer`; browsers have none. Imported before casbin.
// In the build, vite.config.ts swaps `buffer` here for a text-only stand-in (all casbin's
// Config asks once csv-parse is swapped too: src/build/text-buffer.ts, decision 0013).
import { Buffer } from "buffer";

const g = globalThis as { Buffer?: unknown };
g.Buffer ??= Buffer;
