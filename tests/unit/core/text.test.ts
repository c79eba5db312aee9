/** Texts of a catalog (engine/core/text.ts): rendered English is kept per key and params, and never confused. */
import { describe, expect, it } from "vitest";
import { textMaker } from "../../../engine/core/text.ts";

describe("textMaker", () => {
  const text = textMaker<"count" | "kind" | "pair">(
    { count: "{n, plural, one {# card} other {# cards}}", kind: "{v}", pair: "{a} then {b}" },
    { v: (x) => (typeof x === "number" ? "a number" : "a word") },
  );

  it("renders each key and params as asked, again and again", () => {
    const seen = [1, 2, 1, 2].map((n) => text("count", { n }).en);
    expect(seen).toEqual(["1 card", "2 cards", "1 card", "2 cards"]);
    expect([text("pair", { a: "x", b: "y" }).en, text("pair", { a: "y", b: "x" }).en, text("pair", { a: "x", b: "y" }).en]).toEqual(["x then y", "y then x", "x then y"]);
  });

  it("tells a number from a word with the same digits", () => {
    expect([text("kind", { v: 1 }).en, text("kind", { v: "1" }).en, text("kind", { v: 1 }).en]).toEqual(["a number", "a word", "a number"]);
  });

  it("serializes as plain data", () => {
    expect(JSON.parse(JSON.stringify(text("count", { n: 3 })))).toEqual({ key: "count", en: "3 cards", params: { n: 3 } });
  });
});
