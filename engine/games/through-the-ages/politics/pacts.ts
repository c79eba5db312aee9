/**
 * Pacts (base §21, 3-4 players): offered as the political action to a partner, with the sides named; the partner
 * is asked. Accepted, it enters the offerer's play area (replacing the offerer's previous pact) and applies at
 * once; refused, it returns to the offerer's hand. Either party may cancel it as its political action.
 */
import type { Seat } from "../../../core/types.ts";
import { ask } from "../../../kit/choice.ts";
import { ruleModule } from "../../../kit/rules.ts";
import { defineChoice, type Ctx } from "../base/flow.ts";
import { pactTokens, removePact } from "../base/pacts.ts";
import type { PactInPlay } from "../base/state.ts";
import { text } from "../text/index.ts";
import { takeOut } from "../base/card-lists.ts";
import { appendFresh } from "../../../kit/peek.ts";

export const rules = ruleModule("tta-pacts");

export function offerPact(ctx: Ctx, seat: Seat, id: string, partner: Seat, offererIsA: boolean) {
  const p = ctx.s.players[seat];
  takeOut(p, "military", id);
  ctx.events.push({ type: "pact-offered", seat, card: id, partner });
  ask(ctx, partner, "pact-accept", ["yes", "no"], { card: id, offerer: seat, offererIsA }, { always: true });
}

defineChoice(rules, "pact-accept", {
  label: (_s, f) => text("tta.choice.pactAccept", { card: String(f.data.card), seat: Number(f.data.offerer) }),
  optionLabel: (_s, _f, v) => text(v === "yes" ? "tta.option.yes" : "tta.option.no"),
  resolve(ctx, seat, value, data) {
    const offerer = Number(data.offerer);
    const id = String(data.card);
    if (value !== "yes") {
      appendFresh(ctx.s.players[offerer].military, id);
      ctx.events.push({ type: "pact-refused", seat, card: id });
      return;
    }
    const old = ctx.s.pacts.find((x) => x.owner === offerer);
    if (old) removePact(ctx, old);
    const pact: PactInPlay = data.offererIsA ? { card: id, owner: offerer, a: offerer, b: seat } : { card: id, owner: offerer, a: seat, b: offerer };
    ctx.s.pacts.push(pact);
    pactTokens(ctx.s, pact, 1);
    ctx.events.push({ type: "pact-accepted", seat, card: id, offerer });
  },
});
