/**
 * Gaining an advance by any means (the Advance action, the status phase's free advance, cards, events, leaders,
 * civilization advances): shared by every area, so it sits below them. The Advance action is actions/advance.ts.
 */
import type { Seat } from "../../../core/types.ts";
import { EVENT_TRACKER_SLOTS, type AdvanceId, type TokenKind } from "../data/index.ts";
import type { Payment } from "./state.ts";
import { advanceDef } from "./catalog.ts";
import { emitFresh, fireHook, push, type Ctx } from "./flow.ts";
import { player } from "./queries.ts";
import { gain } from "./resources.ts";
import { appendFresh, assignFresh, member, peek } from "../../../kit/peek.ts";
import { addRule, ListSlot, rulesInForce, type RuleModule } from "../../../kit/rules.ts";

/**
 * Rules under which a gained advance takes no cube from the event tracker (Anarchy [EXP]); a rule that
 * returns true has done its own bookkeeping for this gain.
 */
const noEventCubeRules = new ListSlot<(ctx: Ctx, seat: Seat, advance: AdvanceId) => boolean>("no-event-cube rules");

export function defineNoEventCubeRule(module: RuleModule, rule: (ctx: Ctx, seat: Seat, advance: AdvanceId) => boolean) {
  addRule(module, noEventCubeRules, rule);
}

/** An advance's token bonus, made once: a literal with a computed key takes V8's slow path at every gain. */
const ONE_TOKEN: Readonly<Record<TokenKind, Payment>> = { mood: Object.freeze({ mood: 1 }), culture: Object.freeze({ culture: 1 }) };

/**
 * Gains an advance: a cube from the event tracker marks it (L616), its frame gives a token, and an
 * emptied tracker triggers an event before it is refilled (L622-627, L1403-1405). `personalSupply`: the
 * cube comes from the personal supply instead (short game's second free advance, L2085): no event.
 */
export function gainAdvance(ctx: Ctx, seat: Seat, advance: AdvanceId, opts: { personalSupply?: boolean } = {}) {
  const p = player(ctx.s, seat);
  const def = advanceDef(advance);
  appendFresh(member(p, "advances") as AdvanceId[], advance);
  emitFresh(ctx, { type: "AdvanceGained", seat, advance });
  if (def.bonus) gain(ctx, p, ONE_TOKEN[def.bonus], `advance:${advance}`);
  fireHook(ctx, "advance-gained", { seat, advance });
  if (rulesInForce().list(noEventCubeRules).some((rule) => rule(ctx, seat, advance))) return;
  if (opts.personalSupply) {
    emitFresh(ctx, { type: "AdvanceMarkedFromSupply", seat, advance });
    return;
  }
  // Read on plain data, written without the proxy's trap (engine/kit/peek.ts).
  const left = peek(p).eventTracker - 1;
  assignFresh(p, "eventTracker", left <= 0 ? EVENT_TRACKER_SLOTS : left);
  if (left <= 0) {
    if (peek(ctx.s).options.events !== "none") push(ctx, { kind: "event", seat: null, drawer: seat, step: "draw" });
  }
}
