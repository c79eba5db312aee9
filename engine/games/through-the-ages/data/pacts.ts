/**
 * Pacts (blue military cards, offered as a political action, 3–4 players only: removed at 2 players, base §2 step
 * 1, §21, §30 [C2: B1, S4, G1]). Asymmetric pacts have sides A and B. Resource and food symbols are production
 * bonuses (seed L277-279). NLW adds Naval Trade Agreement (I) (content §4.2 [DIG, PY]). One copy each.
 */
import type { Age, CardCommon, Effect, Provenance, Text } from "./types.ts";
import { inBoth, marked, nlwOnly } from "./types.ts";

export interface PactDef extends CardCommon {
  readonly kind: "pact";
  readonly symmetric: boolean;
  readonly effects: readonly Effect[];
}

const BASE: Provenance = { confidence: "confirmed", refs: ["base §30 pacts [C2: B1, S4, G1]"] };
/** Pacts are the only military cards removed by player count (base §2 step 1). */
const PACT_COPIES = marked(0, 1, 1);

function pact(id: string, age: Age, name: Text, symmetric: boolean, effects: readonly Effect[], text: Text, provenance: Provenance = BASE, isNew = false): PactDef {
  return {
    id, kind: "pact", age, name, symmetric, effects, text, provenance,
    copies: isNew ? nlwOnly(PACT_COPIES) : inBoth(PACT_COPIES), edition: isNew ? "nlw-only" : "both",
  };
}

const T = (en: string, ru: string): Text => ({ en, ru });

export const PACTS: readonly PactDef[] = [
  pact("open-borders-agreement", "I", T("Open Borders Agreement", "Соглашение об открытых границах"), true,
    [{ kind: "pact-yields", side: "both", yields: { militaryActions: 1 } }, { kind: "attacker-strength-vs-partner", amount: 2 }],
    T("Both get +1 military action. If one attacks the other, the attacker gets +2 strength for that attack.", "Оба получают +1 военное действие. Если один нападает на другого, нападающий получает +2 силы для этого нападения.")),
  pact("trade-routes-agreement", "I", T("Trade Routes Agreement", "Договор о торговых маршрутах"), false,
    [{ kind: "trade-routes", aFoodAsResource: 1, bResourceAsFood: 1 }],
    T("A may use 1 food as 1 resource; B may use 1 resource as 1 food.", "A может использовать 1 еду как 1 ресурс; B может использовать 1 ресурс как 1 еду.")),
  pact("naval-trade-agreement", "I", T("Naval Trade Agreement", "Морское торговое соглашение"), false,
    [{ kind: "pact-yields", side: "a", yields: { colonization: 1, blueTokens: -1 } }, { kind: "pact-yields", side: "b", yields: { blueTokens: 2 } }],
    T("A: +1 colonization and −1 blue token. B: +2 blue tokens.", "A: +1 к колонизации и −1 синий куб. B: +2 синих куба."), {
      confidence: "single-source", refs: ["content §4.2 [DIG, PY]"],
      chosen: { id: "D26", reason: "The text is known from the digital localisation (DIG) alone; no seed clarification." },
    }, true),
  pact("acceptance-of-supremacy", "II", T("Acceptance of Supremacy", "Признание превосходства"), false,
    [{ kind: "pact-yields", side: "a", yields: { resources: 1 } }, { kind: "pact-yields", side: "b", yields: { resources: -1 } }, { kind: "no-attacks-between-sides" }],
    T("A +1 resource production, B −1. Neither may attack the other.", "A: производство +1 ресурс, B: −1. Стороны не могут нападать друг на друга."), { ...BASE, refs: [...BASE.refs, "seed L277-279"] }),
  pact("international-trade-agreement", "II", T("International Trade Agreement", "Международное торговое соглашение"), false,
    [{ kind: "pact-yields", side: "a", yields: { resources: 1 } }, { kind: "pact-yields", side: "b", yields: { food: 1 } }],
    T("A +1 resource production; B +1 food production.", "A: производство +1 ресурс; B: +1 еда."), { ...BASE, refs: [...BASE.refs, "seed L277-279"] }),
  pact("promise-of-military-protection", "II", T("Promise of Military Protection", "Обещание военной поддержки"), false,
    [{ kind: "pact-yields", side: "a", yields: { culture: 1 } }, { kind: "pact-yields", side: "b", yields: { strength: 4, culture: -1 } }, { kind: "ends-if-either-attacks" }],
    T("A +1 culture; B +4 strength and −1 culture. Ends if one attacks the other.", "A: +1 культуры; B: +4 силы и −1 культуры. Пакт отменяется, если стороны нападут друг на друга.")),
  pact("scientific-cooperation", "II", T("Scientific Cooperation", "Научное сотрудничество"), true,
    [{ kind: "scientific-cooperation", discount: 2, partnerPays: 1 }],
    T("Whenever either develops a technology it pays 2 science less, and the other must pay 1 science (else it cannot be developed).", "Исследование технологии обходится любой стороне на 2 науки дешевле, но только если другая сторона заплатит 1 науку.")),
  pact("international-tourism", "III", T("International Tourism", "Международный туризм"), true,
    [{ kind: "culture-per-partner-wonder", amount: 1 }],
    T("Each gets +1 culture per wonder the other has built.", "Каждый получает +1 культуры за каждое чудо, построенное другим.")),
  pact("loss-of-sovereignty", "III", T("Loss of Sovereignty", "Потеря суверенитета"), false,
    [{ kind: "pact-yields", side: "a", yields: { culture: 2 } }, { kind: "pact-yields", side: "b", yields: { culture: -2 } }, { kind: "no-attacks-between-sides" }, { kind: "no-war-on-side-b" }],
    T("A +2 culture, B −2 culture. Neither may attack the other; nobody may declare war on B.", "A: +2 культуры, B: −2 культуры. Стороны не нападают друг на друга; никто не может объявить войну B.")),
  pact("military-alliance", "III", T("Military Alliance", "Военный пакт"), true,
    [{ kind: "pact-yields", side: "both", yields: { strength: 3 } }, { kind: "ends-if-either-attacks" }],
    T("Both +3 strength. Ends if one attacks the other.", "Оба получают +3 силы. Пакт отменяется, если стороны нападут друг на друга.")),
  pact("peace-treaty", "III", T("Peace Treaty", "Мирный договор"), true,
    [{ kind: "pact-yields", side: "both", yields: { culture: 1 } }, { kind: "no-attacks-between-sides" }],
    T("Both +1 culture. Neither may attack the other.", "Оба получают +1 культуры. Стороны не нападают друг на друга.")),
];
