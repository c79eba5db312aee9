/** The kit's decision stack (engine/kit/flow.ts) typed for Through the Ages: rules code imports its flow from here. */
import { type Ctx as KitCtx } from "../../../kit/flow.ts";
import { definersFor } from "../../../kit/typed.ts";
import type { TtaState } from "./state.ts";

export { check, emit, fail, fireHook, pop, push, top } from "../../../kit/flow.ts";

export type Ctx = KitCtx<TtaState>;

/**
 * Named points in the flow:
 * - "turn-started": { seat } — after the card row is refilled, before wars and politics
 * - "age-ended": { ended } — after antiquation
 * - "developed": { seat, card } — after a technology or government is put in play from hand
 * - "wonder-stages": { seat, owner, card, costs, completed, tokens } — after stages of a wonder are built: their
 *   printed costs, whether the wonder is now completed, the tokens that covered it
 * - "turn-ending": { seat } — after production, before the seat's actions and once-a-turn powers reset
 */
export type HookName = "turn-started" | "age-ended" | "developed" | "wonder-stages" | "turn-ending";

export const { defineFrame, defineAutoFrame, defineMove, onHook, defineChoice } = definersFor<TtaState, HookName>();
