/**
 * Governments (orange technologies, base §13, §29.5 [C2: B1, S2, G1]). Developing one peacefully costs the
 * higher science cost, a revolution the lower one. The NLW set reprints Republic (both copies, the "4" copy now
 * "3+"), Communism and Fundamentalism (seed L131-134); their new printed values are symbols the sources do not
 * give (content §5), so each reprint is a decision.
 */
import { withYields } from "./texts.ts";
import type { Age, CardColour, CardCommon, Provenance, SetCopies, Text, Yields } from "./types.ts";
import { all, baseOnly, inBoth, marked, nlwOnly } from "./types.ts";

export interface GovernmentDef extends CardCommon {
  readonly kind: "government";
  readonly colour: CardColour;
  /** Science for a peaceful change; null for Despotism (starting card). */
  readonly peacefulCost: number | null;
  readonly revolutionCost: number | null;
  readonly civilActions: number;
  readonly militaryActions: number;
  readonly urbanLimit: number;
  /** Other symbols (culture, happy faces, strength, science, resource production). */
  readonly bonus: Yields;
  readonly starting: boolean;
}

const C2: Provenance = { confidence: "confirmed", refs: ["base §29.5 [C2: B1, S2, G1]"] };

function government(
  id: string, age: Age, name: Text, cost: readonly [number, number] | null, ca: number, ma: number, limit: number, bonus: Yields,
  copies: SetCopies, provenance: Provenance = C2, links: { replacedBy?: string; replaces?: string } = {},
): GovernmentDef {
  const head = cost === null
    ? { en: "Starting government. ", ru: "Начальная форма правления. " }
    : { en: `Peaceful change ${cost[0]} science, revolution ${cost[1]}. `, ru: `Мирная смена — ${cost[0]} науки, революция — ${cost[1]}. ` };
  const tail = Object.keys(bonus).length === 0 ? { en: ".", ru: "." } : withYields({ en: "; ", ru: "; " }, bonus, { en: ".", ru: "." });
  return {
    id, kind: "government", age, colour: "orange", name, peacefulCost: cost?.[0] ?? null, revolutionCost: cost?.[1] ?? null,
    civilActions: ca, militaryActions: ma, urbanLimit: limit, bonus, starting: cost === null, copies,
    edition: copies.base && copies.nlw ? "both" : copies.base ? "base-only" : "nlw-only",
    text: {
      en: `${head.en}${ca} civil actions, ${ma} military actions, up to ${limit} urban buildings of each type${tail.en}`,
      ru: `${head.ru}${ca} гражд. действий, ${ma} воен. действий, до ${limit} городских зданий каждого типа${tail.ru}`,
    },
    provenance, ...links,
  };
}

const reprint = (what: string, id: `D${number}`, reason: string): Provenance => ({
  confidence: "inferred",
  refs: ["seed L131-134 (reprinted, balanced)", `base §29.5 (${what})`, "content §1.1, §5 (new values are symbols, not found)"],
  chosen: { id, reason },
});

export const GOVERNMENTS = [
  government("despotism", "A", { en: "Despotism", ru: "Деспотизм" }, null, 4, 2, 2, {}, inBoth(all(0)), { confidence: "confirmed", refs: ["base §2 step 5, §29.1 [C2: S1, B1]"] }),
  government("monarchy", "I", { en: "Monarchy", ru: "Монархия" }, [8, 2], 5, 3, 3, {}, inBoth(marked(1, 2, 2))),
  government("theocracy", "I", { en: "Theocracy", ru: "Теократия" }, [6, 1], 4, 3, 3, { culture: 1, happy: 1, strength: 1 }, inBoth(all(1))),
  government("constitutional-monarchy", "II", { en: "Constitutional Monarchy", ru: "Конституционная монархия" }, [12, 6], 6, 4, 3, {}, inBoth(marked(1, 2, 2))),
  government("republic", "II", { en: "Republic", ru: "Республика" }, [13, 3], 7, 2, 3, {}, baseOnly(marked(1, 1, 2)), C2, { replacedBy: "republic-nlw" }),
  government("republic-nlw", "II", { en: "Republic (balanced)", ru: "Республика (сбалансированная)" }, [13, 3], 7, 2, 3, {}, nlwOnly(marked(1, 2, 2)),
    reprint("Republic 13 (3), 7 CA, 2 MA, limit 3", "D2", "No source gives the balanced Republic's symbols; the base values are kept. Copies are the seed's: both reprinted, the \"4\" copy now \"3+\"."),
    { replaces: "republic" }),
  government("communism", "III", { en: "Communism", ru: "Коммунизм" }, [19, 5], 7, 5, 4, { happy: -1 }, baseOnly(all(1)), C2, { replacedBy: "communism-nlw" }),
  government("communism-nlw", "III", { en: "Communism (balanced)", ru: "Коммунизм (сбалансированный)" }, [19, 5], 7, 5, 4, { happy: -1, resources: 1 }, nlwOnly(all(1)),
    reprint("Communism 19 (5), 7 CA, 5 MA, limit 4, −1 happy", "D3", "The only hint (NamuWiki via S5, low confidence) is \"+1 resource\": taken as a +1 resource production bonus; the rest kept from the base card."),
    { replaces: "communism" }),
  government("fundamentalism", "III", { en: "Fundamentalism", ru: "Фундаментализм" }, [18, 7], 6, 5, 4, { strength: 5, science: -2 }, baseOnly(all(1)), C2, { replacedBy: "fundamentalism-nlw" }),
  government("fundamentalism-nlw", "III", { en: "Fundamentalism (balanced)", ru: "Фундаментализм (сбалансированный)" }, [18, 7], 6, 5, 4, { strength: 6, science: -2 }, nlwOnly(all(1)),
    reprint("Fundamentalism 18 (7), 6 CA, 5 MA, limit 4, +5 strength, −2 science", "D4", "The only hint (NamuWiki via S5, low confidence) is \"+6\": taken as strength 6 instead of 5; the rest kept from the base card."),
    { replaces: "fundamentalism" }),
  government("democracy", "III", { en: "Democracy", ru: "Демократия" }, [17, 9], 7, 3, 4, { culture: 3 }, inBoth(marked(1, 2, 2))),
] as const satisfies readonly GovernmentDef[];
