/**
 * "Choose one of these": the decision any rule may ask of any seat, in or out of its turn (a defender's
 * casualties, an event's victim, a yes/no question). A rule module defines each choice by id with how to
 * label it and what choosing does; `ask()` pushes a choice frame for the seat, whose answer is one move.
 * The game names the frame kind and move type once (`defineChoiceFrame`), as its saved logs know them.
 */
import { z } from "zod";
import { platformText } from "../core/messages.ts";
import type { Seat, Text } from "../core/types.ts";
import { check, defineFrame, defineMove, pop, push, top, type Ctx, type Frame, type FlowState } from "./flow.ts";
import { peek } from "./peek.ts";
import { KeyedSlot, putRule, rulesInForce, type RuleModule } from "./rules.ts";

export type ChoiceValue = string | number;

/** A seat picks one of `options` (or declines when `optional`). The choice `choice` resolves it. */
export interface ChoiceFrame extends Frame {
  seat: Seat;
  choice: string;
  options: ChoiceValue[];
  optional: boolean;
  data: Record<string, unknown>;
}

export interface ChoiceHandler<S extends FlowState> {
  label(s: S, f: ChoiceFrame): Text;
  optionLabel?(s: S, f: ChoiceFrame, value: ChoiceValue): Text;
  resolve(ctx: Ctx<S>, seat: Seat, value: ChoiceValue | null, data: Record<string, unknown>): void;
}

const CHOICES = new KeyedSlot<ChoiceHandler<any>>("choices");
const CHOICE_FRAME = new KeyedSlot<string>("choice frame");

export function defineChoice<S extends FlowState>(module: RuleModule, id: string, handler: ChoiceHandler<S>) {
  putRule(module, CHOICES, id, handler);
}

/**
 * Defines the game's choice frame `kind` and its answer, move `moveType` ({ type, value }); options
 * without their own label get `defaultLabel`.
 */
export function defineChoiceFrame<S extends FlowState>(
  module: RuleModule, kind: string, moveType: string, defaultLabel: (s: S, value: ChoiceValue) => Text,
) {
  putRule(module, CHOICE_FRAME, "kind", kind);
  defineFrame<S, ChoiceFrame>(module, kind, {
    moves: [moveType],
    prompt: (s, f) => {
      const h = choiceHandler<S>(f.choice);
      return {
        kind: "choose", seat: f.seat, id: f.choice, moveType, min: f.optional ? 0 : 1, max: 1,
        label: h.label(s, f),
        options: f.options.map((v) => ({ value: v, label: h.optionLabel ? h.optionLabel(s, f, v) : defaultLabel(s, v) })),
      };
    },
    legal: (_s, f) => [...f.options.map((value) => ({ type: moveType, value })), ...(f.optional ? [{ type: moveType, value: null }] : [])],
  });
  defineMove<S, { type: string; value: ChoiceValue | null }>(module, moveType, {
    schema: z.object({ type: z.literal(moveType), value: z.union([z.string().max(80), z.number().int()]).nullable() }),
    // Declared without the frame (kit/apply.ts), which is read on plain data: through the draft the options would be
    // drafted with a trap per entry, and the data for a frame popped at once. A handler only reads its data.
    apply(ctx, seat, move) {
      const f = top(peek(ctx.s)) as ChoiceFrame;
      check(f.kind === kind, platformText("kit.nothingToChoose"));
      if (move.value === null) check(f.optional, platformText("kit.chooseAnOption"));
      else check(f.options.includes(move.value), platformText("kit.notAnOption"));
      pop(ctx, f);
      choiceHandler<S>(f.choice).resolve(ctx, seat, move.value, f.data);
    },
  });
}

export function choiceHandler<S extends FlowState>(id: string): ChoiceHandler<S> {
  return rulesInForce().require(CHOICES, id);
}

/**
 * Asks `seat` to choose. With no option (and not optional) nothing happens; a single forced option is
 * taken without asking unless `always` (yes/no questions are always asked).
 */
export function ask<S extends FlowState>(
  ctx: Ctx<S>, seat: Seat, choice: string, options: ChoiceValue[], data: Record<string, unknown> = {},
  opts: { optional?: boolean; always?: boolean } = {},
) {
  const optional = opts.optional ?? false;
  if (!options.length && !optional) return;
  if (options.length === 1 && !optional && !opts.always) {
    choiceHandler<S>(choice).resolve(ctx, seat, options[0], data);
    return;
  }
  const kind = rulesInForce().require(CHOICE_FRAME, "kind");
  push(ctx, { kind, seat, choice, options, optional, data } satisfies ChoiceFrame);
}
