/**
 * The engine's folders say how it is built, so their imports must point one way: the kit and the core
 * never reach into a game, and inside a game the area folders (turn, actions, combat, events …) never import
 * each other in a circle — a circle hides which area a rule belongs to (docs/architecture.md).
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const ENGINE = resolve(import.meta.dirname, "../../../engine");

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    if (statSync(p).isDirectory()) return n === "testing" ? [] : sources(p);
    return p.endsWith(".ts") ? [p] : [];
  });
}

/** Relative imports that load code (type-only imports are erased and tie nothing together at run time). */
function valueImports(file: string): string[] {
  const src = readFileSync(file, "utf8");
  const out: string[] = [];
  for (const m of src.matchAll(/^\s*(?:import|export)\s+(?!type\b)(?:[^;]*?\sfrom\s+)?["'](\.{1,2}\/[^"']+)["']/gms)) {
    out.push(resolve(dirname(file), m[1]));
  }
  return out;
}

/** Groups of more than one folder under `root` that import each other in a circle (Tarjan's algorithm). */
function folderCircles(root: string): string[][] {
  const folderOf = (f: string) => relative(root, dirname(f)) || ".";
  const edges = new Map<string, Set<string>>();
  for (const f of sources(root)) {
    const from = folderOf(f);
    for (const target of valueImports(f)) {
      if (!target.startsWith(root + "/")) continue;
      const to = folderOf(target);
      if (to === from) continue;
      if (!edges.has(from)) edges.set(from, new Set());
      edges.get(from)!.add(to);
    }
  }
  const index = new Map<string, number>(), low = new Map<string, number>(), onStack = new Set<string>();
  const stack: string[] = [], groups: string[][] = [];
  let next = 0;
  const visit = (v: string) => {
    index.set(v, next); low.set(v, next); next++; stack.push(v); onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) { visit(w); low.set(v, Math.min(low.get(v)!, low.get(w)!)); }
      else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do { w = stack.pop()!; onStack.delete(w); group.push(w); } while (w !== v);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const v of edges.keys()) if (!index.has(v)) visit(v);
  return groups;
}

const games = readdirSync(join(ENGINE, "games")).filter((n) => statSync(join(ENGINE, "games", n)).isDirectory());

describe("engine structure", () => {
  it.each(games)("%s: no import circle between its folders", (game) => {
    expect(folderCircles(join(ENGINE, "games", game))).toEqual([]);
  });

  it("the check finds a circle between folders, and ignores type-only imports", () => {
    const dir = mkdtempSync(join(tmpdir(), "epochs-structure-"));
    try {
      mkdirSync(join(dir, "a"));
      mkdirSync(join(dir, "b"));
      writeFileSync(join(dir, "a/x.ts"), 'import { y } from "../b/y.ts";\nexport const x = y;\n');
      writeFileSync(join(dir, "b/y.ts"), 'import type { X } from "../a/x.ts";\nexport const y = 1;\n');
      expect(folderCircles(dir)).toEqual([]);
      writeFileSync(join(dir, "b/z.ts"), 'export { x } from "../a/x.ts";\n');
      expect(folderCircles(dir)).toEqual([["a", "b"]]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("the core and the kit never import a game, and the core never imports the kit", () => {
    const reaches = (dir: string, into: string) =>
      sources(join(ENGINE, dir)).flatMap((f) => valueImports(f).filter((t) => t.startsWith(join(ENGINE, into) + "/")).map((t) => `${relative(ENGINE, f)} -> ${relative(ENGINE, t)}`));
    expect(reaches("core", "games")).toEqual([]);
    expect(reaches("core", "kit")).toEqual([]);
    expect(reaches("kit", "games")).toEqual([]);
  });

  it("games reach the kit's drafts only through peek.ts, the part of them rules may use", () => {
    const draft = join(ENGINE, "kit/draft.ts");
    const direct = sources(join(ENGINE, "games")).filter((f) => valueImports(f).includes(draft)).map((f) => relative(ENGINE, f));
    expect(direct).toEqual([]);
  });
});
