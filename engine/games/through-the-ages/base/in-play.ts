/** What a seat has in play that card powers read: its leader's and completed wonders' effects, its best buildings. */
import type { Seat } from "../../../core/types.ts";
import type { Effect } from "../data/index.ts";
import { card, cardOf, level, tech } from "./cards.ts";
import { derivation, perKey } from "../../../kit/derived.ts";
import { peek } from "../../../kit/peek.ts";
import { workingWonders, type Player, type TtaState } from "./state.ts";

/** The effects of the seat's leader and completed wonders (shared: never change them). */
export function powers(s: TtaState, seat: Seat): readonly Effect[] {
  return powersOf(peek(s).players[seat]);
}

const NO_POWERS: readonly Effect[] = Object.freeze([]);

/**
 * Without a completed wonder they are the leader's own (made once per leader): a player whose move changed it (a
 * working copy, whose derived values are made anew after every write) needs nothing gathered or kept.
 */
function powersOf(player: Player): readonly Effect[] {
  const p = peek(player);
  if (!p.wonders.length) return p.leader ? leaderPowers(p.leader) : NO_POWERS;
  return withWonders(p);
}

const leaderPowers = perKey((id): readonly Effect[] => [...cardOf(id, "leader").effects]);

/** Kept per player object: they read only its leader and wonders, and the rules ask for them many times a state. */
const withWonders = derivation((p: Player): readonly Effect[] => {
  const out: Effect[] = [];
  if (p.leader) out.push(...cardOf(p.leader, "leader").effects);
  for (const w of workingWonders(p)) out.push(...cardOf(w, "wonder").effects);
  return Object.freeze(out);
});

/** Workers on the seat's buildings of a type (lab, temple, infantry…). */
export function workersOn(s: TtaState, seat: Seat, type: string): number {
  return s.players[seat].techs.reduce((n, t) => n + (tech(t.card).type === type ? t.workers : 0), 0);
}

/** The highest level among the seat's buildings of a type that have a worker; -1 when none. */
export function bestLevel(s: TtaState, seat: Seat, type: string): number {
  let best = -1;
  for (const t of s.players[seat].techs) if (t.workers > 0 && tech(t.card).type === type) best = Math.max(best, level(t.card));
  return best;
}

/** The seat's building of a type with a worker and the highest level, or null. */
export function bestOf(s: TtaState, seat: Seat, type: string): string | null {
  let best: string | null = null;
  for (const t of s.players[seat].techs) if (t.workers > 0 && tech(t.card).type === type && (best === null || level(t.card) > level(best))) best = t.card;
  return best;
}

/** The seat's leader's effect of this kind, or null (read on plain data: most seats' leaders have none of a kind). */
export function leaderEffect<K extends Effect["kind"]>(s: TtaState, seat: Seat, kind: K): Extract<Effect, { kind: K }> | null {
  const id = peek(s).players[seat].leader;
  if (!id) return null;
  return (cardOf(id, "leader").effects.find((e) => e.kind === kind) as Extract<Effect, { kind: K }> | undefined) ?? null;
}

/** The effects of the seat's leader and completed wonders, each with a key naming it (card and place on the card). */
export function keyedPowers(s: TtaState, seat: Seat): readonly KeyedPower[] {
  const p = s.players[seat];
  const wonders = workingWonders(p);
  if (!wonders.length) return p.leader ? keyedOf(p.leader) : [];
  const out = p.leader ? [...keyedOf(p.leader)] : [];
  for (const w of wonders) out.push(...keyedOf(w));
  return out;
}

export type KeyedPower = { key: string; effect: Effect };

/** A leader's or wonder's effects, keyed (made once per card). */
export const keyedOf = perKey((id): readonly KeyedPower[] => {
  const c = cardOf(id, card(id).kind === "leader" ? "leader" : "wonder");
  return c.effects.map((effect, i) => Object.freeze({ key: `${id}#${i}`, effect }));
});

/** The effect the seat's leader triggers on an event of its turn (an "on" effect whose `then` is of this kind), or null. */
export function leaderTriggered<K extends Effect["kind"]>(s: TtaState, seat: Seat, kind: K): Extract<Effect, { kind: K }> | null {
  const id = s.players[seat].leader;
  if (!id) return null;
  for (const e of cardOf(id, "leader").effects) if (e.kind === "on" && e.then.kind === kind) return e.then as Extract<Effect, { kind: K }>;
  return null;
}

/** The farm and mine a power's extra tokens go to (Machu Picchu's, the balanced Railroad's; seed L436-438). */
export function extraTokenCards(s: TtaState, seat: Seat, e: Extract<Effect, { kind: "best-mine-extra-token" }>): string[] {
  const mine = e.mines === "best" ? bestOf(s, seat, "mine") : bestAgeAorI(s, seat, "mine");
  const farm = e.farms === "none" ? null : bestAgeAorI(s, seat, "farm");
  return [mine, farm].filter((x): x is string => x !== null);
}

function bestAgeAorI(s: TtaState, seat: Seat, type: "mine" | "farm"): string | null {
  let best: string | null = null;
  for (const x of s.players[seat].techs) {
    if (x.workers > 0 && tech(x.card).type === type && level(x.card) <= 1 && (best === null || level(x.card) > level(best))) best = x.card;
  }
  return best;
}
