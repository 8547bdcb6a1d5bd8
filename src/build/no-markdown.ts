/**
 * Stands in for react-markdown and remark-gfm in the build (vite.config.ts aliases them here).
 * @refinedev/antd's barrel imports them for its MarkdownField, which the console never shows;
 * they cost about 40 KiB gzip on every signed-in screen (issue 12). Anything that does render
 * a MarkdownField fails loudly instead of showing nothing.
 */
export default function noMarkdown(): never {
  throw new Error("MarkdownField is not in this build: vite.config.ts aliases react-markdown and remark-gfm away");
}
