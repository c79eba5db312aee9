/**
 * Positions for New Dawn tests: a real setup, then edited as plain JSON (the state is plain data), with helpers
 * to hand the turn to a seat and to find spaces on the map. Play them with the kit's helpers (kit/testing).
 */
import type { Seat } from "../../../core/types.ts";
import type { CityStateId, FocusCardId, LeaderId, PlayerDiplomacyId, WonderId } from "../data/index.ts";
import { neighbors, spaceAt } from "../base/map.ts";
import { freshTurn, type NdState, type Space, type SpaceId } from "../base/state.ts";
import { newDawn } from "../index.ts";

export function start(players = 2, seed = "scenario", options: Record<string, unknown> = {}): NdState {
  return newDawn.setup({ players, seed, options: newDawn.optionsSchema.parse(options) });
}

/** A copy of `s` changed by `fn`. */
export function edit(s: NdState, fn: (s: NdState) => void): NdState {
  const c = structuredClone(s);
  fn(c);
  return c;
}

/** Makes it `seat`'s turn to choose a card (the first player's first turn, so no event comes before it). */
export function turnOf(s: NdState, seat: Seat) {
  s.first = seat;
  s.current = seat;
  s.turn = freshTurn(seat);
  s.stack = [{ kind: "game", seat: null, eventsDone: false }, { kind: "turn", seat, played: null }];
}

/** Puts `cards` in the seat's row, slot 1 first, keeping nothing on them. */
export function setRow(s: NdState, seat: Seat, cards: FocusCardId[]) {
  s.players[seat].row = cards.map((card) => ({ card, trade: 0, cityStates: [] }));
}

/** Removes every barbarian, resource, natural-wonder and city-state token (a bare map but for capitals). */
export function bareMap(s: NdState) {
  s.barbarians = {};
  for (const sp of Object.values(s.spaces)) {
    sp.resource = null;
    sp.naturalWonder = null;
    sp.cityState = null;
  }
}

export function capital(s: NdState, seat: Seat): SpaceId {
  return Object.values(s.spaces).find((sp) => sp.city?.owner === seat && sp.city.capital)!.id;
}

export function spaceWhere(s: NdState, pred: (sp: Space) => boolean): SpaceId {
  const found = Object.values(s.spaces).filter(pred).sort((a, b) => a.id.localeCompare(b.id))[0];
  if (!found) throw new Error("no such space in this scenario");
  return found.id;
}

export const around = (s: NdState, id: SpaceId): SpaceId[] => [...neighbors(s, id)];

/** Gives the seat a leader (its ability applies; the row stays as it is). */
export function setLeader(s: NdState, seat: Seat, leader: LeaderId) {
  s.players[seat].leader = leader;
}

/** Puts a world wonder's token under the seat's capital: the seat controls it (L681). */
export function giveWonder(s: NdState, seat: Seat, wonder: WonderId, at: SpaceId = capital(s, seat)) {
  for (const type of Object.keys(s.wonderDecks) as (keyof NdState["wonderDecks"])[]) s.wonderDecks[type] = s.wonderDecks[type].filter((w) => w !== wonder);
  spaceAt(s, at).wonder = wonder;
}

/** The seat holds a diplomacy card: a city-state's, or `giver`'s player card. */
export function giveDiplomacy(s: NdState, seat: Seat, card: CityStateId | { giver: Seat; card: PlayerDiplomacyId }) {
  if (typeof card === "string") {
    s.players[seat].diplomacy.push({ from: "city-state", cityState: card });
    return;
  }
  s.players[card.giver].diplomacyDeck = s.players[card.giver].diplomacyDeck.filter((c) => c !== card.card);
  s.players[seat].diplomacy.push({ from: "player", giver: card.giver, card: card.card });
}
