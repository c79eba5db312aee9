/**
 * A state as one seat may believe it to be: its view (view.ts) with what the view hides filled in by the seat's
 * own guesses. The heuristic bot looks ahead on such a state, never on the real one, so its lookahead cannot
 * peek at what the seat does not see: the random generator (dice, draws) is the bot's own, the wonder cards
 * below each face-up card are a shuffle of those not seen anywhere, and a rival's own diplomacy cards (held by
 * others or still in its deck) a shuffle of the rival's cards not seen anywhere.
 */
import type { Rng } from "../../core/rng.ts";
import { seedRng } from "../../core/rng.ts";
import type { Seat } from "../../core/types.ts";
import { PLAYER_DIPLOMACY, WONDERS, type PlayerDiplomacyId, type WonderId, type WonderType } from "./data/index.ts";
import type { DiplomacyHolding, NdState, Player } from "./base/state.ts";
import type { NdView } from "./view.ts";

const ALL_CARDS: PlayerDiplomacyId[] = PLAYER_DIPLOMACY.map((c) => c.id);

export function guessState(v: NdView, seat: Seat, rng: Rng): NdState {
  // A rival's cards the seat sees (held face up by someone): the rest of its four are shuffled over the unseen places.
  const unseen = v.players.map((p) => {
    if (p.seat === seat) return [];
    const seen = v.players.flatMap((q) => q.diplomacy.flatMap((d) => (d.from === "player" && d.giver === p.seat && d.card ? [d.card] : [])));
    return rng.shuffle(ALL_CARDS.filter((c) => !seen.includes(c)));
  });
  const players: Player[] = v.players.map(({ diplomacyDeckCount, diplomacyDeck, ...p }) => ({
    ...p,
    diplomacy: p.diplomacy.map((d): DiplomacyHolding => (d.from === "player" && d.card === null ? { from: "player", giver: d.giver, card: unseen[d.giver].pop() ?? ALL_CARDS[0] } : d as DiplomacyHolding)),
    diplomacyDeck: diplomacyDeck ?? unseen[p.seat].splice(0, diplomacyDeckCount),
  }));
  const onMap = new Set(Object.values(v.spaces).flatMap((sp) => (sp.wonder ? [sp.wonder] : [])));
  const wonderDecks = Object.fromEntries(Object.entries(v.wonderDecks).map(([type, d]) => {
    const pool = rng.shuffle(WONDERS.filter((w) => w.type === type && w.id !== d.faceUp && !onMap.has(w.id)).map((w) => w.id));
    return [type, d.faceUp === null ? [] : [d.faceUp, ...pool.slice(0, d.below)]];
  })) as Record<WonderType, WonderId[]>;
  return { ...v, spaces: Object.values(v.spaces), players, wonderDecks, rng: seedRng(String(rng.int(0x7fffffff))) };
}
