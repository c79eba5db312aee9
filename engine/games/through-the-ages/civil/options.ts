/**
 * The moves of each kind that the seat could make now, apart from the action it costs: for the legal-move list,
 * and to tell whether an action card's ordered action can be performed (base §15). `limit`: stop once that many
 * are found (whether there is any needs only the first).
 */
import type { Move, Seat } from "../../../core/types.ts";
import { addRule, ListSlot, rulesInForce, type RuleModule } from "../../../kit/rules.ts";
import { tech, workerKind } from "../base/cards.ts";
import type { TtaState } from "../base/state.ts";
import { AGE_LEVEL, type Amounts } from "../data/index.ts";
import type { Ordered, Scope } from "./actions.ts";
import { buildBlocker, populationBlocker, scopeOf, upgradeBlocker } from "./buildings.ts";
import { developBlocker } from "./develop.ts";
import { stagesPerAction, wonderBlocker } from "./wonders.ts";

/** More moves an event's offer of "any one of these actions" allows (Development of Civilization's revolution). */
export type OfferMoves = (s: TtaState, seat: Seat) => Move[];
const OFFER_MOVES = new ListSlot<OfferMoves>("offer moves");

export function addOfferMoves(module: RuleModule, moves: OfferMoves) {
  addRule(module, OFFER_MOVES, moves);
}

export function buildMoves(s: TtaState, seat: Seat, scopes: readonly Scope[], discount: Amounts = {}, limit = Infinity): Move[] {
  const p = s.players[seat];
  const out: Move[] = [];
  for (const t of p.techs) {
    if (out.length >= limit) return out;
    if (scopes.includes(scopeOf(t.card, "build")) && !buildBlocker(s, seat, t.card, discount.resources ?? 0)) out.push({ type: "build", card: t.card });
  }
  for (const a of p.techs) {
    if (!a.workers) continue;
    const from = tech(a.card);
    const fromLevel = AGE_LEVEL[from.age];
    for (const b of p.techs) {
      if (out.length >= limit) return out;
      if (b === a) continue;
      const to = tech(b.card);
      if (to.type !== from.type || AGE_LEVEL[to.age] <= fromLevel) continue;
      if (scopes.includes(scopeOf(b.card, "upgrade")) && !upgradeBlocker(s, seat, a.card, b.card, discount.resources ?? 0)) out.push({ type: "upgrade", from: a.card, to: b.card });
    }
  }
  return out;
}

export function destroyMoves(s: TtaState, seat: Seat, units: boolean): Move[] {
  return s.players[seat].techs.filter((t) => t.workers > 0 && (workerKind(tech(t.card)) === "unit") === units).map((t) => ({ type: "destroy", card: t.card }));
}

export function developMoves(s: TtaState, seat: Seat, discount: Amounts = {}, limit = Infinity): Move[] {
  const out: Move[] = [];
  for (const id of new Set(s.players[seat].hand)) {
    if (out.length >= limit) break;
    if (!developBlocker(s, seat, id, discount.science ?? 0)) out.push({ type: "develop", card: id });
  }
  return out;
}

export function wonderMoves(s: TtaState, seat: Seat, discount: Amounts = {}, limit = Infinity): Move[] {
  const out: Move[] = [];
  for (let n = 1; n <= stagesPerAction(s, seat) && out.length < limit; n++) if (!wonderBlocker(s, seat, n, discount.resources ?? 0)) out.push({ type: "build-wonder", stages: n });
  return out;
}

/** The moves that carry out an action card's order. */
export function orderedMoves(s: TtaState, seat: Seat, action: Ordered, discount: Amounts, limit = Infinity): Move[] {
  switch (action) {
    case "build-or-upgrade-farm-mine": return buildMoves(s, seat, ["build-farm-mine", "upgrade-farm-mine"], discount, limit);
    case "build-or-upgrade-urban": return buildMoves(s, seat, ["build-urban", "upgrade-urban"], discount, limit);
    case "upgrade-any": return buildMoves(s, seat, ["upgrade-farm-mine", "upgrade-urban"], discount, limit);
    case "increase-population": return populationBlocker(s, seat, discount.food ?? 0) ? [] : [{ type: "increase-population" }];
    case "build-wonder-stage": return wonderMoves(s, seat, discount, limit);
    case "develop": return developMoves(s, seat, discount, limit);
    case "population-build-or-develop": {
      const out = orderedMoves(s, seat, "increase-population", discount, limit);
      if (out.length < limit) out.push(...buildMoves(s, seat, ["build-farm-mine", "build-urban"], discount, limit - out.length));
      if (out.length < limit) out.push(...developMoves(s, seat, discount, limit - out.length));
      if (out.length < limit) out.push(...rulesInForce().list(OFFER_MOVES).flatMap((moves) => moves(s, seat)));
      return out;
    }
  }
}
