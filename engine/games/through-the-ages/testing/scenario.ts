/**
 * Positions for Through the Ages tests: a real setup, then edited as plain JSON (the state is plain data), with
 * helpers to hand the action phase to a seat, put cards in hands and on the row, and set tokens. Play them with
 * the kit's helpers (kit/testing).
 */
import type { Seat } from "../../../core/types.ts";
import type { TtaState } from "../base/state.ts";
import { throughTheAges } from "../index.ts";

export function start(players = 2, seed = "scenario", options: Record<string, unknown> = {}): TtaState {
  return throughTheAges.setup({ players, seed, options: throughTheAges.optionsSchema.parse(options) });
}

/** A copy of `s` changed by `fn`. */
export function edit(s: TtaState, fn: (s: TtaState) => void): TtaState {
  const c = structuredClone(s);
  fn(c);
  return c;
}

/**
 * Makes it `seat`'s action phase in round 2, Age I, all actions unspent (politics already passed unless
 * `politics`); the end of its turn follows.
 */
export function actionsOf(s: TtaState, seat: Seat, opts: { politics?: boolean; round?: number } = {}) {
  s.first = 0;
  s.current = seat;
  s.round = opts.round ?? 2;
  if (s.era === "A") s.era = "I";
  for (const p of s.players) {
    p.civilSpent = 0;
    p.militarySpent = 0;
  }
  s.stack = [{ kind: "game", seat: null }, { kind: "end-turn", seat: null, player: seat }, { kind: "actions", seat }];
  if (opts.politics) s.stack.push({ kind: "politics", seat });
}

/** Puts the card ids in the row, from space 1; the rest empty. */
export function setRow(s: TtaState, cards: (string | null)[]) {
  s.row = Array.from({ length: 13 }, (_, i) => cards[i] ?? null);
}

/** Sets the seat's food or resources as blue tokens on its Age A farm or mine (taken from its blue bank). */
export function setGoods(s: TtaState, seat: Seat, good: "food" | "resources", n: number) {
  const p = s.players[seat];
  const type = good === "food" ? "agriculture" : "bronze";
  for (const t of p.techs) if (t.blue && (good === "food" ? ["agriculture", "irrigation", "selective-breeding", "mechanized-agriculture"] : ["bronze", "iron", "coal", "oil"]).includes(t.card)) {
    p.blueBank += t.blue;
    t.blue = 0;
  }
  const t = p.techs.find((x) => x.card === type)!;
  t.blue = n;
  p.blueBank -= n;
}

/** Puts a technology in play with `workers` on it (taken from the yellow bank, not the worker pool). */
export function giveTech(s: TtaState, seat: Seat, card: string, workers = 0) {
  const p = s.players[seat];
  const t = p.techs.find((x) => x.card === card);
  if (t) t.workers += workers;
  else p.techs.push({ card, workers, blue: 0 });
  p.yellowBank -= workers;
}
