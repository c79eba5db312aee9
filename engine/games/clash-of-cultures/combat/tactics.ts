/**
 * Tactics halves of action cards in battle (L1235-1256, catalog §4.3): who may play which card, the
 * simultaneous reveal, and the "when revealed" effects. After-roll parts (Encircled, Surprise) are
 * flags read by combat/battle.ts. Every effect lasts for the current combat round only (L1243).
 */
import type { Seat } from "../../../core/types.ts";
import { fixedCost, type TacticsHalfDef } from "../data/index.ts";
import { actionCardDef } from "../base/catalog.ts";
import { boardNeighbors, isExplored, isLand } from "../base/board.ts";
import { emit, type Ctx } from "../base/flow.ts";
import { rollDice } from "../base/dice.ts";
import { suggestPayment } from "../base/resources.ts";
import type { CocState, HexKey, Owner } from "../base/state.ts";
import {
  battleRules, fighters, hasAdvance, hasStackRoom, isSeat, relocate, unitsOn, type BattleFrame, type SideIx,
} from "./core.ts";
import { rulesInForce } from "../../../kit/rules.ts";

export function tacticsOf(card: string): TacticsHalfDef {
  return actionCardDef(card).tactics as TacticsHalfDef;
}

/** Land hexes next to the battle the defender may withdraw to: no enemy units or city, room for the army. */
export function tacticalRetreatHexes(s: CocState, f: BattleFrame): HexKey[] {
  const owner = f.sides[1].owner;
  const army = fighters(s, f, 1).length;
  return boardNeighbors(s, f.hex).filter((h) => isLand(s, h) && isExplored(s, h) && !hasEnemy(s, h, owner) && hasStackRoom(s, h, owner, army));
}

function hasEnemy(s: CocState, hex: HexKey, owner: Owner): boolean {
  const c = s.cities[hex];
  if (c && c.owner !== owner) return true;
  for (const id in s.units) {
    const u = s.units[id];
    if (u.hex === hex && u.owner !== owner) return true;
  }
  return false;
}

/** Whether side `i` may play `card`'s tactics half now: role, fighters, location and extra check. */
export function tacticsAllowed(s: CocState, f: BattleFrame, i: SideIx, card: string): boolean {
  const t = tacticsOf(card);
  if (t.role === "attacker" && i !== 0) return false;
  if (t.role === "defender" && i !== 1) return false;
  if (t.fighters.length) {
    const mine = fighters(s, f, i).length > 0;
    const ok = t.fighters.some((x) => mine && (x === "army" ? f.battle === "land" : f.battle === "sea"));
    if (!ok) return false;
  }
  if (t.location === "land" && f.battle !== "land") return false;
  if (t.location === "sea" && f.battle !== "sea") return false;
  if (t.location === "city" && !f.city) return false;
  if (t.extraConditionId === "defending-or-target-not-city" && !(i === 1 || !f.city)) return false;
  if (t.extraConditionId === "adjacent-land-hex-without-enemies" && tacticalRetreatHexes(s, f).length === 0) return false;
  return true;
}

/** Cards side `i` may play this round (needs Tactics, L1237; barbarians and pirates never play, L1494). */
export function playableCards(s: CocState, f: BattleFrame, i: SideIx): string[] {
  const owner = f.sides[i].owner;
  if (!isSeat(owner) || !hasAdvance(s, owner, "tactics")) return [];
  // [EXP] Trojan Horse: the defender plays no tactics card in the first round.
  if (f.trojan && i === 1 && f.round === 1) return [];
  // [EXP] Sparta: the enemy of a side with fewer fighting units plays no tactics card that round.
  if (rulesInForce().list(battleRules).length && rulesInForce().list(battleRules).some((r) => r.blocksEnemyTactics?.(s, f, (1 - i) as SideIx))) return [];
  const hand = s.players[owner].actionCards;
  return hand.filter((c, k) => hand.indexOf(c) === k && tacticsAllowed(s, f, i, c));
}

/**
 * Turns both face-down cards up at once (L1241) and applies the cancellations: Scout first (it takes
 * the cancelled card into its player's hand), then Martyr; then queues the remaining effects, the
 * attacker's before the defender's, Tactical Retreat last (it ends the battle after the others).
 */
export function revealCards(ctx: Ctx, f: BattleFrame) {
  const s = ctx.s;
  const played: (string | null)[] = [0, 1].map((i) => {
    const owner = f.sides[i].owner;
    return isSeat(owner) ? f.private[owner]?.card ?? null : null;
  });
  f.private = {};
  if (!played[0] && !played[1]) return;
  for (const i of [0, 1] as const) {
    f.sides[i].card = played[i];
    f.sides[i].cardLive = played[i] !== null;
  }
  emit(ctx, {
    type: "TacticsCardsRevealed", hex: f.hex, round: f.round,
    attacker: played[0] && { owner: f.sides[0].owner, card: played[0], tactics: tacticsOf(played[0]).id },
    defender: played[1] && { owner: f.sides[1].owner, card: played[1], tactics: tacticsOf(played[1]).id },
  });
  const live = (i: SideIx, id: string) => f.sides[i].cardLive && tacticsOf(f.sides[i].card!).effectId === id;
  // Scout: cancel the enemy's card and take it into your hand (both Scouts: each takes the other's).
  const scout = [live(0, "scout"), live(1, "scout")];
  for (const i of [0, 1] as const) {
    if (!scout[i]) continue;
    const foe = (1 - i) as SideIx;
    const card = f.sides[foe].card;
    if (!card) continue;
    f.sides[foe].cardLive = false;
    f.sides[foe].cardTaken = true;
    s.players[f.sides[i].owner as Seat].actionCards.push(card);
    emit(ctx, { type: "TacticsCardCancelled", hex: f.hex, owner: f.sides[foe].owner, card, by: "scout", takenBy: f.sides[i].owner });
  }
  // Martyr: the enemy's card is cancelled (and still discarded). Two Martyrs cancel each other.
  const martyr = [live(0, "martyr"), live(1, "martyr")];
  for (const i of [0, 1] as const) {
    if (!martyr[i]) continue;
    const foe = (1 - i) as SideIx;
    if (!f.sides[foe].card || f.sides[foe].cardTaken) continue;
    f.sides[foe].cardLive = false;
    emit(ctx, { type: "TacticsCardCancelled", hex: f.hex, owner: f.sides[foe].owner, card: f.sides[foe].card, by: "martyr" });
  }
  for (const i of [0, 1] as const) {
    if (f.sides[i].cardLive) f.queue.push({ side: i, effect: tacticsOf(f.sides[i].card!).effectId });
  }
  f.queue.sort((a, b) => Number(a.effect === "tactical-retreat") - Number(b.effect === "tactical-retreat"));
}

export const SIEGE_FOOD = (t: TacticsHalfDef) => fixedCost({ food: Number(t.params.defenderFoodToKeepAbilities) });

/**
 * Applies one revealed effect of side `q.side`. Returns false when it waits for a decision (f.ask set).
 */
export function applyEffect(ctx: Ctx, f: BattleFrame, side: SideIx, effect: string): boolean {
  const s = ctx.s;
  const me = f.sides[side];
  const foeIx = (1 - side) as SideIx;
  const foe = f.sides[foeIx];
  const t = tacticsOf(me.card!);
  const p = t.params;
  const note = (extra: Record<string, unknown> = {}) =>
    emit(ctx, { type: "TacticsEffect", hex: f.hex, round: f.round, owner: me.owner, card: me.card, tactics: t.id, ...extra });
  switch (effect) {
    case "peltasts": {
      const n = fighters(s, f, side).length;
      const dice = rollDice(ctx, n, "peltasts", me.controller);
      const success = dice.some((d) => d.value >= Number(p.successMin));
      if (success) me.hitCancels += Number(p.hitCancels);
      note({ dice: dice.map((d) => d.value), success });
      return true;
    }
    case "archers": {
      const dice = rollDice(ctx, 1, "archers", me.controller);
      const success = dice[0].value >= Number(p.successMin);
      note({ dice: dice.map((d) => d.value), success });
      if (success) f.removals.push({ side: foeIx, n: Number(p.kills), reason: "archers" });
      return true;
    }
    case "martyr":
      note();
      f.removals.push({ side, n: Number(p.ownSacrifice), reason: "martyr" }, { side: foeIx, n: Number(p.enemySacrifice), reason: "martyr" });
      return true;
    case "encircled":
      me.encircled = true;
      note();
      return true;
    case "wedge-formation":
      me.cvPerEnemyUnit += Number(p.combatValuePerDefendingUnit);
      note();
      return true;
    case "high-morale":
      me.cv += Number(p.combatValue);
      note();
      return true;
    case "heavy-resistance":
      foe.cvPerOwnUnit += Number(p.combatValuePerAttackingUnit);
      note();
      return true;
    case "high-ground":
      foe.symbolsDenied = true;
      note();
      return true;
    case "surprise":
      me.cv += Number(p.combatValue);
      me.surprise = true;
      note();
      return true;
    case "siege": {
      me.cv += Number(p.combatValue);
      note();
      const payer = foe.owner;
      if (isSeat(payer) && suggestPayment(s.players[payer], SIEGE_FOOD(t))) {
        f.ask = { what: "siege-food", side: foeIx };
        f.seat = payer;
        return false;
      }
      foe.symbolsDenied = true;
      emit(ctx, { type: "SiegeFoodRefused", hex: f.hex, owner: payer });
      return true;
    }
    case "for-the-people":
    case "defensive-formation":
    case "flanking":
      me.extraDice += Number(p.extraDice);
      note();
      return true;
    case "improved-defenses":
      me.hitCancels += Number(p.hitCancels);
      note();
      return true;
    case "tactical-retreat": {
      const options = tacticalRetreatHexes(s, f);
      if (options.length === 0) {
        note({ fizzled: true });
        return true;
      }
      if (options.length === 1) {
        doTacticalRetreat(ctx, f, options[0]);
        return true;
      }
      f.ask = { what: "tactical-retreat", side: 1 };
      f.seat = me.controller;
      return false;
    }
    default:
      note();
      return true;
  }
}

/** The defender withdraws every unit to `to`; the battle ends and the attacker wins the hex. */
export function doTacticalRetreat(ctx: Ctx, f: BattleFrame, to: HexKey) {
  const units = unitsOn(ctx.s, f.hex, f.sides[1].owner);
  emit(ctx, { type: "TacticsEffect", hex: f.hex, round: f.round, owner: f.sides[1].owner, card: f.sides[1].card, tactics: "tactical-retreat", to });
  relocate(ctx, units, to, "tactical-retreat");
  f.tacticalRetreat = to;
}
