/**
 * What a seat (or a spectator) may see: other players' hands only as counts, deck order hidden, the
 * tiles of unexplored regions hidden, no RNG, and frame secrets (`private[seat]`) only for their owner.
 */
import type { Seat } from "../../core/types.ts";
import { derivation, latestDerivation } from "../../kit/derived.ts";
import { mapKeepingSame } from "../../kit/view-parts.ts";
import { GREAT_PERSONS } from "./data/index.ts";
import { eventCardDef } from "./base/catalog.ts";
import type { CocState, Frame, PlayerState } from "./base/state.ts";

export interface PlayerView extends Omit<PlayerState, "actionCards" | "objectiveCards" | "wonderCards" | "greatPersons"> {
  actionCards: string[] | number;
  /** Great persons in hand (events/events.ts): hidden like action cards. */
  greatPersons?: string[] | number;
  /** [EXP] The public great persons (kept face up: Great Architect, Great Diplomat) among another player's. */
  publicGreatPersons?: string[];
  objectiveCards: string[] | number;
  wonderCards: string[] | number;
}

export interface CocView extends Omit<CocState, "players" | "regions" | "decks" | "rng" | "forcedDice" | "stack"> {
  players: PlayerView[];
  regions: (Omit<CocState["regions"][number], "tile"> & { tile: string | null })[];
  decks: Record<keyof CocState["decks"], number>;
  stack: Frame[];
  /** The seat this view was made for (null: spectator). */
  viewer: Seat | null;
}

// Each part of a view is made once per state object it shows (derivation), so consecutive views share every part
// a move left alone and the room's diff of them (core/view-patch.ts) skips it without a look inside.

/** A player as the other seats and spectators see it. */
const hiddenPlayer = derivation((p: PlayerState): PlayerView => ({
  ...p, actionCards: p.actionCards.length, objectiveCards: p.objectiveCards.length, wonderCards: p.wonderCards.length,
  ...(p.greatPersons ? { greatPersons: p.greatPersons.length } : {}),
  ...(p.greatPersons?.some(isPublicPerson) ? { publicGreatPersons: p.greatPersons.filter(isPublicPerson) } : {}),
}));

/** A region unexplored shows no tile. */
const seenRegion = derivation((r: CocState["regions"][number]): CocView["regions"][number] => (r.explored ? r : { ...r, tile: null }));

const seenRegions = derivation((regions: CocState["regions"]): CocView["regions"] => regions.map(seenRegion));

const deckSizes = derivation((d: CocState["decks"]): CocView["decks"] => ({
  action: d.action.length, objective: d.objective.length, event: d.event.length, wonder: d.wonder.length,
}));

function isPublicPerson(card: string): boolean {
  const id = eventCardDef(card).greatPerson;
  return !!id && GREAT_PERSONS.some((g) => g.id === id && g.public);
}

/** [EXP] Great Seer: only the seer knows which objective card waits for whom (empty card: hidden). */
function eventsView(e: CocState["events"], viewer: Seat | null): CocState["events"] {
  if (!e?.seer?.length) return e;
  return { ...e, seer: e.seer.map((x) => (x.seer === viewer ? x : { ...x, card: "" })) };
}

function frameView(f: Frame, viewer: Seat | null): Frame {
  if (!("private" in f)) return f;
  const { private: secrets, ...rest } = f as Frame & { private: Record<number, unknown> };
  return viewer !== null && secrets && viewer in secrets ? { ...rest, private: { [viewer]: secrets[viewer] } } : rest as Frame;
}

/** What every audience sees alike of a state, made once for the views a room asks of it one after another. */
const commonPart = latestDerivation((s: CocState) => ({
  hiddenPlayers: s.players.map(hiddenPlayer), regions: seenRegions(s.regions), decks: deckSizes(s.decks),
}));

/**
 * Every field of the state but the RNG and forced dice, written out (an object of one fixed shape: spreading the
 * state costs a view several times more); tests/unit/clash-of-cultures/invariants.test.ts fails on a state field
 * a view lacks.
 */
export function view(s: CocState, viewer: Seat | null): CocView {
  const common = commonPart(s);
  return {
    options: s.options, hexes: s.hexes, units: s.units, nextUnitId: s.nextUnitId, cities: s.cities, discards: s.discards,
    age: s.age, round: s.round, firstPlayer: s.firstPlayer, turnInRound: s.turnInRound, turn: s.turn, finished: s.finished,
    cards: s.cards, events: s.events && eventsView(s.events, viewer), endsAfterRound: s.endsAfterRound,
    viewer,
    players: viewer === null ? common.hiddenPlayers : common.hiddenPlayers.map((p, i) => (p.seat === viewer ? s.players[i] : p)),
    regions: common.regions,
    decks: common.decks,
    stack: mapKeepingSame(s.stack, (f) => frameView(f, viewer)),
  };
}
