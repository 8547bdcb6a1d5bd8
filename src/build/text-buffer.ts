/**
 * Stands in for the `buffer` package in the build (vite.config.ts, decision 0013), for casbin
 * and for src/access/buffer-polyfill.ts: once csv-parse is swapped out of casbin
 * (casbin-csv.ts), all casbin asks of a Buffer is its Config's `Buffer.from(modelText)
 * .toString()`. The package is 7 KiB gzip. ipMatch, which builds real buffers, fails loudly
 * (`new Buffer(n)` is not a constructor) if a model ever uses it.
 */
export const Buffer = {
  from: (text: string) => ({ toString: () => String(text) }),
  isBuffer: (): boolean => false,
};
