/**
 * A turn (base §5, §11): the start (card row refill, wars the seat declared, its exclusive tactic to the common
 * area), the politics phase (politics/politics.ts), the action phase, and the end of the turn — discard excess
 * military cards, production unless there is an uprising, military cards drawn for unspent military actions (up
 * to 3), actions reset. The first round has only the taking of cards and no politics (base §3).
 */
import { z } from "zod";
import type { Seat } from "../../../core/types.ts";
import { ask } from "../../../kit/choice.ts";
import type { Frame } from "../../../kit/flow.ts";
import { addRule, ListSlot, ruleModule, rulesInForce, type RuleModule } from "../../../kit/rules.ts";
import { defineAutoFrame, defineChoice, defineFrame, defineMove, fireHook, pop, push, type Ctx } from "../base/flow.ts";
import { drawMilitary } from "../base/military-deck.ts";
import { produce } from "../base/production.ts";
import { cardSymbols, civilActionTotal, civilLeft, discontent, militaryLeft, totals } from "../base/ratings.ts";
import { markThisTurn, playerDraft, seatsFrom, type TtaState } from "../base/state.ts";
import { happyNeeded } from "../base/tokens.ts";
import { text } from "../text/index.ts";
import { refillRow } from "../row/row.ts";
import { shareTactic } from "../military/tactics.ts";
import { resolveWars } from "../politics/war.ts";
import { FORFEITED_POLITICS } from "../politics/politics.ts";
import { finalScoring } from "../victory/scoring.ts";
import { trigger, turnResources } from "../effects/triggers.ts";
import { actionMoves, actionMoveTypes, FIRST_ROUND_MOVES } from "./legal.ts";
import { takeOut } from "../base/card-lists.ts";
import { appendFresh, peek } from "../../../kit/peek.ts";

export const rules = ruleModule("tta-turn");

/** Military cards a power draws at the end of the seat's turn before the usual draw (Sun Tzu). */
export type ExtraDraws = (s: TtaState, seat: Seat) => number;
const EXTRA_DRAWS = new ListSlot<ExtraDraws>("extra draws");

export function addExtraDraws(module: RuleModule, power: ExtraDraws) {
  addRule(module, EXTRA_DRAWS, power);
}

const extraDraws = (s: TtaState, seat: Seat) => rulesInForce().list(EXTRA_DRAWS).reduce((n, power) => n + power(s, seat), 0);

/**
 * The military cards `seat` draws when its turn ends now: one per military action left (at most 3) and its powers'
 * extra ones; none in the first round nor in Age IV (no deck).
 */
export function endTurnDraws(s: TtaState, seat: Seat): number {
  return s.round > 1 && s.era !== "IV" ? extraDraws(s, seat) + Math.min(3, Math.max(0, militaryLeft(s, seat))) : 0;
}

interface EndTurnFrame extends Frame {
  kind: "end-turn";
  seat: null;
  player: Seat;
  /** Production (and the powers that follow it) is done; what is left is the draw and the reset. */
  produced?: boolean;
}

/** The log's headings: a round starts with the first seat still playing; every turn starts with its seat. */
function headings(ctx: Ctx, seat: Seat) {
  const s = ctx.s;
  if (seatsFrom(s, s.first)[0] === seat) ctx.events.push({ type: "round-started", round: s.round, age: s.era });
  ctx.events.push({ type: "turn-started", seat, round: s.round });
}

function beginTurn(ctx: Ctx) {
  const s = ctx.s;
  const seat = s.current;
  const p = s.players[seat];
  push(ctx, { kind: "end-turn", seat: null, player: seat } satisfies EndTurnFrame);
  if (s.round === 1) {
    headings(ctx, seat);
    push(ctx, { kind: "first-actions", seat });
    return;
  }
  // Refilling the row may end an age (its heading comes first).
  refillRow(ctx);
  headings(ctx, seat);
  shareTactic(ctx, seat);
  p.civilSpent = Math.min(civilActionTotal(s, seat), p.civilPenalty);
  p.civilPenalty = 0;
  turnResources(ctx, seat);
  fireHook(ctx, "turn-started", { seat });
  push(ctx, { kind: "actions", seat });
  if (p.forfeitPolitics) {
    p.forfeitPolitics = false;
    markThisTurn(p, FORFEITED_POLITICS);
  } else if (!s.finished) push(ctx, { kind: "politics", seat });
  // On top: the wars the seat declared resolve first.
  resolveWars(ctx, seat);
}

defineAutoFrame(rules, "game", (ctx) => {
  if (ctx.s.finished) return false;
  beginTurn(ctx);
  return true;
});

defineFrame<Frame & { seat: Seat }>(rules, "actions", {
  get moves() {
    return rulesInForce().memo(actionMoveTypes);
  },
  prompt: (s, f) => ({
    kind: "turn", seat: f.seat, id: "actions", moveTypes: [...rulesInForce().memo(actionMoveTypes)],
    label: text("tta.prompt.actions", { civil: Math.max(0, civilLeft(s, f.seat)), military: Math.max(0, militaryLeft(s, f.seat)) }),
  }),
  legal: (s, f) => actionMoves(s, f.seat),
});

defineFrame<Frame & { seat: Seat }>(rules, "first-actions", {
  moves: FIRST_ROUND_MOVES,
  prompt: (s, f) => ({
    kind: "turn", seat: f.seat, id: "actions", moveTypes: [...FIRST_ROUND_MOVES],
    label: text("tta.prompt.actions", { civil: Math.max(0, civilLeft(s, f.seat)), military: 0 }),
  }),
  legal: (s, f) => actionMoves(s, f.seat, true),
});

defineMove<{ type: "end-turn" }>(rules, "end-turn", {
  schema: z.object({ type: z.literal("end-turn") }),
  apply(ctx, _seat, _move, frame) {
    pop(ctx, frame);
  },
});

/** Military cards the seat may keep at the end of its turn: its military actions and its cards' extra hand limit. */
function militaryHandLimit(s: TtaState, seat: Seat): number {
  const symbols = cardSymbols(s, seat);
  return symbols.militaryActions + symbols.militaryHandLimit;
}

defineChoice(rules, "discard-military", {
  label: (s, f) => text("tta.choice.discardMilitary", { limit: militaryHandLimit(s, f.seat) }),
  optionLabel: (_s, _f, v) => text("tta.option.card", { card: String(v) }),
  resolve(ctx, seat, value) {
    takeOut(playerDraft(ctx.s, seat), "military", String(value));
    appendFresh(ctx.s.militaryDiscard, String(value));
    trigger(ctx, seat, "discard-excess-military");
  },
});

defineAutoFrame<EndTurnFrame>(rules, "end-turn", (ctx, f) => {
  const s = ctx.s;
  const seat = f.player;
  const p = s.players[seat];
  if (!p.resigned && !f.produced) {
    if (p.military.length > militaryHandLimit(s, seat)) {
      ask(ctx, seat, "discard-military", [...new Set(p.military)], {}, { always: true });
      return true;
    }
    // Counted once: adding science and culture and producing change no rating.
    const t = totals(s, seat);
    const uprising = discontent(s, seat, happyNeeded(p), t) > p.workers;
    if (!uprising) {
      p.science += t.science;
      p.culture += t.culture;
      produce(ctx, seat, ["corruption", "food", "consumption", "resources"], t);
    } else ctx.events.push({ type: "uprising", seat });
    f.produced = true;
    fireHook(ctx, "turn-ending", { seat });
    // An end-of-turn power may ask the seat (a gain of its choice): the frame waits below the choice.
    trigger(ctx, seat, "end-of-turn");
    return true;
  }
  if (!p.resigned) {
    const draws = endTurnDraws(s, seat);
    if (draws > 0) drawMilitary(ctx, seat, draws);
    // The turn's spending reset, each field written only when it changed (a write through the draft is a trap).
    const was = peek(p);
    if (was.civilSpent) p.civilSpent = 0;
    if (was.militarySpent) p.militarySpent = 0;
    if (was.extraMilitary) p.extraMilitary = 0;
    if (was.temp.length) p.temp = [];
    if (was.takenThisTurn.length) p.takenThisTurn = [];
    if (was.tacticThisTurn) p.tacticThisTurn = false;
    if (was.powers.usedThisTurn.length) p.powers.usedThisTurn = [];
    if (was.powers.developed) p.powers.developed = 0;
  }
  pop(ctx, f);
  if (!s.finished && nextSeat(ctx) === null) finalScoring(ctx);
  return true;
});

/** Moves play to the next seat still playing; null (and nothing changes) when the last round is over. */
function nextSeat(ctx: Ctx): Seat | null {
  const s = ctx.s;
  const order = seatsFrom(s, s.first);
  const n = s.players.length;
  let next = (s.current + 1) % n;
  while (peek(s).players[next].resigned) next = (next + 1) % n;
  // A new round starts when play passes the starting player's place.
  const pos = (x: Seat) => (x - s.first + n) % n;
  const wraps = pos(next) <= pos(s.current);
  if (wraps && s.lastRound !== null && s.round >= s.lastRound) return null;
  if (!order.length) return null;
  s.current = next;
  if (wraps) s.round++;
  return next;
}
