/**
 * One attack (Атаки, L498-540; reference L1000-1014; clarifications L812-816). The attacker returns a diplomacy
 * card of the defender (G16: when declaring). Both roll a die: the attacker adds the slot and the card's bonus;
 * the defender adds 8 for a city-state, the terrain for barbarians, the terrain (doubled for a city) plus 1 per
 * adjacent friendly reinforced token and 1 for a reinforced target (L512-517). Then the attacker, then a defending
 * player, may spend trade tokens from their military card, +1 each (L519). Ties go to the defender (L521).
 * Both sides add the combat bonuses of their leader, held diplomacy cards and controlled wonders (L510, L516,
 * "For the engine" 18): `combatBonus`.
 */
import type { Seat } from "../../../core/types.ts";
import { ask } from "../../../kit/choice.ts";
import { assignFresh, peek } from "../../../kit/peek.ts";
import { ruleModule } from "../../../kit/rules.ts";
import { CITY_DIFFICULTY_MULTIPLIER, CITY_STATE_DEFENSE, CITY_STATES, RESOURCES, type CityStateId, type CombatRole, type MilitaryCardDef } from "../data/index.ts";
import { rollDie } from "../base/dice.ts";
import { effectsOf } from "../base/effects.ts";
import { defineAutoFrame, defineChoice, emit, pop, push, top, type Ctx } from "../base/flow.ts";
import { barbarianSet, barbariansAt, difficulty, mapShape, neighbors, searchAt, spaceAt, spaceIndex, spaceList } from "../base/map.ts";
import { placeCity, placeToken, removeCity, removeToken } from "../base/pieces.ts";
import { focusCard, rowCardOfType, slotOfType, spendable, spendTrade } from "../base/row.ts";
import type { DiplomacyHolding, Frame, NdState, Space, SpaceId } from "../base/state.ts";
import { text } from "../text/index.ts";
import { queueTrade } from "../base/trade.ts";
import { freeCities } from "./industry.ts";
import { resourcesInSupply } from "./science.ts";

export const rules = ruleModule("cards/combat");

/** Trade tokens taken from a plundered capital (L528) and gained for barbarians (L525). */
const CAPITAL_PLUNDER = 2;
const BARBARIAN_REWARD = 1;
const CITY_STATE_TYPE = new Map(CITY_STATES.map((c) => [c.id as CityStateId, c.type]));

export function militaryCard(s: NdState, seat: Seat): MilitaryCardDef {
  return focusCard(rowCardOfType(s.players[seat], "military").card) as MilitaryCardDef;
}

export interface Fight { attacker: Seat; defender: Seat | null; target: SpaceId; kind: TargetKind }

const reinforcedTokens = (s: NdState, seat: Seat) => spaceList(s).filter((sp) => sp.token?.owner === seat && sp.token.reinforced).length;

/** The `combat-bonus` effects of `seat` that apply to its side of the fight, summed (data/types.ts CombatBonusEffect). */
export function combatBonus(s: NdState, seat: Seat, role: CombatRole, fight: Fight): number {
  const sp = spaceAt(s, fight.target);
  const opponent = role === "attack" ? fight.defender : fight.attacker;
  const targetKind = fight.kind === "capital" ? "city" : fight.kind;
  let total = 0;
  for (const { effect: e, source } of effectsOf(s, seat, "combat-bonus")) {
    if (!e.roles.includes(role)) continue;
    if (e.targets && (role !== "attack" || !(e.targets as readonly string[]).includes(targetKind))) continue;
    if (e.defendingSpaceTerrains && !(e.defendingSpaceTerrains as readonly string[]).includes(sp.terrain)) continue;
    if (e.notAgainst === "giver" && source.kind === "player-card" && opponent === source.giver) continue;
    if (e.notAgainst === "this-city-state" && source.kind === "city-state" && role === "attack" && (sp.cityState ?? sp.cityStateSymbol) === source.cityState) continue;
    if (e.condition === "more-reinforced-tokens-than-defender" && (fight.defender === null || reinforcedTokens(s, seat) <= reinforcedTokens(s, fight.defender))) continue;
    let times = 1;
    if (e.per === "own-caravan-adjacent-to-defending-space") {
      const around = neighbors(s, fight.target);
      times = s.players[seat].caravans.filter((c) => c !== null && around.includes(c)).length;
    } else if (e.per === "city-state-token-or-friendly-city-within-2-of-defending-space") {
      const spaces = peek(s).spaces;
      times = 0;
      searchAt(s, [spaceIndex(s, fight.target)], 2, () => true, (i) => {
        if (spaces[i].cityState || spaces[i].city?.owner === seat) times++;
        return false;
      });
    }
    total += e.amount * times;
  }
  return total;
}

export type TargetKind = "barbarian" | "city-state" | "city" | "capital" | "control-token";

/** What attacking `id` would fight, or null if nothing there can be attacked by `seat` (L504, L821). */
export function targetKind(s: NdState, seat: Seat, id: SpaceId): TargetKind | null {
  return targetKindOf(seat, spaceAt(s, id), barbarianSet(s));
}

/** `targetKind` of a space already at hand, with the barbarians' spaces (map.ts `barbarianSet`): searches visit many spaces. */
export function targetKindOf(seat: Seat, sp: Space, barbarians: ReadonlySet<SpaceId>): TargetKind | null {
  if (barbarians.has(sp.id)) return "barbarian";
  if (sp.cityState) return "city-state";
  if (sp.city && sp.city.owner !== seat) return sp.city.capital ? "capital" : "city";
  if (sp.token && sp.token.owner !== seat) return "control-token";
  return null;
}

export interface CombatFrame extends Frame {
  kind: "combat";
  seat: null;
  attacker: Seat;
  defender: Seat | null;
  target: SpaceId;
  targetKind: TargetKind;
  attack: number;
  defense: number;
  stage: "attacker-trade" | "defender-trade" | "resolve" | "done";
}

/** The defender's strength before dice and trade tokens (L512-517). */
export function defenseBonus(s: NdState, target: SpaceId, kind: TargetKind): number {
  const sp = spaceAt(s, target);
  if (kind === "city-state") return CITY_STATE_DEFENSE;
  if (kind === "barbarian") return difficulty(sp);
  const owner = (sp.city ?? sp.token)!.owner;
  // The neighbours by index in the state's list: no lookup by id per neighbour.
  const spaces = peek(s).spaces;
  let reinforcedAround = 0;
  for (const n of mapShape(s).near[spaceIndex(s, target)]) {
    const token = spaces[n].token;
    if (token && token.owner === owner && token.reinforced) reinforcedAround++;
  }
  const terrain = difficulty(sp) * (sp.city ? CITY_DIFFICULTY_MULTIPLIER : 1);
  return terrain + reinforcedAround + (sp.token?.reinforced ? 1 : 0);
}

/**
 * The attacker must give back the diplomacy cards of the city-state or rival attacked (L630; with Potala Palace
 * every card of that rival). A returned player card is seen only by the two players (E12).
 */
function returnDiplomacy(ctx: Ctx, seat: Seat, target: SpaceId, defender: Seat | null) {
  const s = ctx.s;
  const cs = spaceAt(peek(s), target).cityState;
  const holdings = peek(s).players[seat].diplomacy;
  const returned = (d: DiplomacyHolding) => (d.from === "player" ? d.giver === defender : d.cityState === cs);
  const held = holdings.filter(returned);
  if (!held.length) return;
  // The cards kept, as the plain holdings they are.
  assignFresh(s.players[seat], "diplomacy", holdings.filter((d) => !returned(d)));
  for (const h of held) {
    if (h.from === "player") {
      s.players[h.giver].diplomacyDeck.push(h.card);
      emit(ctx, { type: "DiplomacyCardReturned", seat, held: h, visibleTo: [seat, h.giver], redacted: { type: "DiplomacyCardReturned", seat, rival: h.giver } });
    } else {
      s.cityStateCards[h.cityState] = (s.cityStateCards[h.cityState] ?? 0) + 1;
      emit(ctx, { type: "DiplomacyCardReturned", seat, held: h });
    }
  }
}

export function startCombat(ctx: Ctx, seat: Seat, slot: number, target: SpaceId, def: MilitaryCardDef) {
  const s = ctx.s;
  const kind = targetKind(peek(s), seat, target)!;
  const sp = spaceAt(peek(s), target);
  const defender = kind === "barbarian" || kind === "city-state" ? null : (sp.city ?? sp.token)!.owner;
  returnDiplomacy(ctx, seat, target, defender);
  const fight: Fight = { attacker: seat, defender, target, kind };
  const attackDie = rollDie(ctx);
  const defenseDie = rollDie(ctx);
  const attackBonus = combatBonus(peek(s), seat, "attack", fight);
  const defenseBonusOfEffects = defender === null ? 0 : combatBonus(peek(s), defender, "defense", fight);
  const attack = attackDie + slot + (kind === "barbarian" ? def.attackBonusVsBarbarians : def.attackBonus) + attackBonus;
  const defense = defenseDie + defenseBonus(peek(s), target, kind) + defenseBonusOfEffects;
  emit(ctx, { type: "AttackRolled", seat, target, targetKind: kind, defender, attackDie, defenseDie, attack, defense, attackBonus, defenseBonus: defenseBonusOfEffects });
  push(ctx, { kind: "combat", seat: null, attacker: seat, defender, target, targetKind: kind, attack, defense, stage: "attacker-trade" } satisfies CombatFrame);
}

/**
 * Spendable trade tokens of a seat's military card: the attacker's city-state tokens (and America's natural
 * wonders) each once per turn (L620, G15); the defender spends trade tokens only.
 */
function militaryTrade(s: NdState, seat: Seat, attacking: boolean): number {
  const slot = slotOfType(s.players[seat], "military");
  if (slot < 0) return 0;
  return attacking ? spendable(s, seat, slot) : s.players[seat].row[slot].trade;
}

const range = (n: number) => Array.from({ length: n + 1 }, (_, i) => i);

defineAutoFrame<CombatFrame>(rules, "combat", (ctx, f) => {
  const s = ctx.s;
  if (f.stage === "attacker-trade") {
    f.stage = "defender-trade";
    const n = militaryTrade(peek(s), f.attacker, true);
    if (n > 0) ask(ctx, f.attacker, "combat-trade", range(n), { attacking: true }, { always: true });
    return true;
  }
  if (f.stage === "defender-trade") {
    f.stage = "resolve";
    const n = f.defender === null ? 0 : militaryTrade(peek(s), f.defender, false);
    if (n > 0) ask(ctx, f.defender!, "combat-trade", range(n), { attacking: false }, { always: true });
    return true;
  }
  if (f.stage === "resolve") {
    f.stage = "done";
    const won = f.attack > f.defense;
    emit(ctx, { type: "AttackResolved", seat: f.attacker, target: f.target, attack: f.attack, defense: f.defense, won });
    if (won) {
      s.turn!.attacksWon++;
      conquer(ctx, f);
    }
    return true;
  }
  pop(ctx, f);
  return true;
});

defineChoice(rules, "combat-trade", {
  label: (_s, f) => f.data.attacking
    ? text("nd.combat.attackTrade")
    : text("nd.combat.defendTrade"),
  optionLabel: (_s, _f, v) => text("nd.combat.tokens", { count: v }),
  resolve(ctx, seat, value, data) {
    const n = value as number;
    const f = top(ctx.s) as CombatFrame;
    const slot = slotOfType(peek(ctx.s).players[seat], "military");
    if (data.attacking) spendTrade(ctx, seat, slot, n);
    else ctx.s.players[seat].row[slot].trade -= n;
    if (data.attacking) f.attack += n;
    else f.defense += n;
    if (n) emit(ctx, { type: "CombatTradeSpent", seat, amount: n, attacking: data.attacking });
  },
});

/** Puts one of the attacker's cities on a conquered space, or a reinforced control token if none is left (L815-816). */
function occupy(ctx: Ctx, seat: Seat, id: SpaceId) {
  const p = ctx.s.players[seat];
  if (p.citiesLeft > 0) placeCity(ctx, seat, id);
  else if (p.tokensLeft > 0) placeToken(ctx, seat, id, true);
}

function moveCityStateToken(ctx: Ctx, cs: CityStateId, from: Seat | null, to: Seat) {
  const s = ctx.s;
  if (from !== null) {
    for (const c of s.players[from].row) c.cityStates = c.cityStates.filter((x) => x !== cs);
  }
  const p = s.players[to];
  // With no card of that type (Oxford University) it goes on the card in slot 1 (E16).
  p.row[Math.max(0, slotOfType(p, CITY_STATE_TYPE.get(cs)!))].cityStates.push(cs);
}

function conquer(ctx: Ctx, f: CombatFrame) {
  const s = ctx.s;
  const sp = spaceAt(s, f.target);
  const seat = f.attacker;
  switch (f.targetKind) {
    case "barbarian": {
      const letters = barbariansAt(s, f.target);
      for (const l of letters) delete s.barbarians[l];
      s.defeatedBarbarians.push(...letters);
      emit(ctx, { type: "BarbariansDefeated", seat, space: f.target, letters });
      // Sumeria: a resource of the player's choice from the supply (asked after the trade token).
      for (const { effect } of effectsOf(peek(s), seat, "resource-on-barbarian-defeat")) {
        for (let i = 0; i < effect.count; i++) {
          const kinds = RESOURCES.map((r) => r.id).filter((k) => resourcesInSupply(peek(peek(s)), k) > 0);
          ask(ctx, seat, "supply-resource", kinds);
        }
      }
      queueTrade(ctx, [{ kind: "place", seat, count: BARBARIAN_REWARD }]);
      return;
    }
    case "city-state": {
      const cs = sp.cityState!;
      sp.cityState = null;
      moveCityStateToken(ctx, cs, null, seat);
      // All its diplomacy cards are set aside face down, held ones included (L618).
      s.cityStateCards[cs] = 0;
      for (const p of s.players) p.diplomacy = p.diplomacy.filter((d) => !(d.from === "city-state" && d.cityState === cs));
      occupy(ctx, seat, f.target);
      s.turn!.captured.push(f.target);
      emit(ctx, { type: "CityStateConquered", seat, cityState: cs, space: f.target });
      return;
    }
    case "control-token": {
      removeToken(ctx, f.target, seat);
      if (s.players[seat].tokensLeft > 0) placeToken(ctx, seat, f.target);
      s.turn!.captured.push(f.target);
      return;
    }
    case "city": {
      const defender = f.defender!;
      removeCity(ctx, f.target);
      if (sp.cityStateSymbol) {
        ask(ctx, seat, "conquer-or-liberate", ["conquer", "liberate"], { target: f.target, defender });
        return;
      }
      occupy(ctx, seat, f.target);
      s.turn!.captured.push(f.target);
      return;
    }
    case "capital": {
      s.players[seat].capitalsTaken++;
      emit(ctx, { type: "CapitalPlundered", seat, victim: f.defender, space: f.target });
      // The wonder under a capital moves under one of the attacker's cities, if one is free (L530).
      const free = freeCities(peek(s), seat);
      if (sp.wonder && free.length) ask(ctx, seat, "wonder-city", free, { wonder: sp.wonder, from: f.target });
      queueTrade(ctx, [{ kind: "take", seat, victim: f.defender!, count: CAPITAL_PLUNDER }]);
      return;
    }
  }
}

defineChoice(rules, "conquer-or-liberate", {
  label: () => text("nd.combat.liberate"),
  optionLabel: (_s, _f, v) => (v === "conquer" ? text("nd.combat.conquer") : text("nd.combat.free")),
  resolve(ctx, seat, value, data) {
    const s = ctx.s;
    const target = data.target as SpaceId;
    const sp = spaceAt(s, target);
    const cs = sp.cityStateSymbol!;
    const defender = data.defender as Seat;
    if (value === "conquer") {
      moveCityStateToken(ctx, cs, defender, seat);
      occupy(ctx, seat, target);
      s.turn!.captured.push(target);
      emit(ctx, { type: "CityStateConquered", seat, cityState: cs, space: target });
      return;
    }
    // Liberated: the token goes back on its space, its diplomacy cards face up, and the liberator takes one (L622).
    for (const c of s.players[defender].row) c.cityStates = c.cityStates.filter((x) => x !== cs);
    sp.cityState = cs;
    s.cityStateCards[cs] = 1;
    s.players[seat].diplomacy.push({ from: "city-state", cityState: cs });
    emit(ctx, { type: "CityStateLiberated", seat, cityState: cs, space: target });
  },
});
