/**
 * The politics phase (base §16): at most one political action — prepare an event, play an aggression, declare a
 * war, offer or cancel a pact, or resign — or none. The politics frame lies above the action phase's frame and
 * is removed by the political action or by passing.
 */
import { z } from "zod";
import type { Move, Seat } from "../../../core/types.ts";
import { addRule, ListSlot, ruleModule, rulesInForce, type RuleBook, type RuleModule } from "../../../kit/rules.ts";
import { card, cardOf } from "../base/cards.ts";
import { check, defineFrame, defineMove, pop, type Ctx } from "../base/flow.ts";
import { defenceBonus, militaryLeft, strength } from "../base/ratings.ts";
import { activeCount, didThisTurn, seatsFrom, type TtaState } from "../base/state.ts";
import { addActionPower } from "../civil/action-powers.ts";
import type { Frame } from "../../../kit/flow.ts";
import { text } from "../text/index.ts";
import { spendMilitary } from "../civil/actions.ts";
import { startAggression } from "./aggression.ts";
import { attackCost, attacked, attackStrength, breakPactsOnAttack, forbidsAttacks, mayAttack, sacrificeable, sacrificePower } from "./attacks.ts";
import { mayPrepare, prepareEvent } from "./events.ts";
import { offerPact } from "./pacts.ts";
import { removePact } from "../base/pacts.ts";
import { declareWar } from "./war.ts";
import { resign } from "./resign.ts";
import { peek } from "../../../kit/peek.ts";
import { takeOut } from "../base/card-lists.ts";

export const rules = ruleModule("tta-politics");

const POLITICAL_MOVES = ["prepare-event", "aggression", "war", "offer-pact", "cancel-pact", "resign", "pass-politics"] as const;

/** Political actions a power adds (leaders', United Nations', Suez Canal's): their move types and the seat's moves now. */
export interface PoliticalPower {
  types: readonly string[];
  moves(s: TtaState, seat: Seat): Move[];
  /**
   * Used in the political phase but no political action (the Olympics, Fleming's look): a seat that gave up its
   * political phase (International Agreement) may still use it, in its action phase (seed L531, L565).
   */
  notAnAction?: true;
}
const POLITICAL_POWERS = new ListSlot<PoliticalPower>("political powers");

/** Marks the turn of a seat that gave up its political phase. */
export const FORFEITED_POLITICS = "forfeited-politics";

export function addPoliticalPower(module: RuleModule, power: PoliticalPower) {
  addRule(module, POLITICAL_POWERS, power);
  if (power.notAnAction) {
    addActionPower(module, { types: power.types, moves: (s, seat) => (didThisTurn(s.players[seat], FORFEITED_POLITICS) ? power.moves(s, seat) : []), place: "free" });
  }
}

const politicalMoveTypes = (book: RuleBook): string[] => [...POLITICAL_MOVES, ...book.list(POLITICAL_POWERS).flatMap((p) => p.types)];

/** What a power does once a political action is taken (Julius Caesar's second one); the politics frame is gone. */
export type AfterPoliticalAction = (ctx: Ctx, seat: Seat, frame: Frame) => void;
const AFTER_POLITICAL_ACTION = new ListSlot<AfterPoliticalAction>("after a political action");

export function addAfterPoliticalAction(module: RuleModule, power: AfterPoliticalAction) {
  addRule(module, AFTER_POLITICAL_ACTION, power);
}

/** A political action ends the phase (`frame`, the politics frame); powers may open another. */
export function politicalActionTaken(ctx: Ctx, seat: Seat, frame: Frame) {
  pop(ctx, frame);
  for (const power of rulesInForce().list(AFTER_POLITICAL_ACTION)) power(ctx, seat, frame);
}

const inHand = (s: TtaState, seat: Seat, id: string, kinds: readonly string[]) => s.players[seat].military.includes(id) && kinds.includes(card(id).kind);

/** Why the aggression is refused; `sacrifice` is the unit Himeji Castle returns for a stronger attack. */
export function aggressionBlocker(s: TtaState, seat: Seat, id: string, target: Seat, sacrifice?: string) {
  if (!inHand(s, seat, id, ["aggression"])) return text("tta.no.notPolitical", { card: id });
  if (forbidsAttacks(s, seat)) return text("tta.no.cannotAttack");
  const n = attackCost(s, target, cardOf(id, "aggression").militaryActions);
  if (militaryLeft(s, seat) < n) return text("tta.no.militaryActions", { n });
  if (!s.players[target] || !mayAttack(s, seat, target, false)) return text("tta.no.target");
  const power = sacrifice === undefined ? undefined : sacrificePower(s, seat, sacrifice);
  if (sacrifice !== undefined && !power) return text("tta.no.himeji");
  const attack = power ? power.attack(s, seat, target, sacrifice!) : attackStrength(s, seat, target);
  if (attack <= strength(s, target) + defenceBonus(s, target)) return text("tta.no.stronger");
  return null;
}

export function warBlocker(s: TtaState, seat: Seat, id: string, target: Seat) {
  if (!inHand(s, seat, id, ["war"])) return text("tta.no.notPolitical", { card: id });
  if (forbidsAttacks(s, seat)) return text("tta.no.cannotAttack");
  const n = attackCost(s, target, cardOf(id, "war").militaryActions);
  if (militaryLeft(s, seat) < n) return text("tta.no.militaryActions", { n });
  if (!s.players[target] || !mayAttack(s, seat, target, true)) return text("tta.no.target");
  if (s.lastRound !== null && s.round >= s.lastRound) return text("tta.no.lastRound");
  if (s.wars.some((w) => w.attacker === seat)) return text("tta.no.target");
  return null;
}

export function pactBlocker(s: TtaState, seat: Seat, id: string, partner: Seat) {
  if (activeCount(s) < 3) return text("tta.no.pactPlayers");
  if (!inHand(s, seat, id, ["pact"])) return text("tta.no.notPolitical", { card: id });
  if (partner === seat || !s.players[partner] || s.players[partner].resigned) return text("tta.no.target");
  return null;
}

/** Every political move of the seat now (resigning is left to people: bots never resign). */
export function politicalMoves(s: TtaState, seat: Seat): Move[] {
  const p = s.players[seat];
  const out: Move[] = [{ type: "pass-politics" }];
  const others = seatsFrom(s, seat).filter((x) => x !== seat);
  for (const id of new Set(p.military)) {
    const kind = card(id).kind;
    if (mayPrepare(s, seat, id)) out.push({ type: "prepare-event", card: id });
    if (kind === "aggression") for (const t of others) {
      if (!aggressionBlocker(s, seat, id, t)) out.push({ type: "aggression", card: id, target: t });
      for (const unit of sacrificeable(s, seat)) if (!aggressionBlocker(s, seat, id, t, unit)) out.push({ type: "aggression", card: id, target: t, sacrifice: unit });
    }
    else if (kind === "war") for (const t of others) { if (!warBlocker(s, seat, id, t)) out.push({ type: "war", card: id, target: t }); }
    else if (kind === "pact") for (const t of others) if (!pactBlocker(s, seat, id, t)) out.push({ type: "offer-pact", card: id, partner: t, asA: true }, { type: "offer-pact", card: id, partner: t, asA: false });
  }
  for (const pact of s.pacts) if (pact.a === seat || pact.b === seat) out.push({ type: "cancel-pact", card: pact.card, owner: pact.owner });
  for (const power of rulesInForce().list(POLITICAL_POWERS)) out.push(...power.moves(s, seat));
  return out;
}

defineFrame<Frame & { seat: Seat }>(rules, "politics", {
  get moves() {
    return rulesInForce().memo(politicalMoveTypes);
  },
  prompt: (_s, f) => ({ kind: "turn", seat: f.seat, id: "politics", label: text("tta.prompt.politics"), moveTypes: [...rulesInForce().memo(politicalMoveTypes)] }),
  legal: (s, f) => politicalMoves(s, f.seat),
});

const done = (ctx: Ctx, frame: Frame) => politicalActionTaken(ctx, frame.seat!, frame);

defineMove<{ type: "pass-politics" }>(rules, "pass-politics", {
  schema: z.object({ type: z.literal("pass-politics") }),
  apply(ctx, _seat, _move, frame) {
    pop(ctx, frame);
  },
});

defineMove<{ type: "prepare-event"; card: string }>(rules, "prepare-event", {
  schema: z.object({ type: z.literal("prepare-event"), card: z.string().max(60) }),
  apply(ctx, seat, move, frame) {
    check(mayPrepare(peek(ctx.s), seat, move.card), text("tta.no.notPolitical", { card: move.card }));
    done(ctx, frame);
    prepareEvent(ctx, seat, move.card);
  },
});

defineMove<{ type: "aggression"; card: string; target: number; sacrifice?: string }>(rules, "aggression", {
  schema: z.object({ type: z.literal("aggression"), card: z.string().max(60), target: z.number().int().min(0).max(3), sacrifice: z.string().max(60).optional() }),
  apply(ctx, seat, move, frame) {
    const why = aggressionBlocker(peek(ctx.s), seat, move.card, move.target, move.sacrifice);
    check(!why, why!);
    spendMilitary(ctx, seat, attackCost(ctx.s, move.target, cardOf(move.card, "aggression").militaryActions));
    attacked(ctx, seat);
    const p = ctx.s.players[seat];
    takeOut(p, "military", move.card);
    done(ctx, frame);
    const bonus = move.sacrifice === undefined ? 0 : sacrificePower(ctx.s, seat, move.sacrifice)!.sacrifice(ctx, seat, move.sacrifice);
    startAggression(ctx, seat, move.card, move.target, bonus);
  },
});

defineMove<{ type: "war"; card: string; target: number }>(rules, "war", {
  schema: z.object({ type: z.literal("war"), card: z.string().max(60), target: z.number().int().min(0).max(3) }),
  apply(ctx, seat, move, frame) {
    const why = warBlocker(peek(ctx.s), seat, move.card, move.target);
    check(!why, why!);
    spendMilitary(ctx, seat, attackCost(ctx.s, move.target, cardOf(move.card, "war").militaryActions));
    attacked(ctx, seat);
    const p = ctx.s.players[seat];
    takeOut(p, "military", move.card);
    breakPactsOnAttack(ctx, seat, move.target);
    done(ctx, frame);
    declareWar(ctx, seat, move.card, move.target);
  },
});

defineMove<{ type: "offer-pact"; card: string; partner: number; asA: boolean }>(rules, "offer-pact", {
  schema: z.object({ type: z.literal("offer-pact"), card: z.string().max(60), partner: z.number().int().min(0).max(3), asA: z.boolean() }),
  apply(ctx, seat, move, frame) {
    const why = pactBlocker(peek(ctx.s), seat, move.card, move.partner);
    check(!why, why!);
    done(ctx, frame);
    offerPact(ctx, seat, move.card, move.partner, move.asA);
  },
});

defineMove<{ type: "cancel-pact"; card: string; owner: number }>(rules, "cancel-pact", {
  schema: z.object({ type: z.literal("cancel-pact"), card: z.string().max(60), owner: z.number().int().min(0).max(3) }),
  apply(ctx, seat, move, frame) {
    const pact = ctx.s.pacts.find((x) => x.card === move.card && x.owner === move.owner && (x.a === seat || x.b === seat));
    check(pact, text("tta.no.noPact"));
    done(ctx, frame);
    removePact(ctx, pact);
  },
});

defineMove<{ type: "resign" }>(rules, "resign", {
  schema: z.object({ type: z.literal("resign") }),
  apply(ctx, seat, _move, frame) {
    check(ctx.s.era !== "IV", text("tta.no.resignAgeIV"));
    pop(ctx, frame);
    resign(ctx, seat);
  },
});
