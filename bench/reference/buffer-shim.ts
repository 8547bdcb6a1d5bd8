// casbin reads Buffer, which browsers lack (as in the console: src/buffer-shim or its like)
import { Buffer } from "buffer";

globalThis.Buffer ??= Buffer;
