/**
 * Scenario support for tests: start a game from a described position (map, cities, units, resources,
 * advances, hands, decks, whose turn) and fix the next die results, e.g. to replay a rulebook example.
 */
import type { GameEvent, Move, Seat } from "../../../core/types.ts";
import * as kit from "../../../kit/testing/scenario.ts";
import { extendGame } from "../../../kit/game.ts";
import type { RuleModule } from "../../../kit/rules.ts";
import type { AnyAdvanceId, BuildingId, Terrain, UnitTypeId, WonderId } from "../data/index.ts";
import { clashOfCultures } from "../index.ts";
import { cocOptionsSchema, type CocOptions } from "../base/options.ts";
import { setup } from "../setup.ts";
import type { Ctx } from "../base/flow.ts";
import { regionDef } from "../base/board.ts";
import type { City, CocState, Decks, Mood, Owner, PlayerState } from "../base/state.ts";

export interface ScenarioSpec {
  players: number;
  seed?: string;
  options?: Partial<CocOptions>;
  /** Turn every region face up (base orientation) before anything else. Default true. */
  exploreAll?: boolean;
  /** Terrain overrides per hex (applied after exploring). */
  terrain?: Record<string, Terrain>;
  /** Replaces every city on the board. Default: each player's starting city. */
  cities?: { hex: string; owner: Owner; mood?: Mood; buildings?: Partial<Record<BuildingId, Owner>>; portHex?: string | null; wonders?: { id: WonderId; builder: Seat }[] }[];
  /** Replaces every unit on the board; ids are 1, 2, 3... in this order. */
  units?: { owner: Owner; type: UnitTypeId; hex: string; carriedBy?: number }[];
  /** Per-seat overrides. `advances` are added to the starting ones. */
  seats?: Partial<Omit<PlayerState, "seat" | "resources" | "advances"> & { resources: Partial<PlayerState["resources"]>; advances: AnyAdvanceId[] }>[];
  /** Whose turn it is and how many actions are left (default seat 0, 3 actions). */
  turn?: { seat: Seat; actionsLeft?: number };
  age?: number;
  round?: number;
  /** Deck contents in draw order (the first listed is drawn first). */
  decks?: Partial<Decks>;
  /** Die faces (1-12) the next rolls show. */
  dice?: number[];
}

export function scenario(spec: ScenarioSpec): CocState {
  const options = cocOptionsSchema.parse(spec.options ?? {});
  const s = setup({ players: spec.players, options, seed: spec.seed ?? "scenario" });
  if (spec.exploreAll ?? true) {
    s.regions.forEach((region) => {
      if (region.explored) return;
      region.explored = true;
      region.rotation = 0;
    });
    for (const h of Object.values(s.hexes)) {
      if (h.terrain === null) {
        const region = s.regions[h.region];
        const slot = region.hexes.indexOf(h.key);
        h.terrain = regionTerrain(region.tile, slot);
      }
    }
  }
  for (const [hex, t] of Object.entries(spec.terrain ?? {})) {
    if (!s.hexes[hex]) throw new Error(`scenario: ${hex} is not on the board`);
    s.hexes[hex].terrain = t;
  }
  if (spec.cities) {
    s.cities = {};
    for (const c of spec.cities) {
      const city: City = { hex: c.hex, owner: c.owner, mood: c.mood ?? "neutral", buildings: { ...(c.buildings ?? {}) }, portHex: c.portHex ?? null, wonders: c.wonders ?? [] };
      s.cities[c.hex] = city;
    }
  }
  s.units = {};
  s.nextUnitId = 1;
  for (const u of spec.units ?? []) {
    const id = s.nextUnitId++;
    s.units[id] = { id, owner: u.owner, type: u.type, hex: u.hex, carriedBy: u.carriedBy ?? null };
  }
  (spec.seats ?? []).forEach((o, seat) => {
    if (!o) return;
    const p = s.players[seat];
    const { resources, advances, ...rest } = o;
    Object.assign(p, rest);
    if (resources) Object.assign(p.resources, resources);
    if (advances) for (const a of advances) if (!p.advances.includes(a)) p.advances.push(a);
  });
  for (const [deck, cards] of Object.entries(spec.decks ?? {})) (s.decks as unknown as Record<string, string[]>)[deck] = [...cards!].reverse();
  const seat = spec.turn?.seat ?? 0;
  s.age = spec.age ?? 1;
  s.round = spec.round ?? 1;
  s.firstPlayer = seat;
  s.turnInRound = 0;
  s.turn = { seat, actionsLeft: spec.turn?.actionsLeft ?? 3, used: [], influenced: false, unitsStopped: [], unitsInForest: [], movedThisAction: [], wonLandBattles: 0, activations: {} };
  s.stack = [{ kind: "game", seat: null }, { kind: "turn", seat }];
  if (spec.dice) s.forcedDice = [...spec.dice];
  return s;
}

function regionTerrain(tile: CocState["regions"][number]["tile"], slot: number): Terrain {
  return regionDef(tile).hexes[slot].terrain;
}

/** Applies a move that must be legal; throws with the engine's reason otherwise. */
export function play(state: CocState, seat: Seat, move: Move, game: CocGame = clashOfCultures): { state: CocState; events: GameEvent[] } {
  return kit.play(game, state, seat, move);
}

/** Applies a move that must be rejected; returns the error code and message. */
export function reject(state: CocState, seat: Seat, move: Move, game: CocGame = clashOfCultures): { code: string; message: string } {
  return kit.reject(game, state, seat, move);
}

/** The hexes of the board by terrain, for picking test positions. */
export function hexesWith(s: CocState, terrain: Terrain): string[] {
  return Object.values(s.hexes).filter((h) => h.terrain === terrain).map((h) => h.key);
}

/** Runs rules code `fn` on a draft of `s` (e.g. starting a battle directly), then lets the flow settle. */
export function within(s: CocState, fn: (ctx: Ctx) => void, game: CocGame = clashOfCultures): { state: CocState; events: GameEvent[] } {
  return kit.within(game, s, fn);
}

/** Runs rules code that reads the game's rules (costs, hooks) directly, outside a move. */
export function query<T>(fn: () => T, game: CocGame = clashOfCultures): T {
  return kit.query(game, fn);
}

/** Clash of Cultures, or the same game with test probes added (`probed`). */
type CocGame = typeof clashOfCultures;

/** Clash of Cultures with `modules` added after its own rules: probes that record what hooks see. */
export function probed(...modules: RuleModule[]): CocGame {
  return extendGame(clashOfCultures, modules);
}
