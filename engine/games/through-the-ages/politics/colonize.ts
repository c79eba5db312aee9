/**
 * Colonization (base §18): a territory revealed as the current event is auctioned clockwise from the revealer. A
 * bid must beat the last one and may not exceed the force the bidder could send; a pass is final. The winner
 * sends units (at least one) and may play military bonus cards until its force reaches the bid: sacrificed
 * units' strength, the armies their tactic forms, the seat's colonization symbols and the cards' lower values.
 * Sent units' tokens go to the yellow bank; the colony's permanent symbols apply, then its immediate effect.
 */
import type { Seat } from "../../../core/types.ts";
import { ask } from "../../../kit/choice.ts";
import { peek } from "../../../kit/peek.ts";
import { ruleModule } from "../../../kit/rules.ts";
import { bestArmies } from "../base/armies.ts";
import { card, cardOf, tech, workerKind } from "../base/cards.ts";
import { defineAutoFrame, defineChoice, pop, push, top, type Ctx } from "../base/flow.ts";
import { cardSymbols } from "../base/ratings.ts";
import { seatsFrom, type TtaState } from "../base/state.ts";
import { cardTokens } from "../base/tokens.ts";
import { text } from "../text/index.ts";
import { applyEffects } from "../effects/apply.ts";
import { isPowerOption, maxPowerForce, powerForce, powerOptionLabel, powerOptions, usePowerOption, type PowerForce } from "./colonization-powers.ts";

export const rules = ruleModule("tta-colonize");

interface ColonizeFrame {
  kind: "colonize";
  seat: null;
  card: string;
  /** Every seat in bidding order, clockwise from the revealer; `out` have passed; `turn` is the next to ask. */
  bidders: Seat[];
  out: Seat[];
  turn: number;
  bid: number;
  leader: Seat | null;
  /** After the auction: what the winner has sent so far. */
  sent: Record<string, number> | null;
  bonus: string[];
  /** Colonization the winner added with its leader's power (Isabella, Cook). */
  powers: PowerForce;
  [key: string]: unknown;
}

/** The force of these units and bonus cards (base §18). */
export function force(s: TtaState, seat: Seat, units: Record<string, number>, bonus: readonly string[]): number {
  let n = 0;
  for (const [id, k] of Object.entries(units)) n += (tech(id).perWorker.strength ?? 0) * k;
  n += bestArmies(s, seat, units).reduce((a, b) => a + b, 0);
  n += cardSymbols(s, seat).colonization;
  for (const b of bonus) n += cardOf(b, "military-bonus").colonization;
  return n;
}

export function unitsOf(s: TtaState, seat: Seat): Record<string, number> {
  const out: Record<string, number> = {};
  for (const t of peek(s).players[seat].techs) if (t.workers > 0 && workerKind(tech(t.card)) === "unit") out[t.card] = t.workers;
  return out;
}

const bonusCards = (s: TtaState, seat: Seat) => s.players[seat].military.filter((c) => card(c).kind === "military-bonus");

/** The largest force the seat could send; 0 without units. */
export function maxForce(s: TtaState, seat: Seat): number {
  const units = unitsOf(s, seat);
  if (!Object.keys(units).length) return 0;
  return force(s, seat, units, bonusCards(s, seat)) + maxPowerForce(s, seat);
}

export function startColonization(ctx: Ctx, territory: string, revealer: Seat) {
  push(ctx, { kind: "colonize", seat: null, card: territory, bidders: seatsFrom(ctx.s, revealer), out: [], turn: 0, bid: 0, leader: null, sent: null, bonus: [], powers: { isabella: 0, cook: [] } } satisfies ColonizeFrame);
}

defineAutoFrame<ColonizeFrame>(rules, "colonize", (ctx, f) => {
  const s = ctx.s;
  // The frame and the forces are read on plain data (peek: as they are now): through the drafts every read is a trap.
  const auction = peek(f);
  if (auction.sent === null) {
    // The auction, clockwise in the fixed order: the next seat still in that does not hold the high bid.
    const n = auction.bidders.length;
    for (let i = 0; i < n; i++) {
      const at = (auction.turn + i) % n;
      const seat = auction.bidders[at];
      if (peek(f).out.includes(seat) || seat === auction.leader) continue;
      const max = maxForce(peek(s), seat);
      if (max <= auction.bid) {
        f.out.push(seat);
        continue;
      }
      f.turn = (at + 1) % n;
      const bids = Array.from({ length: max - auction.bid }, (_, k) => auction.bid + 1 + k);
      ask(ctx, seat, "colonize-bid", bids, { card: auction.card, bid: auction.bid }, { optional: true, always: true });
      return true;
    }
    if (auction.leader === null) {
      pop(ctx, f);
      s.pastEvents.push(auction.card);
      ctx.events.push({ type: "territory-unclaimed", card: auction.card });
      return true;
    }
    f.sent = {};
    return true;
  }
  const winner = auction.leader!;
  const was = peek(s);
  const sent = auction.sent;
  const sentUnits = Object.values(sent).reduce((a, b) => a + b, 0);
  const units = unitsOf(was, winner);
  const extra = powerOptions(was, winner, auction.powers);
  const spare = Object.entries(units).some(([id, k]) => (sent[id] ?? 0) < k) || extra.length > 0;
  const sending = force(was, winner, sent, auction.bonus) + powerForce(was, winner, auction.powers);
  if ((sentUnits > 0 && sending >= auction.bid) || (!spare && sentUnits > 0)) {
    colonize(ctx, f, winner);
    return true;
  }
  const options: string[] = [];
  for (const [id, k] of Object.entries(units)) if ((sent[id] ?? 0) < k) options.push(id);
  const bonus = bonusCards(was, winner);
  for (const b of new Set(bonus)) if (auction.bonus.filter((x) => x === b).length < bonus.filter((x) => x === b).length) options.push(b);
  options.push(...extra);
  ask(ctx, winner, "colonize-send", options, { card: auction.card, bid: auction.bid, force: sending }, { always: true });
  return true;
});

function colonize(ctx: Ctx, f: ColonizeFrame, seat: Seat) {
  const p = ctx.s.players[seat];
  for (const [id, k] of Object.entries(f.sent!)) {
    const t = p.techs.find((x) => x.card === id)!;
    t.workers -= k;
    p.yellowBank += k;
  }
  for (const b of [...f.bonus, ...f.powers.cook]) {
    p.military.splice(p.military.indexOf(b), 1);
    ctx.s.militaryDiscard.push(b);
  }
  pop(ctx, f);
  settle(ctx, seat, f.card);
}

/** The territory becomes the seat's colony: its permanent symbols, then its immediate effect. */
export function settle(ctx: Ctx, seat: Seat, territory: string) {
  const p = ctx.s.players[seat];
  p.colonies.push(territory);
  const t = cardOf(territory, "territory");
  cardTokens(p, t.permanent, 1);
  ctx.events.push({ type: "colonized", seat, card: territory });
  applyEffects(ctx, t.immediate, { owner: seat, card: territory });
}

defineChoice(rules, "colonize-bid", {
  label: (_s, f) => text("tta.choice.bid", { card: String(f.data.card), bid: Number(f.data.bid) }),
  optionLabel: (_s, _f, v) => text("tta.option.bid", { n: Number(v) }),
  resolve(ctx, seat, value) {
    const f = top(ctx.s) as ColonizeFrame;
    if (value === null) f.out.push(seat);
    else {
      f.bid = Number(value);
      f.leader = seat;
    }
  },
});

defineChoice(rules, "colonize-send", {
  label: (_s, f) => text("tta.choice.sacrifice", { card: String(f.data.card), bid: Number(f.data.bid), force: Number(f.data.force) }),
  optionLabel: (s, f, v) => powerOptionLabel(s, f.seat, String(v)) ?? text("tta.option.card", { card: String(v) }),
  resolve(ctx, seat, value) {
    const f = top(ctx.s) as ColonizeFrame;
    const id = String(value);
    if (isPowerOption(id)) usePowerOption(ctx, seat, f.powers, id);
    else if (card(id).kind === "military-bonus") f.bonus.push(id);
    else f.sent![id] = (f.sent![id] ?? 0) + 1;
  },
});
