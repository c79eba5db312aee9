/**
 * Colosseum (NLW, Age A): infantry and cavalry technologies cost as much less science as their level, and each one
 * developed scores 2 culture.
 */
import type { Seat } from "../../../core/types.ts";
import { ruleModule } from "../../../kit/rules.ts";
import { card, level, tech } from "../base/cards.ts";
import { onHook } from "../base/flow.ts";
import type { TtaState } from "../base/state.ts";
import { addDevelopPower } from "../civil/develop.ts";
import { powers } from "../base/in-play.ts";

export const rules = ruleModule("tta-colosseum");

const colosseum = (s: TtaState, seat: Seat) => powers(s, seat).find((e) => e.kind === "colosseum-discount");
const infantryOrCavalry = (id: string) => card(id).kind === "technology" && (tech(id).type === "infantry" || tech(id).type === "cavalry");

addDevelopPower(rules, { discount: (s, seat, id) => (infantryOrCavalry(id) && colosseum(s, seat) ? level(id) : 0) });

onHook(rules, "developed", (ctx, { seat, card: id }: { seat: Seat; card: string }) => {
  const e = colosseum(ctx.s, seat);
  if (e?.kind === "colosseum-discount" && infantryOrCavalry(id)) ctx.s.players[seat].culture += e.culturePerDevelop;
});
