/**
 * Action (yellow) cards: 14 names in 33 age variants (base §29.9 [C2: B1, S4]; Russian names from the digital
 * edition's localisation, content DIG, and the seed where it names them: «Патриотизм», «Фонд искусства»,
 * «Полезное улучшение», «Гений инженерии»). Playing one costs 1 civil action, never in the action phase it was
 * taken (base §15). NLW adds six "3+" copies — one in Age I, two in Age II, three in Age III (seed L54-56,
 * L110-114, L137, table L150-156); which cards they are comes from one deck model (content §1.2).
 */
import type { Age, Amounts, CardColour, CardCommon, Copies, Effect, Provenance, SetCopies, Text } from "./types.ts";
import { all, inBoth } from "./types.ts";

export interface ActionCardDef extends CardCommon {
  readonly kind: "action";
  readonly colour: CardColour;
  readonly effects: readonly Effect[];
}

const BASE: Provenance = { confidence: "confirmed", refs: ["base §29.9 [C2: B1, S4]"] };
const PLUS3: Provenance = {
  confidence: "single-source",
  refs: ["base §29.9 [C2: B1, S4]", "seed L54-56, L137, L150-156 (1/2/3 extra \"3+\" action cards in Ages I/II/III)", "content §1.2 [S: PY]"],
  chosen: { id: "D5", reason: "The seed gives only how many \"3+\" action cards each age gets; the deck model PY is the one source naming them (its 3p/4p copies are one higher than 2p for exactly these six)." },
};

const SUFFIX: { readonly [A in Age]: string } = { A: "a", I: "1", II: "2", III: "3" };
const NUM: { readonly [A in Age]: string } = { A: "A", I: "I", II: "II", III: "III" };
const plus3 = (n: number): SetCopies => ({ base: all(n), nlw: { 2: n, 3: n + 1, 4: n + 1 } });

interface Variant { readonly age: Age; readonly copies: number; readonly value: number; readonly nlw3plus?: true }

function family(base: string, name: Text, variants: readonly Variant[], make: (v: number) => { effects: readonly Effect[]; text: Text }): ActionCardDef[] {
  return variants.map((v) => {
    const { effects, text } = make(v.value);
    const copies = v.nlw3plus ? plus3(v.copies) : inBoth(all(v.copies));
    return {
      id: `${base}-${SUFFIX[v.age]}`, kind: "action", age: v.age, colour: "yellow",
      name: { en: `${name.en} ${NUM[v.age]}`, ru: `${name.ru} ${NUM[v.age]}` }, text, effects, copies, edition: "both",
      provenance: v.nlw3plus ? PLUS3 : BASE,
    };
  });
}

const res = (n: number): Amounts => ({ resources: n });
const none: Amounts = {};
const scaled = (c: Copies): string => `${c[4]} (4 players), ${c[3]} (3), ${c[2]} (2)`;
const scaledRu = (c: Copies): string => `${c[4]} (4 игрока), ${c[3]} (3), ${c[2]} (2)`;
const NATIONALISM: Copies = { 2: 6, 3: 3, 4: 2 };
const BUILD_UP: Copies = { 2: 8, 3: 5, 4: 3 };
const ENDOWMENT: Copies = { 2: 6, 3: 3, 4: 2 };

export const ACTION_CARDS: readonly ActionCardDef[] = [
  ...family("rich-land", { en: "Rich Land", ru: "Богатые земли" },
    [{ age: "A", copies: 2, value: 1 }, { age: "I", copies: 2, value: 2, nlw3plus: true }, { age: "II", copies: 1, value: 3 }],
    (n) => ({
      effects: [{ kind: "perform", action: "build-or-upgrade-farm-mine", discount: res(n), after: none }],
      text: { en: `Build or upgrade a farm or mine for ${n} resources less.`, ru: `Постройте или улучшите ферму или шахту на ${n} ресурса дешевле.` },
    })),
  ...family("urban-growth", { en: "Urban Growth", ru: "Урбанизация" },
    [{ age: "A", copies: 2, value: 1 }, { age: "I", copies: 2, value: 2 }, { age: "II", copies: 1, value: 3, nlw3plus: true }, { age: "III", copies: 2, value: 4 }],
    (n) => ({
      effects: [{ kind: "perform", action: "build-or-upgrade-urban", discount: res(n), after: none }],
      text: { en: `Build or upgrade an urban building for ${n} resources less.`, ru: `Постройте или улучшите городское здание на ${n} ресурса дешевле.` },
    })),
  ...family("frugality", { en: "Frugality", ru: "Экономия" },
    [{ age: "A", copies: 2, value: 1 }, { age: "I", copies: 2, value: 2 }, { age: "II", copies: 1, value: 3, nlw3plus: true }],
    (n) => ({
      effects: [{ kind: "perform", action: "increase-population", discount: none, after: { food: n } }],
      text: { en: `Increase your population (full price), then gain ${n} food.`, ru: `Увеличьте население (по полной цене), затем получите ${n} еды.` },
    })),
  ...family("engineering-genius", { en: "Engineering Genius", ru: "Гений инженерии" },
    [{ age: "A", copies: 1, value: 2 }, { age: "I", copies: 1, value: 3 }, { age: "II", copies: 1, value: 4 }, { age: "III", copies: 1, value: 5 }],
    (n) => ({
      effects: [{ kind: "perform", action: "build-wonder-stage", discount: res(n), after: none }],
      text: { en: `Build one wonder stage for ${n} resources less.`, ru: `Постройте 1 этап чуда на ${n} ресурса дешевле.` },
    })),
  ...family("patriotism", { en: "Patriotism", ru: "Патриотизм" },
    [{ age: "A", copies: 1, value: 1 }, { age: "I", copies: 1, value: 2 }, { age: "II", copies: 1, value: 3 }, { age: "III", copies: 1, value: 4, nlw3plus: true }],
    (n) => ({
      effects: [
        { kind: "extra-military-actions", count: 1 },
        { kind: "restricted-resources", resources: { amount: n, for: ["build-unit", "upgrade-unit"] }, per: "play" },
      ],
      text: { en: `+1 military action this turn and ${n} resources for building or upgrading units this turn.`, ru: `+1 военное действие в этот ход и ${n} ресурса на обучение или улучшение отрядов в этот ход.` },
    })),
  ...family("cultural-heritage", { en: "Cultural Heritage", ru: "Культурное наследие" },
    [{ age: "A", copies: 1, value: 0 }, { age: "I", copies: 1, value: 1 }],
    (v) => {
      const a: Amounts = v === 0 ? { science: 1, culture: 4 } : { science: 2, culture: 2 };
      return {
        effects: [{ kind: "gain", who: "owner", amounts: a, pick: "all" }],
        text: { en: `Gain ${a.science} science and ${a.culture} culture.`, ru: `Получите ${a.science} науки и ${a.culture} культуры.` },
      };
    }),
  ...family("stockpile", { en: "Stockpile", ru: "Склад" }, [{ age: "A", copies: 1, value: 1 }],
    (n) => ({
      effects: [{ kind: "gain", who: "owner", amounts: { food: n, resources: n }, pick: "all" }],
      text: { en: `Gain ${n} food and ${n} resource.`, ru: `Получите ${n} еду и ${n} ресурс.` },
    })),
  ...family("breakthrough", { en: "Breakthrough", ru: "Прорыв" },
    [{ age: "I", copies: 2, value: 2 }, { age: "II", copies: 2, value: 3 }],
    (n) => ({
      effects: [{ kind: "perform", action: "develop", discount: none, after: { science: n } }],
      text: { en: `Develop a technology (full price; may pay a revolution), then gain ${n} science.`, ru: `Исследуйте технологию (по полной цене; можно для революции), затем получите ${n} науки.` },
    })),
  ...family("reserves", { en: "Reserves", ru: "Резервы" },
    [{ age: "I", copies: 2, value: 2 }, { age: "II", copies: 2, value: 3 }, { age: "III", copies: 3, value: 4, nlw3plus: true }],
    (n) => ({
      effects: [{ kind: "gain", who: "owner", amounts: { food: n, resources: n }, pick: "one" }],
      text: { en: `Gain ${n} food or ${n} resources.`, ru: `Получите ${n} еды или ${n} ресурса.` },
    })),
  ...family("efficient-upgrade", { en: "Efficient Upgrade", ru: "Полезное улучшение" },
    [{ age: "II", copies: 2, value: 3 }, { age: "III", copies: 2, value: 4 }],
    (n) => ({
      effects: [{ kind: "perform", action: "upgrade-any", discount: res(n), after: none }],
      text: { en: `Upgrade a farm, mine or urban building for ${n} resources less.`, ru: `Улучшите ферму, шахту или городское здание на ${n} ресурса дешевле.` },
    })),
  ...family("revolutionary-idea", { en: "Revolutionary Idea", ru: "Революционная идея" },
    [{ age: "II", copies: 1, value: 4 }, { age: "III", copies: 2, value: 6, nlw3plus: true }],
    (n) => ({
      effects: [{ kind: "gain", who: "owner", amounts: { science: n }, pick: "all" }],
      text: { en: `Gain ${n} science.`, ru: `Получите ${n} науки.` },
    })),
  ...family("wave-of-nationalism", { en: "Wave of Nationalism", ru: "Подъём национализма" }, [{ age: "II", copies: 1, value: 0 }],
    () => ({
      effects: [{ kind: "restricted-resources", resources: { amount: NATIONALISM[4], for: ["build-unit", "upgrade-unit"] }, per: "stronger-civilization", scale: NATIONALISM }],
      text: {
        en: `For each civilization stronger than yours: resources for building or upgrading units this turn — ${scaled(NATIONALISM)}.`,
        ru: `За каждую цивилизацию сильнее вашей — ресурсы на обучение или улучшение отрядов в этот ход: ${scaledRu(NATIONALISM)}.`,
      },
    })),
  ...family("military-build-up", { en: "Military Build-Up", ru: "Укрепление военной мощи" }, [{ age: "III", copies: 1, value: 0 }],
    () => ({
      effects: [{ kind: "restricted-resources", resources: { amount: BUILD_UP[4], for: ["build-unit", "upgrade-unit"] }, per: "stronger-civilization", scale: BUILD_UP }],
      text: {
        en: `For each civilization stronger than yours: resources for building or upgrading units this turn — ${scaled(BUILD_UP)}.`,
        ru: `За каждую цивилизацию сильнее вашей — ресурсы на обучение или улучшение отрядов в этот ход: ${scaledRu(BUILD_UP)}.`,
      },
    })),
  ...family("endowment-for-the-arts", { en: "Endowment for the Arts", ru: "Фонд искусства" }, [{ age: "III", copies: 1, value: 0 }],
    () => ({
      effects: [{ kind: "gain-per", who: "owner", good: "culture", amount: ENDOWMENT[4], per: "civilization-with-more-culture", max: null, scale: ENDOWMENT }],
      text: {
        en: `Gain culture for each civilization with more culture than you — ${scaled(ENDOWMENT)}.`,
        ru: `Получите культуру за каждую цивилизацию, у которой больше культуры, чем у вас: ${scaledRu(ENDOWMENT)}.`,
      },
    })),
];
