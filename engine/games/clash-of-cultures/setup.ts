/** Game setup (L343-449). */
import { Rng, seedRng } from "../../core/rng.ts";
import type { SetupContext } from "../../core/types.ts";
import {
  ACTION_CARDS, EVENT_CARDS, EVENT_TRACKER_SLOTS, OBJECTIVE_CARDS, STARTING_ADVANCES, STARTING_RESOURCES, WONDERS, type WonderId,
} from "./data/index.ts";
import { buildBoard, regionDef } from "./base/board.ts";
import type { CocOptions } from "./base/options.ts";
import type { City, CocState, PlayerState } from "./base/state.ts";
import { setupCivilizations } from "./civilizations/civs.ts";

export function setup({ players, options, seed }: SetupContext<CocOptions>): CocState {
  const rng = new Rng(seedRng(seed));
  const { hexes, regions } = buildBoard(players, rng);
  const cities: CocState["cities"] = {};
  const ps: PlayerState[] = [];
  for (let seat = 0; seat < players; seat++) {
    const home = regions.find((r) => r.home === seat)!;
    const citySlot = regionDef(home.tile).hexes.findIndex((h) => h.startingCity);
    const cityHex = home.hexes[citySlot];
    const city: City = { hex: cityHex, owner: seat, mood: "happy", buildings: {}, portHex: null, wonders: [] };
    cities[cityHex] = city;
    ps.push({
      seat, resources: { food: 0, wood: 0, ore: 0, ideas: 0, gold: 0, ...STARTING_RESOURCES }, moodTokens: 0, cultureTokens: 0,
      advances: [...STARTING_ADVANCES], eventTracker: EVENT_TRACKER_SLOTS, actionCards: [], objectiveCards: [], wonderCards: [],
      completedObjectives: [], eventVp: 0, civilization: null, leaders: [], capturedLeaders: [],
    });
  }
  const expansion = options.expansion;
  const decks = {
    action: rng.shuffle(ACTION_CARDS.map((c) => c.id)),
    objective: rng.shuffle(OBJECTIVE_CARDS.filter((c) => expansion || !c.expansion).map((c) => c.id)),
    event: options.events === "none" ? [] : rng.shuffle(EVENT_CARDS.filter((c) => expansion || !c.expansion).map((c) => c.id)),
    wonder: rng.shuffle(WONDERS.map((w) => w.id as WonderId)),
  };
  for (const p of ps) {
    p.actionCards.push(decks.action.pop()!);
    p.objectiveCards.push(decks.objective.pop()!);
  }
  const firstPlayer = rng.int(players);
  const state: CocState = {
    options, players: ps, hexes, regions, units: {}, nextUnitId: 1, cities, decks,
    discards: { action: [], objective: [], event: [], wonder: [] },
    age: 1, round: 1, firstPlayer, turnInRound: 0, turn: null,
    // The game frame drives everything; first each player places their starting settler(s) (L435).
    stack: [{ kind: "game", seat: null }, ...Array.from({ length: players }, (_, i) => ({ kind: "place-settler", seat: (firstPlayer + players - 1 - i) % players, left: options.shortGame ? 2 : 1 }))],
    finished: false, rng: rng.state(),
  };
  // [EXP] Civilizations, their leader cards and civilization start regions (civilizations/civs.ts).
  if (expansion) {
    setupCivilizations(state, rng);
    state.rng = rng.state();
  }
  return state;
}
