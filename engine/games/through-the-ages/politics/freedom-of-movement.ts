/**
 * Freedom of Movement (NLW event, Age II; seed L664-666): every civilization, clockwise from the revealer, may move
 * one worker from a farm, mine, urban building or unit to another technology card in play, paying the difference
 * in build cost as for an upgrade (construction discounts count on both cards; nothing is refunded; no action
 * card; the urban limit holds). A prompt to each seat that has such a move.
 */
import type { Seat } from "../../../core/types.ts";
import { ask } from "../../../kit/choice.ts";
import { ruleModule } from "../../../kit/rules.ts";
import { tech, workerKind } from "../base/cards.ts";
import { check, defineChoice, type Ctx } from "../base/flow.ts";
import { totals, urbanCount } from "../base/ratings.ts";
import { seatsFrom, type TtaState } from "../base/state.ts";
import { amountOf, pay } from "../base/tokens.ts";
import { buildCost } from "../civil/buildings.ts";
import { putEffectTask } from "../effects/apply.ts";
import { text } from "../text/index.ts";

export const rules = ruleModule("tta-freedom-of-movement");

const price = (s: TtaState, seat: Seat, from: string, to: string) => Math.max(0, buildCost(s.players[seat], to) - buildCost(s.players[seat], from));

/** The moves open to the seat, as "from>to". */
export function workerMoves(s: TtaState, seat: Seat): string[] {
  const p = s.players[seat];
  const out: string[] = [];
  const limit = totals(s, seat).urbanLimit;
  for (const a of p.techs) {
    if (!a.workers) continue;
    for (const b of p.techs) {
      if (b === a || !workerKind(tech(b.card))) continue;
      const type = tech(b.card).type;
      if (workerKind(tech(b.card)) === "urban" && type !== tech(a.card).type && urbanCount(p, type) >= limit) continue;
      if (amountOf(p, "resources") >= price(s, seat, a.card, b.card)) out.push(`${a.card}>${b.card}`);
    }
  }
  return out;
}

putEffectTask(rules, "freedom-of-movement", (ctx: Ctx, _e, { owner: revealer }) => {
  for (const seat of seatsFrom(ctx.s, revealer).reverse()) {
    const options = workerMoves(ctx.s, seat);
    if (options.length) ask(ctx, seat, "freedom-of-movement", options, {}, { optional: true });
  }
});

defineChoice(rules, "freedom-of-movement", {
  label: () => text("tta.choice.moveWorker"),
  optionLabel(s, f, v) {
    const [from, to] = String(v).split(">");
    return text("tta.option.moveWorker", { from, to, n: price(s, f.seat, from, to) });
  },
  resolve(ctx, seat, value) {
    if (value === null) return;
    const [from, to] = String(value).split(">");
    const p = ctx.s.players[seat];
    const n = price(ctx.s, seat, from, to);
    // The options were listed when the event was revealed; check they still hold.
    check(workerMoves(ctx.s, seat).includes(String(value)), text("tta.no.resources", { n }));
    if (n) pay(p, "resources", n);
    p.techs.find((t) => t.card === from)!.workers--;
    p.techs.find((t) => t.card === to)!.workers++;
    ctx.events.push({ type: "worker-moved", seat, from, to });
  },
});
