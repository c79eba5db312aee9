/**
 * Tactics (red military cards, base §22, §30 [C2 values: B1, S4, G1; copies B1, G1]). An army is a complete set
 * of the units shown; each army adds the tactic's strength, or its outdated value when one of its units is two
 * or more levels below the tactic's age (Age I tactics have none). NLW adds Hussars (II) and Positional Army
 * (III) (content §4.1 [PY, DIG]).
 */
import type { Age, CardCommon, Provenance, SetCopies, Text } from "./types.ts";
import { all, editionOf, inBoth, nlwOnly } from "./types.ts";

export interface Composition {
  readonly infantry: number;
  readonly cavalry: number;
  readonly artillery: number;
}

export interface TacticDef extends CardCommon {
  readonly kind: "tactic";
  readonly army: Composition;
  /** Tactical strength per army; for Hussars the formula's value with two level-III units. */
  readonly strength: number;
  /** Value when the army is outdated; null = no outdated value printed. */
  readonly outdated: number | null;
  /** Hussars: tactical strength = base + the lowest unit level in that army (seed L709-711). */
  readonly formula: { readonly base: number; readonly plus: "lowest-unit-level" } | null;
}

const BASE: Provenance = { confidence: "confirmed", refs: ["base §30 tactics [C2: B1, S4, G1]"] };

function armyText(a: Composition): Text {
  const parts: [number, string, string][] = [[a.infantry, "infantry", "пехота"], [a.cavalry, "cavalry", "кавалерия"], [a.artillery, "artillery", "артиллерия"]];
  const used = parts.filter(([n]) => n > 0);
  return { en: used.map(([n, en]) => `${n} ${en}`).join(" + "), ru: used.map(([n, , ru]) => `${n} ${ru}`).join(" + ") };
}

function tactic(id: string, age: Age, name: Text, army: Partial<Composition>, strength: number, outdated: number | null, copies: SetCopies, provenance: Provenance = BASE): TacticDef {
  const full: Composition = { infantry: 0, cavalry: 0, artillery: 0, ...army };
  const a = armyText(full);
  const od = outdated === null ? { en: "", ru: "" } : { en: ` (outdated army +${outdated})`, ru: ` (устаревшая армия +${outdated})` };
  return {
    id, kind: "tactic", age, name, army: full, strength, outdated, formula: null, copies, edition: editionOf(copies), provenance,
    text: { en: `Army: ${a.en}. Each army +${strength} strength${od.en}.`, ru: `Армия: ${a.ru}. Каждая армия +${strength} силы${od.ru}.` },
  };
}

export const TACTICS: readonly TacticDef[] = [
  tactic("fighting-band", "I", { en: "Fighting Band", ru: "Боевой отряд" }, { infantry: 2 }, 1, null, inBoth(all(2))),
  tactic("legion", "I", { en: "Legion", ru: "Легион" }, { infantry: 3 }, 2, null, inBoth(all(2))),
  tactic("medieval-army", "I", { en: "Medieval Army", ru: "Средневековая армия" }, { infantry: 1, cavalry: 1 }, 2, null, inBoth(all(2))),
  tactic("phalanx", "I", { en: "Phalanx", ru: "Фаланга" }, { infantry: 2, cavalry: 1 }, 3, null, inBoth(all(2))),
  tactic("heavy-cavalry", "I", { en: "Heavy Cavalry", ru: "Тяжёлая кавалерия" }, { cavalry: 3 }, 4, null, inBoth(all(2))),
  tactic("mobile-artillery", "II", { en: "Mobile Artillery", ru: "Подвижная артиллерия" }, { cavalry: 1, artillery: 1 }, 5, 3, inBoth(all(1))),
  tactic("fortifications", "II", { en: "Fortifications", ru: "Укрепления" }, { artillery: 2 }, 5, 3, inBoth(all(1)), {
    confidence: "confirmed", refs: ["base §30.3, §31 [B1, G1: +5 (+3); S4: +4 (+2)]"],
    chosen: { id: "D17", reason: "B1 and G1 agree on +5 (+3); S4 alone says +4 (+2)." },
  }),
  tactic("conquistadors", "II", { en: "Conquistadors", ru: "Конкистадоры" }, { infantry: 1, cavalry: 2 }, 5, 3, inBoth(all(1))),
  tactic("defensive-army", "II", { en: "Defensive Army", ru: "Оборонительная армия" }, { infantry: 2, artillery: 1 }, 6, 3, inBoth(all(1))),
  tactic("napoleonic-army", "II", { en: "Napoleonic Army", ru: "Наполеоновская армия" }, { infantry: 1, cavalry: 1, artillery: 1 }, 7, 4, inBoth(all(1))),
  tactic("classic-army", "II", { en: "Classic Army", ru: "Классическая армия" }, { infantry: 2, cavalry: 2 }, 8, 4, inBoth(all(1))),
  {
    id: "hussars", kind: "tactic", age: "II", name: { en: "Hussars", ru: "Гусары" }, army: { infantry: 0, cavalry: 2, artillery: 0 },
    strength: 5, outdated: null, formula: { base: 2, plus: "lowest-unit-level" }, copies: nlwOnly(all(1)), edition: "nlw-only",
    text: {
      en: "Army: 2 cavalry. Each army's tactical strength is 2 + the lowest level of its units (Genghis Khan's warriors count as level-0 cavalry).",
      ru: "Армия: 2 кавалерии. Тактическая сила каждой армии — 2 плюс наименьший уровень её отрядов (воины Чингисхана — кавалерия уровня 0).",
    },
    provenance: {
      confidence: "inferred", refs: ["seed L709-711 (formula, examples)", "content §4.2"],
      chosen: { id: "D18", reason: "The composition is a symbol: 2 cavalry fits every example of the seed (Knight + Tank, two Tanks). The formula already lowers outdated armies, so no separate outdated value." },
    },
  },
  tactic("entrenchments", "III", { en: "Entrenchments", ru: "Траншеи" }, { infantry: 1, artillery: 2 }, 9, 5, inBoth(all(1))),
  tactic("mechanized-army", "III", { en: "Mechanized Army", ru: "Механизированная армия" }, { cavalry: 1, artillery: 2 }, 10, 5, inBoth(all(2))),
  tactic("shock-troops", "III", { en: "Shock Troops", ru: "Ударные войска" }, { infantry: 1, cavalry: 3 }, 11, 6, inBoth(all(1))),
  tactic("modern-army", "III", { en: "Modern Army", ru: "Современная армия" }, { infantry: 2, cavalry: 1, artillery: 1 }, 13, 7, inBoth(all(2))),
  tactic("positional-army", "III", { en: "Positional Army", ru: "Позиционная армия" }, { infantry: 2, artillery: 2 }, 12, 6, nlwOnly(all(1)), {
    confidence: "single-source", refs: ["content §4.1 (card exists, Age III) [PY, DIG]", "search index file 25126553077 (a TTA card model: 2 infantry + 2 artillery, 12 / 6)"],
    chosen: { id: "D19", reason: "The digests give no composition or value; the only source found (an unidentified card model) gives 2 infantry + 2 artillery, +12 (+6)." },
  }),
];
