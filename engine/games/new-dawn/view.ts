/**
 * What a seat (or a spectator) sees: everything but the order of the wonder decks below their face-up cards
 * (L196-201), the random generator, forced dice, and other seats' diplomacy hands (E12): another seat's held
 * player cards show only their giver (the giver itself sees which of its cards it is), its remaining deck only
 * how many cards are left, and a pending choice among a rival's cards (L408, Potala Palace, Geneva) only its
 * seat. City-state cards come from the open piles beside the map (L165) and stay public.
 */
import type { Seat } from "../../core/types.ts";
import { derivation, latestDerivation } from "../../kit/derived.ts";
import { mapKeepingSame } from "../../kit/view-parts.ts";
import type { PlayerDiplomacyId, WonderId, WonderType } from "./data/index.ts";
import type { DiplomacyHolding, Frame, NdState, Player, Space, SpaceId } from "./base/state.ts";
import { spaceRecord } from "./base/spaces.ts";

/** A held player card another seat sees: the giver, not the card. */
export type SeenHolding = DiplomacyHolding | { from: "player"; giver: Seat; card: null };

export type SeenPlayer = Omit<Player, "diplomacy" | "diplomacyDeck"> & {
  diplomacy: SeenHolding[];
  /** The seat's own remaining cards; null for another seat's. */
  diplomacyDeck: PlayerDiplomacyId[] | null;
  diplomacyDeckCount: number;
};

export type NdView = Omit<NdState, "rng" | "forcedDice" | "wonderDecks" | "players" | "spaces"> & {
  /** The spaces by id (the state keeps them in a list: state.ts), in the map's order. */
  spaces: Record<SpaceId, Space>;
  players: SeenPlayer[];
  /** Per type: the face-up wonder and how many cards lie below it. */
  wonderDecks: Record<WonderType, { faceUp: WonderId | null; below: number }>;
};

/** Choices whose options are another player's diplomacy cards. */
const SECRET_CHOICES = new Set(["rival-diplomacy", "potala-take", "geneva-return", "geneva-take"]);

function seenPlayer(p: Player, viewer: Seat | null): SeenPlayer {
  const own = p.seat === viewer;
  return {
    ...p,
    diplomacy: own ? p.diplomacy : p.diplomacy.map((d) => (d.from === "player" && d.giver !== viewer ? { from: "player", giver: d.giver, card: null } : d)),
    diplomacyDeck: own ? p.diplomacyDeck : null,
    diplomacyDeckCount: p.diplomacyDeck.length,
  };
}

// Each part of a view is made once per state object it shows (and viewer), so consecutive views share every part a
// move left alone and the room's diff of them (core/view-patch.ts) skips it without a look inside.
const seenPlayers = derivation((_p: Player): SeenPlayer[] => []);
/** Indexed by viewer + 1 (0: the spectators). */
const seenPlayerOnce = (p: Player, viewer: Seat | null): SeenPlayer => (seenPlayers(p)[viewer === null ? 0 : viewer + 1] ??= seenPlayer(p, viewer));

const deckView = derivation((wonderDecks: NdState["wonderDecks"]): NdView["wonderDecks"] =>
  Object.fromEntries(Object.entries(wonderDecks).map(([t, d]) => [t, { faceUp: d[0] ?? null, below: Math.max(0, d.length - 1) }])) as NdView["wonderDecks"]);

function seenFrame(f: Frame, viewer: Seat | null): Frame {
  const choice = (f as { choice?: string }).choice;
  if (!choice || !SECRET_CHOICES.has(choice) || f.seat === viewer) return f;
  return { ...f, options: [], data: {} };
}

/** What every audience sees alike of a state, made once for the views a room asks of it one after another. */
const commonPart = latestDerivation((s: NdState) => ({ spaces: spaceRecord(s.spaces), wonderDecks: deckView(s.wonderDecks) }));

/**
 * Every field of the state but the generator and forced dice, written out: an object of one fixed shape costs a view
 * less than spreading the state (tests/unit/kit/games-contract.test.ts fails on a state field a view lacks).
 */
export function view(s: NdState, seat: Seat | null): NdView {
  const common = commonPart(s);
  return {
    players: s.players.map((p) => seenPlayerOnce(p, seat)), spaces: common.spaces, first: s.first, current: s.current,
    turnsStarted: s.turnsStarted, turn: s.turn, eventDial: s.eventDial, barbarians: s.barbarians,
    barbarianDirections: s.barbarianDirections, defeatedBarbarians: s.defeatedBarbarians, wonderDecks: common.wonderDecks,
    victoryCards: s.victoryCards, cityStateCards: s.cityStateCards, winners: s.winners, mapBuild: s.mapBuild,
    stack: mapKeepingSame(s.stack, (f) => seenFrame(f, seat)), finished: s.finished,
  };
}
