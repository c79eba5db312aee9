/** The game's choice frame (engine/kit/choice.ts): any seat choosing one of a few options, in or out of its turn. */
import { defineChoiceFrame } from "../../../kit/choice.ts";
import { ruleModule } from "../../../kit/rules.ts";
import type { TtaState } from "../base/state.ts";
import { text } from "../text/index.ts";

export const rules = ruleModule("tta-choices");

defineChoiceFrame<TtaState>(rules, "choice", "choose", (_s, value) => text("tta.option.card", { card: String(value) }));
