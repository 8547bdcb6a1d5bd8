import { createRequire } from "node:module";
import { candidateKeys, elementKeys } from "./selector-keys";

/**
 * jsdom's getComputedStyle, made fast for antd's stylesheets (decision 0037).
 *
 * jsdom matches every rule of every stylesheet against the element on each call it has not
 * cached, and it drops its cache on any change to the document. antd injects ~2,400 rules, so
 * one uncached call cost ~9 ms, and such calls (role queries' visibility checks, user-event's
 * pointer-events check, antd's and rc's measuring) were a third of the screen tests' time.
 *
 * Here the same cascade is worked out from the rules that can match: each rule is filed under a
 * class or tag its selector's last compound requires (a rule with no such requirement is tried
 * for every element), and each candidate is matched with jsdom's own matcher, in the sheets'
 * order. The result is put into jsdom's own cache for the element and its ancestors, and jsdom's
 * getComputedStyle then does the rest (inheritance, colours) as before: what a test sees is
 * what jsdom would have said (tests/env/computed-style-index.test.tsx compares the two).
 */

// jsdom's own modules (the ones the test environment runs), for its matcher, cache and defaults
const fromJsdom = createRequire(createRequire(import.meta.url).resolve("jsdom"));
const idlUtils = fromJsdom("./jsdom/living/generated/utils.js") as { implForWrapper(wrapper: unknown): Impl };
const { matchesDontThrow } = fromJsdom("./jsdom/living/helpers/selectors.js") as { matchesDontThrow(el: Impl, selector: string): boolean };
const defaultStyleSheet = fromJsdom("./jsdom/browser/default-stylesheet.js") as string;
const cssom = fromJsdom("rrweb-cssom") as { parse(css: string): Sheet };
const { CSSStyleDeclaration } = fromJsdom("cssstyle") as { CSSStyleDeclaration: new () => Declaration };

type Impl = Record<string, unknown>;
interface Declaration {
  readonly length: number;
  [index: number]: string;
  getPropertyValue(p: string): string;
  getPropertyPriority(p: string): string;
  setProperty(p: string, v: string, priority?: string): void;
  removeProperty(p: string): void;
}
interface Rule { selectorText?: string; style: Declaration; media?: ArrayLike<string>; cssRules?: Rule[] }
interface Sheet { cssRules: Rule[] }

/** A sheet's rules as jsdom walks them (a screen @media rule's inner rules in its place), filed by key. */
interface SheetIndex { top: Rule[]; flat: Rule[]; byKey: Map<string, number[]>; always: number[] }

const indexes = new WeakMap<Sheet, SheetIndex>();
let defaultSheet: Sheet | undefined;

function indexOf(sheet: Sheet): SheetIndex {
  const known = indexes.get(sheet);
  const rules = sheet.cssRules;
  if (known && known.top.length === rules.length && known.top.every((r, i) => r === rules[i])) return known;
  const index: SheetIndex = { top: [...rules], flat: [], byKey: new Map(), always: [] };
  const file = (rule: Rule) => {
    const at = index.flat.push(rule) - 1;
    const keys = candidateKeys(rule.selectorText ?? "");
    if (!keys) return void index.always.push(at);
    for (const key of keys) {
      const filed = index.byKey.get(key);
      if (filed) filed.push(at);
      else index.byKey.set(key, [at]);
    }
  };
  for (const rule of rules) {
    if (rule.media) {
      if (Array.prototype.indexOf.call(rule.media, "screen") !== -1) rule.cssRules?.forEach(file);
    } else file(rule);
  }
  indexes.set(sheet, index);
  return index;
}

/** The rules of `sheet` that may match an element with these keys, in the sheet's order. */
function candidates(sheet: Sheet, keys: string[]): Rule[] {
  const index = indexOf(sheet);
  const at = new Set(index.always);
  for (const key of keys) for (const i of index.byKey.get(key) ?? []) at.add(i);
  return [...at].sort((a, b) => a - b).map((i) => index.flat[i] as Rule);
}

/** jsdom's getDeclarationForElement (style-rules.js), over the candidate rules only. */
function declarationOf(element: Element, impl: Impl): Declaration {
  const declaration = new CSSStyleDeclaration();
  const take = (style: Declaration) => {
    for (let i = 0; i < style.length; i++) {
      const property = style[i] as string;
      const value = style.getPropertyValue(property);
      if (value === "unset") declaration.removeProperty(property);
      else declaration.setProperty(property, value, style.getPropertyPriority(property));
    }
  };
  const keys = elementKeys(element);
  defaultSheet ??= cssom.parse(defaultStyleSheet);
  const sheets = [defaultSheet, ...((impl._ownerDocument as { styleSheets: { _list: Sheet[] } }).styleSheets._list)];
  for (const sheet of sheets) {
    for (const rule of candidates(sheet, keys)) if (matchesDontThrow(impl, rule.selectorText ?? "")) take(rule.style);
  }
  take((impl as { style: Declaration }).style);
  return declaration;
}

/** Fills jsdom's style cache for `element` and its ancestors (what inherited values read). */
function prime(element: Element): void {
  const documentImpl = idlUtils.implForWrapper(element.ownerDocument) as { _styleCache: WeakMap<Impl, Declaration> | null };
  const cache = (documentImpl._styleCache ??= new WeakMap());
  for (let el: Element | null = element; el; el = el.parentElement) {
    const impl = idlUtils.implForWrapper(el);
    if (!cache.has(impl)) cache.set(impl, declarationOf(el, impl));
  }
}

const jsdomOwn = new WeakMap<Window, Window["getComputedStyle"]>();

/** Replaces `win.getComputedStyle` with the indexed one (once per window). */
export function installIndexedComputedStyle(win: Window & typeof globalThis): void {
  if (jsdomOwn.has(win)) return;
  const jsdomComputedStyle = win.getComputedStyle.bind(win);
  jsdomOwn.set(win, jsdomComputedStyle);
  win.getComputedStyle = (element: Element, pseudoElement?: string | null) => {
    if (element instanceof win.Element && element.ownerDocument === win.document) prime(element);
    return jsdomComputedStyle(element, pseudoElement);
  };
}

const { getDeclarationForElement } = fromJsdom("./jsdom/living/helpers/style-rules.js") as { getDeclarationForElement(el: Impl): Declaration };

/**
 * The elements whose cascade (the matched rules' declarations and the inline style: all the
 * index replaces) differs from jsdom's own, worked out with nothing cached.
 */
export function cascadeDifferences(elements: Element[]): Element[] {
  return elements.filter((element) => {
    const impl = idlUtils.implForWrapper(element);
    (idlUtils.implForWrapper(element.ownerDocument) as { _styleCache: unknown })._styleCache = null;
    return (getDeclarationForElement(impl) as unknown as CSSStyleDeclaration).cssText !== (declarationOf(element, impl) as unknown as CSSStyleDeclaration).cssText;
  });
}
