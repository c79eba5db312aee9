/**
 * The kit's decision stack (engine/kit/flow.ts) typed for A New Dawn: rules code imports its flow from here.
 */
import type { Text } from "../../../core/types.ts";
import { check as kitCheck, fail as kitFail, type Ctx as KitCtx } from "../../../kit/flow.ts";
import { definersFor } from "../../../kit/typed.ts";
import type { NdState } from "./state.ts";

export { emit, fireHook, pop, push, top } from "../../../kit/flow.ts";

/** Refuses the move with why, a Text of the game's catalog (text/en.ts); `code` is the kit's error code. */
export function fail(why: Text, code?: string): never {
  return kitFail(why, code);
}

export function check(condition: unknown, why: Text): asserts condition {
  if (!condition) fail(why);
}

export type Ctx = KitCtx<NdState>;

/**
 * Named points in the flow (objectives are checked at both, victory/objectives.ts):
 * - "turn-ended": { seat } — after the played card was refreshed
 * - "event-resolved": { symbol } — after the event dial's symbol was resolved
 * - "turn-started": { seat } — before the seat chooses a card (start-of-turn effects)
 * - "card-resolved": { seat, index } — the turn's card was resolved with its effect, not refreshed yet
 * - "card-refreshed": { seat, card } — a card resolved with its effect was refreshed to slot 1
 * - "wonder-built": { seat, wonder } — a world wonder was built (its token is placed before the hook's decisions)
 */
export type HookName = "turn-ended" | "event-resolved" | "turn-started" | "card-resolved" | "card-refreshed" | "wonder-built";

export const { defineFrame, defineAutoFrame, defineMove, onHook, defineChoice } = definersFor<NdState, HookName>();
