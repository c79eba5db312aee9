/**
 * Setting up (ПРИГОТУВАННЯ ДО ГРИ, L129-209) on the first game's map (L109-127): leaders and colours, focus rows,
 * map and its tokens, city-state cards, the barbarian direction token and the first player, wonder decks, victory
 * cards. With the host option `map: "custom"` the map is built by the players first (setup/custom-map.ts,
 * L685-761) and the rest of the map's setup (`populateMap`) follows once it is complete.
 */
import { Rng, seedRng } from "../../../core/rng.ts";
import type { Seat } from "../../../core/types.ts";
import type { SetupContext } from "../../../core/types.ts";
import {
  LEADERS, PLAYER_COLORS, PLAYER_DIPLOMACY, VICTORY_CARDS, VICTORY_CARDS_IN_PLAY, WONDER_REMOVALS_BY_PLAYERS, WONDER_TYPES, WONDERS,
  type BarbarianLetter, type CityStateId, type Era, type MapTileId, type WonderId, type WonderType,
} from "../data/index.ts";
import type { NdOptions } from "../base/options.ts";
import type { NdState, Player, Space, SpaceId } from "../base/state.ts";
import { assemble } from "./assemble.ts";
import { dealCustomMap } from "./custom-map-deal.ts";
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

/** What goes on the assembled map: capitals on their owners' tiles (L115), barbarians on their letters (L164),
 * city-state cards beside the map (L165), the direction token's numbering (L187, D12; `turn` is random). */
export function populateMap(spaces: Record<SpaceId, Space>, tileOf: Record<SpaceId, MapTileId>, capitalTiles: readonly MapTileId[], turn: number) {
  for (const sp of Object.values(spaces)) {
    const seat = capitalTiles.indexOf(tileOf[sp.id]);
    if (sp.capitalSymbol && seat >= 0) sp.city = { owner: seat as Seat, capital: true };
  }
  const cityStateCards: Partial<Record<CityStateId, number>> = {};
  for (const sp of Object.values(spaces)) if (sp.cityState) cityStateCards[sp.cityState] = 2;
  return {
    cityStateCards,
    // Letters not on the map never play ("For the engine" 21).
    barbarians: Object.fromEntries(Object.values(spaces).flatMap((sp) => (sp.barbarianSymbol ? [[sp.barbarianSymbol, sp.id]] : []))) as Partial<Record<BarbarianLetter, SpaceId>>,
    barbarianDirections: [0, 1, 2, 3, 4, 5].map((i) => (i + turn) % 6),
  };
}

function newPlayer(leader: (typeof LEADERS)[number], seat: Seat): Player {
  return {
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
  };
}

export function setup({ players, options, seed }: SetupContext<NdOptions>): NdState {
  const rng = new Rng(seedRng(seed));
  const leaders = rng.shuffle(LEADERS).slice(0, players);
  const ps = leaders.map((leader, seat) => newPlayer(leader, seat));
  const victoryCount = options.epic ? VICTORY_CARDS_IN_PLAY.epic : VICTORY_CARDS_IN_PLAY.standard;
  const common = { players: ps, turnsStarted: 0, turn: null, eventDial: 0, defeatedBarbarians: [], winners: null, finished: false };
  if (options.map === "custom") {
    // The first player is chosen before the map is built and starts building it ("For the engine" 14).
    const first = rng.int(players);
    const decks = wonderDecks(rng, players);
    const victoryCards = rng.shuffle(VICTORY_CARDS.map((v) => v.id)).slice(0, victoryCount);
    const build = dealCustomMap(rng, players);
    const { spaces } = assemble(build.placed);
    return {
      ...common, spaces: Object.values(spaces), first, current: first, wonderDecks: decks, victoryCards, mapBuild: build,
      barbarians: {}, barbarianDirections: [0, 1, 2, 3, 4, 5], cityStateCards: {},
      stack: [{ kind: "map-building", seat: first }],
      rng: rng.state(),
    };
  }
  const { spaces, tileOf } = assemble(firstGameTiles(players));
  const turn = rng.int(6);
  const first = rng.int(players);
  const decks = wonderDecks(rng, players);
  const victoryCards = rng.shuffle(VICTORY_CARDS.map((v) => v.id)).slice(0, victoryCount);
  const placed = populateMap(spaces, tileOf, firstGameCapitals(players), turn);
  return {
    ...common, spaces: Object.values(spaces), first, current: first, wonderDecks: decks, victoryCards,
    ...placed,
    stack: [{ kind: "game", seat: null, eventsDone: false }],
    rng: rng.state(),
  };
}
