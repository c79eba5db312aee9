/**
 * Acropolis (NLW, Age A): its +1 urban building limit is a printed symbol; a peaceful change of government costs
 * 1 science less per urban building the seat has (a worker on an urban technology).
 */
import { ruleModule } from "../../../kit/rules.ts";
import { card, tech, workerKind } from "../base/cards.ts";
import { addDevelopPower } from "../civil/develop.ts";
import { powers } from "../base/in-play.ts";

export const rules = ruleModule("tta-acropolis");

addDevelopPower(rules, {
  discount(s, seat, id) {
    if (card(id).kind !== "government") return 0;
    const e = powers(s, seat).find((x) => x.kind === "acropolis");
    if (e?.kind !== "acropolis") return 0;
    const urban = s.players[seat].techs.reduce((n, t) => n + (workerKind(tech(t.card)) === "urban" ? t.workers : 0), 0);
    return urban * e.peacefulChangeDiscountPerUrbanBuilding;
  },
});
