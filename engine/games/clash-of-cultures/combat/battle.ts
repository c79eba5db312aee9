/**
 * Battles (L1229-1397, L1492-1517). A battle is one "battle" frame that walks through its steps:
 * Steel Weapons (attacker, then defender, L1721) and Siegecraft (L1713) before the first round; then
 * rounds of 5 steps (L1233-1338): tactics cards face down (attacker, then defender), simultaneous reveal
 * and "when revealed" effects, the combat roll, casualties chosen by each side, the end check (with
 * the fortress-only rule and the attacker's retreat). Automatic results (lone settlers, an undefended
 * city, barbarians against the Great Wall) are battles without rounds (L1379, L2197, L1635).
 * The frame's `seat` is whoever must decide now (null while it resolves on its own). When it pops,
 * the frame below (the caller's) continues.
 */
import { z } from "zod";
import type { Move, Prompt, PromptOption, Seat, Text } from "../../../core/types.ts";
import {
  BARBARIAN_REWARD, CLASH_ABILITIES, COMBAT_VALUE_PER_HIT, GREAT_PERSONS, anyOfCost, fixedCost,
  type ClashAbilityDef, type Cost, type DieFace, type UnitTypeId,
} from "../data/index.ts";
import { advanceDef, buildingDef, wonderDef } from "../base/catalog.ts";
import { discardCard, drawToHand } from "../base/decks.ts";
import { rollDice, rollDie } from "../base/dice.ts";
import { check, defineFrame, defineMove, emit, fail, fireHook, pop, push, top, type Ctx } from "../base/flow.ts";
import { hexSchema, paymentSchema } from "../base/schemas.ts";
import { unitDef, wonderCity } from "../base/queries.ts";
import { effectiveCost, gain, pay, suggestPayment } from "../base/resources.ts";
import type { CocState, HexKey, Owner, Payment, Unit } from "../base/state.ts";
import { removeUnit } from "../base/units.ts";
import { captureCity, placeFreeUnit } from "./capture.ts";
import {
  battleRules, battleStarted, cargoExcess, emptyRound, fighters, hasAdvance, isSeat, neutralController, rebalanceCargo, relocate, removeBattleUnit, unitsOn,
  type BattleAsk, type BattleFrame, type BattleSide, type SideIx,
} from "./core.ts";
import { applyEffect, doTacticalRetreat, playableCards, revealCards, SIEGE_FOOD, tacticalRetreatHexes, tacticsOf } from "./tactics.ts";
import { peek } from "../../../kit/peek.ts";
import { ruleModule, rulesInForce } from "../../../kit/rules.ts";
import { text, type CocKey } from "../text/index.ts";

/** What this file adds to the game's rules (listed in index.ts). */
export const rules = ruleModule("combat/battle");

export { captureCity } from "./capture.ts";
export type { BattleFrame } from "./core.ts";

export interface BattleStart {
  /** Where the battle is fought; the attacking units are already on this hex. */
  hex: HexKey;
  /** A seat or "barbarian". */
  attacker: Owner;
  /** Ids of the attacking units that entered (settlers in the group included). */
  attackers: number[];
  /** Where a retreat goes; null = no retreat possible (recruited ships, barbarians). */
  from: HexKey | null;
  kind: "land" | "sea";
  /** Moved with Roads: retreat only to `from` (L1687). */
  viaRoads?: boolean;
  /** The army disembarked directly from ships (War Ships, L1693). */
  disembarked?: boolean;
}

const STEEL = advanceDef("steel-weapons");
const SIEGECRAFT = advanceDef("siegecraft");
const WAR_SHIPS = advanceDef("war-ships");
const FANATICISM = advanceDef("fanaticism");
const FORTRESS = buildingDef("fortress");
const GREAT_WALL = wonderDef("great-wall");
const COLOSSEUM = wonderDef("colosseum");
const WARLORD_CV = Number((GREAT_PERSONS.find((g) => g.id === "great-warlord")!.params as Record<string, unknown>).combatValue);

function newSide(s: CocState, owner: Owner, opponent: Owner): BattleSide {
  return {
    owner, controller: isSeat(owner) ? owner : neutralController(s, opponent), atStart: [], losses: [], steel: 0, arenaUsed: false,
    ...emptyRound(),
  };
}

/** The owner the attacker fights on `hex`: the city's owner, else the owner of the other units (ships at sea). */
function defenderOn(s: CocState, hex: HexKey, attacker: Owner, kind: "land" | "sea"): Owner | null {
  const c = s.cities[hex];
  if (kind === "land" && c && c.owner !== attacker) return c.owner;
  for (const id in s.units) {
    const u = s.units[id];
    if (u.hex === hex && u.owner !== attacker && (kind === "land" || u.type === "ship")) return u.owner;
  }
  return null;
}

/**
 * Starts a battle on `b.hex`. Pushes the battle frame; it resolves (automatic results included) as
 * soon as the flow runs. The caller must stop: when the frame pops, the caller's frame continues.
 */
export function startBattle(ctx: Ctx, b: BattleStart): void {
  const s = ctx.s;
  const defender = defenderOn(s, b.hex, b.attacker, b.kind);
  if (defender === null) return;
  const attacking = unitsOn(s, b.hex, b.attacker);
  const kind = b.kind;
  if (!attacking.some((u) => (kind === "sea" ? u.type === "ship" : unitDef(u.type).army && u.carriedBy === null))) {
    fail(kind === "sea" ? text("coc.err.shipsStartSeaBattle") : text("coc.err.armyUnitsAttackSettlers"));
  }
  // Great Warlord: the first battle its seat starts during the free Move action it gives gets +2 combat
  // value every round; starting that battle spends the bonus (events/events.ts clears it at the turn's end too).
  let warlord = 0;
  if (isSeat(b.attacker) && s.events?.warlord === b.attacker && top(s)?.kind === "moving" && top(s)?.seat === b.attacker) {
    warlord = WARLORD_CV;
    s.events.warlord = null;
  }
  const frame: BattleFrame = {
    kind: "battle", seat: null, hex: b.hex, battle: kind, warlord,
    sides: [newSide(s, b.attacker, defender), newSide(s, defender, b.attacker)],
    attackerIds: [...b.attackers], from: b.attacker === "barbarian" || b.attacker === "pirate" ? null : b.from,
    viaRoads: !!b.viaRoads, disembarked: !!b.disembarked,
    city: false, fortress: false, fortressOnly: false, temple: false, blockDie: false, blockHit: false,
    round: 0, step: "start", i: 0, ask: null, removals: [], queue: [], automatic: false, retreated: false, tacticalRetreat: null,
    participants: [], private: {},
    ...(keepsOrigin(b) ? { origin: b.from } : {}),
  };
  push(ctx, frame);
  battleStarted(ctx, frame);
}

/** Barbarians cannot retreat, but the Solar Eclipse sends them back where they came from ([EXP]). */
function keepsOrigin(b: BattleStart): boolean {
  return !!b.from && (b.attacker === "barbarian" || b.attacker === "pirate");
}

// ---- steps ----------------------------------------------------------------------------------------

function ask(f: BattleFrame, what: BattleAsk["what"], side: SideIx) {
  f.ask = { what, side };
  f.seat = f.sides[side].controller;
}

function answered(f: BattleFrame) {
  f.ask = null;
  f.seat = null;
}

function start(ctx: Ctx, f: BattleFrame) {
  const s = ctx.s;
  const [A, D] = f.sides;
  const c = s.cities[f.hex];
  f.city = f.battle === "land" && !!c && c.owner === D.owner;
  f.fortress = f.city && c!.buildings.fortress !== undefined;
  f.temple = f.city && c!.buildings.temple !== undefined;
  // The units only looked at: on plain data (engine/kit/peek.ts).
  const ps = peek(s);
  A.atStart = fighters(ps, f, 0).map((u) => u.type);
  D.atStart = fighters(ps, f, 1).map((u) => u.type);
  for (const u of [...unitsOn(ps, f.hex, A.owner), ...unitsOn(ps, f.hex, D.owner)]) if (f.battle === "land" || u.carriedBy === null) f.participants.push(u.id);
  emit(ctx, {
    type: "BattleStarted", hex: f.hex, kind: f.battle, attacker: A.owner, defender: D.owner,
    attackers: unitsOn(ps, f.hex, A.owner).map((u) => u.id), defenders: unitsOn(ps, f.hex, D.owner).map((u) => u.id),
    city: f.city, fortress: f.fortress, controllers: [A.controller, D.controller],
  });
  // Great Wall: barbarians attacking the owner's cities lose at once; still a battle (L1635-1639).
  if (f.city && A.owner === "barbarian" && isSeat(D.owner) && GREAT_WALL.params.autoWinVsBarbarians && wonderCity(s, D.owner, "great-wall")) {
    const lost = unitsOn(s, f.hex, A.owner);
    A.losses.push(...lost.filter((u) => unitDef(u.type).army).map((u) => u.type));
    for (const u of lost) removeUnit(ctx, u.id, "great-wall");
    emit(ctx, { type: "CasualtiesTaken", hex: f.hex, owner: A.owner, units: lost.map((u) => u.id), unitTypes: lost.map((u) => u.type), reason: "great-wall" });
    decide(f, D.owner, true);
    return;
  }
  // Nobody can resist: lone settlers, an undefended city (a fortress still defends one round, L1334).
  if (D.atStart.length === 0 && !f.fortress) {
    decide(f, A.owner, true);
    return;
  }
  f.fortressOnly = D.atStart.length === 0;
  f.step = f.battle === "land" ? "steel" : "round";
  f.i = 0;
}

function decide(f: BattleFrame, winner: Owner | null, automatic = false) {
  f.winner = winner;
  f.automatic = automatic;
  f.step = "end";
}

// Steel Weapons (L1717-1723): +2 combat value each round, +1 against an enemy who owns it too; 1 ore,
// free with Metallurgy against an enemy without it. Barbarians count as not having it (L1719).
function steelOffer(s: CocState, f: BattleFrame, i: SideIx): { bonus: number; cost: Cost | null } | null {
  const me = f.sides[i].owner, foe = f.sides[1 - i].owner;
  if (f.battle !== "land" || !hasAdvance(s, me, "steel-weapons")) return null;
  const foeHas = hasAdvance(s, foe, "steel-weapons");
  const bonus = Number(foeHas ? STEEL.params.combatValueIfEnemyHasIt : STEEL.params.combatValue);
  const free = !foeHas && hasAdvance(s, me, "metallurgy");
  return { bonus, cost: free ? null : STEEL.useCost! };
}

function stepSteel(ctx: Ctx, f: BattleFrame): boolean {
  const s = ctx.s;
  if (f.i >= 2) {
    f.step = "siegecraft";
    return true;
  }
  const i = f.i as SideIx;
  const offer = steelOffer(s, f, i);
  const owner = f.sides[i].owner;
  if (offer && offer.cost === null) {
    useSteel(ctx, f, i, offer.bonus, false);
  } else if (offer && isSeat(owner) && suggestPayment(s.players[owner], effectiveCost(s, owner, offer.cost!))) {
    ask(f, "steel", i);
    return false;
  }
  f.i++;
  return true;
}

function useSteel(ctx: Ctx, f: BattleFrame, i: SideIx, bonus: number, paid: boolean) {
  f.sides[i].steel = bonus;
  emit(ctx, { type: "SteelWeaponsUsed", hex: f.hex, owner: f.sides[i].owner, bonus, paid });
}

function siegecraftCost(blockDie: boolean, blockHit: boolean): Cost {
  return fixedCost({ wood: blockDie ? Number(SIEGECRAFT.params.woodToCancelDie) : 0, ore: blockHit ? Number(SIEGECRAFT.params.oreToCancelHitCancel) : 0 });
}

function siegecraftOptions(s: CocState, f: BattleFrame): { blockDie: boolean; blockHit: boolean; payment: Payment }[] {
  const owner = f.sides[0].owner;
  if (!f.fortress || f.round > 0 || !isSeat(owner) || !hasAdvance(s, owner, "siegecraft")) return [];
  const out: { blockDie: boolean; blockHit: boolean; payment: Payment }[] = [];
  for (const [blockDie, blockHit] of [[true, false], [false, true], [true, true]] as const) {
    const payment = suggestPayment(s.players[owner], effectiveCost(s, owner, siegecraftCost(blockDie, blockHit)));
    if (payment) out.push({ blockDie, blockHit, payment });
  }
  return out;
}

function stepSiegecraft(s: CocState, f: BattleFrame): boolean {
  if (siegecraftOptions(s, f).length) {
    ask(f, "siegecraft", 0);
    return false;
  }
  f.step = "round";
  return true;
}

function stepRound(ctx: Ctx, f: BattleFrame) {
  f.round++;
  for (const side of f.sides) Object.assign(side, emptyRound());
  f.step = "card";
  f.i = 0;
  emit(ctx, { type: "CombatRoundStarted", hex: f.hex, round: f.round });
}

function stepCard(ctx: Ctx, f: BattleFrame): boolean {
  if (f.i >= 2) {
    f.step = "reveal";
    return true;
  }
  const i = f.i as SideIx;
  if (playableCards(ctx.s, f, i).length) {
    ask(f, "card", i);
    return false;
  }
  f.i++;
  return true;
}

/** Evaluates one die against the unit pool: clash abilities (L1264-1289), each unit at most once per roll. */
function evaluateDie(
  ctx: Ctx, face: DieFace, pool: Map<UnitTypeId, number>, denied: boolean, out: DieResult[], rerolledFrom: DieFace[] = [],
): { value: number; cancels: number } {
  const ab = denied ? undefined : (CLASH_ABILITIES as readonly ClashAbilityDef[]).find((a) => a.symbol === face.symbol && (pool.get(a.unit) ?? 0) > 0);
  const base = { face: face.face, value: face.value, symbol: face.symbol, ...(rerolledFrom.length ? { rerolledFrom: rerolledFrom.map((d) => d.face) } : {}) };
  if (!ab) {
    out.push({ ...base, ability: null, counted: face.value });
    return { value: face.value, cancels: 0 };
  }
  pool.set(ab.unit, pool.get(ab.unit)! - 1);
  switch (ab.kind) {
    case "add-combat-value": {
      const v = face.value + Number(ab.params.combatValue);
      out.push({ ...base, ability: ab.unit, counted: v });
      return { value: v, cancels: 0 };
    }
    case "cancel-hit-instead-of-value":
      out.push({ ...base, ability: ab.unit, counted: 0, hitCancels: Number(ab.params.hitCancels) });
      return { value: 0, cancels: Number(ab.params.hitCancels) };
    case "reroll-until-other-symbol": {
      let next = rollDie(ctx);
      const tried = [...rerolledFrom, face];
      while (next.symbol === ab.symbol) {
        tried.push(next);
        next = rollDie(ctx);
      }
      return evaluateDie(ctx, next, pool, denied, out, tried);
    }
  }
}

/** Reorders the dice showing the elephant symbol among their own places, lowest number first. */
function lowestElephantsFirst(faces: DieFace[]) {
  const at = faces.flatMap((f, i) => (f.symbol === "elephant" ? [i] : []));
  const sorted = at.map((i) => faces[i]).sort((a, b) => a.value - b.value);
  at.forEach((i, k) => (faces[i] = sorted[k]));
}

interface DieResult {
  face: number;
  value: number;
  symbol: string;
  /** The unit type whose clash ability this die triggered. */
  ability: UnitTypeId | null;
  /** What the die adds to the combat value. */
  counted: number;
  hitCancels?: number;
  rerolledFrom?: number[];
}

function rollSide(ctx: Ctx, f: BattleFrame, i: SideIx) {
  const s = ctx.s;
  const me = f.sides[i];
  const foeIx = (1 - i) as SideIx;
  const mine = fighters(s, f, i);
  const fortressHere = i === 1 && f.round === 1 && f.fortress;
  const fortressDie = fortressHere && !f.blockDie ? Number(FORTRESS.params.extraDiceFirstRound) : 0;
  const canRoll = mine.length > 0 || fortressHere;
  const n = canRoll ? mine.length + me.extraDice + fortressDie : 0;
  const pool = new Map<UnitTypeId, number>();
  for (const u of mine) pool.set(u.type, (pool.get(u.type) ?? 0) + 1);
  const faces = Array.from({ length: n }, () => rollDie(ctx));
  // [EXP] An elephant's symbol costs its die's number: it takes the lowest elephant die (docs: expansion units).
  if (pool.has("elephant")) lowestElephantsFirst(faces);
  const dice: DieResult[] = [];
  let sum = 0;
  let cancels = 0;
  for (const face of faces) {
    const r = evaluateDie(ctx, face, pool, me.symbolsDenied, dice);
    sum += r.value;
    cancels += r.cancels;
  }
  // What changes the dice's sum, each with its source (and a tactics card's id), for the players to read.
  const modifiers: { source: string; value: number; card?: string }[] = [];
  if (n > 0) {
    if (me.steel) modifiers.push({ source: "steel-weapons", value: me.steel });
    if (i === 0 && f.warlord) modifiers.push({ source: "great-warlord", value: f.warlord });
    if (f.round === 1 && f.temple && hasAdvance(s, me.owner, "fanaticism")) modifiers.push({ source: "fanaticism", value: Number(FANATICISM.params.combatValueFirstRound) });
    const D = f.sides[1];
    if (i === 0 && f.round === 1 && f.city && isSeat(D.owner) && wonderCity(s, D.owner, "great-wall")
      && (!GREAT_WALL.params.onlyHappyCities || s.cities[f.hex]?.mood === "happy")) {
      modifiers.push({ source: "great-wall", value: Number(GREAT_WALL.params.attackerCombatValueFirstRound) });
    }
    // The side's own card; the enemy's card when it counts per unit of this side (Heavy Resistance).
    const ownCard = me.cv + me.cvPerEnemyUnit * fighters(s, f, foeIx).length;
    const foeCard = me.cvPerOwnUnit * mine.length;
    const foe = f.sides[foeIx];
    if (ownCard) modifiers.push({ source: "tactics", value: ownCard, ...(me.card ? { card: me.card } : {}) });
    if (foeCard) modifiers.push({ source: "tactics", value: foeCard, ...(foe.card ? { card: foe.card } : {}) });
    for (const r of rulesInForce().list(battleRules)) for (const m of r.combatValue?.(s, f, i) ?? []) modifiers.push(m);
  }
  const value = Math.max(0, sum + modifiers.reduce((a, m) => a + m.value, 0));
  me.value = value;
  me.symbolCancels = cancels;
  emit(ctx, {
    type: "CombatRoll", hex: f.hex, round: f.round, side: i === 0 ? "attacker" : "defender", owner: me.owner, roller: me.controller,
    dice, fortressDice: fortressDie, diceSum: sum, modifiers, value, hitCancels: cancels, symbolsDenied: me.symbolsDenied,
  });
}

function arenaEligible(s: CocState, f: BattleFrame, i: SideIx): boolean {
  const me = f.sides[i];
  if (f.battle !== "land" || me.arenaUsed || !isSeat(me.owner) || !wonderCity(s, me.owner, "colosseum")) return false;
  const p = s.players[me.owner];
  if (p.moodTokens + p.cultureTokens < 1) return false;
  // Offered only when the +1 would add a hit (it is useless otherwise).
  const bonus = Number(COLOSSEUM.params.combatValuePerLandBattle);
  return Math.floor((me.value + bonus) / COMBAT_VALUE_PER_HIT) > Math.floor(me.value / COMBAT_VALUE_PER_HIT);
}

function stepArena(ctx: Ctx, f: BattleFrame): boolean {
  if (f.i >= 2) {
    f.step = "hits";
    // [EXP] Paid hit cancels after the roll (Fireworks, Tactician) are asked above the battle frame.
    for (const r of rulesInForce().list(battleRules)) r.afterRoll?.(ctx, f);
    return true;
  }
  const i = f.i as SideIx;
  if (arenaEligible(ctx.s, f, i)) {
    ask(f, "arena", i);
    return false;
  }
  f.i++;
  return true;
}

/** Enemy hits side `y` cancels this round (fortress, War Ships, cards, elephants). */
export function cancelsBy(s: CocState, f: BattleFrame, y: SideIx): { n: number; sources: string[] } {
  const Y = f.sides[y];
  const sources: string[] = [];
  let n = Y.hitCancels + Y.symbolCancels;
  if (Y.hitCancels) sources.push("tactics");
  if (Y.symbolCancels) sources.push("clash");
  if (y === 1 && f.round === 1 && f.fortress && !f.blockHit) {
    n += Number(FORTRESS.params.hitCancelsFirstRound);
    sources.push("fortress");
  }
  if (f.round === 1 && hasAdvance(s, Y.owner, "war-ships") && (f.battle === "sea" || (y === 0 && f.disembarked))) {
    n += Number(WAR_SHIPS.params.hitCancels);
    sources.push("war-ships");
  }
  for (const r of rulesInForce().list(battleRules)) {
    const c = r.hitCancels?.(s, f, y);
    if (c && c.n) {
      n += c.n;
      sources.push(c.source);
    }
  }
  return { n, sources };
}

function stepHits(ctx: Ctx, f: BattleFrame) {
  const s = ctx.s;
  const counts = [fighters(s, f, 0).length, fighters(s, f, 1).length];
  const detail = ([0, 1] as const).map((i) => {
    const raw = Math.floor(f.sides[i].value / COMBAT_VALUE_PER_HIT);
    const c = cancelsBy(s, f, (1 - i) as SideIx);
    const hits = Math.min(Math.max(0, raw - c.n), counts[1 - i]);
    return { raw, cancelled: Math.min(raw, c.n), cancelSources: c.sources, hits, encircled: false as boolean | null };
  });
  // Encircled (after the roll): if the enemy loses at least as many units as you this round and is not
  // wiped out, roll a die; on 5-6 one more hit that cannot be cancelled. Both cards use the hits before either bonus.
  const before = detail.map((d) => d.hits);
  for (const i of [0, 1] as const) {
    const me = f.sides[i];
    if (!me.encircled) continue;
    const foe = 1 - i;
    const t = tacticsOf(me.card!);
    if (before[i] >= before[foe] && counts[foe] - before[i] > 0) {
      const [d] = rollDice(ctx, 1, "encircled", me.controller);
      const success = d.value >= Number(t.params.successMin);
      if (success) detail[i].hits = Math.min(counts[foe], detail[i].hits + Number(t.params.extraHits));
      detail[i].encircled = success;
    } else detail[i].encircled = null;
  }
  for (const i of [0, 1] as const) f.sides[i].hits = detail[i].hits;
  emit(ctx, {
    type: "CombatHits", hex: f.hex, round: f.round,
    attacker: { owner: f.sides[0].owner, value: f.sides[0].value, ...detail[0] },
    defender: { owner: f.sides[1].owner, value: f.sides[1].value, ...detail[1] },
  });
  // Surprise: at least 1 hit this round draws an action card.
  for (const i of [0, 1] as const) {
    const me = f.sides[i];
    if (me.surprise && me.hits >= 1 && isSeat(me.owner)) drawToHand(ctx, me.owner, "action");
  }
  // Each side picks its own casualties, the attacker first (L1326).
  f.removals.push({ side: 0, n: f.sides[1].hits, reason: "hits" }, { side: 1, n: f.sides[0].hits, reason: "hits" });
  f.step = "check";
}

function discardRoundCards(ctx: Ctx, f: BattleFrame) {
  for (const side of f.sides) {
    if (side.card && !side.cardTaken && isSeat(side.owner)) discardCard(ctx, side.owner, "action", side.card);
    side.card = null;
    side.cardLive = false;
  }
}

function stepCheck(ctx: Ctx, f: BattleFrame): boolean {
  const s = ctx.s;
  discardRoundCards(ctx, f);
  const a = fighters(s, f, 0).length;
  const d = fighters(s, f, 1).length;
  const [A, D] = f.sides;
  // L1332-1334: no units left loses; both at once: no winner; a lone fortress wins only in round 1.
  if (a === 0 && d === 0) decide(f, f.fortressOnly && f.round === 1 ? D.owner : null);
  else if (a === 0) decide(f, D.owner);
  else if (d === 0) decide(f, A.owner);
  else if (f.eclipse && (f.from ?? f.origin)) eclipseEnd(ctx, f);
  else if (f.from !== null && isSeat(A.owner)) {
    ask(f, "retreat", 0);
    return false;
  } else f.step = "round";
  return true;
}

/**
 * [EXP] Solar Eclipse (catalog §6.3 #41): a battle still undecided after its first round ends; the
 * attackers withdraw to where they came from. Its VP go to the winner, else the defender (events).
 */
function eclipseEnd(ctx: Ctx, f: BattleFrame) {
  const owner = f.sides[0].owner;
  const to = (f.from ?? f.origin)!;
  const units = unitsOn(ctx.s, f.hex, owner);
  relocate(ctx, units, to, "solar-eclipse");
  emit(ctx, { type: "BattleRetreat", hex: f.hex, owner, to, units: units.map((u) => u.id), reason: "solar-eclipse" });
  f.retreated = true;
  decide(f, null);
}

/** After the outcome: settlers without an army die (L1326), ships' cargo beyond capacity is lost (L1395). */
function stepEnd(ctx: Ctx, f: BattleFrame) {
  const s = ctx.s;
  discardRoundCards(ctx, f);
  for (const i of [0, 1] as const) {
    const side = f.sides[i];
    if (f.battle === "land") {
      if (side.owner === f.winner || fighters(s, f, i).length > 0) continue;
      const left = unitsOn(s, f.hex, side.owner);
      if (!left.length) continue;
      for (const u of left) removeUnit(ctx, u.id, "battle");
      emit(ctx, { type: "CasualtiesTaken", hex: f.hex, owner: side.owner, units: left.map((u) => u.id), unitTypes: left.map((u) => u.type), reason: "settlers" });
    } else {
      rebalanceCargo(s, f.hex, side.owner);
      const { excess } = cargoExcess(s, f.hex, side.owner);
      if (excess > 0) f.removals.push({ side: i, n: excess, reason: "cargo" });
    }
  }
  f.step = "finish";
}

function finish(ctx: Ctx, f: BattleFrame) {
  const s = ctx.s;
  pop(ctx, f);
  // The battle's place: what its end raises for the players to decide (Teach Us, instant objectives) is asked
  // there, right after it, whether or not a settler for the city's former owner is pushed meanwhile (L1134, L1144).
  const reactionsAt = s.stack.length;
  const [A, D] = f.sides;
  const winner = f.winner ?? null;
  if (s.turn) {
    // Units that fought may not move again this turn (L905, L1379, L1397).
    for (const id of f.participants) if (s.units[id] && !s.turn.unitsStopped.includes(id)) s.turn.unitsStopped.push(id);
  }
  emit(ctx, {
    type: "BattleEnded", hex: f.hex, kind: f.battle, attacker: A.owner, defender: D.owner, winner, rounds: f.round,
    automatic: f.automatic, retreated: f.retreated, tacticalRetreat: f.tacticalRetreat, attackerLosses: [...A.losses], defenderLosses: [...D.losses],
  });
  let captured = false;
  const c = s.cities[f.hex];
  if (f.battle === "land" && winner === A.owner && c && c.owner === D.owner) {
    captureCity(ctx, f.hex, A.owner);
    captured = true;
  }
  // Defeating barbarians: 1 gold for beating an army of at least 1 unit, whoever attacked (L1511).
  const loser = winner === A.owner ? D : winner === D.owner ? A : null;
  if (loser && isSeat(winner!) && loser.owner === "barbarian" && loser.atStart.length > 0) {
    gain(ctx, s.players[winner as Seat], { gold: BARBARIAN_REWARD.defeatArmyGold }, "barbarians-defeated");
  }
  if (f.battle === "land" && winner !== null && s.turn && winner === s.turn.seat) s.turn.wonLandBattles++;
  // Fanaticism: losing a battle in a temple city gives a free infantry (L1801).
  if (loser && isSeat(loser.owner) && f.temple && hasAdvance(s, loser.owner, "fanaticism") && FANATICISM.params.freeInfantryOnLoss) {
    placeFreeUnit(ctx, loser.owner, "infantry", "fanaticism");
  }
  fireHook(ctx, "battle-ended", {
    hex: f.hex, kind: f.battle, attacker: A.owner, defender: D.owner, winner,
    attackerLosses: [...A.losses], defenderLosses: [...D.losses], attackerUnitsAtStart: [...A.atStart], defenderUnitsAtStart: [...D.atStart],
    cityDefended: f.city, captured, disembarked: f.disembarked, rounds: f.round, reactionsAt,
  });
}

// ---- removals (casualties, Martyr, Archers, cargo) -----------------------------------------------

function removalPool(s: CocState, f: BattleFrame, side: SideIx, reason: string): Unit[] {
  if (reason === "cargo") return unitsOn(s, f.hex, f.sides[side].owner).filter((u) => u.carriedBy !== null);
  return fighters(s, f, side);
}

function applyRemoval(ctx: Ctx, f: BattleFrame, units: Unit[]) {
  const r = f.removals.shift()!;
  const side = f.sides[r.side];
  for (const u of units) {
    if (r.reason !== "cargo") side.losses.push(u.type);
    removeBattleUnit(ctx, u, r.reason);
  }
  if (r.reason === "cargo") rebalanceCargo(ctx.s, f.hex, side.owner);
  emit(ctx, { type: "CasualtiesTaken", hex: f.hex, owner: side.owner, units: units.map((u) => u.id), unitTypes: units.map((u) => u.type), reason: r.reason });
}

/** Processes the next removal: automatic when there is no real choice, else asks the side's controller. */
function stepRemoval(ctx: Ctx, f: BattleFrame): boolean {
  const r = f.removals[0];
  const pool = removalPool(ctx.s, f, r.side, r.reason);
  r.n = Math.min(r.n, pool.length);
  if (r.n <= 0) {
    f.removals.shift();
    return true;
  }
  if (r.n === pool.length || pool.every((u) => u.type === pool[0].type)) {
    applyRemoval(ctx, f, pool.slice(pool.length - r.n));
    return true;
  }
  ask(f, "remove", r.side);
  return false;
}

/** Every distinct choice of `n` units by type (bounded: at most a handful of types). */
function removalChoices(pool: Unit[], n: number): number[][] {
  const byType = new Map<string, number[]>();
  for (const u of pool) byType.set(u.type, [...(byType.get(u.type) ?? []), u.id]);
  const groups = [...byType.values()];
  const out: number[][] = [];
  const walk = (k: number, left: number, acc: number[]) => {
    if (out.length >= 64) return;
    if (k === groups.length) {
      if (left === 0) out.push(acc);
      return;
    }
    for (let take = Math.min(left, groups[k].length); take >= 0; take--) walk(k + 1, left - take, [...acc, ...groups[k].slice(0, take)]);
  };
  walk(0, n, []);
  return out;
}

// ---- the frame ------------------------------------------------------------------------------------

const MOVE_TYPES = [
  "combat-steel-weapons", "combat-siegecraft", "combat-tactics", "combat-casualties", "combat-siege-food",
  "combat-tactical-retreat", "combat-arena", "combat-retreat",
] as const;

defineFrame<BattleFrame>(rules, "battle", {
  moves: MOVE_TYPES,
  prompt: (s, f) => battlePrompt(s, f),
  legal: (s, f) => battleLegal(s, f),
  auto(ctx, f) {
    // Read on plain data (engine/kit/peek.ts): through the draft, each step would pay the proxy's traps.
    const r = peek(f);
    if (r.ask) return false;
    if (r.removals.length) return stepRemoval(ctx, f);
    switch (r.step) {
      case "start":
        start(ctx, f);
        return true;
      case "steel":
        return stepSteel(ctx, f);
      case "siegecraft":
        return stepSiegecraft(ctx.s, f);
      case "round":
        stepRound(ctx, f);
        return true;
      case "card":
        return stepCard(ctx, f);
      case "reveal":
        revealCards(ctx, f);
        f.step = "effects";
        return true;
      case "effects": {
        const q = f.queue.shift();
        if (!q) {
          if (f.tacticalRetreat !== null) decide(f, f.sides[0].owner);
          else f.step = "roll";
          return true;
        }
        applyEffect(ctx, f, q.side, q.effect);
        return true;
      }
      case "roll":
        rollSide(ctx, f, 0);
        rollSide(ctx, f, 1);
        f.step = "arena";
        f.i = 0;
        return true;
      case "arena":
        return stepArena(ctx, f);
      case "hits":
        stepHits(ctx, f);
        return true;
      case "check":
        return stepCheck(ctx, f);
      case "end":
        stepEnd(ctx, f);
        return true;
      case "finish":
        finish(ctx, f);
        return true;
    }
  },
});

function battlePrompt(s: CocState, f: BattleFrame): Prompt {
  const a = f.ask!;
  const seat = f.seat!;
  // Titles always name the battle's space and round.
  const title = (key: CocKey, params: Record<string, string | number> = {}) => text(key, { hex: f.hex, round: f.round, ...params });
  const choose = (id: string, moveType: string, label: Text, options: PromptOption[], min = 1, max = 1): Prompt =>
    ({ kind: "choose", seat, id: `battle-${id}`, moveType, label, options, min, max });
  switch (a.what) {
    case "steel": {
      const offer = steelOffer(s, f, a.side)!;
      return choose("steel", "combat-steel-weapons", title("coc.battle.steel", { bonus: offer.bonus }), [
        { value: "use", label: text("coc.battle.use") }, { value: "decline", label: text("coc.battle.decline") },
      ]);
    }
    case "siegecraft":
      return choose("siegecraft", "combat-siegecraft", title("coc.battle.siegecraft"), [
        { value: "none", label: text("coc.battle.none") }, { value: "die", label: text("coc.battle.die") },
        { value: "hit", label: text("coc.battle.hit") }, { value: "both", label: text("coc.battle.both") },
      ]);
    case "card":
      return choose("card", "combat-tactics", title("coc.battle.card"), [
        { value: "none", label: text("coc.battle.noCard") },
        ...playableCards(s, f, a.side).map((c) => ({ value: c, label: text(`coc.tactics.${tacticsOf(c).id}`) })),
      ]);
    case "remove": {
      const r = f.removals[0];
      const pool = removalPool(s, f, r.side, r.reason);
      const why = r.reason === "cargo"
        ? title("coc.battle.cargo", { n: r.n })
        : title(r.reason === "martyr" ? "coc.battle.casualties.martyr" : r.reason === "archers" ? "coc.battle.casualties.archers" : "coc.battle.casualties.hits", { n: r.n });
      return choose("casualties", "combat-casualties", why, pool.map((u) => ({ value: u.id, label: text(`coc.unit.${u.type}`, { id: u.id }) })), r.n, r.n);
    }
    case "siege-food":
      return choose("siegeFood", "combat-siege-food", title("coc.battle.siegeFood"), [
        { value: "pay", label: text("coc.battle.pay") }, { value: "refuse", label: text("coc.battle.refuse") },
      ]);
    case "tactical-retreat":
      return choose("tacticalRetreat", "combat-tactical-retreat", title("coc.battle.tacticalRetreat"),
        tacticalRetreatHexes(s, f).map((h) => ({ value: h, label: text("coc.hex", { hex: h }) })));
    case "arena": {
      const p = s.players[seat];
      return choose("arena", "combat-arena", title("coc.battle.arena"), [
        { value: "none", label: text("coc.battle.noToken") },
        ...(p.moodTokens ? [{ value: "mood", label: text("coc.battle.mood") }] : []),
        ...(p.cultureTokens ? [{ value: "culture", label: text("coc.battle.culture") }] : []),
      ]);
    }
    case "retreat":
      return choose("retreat", "combat-retreat", title("coc.battle.retreat", { from: String(f.from) }), [
        { value: "retreat", label: text("coc.battle.retreatYes") }, { value: "fight", label: text("coc.battle.fight") },
      ]);
  }
}

function battleLegal(s: CocState, f: BattleFrame): Move[] {
  const a = f.ask;
  if (!a || f.seat === null) return [];
  const seat = f.seat;
  const p = s.players[seat];
  switch (a.what) {
    case "steel": {
      const payment = suggestPayment(p, effectiveCost(s, seat, steelOffer(s, f, a.side)!.cost!));
      return [{ type: "combat-steel-weapons", use: false }, ...(payment ? [{ type: "combat-steel-weapons", use: true, payment }] : [])];
    }
    case "siegecraft":
      return [{ type: "combat-siegecraft", blockDie: false, blockHit: false }, ...siegecraftOptions(s, f).map((o) => ({ type: "combat-siegecraft", ...o }))];
    case "card":
      return [{ type: "combat-tactics", card: null }, ...playableCards(s, f, a.side).map((card) => ({ type: "combat-tactics", card }))];
    case "remove": {
      const r = f.removals[0];
      return removalChoices(removalPool(s, f, r.side, r.reason), r.n).map((units) => ({ type: "combat-casualties", units }));
    }
    case "siege-food": {
      const t = tacticsOf(f.sides[1 - a.side].card!);
      const payment = suggestPayment(p, effectiveCost(s, seat, SIEGE_FOOD(t)));
      return [{ type: "combat-siege-food", pay: false }, ...(payment ? [{ type: "combat-siege-food", pay: true, payment }] : [])];
    }
    case "tactical-retreat":
      return tacticalRetreatHexes(s, f).map((hex) => ({ type: "combat-tactical-retreat", hex }));
    case "arena":
      return [
        { type: "combat-arena", token: null },
        ...(p.moodTokens ? [{ type: "combat-arena", token: "mood" }] : []),
        ...(p.cultureTokens ? [{ type: "combat-arena", token: "culture" }] : []),
      ];
    case "retreat":
      return [{ type: "combat-retreat", retreat: true }, { type: "combat-retreat", retreat: false }];
  }
}

/** Why an answer to a question the battle is not asking is refused. */
const NOT_ASKED: Record<BattleAsk["what"], CocKey> = {
  steel: "coc.err.notAsked.steel", siegecraft: "coc.err.notAsked.siegecraft", card: "coc.err.notAsked.card", remove: "coc.err.notAsked.remove",
  "siege-food": "coc.err.notAsked.siegeFood", "tactical-retreat": "coc.err.notAsked.tacticalRetreat", arena: "coc.err.notAsked.arena", retreat: "coc.err.notAsked.retreat",
};

/** The battle frame waiting for `what`, or a failure. */
function waiting(frame: { kind: string }, what: BattleAsk["what"]): BattleFrame {
  const f = frame as BattleFrame;
  check(f.kind === "battle" && f.ask?.what === what, text(NOT_ASKED[what]));
  return f;
}

defineMove<{ type: "combat-steel-weapons"; use: boolean; payment?: Payment }>(rules, "combat-steel-weapons", {
  schema: z.object({ type: z.literal("combat-steel-weapons"), use: z.boolean(), payment: paymentSchema.optional() }),
  apply(ctx, seat, move, frame) {
    const f = waiting(frame, "steel");
    const i = f.ask!.side;
    if (move.use) {
      const offer = steelOffer(ctx.s, f, i)!;
      pay(ctx, ctx.s.players[seat], offer.cost!, move.payment ?? {}, "steel-weapons");
      useSteel(ctx, f, i, offer.bonus, true);
    } else emit(ctx, { type: "SteelWeaponsDeclined", hex: f.hex, owner: seat });
    answered(f);
    f.i++;
  },
});

defineMove<{ type: "combat-siegecraft"; blockDie: boolean; blockHit: boolean; payment?: Payment }>(rules, "combat-siegecraft", {
  schema: z.object({ type: z.literal("combat-siegecraft"), blockDie: z.boolean(), blockHit: z.boolean(), payment: paymentSchema.optional() }),
  apply(ctx, seat, move, frame) {
    const f = waiting(frame, "siegecraft");
    if (move.blockDie || move.blockHit) {
      pay(ctx, ctx.s.players[seat], siegecraftCost(move.blockDie, move.blockHit), move.payment ?? {}, "siegecraft");
      f.blockDie = move.blockDie;
      f.blockHit = move.blockHit;
      emit(ctx, { type: "SiegecraftUsed", hex: f.hex, owner: seat, blockDie: move.blockDie, blockHit: move.blockHit });
    }
    answered(f);
    f.step = "round";
  },
});

defineMove<{ type: "combat-tactics"; card: string | null }>(rules, "combat-tactics", {
  schema: z.object({ type: z.literal("combat-tactics"), card: z.string().max(40).nullable() }),
  apply(ctx, seat, move, frame) {
    const f = waiting(frame, "card");
    const i = f.ask!.side;
    if (move.card !== null) {
      const hand = ctx.s.players[seat].actionCards;
      check(hand.includes(move.card), text("coc.err.cardNotHand"));
      check(playableCards(ctx.s, f, i).includes(move.card), text("coc.err.cannotPlayTactics", { tactics: move.card }));
      hand.splice(hand.indexOf(move.card), 1);
      f.private[seat] = { card: move.card };
      emit(ctx, { type: "TacticsCardPlayed", hex: f.hex, seat, card: move.card, visibleTo: [seat], redacted: { type: "TacticsCardPlayed", hex: f.hex, seat } });
    } else emit(ctx, { type: "TacticsCardPassed", hex: f.hex, seat });
    answered(f);
    f.i++;
  },
});

defineMove<{ type: "combat-casualties"; units: number[] }>(rules, "combat-casualties", {
  schema: z.object({ type: z.literal("combat-casualties"), units: z.array(z.number().int()).max(16) }),
  apply(ctx, _seat, move, frame) {
    const f = waiting(frame, "remove");
    const r = f.removals[0];
    const pool = removalPool(ctx.s, f, r.side, r.reason);
    check(new Set(move.units).size === move.units.length, text("coc.err.chooseEachUnitOnce"));
    check(move.units.length === r.n, text("coc.err.chooseExactlyUnits", { n: r.n }));
    check(move.units.every((id) => pool.some((u) => u.id === id)), text("coc.err.chooseAmongUnitsBattle"));
    answered(f);
    applyRemoval(ctx, f, move.units.map((id) => ctx.s.units[id]));
  },
});

defineMove<{ type: "combat-siege-food"; pay: boolean; payment?: Payment }>(rules, "combat-siege-food", {
  schema: z.object({ type: z.literal("combat-siege-food"), pay: z.boolean(), payment: paymentSchema.optional() }),
  apply(ctx, seat, move, frame) {
    const f = waiting(frame, "siege-food");
    const i = f.ask!.side;
    if (move.pay) {
      pay(ctx, ctx.s.players[seat], SIEGE_FOOD(tacticsOf(f.sides[1 - i].card!)), move.payment ?? {}, "siege");
      emit(ctx, { type: "SiegeFoodPaid", hex: f.hex, owner: seat });
    } else {
      f.sides[i].symbolsDenied = true;
      emit(ctx, { type: "SiegeFoodRefused", hex: f.hex, owner: seat });
    }
    answered(f);
  },
});

defineMove<{ type: "combat-tactical-retreat"; hex: string }>(rules, "combat-tactical-retreat", {
  schema: z.object({ type: z.literal("combat-tactical-retreat"), hex: hexSchema }),
  apply(ctx, _seat, move, frame) {
    const f = waiting(frame, "tactical-retreat");
    check(tacticalRetreatHexes(ctx.s, f).includes(move.hex), text("coc.err.withdrawAdjacentLandSpace"));
    answered(f);
    doTacticalRetreat(ctx, f, move.hex);
  },
});

defineMove<{ type: "combat-arena"; token: "mood" | "culture" | null }>(rules, "combat-arena", {
  schema: z.object({ type: z.literal("combat-arena"), token: z.enum(["mood", "culture"]).nullable() }),
  apply(ctx, seat, move, frame) {
    const f = waiting(frame, "arena");
    const i = f.ask!.side;
    if (move.token) {
      pay(ctx, ctx.s.players[seat], anyOfCost(1, ["mood", "culture"]), { [move.token]: 1 }, "colosseum");
      const side = f.sides[i];
      side.arenaUsed = true;
      side.value += Number(COLOSSEUM.params.combatValuePerLandBattle);
      emit(ctx, { type: "ColosseumUsed", hex: f.hex, owner: seat, token: move.token, value: side.value });
    }
    answered(f);
    f.i++;
  },
});

defineMove<{ type: "combat-retreat"; retreat: boolean }>(rules, "combat-retreat", {
  schema: z.object({ type: z.literal("combat-retreat"), retreat: z.boolean() }),
  apply(ctx, _seat, move, frame) {
    const f = waiting(frame, "retreat");
    answered(f);
    if (!move.retreat) {
      f.step = "round";
      return;
    }
    // All attacking units leave together for the space they came from (L1336); cargo sails with its ships.
    const owner = f.sides[0].owner;
    const units = unitsOn(ctx.s, f.hex, owner).filter((u) => f.battle === "land" || u.type === "ship");
    relocate(ctx, units, f.from!, "retreat");
    emit(ctx, { type: "BattleRetreat", hex: f.hex, owner, to: f.from, units: units.map((u) => u.id) });
    f.retreated = true;
    decide(f, null);
  },
});
