import { describe, expect, it } from "vitest";

/** tests/env/head-query.ts, as tests/setup.ts installs it. */
describe("document.querySelector with the head query installed", () => {
  it("finds the document's <head> as jsdom's selector does, and answers other selectors as before", () => {
    const style = document.createElement("style");
    document.head.append(style);
    expect(document.querySelector("head")).toBe(document.head);
    expect(document.querySelector("head")).toBe(document.querySelectorAll("head")[0]);
    expect(document.querySelector("head > style:last-child")).toBe(style);
    expect(document.querySelector("body")).toBe(document.body);
    style.remove();
  });

  it("leaves a document without a <head> to jsdom", () => {
    const other = document.implementation.createHTMLDocument("");
    other.head.remove();
    expect(other.querySelector("head")).toBeNull();
    const inBody = other.createElement("head");
    other.body.append(inBody);
    expect(other.head).toBeNull();
    expect(other.querySelector("head")).toBe(inBody);
  });
});
