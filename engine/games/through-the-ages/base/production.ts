/**
 * Production (base §11 step 3, NLW rule 1): corruption, food, consumption and resources — at the end of a turn,
 * or when an event makes a civilization produce. Corruption is paid in resources, then food; each food that
 * consumption cannot pay costs 4 culture. The `produced` event says which blue tokens each step moved between the
 * blue bank and the farm and mine cards (`tokens`: the card's id and the count, negative when they went back), so
 * the renderer can move them.
 */
import type { Seat } from "../../../core/types.ts";
import type { Ctx } from "./flow.ts";
import type { Player } from "./state.ts";
import { totals, type Totals } from "./ratings.ts";
import { amountOf, consumption, corruption, gain, lose, putBlue } from "./tokens.ts";
import { tech } from "./cards.ts";
import { peek } from "../../../kit/peek.ts";

export type Step = "corruption" | "food" | "consumption" | "resources";

/** One token per worker onto each farm (or mine) card, the highest level first while the bank lasts. */
function produceOn(ctx: Ctx, seat: Seat, type: "farm" | "mine") {
  const p = ctx.s.players[seat];
  // Chosen on the plain data (reading the drafts is slow); only the cards that get tokens are written, once each.
  const was = peek(p);
  const techs = was.techs;
  const cards: number[] = [];
  for (let i = 0; i < techs.length; i++) if (tech(techs[i].card).type === type && techs[i].workers > 0) cards.push(i);
  cards.sort((a, b) => ageRank(techs[b].card) - ageRank(techs[a].card));
  const blue = techs.map((t) => t.blue);
  let bank = was.blueBank;
  for (const i of cards) {
    const k = Math.min(techs[i].workers, bank);
    blue[i] += k;
    bank -= k;
  }
  putBlue(p, blue, bank);
}

const ageRank = (id: string) => ["A", "I", "II", "III"].indexOf(tech(id).age);

/** Blue tokens on each card in play, by card id (read on the plain data). */
function blueOnCards(ctx: Ctx, seat: Seat): Map<string, number> {
  const out = new Map<string, number>();
  for (const t of peek(ctx.s).players[seat].techs) if (t.blue) out.set(t.card, (out.get(t.card) ?? 0) + t.blue);
  return out;
}

export interface TokenMove { step: Step; card: string; n: number }

/**
 * Production's steps move blue tokens only, which no rating reads: the bonuses are the ratings before the first step
 * (`rated`, when the caller has them), not counted again after each step's writes (a working copy's are made anew).
 */
export function produce(ctx: Ctx, seat: Seat, steps: readonly Step[], rated: Readonly<Totals> = totals(ctx.s, seat)) {
  const p = ctx.s.players[seat];
  const tokens: TokenMove[] = [];
  let before = blueOnCards(ctx, seat);
  for (const step of steps) {
    produceStep(ctx, seat, p, step, rated);
    const after = blueOnCards(ctx, seat);
    for (const card of new Set([...before.keys(), ...after.keys()])) {
      const n = (after.get(card) ?? 0) - (before.get(card) ?? 0);
      if (n) tokens.push({ step, card, n });
    }
    before = after;
  }
  ctx.events.push({ type: "produced", seat, steps: [...steps], tokens });
}

/** One step of production for the seat. */
function produceStep(ctx: Ctx, seat: Seat, p: Player, step: Step, rated: Readonly<Totals>) {
  if (step === "corruption") {
    const due = corruption(p);
    const short = lose(p, "resources", due);
    if (short) lose(p, "food", short);
  } else if (step === "food") {
    produceOn(ctx, seat, "farm");
    const bonus = rated.food;
    if (bonus > 0) gain(p, "food", bonus);
    else if (bonus < 0) lose(p, "food", -bonus);
  } else if (step === "consumption") {
    const due = consumption(p);
    const have = amountOf(p, "food");
    lose(p, "food", due);
    if (due > have) p.culture = Math.max(0, p.culture - 4 * (due - have));
  } else {
    produceOn(ctx, seat, "mine");
    const bonus = rated.resources;
    if (bonus > 0) gain(p, "resources", bonus);
    else if (bonus < 0) lose(p, "resources", -bonus);
  }
}
