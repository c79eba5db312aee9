/**
 * Pacts in play (base §21): the tokens their symbols add enter and leave the banks of both parties with them. A pact
 * leaves play when cancelled, when a party resigns or when its age ends.
 */
import type { Ctx } from "./flow.ts";
import { cardOf } from "./cards.ts";
import type { PactInPlay, TtaState } from "./state.ts";
import { cardTokens } from "./tokens.ts";

export function pactTokens(s: TtaState, pact: PactInPlay, sign: 1 | -1) {
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
