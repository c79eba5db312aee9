/**
 * Setting up (ПРИГОТУВАННЯ ДО ГРИ, L129-209) on the first game's map (L109-127): leaders and colours, focus rows,
 * map and its tokens, city-state cards, the barbarian direction token and the first player, wonder decks, victory
 * cards. The custom-map procedure (L685-761) is not implemented yet.
 */
import { Rng, seedRng } from "../../../core/rng.ts";
import type { SetupContext } from "../../../core/types.ts";
import {
  LEADERS, PLAYER_COLORS, PLAYER_DIPLOMACY, VICTORY_CARDS, VICTORY_CARDS_IN_PLAY, WONDER_REMOVALS_BY_PLAYERS, WONDER_TYPES, WONDERS,
  type CityStateId, type Era, type WonderId, type WonderType,
} from "../data/index.ts";
import type { NdOptions } from "../base/options.ts";
import type { NdState, Player } from "../base/state.ts";
import { assemble } from "./assemble.ts";
import { firstGameCapitals, firstGameTiles } from "./first-game-map.ts";

/** Control tokens (L83) and non-capital cities (L87) per player. */
export const CONTROL_TOKENS = 31;
export const CITIES = 7;
const ERA_ORDER: readonly Era[] = ["ancient", "medieval", "modern"];

/** One deck per wonder type: ancient on top, then medieval, then modern, each era shuffled (L196-201). */
function wonderDecks(rng: Rng, players: number): Record<WonderType, WonderId[]> {
  const removals = WONDER_REMOVALS_BY_PLAYERS[players];
  const decks = {} as Record<WonderType, WonderId[]>;
  for (const type of WONDER_TYPES) {
    decks[type.id] = ERA_ORDER.flatMap((era) => {
      // Random cards leave unseen (L193-194), then the era is shuffled.
      const cards = rng.shuffle(WONDERS.filter((w) => w.type === type.id && w.era === era).map((w) => w.id));
      return cards.slice(removals[era]);
    });
  }
  return decks;
}

export function setup({ players, options, seed }: SetupContext<NdOptions>): NdState {
  const rng = new Rng(seedRng(seed));
  const leaders = rng.shuffle(LEADERS).slice(0, players);
  const { spaces, tileOf } = assemble(firstGameTiles(players));
  const capitalTiles = firstGameCapitals(players);
  const ps: Player[] = leaders.map((leader, seat) => ({
    seat,
    color: PLAYER_COLORS[seat].id,
    leader: leader.id,
    row: leader.startingRow.map((card) => ({ card, trade: 0, cityStates: [] })),
    dial: 0,
    reachedDialEnd: false,
    tokensLeft: CONTROL_TOKENS,
    citiesLeft: CITIES,
    resources: { marble: 0, mercury: 0, oil: 0, diamonds: 0 },
    naturalWonders: [],
    // One caravan on the starting economy card (L155).
    caravans: [null],
    diplomacy: [],
    diplomacyDeck: PLAYER_DIPLOMACY.map((c) => c.id),
    capitalsTaken: 0,
    objectives: [],
    tradeStore: 0,
    naturalWondersOn: {},
  }));
  // Each capital on the star of its player's tile (L115).
  for (const sp of Object.values(spaces)) {
    const seat = capitalTiles.indexOf(tileOf[sp.id]);
    if (sp.capitalSymbol && seat >= 0) sp.city = { owner: seat, capital: true };
  }
  const cityStateCards: Partial<Record<CityStateId, number>> = {};
  for (const sp of Object.values(spaces)) if (sp.cityState) cityStateCards[sp.cityState] = 2;
  // The direction token lies against any edge, arrows any way (L187): a random turn of its numbering (D12).
  const turn = rng.int(6);
  const first = rng.int(players);
  const decks = wonderDecks(rng, players);
  const victoryCards = rng.shuffle(VICTORY_CARDS.map((v) => v.id)).slice(0, options.epic ? VICTORY_CARDS_IN_PLAY.epic : VICTORY_CARDS_IN_PLAY.standard);
  return {
    players: ps,
    spaces,
    first,
    current: first,
    turnsStarted: 0,
    turn: null,
    eventDial: 0,
    // Each barbarian token on the symbol with its letter (L164); letters not on the map never play ("For the engine" 21).
    barbarians: Object.fromEntries(Object.values(spaces).flatMap((sp) => (sp.barbarianSymbol ? [[sp.barbarianSymbol, sp.id]] : []))),
    barbarianDirections: [0, 1, 2, 3, 4, 5].map((i) => (i + turn) % 6),
    defeatedBarbarians: [],
    wonderDecks: decks,
    victoryCards,
    cityStateCards,
    winners: null,
    stack: [{ kind: "game", seat: null, eventsDone: false }],
    finished: false,
    rng: rng.state(),
  };
}
