/**
 * Which Clash moves are confirmed before they are sent, and with what words: the irreversible or costly
 * ones a single click could otherwise make (founding a city, razing one, playing an action card, a trade
 * that gives without asking anything back, activating a city a second time in a turn, which lowers its
 * mood). The panels show the question with the shared control (ui/modal.ts).
 */
import type { Move } from "../../../../../engine/core/types.ts";
import { MOODS } from "../../../../../engine/games/clash-of-cultures/base/mood.ts";
import { hexLabel as boardLabelOf } from "../board/geometry.ts";
import { lang, type Env } from "./legal.ts";
import { actionHalfName, costText } from "./names.ts";
import { knownCost, paymentTotal } from "./payment.ts";
import { tr, type UiKey } from "./strings.ts";

export interface Confirmation {
  title: string;
  lines: string[];
  /** Something is destroyed or given away. */
  danger: boolean;
}

/** Moves that activate the city named by their `city` (or, building a wonder, `hex`) field (L676-692). */
const ACTIVATING: Record<string, "city" | "hex"> = { collect: "city", construct: "city", recruit: "city", "build-wonder": "hex" };

/** The question to ask before sending `move`, or null when it goes at once. */
export function confirmationOf(env: Env, move: Move): Confirmation | null {
  const t = (key: UiKey, params?: Record<string, string | number>) => tr(env.i18n, key, params);
  const m = move as Record<string, unknown>;
  const view = env.view;
  switch (move.type) {
    case "found-city": {
      const unit = view.units[Number(m.unit)];
      return { title: t("ask.found-city", { hex: unit ? boardLabelOf(unit.hex) : "?" }), lines: [t("ask.found-city.why")], danger: false };
    }
    case "raze-city": {
      if (typeof m.hex !== "string") return null;
      const own = Object.values(view.cities).filter((c) => c.owner === env.seat).length;
      return { title: t("ask.raze-city", { hex: boardLabelOf(m.hex) }), lines: [t("ask.raze-city.why"), ...(own <= 1 ? [t("ask.raze-city.only")] : [])], danger: true };
    }
    case "play-card": case "play-card-action": {
      const card = String(m.card);
      const paid = m.payment as Record<string, number> | undefined;
      const cost = knownCost(move);
      const price = paid && paymentTotal(paid) > 0
        ? Object.entries(paid).filter(([, n]) => n).map(([k, n]) => `${n} ${t(k as UiKey)}`).join(" · ")
        : cost && (Object.values(cost.fixed).some((n) => n) || cost.flexible.length) ? costText(cost, (k) => t(k as UiKey), t("free")) : null;
      return { title: t("ask.play-card", { card: actionHalfName(card, lang(env)) }), lines: [...(price ? [t("ask.cost", { cost: price })] : []), t("ask.play-card.why")], danger: false };
    }
    case "propose-trade": {
      const asked = [m.get, m.getCards].some((side) => side && Object.values(side as Record<string, number>).some((n) => n));
      if (asked) return null;
      const give = Object.entries((m.give ?? {}) as Record<string, number>).filter(([, n]) => n).map(([k, n]) => `${n} ${t(k as UiKey)}`);
      const cards = Object.values((m.giveCards ?? {}) as Record<string, string[]>).reduce((n, list) => n + list.length, 0);
      if (cards) give.push(t("ask.cards", { n: cards }));
      return { title: t("ask.gift", { goods: give.join(", "), name: env.seatName(Number(m.to)) }), lines: [t("ask.gift.why")], danger: true };
    }
  }
  const field = ACTIVATING[move.type];
  const hex = field ? m[field] : undefined;
  if (typeof hex !== "string") return null;
  const city = view.cities[hex];
  const again = (view.turn?.seat === env.seat && view.turn.activations[hex]) || 0;
  if (!city || again < 1 || city.mood === "angry") return null;
  const lower = MOODS[Math.max(0, MOODS.indexOf(city.mood) - 1)];
  return { title: t("ask.again", { hex: boardLabelOf(hex) }), lines: [t("ask.again.why", { mood: t(`mood.${lower}` as UiKey) })], danger: false };
}
