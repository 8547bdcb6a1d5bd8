import { readdir, readFile, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

/**
 * The console's text files compressed once at build time, beside each file as `.br` and `.gz`,
 * which the API server sends as the browser accepts them (src/server/static-files.ts; decision
 * 0076): brotli at its best quality costs seconds once here instead of on every answer. Written
 * with node:zlib rather than a plugin: it is a few lines, and vite-plugin-compression2 (the
 * maintained one) declares no Vite range and brings a tar writer this does not need. Only the
 * builds for an API server (VITE_API_BASE_URL set) are compressed: the in-browser demo's static
 * hosts (vite preview, the tests' servers) compress as they serve, and `npm run size` measures it.
 */

const TEXT = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
/** Below this, an encoded answer saves less than its headers cost. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries
      // Vite's own folder (.vite/manifest.json) is the build's, not the browser's
      .filter((e) => !e.name.startsWith("."))
      .map((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : Promise.resolve([join(dir, e.name)]))),
  );
  return nested.flat();
}

/** Writes `<file>.br` and `<file>.gz` for each text file of `dir` worth it; answers how many files it compressed. */
export async function precompressDir(dir: string): Promise<number> {
  const files = (await filesUnder(dir)).filter((f) => TEXT.test(f));
  let count = 0;
  // zlib's async calls run on libuv's thread pool: the files are compressed side by side
  await Promise.all(
    files.map(async (file) => {
      const bytes = await readFile(file);
      if (bytes.length < MIN_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        }),
        gzipped(bytes, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      // a copy no smaller than the file is not kept: the server then sends the file itself
      if (br.length < bytes.length) await writeFile(`${file}.br`, br);
      if (gz.length < bytes.length) await writeFile(`${file}.gz`, gz);
      count++;
    }),
  );
  return count;
}

export function precompress(): Plugin {
  let outDir = "";
  let wanted = false;
  let log: (message: string) => void = () => undefined;
  return {
    name: "precompress",
    apply: "build",
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
      wanted = Boolean(config.env.VITE_API_BASE_URL) && !config.build.ssr;
      log = (message) => config.logger.info(message);
    },
    closeBundle: {
      // after every other plugin has written its files
      order: "post",
      async handler() {
        if (!wanted) return;
        const started = Date.now();
        const count = await precompressDir(outDir);
        log(`precompressed ${count} files (br, gzip) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      },
    },
  };
}
