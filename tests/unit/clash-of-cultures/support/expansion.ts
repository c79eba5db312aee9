/** Scenarios played with the Civilizations expansion's rules. */
import type { Move } from "../../../../engine/core/types.ts";
import type { CocState } from "../../../../engine/games/clash-of-cultures/base/state.ts";
import { scenario, type ScenarioSpec } from "../../../../engine/games/clash-of-cultures/testing/scenario.ts";

/**
 * A scenario on the base game's board and without civilizations (so that civilization abilities and start
 * regions stay out of these tests), played with the expansion's rules.
 */
export function expScenario(spec: ScenarioSpec): CocState {
  const expansion = spec.options?.expansion ?? true;
  const s = scenario({ ...spec, options: { ...spec.options, expansion: false } });
  s.options = { ...s.options, expansion };
  return s;
}

/** A 2-player expansion scenario where the seats play `civs` (Rome and Greece by default) with empty hands. */
export function civScenario(spec: Partial<ScenarioSpec> & { civs?: [string | null, string | null] }): CocState {
  const { civs = ["rome", "greece"], ...rest } = spec;
  const seats = [0, 1].map((i) => ({ actionCards: [] as string[], objectiveCards: [] as string[], civilization: civs[i] as never, ...(spec.seats?.[i] ?? {}) }));
  return scenario({ players: 2, ...rest, options: { expansion: true, ...spec.options }, seats });
}

/**
 * An advance that draws an event card when the seat's event tracker stands at 1: Engineering, which brings no
 * civilization advance to a seat without a civilization or playing the Vikings (Rome's Aqueduct is linked to it).
 */
export const EVENT_ADVANCE: Move = { type: "advance", advance: "engineering", payment: { ideas: 2 } };
