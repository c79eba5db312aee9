/**
 * International Agreement (event, Age II; base §30, CoL p.12): the strongest civilization may at once take cards
 * from the card row worth up to 5 civil actions (by their spaces; its own actions are not spent), and then gives
 * up its next political action. The row then slides and refills without sweeping; this may end the age. Taking
 * nothing costs nothing (E26).
 */
import { z } from "zod";
import type { Move, Seat } from "../../../core/types.ts";
import type { Frame } from "../../../kit/flow.ts";
import { ruleModule } from "../../../kit/rules.ts";
import { check, defineFrame, defineMove, pop, push, type Ctx } from "../base/flow.ts";
import type { TtaState } from "../base/state.ts";
import { holdBlocker, refillRow, takeCard, takeCost } from "../row/row.ts";
import { whoIs } from "../effects/who.ts";
import { putEffectTask } from "../effects/apply.ts";
import { text } from "../text/index.ts";
import { peek } from "../../../kit/peek.ts";

export const rules = ruleModule("tta-international-agreement");

interface AgreementFrame extends Frame {
  kind: "international-agreement";
  seat: Seat;
  /** Civil actions' worth of cards still to take. */
  left: number;
  took: boolean;
}

putEffectTask(rules, "international-agreement", (ctx: Ctx, { civilActions }, { owner: revealer }) => {
  const [strongest] = whoIs(ctx.s, "strongest", revealer);
  if (strongest === undefined) return;
  push(ctx, { kind: "international-agreement", seat: strongest, left: civilActions, took: false } satisfies AgreementFrame);
});

function agreementBlocker(s: TtaState, f: AgreementFrame, slot: number) {
  const id = s.row[slot];
  if (!id) return text("tta.no.rowSpace");
  const price = takeCost(s, f.seat, slot);
  if (price > f.left) return text("tta.no.civilActions", { n: price });
  return holdBlocker(s, f.seat, id);
}

const MOVES = ["agreement-take", "agreement-end"];

defineFrame<AgreementFrame>(rules, "international-agreement", {
  moves: MOVES,
  prompt: (_s, f) => ({ kind: "turn", seat: f.seat, id: "international-agreement", label: text("tta.prompt.agreement", { n: f.left }), moveTypes: MOVES }),
  legal: (s, f) => [
    { type: "agreement-end" },
    ...s.row.flatMap((_, slot): Move[] => (agreementBlocker(s, f, slot) ? [] : [{ type: "agreement-take", slot }])),
  ],
});

defineMove<{ type: "agreement-take"; slot: number }>(rules, "agreement-take", {
  schema: z.object({ type: z.literal("agreement-take"), slot: z.number().int().min(0).max(12) }),
  apply(ctx, _seat, move, frame) {
    const f = frame as AgreementFrame;
    const why = agreementBlocker(peek(ctx.s), f, move.slot);
    check(!why, why!);
    f.left -= takeCost(ctx.s, f.seat, move.slot);
    f.took = true;
    takeCard(ctx, f.seat, move.slot, false);
  },
});

defineMove<{ type: "agreement-end" }>(rules, "agreement-end", {
  schema: z.object({ type: z.literal("agreement-end") }),
  apply(ctx, _seat, _move, frame) {
    const f = frame as AgreementFrame;
    pop(ctx, f);
    if (!f.took) return;
    ctx.s.players[f.seat].forfeitPolitics = true;
    refillRow(ctx, 0);
  },
});
