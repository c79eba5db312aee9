/**
 * Territories (green military cards, prepared like events and auctioned when revealed, base §18, §30 [C2: B1,
 * S4, G1]). When colonized the permanent symbols apply first, then the immediate effect. Ages I and II have 6
 * each; NLW reprints Wealthy Territory I («Изобильная территория I») with the digital edition's values (seed
 * L120-122, L138, L162) and adds Autonomous Territory (II) (seed L672; content §4.2 [DIG]).
 */
import { withYields } from "./texts.ts";
import type { Age, CardCommon, Effect, Provenance, SetCopies, Text, Yields } from "./types.ts";
import { all, baseOnly, editionOf, inBoth, nlwOnly } from "./types.ts";

export interface TerritoryDef extends CardCommon {
  readonly kind: "territory";
  /** What happens once, on colonizing. */
  readonly immediate: readonly Effect[];
  /** Symbols that last while the colony is yours. */
  readonly permanent: Yields;
}

const BASE: Provenance = { confidence: "confirmed", refs: ["base §30 territories [C2: B1, S4, G1]"] };

function territory(id: string, age: Age, name: Text, immediate: readonly Effect[], immediateText: Text, permanent: Yields, copies: SetCopies = inBoth(all(1)), provenance: Provenance = BASE, links: { replacedBy?: string; replaces?: string } = {}): TerritoryDef {
  const perm = Object.keys(permanent).length === 0 ? { en: "", ru: "" } : withYields({ en: " While yours: ", ru: " Пока колония ваша: " }, permanent, { en: ".", ru: "." });
  return {
    id, kind: "territory", age, name, immediate, permanent, copies, edition: editionOf(copies), provenance, ...links,
    text: { en: `On colonizing: ${immediateText.en}.${perm.en}`, ru: `При колонизации: ${immediateText.ru}.${perm.ru}` },
  };
}

const gain = (amounts: Extract<Effect, { kind: "gain" }>["amounts"], pick: "all" | "one" = "all"): Effect => ({ kind: "gain", who: "owner", amounts, pick });
const pop = (n: number): Effect => ({ kind: "population", who: "owner", delta: n, free: true, condition: null });
const draw = (n: number): Effect => ({ kind: "draw-military", who: "owner", count: n });
const N = (en: string, ru: string): Text => ({ en, ru });

export const TERRITORIES: readonly TerritoryDef[] = [
  territory("vast-territory-1", "I", N("Vast Territory I", "Просторная территория I"), [gain({ food: 3 })], N("gain 3 food", "получите 3 еды"), { yellowTokens: 3, blueTokens: -1 }),
  territory("wealthy-territory-1", "I", N("Wealthy Territory I", "Изобильная территория I"), [gain({ resources: 5 })], N("gain 5 resources", "получите 5 ресурсов"), { blueTokens: 3 }, baseOnly(all(1)), BASE, { replacedBy: "wealthy-territory-1-nlw" }),
  territory("wealthy-territory-1-nlw", "I", N("Wealthy Territory I (balanced)", "Изобильная территория I (сбалансированная)"), [gain({ resources: 5 })], N("gain 5 resources", "получите 5 ресурсов"), { blueTokens: 3 }, nlwOnly(all(1)), {
    confidence: "inferred", refs: ["seed L120-122, L138, L162 (now the digital version's values)", "base §30.2, §32 (base values; B1's label says +2 blue, its data 3)"],
    chosen: { id: "D23", reason: "The digital values are symbols no source gives; the base values (5 resources, +3 blue tokens) are kept." },
  }, { replaces: "wealthy-territory-1" }),
  territory("inhabited-territory-1", "I", N("Inhabited Territory I", "Населенная территория I"), [pop(1)], N("gain 1 population", "получите 1 население"), { yellowTokens: 2 }, inBoth(all(1)), { ...BASE, refs: [...BASE.refs, "seed L496-499"] }),
  territory("strategic-territory-1", "I", N("Strategic Territory I", "Стратегическая территория I"), [draw(3)], N("draw 3 military cards", "возьмите 3 военные карты"), { strength: 2 }),
  territory("historic-territory-1", "I", N("Historic Territory I", "Историческая территория I"), [gain({ culture: 6 })], N("gain 6 culture", "получите 6 культуры"), { happy: 1 }),
  territory("developed-territory-1", "I", N("Developed Territory I", "Развитая территория I"), [gain({ science: 3 })], N("gain 3 science", "получите 3 науки"), { yellowTokens: 1, blueTokens: 1 }),
  territory("vast-territory-2", "II", N("Vast Territory II", "Просторная территория II"), [gain({ food: 4 })], N("gain 4 food", "получите 4 еды"), { yellowTokens: 4, blueTokens: -1 }),
  territory("wealthy-territory-2", "II", N("Wealthy Territory II", "Изобильная территория II"), [gain({ resources: 9 })], N("gain 9 resources", "получите 9 ресурсов"), { blueTokens: 4 }),
  territory("inhabited-territory-2", "II", N("Inhabited Territory II", "Населенная территория II"), [pop(2)], N("gain 2 population", "получите 2 населения"), { yellowTokens: 3 }, inBoth(all(1)), { ...BASE, refs: [...BASE.refs, "seed L499 (two population)"] }),
  territory("strategic-territory-2", "II", N("Strategic Territory II", "Стратегическая территория II"), [draw(5)], N("draw 5 military cards", "возьмите 5 военных карт"), { strength: 4 }),
  territory("historic-territory-2", "II", N("Historic Territory II", "Историческая территория II"), [gain({ culture: 11 })], N("gain 11 culture", "получите 11 культуры"), { happy: 2 }),
  territory("developed-territory-2", "II", N("Developed Territory II", "Развитая территория II"), [gain({ science: 5 })], N("gain 5 science", "получите 5 науки"), { yellowTokens: 2, blueTokens: 2 }),
  territory("autonomous-territory", "II", N("Autonomous Territory", "Автономная территория"), [gain({ science: 4, resources: 5, food: 6, culture: 7 }, "one")],
    N("choose 4 science, 5 resources, 6 food or 7 culture", "выберите 4 науки, 5 ресурсов, 6 еды или 7 культуры"), {}, nlwOnly(all(1)), {
      confidence: "single-source", refs: ["seed L672 (choose one of four rewards)", "content §4.2 [DIG] (the four rewards)"],
      chosen: { id: "D24", reason: "The permanent symbols are not in any source; none are assumed." },
    }),
];
