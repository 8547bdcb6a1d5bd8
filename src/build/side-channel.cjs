"use strict";
/**
 * Stands in for the `side-channel` package in the build (vite.config.ts, decision 0128): qs,
 * which @refinedev/core parses and writes URLs with, keeps its cycle marks in one. The package
 * reaches for every JavaScript intrinsic it might need in an old engine (get-intrinsic,
 * object-inspect for its error text, call-bind…: 61 kB raw, 9 KiB gzip on every signed-in
 * page); a Map does what qs asks of it. The same API: get, set, has, delete, assert.
 * CommonJS because qs requires it and calls what it gets.
 */
module.exports = function getSideChannel() {
  const data = new Map();
  return {
    assert(key) {
      if (!data.has(key)) throw new TypeError("Side channel does not contain the given key");
    },
    delete: (key) => data.delete(key),
    get: (key) => data.get(key),
    has: (key) => data.has(key),
    set(key, value) {
      data.set(key, value);
    },
  };
};
