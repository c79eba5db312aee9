/**
 * Test support for any game on the kit: play moves that must be legal or must be rejected, and run rules
 * code directly on a described position (a game's own scenario builder makes the position).
 */
import { isRuleError, type GameEvent, type Move, type Seat } from "../../core/types.ts";
import { onDraft } from "../apply.ts";
import type { Ctx, FlowState } from "../flow.ts";
import type { KitGame } from "../game.ts";
import { withRules } from "../rules.ts";

/** Applies a move that must be legal; throws with the engine's reason otherwise. */
export function play<S extends FlowState>(game: KitGame<S, any, any>, state: S, seat: Seat, move: Move): { state: S; events: GameEvent[] } {
  const r = game.apply(state, seat, move);
  if (isRuleError(r)) throw new Error(`${move.type} rejected: ${r.code}: ${r.message}`);
  return r;
}

/** Applies a move that must be rejected; returns the error code and message. */
export function reject<S extends FlowState>(game: KitGame<S, any, any>, state: S, seat: Seat, move: Move): { code: string; message: string } {
  const r = game.apply(state, seat, move);
  if (!isRuleError(r)) throw new Error(`${move.type} was accepted but should have been rejected`);
  return { code: r.code, message: r.message };
}

/** Runs rules code `fn` on a draft of `s` (e.g. starting a battle directly), then lets the flow settle. */
export function within<S extends FlowState>(game: KitGame<S, any, any>, s: S, fn: (ctx: Ctx<S>) => void): { state: S; events: GameEvent[] } {
  return withRules(game.book, () => onDraft(s, fn));
}

/** Runs a query of the game's rules code directly (outside a contract call) with its rules in force. */
export function query<S extends FlowState, T>(game: KitGame<S, any, any>, fn: () => T): T {
  return withRules(game.book, fn);
}
