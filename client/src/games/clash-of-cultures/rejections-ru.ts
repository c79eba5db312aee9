/**
 * Russian for the engine's rejection messages (RuleError.message, plain English from fail()/check() and the
 * blocker functions): a gettext-style catalog keyed by the English message. A `{name}` placeholder matches any
 * text, which goes into the Russian through `ruValue`: content names (English name or id) become the data's
 * Russian names, spaces become board labels, resources and card kinds Russian words. Terminology follows the
 * rulebook (see engine data/texts-ru.ts). Unknown messages stay English.
 */
import {
  ACTION_HALVES, ADVANCE_CATEGORIES, ADVANCES, BUILDINGS, CIV_ADVANCES, CIVILIZATIONS, EVENT_CARDS, GREAT_PERSONS, LEADERS, OBJECTIVES,
  TACTICS_HALVES, UNIT_TYPES, WONDERS, type Localized,
} from "../../../../engine/games/clash-of-cultures/data/index.ts";
import { MessageCatalog } from "../../i18n/catalog.ts";
import { hexLabel } from "./board/geometry.ts";

/** Content names by English name and by id (the first kind listed wins a clash, e.g. Great Wall the wonder). */
type Named = { readonly id: string; readonly name: Localized };
const NAMES = new Map<string, string>();
const abilities: readonly Named[] = LEADERS.flatMap((l): readonly Named[] => l.abilities);
for (const list of [ADVANCES, CIV_ADVANCES, BUILDINGS, WONDERS, UNIT_TYPES, ACTION_HALVES, TACTICS_HALVES, GREAT_PERSONS, EVENT_CARDS, LEADERS,
  abilities, ADVANCE_CATEGORIES, CIVILIZATIONS, OBJECTIVES] as readonly (readonly Named[])[]) {
  for (const x of list) {
    if (!NAMES.has(x.name.en)) NAMES.set(x.name.en, x.name.ru);
    if (!NAMES.has(x.id)) NAMES.set(x.id, x.name.ru);
  }
}

const RESOURCES: Record<string, string> = {
  food: "еда", wood: "дерево", ore: "руда", ideas: "идеи", gold: "золото", mood: "жетоны настроения", culture: "жетоны культуры",
};
/** Card kinds as in «карты действий / целей / чудес». */
const CARD_KINDS: Record<string, string> = { action: "действий", objective: "целей", wonder: "чудес" };

/** What the engine names as paid for ("That payment does not match the cost of …") besides content names. */
const PAID_FOR = new MessageCatalog({
  "Arts and the influence range": "«Живопись» и дальность влияния",
  "the influence range": "дальность влияния",
  "the influence roll": "бросок культурного влияния",
  "the recruits": "нанятые отряды",
  "increasing happiness": "улучшение настроения",
  "great person": "великий человек",
  "Circus and Sports": "«Цирк и спорт»",
  "Sanitation (Aqueduct)": "«Гигиена» («Акведук»)",
  "Great Explorer's city": "город Великого исследователя",
  "{name} (Great Architect)": "{name} (Великий архитектор)",
}, (v) => name(v));

function name(v: string): string {
  const ru = NAMES.get(v);
  return ru ? `«${ru}»` : v;
}

const list = (v: string, one: (x: string) => string) => v.split(/,\s*/).map(one).join(", ");

/** A matched value in Russian, by what its placeholder names. */
export function ruValue(value: string, placeholder = "name"): string {
  switch (placeholder) {
    case "hex": case "from": case "to": return /^-?\d+,-?\d+$/.test(value) ? hexLabel(value) : value;
    case "resource": return RESOURCES[value] ?? value;
    case "resources": return list(value, (x) => RESOURCES[x] ?? x);
    case "kind": return CARD_KINDS[value] ?? value;
    case "advances": return list(value, name);
    case "what": return NAMES.has(value) ? name(value) : PAID_FOR.translate(value) ?? value;
    default: return NAMES.has(value) ? name(value) : value;
  }
}

/** Russian by English message. Placeholders: names of content ({advance}, {building}, {unit}, {name}...),
 * {hex}/{from}/{to} spaces, {resource(s)}, {kind} (card kind), numbers ({n}, {max}...). */
export const RU_REJECTIONS: Readonly<Record<string, string>> = {
  // ---- turn, actions, whose decision ---------------------------------------------------------------
  "The game is over": "Игра окончена",
  "It is not your decision now": "Сейчас решение принимаете не вы",
  "You cannot {action} now": "Сейчас этого сделать нельзя",
  "It is not your turn": "Сейчас не ваш ход",
  "You have no actions left this turn": "В этом ходу у вас не осталось действий",
  "You can end your turn only on your turn": "Закончить ход можно только в свой ход",
  "You still have {n} action(s) to take": "У вас ещё осталось действий: {n}",
  "You can do that only on your turn": "Это можно сделать только в свой ход",
  "You must choose one of the options": "Нужно выбрать один из вариантов",
  "That is not one of the options": "Такого варианта нет",
  "There is nothing to choose now": "Сейчас выбирать нечего",
  "That {what} is not available": "Этот вариант недоступен",
  "You cannot use that now": "Сейчас это использовать нельзя",
  "You need {advance}": "Нужно достижение {advance}",
  "You have already used {advance} this turn": "Вы уже использовали {advance} в этом ходу",

  // ---- paying ---------------------------------------------------------------------------------------
  "That payment does not match the cost of {what}": "Эта оплата не соответствует цене: {what}",
  "You cannot afford that payment for {what}": "Вам нечем так заплатить за {what}",
  "You cannot pay for {what}": "Вам нечем заплатить за {what}",

  // ---- advances and government ----------------------------------------------------------------------
  "There is no advance called {advance}": "Нет достижения {advance}",
  "You already have that advance": "У вас уже есть это достижение",
  "You already follow {category}; change government in the status phase": "У вас уже есть форма правления {category}; сменить её можно в фазе состояния",
  "{name} requires {advance}": "{name}: нужно достижение {advance}",
  "There is no free advance to take now": "Сейчас нет бесплатного достижения",
  "You can change government only in step 5 of the status phase": "Сменить форму правления можно только на 5-м этапе фазы состояния",
  "{category} is not a government": "{category} — не форма правления",
  "That is already your government": "Это уже ваша форма правления",
  "Place your other {n} cube(s) on other advances of {category}": "Поставьте остальные кубики ({n}) на другие достижения категории {category}",
  "Each advance can hold only one cube": "На каждом достижении может стоять только один кубик",
  "{advance} is not one of the other advances of {category}": "{advance} — не одно из других достижений категории {category}",
  "Choose an advance of the {category} category": "Выберите достижение категории {category}",

  // ---- founding cities, activation ------------------------------------------------------------------
  "Choose one of your settlers": "Выберите одного из своих поселенцев",
  "A settler aboard a ship cannot found a city": "Поселенец на корабле не может возвести город",
  "A city must be founded on land": "Город можно возвести только на суше",
  "A city cannot be founded on barren land": "Город нельзя возвести на пустоши",
  "There is already a city there": "Там уже есть город",
  "A city cannot be founded on exhausted land": "Город нельзя возвести на истощённой земле",
  "A city cannot be founded where enemy units stand": "Город нельзя возвести там, где стоят вражеские отряды",
  "You have no settlement left (all {n} are on the board)": "У вас не осталось поселений (все {n} на поле)",
  "There is no city there": "Там нет города",
  "You can activate only your own cities": "Активировать можно только свои города",
  "You can activate cities only on your turn": "Активировать города можно только в свой ход",
  "An Angry city can be activated only once per turn": "Несчастный город можно активировать только раз за ход",

  // ---- collecting -----------------------------------------------------------------------------------
  "You can collect only in your own cities": "Собирать ресурсы можно только в своих городах",
  "Choose at least one hex to collect from": "Выберите хотя бы одну клетку для сбора",
  "This city collects at most {max} resource(s)": "Этот город собирает не больше {max} ресурсов",
  "Each hex can be collected only once per activation": "С каждой клетки можно собрать только раз за активацию",
  "The city cannot collect from {hex}": "Город не может собирать с клетки {hex}",
  "{hex} cannot yield {resource}": "Клетка {hex} не даёт ресурс «{resource}»",
  "A city may collect from only one sea hex": "Город может собирать только с одной клетки моря",
  "You may not collect from hexes 2 away now (Husbandry, once per turn)": "Сейчас нельзя собирать с клеток на расстоянии 2 («Животноводство», раз за ход)",
  "Husbandry allows at most 2 hexes 2 away (with Roads)": "«Животноводство» позволяет собирать не больше чем с 2 клеток на расстоянии 2 (с «Дорогами»)",
  "You need Metallurgy to exchange ore for gold": "Чтобы обменять руду на золото, нужна «Металлургия»",
  "Metallurgy needs at least 2 ore collected": "Для «Металлургии» нужно собрать не меньше 2 руды",
  "You need Free Economy": "Нужно достижение «Экономическая свобода»",
  "Free Economy must be your only Collect this turn": "Сбор по «Экономической свободе» должен быть вашим единственным сбором в этом ходу",
  "Your Free Economy collect must be your only Collect this turn": "Ваш сбор по «Экономической свободе» должен быть единственным сбором в этом ходу",

  // ---- building -------------------------------------------------------------------------------------
  "You can build only in your own cities": "Строить можно только в своих городах",
  "There is no building called {building}": "Нет здания {building}",
  "The {building} belongs to the Civilizations expansion": "{building} — здание из дополнения «Цивилизации»",
  "The {building} requires {advance}": "Для здания {building} нужно достижение {advance}",
  "You cannot build in an Angry city": "В несчастном городе строить нельзя",
  "This city already has a {building}": "В этом городе уже есть {building}",
  "A city may not grow beyond your number of cities ({n})": "Город не может быть больше числа ваших городов ({n})",
  "All your {n} {building} figures are on the board": "Все ваши фигурки здания {building} ({n}) уже на поле",
  "A {building} can be built only in a coastal city": "{building} можно построить только в прибрежном городе",
  "Choose the sea hex the {building} faces": "Выберите клетку моря, к которой обращено здание {building}",
  "The {building} must face a sea hex next to the city": "{building} должен быть обращён к соседней с городом клетке моря",
  "The {building} does not give {resource}": "{building} не даёт: {resource}",
  "Dogma gives a free advance only when you build a Temple": "«Вероучение» даёт бесплатное достижение только при строительстве храма",
  "Dogma gives only a Theocracy advance you may take": "«Вероучение» даёт только доступное вам достижение теократии",

  // ---- recruiting -----------------------------------------------------------------------------------
  "You can recruit only in your own cities": "Нанимать отряды можно только в своих городах",
  "Choose at least one unit to recruit": "Выберите хотя бы один отряд для найма",
  "This city may recruit at most {max} unit(s)": "Этот город может нанять не больше {max} отрядов",
  "Sanitation pays for one settler you recruit; you need Sanitation and a settler": "«Гигиена» оплачивает одного нанятого поселенца: нужны «Гигиена» и поселенец",
  "Draft pays for one infantry you recruit; you need Draft and an infantry": "«Воинский призыв» оплачивает одну нанятую пехоту: нужны «Воинский призыв» и пехота",
  "At most {n} army units may stand on one land hex": "На одной клетке суши может стоять не больше {n} военных отрядов",
  "This city has no port hex for {unit} units": "У этого города нет клетки порта для отрядов {unit}",
  "You have no {unit} figure left to recruit": "У вас не осталось фигурок {unit} для найма",
  "You can take only your own figures from the board": "С поля можно забрать только свои фигурки",
  "Each figure can be taken only once": "Каждую фигурку можно забрать только один раз",
  "You still have {unit} figures in your supply": "У вас ещё есть фигурки {unit} в запасе",
  "A ship carrying units cannot be taken from the board": "Корабль с отрядами на борту нельзя забрать с поля",
  "{unit} units belong to the Civilizations expansion": "{unit} — отряды из дополнения «Цивилизации»",
  "{unit} units can be recruited only in a city with a {building}": "{unit}: нанимать можно только в городе со зданием {building}",
  "You need Medicine to take a resource back": "Чтобы вернуть ресурс, нужна «Медицина»",
  "Medicine returns only a resource you just spent ({resource} was not)": "«Медицина» возвращает только потраченный ресурс (ресурс «{resource}» не тратился)",
  "Nationalism gives a token only to its owner after recruiting an army unit or ship": "«Национализм» даёт жетон только своему владельцу после найма военного отряда или корабля",
  "Choose which of your leader cards to recruit": "Выберите, какую карту лидера нанять",
  "Random leaders: your leader card is drawn at random, you cannot choose one": "Случайные лидеры: карта лидера берётся наугад, выбрать её нельзя",
  "You may have only one leader at a time": "Одновременно у вас может быть только один лидер",
  "Recruit a leader unit to recruit a leader card": "Чтобы нанять карту лидера, наймите отряд лидера",
  "You have no leader card left": "У вас не осталось карт лидеров",
  "That leader card is not available to you (used, dead or of another civilization)": "Эта карта лидера вам недоступна (использована, лидер погиб или он другой цивилизации)",

  // ---- moving ---------------------------------------------------------------------------------------
  "You can start a Move action only on your turn": "Начать перемещение можно только в свой ход",
  "None of your units can move": "Ни один ваш отряд не может переместиться",
  "Start a Move action first": "Сначала начните действие перемещения",
  "A Move action moves at most {n} units or groups": "Действие перемещения двигает не больше {n} отрядов или формирований",
  "You are not moving units now": "Сейчас вы не перемещаете отряды",
  "Choose the units to move": "Выберите отряды для перемещения",
  "A unit is listed twice": "Отряд указан дважды",
  "You have no unit {id}": "У вас нет отряда {id}",
  "A group moves together from one space": "Формирование перемещается вместе с одной клетки",
  "Each unit moves at most once per Move action": "Каждый отряд перемещается не больше раза за действие перемещения",
  "Units that fought or entered mountains this turn cannot move again": "Отряды, которые сражались или вошли в горы в этом ходу, больше не перемещаются",
  "You need Tactics to move army units": "Чтобы перемещать военные отряды, нужна «Тактика»",
  "The group must move to another space": "Формирование должно переместиться на другую клетку",
  "The route must end at the destination": "Путь должен заканчиваться в цели",
  "{hex} is not on the board": "Клетки {hex} нет на поле",
  "Ships and land units move separately (land units aboard move with their ship)": "Корабли и сухопутные отряды перемещаются отдельно (отряды на борту — вместе со своим кораблём)",
  "Roads move only land units": "«Дороги» перемещают только сухопутные отряды",
  "Your ships cannot reach {hex}": "Ваши корабли не могут достичь клетки {hex}",
  "Units aboard ships and units on land move separately": "Отряды на кораблях и отряды на суше перемещаются отдельно",
  "Land units move 1 space (2 with Roads)": "Сухопутные отряды перемещаются на 1 клетку (на 2 с «Дорогами»)",
  "Land units move to an adjacent space": "Сухопутные отряды перемещаются на соседнюю клетку",
  "Units aboard a ship may only disembark onto an adjacent land space": "Отряды на корабле могут высадиться только на соседнюю клетку суши",
  "You cannot embark on a space with enemy ships": "Нельзя погрузиться на клетке с вражескими кораблями",
  "Land units can enter the sea only by boarding your ships there (2 units per ship)": "Сухопутные отряды выходят в море, только погрузившись на ваши корабли там (2 отряда на корабль)",
  "You need Roads to move 2 spaces": "Чтобы переместиться на 2 клетки, нужны «Дороги»",
  "Roads cannot be used to disembark": "«Дороги» нельзя использовать для высадки",
  "Roads move at most {n} spaces": "«Дороги» перемещают не больше чем на {n} клетки",
  "Roads can be used only moving out of or into one of your cities": "«Дороги» используются только при перемещении из своего города или в него",
  "A Roads route may not visit a space twice": "Путь по «Дорогам» не может проходить через клетку дважды",
  "Each step of a Roads route goes to an adjacent space": "Каждый шаг пути по «Дорогам» ведёт на соседнюю клетку",
  "Roads cannot be used to explore": "«Дороги» нельзя использовать для разведки",
  "Roads cannot cross the sea or be used to embark": "По «Дорогам» нельзя пересекать море или грузиться на корабли",
  "Roads cannot pass through enemy units or cities": "По «Дорогам» нельзя проходить через вражеские отряды или города",
  "The stack limit of {n} army units holds on every space of a Roads move": "Предел военного присутствия ({n}) действует на каждой клетке пути по «Дорогам»",
  "With Roads you may attack only when moving out of your own city": "С «Дорогами» атаковать можно только при выходе из своего города",
  "Settlers may enter a space with enemies only together with an army unit": "Поселенцы могут войти на клетку с врагами только вместе с военным отрядом",
  "Units that entered a forest this turn cannot start a battle": "Отряды, вошедшие в лес в этом ходу, не могут начать сражение",
  "Army units that passed through a fertile space this turn cannot attack the Great Gardens city": "Военные отряды, прошедшие в этом ходу через равнину, не могут атаковать город с Великими садами",
  "At most {n} army units may stand on one land space": "На одной клетке суши может стоять не больше {n} военных отрядов",
  "Ships sail only through explored sea spaces": "Корабли плавают только по разведанным клеткам моря",
  "Ships must stop at a space with enemy ships": "Корабли должны остановиться на клетке с вражескими кораблями",
  "Ships cannot enter land spaces": "Корабли не могут заходить на клетки суши",
  "Ships move only through adjacent sea spaces (Navigation lets them follow the board edge)": "Корабли перемещаются только по соседним клеткам моря («Навигация» позволяет идти вдоль края поля)",
  "A ship may use Navigation only once per move": "Корабль может использовать «Навигацию» только раз за перемещение",
  "Navigation cannot take a ship from {from} to {to}": "«Навигация» не может провести корабль с клетки {from} на {to}",
  "There is no region to lay now": "Сейчас нет региона для выкладки",
  "Negotiations: you may not move into seat {seat}'s cities this turn": "Переговоры: в этом ходу нельзя входить в города игрока {seat}",
  "Negotiations: you may not move into seat {seat}'s units this turn": "Переговоры: в этом ходу нельзя входить на клетки с отрядами игрока {seat}",
  "Great Diplomat: moving into your diplomatic partner's units costs {n} culture tokens": "Великий дипломат: вход на клетку с отрядами дипломатического партнёра стоит жетонов культуры: {n}",

  // ---- mood -----------------------------------------------------------------------------------------
  "Choose at least one city": "Выберите хотя бы один город",
  "You can make only your own cities happier": "Улучшать настроение можно только своим городам",
  "List each city once": "Укажите каждый город один раз",
  "Raise each listed city at least one level": "Улучшите настроение каждого указанного города хотя бы на одну ступень",
  "A city cannot be happier than Happy": "Город не может быть счастливее счастливого",
  "You need Voting": "Нужно достижение «Голосование»",
  "You need Circus and Sports": "Нужно достижение «Цирк и спорт»",

  // ---- cultural influence ---------------------------------------------------------------------------
  "You can influence culture only on your turn": "Оказывать культурное влияние можно только в свой ход",
  "You have already influenced culture successfully this turn (L1019)": "В этом ходу вы уже успешно оказали культурное влияние",
  "You need Arts to influence culture as a free action": "Чтобы оказать культурное влияние свободным действием, нужна «Живопись»",
  "You have already used Arts this turn": "Вы уже использовали «Живопись» в этом ходу",
  "The source must be one of your cities": "Источником влияния должен быть ваш город",
  "There is no city to influence there": "Там нет города для влияния",
  "Only buildings can be influenced (L1018); a barbarian city centre needs Cultural Takeover": "Влиянию поддаются только здания; для центра города варваров нужно «Культурное превосходство»",
  "A city with an enemy building may influence only itself (L1021)": "Город с чужим зданием может оказывать влияние только на себя",
  "A city with an enemy building may influence only itself, without culture tokens": "Город с чужим зданием может оказывать влияние только на себя и без жетонов культуры",
  "That city is out of range": "Этот город вне досягаемости",
  "There is no influence roll to boost now": "Сейчас нет броска влияния, который можно усилить",
  "There is no unit to gain now": "Сейчас нет отряда для получения",
  "You have no {unit} left in your supply": "В вашем запасе не осталось фигурок {unit}",
  "Separation of Power: you cannot boost influence on that player's Happy cities": "Разделение властей: нельзя усиливать влияние на счастливые города этого игрока",
  "Totalitarianism: you cannot boost influence on that player's cities with army units": "Тоталитаризм: нельзя усиливать влияние на города этого игрока с военными отрядами",
  "Devotion: you cannot boost influence on that player's cities with a Temple": "Набожность: нельзя усиливать влияние на города этого игрока с храмом",
  "That city has no such building (only buildings can be influenced, L1018)": "В этом городе нет такого здания (влиянию поддаются только здания)",
  "That building is already yours": "Это здание уже ваше",
  "Monuments: you cannot influence that player's cities with a wonder": "Памятники: нельзя оказывать влияние на города этого игрока с чудом света",
  "All your {building} figures are on the board": "Все ваши фигурки здания {building} уже на поле",
  "{building} cannot be influenced": "На здание {building} нельзя оказать влияние",
  "Cultural Takeover targets only a barbarian city": "«Культурное превосходство» направлено только на город варваров",
  "Cultural Takeover targets only a barbarian city of size {n}": "«Культурное превосходство» направлено только на город варваров размера {n}",
  "You already have {n} cities": "У вас уже {n} городов",
  "Dictator: Sulla's city cannot be influenced": "Диктатор: на город Суллы нельзя оказать влияние",

  // ---- economy advances -----------------------------------------------------------------------------
  "You need Taxes": "Нужно достижение «Налогообложение»",
  "Taxes can be collected only once per turn": "Налоги можно собрать только раз за ход",
  "Taxes give only {resources}": "Налоги дают только: {resources}",
  "Taxes give exactly as many resources as you have cities ({n})": "Налоги дают ровно столько ресурсов, сколько у вас городов ({n})",
  "Taxes were already collected this turn": "Налоги в этом ходу уже собраны",
  "You need Civil Liberties": "Нужно достижение «Гражданские свободы»",
  "You need Forced Labor": "Нужно достижение «Принудительный труд»",
  "Forced Labor is already in force this turn": "«Принудительный труд» в этом ходу уже действует",
  "There is no Free Education offer now": "Сейчас нет предложения «Бесплатного образования»",
  "You do not have that action card": "У вас нет этой карты действия",
  "There is no Trade Routes income to take now": "Сейчас нет дохода от «Торговых путей»",
  "Your income is only {n}": "Ваш доход всего {n}",
  "There are no trade routes to choose now": "Сейчас не нужно выбирать торговые пути",
  "That is not one of the ways to use your trade routes": "Так использовать торговые пути нельзя",

  // ---- trade ----------------------------------------------------------------------------------------
  "You may trade only on your own turn": "Торговать можно только в свой ход",
  "Choose another player to trade with": "Выберите другого игрока для торговли",
  "A trade must exchange something": "Сделка должна что-то обменивать",
  "Amounts must be whole numbers of at least 0": "Количества должны быть целыми числами не меньше 0",
  "A card can be given only once": "Карту можно отдать только один раз",
  "You do not have {n} {resource}": "Не хватает: {resource} (нужно {n})",
  "Seat {seat} does not have {n} {resource}": "У игрока {seat} не хватает: {resource} (нужно {n})",
  "You do not hold that {kind} card": "У вас нет этой карты {kind}",
  "Seat {seat} does not hold that {kind} card": "У игрока {seat} нет этой карты {kind}",
  "Seat {seat} does not hold {n} {kind} card(s)": "У игрока {seat} нет столько карт {kind} ({n})",
  "There is no trade offer to answer": "Нет торгового предложения, на которое нужно ответить",
  "Give exactly {n} {kind} card(s)": "Нужно отдать карт {kind}: ровно {n}",

  // ---- action cards ---------------------------------------------------------------------------------
  "You can play action cards only between your actions": "Карты действий разыгрываются только между вашими действиями",
  "Action cards are played on your own turn": "Карты действий разыгрываются в свой ход",
  "{card} is not available": "{card} сейчас недоступна",
  "{card} is played as an action (play-card-action)": "{card} разыгрывается как действие",
  "{card} is a free action (play-card)": "{card} разыгрывается как свободное действие",
  "{card} is played only when the game offers it": "{card} разыгрывается, только когда игра это предлагает",
  "{card} needs a land battle you won this turn": "Для карты {card} нужна победа в сухопутном сражении в этом ходу",
  "Each land battle you won serves only one {card} card": "Каждая выигранная сухопутная битва годится только для одной карты {card}",
  "There is no card effect waiting for a choice": "Нет эффекта карты, ожидающего выбора",
  "That effect is already waiting for your next action": "Этот эффект уже ждёт вашего следующего действия",
  "Production Focus and Mass Production cannot be combined": "«Концентрацию» и «Массовый сбор» нельзя совмещать",
  "That effect is already waiting for your next Influence": "Этот эффект уже ждёт вашего следующего культурного влияния",
  "No barbarian army within 2 spaces of your army units can move": "Ни одна армия варваров в пределах 2 клеток от ваших военных отрядов не может переместиться",
  "All your cities are already Happy": "Все ваши города уже счастливые",
  "You have no city with an Academy": "У вас нет города с академией",
  "Every other player is already targeted": "Все остальные игроки уже выбраны целью",
  "Negotiations may be played only at the start of your turn": "«Переговоры» разыгрываются только в начале вашего хода",
  "None of your cities can collect now": "Ни один ваш город сейчас не может собирать ресурсы",
  "No size-1 barbarian city can be the target of your Influence now": "Сейчас ни один город варваров размера 1 не может стать целью вашего влияния",
  "You have no infantry left or no city with room for it": "У вас не осталось пехоты или нет города, где для неё есть место",
  "No unexplored region lies next to a region with one of your cities": "Рядом с регионами ваших городов нет неразведанных регионов",
  "You cannot construct a building now": "Сейчас вы не можете построить здание",
  "No other player holds any card": "Ни у кого из других игроков нет карт",
  "You hold no objective card": "У вас нет карт целей",
  "You cannot pay for any army": "Вам нечем заплатить ни за одну армию",
  "No advance is available to you": "Вам не доступно ни одно достижение",
  "No player within 2 spaces owns an advance you could take": "Ни у одного игрока в пределах 2 клеток нет достижения, которое вы могли бы взять",
  "You cannot afford any advance": "Вам не по карману ни одно достижение",
  "No category has two advances you can afford together": "Ни в одной категории нет двух достижений, которые вы можете оплатить вместе",
  "After that payment you could not afford a second advance of the category": "После такой оплаты вам будет нечем оплатить второе достижение категории",
  "Teach Us is played only right after you capture a city": "«Научите нас!» разыгрывается только сразу после захвата города",

  // ---- objectives -----------------------------------------------------------------------------------
  "There is no objective to complete now": "Сейчас нечего выполнять",
  "You do not hold that objective card": "У вас нет этой карты цели",
  "You do not have that objective card": "У вас нет этой карты цели",
  "Objectives with the same name cannot be completed by the same fulfilment": "Одноимённые цели нельзя выполнить одним и тем же выполнением условия",
  "The conditions of that objective are not met now": "Условия этой цели сейчас не выполнены",
  "{objective} needs at least {n} {resource}": "Для цели {objective} не хватает: {resource} (нужно не меньше {n})",

  // ---- wonders --------------------------------------------------------------------------------------
  "You can build a wonder only in one of your cities": "Чудо света можно строить только в своём городе",
  "A wonder can be built only in a Happy city (L1551)": "Чудо света можно строить только в счастливом городе",
  "The city may not grow beyond your number of cities (max size 5)": "Город не может быть больше числа ваших городов (максимум 5)",
  "After Pestilence only players with Sanitation may build wonders": "После «Чумы» строить чудеса света могут только игроки с «Гигиеной»",
  "After Pestilence only players with Sanitation may construct": "После «Чумы» строить могут только игроки с «Гигиеной»",
  "{wonder} needs {n} culture tokens": "Для чуда {wonder} нужно жетонов культуры: {n}",
  "That wonder card is neither in your hand nor face up on the table": "Этой карты чуда нет ни у вас в руке, ни в открытую на столе",
  "You do not have that wonder card": "У вас нет этой карты чуда",
  "There is no Lighthouse ship to place now": "Сейчас нет корабля Великого маяка для выставления",
  "The ship must go on a sea space without enemy ships": "Корабль ставится на клетку моря без вражеских кораблей",
  "You have no ship left in your supply": "В вашем запасе не осталось кораблей",
  "You can use the Great Library only on your turn": "Великую библиотеку можно использовать только в свой ход",
  "You do not own the Great Library": "У вас нет Великой библиотеки",
  "You have already used the Great Library this turn": "Вы уже использовали Великую библиотеку в этом ходу",
  "The Great Library lends only advances of the player board (no civilization advances)": "Великая библиотека даёт только достижения с планшета игрока (не достижения цивилизаций)",
  "The Great Library cannot lend a government advance": "Великая библиотека не даёт достижения формы правления",
  "You can use the Great Statue only on your turn": "Великую статую можно использовать только в свой ход",
  "You do not own the Great Statue": "У вас нет Великой статуи",
  "You have already used the Great Statue this turn": "Вы уже использовали Великую статую в этом ходу",
  "There is nothing to draw now": "Сейчас брать нечего",

  // ---- events, great persons ------------------------------------------------------------------------
  "There is no wonder called {wonder}": "Нет чуда света {wonder}",
  "{card} is not a face-up wonder card": "{card} — не открытая карта чуда",
  "You cannot pay for the Trojan Horse": "Вам нечем заплатить за «Троянского коня»",
  "You can play the Great Architect only on your turn": "Великого архитектора можно разыграть только в свой ход",
  "You do not hold the Great Architect": "У вас нет Великого архитектора",
  "Play the Great Architect by building a wonder with it": "Великий архитектор разыгрывается строительством чуда света",
  "With the Great Architect {wonder} needs {n} culture tokens": "С Великим архитектором для чуда {wonder} нужно жетонов культуры: {n}",
  "The Great Athlete needs mood or culture tokens to convert": "Великому атлету нужны жетоны настроения или культуры для обмена",
  "You do not have that many tokens": "У вас нет столько жетонов",
  "There is no objective card to look at": "Нет карт целей, которые можно посмотреть",
  "There is no objective card to assign now": "Сейчас нет карты цели для передачи",
  "That is not one of the cards you looked at": "Это не одна из просмотренных вами карт",
  "You can play a great person only on your turn": "Великого человека можно разыграть только в свой ход",
  "You do not hold that great person": "У вас нет этого великого человека",
  "Choose your free advance ({advances})": "Выберите бесплатное достижение ({advances})",
  "Choose one of your cities": "Выберите один из своих городов",
  "Choose an unexplored region next to a region with one of your cities": "Выберите неразведанный регион рядом с регионом одного из ваших городов",
  "The exploration rules do not allow that orientation (L1160-1167)": "Правила разведки не допускают такого положения региона",
  "The new city must be in the revealed region": "Новый город должен быть в открытом регионе",
  "{person} cannot build a {building}": "{person} не может построить здание {building}",
  "{person} cannot give you {advance}": "{person} не может дать вам достижение {advance}",
  "{person} does not explore": "{person} не проводит разведку",
  "{person} does not make a city Happy": "{person} не делает город счастливым",

  // ---- civilizations, leaders, status phase -----------------------------------------------------------
  "You cannot choose a civilization now": "Сейчас нельзя выбрать цивилизацию",
  "{civilization} is not a playable civilization": "{civilization} — не играбельная цивилизация",
  "Another player has already chosen that civilization": "Эту цивилизацию уже выбрал другой игрок",
  "You can use the Aqueduct only on your turn": "«Акведук» можно использовать только в свой ход",
  "You need the Aqueduct": "Нужно достижение «Акведук»",
  "That city cannot take the activation": "Этот город не может принять активацию",
  "You can use the Imperial Army only on your turn": "«Имперскую армию» можно использовать только в свой ход",
  "You need the Imperial Army": "Нужно достижение «Имперская армия»",
  "You have already used the Imperial Army this turn": "Вы уже использовали «Имперскую армию» в этом ходу",
  "Choose at least one unit to convert": "Выберите хотя бы один отряд для превращения",
  "Each unit converts once": "Каждый отряд превращается один раз",
  "Only your settlers can become infantry": "Пехотой могут стать только ваши поселенцы",
  "Only your infantry can become settlers": "Поселенцами может стать только ваша пехота",
  "You do not have enough infantry figures in your supply": "В вашем запасе недостаточно фигурок пехоты",
  "You do not have enough settler figures in your supply": "В вашем запасе недостаточно фигурок поселенцев",
  "You do not have enough ship figures in your supply": "В вашем запасе недостаточно фигурок кораблей",
  "You do not have enough {unit} figures in your supply": "В вашем запасе недостаточно фигурок {unit}",
  "You need Ship Construction": "Нужно достижение «Кораблестроение»",
  "This Move action has no move left": "В этом действии перемещения ходов больше нет",
  "Choose the units to transform, each once": "Выберите отряды для превращения, каждый по одному разу",
  "Transforming units move to an adjacent space": "Превращающиеся отряды перемещаются на соседнюю клетку",
  "Exploring units cannot transform": "Отряды, проводящие разведку, не могут превращаться",
  "Transforming units cannot move onto enemy units or cities": "Превращающиеся отряды не могут входить на клетки с вражескими отрядами или городами",
  "Ships become land units only by moving onto an adjacent land space": "Корабли становятся сухопутными отрядами, только переместившись на соседнюю клетку суши",
  "Choose whether the ships become settlers or infantry": "Выберите, станут ли корабли поселенцами или пехотой",
  "Ships become infantry only with Tactics": "Корабли становятся пехотой только с «Тактикой»",
  "Only land units can board ships": "Грузиться на корабли могут только сухопутные отряды",
  "Only settlers and infantry on land can become ships": "Кораблями могут стать только поселенцы и пехота на суше",
  "You need Tactics to move infantry": "Чтобы перемещать пехоту, нужна «Тактика»",
  "Settlers and infantry become ships by moving onto an adjacent sea space": "Поселенцы и пехота становятся кораблями, переместившись на соседнюю клетку моря",
  "On the sea, settlers and infantry become ships": "В море поселенцы и пехота становятся кораблями",
  "Only units of the group can board": "Грузиться могут только отряды формирования",
  "At least one unit must become a ship": "Хотя бы один отряд должен стать кораблём",
  "The ships there cannot carry every boarding unit": "Корабли там не могут перевезти все грузящиеся отряды",
  "The battle is over": "Сражение окончено",
  "Leader abilities are used between your actions": "Способности лидера используются между вашими действиями",
  "Leader abilities are used on your own turn": "Способности лидера используются в свой ход",
  "Your leader on the map does not have that ability": "У вашего лидера на поле нет такой способности",
  "You cannot pay for that ability": "Вам нечем заплатить за эту способность",
  "Your leader must be in one of your cities": "Ваш лидер должен быть в одном из ваших городов",
  "Danegeld needs Taxes": "Для «Датских денег» нужно «Налогообложение»",
  "The leader's city must be Happy": "Город лидера должен быть счастливым",
  "Erik the Red must be on a ship at sea": "Эрик Рыжий должен быть на корабле в море",
  "You already have an explorer token in this region": "В этом регионе у вас уже есть жетон исследователя",
  "Choose an action card from your hand": "Выберите карту действия из руки",
  "Idol plays a card that normally costs an action": "«Кумир» разыгрывает карту, которая обычно стоит действие",
  "The units land on an explored land space next to Erik's ship, within the stack limit": "Отряды высаживаются на разведанную клетку суши рядом с кораблём Эрика в пределах военного присутствия",
  "That card is not in your hand": "Этой карты нет у вас в руке",
  "You cannot raze a city now": "Сейчас нельзя разрушить город",
  "You may raze only one of your own size-1 cities": "Разрушить можно только свой город размера 1",
  "You cannot choose the first player now": "Сейчас нельзя выбрать первого игрока",
  "There is no such seat": "Такого игрока нет",
  "There is no starting settler to place now": "Сейчас нет начального поселенца для выставления",
  "The starting settler must stand on a land space next to your city": "Начальный поселенец ставится на клетку суши рядом с вашим городом",
  "There is no free unit to place now": "Сейчас нет бесплатного отряда для выставления",
  "Your free {unit} must go into one of your cities with room for it": "Бесплатный отряд ({unit}) ставится в ваш город, где для него есть место",

  // ---- battles --------------------------------------------------------------------------------------
  "Only ships can start a sea battle": "Морское сражение могут начать только корабли",
  "Only army units can attack; settlers cannot fight": "Атаковать могут только военные отряды; поселенцы не сражаются",
  "You cannot play {tactics} in this battle": "В этом сражении нельзя разыграть {tactics}",
  "Choose each unit only once": "Выбирайте каждый отряд только один раз",
  "Choose exactly {n} unit(s)": "Выберите ровно {n} отр.",
  "You can only choose among your units in this battle": "Выбирать можно только из своих отрядов в этом сражении",
  "Withdraw to an adjacent land space without enemies and with room for your army": "Отступите на соседнюю клетку суши без врагов, где хватает места для вашей армии",
};

export const rejectionsRu = new MessageCatalog(RU_REJECTIONS, ruValue);
