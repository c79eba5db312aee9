/**
 * The static import graph of our TypeScript sources, for guards on what the browser bundle loads: the client may
 * use engine modules only when loading them registers nothing (moves, frames, hooks, rule lists...).
 */
import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";

/** `import`/`export ... from` of a relative module: keyword, `type ` (erased), the clause, the path. */
const STATIC = /^(import|export)\s+(type\s+)?(?:((?:[\w$]+\s*,?\s*)?(?:\{[^}]*\}|\*(?:\s+as\s+[\w$]+)?)?)\s*from\s+)?"(\.[^"]+)"/gm;
const DYNAMIC = /\bimport\(\s*"(\.[^"]+)"\s*\)/g;
/** Top-level lines that open a declaration or a comment rather than code that runs for its effect. */
const DECLARATION = /^(?:(?:import|export|const|let|var|function|async|class|type|interface|enum|declare)\b|\/[/*])/;

interface Module { src: string; imports: string[]; bindings: string[] }
const cache = new Map<string, Module>();

function parse(file: string): Module {
  let m = cache.get(file);
  if (m) return m;
  const src = readFileSync(file, "utf8");
  const imports: string[] = [];
  const bindings: string[] = [];
  for (const [, keyword, typeOnly, clause = "", path] of src.matchAll(STATIC)) {
    if (typeOnly) continue;
    imports.push(resolve(dirname(file), path));
    if (keyword === "import") bindings.push(...valueNames(clause)); // `export ... from` binds no local names
  }
  for (const [, path] of src.matchAll(DYNAMIC)) imports.push(resolve(dirname(file), path));
  m = { src, imports, bindings };
  cache.set(file, m);
  return m;
}

/** Local names a clause like `def, { a, b as c, type T }` or `* as ns` binds to values. */
function valueNames(clause: string): string[] {
  const names: string[] = [];
  const [head, braces] = clause.split("{");
  for (const part of head.split(",")) {
    const name = part.trim().split(/\s+/).pop();
    if (name && name !== "*") names.push(name);
  }
  for (const spec of (braces ?? "").replace("}", "").split(",")) {
    const words = spec.trim().split(/\s+/).filter(Boolean);
    if (words.length && words[0] !== "type") names.push(words[words.length - 1]);
  }
  return names;
}

/**
 * The first line of a statement by which loading `file` registers something, or null: a top-level statement that is
 * not a declaration (so it runs for its effect; loops and conditionals included) and calls or assigns into something
 * imported from our sources, e.g. `defineMove<M>(...)`, `onHook(...)`, `battleRules.push(...)`, `for (...) defineMove(...)`.
 */
export function registration(file: string): string | null {
  const { src, bindings } = parse(file);
  if (!bindings.length) return null;
  const names = bindings.map((b) => b.replace(/\$/g, "\\$")).join("|");
  const effect = new RegExp(`(?<![\\w$.])(?:${names})(?:\\s*\\.\\s*[\\w$]+|\\[[^\\]]*\\])*\\s*(?:(?:<.*?>)?\\s*\\(|=(?![=>]))`);
  // A top-level statement starts at column 0; indented lines and closing brackets continue it.
  for (const statement of src.split(/\n(?=[^\s})\]])/)) {
    if (DECLARATION.test(statement)) continue;
    if (effect.test(statement)) return statement.split("\n")[0].trim();
  }
  return null;
}

/** Every module `entries` load, each mapped to the import chain that first reaches it (entry first). */
export function importClosure(entries: readonly string[]): Map<string, string[]> {
  const chains = new Map<string, string[]>();
  const queue = entries.map((e) => [e]);
  for (const e of entries) chains.set(e, [e]);
  while (queue.length) {
    const chain = queue.shift()!;
    for (const next of parse(chain[chain.length - 1]).imports) {
      if (chains.has(next)) continue;
      chains.set(next, [...chain, next]);
      queue.push([...chain, next]);
    }
  }
  return chains;
}
