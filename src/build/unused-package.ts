/**
 * Stands in, in the build, for packages a barrel imports but the console never uses
 * (vite.config.ts aliases them here; decision 0013, issue 12):
 * - react-markdown, remark-gfm: @refinedev/antd's MarkdownField (~40 KiB gzip);
 * - papaparse: @refinedev/core's useImport / useExport (CSV export is the server's /system/export).
 * The bundler keeps them on every signed-in screen because it cannot prove them free of side
 * effects. Anything that does use one fails loudly instead of doing nothing.
 */
function unusedPackage(): never {
  throw new Error("This package is not in the build: vite.config.ts aliases it away (src/build/unused-package.ts)");
}

export default new Proxy(unusedPackage, {
  // papaparse is used as an object (Papa.unparse): any property is the same loud failure
  get: (target, key) => (key in target ? Reflect.get(target, key) : unusedPackage),
});
