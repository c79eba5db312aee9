/**
 * Pacts (base §21, 3-4 players): offered as the political action to a partner, with the sides named; the partner
 * is asked. Accepted, it enters the offerer's play area (replacing the offerer's previous pact) and applies at
 * once; refused, it returns to the offerer's hand. Either party may cancel it as its political action.
 */
import type { Seat } from "../../../core/types.ts";
import { ask } from "../../../kit/choice.ts";
import { ruleModule } from "../../../kit/rules.ts";
import { cardOf } from "../base/cards.ts";
import { defineChoice, type Ctx } from "../base/flow.ts";
import type { PactInPlay, TtaState } from "../base/state.ts";
import { cardTokens } from "../base/tokens.ts";
import { text } from "../text/index.ts";

export const rules = ruleModule("tta-pacts");

function pactTokens(s: TtaState, pact: PactInPlay, sign: 1 | -1) {
  for (const e of cardOf(pact.card, "pact").effects) {
    if (e.kind !== "pact-yields") continue;
    if (e.side !== "b") cardTokens(s.players[pact.a], e.yields, sign);
    if (e.side !== "a") cardTokens(s.players[pact.b], e.yields, sign);
  }
}

export function removePact(ctx: Ctx, pact: PactInPlay) {
  pactTokens(ctx.s, pact, -1);
  ctx.s.pacts = ctx.s.pacts.filter((x) => !(x.card === pact.card && x.owner === pact.owner));
  ctx.events.push({ type: "pact-ended", card: pact.card, a: pact.a, b: pact.b });
}

export function offerPact(ctx: Ctx, seat: Seat, id: string, partner: Seat, offererIsA: boolean) {
  const p = ctx.s.players[seat];
  p.military.splice(p.military.indexOf(id), 1);
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
      ctx.s.players[offerer].military.push(id);
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
