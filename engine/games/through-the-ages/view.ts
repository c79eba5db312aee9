/**
 * What a seat (or a spectator) sees: everything but the random generator, the order and contents of the decks
 * (their sizes only), other seats' civil and military hands (their sizes only), the events in the event decks
 * (their ages only: a card's back shows its age) and the military discards (face down). A pending choice among a
 * seat's own hidden cards (or, for Kidnapping, the target's cards the attacker sees) shows its options only to that
 * seat.
 */
import type { Seat } from "../../core/types.ts";
import type { Frame } from "../../kit/flow.ts";
import { ageOf } from "./base/cards.ts";
import type { Player, TtaState } from "./base/state.ts";
import type { Age } from "./data/index.ts";

export type SeenPlayer = Omit<Player, "hand" | "military"> & {
  /** The seat's own cards; null for another seat's. */
  hand: string[] | null;
  military: string[] | null;
  handCount: number;
  militaryCount: number;
};

export type TtaView = Omit<TtaState, "rng" | "forcedShuffles" | "players" | "civilDecks" | "militaryDecks" | "currentEvents" | "futureEvents" | "militaryDiscard" | "stack"> & {
  players: SeenPlayer[];
  stack: Frame[];
  civilDecks: Record<Age, number>;
  militaryDecks: Record<Age, number>;
  /** Ages of the event decks' cards, top first. */
  currentEvents: Age[];
  futureEvents: Age[];
  militaryDiscard: number;
};

/** Choices whose options are the asked seat's hidden cards. */
const SECRET_CHOICES = new Set(["defend", "discard-military", "colonize-send", "kidnap", "strength-discard"]);

function seenPlayer(p: Player, viewer: Seat | null): SeenPlayer {
  const own = p.seat === viewer;
  const seen = { ...p, hand: own ? p.hand : null, military: own ? p.military : null, handCount: p.hand.length, militaryCount: p.military.length };
  // Marks of the turn starting "secret:" name hidden cards (Kidnapping's).
  const marks = p.powers.usedThisTurn;
  if (!own && marks.some((m) => m.startsWith("secret:"))) seen.powers = { ...p.powers, usedThisTurn: marks.filter((m) => !m.startsWith("secret:")) };
  return seen;
}

function seenFrame(f: Frame, viewer: Seat | null): Frame {
  const choice = (f as { choice?: string }).choice;
  if (!choice || !SECRET_CHOICES.has(choice) || f.seat === viewer) return f;
  return { ...f, options: [] };
}

const counts = (decks: Record<Age, string[]>) => Object.fromEntries(Object.entries(decks).map(([a, d]) => [a, d.length])) as Record<Age, number>;

export function view(s: TtaState, seat: Seat | null): TtaView {
  const { rng: _rng, forcedShuffles: _f, players, civilDecks, militaryDecks, currentEvents, futureEvents, militaryDiscard, stack, ...rest } = s;
  return {
    ...rest,
    players: players.map((p) => seenPlayer(p, seat)),
    stack: stack.map((f) => seenFrame(f, seat)),
    civilDecks: counts(civilDecks),
    militaryDecks: counts(militaryDecks),
    currentEvents: currentEvents.map(ageOf),
    futureEvents: futureEvents.map(ageOf),
    militaryDiscard: militaryDiscard.length,
  };
}
