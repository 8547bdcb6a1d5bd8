// casbin reads the Node global `Buffer`; browsers have none. Imported before casbin.
import { Buffer } from "buffer";

const g = globalThis as { Buffer?: unknown };
g.Buffer ??= Buffer;
