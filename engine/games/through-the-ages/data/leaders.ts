/**
 * Leaders: 24 base (base §29.7 [C2: B1, S3]), 7 NLW balanced reprints that replace their base card in the NLW
 * set (seed L58-62, L130; named in content §1.1 from the digital edition, DIG) and 24 new NLW leaders, 6 per age
 * (seed L29-30; texts content §2 [DIG], clarified by the seed's appendix L312-600). One copy each. `bonus` holds
 * the symbols printed beside the text; new leaders' symbols are not in any source (decision D6).
 */
import type { Age, Amounts, ActionScope, CardCommon, Effect, Provenance, SetCopies, Text, Yields } from "./types.ts";
import { all, baseOnly, inBoth, nlwOnly } from "./types.ts";

export interface LeaderDef extends CardCommon {
  readonly kind: "leader";
  /** Printed symbols (happy faces, strength, military actions, culture). */
  readonly bonus: Yields;
  readonly effects: readonly Effect[];
}

const ONE = all(1);
const BASE: Provenance = { confidence: "confirmed", refs: ["base §29.7 [C2: B1, S3]"] };
const balanced = (what: string, extra: readonly string[] = []): Provenance => ({
  confidence: "confirmed", refs: ["seed L58-62, L130 (balanced leaders replace the base card)", `content §1.1 (${what}) [DIG]`, ...extra],
});
const NO_ICONS = { id: "D6", reason: "No source prints the symbols beside new leaders' texts; none are assumed." } as const;
/** New leaders: the text from DIG (confirmed where the seed's appendix agrees); their symbols are decision D6 unless another decision applies. */
const nlw = (section: string, seed: string | null, chosen: NonNullable<Provenance["chosen"]> = NO_ICONS): Provenance => ({
  confidence: seed === null ? "single-source" : "confirmed",
  refs: [`content ${section} [DIG]`, ...(seed === null ? [] : [`seed ${seed}`])],
  chosen,
});

interface Opts {
  readonly bonus?: Yields;
  readonly copies?: SetCopies;
  readonly replacedBy?: string;
  readonly replaces?: string;
}

function leader(id: string, age: Age, name: Text, text: Text, effects: readonly Effect[], provenance: Provenance, o: Opts = {}): LeaderDef {
  const copies = o.copies ?? inBoth(ONE);
  return {
    id, kind: "leader", age, name, text, bonus: o.bonus ?? {}, effects, copies, provenance,
    edition: copies.base && copies.nlw ? "both" : copies.base ? "base-only" : "nlw-only",
    ...(o.replacedBy ? { replacedBy: o.replacedBy } : {}), ...(o.replaces ? { replaces: o.replaces } : {}),
  };
}

const NEW: Opts = { copies: nlwOnly(ONE) };
const disc = (
  scopes: readonly ActionScope[], a: Amounts, oncePerTurn = false,
  condition: Extract<Effect, { kind: "discount" }>["condition"] = null,
): Effect => ({ kind: "discount", scopes, resources: a.resources ?? 0, science: a.science ?? 0, food: a.food ?? 0, by: "flat", oncePerTurn, condition });
const on = (trigger: Extract<Effect, { kind: "on" }>["trigger"], then: Effect, oncePerTurn = false): Effect => ({ kind: "on", trigger, then, oncePerTurn });
const gain = (amounts: Amounts, pick: "all" | "one" = "all"): Effect => ({ kind: "gain", who: "owner", amounts, pick });
const UNITS: readonly ActionScope[] = ["build-unit", "upgrade-unit"];
const BEST_LAB: Effect = { kind: "best-lab-or-library-science-equals-level" };

// Shared wordings of base cards that have a balanced reprint.
const napoleon = { en: "+2 strength for each type of unit you have (infantry, cavalry, artillery, air force), at most 8.", ru: "+2 силы за каждый тип ваших отрядов (пехота, кавалерия, артиллерия, авиация), максимум 8." };
const bach = {
  en: "Each theater +1 culture. Theater technologies cost 2 science less. Once per turn, for a civil action, upgrade an urban building into a theater (paying any difference).",
  ru: "Каждый театр +1 культуры. Театральные технологии стоят на 2 науки меньше. Раз в ход за гражданское действие можно улучшить городское здание до театра (доплатив разницу).",
};
const napoleonEffects: readonly Effect[] = [{ kind: "strength-per", amount: 2, per: "unit-type", max: 8 }];
const bachEffects: readonly Effect[] = [
  { kind: "extra-per-building", building: "theater", yields: { culture: 1 } }, disc(["develop-theater-tech"], { science: 2 }),
  { kind: "upgrade-to-theater", oncePerTurn: true, civilActions: 1 },
];
const shakespeare = (res: number, sci: number): readonly Effect[] => [
  disc(["build-theater"], { resources: res }, false, "has-library"), disc(["develop-theater-tech"], { science: sci }, false, "has-library"),
  disc(["build-library"], { resources: res }, false, "has-theater"), disc(["develop-library-tech"], { science: sci }, false, "has-theater"),
  { kind: "library-theater-pairs", culturePerPair: 2 },
];
const shakespeareText = (res: number, sci: number): Text => ({
  en: `If you have a library, theaters cost ${res} resources less and theater technologies ${sci} science less; if you have a theater, the same for libraries. Each library–theater pair +2 culture.`,
  ru: `Если есть библиотека, театры стоят на ${res} ресурса меньше, а театральные технологии — на ${sci} науки меньше; если есть театр — то же для библиотек. Каждая пара библиотека–театр +2 культуры.`,
});

export const LEADERS: readonly LeaderDef[] = [
  // ---- Age A, base --------------------------------------------------------------------------------------
  leader("alexander-the-great", "A", { en: "Alexander the Great", ru: "Александр Великий" },
    { en: "Each military unit +1 strength. Political action: remove Alexander from play and add 1 yellow token from the box to your yellow bank.", ru: "Каждый отряд +1 силы. Политическое действие: уберите Александра из игры и добавьте 1 жёлтый куб из коробки в свой жёлтый банк." },
    [{ kind: "strength-per", amount: 1, per: "unit", max: null }, { kind: "political-remove-self-gain-yellow", tokens: 1 }], BASE),
  leader("aristotle", "A", { en: "Aristotle", ru: "Аристотель" },
    { en: "+1 science each time you take a technology card from the card row.", ru: "+1 наука каждый раз, когда вы берёте карту технологии из ряда карт." },
    [on("take-technology-from-row", gain({ science: 1 }))], BASE),
  leader("hammurabi", "A", { en: "Hammurabi", ru: "Хаммурапи" },
    { en: "On your turn you may use 1 military action as a civil action. Taking a leader costs 1 civil action less.", ru: "В свой ход можно использовать 1 военное действие как гражданское. Карта лидера стоит на 1 гражданское действие меньше." },
    [{ kind: "military-action-as-civil", count: 1 }, { kind: "civil-action-cost", scope: "take-leader", delta: -1, min: 0, condition: null }], BASE, { copies: baseOnly(ONE), replacedBy: "hammurabi-nlw" }),
  leader("homer", "A", { en: "Homer", ru: "Гомер" },
    { en: "Once per turn, 1 resource less to build or upgrade a unit. When replaced you may put Homer under a completed wonder, which then gives +1 happy face; then you do not get the civil action back.", ru: "Раз в ход обучение или улучшение отряда на 1 ресурс дешевле. При замене можно положить Гомера под построенное чудо, которое тогда даёт +1 счастья; гражданское действие при этом не возвращается." },
    [{ kind: "restricted-resources", resources: { amount: 1, for: UNITS }, per: "turn" }, { kind: "tuck-under-wonder-on-replace", happy: 1, forfeitRefund: true }], BASE, { bonus: { happy: 1 } }),
  leader("julius-caesar", "A", { en: "Julius Caesar", ru: "Юлий Цезарь" },
    { en: "Once per game you may take 2 political actions in one political phase.", ru: "Один раз за игру можно выполнить 2 политических действия за одну фазу политики." },
    [{ kind: "extra-political-action", count: 1, oncePerGame: true }], BASE, { bonus: { strength: 1, militaryActions: 1 }, copies: baseOnly(ONE), replacedBy: "julius-caesar-nlw" }),
  leader("moses", "A", { en: "Moses", ru: "Моисей" },
    { en: "Increasing population costs 1 food less.", ru: "Увеличение населения стоит на 1 еду меньше." },
    [disc(["increase-population"], { food: 1 })], BASE),
  // ---- Age A, balanced ------------------------------------------------------------------------------------
  leader("hammurabi-nlw", "A", { en: "Hammurabi (balanced)", ru: "Хаммурапи (сбалансированный)" },
    { en: "On your turn you may use 1 military action as a civil action.", ru: "В свой ход можно использовать 1 военное действие как гражданское." },
    [{ kind: "military-action-as-civil", count: 1 }], balanced("leader discount removed"), { copies: nlwOnly(ONE), replaces: "hammurabi" }),
  leader("julius-caesar-nlw", "A", { en: "Julius Caesar (balanced)", ru: "Юлий Цезарь (сбалансированный)" },
    { en: "You may take 2 political actions in your political phase.", ru: "В фазу политики можно выполнить 2 политических действия." },
    [{ kind: "extra-political-action", count: 1, oncePerGame: false }],
    { ...balanced("\"once per game\" removed"), confidence: "single-source", chosen: { id: "D26", reason: "Known from the digital localisation (DIG) alone; no second source or seed clarification." } },
    { bonus: { strength: 1, militaryActions: 1 }, copies: nlwOnly(ONE), replaces: "julius-caesar" }),
  // ---- Age A, new -----------------------------------------------------------------------------------------
  leader("boudica", "A", { en: "Boudica", ru: "Боудикка" },
    { en: "If you are the weakest (3–4 players: one of the two weakest), once per turn build or upgrade a unit for 2 resources less; otherwise gain 1 food, 1 resource or 1 science at the end of your turn.", ru: "Если ваша цивилизация слабейшая (при 3–4 игроках — одна из двух слабейших), раз в ход обучите или улучшите отряд на 2 ресурса дешевле; иначе в конце хода получите 1 еду, 1 ресурс или 1 науку." },
    [disc(UNITS, { resources: 2 }, true, "weakest-or-two-weakest"),
      { kind: "on", trigger: "end-of-turn", then: gain({ food: 1, resources: 1, science: 1 }, "one"), oncePerTurn: true, condition: "not-among-two-weakest" }],
    nlw("§2 Age A", "L400 («Боирики» = Boudica)", { id: "D7", reason: "DIG does not say when the \"otherwise\" gain happens; once per turn at the end of the turn is assumed (content §2 [I])." }), NEW),
  leader("cleopatra", "A", { en: "Cleopatra", ru: "Клеопатра" },
    { en: "Once per turn, build or upgrade an urban building or build a wonder stage for 1 resource less.", ru: "Раз в ход постройте или улучшите городское здание либо постройте этап чуда на 1 ресурс дешевле." },
    [disc(["build-urban", "upgrade-urban", "build-wonder-stage"], { resources: 1 }, true)], nlw("§2 Age A", null, NO_ICONS), NEW),
  leader("hippocrates", "A", { en: "Hippocrates", ru: "Гиппократ" },
    { en: "At the start of your turn put 1 yellow token from your yellow bank beside your government (at most 3; a reminder, not a worker). For the rest of the game, at each change of age one of them goes to your yellow bank.", ru: "В начале хода кладите 1 жёлтый куб из жёлтого банка к форме правления (максимум 3; это напоминание, а не рабочий). До конца игры при каждой смене эпох один из них переходит в ваш жёлтый банк." },
    [{ kind: "hippocrates", perTurn: 1, max: 3, toYellowBankPerAgeChange: 1 }], nlw("§2 Age A", "L350-352"), NEW),
  leader("confucius", "A", { en: "Confucius", ru: "Конфуций" },
    { en: "+1 science each time you prepare an event and when Confucius leaves play. You may prepare any military card as an event; a non-event revealed this way reads \"every civilization gains 1 science\".", ru: "+1 наука за каждое подготовленное событие и когда Конфуций покидает игру. Любую военную карту можно подготовить как событие; открытая не-событийная карта даёт «каждая цивилизация получает 1 науку»." },
    [on("prepare-event", gain({ science: 1 })), on("leaves-play", gain({ science: 1 })), { kind: "prepare-any-military-as-event", nonEventReveals: { science: 1 } }],
    nlw("§2 Age A", "L318-320 (lost icon = science)"), NEW),
  leader("sun-tzu", "A", { en: "Sun Tzu", ru: "Сунь-цзы" },
    { en: "Your exclusive tactic does not become common while he leads. At the end of your turn draw 2 extra military cards. When he leaves play your current tactic gets +1 strength for the rest of the game.", ru: "Пока лидер — Сунь-цзы, ваша личная тактика не становится общей. В конце хода берите 2 дополнительные военные карты. Когда он покидает игру, ваша текущая тактика получает +1 силы до конца игры." },
    [{ kind: "private-tactics", extraDraws: 2, tacticBonusWhenLeaving: 1 }], nlw("§2 Age A", "L326-336"), NEW),
  leader("ashoka", "A", { en: "Ashoka", ru: "Ашока" },
    { en: "Civil cards of 2 different colours in your hand: +1 resource production; 3 or more colours: +1 food and +1 resource production.", ru: "Гражданские карты двух разных цветов в руке: производство +1 ресурс; трёх и более цветов: +1 еда и +1 ресурс." },
    [{ kind: "ashoka-colours", tiers: [{ colours: 2, yields: { resources: 1 } }, { colours: 3, yields: { food: 1, resources: 1 } }] }],
    nlw("§2 Age A", "L342-344 (colours)", { id: "D8", reason: "DIG gives 2 / 3+ colours; SRB 4 / 5+ with culture. DIG (the digital edition the balanced cards copy) is preferred." }), NEW),
  // ---- Age I, base --------------------------------------------------------------------------------------
  leader("christopher-columbus", "I", { en: "Christopher Columbus", ru: "Христофор Колумб" },
    { en: "Political action: remove Columbus from play to colonize a territory from your hand without sending units.", ru: "Политическое действие: уберите Колумба из игры, чтобы колонизировать территорию с руки, не отправляя отряды." },
    [{ kind: "political-remove-self-colonize-from-hand" }], BASE),
  leader("frederick-barbarossa", "I", { en: "Frederick Barbarossa", ru: "Фридрих Барбаросса" },
    { en: "For 1 military action: increase population and build a unit with that worker, paying 1 food and 1 resource less.", ru: "За 1 военное действие: увеличьте население и обучите этим рабочим отряд, заплатив на 1 еду и 1 ресурс меньше." },
    [{ kind: "barbarossa-population-and-unit", militaryActions: 1, discount: { food: 1, resources: 1 } }], BASE),
  leader("genghis-khan", "I", { en: "Genghis Khan", ru: "Чингисхан" },
    { en: "Infantry may count as cavalry for tactics. End of your turn: +3 culture if you are one of the two strongest (2 players: the strongest; ties in your favour).", ru: "Пехота может считаться кавалерией для тактик. В конце хода +3 культуры, если вы одна из двух сильнейших цивилизаций (вдвоём — сильнейшая; ничьи в вашу пользу)." },
    [{ kind: "infantry-as-cavalry" }, { kind: "on", trigger: "end-of-turn", then: gain({ culture: 3 }), oncePerTurn: true, condition: "among-two-strongest" }], BASE),
  leader("joan-of-arc", "I", { en: "Joan of Arc", ru: "Жанна д'Арк" },
    { en: "Your temples and government give +1 strength per happy face they give. At the start of your political phase you may look at the top current event.", ru: "Храмы и форма правления дают +1 силы за каждый свой символ счастья. В начале фазы политики можно посмотреть верхнюю карту текущих событий." },
    [{ kind: "strength-per", amount: 1, per: "happy-from-temples-and-government", max: null }, on("start-of-political-phase", { kind: "peek-current-event" })], BASE,
    { bonus: { culture: 1, militaryActions: 1 } }),
  leader("leonardo-da-vinci", "I", { en: "Leonardo da Vinci", ru: "Леонардо да Винчи" },
    { en: "Your best lab or library produces extra science equal to its level. +1 resource each time you develop a technology.", ru: "Лучшая лаборатория или библиотека даёт дополнительно науку, равную её уровню. +1 ресурс за каждое исследование технологии." },
    [BEST_LAB, on("develop-technology", gain({ resources: 1 }))], BASE),
  leader("michelangelo", "I", { en: "Michelangelo", ru: "Микеланджело" },
    { en: "+1 culture per happy face from your temples, theaters and wonders. Taking a wonder ignores the extra civil actions for wonders you built.", ru: "+1 культуры за каждый символ счастья от храмов, театров и чудес. Взятие чуда не требует дополнительных действий за построенные чудеса." },
    [{ kind: "culture-per-happy", from: ["temple", "theater", "wonder"], amount: 1 }, { kind: "no-wonder-surcharge", gainResources: 0 }], BASE,
    { copies: baseOnly(ONE), replacedBy: "michelangelo-nlw" }),
  // ---- Age I, balanced ------------------------------------------------------------------------------------
  leader("michelangelo-nlw", "I", { en: "Michelangelo (balanced)", ru: "Микеланджело (сбалансированный)" },
    { en: "+1 culture per happy face from all your urban buildings and wonders. Taking a wonder ignores the extra civil actions for wonders you built and gives 1 resource.", ru: "+1 культуры за каждый символ счастья от всех городских зданий и чудес. Взятие чуда не требует дополнительных действий за построенные чудеса и даёт 1 ресурс." },
    [{ kind: "culture-per-happy", from: ["urban", "wonder"], amount: 1 }, { kind: "no-wonder-surcharge", gainResources: 1 }], balanced("all urban buildings; +1 resource"),
    { copies: nlwOnly(ONE), replaces: "michelangelo" }),
  // ---- Age I, new -----------------------------------------------------------------------------------------
  leader("isabella-of-castile", "I", { en: "Isabella I of Castile", ru: "Изабелла Кастильская" },
    { en: "When colonizing you may pay 1, 3 or 6 resources for +1, +2 or +3 colonization.", ru: "При колонизации можно заплатить 1, 3 или 6 ресурсов, чтобы получить +1, +2 или +3 к колонизации." },
    [{ kind: "isabella", options: [{ resources: 1, colonization: 1 }, { resources: 3, colonization: 2 }, { resources: 6, colonization: 3 }] }],
    nlw("§2 Age I", null, { id: "D9", reason: "The seed's production-bonus tip (L283) suggests Isabella adds a +1 resource production symbol; DIG's text has no such symbol. The DIG text is used and no production bonus is given." }), NEW),
  leader("eleanor-of-aquitaine", "I", { en: "Eleanor of Aquitaine", ru: "Алиенора Аквитанская" },
    { en: "Draw 2 military cards for each event you prepare. +1 culture for each military card you must discard at the end of your turn. When replaced, get back 3 spent civil actions instead of 1.", ru: "За каждое подготовленное событие берите 2 военные карты. +1 культуры за каждую военную карту, сбрасываемую в конце хода. При замене возвращаются 3 потраченных гражданских действия вместо 1." },
    [{ kind: "eleanor", drawPerPreparedEvent: 2, culturePerDiscard: 1, refundOnReplace: 3 }], nlw("§2 Age I", "L420"), NEW),
  leader("jan-zizka", "I", { en: "Jan Žižka", ru: "Ян Жижка" },
    { en: "For tactics only, each farm worker may count as an Age A infantry or artillery unit (no strength, cannot colonize). Each army +1 culture.", ru: "Только для тактик каждый рабочий на ферме может считаться пехотой или артиллерией эпохи А (без силы, не колонизирует). Каждая армия +1 культуры." },
    [{ kind: "farms-as-units", as: ["infantry", "artillery"], level: 0, culturePerArmy: 1 }], nlw("§2 Age I", "L384-388"), NEW),
  leader("nostradamus", "I", { en: "Nostradamus", ru: "Нострадамус" },
    { en: "+3 culture for each event you prepare. You may look at events rivals prepare after he enters play. +3 strength when the weakest is determined and when defending against aggressions.", ru: "+3 культуры за каждое подготовленное событие. Можно смотреть события, подготовленные соперниками после его выхода в игру. +3 силы при определении слабейшего и при защите от агрессии." },
    [{ kind: "nostradamus", culturePerPreparedEvent: 3, seeRivalEvents: true, strengthVsWeakestAndAggression: 3 }], nlw("§2 Age I", "L394-402"), NEW),
  leader("johannes-gutenberg", "I", { en: "Johannes Gutenberg", ru: "Иоганн Гутенберг" },
    { en: "1 extra civil action, only to take, develop, build or upgrade a library or lab, paying 1 science or 1 resource less; doing so gives 2 culture.", ru: "1 дополнительное гражданское действие только на то, чтобы взять, исследовать, построить или улучшить библиотеку или лабораторию, на 1 науку или 1 ресурс дешевле; это даёт 2 культуры." },
    [{ kind: "gutenberg", extraCivilActions: 1, scope: "lab-library-any", discount: { science: 1, resources: 1 }, culture: 2 }], nlw("§2 Age I", "L408-414"), NEW),
  leader("saladin", "I", { en: "Saladin", ru: "Саладин" },
    { en: "At the end of your turn choose +2 strength or +1 civil action; it lasts until you choose again or he leaves play.", ru: "В конце хода выберите +2 силы или +1 гражданское действие; выбор действует до следующего решения или пока Саладин не покинет игру." },
    [on("end-of-turn", { kind: "until-next-choice", options: [{ strength: 2 }, { civilActions: 1 }] })], nlw("§2 Age I", "L374-378"), NEW),
  // ---- Age II, base -------------------------------------------------------------------------------------
  leader("johann-sebastian-bach", "II", { en: "J. S. Bach", ru: "Иоганн Себастьян Бах" }, bach, bachEffects, BASE, { copies: baseOnly(ONE), replacedBy: "johann-sebastian-bach-nlw" }),
  leader("james-cook", "II", { en: "James Cook", ru: "Джеймс Кук" },
    { en: "When colonizing, discard up to 2 military cards for +1 colonization each. Your first colony +2 culture, each further colony +1 culture.", ru: "При колонизации можно сбросить до 2 военных карт, +1 к колонизации за каждую. Первая колония +2 культуры, каждая следующая +1." },
    [{ kind: "colonize-discard-military", maxCards: 2, colonizationPerCard: 1 }, { kind: "culture-per-colony", first: 2, others: 1 }], BASE),
  leader("isaac-newton", "II", { en: "Isaac Newton", ru: "Исаак Ньютон" },
    { en: "Your best lab or library produces extra science equal to its level. Each time you develop a technology you get 1 spent civil action back.", ru: "Лучшая лаборатория или библиотека даёт дополнительно науку, равную её уровню. За каждое исследование технологии возвращается 1 потраченное гражданское действие." },
    [BEST_LAB, on("develop-technology", { kind: "refund-civil-actions", count: 1 })], BASE),
  leader("maximilien-robespierre", "II", { en: "Maximilien Robespierre", ru: "Максимилиан Робеспьер" },
    { en: "A revolution costs all your military actions instead of all civil actions. +3 culture when you declare a revolution.", ru: "Революция стоит всех военных действий вместо всех гражданских. +3 культуры за объявление революции." },
    [{ kind: "revolution-with-military-actions" }, on("declare-revolution", gain({ culture: 3 }))], BASE, { bonus: { militaryActions: 1 } }),
  leader("napoleon-bonaparte", "II", { en: "Napoleon Bonaparte", ru: "Наполеон Бонапарт" }, napoleon, napoleonEffects, BASE,
    { bonus: { militaryActions: 2 }, copies: baseOnly(ONE), replacedBy: "napoleon-bonaparte-nlw" }),
  leader("william-shakespeare", "II", { en: "William Shakespeare", ru: "Уильям Шекспир" }, shakespeareText(1, 1), shakespeare(1, 1), BASE,
    { bonus: { happy: 1 }, copies: baseOnly(ONE), replacedBy: "william-shakespeare-nlw" }),
  // ---- Age II, balanced -----------------------------------------------------------------------------------
  leader("johann-sebastian-bach-nlw", "II", { en: "J. S. Bach (balanced)", ru: "Иоганн Себастьян Бах (сбалансированный)" }, bach, bachEffects,
    { ...balanced("same text; symbols differ"), confidence: "inferred", chosen: { id: "D10", reason: "The balanced Napoleon and Bach keep their base texts; only printed symbols changed and no source gives them. The base symbols are kept." } },
    { copies: nlwOnly(ONE), replaces: "johann-sebastian-bach" }),
  leader("napoleon-bonaparte-nlw", "II", { en: "Napoleon Bonaparte (balanced)", ru: "Наполеон Бонапарт (сбалансированный)" }, napoleon, napoleonEffects,
    { ...balanced("same text; symbols differ"), confidence: "inferred", chosen: { id: "D10", reason: "The balanced Napoleon and Bach keep their base texts; only printed symbols changed and no source gives them. The base symbols are kept." } },
    { bonus: { militaryActions: 2 }, copies: nlwOnly(ONE), replaces: "napoleon-bonaparte" }),
  leader("william-shakespeare-nlw", "II", { en: "William Shakespeare (balanced)", ru: "Уильям Шекспир (сбалансированный)" }, shakespeareText(2, 3), shakespeare(2, 3),
    balanced("discounts 2 resources / 3 science"), { bonus: { happy: 1 }, copies: nlwOnly(ONE), replaces: "william-shakespeare" }),
  // ---- Age II, new ----------------------------------------------------------------------------------------
  leader("catherine-the-great", "II", { en: "Catherine the Great", ru: "Екатерина II" },
    { en: "Once per game, instead of a political action: 2 players — take 1 yellow token from a weaker rival's yellow bank; 3–4 players — every weaker civilization loses 1 yellow token from its yellow bank, and you gain 1 if at least 1 (3 players) / 2 (4 players) were lost.", ru: "Один раз за игру вместо политического действия: вдвоём — заберите 1 жёлтый куб из жёлтого банка более слабого соперника; втроём и вчетвером — каждая более слабая цивилизация теряет 1 жёлтый куб из жёлтого банка, а вы получаете 1, если потеряно хотя бы 1 (3 игрока) / 2 (4 игрока)." },
    [{ kind: "catherine", oncePerGame: true, twoPlayers: "take-yellow-from-weaker", more: { weakerLose: 1, gainIfRemoved: { 3: 1, 4: 2 } } }], nlw("§2 Age II", "L474 (once: card turned 45°)"), NEW),
  leader("maria-theresa", "II", { en: "Maria Theresa", ru: "Мария Тереза" },
    { en: "+1 science and +1 culture for each yellow token moved from your yellow bank to your worker pool. Once per turn build or upgrade a unit 1 resource cheaper if you are the strongest, 3 cheaper if you are the weakest (3–4 players: one of the two weakest).", ru: "+1 наука и +1 культура за каждый жёлтый куб, перемещённый из жёлтого банка в резерв рабочих. Раз в ход обучение или улучшение отряда на 1 ресурс дешевле, если вы сильнейшая цивилизация, и на 3 — если слабейшая (при 3–4 игроках — одна из двух слабейших)." },
    [{ kind: "maria-theresa", perPopulation: { science: 1, culture: 1 }, unitDiscountIfStrongest: 1, unitDiscountIfWeakest: 3 }], nlw("§2 Age II", "L492-499"), NEW),
  leader("james-watt", "II", { en: "James Watt", ru: "Джеймс Ватт" },
    { en: "Farms, mines and their technologies cost less: Age II −2 resources and −2 science, Age III −4 and −4. When he leaves play, gain culture equal to the production of your best farm or mine.", ru: "Фермы, шахты и их технологии дешевле: эпоха II — −2 ресурса и −2 науки, эпоха III — −4 и −4. Когда Ватт покидает игру, получите культуру, равную производству лучшей фермы или шахты." },
    [{ kind: "james-watt", discountByAge: { A: { resources: 0, science: 0 }, I: { resources: 0, science: 0 }, II: { resources: 2, science: 2 }, III: { resources: 4, science: 4 } }, cultureOnLeave: "best-farm-or-mine-production" }],
    nlw("§2 Age II", "L468"), NEW),
  leader("alfred-nobel", "II", { en: "Alfred Nobel", ru: "Альфред Нобель" },
    { en: "When Nobel is replaced you do not get the civil action back, but from then on any civilization that develops 2 or more technologies in one turn gains 4 culture (the Nobel Prize, once per turn).", ru: "При замене Нобеля гражданское действие не возвращается, но с этого момента любая цивилизация, исследовавшая 2 и более технологии за ход, получает 4 культуры (Нобелевская премия, раз в ход)." },
    [{ kind: "no-refund-on-replace" }, on("replaced", { kind: "nobel-prize", culture: 4, technologiesInTurn: 2 })], nlw("§2 Age II", "L505-509"), NEW),
  leader("antoni-gaudi", "II", { en: "Antoni Gaudí", ru: "Антонио Гауди" },
    { en: "Urban-building technologies cost 1 science less per type of urban building you have (not counting the type developed). Your best building of each urban type +1 culture.", ru: "Технологии городских зданий стоят на 1 науку меньше за каждый тип ваших городских зданий (кроме типа исследуемой). Лучшее здание каждого типа +1 культуры." },
    [{ kind: "discount", scopes: ["develop-urban-tech"], resources: 0, science: 1, food: 0, by: "per-urban-type-other-than-developed", oncePerTurn: false, condition: null },
      { kind: "extra-per-building", building: "each-urban-type-best", yields: { culture: 1 } }], nlw("§2 Age II", "L486"), NEW),
  leader("charles-darwin", "II", { en: "Charles Darwin", ru: "Чарльз Дарвин" },
    { en: "Each temple gives 1 happy face less. Each lab and library +1 culture. Taking a technology card costs 1 civil action less (at least 1).", ru: "Каждый храм даёт на 1 символ счастья меньше. Каждая лаборатория и библиотека +1 культуры. Взятие карты технологии стоит на 1 гражданское действие меньше (минимум 1)." },
    [{ kind: "temple-happy", delta: -1 }, { kind: "extra-per-building", building: "lab", yields: { culture: 1 } }, { kind: "extra-per-building", building: "library", yields: { culture: 1 } },
      { kind: "civil-action-cost", scope: "take-technology", delta: -1, min: 1, condition: null }],
    nlw("§2 Age II", "L480", { id: "D11", reason: "DIG (temples −1 happy, culture per lab and library, cheaper technology cards) is used; SRB's \"temples give science\" conflicts with the seed's note that Darwin cancels St. Peter's Basilica." }), NEW),
  // ---- Age III, base ------------------------------------------------------------------------------------
  leader("albert-einstein", "III", { en: "Albert Einstein", ru: "Альберт Эйнштейн" },
    { en: "Your best lab or library produces extra science equal to its level. +3 culture each time you develop a technology.", ru: "Лучшая лаборатория или библиотека даёт дополнительно науку, равную её уровню. +3 культуры за каждое исследование технологии." },
    [BEST_LAB, on("develop-technology", gain({ culture: 3 }))], BASE),
  leader("bill-gates", "III", { en: "Bill Gates", ru: "Билл Гейтс" },
    { en: "Each lab also produces resources equal to its level. When he leaves play or at game end, score culture equal to this extra production.", ru: "Каждая лаборатория также производит ресурсы, равные её уровню. Когда Гейтс покидает игру или в конце игры получите культуру, равную этому дополнительному производству." },
    [{ kind: "lab-resources-equal-level", cultureWhenLeavingOrAtEnd: true }], { confidence: "confirmed", refs: ["base §29.7 [C2: B1, S3]", "seed L279 (labs produce like mines)"] }),
  leader("charlie-chaplin", "III", { en: "Charlie Chaplin", ru: "Чарли Чаплин" },
    { en: "Your best theater produces double culture.", ru: "Лучший театр производит вдвое больше культуры." },
    [{ kind: "best-theater-double-culture" }], BASE, { bonus: { happy: 2 } }),
  leader("mahatma-gandhi", "III", { en: "Mahatma Gandhi", ru: "Махатма Ганди" },
    { en: "You may not play aggressions or declare wars. Rivals pay double military actions to attack you or declare war on you.", ru: "Нельзя совершать агрессии и объявлять войны. Соперники тратят вдвое больше военных действий на агрессию или войну против вас." },
    [{ kind: "cannot-attack" }, { kind: "attack-cost-against-owner", multiplier: 2, extra: 0 }], BASE, { bonus: { culture: 2 }, copies: baseOnly(ONE), replacedBy: "mahatma-gandhi-nlw" }),
  leader("sid-meier", "III", { en: "Sid Meier", ru: "Сид Мейер" },
    { en: "Each lab produces culture equal to its level but 1 science less.", ru: "Каждая лаборатория производит культуру, равную её уровню, но на 1 науку меньше." },
    [{ kind: "lab-culture-equals-level", scienceMalusPerLab: 1 }], BASE),
  leader("winston-churchill", "III", { en: "Winston Churchill", ru: "Уинстон Черчилль" },
    { en: "Each turn choose: +3 culture, or 3 science and 3 resources usable only to develop military technologies and build or upgrade units this turn.", ru: "Каждый ход выберите: +3 культуры или 3 науки и 3 ресурса только на исследование военных технологий и обучение или улучшение отрядов в этот ход." },
    [{ kind: "churchill", culture: 3, science: 3, restricted: { amount: 3, for: ["develop-military-tech", "build-unit", "upgrade-unit"] } }], { confidence: "confirmed", refs: ["base §29.7 [C2: B1, S3]", "seed L295"] }),
  // ---- Age III, balanced ----------------------------------------------------------------------------------
  leader("mahatma-gandhi-nlw", "III", { en: "Mahatma Gandhi (balanced)", ru: "Махатма Ганди (сбалансированный)" },
    { en: "You may not play aggressions or declare wars. Rivals pay 3 extra military actions to attack you or declare war on you.", ru: "Нельзя совершать агрессии и объявлять войны. Соперники тратят на 3 военных действия больше на агрессию или войну против вас." },
    [{ kind: "cannot-attack" }, { kind: "attack-cost-against-owner", multiplier: 1, extra: 3 }], balanced("3 extra military actions instead of double"),
    { bonus: { culture: 2 }, copies: nlwOnly(ONE), replaces: "mahatma-gandhi" }),
  // ---- Age III, new ---------------------------------------------------------------------------------------
  leader("marie-curie", "III", { en: "Marie Skłodowska-Curie", ru: "Мария Склодовская-Кюри" },
    { en: "Extra science equal to the level of your best (highest-level) mine. Strength + the level of your best lab. Culture equal to the larger of the two numbers.", ru: "Дополнительно наука, равная уровню лучшей (высшего уровня) шахты. Сила + уровень лучшей лаборатории. Культура, равная большему из этих чисел." },
    [{ kind: "best-mine-science-best-lab-strength", cultureEqualsLarger: true }], nlw("§2 Age III", "L571 (best mine = highest level)"), NEW),
  leader("pierre-de-coubertin", "III", { en: "Pierre de Coubertin", ru: "Пьер де Кубертен" },
    { en: "Each arena +2 culture. Once per game in your political phase announce the Olympics and gain 8 culture; until your next political phase anyone who plays an aggression or declares war loses 8 culture.", ru: "Каждая арена +2 культуры. Один раз за игру в фазу политики объявите Олимпийские игры и получите 8 культуры; до вашей следующей фазы политики тот, кто совершает агрессию или объявляет войну, теряет 8 культуры." },
    [{ kind: "extra-per-building", building: "arena", yields: { culture: 2 } }, { kind: "olympics", oncePerGame: true, culture: 8, aggressorLoses: 8 }], nlw("§2 Age III", "L531"), NEW),
  leader("nelson-mandela", "III", { en: "Nelson Mandela", ru: "Нельсон Мандела" },
    { en: "Taking Mandela costs 3 more civil actions if you have no discontent workers. At the end of your turn gain 1 culture per happy face above what you need.", ru: "Если у вас нет недовольных рабочих, взять Манделу стоит на 3 гражданских действия больше. В конце хода получайте 1 культуру за каждый символ счастья сверх необходимого." },
    [{ kind: "civil-action-cost", scope: "take-this-card", delta: 3, min: 0, condition: "no-discontent-workers" }, { kind: "mandela-surplus-culture", culturePerSurplusHappy: 1 }],
    nlw("§2 Age III", "L551-557"), NEW),
  leader("marlene-dietrich", "III", { en: "Marlene Dietrich", ru: "Марлен Дитрих" },
    { en: "+1 culture and +1 happy face for each of your highest-level theaters. One infantry, cavalry or artillery unit may count twice for tactics (not for strength).", ru: "+1 культуры и +1 счастья за каждый театр высшего уровня. Один отряд пехоты, кавалерии или артиллерии может учитываться дважды для тактики (но не для силы)." },
    [{ kind: "extra-per-building", building: "highest-level-theater", yields: { culture: 1, happy: 1 } }, { kind: "dietrich-unit-counts-twice", units: 1 }], nlw("§2 Age III", "L539-545"), NEW),
  leader("steve-jobs", "III", { en: "Steve Jobs", ru: "Стив Джобс" },
    { en: "Extra happy faces equal to the level of your best lab. When you develop a technology you may pay 1 resource to gain 4 culture.", ru: "Дополнительно символы счастья, равные уровню лучшей лаборатории. Исследуя технологию, можно заплатить 1 ресурс, чтобы получить 4 культуры." },
    [{ kind: "happy-equal-best-lab-level" }, on("develop-technology", { kind: "optional-pay", pay: { resources: 1 }, gain: { culture: 4 } })], nlw("§2 Age III", null, NO_ICONS), NEW),
  leader("ian-fleming", "III", { en: "Ian Fleming", ru: "Ян Флеминг" },
    { en: "Extra culture equal to the levels of your best library and best theater. At the start of your political phase you may look at one rival's military cards, never the same rival twice in a row.", ru: "Дополнительно культура, равная уровням лучшей библиотеки и лучшего театра. В начале фазы политики можно посмотреть военные карты одного соперника, но не одного и того же дважды подряд." },
    [{ kind: "culture-equal-best-library-and-theater-level" }, on("start-of-political-phase", { kind: "fleming-look", notSameRivalTwiceInARow: true })], nlw("§2 Age III", "L563-565"), NEW),
];
