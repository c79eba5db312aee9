/**
 * Scientific Cooperation (pact, Age II): a side developing a technology from hand pays 2 science less and its
 * partner pays 1 science; a partner with no science blocks the development (base §30). Governments are
 * technologies too; a revolution is not covered (E17).
 */
import type { Seat } from "../../../core/types.ts";
import { peek } from "../../../kit/peek.ts";
import { ruleModule } from "../../../kit/rules.ts";
import { cardOf } from "../base/cards.ts";
import { onHook } from "../base/flow.ts";
import type { TtaState } from "../base/state.ts";
import { addDevelopPower } from "../civil/develop.ts";
import { text } from "../text/index.ts";

export const rules = ruleModule("tta-scientific-cooperation");

/** The seat's partner in a Scientific Cooperation pact and the pact's terms, if it is in one. */
function cooperation(s: TtaState, seat: Seat) {
  for (const pact of peek(s).pacts) {
    if (pact.a !== seat && pact.b !== seat) continue;
    const e = cardOf(pact.card, "pact").effects.find((x) => x.kind === "scientific-cooperation");
    if (e?.kind === "scientific-cooperation") return { partner: pact.a === seat ? pact.b : pact.a, ...e };
  }
  return null;
}

addDevelopPower(rules, {
  discount: (s, seat) => cooperation(s, seat)?.discount ?? 0,
  blocker(s, seat) {
    const c = cooperation(s, seat);
    return c && s.players[c.partner].science < c.partnerPays ? text("tta.no.partnerScience", { seat: c.partner, n: c.partnerPays }) : null;
  },
});

onHook(rules, "developed", (ctx, { seat }: { seat: Seat }) => {
  const c = cooperation(ctx.s, seat);
  if (c) ctx.s.players[c.partner].science -= c.partnerPays;
});
