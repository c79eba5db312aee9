/**
 * The kit's decision stack (engine/kit/flow.ts) typed for A New Dawn: rules code imports its flow from here.
 */
import type { Text } from "../../../core/types.ts";
import { check as kitCheck, fail as kitFail, type Ctx as KitCtx } from "../../../kit/flow.ts";
import { definersFor } from "../../../kit/typed.ts";
import type { NdState } from "./state.ts";

export { emit, fireHook, pop, push, top } from "../../../kit/flow.ts";

/**
 * A refusal, keyed by its English words until A New Dawn has its own catalog of ICU messages (as Clash's
 * text/en.ts): the key is stable for the same words, so a catalog can take them over one by one.
 */
export function refusal(en: string): Text {
  return { key: `new-dawn.refusal.${en.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "").slice(0, 60)}`, en };
}

export function fail(why: string | Text, code?: string): never {
  return kitFail(typeof why === "string" ? refusal(why) : why, code);
}

export function check(condition: unknown, why: string | Text): asserts condition {
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
