/**
 * Playing a focus card: the turn (turn/turn.ts) knows only that a card of a type was played from a slot; each
 * card module (cards/) says what that does by putting a starter under its type here.
 */
import type { Seat } from "../../../core/types.ts";
import { KeyedSlot, putRule, rulesInForce, type RuleModule } from "../../../kit/rules.ts";
import type { FocusCardId, FocusType } from "../data/index.ts";
import type { Ctx } from "./flow.ts";

export interface FocusPlay {
  seat: Seat;
  /** The card resolved and where it lies in the row (0-based; "For the engine" 22: "your X card" is this one). */
  card: FocusCardId;
  index: number;
  /** 1..5: the card's strength and terrain limit (L229, L257). */
  slot: number;
  /** Trade tokens (and city-state tokens) spent from the card (L641-661); military spends its own in combat. */
  trade: number;
}

const PLAYS = new KeyedSlot<(ctx: Ctx, play: FocusPlay) => void>("focus plays");

export function definePlay(module: RuleModule, type: FocusType, start: (ctx: Ctx, play: FocusPlay) => void) {
  putRule(module, PLAYS, type, start);
}

export function startPlay(ctx: Ctx, type: FocusType, play: FocusPlay) {
  rulesInForce().require(PLAYS, type)(ctx, play);
}
