/**
 * Engine events → board animations. The board implements `BoardFx` (Phaser objects); this module
 * only decides which effect each event gets, so it is unit-tested with a fake board.
 *
 * Every board-changing event also patches the board's copy of the view (`fx.apply`, or inside the
 * effect), so a batch plays step by step from the previous board to the new one. Effects are short
 * (≤ ~1 s) and the queue's speed, skip and backlog catch-up apply to all of them.
 */
import type { GameEvent, Seat } from "../../../../engine/core/types.ts";
import type { Owner } from "../../../../engine/games/clash-of-cultures/base/state.ts";
import type { Animation } from "../../anim/queue.ts";

export interface BoardFx {
  /** Instantly applies what the event changes on the board (units, cities, terrain). */
  apply(e: GameEvent): Animation;
  /** Units walk/sail along a path of hexes (then the event is applied). */
  moveUnits(e: GameEvent, path: string[], kind: "units" | "barbarians"): Animation;
  /** A region tile turns face up (then the event is applied). */
  flipRegion(e: GameEvent): Animation;
  /** A ring and a short text over a hex. */
  pulse(hex: string, color: number, text?: string): Animation;
  /** The city on `hex` grows in (after it was applied). */
  growCity(hex: string): Animation;
  /** Units are struck off a hex: a red flash and "−N ..." (the caller applies the removal). */
  lose(hex: string, owner: Owner, text: string): Animation;
  battleStart(e: GameEvent): Animation;
  combatRoll(e: GameEvent): Animation;
  combatHits(e: GameEvent): Animation;
  battleEnd(e: GameEvent): Animation;
  /** Dice rolled outside a battle (influence, card effects), shown at a hex when one is known. */
  dice(e: GameEvent, hex: string | null): Animation;
  influence(e: GameEvent): Animation;
  /** An event card flips over in the middle of the board. */
  eventCard(e: GameEvent): Animation;
  /** A card flies from its deck to a player (face shown only to who may see it). */
  cardDraw(seat: Seat, deck: string, card: string | null): Animation;
  /** Resource / token gains fly to a player (from hexes when known). */
  tokens(seat: Seat, amounts: Record<string, number>, from?: string[]): Animation;
  /** A short title over the board (turn, age, round). */
  banner(text: string, ms?: number): Animation;
  /** Texts: the seat's name, owners, units, and UI strings. */
  text: {
    owner(o: Owner): string;
    units(types: readonly string[]): string;
    seatTurn(seat: Seat): string;
    ageRound(age: number, round: number): string;
    captured(): string;
    takenOver(): string;
    founded(): string;
    barbarians(): string;
    pirates(): string;
    unitName(type: string): string;
    /** [EXP] Names from the data: a civilization, a leader, a leader's ability, a great person. */
    named?(kind: "civ" | "leader" | "ability" | "person", id: string): string;
  };
  ownerColor(o: Owner): number;
}

const isSeat = (v: unknown): v is number => typeof v === "number";
const named = (fx: BoardFx, kind: "civ" | "leader" | "ability" | "person", id: string) => fx.text.named?.(kind, id) ?? id;
const strs = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : []);

/**
 * Animations for one event. `state` carries what a batch remembers between events (the collect
 * animation already flew the tokens, so the following `Gained` does not fly them again).
 */
export function cocAnimations(e: GameEvent, by: Seat | null, fx: BoardFx, state: AnimState): Animation[] {
  const seat = isSeat(e.seat) ? e.seat : by;
  switch (e.type) {
    case "UnitMoved": {
      const path = strs(e.path);
      return [fx.moveUnits(e, path.length >= 2 ? path : strs([e.from, e.to]), "units")];
    }
    case "BarbarianMoved": return [fx.moveUnits(e, strs([e.from, e.to]), "barbarians")];
    case "BattleRetreat":
    case "UnitsWithdrawn": {
      const from = typeof e.from === "string" ? e.from : typeof e.hex === "string" ? e.hex : null;
      return from && typeof e.to === "string" ? [fx.moveUnits(e, [from, e.to], "units")] : [fx.apply(e)];
    }
    case "UnitRelocated": return typeof e.from === "string" && typeof e.to === "string" ? [fx.moveUnits({ ...e, units: [e.unit] }, [e.from, e.to], "units")] : [fx.apply(e)];
    case "UnitPlaced": {
      const u = (e.unit ?? {}) as { hex?: string; owner?: Owner; type?: string };
      const out = [fx.apply(e)];
      if (typeof u.hex === "string" && u.owner !== undefined) out.push(fx.pulse(u.hex, fx.ownerColor(u.owner), `+1 ${fx.text.unitName(String(u.type))}`));
      return out;
    }
    case "UnitsRecruited": return [];
    case "UnitRemoved": {
      if (e.reason === "found-city" || state.struck.has(Number(e.unit))) return [fx.apply(e)];
      const hex = typeof e.hex === "string" ? e.hex : null;
      return hex ? [fx.lose(hex, e.owner as Owner, `−1 ${fx.text.unitName(String(e.unitType))}`), fx.apply(e)] : [fx.apply(e)];
    }
    case "CasualtiesTaken": {
      for (const id of Array.isArray(e.units) ? e.units : []) state.struck.add(Number(id));
      const hex = typeof e.hex === "string" ? e.hex : null;
      const types = strs(e.unitTypes);
      return hex && types.length ? [fx.lose(hex, e.owner as Owner, `−${fx.text.units(types)}`), fx.apply(e)] : [fx.apply(e)];
    }
    case "CityFounded": return typeof e.hex === "string" ? [fx.apply(e), fx.growCity(e.hex), fx.pulse(e.hex, fx.ownerColor(seat ?? 0), fx.text.founded())] : [fx.apply(e)];
    case "BarbariansSpawned": return typeof e.hex === "string" ? [fx.apply(e), fx.growCity(e.hex), fx.pulse(e.hex, fx.ownerColor("barbarian"), fx.text.barbarians())] : [fx.apply(e)];
    case "BuildingBuilt": case "WonderBuilt": return typeof e.hex === "string" ? [fx.apply(e), fx.growCity(e.hex)] : [fx.apply(e)];
    case "CityTakenOver": return typeof e.hex === "string" ? [fx.apply(e), fx.pulse(e.hex, fx.ownerColor(seat ?? 0), fx.text.takenOver())] : [fx.apply(e)];
    case "CityCaptured": return typeof e.hex === "string" ? [fx.apply(e), fx.pulse(e.hex, fx.ownerColor(e.to as Owner), fx.text.captured())] : [fx.apply(e)];
    case "CityDestroyed": case "CityRazed": return typeof e.hex === "string" ? [fx.pulse(e.hex, 0xff5a3c), fx.apply(e)] : [fx.apply(e)];
    case "CityMoodChanged": case "CityPieceDestroyed": case "WonderDestroyed": case "LandExhausted":
      return typeof e.hex === "string" ? [fx.apply(e), fx.pulse(e.hex, 0xffffff)] : [fx.apply(e)];
    case "HappinessIncreased": case "UnitsConverted": return [fx.apply(e)];
    case "UnitsTransformed": {
      const units = [...(Array.isArray(e.units) ? e.units : []), ...(Array.isArray(e.cargo) ? e.cargo : [])];
      return typeof e.from === "string" && typeof e.to === "string" ? [fx.moveUnits({ ...e, units }, [e.from, e.to], "units"), fx.apply(e)] : [fx.apply(e)];
    }
    case "BuildingReplaced": return typeof e.hex === "string" ? [fx.apply(e), fx.pulse(e.hex, fx.ownerColor(e.to as Owner))] : [fx.apply(e)];
    // [EXP] Civilizations, leaders' abilities and great persons.
    case "CivilizationChosen":
      return isSeat(seat) && typeof e.civilization === "string" ? [fx.banner(`${fx.text.seatTurn(seat)}: ${named(fx, "civ", e.civilization)}`, 900)] : [];
    case "LeaderAbilityUsed":
      return typeof e.leader === "string" ? [fx.banner(`♛ ${named(fx, "leader", e.leader)}${typeof e.ability === "string" ? ` · ${named(fx, "ability", e.ability)}` : ""}`, 800)] : [];
    case "GreatPersonTaken": return isSeat(seat) && typeof e.card === "string" ? [fx.cardDraw(seat, "event", e.card)] : [];
    case "GreatPersonPlayed":
      return isSeat(seat) ? [fx.banner(`${fx.text.seatTurn(seat)}: ${typeof e.person === "string" ? named(fx, "person", e.person) : String(e.card ?? "")}`, 900)] : [];
    case "PiratesSpawned": return typeof e.hex === "string" ? [fx.pulse(e.hex, fx.ownerColor("pirate"), fx.text.pirates())] : [];
    case "CityRaided": return typeof e.city === "string" ? [fx.pulse(e.city, 0xff5a3c)] : [];
    case "ForestFire": return strs(e.area).slice(0, 8).map((h) => fx.pulse(h, 0xff7a1a));
    case "LeaderKilled": case "LeaderDied": case "LeaderExecuted":
      return typeof e.hex === "string" ? [fx.pulse(e.hex, 0xff5a3c)] : [];
    case "LeaderPlaced": case "LeaderRecruited": case "BarbariansHeldBack": case "SolarEclipseBattle": case "TrojanHorseUsed":
      return typeof e.hex === "string" ? [fx.pulse(e.hex, 0xffffff)] : [];
    case "InfluenceAttempted": state.diceHex = typeof e.target === "string" ? e.target : null; return [];
    case "DiceRolled": {
      const out = [fx.dice(e, state.diceHex)];
      state.diceHex = null;
      return out;
    }
    case "CultureInfluenced": case "InfluenceFailed": return [fx.influence(e), fx.apply(e)];
    case "RegionExplored": return [fx.flipRegion(e)];
    case "BattleStarted": state.struck.clear(); return [fx.battleStart(e)];
    case "CombatRoll": return [fx.combatRoll(e)];
    case "CombatHits": return [fx.combatHits(e)];
    case "BattleEnded": return [fx.battleEnd(e)];
    case "EventCardRevealed": return [fx.eventCard(e)];
    case "CardDrawn": {
      if (!isSeat(seat)) return [];
      return [fx.cardDraw(seat, String(e.deck ?? "action"), typeof e.card === "string" ? e.card : null)];
    }
    case "WonderCardDrawn": return isSeat(seat) ? [fx.cardDraw(seat, "wonder", typeof e.card === "string" ? e.card : null)] : [];
    case "ResourcesCollected": {
      if (!isSeat(seat)) return [];
      const take = Array.isArray(e.take) ? (e.take as { hex: string; kind: string }[]) : [];
      const totals: Record<string, number> = {};
      for (const t of take) totals[t.kind] = (totals[t.kind] ?? 0) + 1;
      state.collected = seat;
      return take.length ? [fx.tokens(seat, totals, take.map((t) => t.hex))] : [];
    }
    case "Gained": {
      if (!isSeat(seat) || !e.amounts || typeof e.amounts !== "object") return [];
      if (e.reason === "collect" && state.collected === seat) { state.collected = null; return []; }
      return [fx.tokens(seat, e.amounts as Record<string, number>)];
    }
    case "TurnStarted": {
      if (!isSeat(seat)) return [];
      return [fx.banner(fx.text.seatTurn(seat), 650)];
    }
    case "RoundStarted": return [fx.banner(fx.text.ageRound(Number(e.age), Number(e.round)), 650)];
    default:
      return [];
  }
}

/** What the animation mapping remembers across the events of a game (reset on each battle). */
export interface AnimState {
  /** Units already shown as casualties (their UnitRemoved plays no second effect). */
  struck: Set<number>;
  /** Seat whose collected resources already flew (its next "Gained/collect" is skipped). */
  collected: Seat | null;
  /** Where the next loose dice roll happens (the target of an influence attempt). */
  diceHex: string | null;
}

export function newAnimState(): AnimState {
  return { struck: new Set(), collected: null, diceHex: null };
}
