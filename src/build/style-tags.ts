/**
 * Stands in for rc-util's `Dom/dynamicCSS` where @ant-design/cssinjs imports it, in the build
 * (vite.config.ts keptStyleTags, decision 0132). antd writes each component's styles into a
 * <style> tag through `updateCSS`, called again by every instance of the component as it mounts
 * (cssinjs's insertion effect): each call listed the page's <style> tags, read each one's key, and
 * read the found tag's whole text back (`innerHTML`) to compare it with the CSS, hundreds of tags
 * into the session. In a walk of every route that was 7 % of chromium's main thread, more than
 * React's rendering. Here a tag this module wrote for a key, still in the page, with the same CSS
 * and nonce, is handed back as it is: what rc-util would have found and left unchanged. Anything
 * else goes to rc-util: a new key, new CSS, a tag someone removed.
 */
import { clearContainerCache, injectCSS, removeCSS as removeTag, updateCSS as writeTag } from "rc-util/es/Dom/dynamicCSS";

type Options = NonNullable<Parameters<typeof writeTag>[2]>;

interface Written {
  tag: HTMLElement;
  css: string;
  attachTo: Options["attachTo"];
  nonce: string | undefined;
}

/** The tags written here, by mark and key (rc-util finds a tag by its mark attribute's value). */
const written = new Map<string, Written>();
const keyOf = (key: string, option: Options = {}) => `${option.mark ?? ""}\n${key}`;

export function updateCSS(css: string, key: string, option: Options = {}): HTMLElement {
  const id = keyOf(key, option);
  const known = written.get(id);
  if (known && known.tag.isConnected && known.css === css && known.attachTo === option.attachTo && known.nonce === option.csp?.nonce) return known.tag;
  const tag = writeTag(css, key, option);
  written.set(id, { tag, css, attachTo: option.attachTo, nonce: option.csp?.nonce });
  return tag;
}

export function removeCSS(key: string, option: Options = {}): void {
  written.delete(keyOf(key, option));
  removeTag(key, option);
}

export { clearContainerCache, injectCSS };
