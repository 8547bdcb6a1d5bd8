import { createRequire } from "node:module";

/**
 * jsdom's HTMLCollection.namedItem, answered from an index rebuilt once per change of the
 * collection's root (decision 0041).
 *
 * jsdom's collections are proxies: reading any property that is not an index, `length` included,
 * first asks namedItem(P), which walks the whole collection. rc-util (antd's style injection)
 * copies `document.head.children` with Array.from on every style it inserts: each element read
 * reads `length`, so one copy walks the head's hundreds of <style> elements once per element, and
 * a profile of the heaviest tests put a tenth of their time there. The index gives the same
 * element: the first, in tree order, whose id is the key or, for an HTML element, whose name is.
 * jsdom bumps the root's version on any change below it, attributes included, so the index is
 * rebuilt whenever an id or name could have changed (tests/env/named-item-index.test.ts).
 */

// jsdom's own modules (the ones the test environment runs)
const fromJsdom = createRequire(createRequire(import.meta.url).resolve("jsdom"));
const { HTML_NS } = fromJsdom("./jsdom/living/helpers/namespaces.js") as { HTML_NS: string };

interface ElementImpl {
  _namespaceURI: string;
  _version: number;
  getAttributeNS(ns: null, name: string): string | null;
}
interface CollectionImpl {
  _list: ElementImpl[];
  _element: ElementImpl;
  _update(): void;
  namedItem(key: string): ElementImpl | null;
}
type CollectionClass = { prototype: CollectionImpl; jsdomNamedItem?: CollectionImpl["namedItem"] };

const CollectionImpl = (fromJsdom("./jsdom/living/nodes/HTMLCollection-impl.js") as { implementation: CollectionClass }).implementation;

const indexes = new WeakMap<CollectionImpl, { version: number; byName: Map<string, ElementImpl> }>();

function indexOf(collection: CollectionImpl): Map<string, ElementImpl> {
  collection._update();
  const version = collection._element._version;
  const known = indexes.get(collection);
  if (known?.version === version) return known.byName;
  const byName = new Map<string, ElementImpl>();
  for (const element of collection._list) {
    const id = element.getAttributeNS(null, "id");
    if (id && !byName.has(id)) byName.set(id, element);
    if (element._namespaceURI === HTML_NS) {
      const name = element.getAttributeNS(null, "name");
      if (name && !byName.has(name)) byName.set(name, element);
    }
  }
  indexes.set(collection, { version, byName });
  return byName;
}

/** Installs the index into jsdom's HTMLCollection (once; every window of the process shares it). */
export function installNamedItemIndex(): void {
  if (CollectionImpl.jsdomNamedItem) return;
  CollectionImpl.jsdomNamedItem = CollectionImpl.prototype.namedItem;
  CollectionImpl.prototype.namedItem = function namedItem(this: CollectionImpl, key: string) {
    return key === "" ? null : (indexOf(this).get(key) ?? null);
  };
}

/** jsdom's own namedItem on `collection` (for the test that compares the two). */
export function jsdomNamedItem(collection: CollectionImpl, key: string): ElementImpl | null {
  return (CollectionImpl.jsdomNamedItem ?? CollectionImpl.prototype.namedItem).call(collection, key);
}
