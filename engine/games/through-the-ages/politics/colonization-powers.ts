/**
 * Leaders' powers while colonizing (base §29.7, content §2): Isabella of Castile buys +1 / +2 / +3 colonization for
 * 1 / 3 / 6 resources (once per colonization); James Cook discards up to 2 military cards other than bonus cards
 * for +1 colonization each. They are options of the winner's sending (politics/colonize.ts) and count in the force
 * a seat may bid.
 */
import type { Seat } from "../../../core/types.ts";
import { card } from "../base/cards.ts";
import type { Ctx } from "../base/flow.ts";
import type { TtaState } from "../base/state.ts";
import { amountOf, pay } from "../base/tokens.ts";
import { text } from "../text/index.ts";
import { leaderEffect } from "../base/in-play.ts";

/** What the winner has added with powers during one colonization. */
export interface PowerForce {
  isabella: number;
  cook: string[];
}

const discardable = (s: TtaState, seat: Seat) => s.players[seat].military.filter((c) => card(c).kind !== "military-bonus");

/** The colonization these powers add. */
export function powerForce(s: TtaState, seat: Seat, used: PowerForce): number {
  const cook = leaderEffect(s, seat, "colonize-discard-military");
  return used.isabella + (cook ? cook.colonizationPerCard * used.cook.length : 0);
}

/** The options the winner has now: "isabella:<colonization>" and "cook:<card>". */
export function powerOptions(s: TtaState, seat: Seat, used: PowerForce): string[] {
  const out: string[] = [];
  const isabella = leaderEffect(s, seat, "isabella");
  if (isabella && !used.isabella) {
    for (const o of isabella.options) if (amountOf(s.players[seat], "resources") >= o.resources) out.push(`isabella:${o.colonization}`);
  }
  const cook = leaderEffect(s, seat, "colonize-discard-military");
  if (cook && used.cook.length < cook.maxCards) {
    const left = [...discardable(s, seat)];
    for (const c of used.cook) left.splice(left.indexOf(c), 1);
    out.push(...new Set(left.map((c) => `cook:${c}`)));
  }
  return out;
}

/** The most these powers could add, for the bid limit. */
export function maxPowerForce(s: TtaState, seat: Seat): number {
  const isabella = leaderEffect(s, seat, "isabella");
  const cook = leaderEffect(s, seat, "colonize-discard-military");
  const best = isabella ? Math.max(0, ...isabella.options.filter((o) => amountOf(s.players[seat], "resources") >= o.resources).map((o) => o.colonization)) : 0;
  return best + (cook ? cook.colonizationPerCard * Math.min(cook.maxCards, discardable(s, seat).length) : 0);
}

export const isPowerOption = (v: string) => v.startsWith("isabella:") || v.startsWith("cook:");

/** Uses the option: Isabella's resources are paid at once; Cook's cards wait for the colony (discarded with the bonus cards). */
export function usePowerOption(ctx: Ctx, seat: Seat, used: PowerForce, value: string) {
  const [power, what] = value.split(":");
  if (power === "cook") {
    used.cook.push(what);
    return;
  }
  const e = leaderEffect(ctx.s, seat, "isabella")!;
  const o = e.options.find((x) => x.colonization === Number(what))!;
  pay(ctx.s.players[seat], "resources", o.resources);
  used.isabella = o.colonization;
}

/** The label of a power option, or null for a unit or a card. */
export function powerOptionLabel(s: TtaState, seat: Seat, v: string) {
  const [power, what] = v.split(":");
  if (power === "cook") return text("tta.option.cookDiscard", { card: what });
  if (power !== "isabella") return null;
  const o = leaderEffect(s, seat, "isabella")?.options.find((x) => x.colonization === Number(what));
  return text("tta.option.isabella", { n: Number(what), resources: o?.resources ?? 0 });
}
