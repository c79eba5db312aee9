/**
 * Technology cards that are not governments: farms, mines, urban buildings (labs, temples, libraries,
 * theaters, arenas), military units and special (blue) technologies, plus the five starting technologies
 * printed on every player board (base §29.1, not in any deck). Costs and copies: base §29.1-29.6 ([C2]: B1,
 * S2, G1). The NLW set replaces both Professional Sports (seed L122-126, L134) and marks one Military Theory
 * "3+" instead of "4" (seed L135); everything else is the same card in both sets.
 */
import { withYields } from "./texts.ts";
import type {
  Age, CardColour, CardCommon, Effect, FarmMine, Provenance, SetCopies, SpecialFamily, Text, UnitType, UrbanType, Yields,
} from "./types.ts";
import { all, baseOnly, inBoth, marked, nlwOnly } from "./types.ts";

export interface TechnologyDef extends CardCommon {
  readonly kind: "technology";
  readonly type: FarmMine | UrbanType | UnitType | "special";
  readonly colour: CardColour;
  /** Science to develop; 0 for the starting technologies. */
  readonly scienceCost: number;
  /** Resources to build one farm, mine, building or unit; null for special technologies. */
  readonly buildCost: number | null;
  /** Symbols each worker on the card gives; empty for special technologies. */
  readonly perWorker: Yields;
  /** Special technologies: only the highest level of each family counts (base §12). */
  readonly family: SpecialFamily | null;
  readonly effects: readonly Effect[];
  /** Printed on the player board (base §2 step 5), never in a deck. */
  readonly starting: boolean;
}

const COLOUR: { readonly [T in TechnologyDef["type"]]: CardColour } = {
  farm: "brown", mine: "brown", lab: "grey", temple: "grey", library: "grey", theater: "grey", arena: "grey",
  infantry: "red", cavalry: "red", artillery: "red", "air-force": "red", special: "blue",
};

const TYPE_NAME: { readonly [T in TechnologyDef["type"]]: Text } = {
  farm: { en: "Farm", ru: "Ферма" }, mine: { en: "Mine", ru: "Шахта" }, lab: { en: "Lab", ru: "Лаборатория" },
  temple: { en: "Temple", ru: "Храм" }, library: { en: "Library", ru: "Библиотека" }, theater: { en: "Theater", ru: "Театр" },
  arena: { en: "Arena", ru: "Арена" }, infantry: { en: "Infantry", ru: "Пехота" }, cavalry: { en: "Cavalry", ru: "Кавалерия" },
  artillery: { en: "Artillery", ru: "Артиллерия" }, "air-force": { en: "Air force", ru: "Авиация" },
  special: { en: "Special technology", ru: "Особая технология" },
};

const BASE_PROVENANCE = (section: string): Provenance => ({ confidence: "confirmed", refs: [`base ${section} [C2: B1, S2, G1]`] });

function worked(
  id: string, age: Age, type: Exclude<TechnologyDef["type"], "special">, name: Text, scienceCost: number, buildCost: number,
  perWorker: Yields, copies: SetCopies, section: string, extra: Partial<TechnologyDef> = {},
): TechnologyDef {
  const t = TYPE_NAME[type];
  return {
    id, kind: "technology", age, type, colour: COLOUR[type], name, scienceCost, buildCost, perWorker, family: null,
    effects: [], starting: false, copies, edition: copies.base && copies.nlw ? "both" : copies.base ? "base-only" : "nlw-only",
    text: withYields({ en: `${t.en}. Each worker: `, ru: `${t.ru}. Каждый рабочий: ` }, perWorker,
      type === "air-force" ? { en: "; doubles the tactic bonus of one army.", ru: "; удваивает бонус тактики одной армии." } : { en: ".", ru: "." }),
    provenance: BASE_PROVENANCE(section),
    ...extra,
  };
}

const start = (id: string, type: Exclude<TechnologyDef["type"], "special">, name: Text, buildCost: number, perWorker: Yields): TechnologyDef =>
  worked(id, "A", type, name, 0, buildCost, perWorker, inBoth(all(0)), "§29.1", { starting: true });

/** The five starting technologies (base §29.1); Despotism is in governments.ts. */
export const STARTING_TECHNOLOGIES = [
  start("agriculture", "farm", { en: "Agriculture", ru: "Земледелие" }, 2, { food: 1 }),
  start("bronze", "mine", { en: "Bronze", ru: "Бронза" }, 2, { resources: 1 }),
  start("philosophy", "lab", { en: "Philosophy", ru: "Философия" }, 3, { science: 1 }),
  start("religion", "temple", { en: "Religion", ru: "Религия" }, 3, { culture: 1, happy: 1 }),
  start("warriors", "infantry", { en: "Warriors", ru: "Воины" }, 2, { strength: 1 }),
] as const satisfies readonly TechnologyDef[];

/** Farms and mines (base §29.2). */
export const FARMS_AND_MINES = [
  worked("irrigation", "I", "farm", { en: "Irrigation", ru: "Ирригация" }, 3, 4, { food: 2 }, inBoth(all(2)), "§29.2"),
  worked("selective-breeding", "II", "farm", { en: "Selective Breeding", ru: "Селекционное животноводство" }, 5, 6, { food: 3 }, inBoth(marked(1, 2, 3)), "§29.2"),
  worked("mechanized-agriculture", "III", "farm", { en: "Mechanized Agriculture", ru: "Механизированное земледелие" }, 7, 8, { food: 5 }, inBoth(marked(1, 2, 2)), "§29.2"),
  worked("iron", "I", "mine", { en: "Iron", ru: "Железо" }, 5, 5, { resources: 2 }, inBoth(marked(2, 2, 3)), "§29.2"),
  worked("coal", "II", "mine", { en: "Coal", ru: "Уголь" }, 7, 8, { resources: 3 }, inBoth(marked(1, 2, 2)), "§29.2"),
  worked("oil", "III", "mine", { en: "Oil", ru: "Нефть" }, 9, 11, { resources: 5 }, inBoth(marked(1, 2, 2)), "§29.2"),
] as const satisfies readonly TechnologyDef[];

/** Urban buildings (base §29.3); there is no Age III temple. */
export const URBAN_BUILDINGS = [
  worked("alchemy", "I", "lab", { en: "Alchemy", ru: "Алхимия" }, 4, 6, { science: 2 }, inBoth(marked(2, 2, 3)), "§29.3"),
  worked("scientific-method", "II", "lab", { en: "Scientific Method", ru: "Научный метод" }, 6, 8, { science: 3 }, inBoth(all(2)), "§29.3"),
  worked("computers", "III", "lab", { en: "Computers", ru: "Компьютеры" }, 8, 11, { science: 5 }, inBoth(all(2)), "§29.3"),
  worked("theology", "I", "temple", { en: "Theology", ru: "Теология" }, 2, 5, { culture: 1, happy: 2 }, inBoth(marked(1, 2, 2)), "§29.3"),
  worked("organized-religion", "II", "temple", { en: "Organized Religion", ru: "Организованная религия" }, 4, 7, { culture: 1, happy: 3 }, inBoth(all(2)), "§29.3"),
  worked("printing-press", "I", "library", { en: "Printing Press", ru: "Печатный станок" }, 3, 3, { science: 1, culture: 1 }, inBoth(all(2)), "§29.3"),
  worked("journalism", "II", "library", { en: "Journalism", ru: "Журналистика" }, 6, 8, { science: 2, culture: 2 }, inBoth(marked(1, 2, 2)), "§29.3"),
  worked("multimedia", "III", "library", { en: "Multimedia", ru: "Мультимедиа" }, 9, 11, { science: 3, culture: 3 }, inBoth(all(2)), "§29.3"),
  worked("drama", "I", "theater", { en: "Drama", ru: "Драма" }, 3, 4, { culture: 2, happy: 1 }, inBoth(marked(1, 2, 2)), "§29.3"),
  worked("opera", "II", "theater", { en: "Opera", ru: "Опера" }, 7, 8, { culture: 3, happy: 1 }, inBoth(all(2)), "§29.3"),
  worked("movies", "III", "theater", { en: "Movies", ru: "Кино" }, 10, 11, { culture: 4, happy: 1 }, inBoth(all(2)), "§29.3"),
  worked("bread-and-circuses", "I", "arena", { en: "Bread and Circuses", ru: "Хлеб и зрелища" }, 3, 3, { happy: 2, strength: 1 }, inBoth(marked(1, 2, 2)), "§29.3"),
  worked("team-sports", "II", "arena", { en: "Team Sports", ru: "Командный спорт" }, 5, 5, { happy: 3, strength: 2 }, inBoth(all(1)), "§29.3"),
  worked("professional-sports", "III", "arena", { en: "Professional Sports", ru: "Профессиональный спорт" }, 7, 8, { happy: 4, strength: 3 }, baseOnly(marked(1, 1, 2)), "§29.3",
    { replacedBy: "professional-sports-nlw" }),
  worked("professional-sports-nlw", "III", "arena", { en: "Professional Sports (balanced)", ru: "Профессиональный спорт (сбалансированный)" }, 7, 8, { happy: 4, strength: 4 }, nlwOnly(marked(1, 2, 2)), "§29.3", {
    replaces: "professional-sports",
    provenance: {
      confidence: "single-source",
      refs: ["seed L122-126 (now the digital values, stronger, second copy for 3 players)", "seed L134 (both copies replaced, the \"4\" copy becomes \"3+\")", "base §29.3 note (S2/S5: strength 4)", "content §1.1"],
      chosen: { id: "D1", reason: "Only the strength symbol is reported changed (4 instead of 3, NamuWiki via S2/S5); costs and happy faces kept from the base card." },
    },
  }),
] as const satisfies readonly TechnologyDef[];

/** Military unit technologies (base §29.4). */
export const UNITS = [
  worked("swordsmen", "I", "infantry", { en: "Swordsmen", ru: "Мечники" }, 4, 3, { strength: 2 }, inBoth(all(2)), "§29.4"),
  worked("riflemen", "II", "infantry", { en: "Riflemen", ru: "Стрелки" }, 6, 5, { strength: 3 }, inBoth(marked(1, 2, 2)), "§29.4"),
  worked("modern-infantry", "III", "infantry", { en: "Modern Infantry", ru: "Современная пехота" }, 10, 7, { strength: 5 }, inBoth(marked(1, 2, 2)), "§29.4"),
  worked("knights", "I", "cavalry", { en: "Knights", ru: "Рыцари" }, 5, 3, { strength: 2 }, inBoth(marked(2, 2, 3)), "§29.4"),
  worked("cavalrymen", "II", "cavalry", { en: "Cavalrymen", ru: "Кавалеристы" }, 6, 5, { strength: 3 }, inBoth(all(2)), "§29.4"),
  worked("tanks", "III", "cavalry", { en: "Tanks", ru: "Танки" }, 9, 7, { strength: 5 }, inBoth(marked(1, 2, 2)), "§29.4"),
  worked("cannon", "II", "artillery", { en: "Cannon", ru: "Пушки" }, 6, 5, { strength: 3 }, inBoth(marked(2, 2, 3)), "§29.4"),
  worked("rockets", "III", "artillery", { en: "Rockets", ru: "Ракеты" }, 8, 7, { strength: 5 }, inBoth(marked(1, 2, 2)), "§29.4"),
  worked("air-forces", "III", "air-force", { en: "Air Forces", ru: "Авиация" }, 12, 7, { strength: 5 }, inBoth(marked(2, 2, 3)), "§29.4"),
] as const satisfies readonly TechnologyDef[];

function special(
  id: string, age: Age, family: SpecialFamily, name: Text, scienceCost: number, effects: readonly Effect[], text: Text, copies: SetCopies,
  provenance: Provenance = BASE_PROVENANCE("§29.6"),
): TechnologyDef {
  return {
    id, kind: "technology", age, type: "special", colour: "blue", name, scienceCost, buildCost: null, perWorker: {}, family,
    effects, starting: false, copies, edition: copies.base && copies.nlw ? "both" : copies.base ? "base-only" : "nlw-only", text, provenance,
  };
}

const construction = (stages: number, byAge: { readonly [A in Age]: number }): readonly Effect[] => [
  { kind: "urban-build-discount", byAge }, { kind: "wonder-stages-per-action", stages },
];
const constructionText = (byAge: { readonly [A in Age]: number }, stages: number): Text => ({
  en: `Urban buildings cost less to build and upgrade: Age I −${byAge.I}, Age II −${byAge.II}, Age III −${byAge.III} resources (Age A no discount). You may build up to ${stages} wonder stages for one civil action.`,
  ru: `Городские здания строятся и улучшаются дешевле: эпоха I −${byAge.I}, эпоха II −${byAge.II}, эпоха III −${byAge.III} ресурса (эпоха А без скидки). За 1 гражданское действие можно строить до ${stages} этапов чуда.`,
});
const flat = (yields: Yields): readonly Effect[] => [{ kind: "yields", yields }];
const flatText = (yields: Yields): Text => withYields({ en: "", ru: "" }, yields, { en: ".", ru: "." });

/** Special (blue) technologies (base §29.6). */
export const SPECIAL_TECHNOLOGIES = [
  special("masonry", "I", "construction", { en: "Masonry", ru: "Каменная кладка" }, 3, construction(2, { A: 0, I: 1, II: 1, III: 1 }), constructionText({ A: 0, I: 1, II: 1, III: 1 }, 2), inBoth(all(1))),
  special("architecture", "II", "construction", { en: "Architecture", ru: "Зодчество" }, 6, construction(3, { A: 0, I: 1, II: 2, III: 2 }), constructionText({ A: 0, I: 1, II: 2, III: 2 }, 3), inBoth(marked(1, 2, 2))),
  special("engineering", "III", "construction", { en: "Engineering", ru: "Проектирование" }, 9, construction(4, { A: 0, I: 1, II: 2, III: 3 }), constructionText({ A: 0, I: 1, II: 2, III: 3 }, 4), inBoth(all(1))),
  special("code-of-laws", "I", "civil", { en: "Code of Laws", ru: "Свод законов" }, 6, flat({ civilActions: 1 }), flatText({ civilActions: 1 }), inBoth(marked(1, 2, 2))),
  special("justice-system", "II", "civil", { en: "Justice System", ru: "Судебная система" }, 7, flat({ civilActions: 1, blueTokens: 3 }), flatText({ civilActions: 1, blueTokens: 3 }), inBoth(all(1))),
  special("civil-service", "III", "civil", { en: "Civil Service", ru: "Государственная служба" }, 10, flat({ civilActions: 2, blueTokens: 3 }), flatText({ civilActions: 2, blueTokens: 3 }), inBoth(all(1))),
  special("warfare", "I", "military", { en: "Warfare", ru: "Военное дело" }, 5, flat({ militaryActions: 1, strength: 1 }), flatText({ militaryActions: 1, strength: 1 }), inBoth(marked(1, 2, 2))),
  special("strategy", "II", "military", { en: "Strategy", ru: "Стратегия" }, 8, flat({ militaryActions: 2, strength: 3 }), flatText({ militaryActions: 2, strength: 3 }), inBoth(all(1))),
  special("military-theory", "III", "military", { en: "Military Theory", ru: "Военная теория" }, 11, flat({ militaryActions: 3, strength: 5 }), flatText({ militaryActions: 3, strength: 5 }),
    { base: marked(1, 1, 2), nlw: marked(1, 2, 2) }, {
      confidence: "seed",
      refs: ["base §29.6 [C2: B1, S2]", "seed L135 (the \"4\" copy is replaced by a \"3+\" copy; the other copy stays)", "content §1.1 (no balanced text: effect unchanged)"],
    }),
  special("cartography", "I", "exploration", { en: "Cartography", ru: "Картография" }, 4, flat({ strength: 1, colonization: 2 }), flatText({ strength: 1, colonization: 2 }), inBoth(all(1))),
  special("navigation", "II", "exploration", { en: "Navigation", ru: "Навигация" }, 6, flat({ strength: 2, colonization: 3 }), flatText({ strength: 2, colonization: 3 }), inBoth(all(1))),
  special("satellites", "III", "exploration", { en: "Satellites", ru: "Спутники" }, 8, flat({ strength: 3, colonization: 4 }), flatText({ strength: 3, colonization: 4 }), inBoth(all(1))),
] as const satisfies readonly TechnologyDef[];

/** Every technology card in the civil decks (not the starting ones, not governments). */
export const TECHNOLOGIES: readonly TechnologyDef[] = [...FARMS_AND_MINES, ...URBAN_BUILDINGS, ...UNITS, ...SPECIAL_TECHNOLOGIES];
