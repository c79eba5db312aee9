/**
 * The kit's decision stack (engine/kit/flow.ts) typed for Clash of Cultures: rules code imports its
 * flow from here, so every handler and hook sees `CocState`.
 */
import type { Ctx as KitCtx, FrameHandler as KitFrameHandler, MoveHandler as KitMoveHandler } from "../../../kit/flow.ts";
import { definersFor } from "../../../kit/typed.ts";
import type { Move } from "../../../core/types.ts";
import type { CocState, Frame } from "./state.ts";

export { check, emit, emitFresh, fail, fireHook, hooksIdle, pop, push, RuleFailure, run, top } from "../../../kit/flow.ts";

export type Ctx = KitCtx<CocState>;
export type FrameHandler<F extends Frame = Frame> = KitFrameHandler<CocState, F>;
export type MoveHandler<M extends Move = Move> = KitMoveHandler<CocState, M>;

export const { defineFrame, defineAutoFrame, defineMove, onHook, defineChoice } = definersFor<CocState, HookName>();

export { moveHandler } from "../../../kit/flow.ts";

/**
 * Named points in the flow other rules hook into. Payloads (fire them exactly like this):
 * - "turn-start" / "turn-end": { seat }
 * - "advance-gained": { seat, advance }
 * - "advance-bought": { seat, advance, payment: Payment, cost: Cost } (after an Advance action, after "advance-gained")
 * - "city-founded": { seat, hex }
 * - "city-activated": { seat, hex, how: "collect" | "construct" | "recruit" | "wonder" | string } (after the effect)
 * - "building-built": { seat, hex, building }
 * - "wonder-built": { seat, hex, wonder }
 * - "units-recruited": { seat, hex, units: UnitTypeId[], draft: boolean, sanitation: boolean } (draft/sanitation: paid with them)
 * - "battle-ended": { hex, kind: "land" | "sea", attacker: Owner, defender: Owner, winner: Owner | null,
 *     attackerLosses: UnitTypeId[], defenderLosses: UnitTypeId[], attackerUnitsAtStart: UnitTypeId[],
 *     defenderUnitsAtStart: UnitTypeId[], cityDefended: boolean, captured: boolean,
 *     disembarked?: boolean (the attackers landed from ships: Naval Assault objective), rounds: number,
 *     reactionsAt: number (where the battle's frame was: decisions its end raises are queued there) }
 * - "city-captured": { hex, from: Owner, to: Owner, mood: Mood (before the capture), reactionsAt: number (as above) }
 * - "influence-resolved": { seat, source, target, success: boolean }
 * - "event-resolved": { drawer, card }
 * - "round-start": { age, round } (a new round begins: round 2 or 3 of an age, or round 1 of a new age; not the
 *     game's very first round) — before its first turn; a rule may end the game here (variants.ts)
 */
export type HookName =
  | "turn-start" | "turn-end" | "advance-gained" | "advance-bought" | "city-founded" | "city-activated" | "building-built" | "wonder-built"
  | "units-recruited" | "battle-ended" | "city-captured" | "influence-resolved" | "event-resolved" | "round-start";
type HookFn = (ctx: Ctx, data: any) => void;
/** Whether a hook has anything to do; it reads the state (draft or plain) only through `peek`. */
