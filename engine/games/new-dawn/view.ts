/**
 * What a seat (or a spectator) sees: everything but the order of the wonder decks below their face-up cards
 * (L196-201), the random generator and forced dice. Held diplomacy cards and each player's remaining diplomacy
 * deck are public ("For the engine" 12: a caravan's owner chooses among a rival's cards, L408).
 */
import type { Seat } from "../../core/types.ts";
import type { WonderId, WonderType } from "./data/index.ts";
import type { NdState } from "./base/state.ts";

export type NdView = Omit<NdState, "rng" | "forcedDice" | "wonderDecks"> & {
  /** Per type: the face-up wonder and how many cards lie below it. */
  wonderDecks: Record<WonderType, { faceUp: WonderId | null; below: number }>;
};

export function view(s: NdState, _seat: Seat | null): NdView {
  const { rng: _rng, forcedDice: _forced, wonderDecks, ...rest } = s;
  const decks = Object.fromEntries(Object.entries(wonderDecks).map(([t, d]) => [t, { faceUp: d[0] ?? null, below: Math.max(0, d.length - 1) }])) as NdView["wonderDecks"];
  return { ...rest, wonderDecks: decks };
}
