/**
 * Wonders: 16 base (base §29.8 [C2: B1, S3, G1 for stage costs]), 5 NLW balanced reprints (seed L58-62; named in
 * content §1.1: Hanging Gardens, Colossus, St. Peter's Basilica, Transcontinental Railroad, Ocean Liner Service)
 * and 16 new NLW wonders, 4 per age (seed L35 says "6 per age", a typo: 16 = 4 × 4, nlw §7.7; texts content §3
 * [DIG]). One copy each. A wonder is built stage by stage, left to right (base §14.2); its `bonus` and effects
 * apply once completed, except where an effect says otherwise (Stonehenge, Silk Road, Red Cross).
 */
import type { Age, CardColour, CardCommon, Counter, Effect, Provenance, SetCopies, Text, Yields } from "./types.ts";
import { all, baseOnly, inBoth, nlwOnly } from "./types.ts";

export interface WonderDef extends CardCommon {
  readonly kind: "wonder";
  readonly colour: CardColour;
  /** Cost of each stage, left to right. */
  readonly stages: readonly number[];
  /** Stages are paid with resources, except the International Red Cross (food, seed L584). */
  readonly stagesPaidWith: "resources" | "food";
  /** Symbols that apply once the wonder is completed. */
  readonly bonus: Yields;
  readonly effects: readonly Effect[];
}

const ONE = all(1);
const BASE: Provenance = { confidence: "confirmed", refs: ["base §29.8 [C2: B1, S3; stages G1]"] };

/** Decision D12: stage costs of the new wonders follow a typical base wonder of the same age. */
const NEW_STAGES: { readonly [A in Age]: readonly number[] } = { A: [2, 2, 2], I: [3, 3, 3], II: [4, 4, 4], III: [4, 4, 4, 4] };
const STAGES_CHOSEN = {
  id: "D12",
  reason: "No source gives the new wonders' stages or symbols (content §5). Stages copy a typical base wonder of the same age (A 2-2-2 like Hanging Gardens, I 3-3-3 like Universitas Carolina, II 4-4-4 like the Kremlin, III 4-4-4-4 like Fast Food Chains); no extra symbols.",
} as const;
const nlw = (seed: string | null): Provenance => ({
  confidence: "inferred", refs: ["content §3 [DIG] (effect)", ...(seed === null ? [] : [`seed ${seed}`])], chosen: STAGES_CHOSEN,
});
const BALANCED: Provenance = {
  confidence: "inferred",
  refs: ["seed L58-62 (5 balanced wonders replace their base cards)", "content §1.1 [DIG] (texts)", "base §29.8 (stages, symbols)"],
  chosen: { id: "D13", reason: "The balanced wonders' new stage costs and symbols are not in any source; the base card's are kept and only the text changes DIG reports are applied." },
};

interface Opts { readonly copies?: SetCopies; readonly replacedBy?: string; readonly replaces?: string; readonly food?: true }

function wonder(id: string, age: Age, name: Text, stages: readonly number[], bonus: Yields, effects: readonly Effect[], text: Text, provenance: Provenance, o: Opts = {}): WonderDef {
  const copies = o.copies ?? inBoth(ONE);
  return {
    id, kind: "wonder", age, colour: "purple", name, stages, stagesPaidWith: o.food ? "food" : "resources", bonus, effects, text, copies, provenance,
    edition: copies.base && copies.nlw ? "both" : copies.base ? "base-only" : "nlw-only",
    ...(o.replacedBy ? { replacedBy: o.replacedBy } : {}), ...(o.replaces ? { replaces: o.replaces } : {}),
  };
}

const NEW: Opts = { copies: nlwOnly(ONE) };
const once = (then: Effect): Effect => ({ kind: "on", trigger: "completed", then, oncePerTurn: false });
const perCount = (amount: number, per: Counter): Effect => once({ kind: "gain-per", who: "owner", good: "culture", amount, per, max: null });
const T = (en: string, ru: string): Text => ({ en, ru });

const hangingGardens = T("+1 culture, +2 happy faces.", "+1 культуры, +2 счастья.");
const colossus = T("+2 strength, +1 colonization.", "+2 силы, +1 к колонизации.");
const stPeters = T("+2 culture, +1 happy face. Every other card or worker that gives at least one happy face gives one more.", "+2 культуры, +1 счастья. Каждая другая карта или рабочий, дающие хотя бы 1 символ счастья, дают на 1 больше.");
const stPetersEffects: readonly Effect[] = [{ kind: "happy-bonus-per-source", amount: 1, sources: "every-other-happy-source" }];
const oceanLiner = T("Once per turn gain 1 population without spending food or a civil action.", "Раз в ход увеличьте население, не тратя ни еды, ни гражданского действия.");
const oceanLinerEffects: readonly Effect[] = [{ kind: "population-once-per-turn-free" }];

export const WONDERS: readonly WonderDef[] = [
  // ---- Age A --------------------------------------------------------------------------------------------
  wonder("pyramids", "A", T("Pyramids", "Пирамиды"), [3, 2, 1], { civilActions: 1 }, [], T("+1 civil action.", "+1 гражданское действие."), BASE),
  wonder("hanging-gardens", "A", T("Hanging Gardens", "Висячие сады"), [2, 2, 2], { culture: 1, happy: 2 }, [], hangingGardens, BASE, { copies: baseOnly(ONE), replacedBy: "hanging-gardens-nlw" }),
  wonder("colossus", "A", T("Colossus", "Колосс"), [3, 3], { strength: 2, colonization: 1 }, [], colossus, BASE, { copies: baseOnly(ONE), replacedBy: "colossus-nlw" }),
  wonder("library-of-alexandria", "A", T("Library of Alexandria", "Александрийская библиотека"), [1, 4, 1], { culture: 1, science: 1, civilHandLimit: 1, militaryHandLimit: 1 }, [],
    T("+1 culture, +1 science; you may hold 1 more civil and 1 more military card.", "+1 культуры, +1 науки; можно держать в руке на 1 гражданскую и 1 военную карту больше."), BASE),
  wonder("hanging-gardens-nlw", "A", T("Hanging Gardens (balanced)", "Висячие сады (сбалансированные)"), [2, 2, 2], { culture: 1, happy: 2 },
    [once({ kind: "gain", who: "owner", amounts: { food: 2 }, pick: "all" })],
    T("+1 culture, +2 happy faces. When completed, gain 2 food once.", "+1 культуры, +2 счастья. При завершении один раз получите 2 еды."), BALANCED, { copies: nlwOnly(ONE), replaces: "hanging-gardens" }),
  wonder("colossus-nlw", "A", T("Colossus (balanced)", "Колосс (сбалансированный)"), [3, 3], { strength: 2, colonization: 1 },
    [{ kind: "colossus-draw", atStartOfAges: ["II", "III"], count: 3 }],
    T("+2 strength, +1 colonization. At the start of Ages II and III draw 3 military cards, whoever's turn it is.", "+2 силы, +1 к колонизации. В начале эпох II и III получите 3 военные карты, чей бы ни был ход."),
    { ...BALANCED, refs: [...BALANCED.refs, "seed L366 (drawn at the start of an age, whoever's turn)"] }, { copies: nlwOnly(ONE), replaces: "colossus" }),
  wonder("colosseum", "A", T("Colosseum", "Колизей"), NEW_STAGES.A, {}, [{ kind: "colosseum-discount", culturePerDevelop: 2 }],
    T("Infantry and cavalry technologies cost science less by their level; +2 culture each time you develop one.", "Технологии пехоты и кавалерии стоят на столько науки меньше, каков их уровень; +2 культуры за каждое такое исследование."), nlw(null), NEW),
  wonder("roman-roads", "A", T("Roman Roads", "Римские дороги"), NEW_STAGES.A, {}, [{ kind: "production-bonus-by-age", byAge: { A: {}, I: { resources: 1 }, II: { science: 1 }, III: { culture: 2 } } }],
    T("A bonus that changes with the age: Age I +1 resource production, Age II +1 science, Age III and later +2 culture.", "Бонус зависит от эпохи: эпоха I — производство +1 ресурс, эпоха II — +1 наука, эпоха III и далее — +2 культуры."), nlw("L283-285, L358-360"), NEW),
  wonder("stonehenge", "A", T("Stonehenge", "Стоунхендж"), NEW_STAGES.A, {}, [{ kind: "stonehenge-science-per-stage" }],
    T("Each stage you build at once gives science equal to its cost.", "Каждый построенный этап сразу даёт науку, равную его стоимости."), nlw(null), NEW),
  wonder("acropolis", "A", T("Acropolis", "Акрополь"), NEW_STAGES.A, { urbanLimit: 1 }, [{ kind: "acropolis", peacefulChangeDiscountPerUrbanBuilding: 1 }],
    T("+1 urban building of each type allowed. A peaceful change of government costs 1 science less per urban building you have.", "Можно построить на 1 городское здание каждого типа больше. Мирная смена формы правления стоит на 1 науку меньше за каждое ваше городское здание."), nlw(null), NEW),
  // ---- Age I --------------------------------------------------------------------------------------------
  wonder("great-wall", "I", T("Great Wall", "Великая Китайская стена"), [2, 2, 3, 2], { culture: 1, happy: 1 }, [{ kind: "strength-per", amount: 1, per: "infantry-or-artillery-unit", max: null }],
    T("+1 culture, +1 happy face; +1 strength for each infantry and artillery unit.", "+1 культуры, +1 счастья; +1 силы за каждый отряд пехоты и артиллерии."), { ...BASE, refs: [...BASE.refs, "seed L384 (Russian name)"] }),
  wonder("st-peters-basilica", "I", T("St. Peter's Basilica", "Собор Святого Петра"), [4, 4], { culture: 2, happy: 1 }, stPetersEffects, stPeters, BASE, { copies: baseOnly(ONE), replacedBy: "st-peters-basilica-nlw" }),
  wonder("taj-mahal", "I", T("Taj Mahal", "Тадж-Махал"), [2, 4, 2], { culture: 3, blueTokens: 1 }, [{ kind: "taj-mahal-discount", civilActions: 2 }],
    T("+3 culture, +1 blue token. If you replaced your leader this turn, taking it costs 2 civil actions less.", "+3 культуры, +1 синий куб. Если в этот ход вы сменили лидера, взять это чудо стоит на 2 гражданских действия меньше."), BASE),
  wonder("universitas-carolina", "I", T("Universitas Carolina", "Карлов университет"), [3, 3, 3], { culture: 1, science: 2 }, [], T("+1 culture, +2 science.", "+1 культуры, +2 науки."), BASE),
  wonder("st-peters-basilica-nlw", "I", T("St. Peter's Basilica (balanced)", "Собор Святого Петра (сбалансированный)"), [4, 4], { culture: 2, happy: 1 }, stPetersEffects, stPeters, BALANCED,
    { copies: nlwOnly(ONE), replaces: "st-peters-basilica" }),
  wonder("machu-picchu", "I", T("Machu Picchu", "Мачу-Пикчу"), NEW_STAGES.I, {}, [{ kind: "best-mine-extra-token", mines: "best-age-A-or-I", farms: "best-age-A-or-I", tokens: 1 }],
    T("Your best Age A or I farm and your best Age A or I mine each produce 1 more blue token.", "Лучшая ферма и лучшая шахта эпохи А или I производят на 1 синий куб больше."), nlw("L436-438"), NEW),
  wonder("himeji-castle", "I", T("Himeji Castle", "Замок Химедзи"), NEW_STAGES.I, {}, [{ kind: "himeji", sacrificeOneUnitForDoubleStrength: true, cultureWhenAttacking: 3, strengthWhenDefending: 3 }],
    T("In an aggression or war you may return one unit to the yellow bank to count its strength twice as a temporary bonus; attacking also gives +3 culture, defending +3 strength.", "В агрессии или войне можно вернуть один отряд в жёлтый банк, чтобы его сила считалась дважды как временный бонус; при атаке вы также получаете +3 культуры, при защите +3 силы."),
    { ...nlw("L456-460"), chosen: { id: "D14", reason: "Stages as D12. DIG's second sentence is garbled; it is read as +3 culture when attacking and +3 strength when defending (content §3 [S, unclear])." } }, NEW),
  wonder("forbidden-city", "I", T("Forbidden City", "Запретный город"), NEW_STAGES.I, {}, [{ kind: "ignore-discontent", workers: 2 }],
    T("Ignore up to two discontent workers (happiness does not change).", "Игнорируйте до двух недовольных рабочих (счастье не меняется)."), nlw("L426-428"), NEW),
  wonder("silk-road", "I", T("Silk Road", "Шелковый путь"), NEW_STAGES.I, {}, [{ kind: "silk-road", bonusToFirstActionCard: 1, fromFirstStage: true }],
    T("From the first built stage on, the first action card you play each turn gives +1 to each of its bonuses.", "Начиная с первого построенного этапа, первая карта действия, разыгранная в ваш ход, даёт +1 к каждому своему бонусу."), nlw("L444-452"), NEW),
  // ---- Age II -------------------------------------------------------------------------------------------
  wonder("eiffel-tower", "II", T("Eiffel Tower", "Эйфелева башня"), [3, 7, 3], { culture: 4, happy: 1 }, [], T("+4 culture, +1 happy face.", "+4 культуры, +1 счастья."), BASE),
  wonder("kremlin", "II", T("Kremlin", "Кремль"), [4, 4, 4], { culture: 2, civilActions: 1, militaryActions: 1, happy: -1 }, [],
    T("+2 culture, +1 civil action, +1 military action, −1 happy face.", "+2 культуры, +1 гражданское действие, +1 военное действие, −1 счастья."), BASE),
  wonder("ocean-liner-service", "II", T("Ocean Liner Service", "Океанические пассажирские перевозки"), [4, 2, 2, 4], {}, oceanLinerEffects, oceanLiner,
    { ...BASE, refs: [...BASE.refs, "seed L494 (Russian name)"] }, { copies: baseOnly(ONE), replacedBy: "ocean-liner-service-nlw" }),
  wonder("transcontinental-railroad", "II", T("Transcontinental Railroad", "Трансконтинентальная железная дорога"), [3, 3, 3, 3], { strength: 4 }, [{ kind: "best-mine-double" }],
    T("+4 strength; your best mine produces twice as many resources.", "+4 силы; лучшая шахта производит вдвое больше ресурсов."), BASE, { copies: baseOnly(ONE), replacedBy: "transcontinental-railroad-nlw" }),
  wonder("ocean-liner-service-nlw", "II", T("Ocean Liner Service (balanced)", "Океанические пассажирские перевозки (сбалансированные)"), [4, 2, 2, 4], {}, oceanLinerEffects, oceanLiner, BALANCED,
    { copies: nlwOnly(ONE), replaces: "ocean-liner-service" }),
  wonder("transcontinental-railroad-nlw", "II", T("Transcontinental Railroad (balanced)", "Трансконтинентальная железная дорога (сбалансированная)"), [3, 3, 3, 3], { strength: 4 },
    [{ kind: "best-mine-extra-token", mines: "best", farms: "none", tokens: 1 }],
    T("+4 strength; your best mine produces 1 more blue token.", "+4 силы; лучшая шахта производит на 1 синий куб больше."),
    { ...BALANCED, refs: [...BALANCED.refs, "seed L120-124, L515 (works like Machu Picchu)"] }, { copies: nlwOnly(ONE), replaces: "transcontinental-railroad" }),
  wonder("harvard-college", "II", T("Harvard College", "Гарвардский колледж"), NEW_STAGES.II, {}, [{ kind: "harvard", playJustTakenActionCard: 1 }],
    T("Once per turn you may play an action card in the turn you took it.", "Раз в ход можно разыграть карту действия в тот же ход, когда вы её взяли."), nlw(null), NEW),
  wonder("statue-of-liberty", "II", T("Statue of Liberty", "Статуя Свободы"), NEW_STAGES.II, {}, [{ kind: "government-culture-equals-level" }],
    T("Your government produces culture equal to its level.", "Форма правления производит культуру, равную своему уровню."), nlw(null), NEW),
  wonder("louvre", "II", T("Louvre", "Лувр"), NEW_STAGES.II, {}, [{ kind: "louvre", culturePerToken: 1, resourcesPerToken: 2 }],
    T("When completed its blue tokens stay on it: +1 culture per token; at any time each may be traded for 2 resources (tokens on it are not resources).", "После завершения синие кубы остаются на чуде: +1 культуры за каждый; в любое время каждый можно обменять на 2 ресурса (кубы на чуде — не ресурсы)."),
    { ...nlw("L521-523 (any time, no action, 2 resources)"), chosen: { id: "D15", reason: "Stages as D12. DIG says cubes are traded \"in your action phase\", the seed \"at any time, no action\": the seed wins." } }, NEW),
  wonder("suez-canal", "II", T("Suez Canal", "Суэцкий канал"), NEW_STAGES.II, {}, [{ kind: "colonize-from-hand", oncePerGame: true }, { kind: "colony-yields", yields: { resources: 1 } }],
    T("Once per game colonize a territory straight from your hand. Each of your colonies +1 resource production.", "Один раз за игру колонизируйте территорию прямо с руки. Каждая ваша колония даёт +1 ресурс производства."), nlw(null), NEW),
  // ---- Age III ------------------------------------------------------------------------------------------
  wonder("first-space-flight", "III", T("First Space Flight", "Первый полёт в космос"), [1, 2, 4, 9], {}, [once({ kind: "first-space-flight", culturePerTechLevel: 1 })],
    T("When completed: 1 culture per level of each of your technologies.", "При завершении: 1 культура за каждый уровень каждой вашей технологии."), BASE),
  wonder("fast-food-chains", "III", T("Fast Food Chains", "Сеть ресторанов быстрого питания"), [4, 4, 4, 4], {}, [perCount(2, "worker-on-farm-or-mine"), perCount(1, "worker-on-urban-or-unit")],
    T("When completed: 2 culture per worker on farms and mines, 1 per worker on urban buildings and units.", "При завершении: 2 культуры за рабочего на фермах и шахтах, 1 — на городских зданиях и отрядах."), BASE),
  wonder("hollywood", "III", T("Hollywood", "Голливуд"), [5, 6, 5], {}, [perCount(2, "theater-and-library-culture")],
    T("When completed: twice the culture your theaters and libraries produce.", "При завершении: удвоенная культура, производимая театрами и библиотеками."), BASE),
  wonder("internet", "III", T("Internet", "Интернет"), [2, 3, 4, 3, 2], {}, [perCount(1, "urban-culture-science-strength")],
    T("When completed: culture equal to the culture and science your urban buildings produce plus the strength they give.", "При завершении: культура, равная культуре и науке от городских зданий плюс сила, которую они дают."), BASE),
  wonder("empire-state-building", "III", T("Empire State Building", "Эмпайр-стейт-билдинг"), NEW_STAGES.III, {},
    [once({ kind: "empire-state", categories: ["food", "resources", "science", "culture", "strength"], culture: { 2: 7, 3: 8, 4: 9 } })],
    T("When completed: compare food, resource, science and culture production and strength with every rival; +9 culture (3 players +8, 2 players +7) per category where you are strictly best.", "При завершении: сравните производство еды, ресурсов, науки, культуры и силу с соперниками; +9 культуры (втроём +8, вдвоём +7) за каждый показатель, где вы строго лучше всех."),
    nlw("L600 (ties score nothing)"), NEW),
  wonder("united-nations", "III", T("United Nations", "Объединенные нации"), NEW_STAGES.III, {},
    [once({ kind: "united-nations", culturePer: 4, counts: ["completed-wonder", "special-tech-type", "urban-building-type"], playAgeIIIEventOnce: true })],
    T("When completed: +4 culture for each wonder (this one included), or each special technology, or each type of urban building — whichever is most. Once per game play an Age III event from your hand without discarding it.", "При завершении: +4 культуры за каждое чудо (включая это), или особую технологию, или тип городского здания — что больше. Один раз за игру разыграйте событие эпохи III с руки, не сбрасывая его."),
    nlw("L577-580"), NEW),
  wonder("international-red-cross", "III", T("International Red Cross", "Красный Крест"), [3, 3, 3, 3], {},
    [{ kind: "stage-cost-in-food" }, { kind: "red-cross", culturePerStage: 6, othersMayBuild: { civilActions: 1, food: 3, perTurn: 1 }, culturePerColonyInPlay: 3 }],
    T("Stages are paid in food; +6 culture per stage built. Other players may build one stage per turn for 1 civil action and 3 food (+6 culture to them). When completed: culture for each colony in play (everyone's).", "Этапы оплачиваются едой; +6 культуры за каждый построенный этап. Другие игроки могут строить по одному этапу за ход за 1 гражданское действие и 3 еды (+6 культуры им). При завершении: культура за каждую колонию в игре (у всех игроков)."),
    { confidence: "inferred", refs: ["seed L584-596", "content §3 [DIG]"], chosen: { id: "D16", reason: "Stage costs and culture per colony are symbols no source gives. Four stages of 3 food (what other players pay, seed L588) and 3 culture per colony (as Impact of Colonies) are assumed." } },
    { ...NEW, food: true }),
  wonder("manhattan-project", "III", T("Manhattan Project", "Манхэттенский проект"), NEW_STAGES.III, {}, [once({ kind: "manhattan", cultureEqualsScienceRating: true })],
    T("When completed: culture equal to your science production.", "При завершении: культура, равная вашему приросту науки."), nlw(null), NEW),
];
