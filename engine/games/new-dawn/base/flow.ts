/**
 * The kit's decision stack (engine/kit/flow.ts) typed for A New Dawn: rules code imports its flow from here.
 */
import type { Ctx as KitCtx } from "../../../kit/flow.ts";
import { definersFor } from "../../../kit/typed.ts";
import type { NdState } from "./state.ts";

export { check, emit, fail, fireHook, pop, push, top } from "../../../kit/flow.ts";

export type Ctx = KitCtx<NdState>;

/**
 * Named points in the flow (objectives are checked at both, victory/objectives.ts):
 * - "turn-ended": { seat } — after the played card was refreshed
 * - "event-resolved": { symbol } — after the event dial's symbol was resolved
 */
export type HookName = "turn-ended" | "event-resolved";

export const { defineFrame, defineAutoFrame, defineMove, onHook, defineChoice } = definersFor<NdState, HookName>();
