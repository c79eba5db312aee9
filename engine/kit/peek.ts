/**
 * Reading the state without the draft's overhead. Moves run on a mutative draft: every object read through
 * the draft becomes a proxy (and a shallow copy of its parent) that must be finalized after the move, so a
 * query that only looks, e.g. at every city or unit, costs far more on the draft than on plain data.
 *
 * `peek(x)` returns what `x` holds right now without creating any proxy: for a draft, mutative's working
 * copy (or the original object while nothing in it changed); anything else as it is. It is shallow:
 * values inside may still be drafts (reading them is correct, only slower), so peek each level you walk,
 * e.g. `peek(peek(s).cities)`.
 *
 * NEVER mutate, keep or return (as part of a result) what `peek` gives: it may be the frozen previous
 * state or mutative's internal copy. Mutate through the draft itself.
 */
import { create } from "mutative";

/** mutative's draft state (kept behind this registered symbol). */
const DRAFT_STATE = Symbol.for("__MUTATIVE_PROXY_DRAFT__");

interface DraftState {
  original: unknown;
  copy: unknown;
  operated: boolean;
}

function draftState(x: unknown): DraftState | undefined {
  return (x as { [DRAFT_STATE]?: DraftState } | null | undefined)?.[DRAFT_STATE];
}

/** mutative's own copy of a draft that changed in this move (written directly, it needs no proxy), else null. */
function ownCopy(st: DraftState | undefined): Record<PropertyKey, unknown> | null {
  return st && st.operated && st.copy ? (st.copy as Record<PropertyKey, unknown>) : null;
}

export function peek<T>(x: T): T {
  const st = draftState(x);
  return st ? ((st.operated ? st.copy : st.original) as T) : x;
}

/**
 * `parent[key]` exactly, but cheaper on a draft: a primitive or an already drafted child is taken from
 * mutative's copy without going through the proxy; only a child not drafted yet is drafted the usual way.
 * Use it where the result may be mutated (else `peek`).
 */
export function child<T extends object, K extends keyof T>(parent: T, key: K): T[K] {
  const v = peek(parent)[key];
  if (v === null || typeof v !== "object" || isDraftObject(v) || !isDraftObject(parent)) return v;
  return parent[key];
}

/**
 * A plain snapshot of `x` for queries that walk much of it (e.g. all units): like mutative's `current`,
 * but it copies only the drafts that changed (a shallow copy each) and shares everything else, where
 * `current` also copies every object created during the move. Read-only, like `peek`; take it again
 * after changing the draft.
 */
export function snapshot<T>(x: T): T {
  const st = draftState(x);
  if (!st) return x;
  if (!st.operated) return st.original as T;
  const src = st.copy as Record<string, unknown>;
  let out: Record<string, unknown> | null = null;
  if (Array.isArray(src)) {
    for (let i = 0; i < src.length; i++) {
      const v = src[i];
      if (typeof v === "object" && isDraftObject(v)) (out ??= src.slice() as unknown as Record<string, unknown>)[i] = snapshot(v);
    }
  } else {
    for (const k in src) {
      const v = src[k];
      if (typeof v === "object" && isDraftObject(v)) (out ??= { ...src })[k] = snapshot(v);
    }
  }
  return (out ?? src) as T;
}

/** True when `x` is a mutative draft. */
export function isDraftObject(x: unknown): boolean {
  return !!draftState(x);
}

/**
 * `draft[key] = value` for a primitive or a value built in this move from plain data only (no draft inside
 * it): mutative would otherwise walk a new object when the move ends, looking for drafts to finalize, and
 * each assignment through the draft costs a trip through its proxy. Reading `draft[key]` afterwards gives
 * the value itself (new objects are never drafted), as with a plain assignment. NEVER pass a value holding
 * a draft: it would end up in the next state as a dead proxy.
 */
export function assignFresh<T extends object, K extends keyof T>(draft: T, key: K, value: T[K]): void {
  const st = draftState(draft);
  // Until the draft holds its own copy, a plain assignment of null makes mutative copy it and mark it changed.
  if (st && !ownCopy(st)) (draft as Record<K, unknown>)[key] = null;
  const copy = ownCopy(st);
  if (copy) copy[key as PropertyKey] = value;
  else draft[key] = value;
}

/**
 * Appends `value` (built in this move from plain data only, as for `assignFresh`) to the draft array
 * `list` directly, when the draft already holds its own copy; returns false (and does nothing) otherwise.
 */
export function appendFresh<T>(list: T[], value: T): boolean {
  const copy = ownCopy(draftState(list)) as unknown as T[] | null;
  if (!copy) return false;
  copy.push(value);
  return true;
}

// These helpers rely on mutative's internals: check once that they still work as assumed.
const fresh = { g: [1] };
const assigned = create({ a: { b: 1 }, n: null as { g: number[] } | null, l: [[0], [1]] as number[][] }, (d) => {
  d.a.b = 2;
  assignFresh(d, "n", fresh);
  if (d.n !== fresh) throw new Error("peek.ts: mutative internals changed; update assignFresh()");
  d.l.length = 1;
  if (!appendFresh(d.l, fresh.g) || d.l[1] !== fresh.g) throw new Error("peek.ts: mutative internals changed; update appendFresh()");
});
if (assigned.n !== fresh || assigned.a.b !== 2 || assigned.l.length !== 2 || assigned.l[1] !== fresh.g) throw new Error("peek.ts: mutative internals changed; update assignFresh()");
const replaced = create({ a: { b: 1 }, k: 1 }, (d) => {
  assignFresh(d, "k", 2); // the first change: through the proxy
  d.a.b = 3; // a drafted child, then replaced directly in the copy
  assignFresh(d, "a", fresh.g as unknown as { b: number });
});
if (replaced.k !== 2 || (replaced.a as unknown) !== fresh.g) throw new Error("peek.ts: mutative internals changed; update assignFresh()");
create({ a: { b: 1 }, c: { d: 1 }, e: [{ f: 1 }, { f: 2 }] }, (d) => {
  const untouched = peek(d.c);
  d.a.b = 2;
  const changed = peek(d.a);
  d.e[1].f = 3;
  const snap = snapshot(d);
  const ok = untouched?.d === 1 && changed?.b === 2 && !isDraftObject(changed) && isDraftObject(d.a) && peek(5) === 5 &&
    child(d, "a") === d.a && child(d.a, "b") === 2 && JSON.stringify(snap) === '{"a":{"b":2},"c":{"d":1},"e":[{"f":1},{"f":3}]}' &&
    !isDraftObject(snap) && !isDraftObject(snap.a) && !isDraftObject(snap.e) && !isDraftObject(snap.e[1]) && snapshot(d.c) === untouched;
  if (!ok) throw new Error("peek.ts: mutative internals changed; update peek()/snapshot()");
});

/**
 * The plain previous state while nothing has changed yet in the move (e.g. when a move handler starts),
 * else `s` itself: queries that read much of the state run far faster on it.
 */
export function unchanged<T>(s: T): T {
  const st = draftState(s);
  return st && !st.operated ? (st.original as T) : s;
}
