/**
 * Aggressions (brown military cards, a political action costing the printed military actions, base §19, §30
 * [C2: B1, S4, G1]). The attacker must be stronger than the target; the target defends with bonus cards and
 * discards. NLW adds Kidnapping (I; the seed's «Агрессия: Похищение», L694-705) and Occupy (III; digital id
 * EXPLOITING) (content §4 [PY, DIG]); their military-action costs are symbols no source gives.
 */
import type { Age, CardCommon, Effect, Provenance, SetCopies, Text } from "./types.ts";
import { all, editionOf, inBoth, nlwOnly } from "./types.ts";

export interface AggressionDef extends CardCommon {
  readonly kind: "aggression";
  readonly militaryActions: number;
  readonly effects: readonly Effect[];
}

const BASE: Provenance = { confidence: "confirmed", refs: ["base §30 aggressions [C2: B1, S4, G1]", "base §31 (copies: B1, G1)"] };
const COST = (card: string, cost: number): Provenance => ({
  confidence: "inferred", refs: ["content §4 [DIG, PY] (effect, age)", ...(card === "kidnapping" ? ["seed L694-705 (restrictions)"] : [])],
  chosen: { id: "D25", reason: `The military-action cost is a symbol no source gives; ${cost} is assumed, the middle of the base aggressions of the same age.` },
});

function aggression(id: string, age: Age, name: Text, ma: number, effects: readonly Effect[], text: Text, copies: SetCopies, provenance: Provenance = BASE): AggressionDef {
  return {
    id, kind: "aggression", age, name, militaryActions: ma, effects, copies, edition: editionOf(copies), provenance,
    text: { en: `${ma} military action${ma === 1 ? "" : "s"}. ${text.en}`, ru: `Военных действий: ${ma}. ${text.ru}` },
  };
}

const N = (en: string, ru: string): Text => ({ en: `Aggression: ${en}`, ru: `Агрессия: ${ru}` });
const T = (en: string, ru: string): Text => ({ en, ru });
const plunder = (n: number): Effect => ({ kind: "steal", amounts: { food: n, resources: n }, pick: "mix" });
const plunderText = (n: number): Text => T(`Take up to ${n} food and/or resources from the target.`, `Заберите у цели до ${n} еды и/или ресурсов.`);
const raidText = (ages: string, agesRu: string): Text => T(`The target loses ${ages}; you gain half of their printed build costs, rounded up, in resources.`, `Цель теряет ${agesRu}; вы получаете половину их печатной стоимости постройки (с округлением вверх) ресурсами.`);

export const AGGRESSIONS: readonly AggressionDef[] = [
  aggression("plunder-1", "I", N("Plunder I", "Разграбление I"), 1, [plunder(3)], plunderText(3), inBoth(all(2))),
  aggression("raid-1", "I", N("Raid I", "Набег I"), 1, [{ kind: "raid", buildings: ["I"], gainFractionOfPrintedCost: 0.5, rounding: "up" }],
    raidText("one urban building of Age I or older", "1 городское здание эпохи I или древнее"), inBoth(all(2))),
  aggression("enslave", "I", N("Enslave", "Порабощение"), 2, [{ kind: "enslave", targetLosesPopulation: 1, gain: { food: 2, resources: 2 } }],
    T("The target loses 1 population; you gain 2 food and 2 resources.", "Цель теряет 1 население; вы получаете 2 еды и 2 ресурса."), inBoth(all(2))),
  aggression("kidnapping", "I", N("Kidnapping", "Похищение"), 2, [{ kind: "kidnap", civilCards: 1, cultureIfPlayedThisTurn: 3 }],
    T("Take 1 civil card from the target's hand (hand limit, same-name technology and same-age leader limits apply; you may take none). +3 culture if you play it this turn.", "Заберите 1 гражданскую карту из руки цели (действуют лимит руки, запрет одноимённых технологий и лидеров той же эпохи; можно не брать). +3 культуры, если разыграете её в этот же ход."),
    nlwOnly(all(1)), COST("kidnapping", 2)),
  aggression("plunder-2", "II", N("Plunder II", "Разграбление II"), 1, [plunder(5)], plunderText(5), inBoth(all(2))),
  aggression("raid-2", "II", N("Raid II", "Набег II"), 2, [{ kind: "raid", buildings: ["II", "I"], gainFractionOfPrintedCost: 0.5, rounding: "up" }],
    raidText("one urban building of Age II or older and one of Age I or older", "1 городское здание эпохи II или древнее и 1 — эпохи I или древнее"), inBoth(all(2))),
  aggression("spy", "II", N("Spy", "Шпионаж"), 1, [{ kind: "steal", amounts: { science: 5 }, pick: "mix" }], T("Take up to 5 science from the target.", "Заберите у цели до 5 науки."), inBoth(all(2))),
  aggression("annex", "II", N("Annex", "Аннексия"), 2, [{ kind: "annex", colonies: 1 }], T("Take 1 colony: you get its permanent effects, not its immediate one.", "Заберите 1 колонию: её постоянный бонус переходит к вам, мгновенный не повторяется."), inBoth(all(1))),
  aggression("infiltrate", "II", N("Infiltrate", "Диверсия"), 2, [{ kind: "infiltrate", culturePerLevel: 3 }],
    T("Remove the target's leader or unfinished wonder from the game; +3 culture per level of that card.", "Уберите из игры лидера или незаконченное чудо цели; +3 культуры за каждый уровень этой карты."), inBoth(all(2)), { ...BASE, refs: [...BASE.refs, "seed L507 («Диверсия»)"] }),
  aggression("plunder-3", "III", N("Plunder III", "Разграбление III"), 1, [plunder(7)], plunderText(7), inBoth(all(2))),
  aggression("raid-3", "III", N("Raid III", "Набег III"), 3, [{ kind: "raid", buildings: ["III", "II"], gainFractionOfPrintedCost: 0.5, rounding: "up" }],
    raidText("one urban building of Age III or older and one of Age II or older", "1 городское здание эпохи III или древнее и 1 — эпохи II или древнее"), inBoth(all(2))),
  aggression("armed-intervention", "III", N("Armed Intervention", "Интервенция"), 2, [{ kind: "steal", amounts: { culture: 7 }, pick: "mix" }], T("Take up to 7 culture from the target.", "Заберите у цели до 7 культуры."), inBoth(all(4))),
  aggression("occupy", "III", N("Occupy", "Оккупация"), 2, [{ kind: "steal", amounts: { food: 3, resources: 3, science: 3, culture: 3 }, pick: "each" }],
    T("Take up to 3 food, 3 resources, 3 science and 3 culture from the target.", "Заберите у цели до 3 еды, 3 ресурсов, 3 науки и 3 культуры."), nlwOnly(all(1)), COST("occupy", 2)),
];
