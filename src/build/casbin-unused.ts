/**
 * Stands in for `minimatch` inside casbin in the build (vite.config.ts, decision 0013): only
 * the globMatch matcher function uses it, this model does not, and it is 6 KiB gzip on every
 * signed-in screen. A model that starts using globMatch fails loudly instead of answering wrong.
 */
export function minimatch(): never {
  throw new Error("casbin's globMatch (minimatch) is not in this build: see src/build/casbin-unused.ts");
}
