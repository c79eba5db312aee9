#!/usr/bin/env node
// Regroups engine/games/clash-of-cultures/ into area folders (see PLAN.md) and rewrites every relative module
// path that points at a moved file. Run from a repository root: `node move.mjs`.
//
// 1. `git mv` every file of MOVES whose old path still exists (a file already at its new path is skipped), so a
//    second run moves nothing.
// 2. In every .ts file under engine/, client/, tests/, rooms/, server/ it rewrites the relative specifiers of
//    `import ... from`, `import type ... from`, `export ... from`, bare `import "..."`, dynamic `import("...")`,
//    `vi.mock/doMock/unmock/importActual/importMock("...")` and `require("...")`. The rewrite is computed from
//    the path mapping only, never from today's text: a specifier is resolved from where its file stood when the
//    specifier was written (the file's old path if this run moved it), the target is mapped old -> new, and the
//    path is re-derived from the file's new place. Specifiers that already resolve to an existing file in the
//    new tree are left alone, so running again changes nothing.
// 3. In test files that mention the game folder, a string literal equal to a moved file's game-relative path
//    (e.g. `resolve(engine, "civs.ts")`, `file === "combat.ts"`) is rewritten to the new game-relative path.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, posix, relative, resolve, sep } from "node:path";

const GAME = "engine/games/clash-of-cultures";

/** Old path -> new path, relative to GAME. */
const MOVES = {
  // base/: state, the flow machinery and the low-level helpers every area uses (nothing above is imported).
  "state.ts": "base/state.ts",
  "options.ts": "base/options.ts",
  "flow.ts": "base/flow.ts",
  "moves.ts": "base/schemas.ts",
  "catalog.ts": "base/catalog.ts",
  "hex.ts": "base/hex.ts",
  "board.ts": "base/board.ts",
  "queries.ts": "base/queries.ts",
  "units.ts": "base/units.ts",
  "resources.ts": "base/resources.ts",
  "decks.ts": "base/decks.ts",
  "dice.ts": "base/dice.ts",
  "mood.ts": "base/mood.ts",
  "actions/activate.ts": "base/activation.ts",
  "event-effects-core.ts": "base/event-core.ts",
  // rules/: pure rule questions shared with the browser client (no registration); pirate-zone is one of them.
  "pirate-zone.ts": "rules/pirate-zone.ts",
  // turn/: ages, rounds, turns, the status phase and the end of the game.
  "turn.ts": "turn/turn.ts",
  "status-phase.ts": "turn/status-phase.ts",
  "scoring.ts": "turn/scoring.ts",
  // wonders/
  "wonders.ts": "wonders/wonders.ts",
  // combat/
  "combat.ts": "combat/battle.ts",
  "combat-core.ts": "combat/core.ts",
  "combat-tactics.ts": "combat/tactics.ts",
  "capture.ts": "combat/capture.ts",
  // actions/: the action types plus what only the Move action needs.
  "movement-map.ts": "actions/movement-map.ts",
  "exploration.ts": "actions/exploration.ts",
  "truces.ts": "actions/truces.ts",
  // barbarians/: barbarians and pirates.
  "barbarians.ts": "barbarians/barbarians.ts",
  "pirates.ts": "barbarians/pirates.ts",
  // advances/: effects of base-game advances no action owns, and the change of government.
  "advance-effects.ts": "advances/effects.ts",
  "government.ts": "advances/government.ts",
  // trade/: trading between players, and Trade Routes with Markets.
  "trade.ts": "trade/trade.ts",
  "market.ts": "trade/market.ts",
  // cards/: action cards and objective cards.
  "cards.ts": "cards/action-cards.ts",
  "card-effects.ts": "cards/effects.ts",
  "card-effects-board.ts": "cards/board-effects.ts",
  "objectives.ts": "cards/objectives.ts",
  "objective-checks.ts": "cards/objective-checks.ts",
  // events/: event cards and great persons.
  "events.ts": "events/events.ts",
  "event-effects.ts": "events/effects.ts",
  "event-effects-expansion.ts": "events/expansion-effects.ts",
  "event-effects-great-persons.ts": "events/great-persons.ts",
  // civilizations/: civilizations, their advances and leaders.
  "civs.ts": "civilizations/civs.ts",
  "civ-advances.ts": "civilizations/civ-advances.ts",
  "leaders.ts": "civilizations/leaders.ts",
  // Stay at the game root (imported by no subfolder): index.ts, setup.ts, view.ts, bots.ts, variants.ts.
};

const root = process.cwd();
if (!existsSync(join(root, GAME))) throw new Error(`run from the repository root (no ${GAME} here)`);
const abs = (p) => resolve(root, GAME, p);
/** Absolute old path -> absolute new path, and back. */
const forward = new Map(Object.entries(MOVES).map(([o, n]) => [abs(o), abs(n)]));
const backward = new Map([...forward].map(([o, n]) => [n, o]));
if (backward.size !== forward.size) throw new Error("two files move to one path");

// ---- 1. Moves ----------------------------------------------------------------------------------------------
const movedNow = new Set();
for (const [from, to] of forward) {
  if (existsSync(to) && !existsSync(from)) continue; // done before
  if (!existsSync(from)) { console.warn(`skip: neither ${rel(from)} nor ${rel(to)} exists`); continue; }
  if (existsSync(to)) throw new Error(`both ${rel(from)} and ${rel(to)} exist`);
  mkdirSync(dirname(to), { recursive: true });
  execFileSync("git", ["mv", rel(from), rel(to)], { cwd: root, stdio: "inherit" });
  movedNow.add(to);
}

// ---- 2. Specifiers -------------------------------------------------------------------------------------------
const SPEC = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bvi\s*\.\s*(?:mock|doMock|unmock|doUnmock|importActual|importMock)\s*(?:<[^>]*>)?\s*\(\s*|\brequire\s*\(\s*)(["'])(\.{1,2}\/[^"'\n]*)\2/g;

const isFile = (p) => existsSync(p) && statSync(p).isFile();
/** The file a specifier names (with or without its .ts extension), or the bare path. */
function target(fromDir, spec) {
  const t = resolve(fromDir, spec);
  return !t.endsWith(".ts") && (isFile(t + ".ts") || forward.has(t + ".ts") || backward.has(t + ".ts")) ? { path: t + ".ts", ext: false } : { path: t, ext: true };
}
function specFor(fromFile, to, ext) {
  let s = relative(dirname(fromFile), ext ? to : to.replace(/\.ts$/, "")).split(sep).join(posix.sep);
  return s.startsWith(".") ? s : `./${s}`;
}

/** The new specifier for `spec` in the file now at `file`, or null to keep it. */
function rewrite(file, spec) {
  const here = target(dirname(file), spec);
  const wasAt = movedNow.has(file) ? backward.get(file) : null;
  if (!wasAt && isFile(here.path)) return null; // already right
  // Where the file stood when the specifier was written: its old place if it moved in this run; for a file that
  // moved in an earlier run and still holds an old-form specifier (contents merged from elsewhere), also its old place.
  const candidates = wasAt ? [wasAt] : [file, ...(backward.has(file) ? [backward.get(file)] : [])];
  for (const at of candidates) {
    const meant = target(dirname(at), spec);
    const now = forward.get(meant.path) ?? meant.path;
    if (isFile(now)) {
      const out = specFor(file, now, meant.ext);
      return out === spec ? null : out;
    }
  }
  console.warn(`unresolved: ${rel(file)}: "${spec}"`);
  return null;
}

/** Old game-relative path -> new one, for string literals naming engine files in tests. */
const LITERALS = new Map(Object.entries(MOVES));

function walk(dir, out = []) {
  if (!existsSync(dir)) return out;
  for (const n of readdirSync(dir)) {
    if (n === "node_modules" || n === "dist" || n.startsWith(".")) continue;
    const p = join(dir, n);
    if (statSync(p).isDirectory()) walk(p, out);
    else if (p.endsWith(".ts")) out.push(p);
  }
  return out;
}

let changedFiles = 0, changedSpecs = 0;
for (const top of ["engine", "client", "tests", "rooms", "server"]) {
  for (const file of walk(join(root, top))) {
    const at = file;
    const src = readFileSync(file, "utf8");
    let n = 0;
    let out = src.replace(SPEC, (m, head, q, spec) => {
      const next = rewrite(at, spec);
      if (next === null) return m;
      n++;
      return `${head}${q}${next}${q}`;
    });
    if (rel(file).startsWith("tests/") && out.includes("clash-of-cultures")) {
      out = out.replace(/(["'])([\w-]+(?:\/[\w-]+)*\.ts)\1/g, (m, q, p, offset) => {
        const before = out.slice(Math.max(0, offset - 40), offset);
        if (/(?:\bfrom|\bimport)\s*\(?\s*$/.test(before)) return m;
        const next = LITERALS.get(p);
        if (!next) return m;
        n++;
        return `${q}${next}${q}`;
      });
    }
    if (n) {
      changedFiles++;
      changedSpecs += n;
      writeFileSync(file, out);
    }
  }
}
console.log(`${movedNow.size} file(s) moved, ${changedSpecs} path(s) rewritten in ${changedFiles} file(s)`);

function rel(p) {
  return relative(root, p).split(sep).join(posix.sep);
}
