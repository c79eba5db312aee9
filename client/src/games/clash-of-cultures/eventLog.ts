/**
 * Log lines of Clash of Cultures engine events, in English and Russian. The templates are engine-text
 * entries (`coc.log.<Event>[.<variant>]`, registered through the renderer's `engineText`) rendered by
 * the Translator; names of advances, buildings, cards... come from the game data (`name.en/ru`).
 */
import type { GameEvent, Seat } from "../../../../engine/core/types.ts";
import {
  ACTION_CARDS, ADVANCE_CATEGORIES, ADVANCES, BUILDINGS, CIV_ADVANCES, CIVILIZATIONS, EVENT_CARDS, LEADERS, EVENT_SYMBOLS, GREAT_PERSONS, OBJECTIVE_CARDS, OBJECTIVES,
  TACTICS_HALVES, TERRAINS, UNIT_TYPES, WONDERS,
} from "../../../../engine/games/clash-of-cultures/data/index.ts";
import type { Translator } from "../../i18n/index.ts";
import { hexLabel } from "./board/geometry.ts";
import { explainRoll, partsText } from "./combat-roll.ts";

type Pair = readonly [en: string, ru: string];

/** Every engine event type (and a few variants) with its EN/RU template. */
export const LOG_TEMPLATES: Record<string, Pair> = {
  ActionGained: ["{seat} gains an extra action", "{seat} получает дополнительное действие"],
  ActionLost: ["{seat} loses an action", "{seat} теряет действие"],
  ActionLostNextTurn: ["{seat} will lose an action next turn", "{seat} потеряет действие в следующем ходу"],
  AdvanceBorrowed: ["{seat} borrows {advance} for this turn", "{seat} заимствует на этот ход достижение «{advance}»"],
  AdvanceEffectUsed: ["{seat} uses {advance}", "{seat} использует достижение «{advance}»"],
  AdvanceGained: ["{seat} gains the advance {advance}", "{seat} получает достижение «{advance}»"],
  AdvanceReturned: ["{seat} returns the borrowed advance {advance}", "{seat} возвращает заимствованное достижение «{advance}»"],
  AgeStarted: ["Age {age} begins", "Начинается эпоха {age}"],
  BarbarianMoved: ["Barbarians march from {from} to {to}", "Варвары идут из {from} в {to}"],
  BarbariansReinforced: ["Barbarians are reinforced at {hexes}", "Варвары получают подкрепление: {hexes}"],
  BarbariansSpawnFailed: ["No barbarians could appear", "Варвары не смогли появиться"],
  BarbariansSpawned: ["Barbarians settle at {hex}", "Варвары основывают поселение в {hex}"],
  BattleEnded: ["{winner} wins the battle at {hex}", "{winner}: победа в битве в {hex}"],
  "BattleEnded.none": ["The battle at {hex} ends without a winner", "Битва в {hex} закончилась без победителя"],
  BattleRetreat: ["{owner} retreats from {hex} to {to}", "{owner}: отступление из {hex} в {to}"],
  BattleStarted: ["Battle at {hex}: {attacker} attacks {defender}", "Битва в {hex}: {attacker} против {defender}"],
  "BattleStarted.sea": ["Sea battle at {hex}: {attacker} attacks {defender}", "Морской бой в {hex}: {attacker} против {defender}"],
  BuildingBuilt: ["{seat} builds a {building} in {hex}", "{seat} строит «{building}» в {hex}"],
  CardDiscarded: ["{seat} discards {card}", "{seat} сбрасывает карту «{card}»"],
  CardDrawn: ["{seat} draws {deck}", "{seat} берёт {deck}"],
  "CardDrawn.known": ["{seat} draws {card}", "{seat} берёт карту «{card}»"],
  CardEffectPending: ["{seat} prepares a card effect", "{seat} готовит эффект карты"],
  CardPlayed: ["{seat} plays {card}", "{seat} разыгрывает карту «{card}»"],
  CardsRevealed: ["{seat} looks at the hand of {target}", "{seat} смотрит карты игрока {target}"],
  CardsSwapped: ["{seat} swaps cards with {target}", "{seat} меняется картами с игроком {target}"],
  "CardsSwapped.known": ["{seat} swaps cards with {target}: gives {gave}, takes {took}", "{seat} меняется картами с игроком {target}: отдаёт «{gave}», забирает «{took}»"],
  CasualtiesTaken: ["{owner} loses {units} at {hex}", "{owner} теряет в {hex}: {units}"],
  CityActivated: ["{seat} activates the city at {hex}", "{seat} активирует город в {hex}"],
  CityCaptured: ["{to} captures the city at {hex} from {from}", "{to} захватывает город в {hex} (прежний владелец — {from})"],
  CityDestroyed: ["The city at {hex} is destroyed", "Город в {hex} разрушен"],
  CityFounded: ["{seat} founds a city at {hex}", "{seat} основывает город в {hex}"],
  CityMoodChanged: ["The city at {hex} becomes {mood}", "Город в {hex} теперь {mood}"],
  CityPieceDestroyed: ["{piece} in {hex} is destroyed", "В {hex} разрушено: {piece}"],
  CityTakenOver: ["{seat} takes over the barbarian city at {hex}", "{seat} присоединяет город варваров в {hex}"],
  CityRazed: ["{seat} razes the city at {hex}", "{seat} сносит город в {hex}"],
  ColosseumUsed: ["{owner} uses the {wonder}: combat value {value}", "{owner} использует «{wonder}»: сила {value}"],
  CombatHits: ["Hits at {hex}: {attacker} {ahits} (value {avalue}), {defender} {dhits} (value {dvalue})", "Попадания в {hex}: {attacker} — {ahits} (сила {avalue}), {defender} — {dhits} (сила {dvalue})"],
  CombatRoll: ["{owner} rolls {dice}{mods}: combat value {value}", "{owner} бросает {dice}{mods}: сила {value}"],
  CombatRoundStarted: ["Battle at {hex}: round {round}", "Битва в {hex}: раунд {round}"],
  CultureInfluenced: ["{seat} influences the {building} in {target}", "{seat} оказывает влияние на «{building}» в {target}"],
  DeckReshuffled: ["The {deck} deck is reshuffled", "Колода перемешана: {deck}"],
  DiceRolled: ["{seat} rolls {dice}", "{seat} бросает кубик: {dice}"],
  DogmaAdvance: ["{seat} gains {advance} through Dogma", "{seat} получает «{advance}» благодаря догме"],
  EventCardDiscarded: ["The event {card} is discarded", "Событие «{card}» сброшено"],
  EventCardRevealed: ["{seat} reveals the event {card}", "{seat} открывает событие «{card}»"],
  EventDeckEmpty: ["The event deck is empty", "Колода событий пуста"],
  EventEffectSkipped: ["The event {card} has no effect", "Событие «{card}» не действует"],
  EventIgnored: ["{seat} ignores {card} thanks to {advance}", "{seat} не затронут событием «{card}» благодаря «{advance}»"],
  EventResolved: ["The event {card} is resolved", "Событие «{card}» разыграно"],
  EventVpGained: ["{seat} gains {vp} VP from an event", "{seat} получает {vp} ПО от события"],
  ExhaustedLandSkipped: ["{seat}: no land can be exhausted", "{seat}: нет земли для истощения"],
  ExtraAction: ["{seat} gains an extra action", "{seat} получает дополнительное действие"],
  FirstPlayerChosen: ["{seat} will go first", "{seat} будет ходить первым"],
  ForcedLabor: ["{seat} uses {advance}", "{seat} использует «{advance}»"],
  FreeAdvance: ["{seat} gains {advance} for free", "{seat} бесплатно получает «{advance}»"],
  Gained: ["{seat} gains {amounts}", "{seat} получает: {amounts}"],
  "Gained.lost": ["{seat} gains {amounts}; {lost} over the limit is lost", "{seat} получает: {amounts}; сверх предела теряется: {lost}"],
  GameEnded: ["The game is over. Scores: {scores}", "Игра окончена. Очки: {scores}"],
  GovernmentChanged: ["{seat} changes government to {to}", "{seat} меняет форму правления: {to}"],
  GreatPersonNotTaken: ["Nobody takes {card}", "Никто не берёт «{card}»"],
  GreatPersonPlayed: ["{seat} plays {card}", "{seat} разыгрывает «{card}»"],
  GreatPersonTaken: ["{seat} takes {card}", "{seat} берёт «{card}»"],
  HappinessIncreased: ["{seat} makes cities happier: {cities}", "{seat} повышает настроение городов: {cities}"],
  InfluenceAttempted: ["{seat} tries to influence the {building} in {target}", "{seat} пытается повлиять на «{building}» в {target}"],
  InfluenceBoosted: ["{seat} adds {tokens} culture to the roll ({roll})", "{seat} добавляет к броску культуру: {tokens} ({roll})"],
  InfluenceFailed: ["{seat} fails to influence the {building} in {target}", "{seat}: влияние на «{building}» в {target} не удалось"],
  LandExhausted: ["The land at {hex} is exhausted", "Земля в {hex} истощена"],
  LastingEffect: ["Lasting effect: {effect}", "Длительный эффект: {effect}"],
  LighthouseShip: ["{seat} places a ship at {hex} ({wonder})", "{seat} ставит корабль в {hex} («{wonder}»)"],
  Lost: ["{seat} loses {amounts}", "{seat} теряет: {amounts}"],
  MausoleumTook: ["{seat} takes {card} ({wonder})", "{seat} забирает «{card}» («{wonder}»)"],
  MoodLossPrevented: ["{advance} keeps the city at {hex} from losing mood", "«{advance}» сохраняет настроение города в {hex}"],
  MoveActionEnded: ["{seat} ends the move", "{seat} завершает перемещение"],
  MoveActionStarted: ["{seat} starts a move", "{seat} начинает перемещение"],
  Negotiations: ["{seat} makes a truce with {with}", "{seat} заключает перемирие с игроком {with}"],
  ObjectiveCardsLooked: ["{seat} looks at {count} objective cards", "{seat} просматривает карты целей: {count}"],
  ObjectiveCompleted: ["{seat} completes the objective {objective}", "{seat} выполняет цель «{objective}»"],
  Paid: ["{seat} pays {amounts}", "{seat} платит: {amounts}"],
  PlayerAssassinated: ["{seat} has {target} assassinated", "{seat} устраивает покушение на игрока {target}"],
  RegionExplored: ["{seat} explores a region: {terrains}", "{seat} исследует регион: {terrains}"],
  ResourcesCollected: ["{seat} collects {amounts} around {city}", "{seat} собирает у города {city}: {amounts}"],
  RoundStarted: ["Age {age}, round {round}", "Эпоха {age}, раунд {round}"],
  SiegeFoodPaid: ["{owner} pays food against the siege", "{owner} платит еду против осады"],
  SiegeFoodRefused: ["{owner} does not pay food against the siege", "{owner} не платит еду против осады"],
  SiegecraftUsed: ["{owner} uses {advance}", "{owner} использует «{advance}»"],
  StatusPhaseEnded: ["The status phase of age {age} ends", "Фаза статуса эпохи {age} завершена"],
  StatusPhaseStarted: ["Status phase of age {age}", "Фаза статуса эпохи {age}"],
  SteelWeaponsDeclined: ["{owner} does not use {advance}", "{owner} не использует «{advance}»"],
  SteelWeaponsUsed: ["{owner} uses {advance} (+{bonus})", "{owner} использует «{advance}» (+{bonus})"],
  TacticsCardCancelled: ["The tactics card {card} of {owner} is cancelled", "Тактическая карта «{card}» ({owner}) отменена"],
  TacticsCardPassed: ["{seat} plays no tactics card", "{seat} не играет тактическую карту"],
  TacticsCardPlayed: ["{seat} plays a tactics card face down", "{seat} выкладывает тактическую карту рубашкой вверх"],
  "TacticsCardPlayed.known": ["{seat} plays the tactics card {card} face down", "{seat} выкладывает рубашкой вверх тактическую карту «{card}»"],
  TacticsCardsRevealed: ["Tactics revealed: {list}", "Тактика раскрыта: {list}"],
  TacticsEffect: ["{owner}: {tactics} takes effect", "{owner}: срабатывает «{tactics}»"],
  TradeDeclined: ["{to} declines the trade offered by {from}", "{to} отклоняет сделку игрока {from}"],
  TradeExecuted: ["{from} and {to} trade: {give} for {get}", "{from} и {to} обмениваются: {give} на {get}"],
  TradeProposed: ["{from} offers {to} {give} for {get}", "{from} предлагает игроку {to}: {give} за {get}"],
  TradeRoutes: ["{seat} earns from {count} trade routes", "{seat} получает доход с торговых путей: {count}"],
  TurnEnded: ["{seat} ends the turn", "{seat} завершает ход"],
  TurnStarted: ["{seat}'s turn (age {age}, round {round})", "Ход игрока {seat} (эпоха {age}, раунд {round})"],
  UnitMoved: ["{seat} moves {units} from {from} to {to}", "{seat} перемещает {units}: {from} → {to}"],
  UnitPlaced: ["{owner}: {unit} placed at {hex}", "{owner}: фигура «{unit}» выставлена в {hex}"],
  UnitRelocated: ["{owner}: {unit} moves from {from} to {to}", "{owner}: «{unit}» перемещается из {from} в {to}"],
  UnitRemoved: ["{owner}: {unit} leaves the board at {hex}", "{owner}: фигура «{unit}» снята с поля в {hex}"],
  UnitsRecruited: ["{seat} recruits {units} in {hex}", "{seat} нанимает в {hex}: {units}"],
  UnitsWithdrawn: ["{units} withdraw from {from} to {to}", "Отходят из {from} в {to}: {units}"],
  WonderBuilt: ["{seat} builds the {wonder} in {hex}", "{seat} строит чудо «{wonder}» в {hex}"],
  WonderCaptured: ["The {wonder} passes from {from} to {to}", "Чудо «{wonder}» переходит от {from} к {to}"],
  WonderCardDrawn: ["{seat} draws a wonder card", "{seat} берёт карту чуда"],
  "WonderCardDrawn.known": ["{seat} draws the wonder card {card}", "{seat} берёт карту чуда «{card}»"],
  WonderDestroyed: ["The {wonder} in {hex} is destroyed", "Чудо «{wonder}» в {hex} разрушено"],
  WonderSetAside: ["The {wonder} is set aside", "Чудо «{wonder}» убрано с поля"],
  // Civilizations expansion: civilizations, leaders, pirates, expansion events.
  AnarchyRepaid: ["{seat}: the anarchy penalty is settled with {advance}", "{seat}: штраф анархии погашен достижением «{advance}»"],
  BarbariansHeldBack: ["Barbarians at {hex} are held back ({seat})", "Варвары в {hex} сдержаны ({seat})"],
  BuildingReplaced: ["{to} replaces the {building} of {from} in {hex}", "{to} заменяет «{building}» игрока {from} в {hex}"],
  CityRaided: ["{seat} raids the city of {victim} at {city}", "{seat} совершает набег на город в {city} ({victim})"],
  CivilizationAdvanceGained: ["{seat} gains the civilization advance {advance}", "{seat} получает достижение цивилизации «{advance}»"],
  CivilizationAdvanceUsed: ["{seat} uses {advance}", "{seat} использует «{advance}»"],
  CivilizationChosen: ["{seat} leads {civilization}", "{seat} выбирает цивилизацию «{civilization}»"],
  DiplomaticRelations: ["{holder} and {partner} establish diplomatic relations", "{holder} и {partner} устанавливают дипломатические отношения"],
  DiplomaticRelationsEnded: ["Diplomatic relations between {holder} and {partner} end", "Дипломатические отношения между {holder} и {partner} прекращены"],
  EventNoEffect: ["The event {card} has no effect on {seat}", "Событие «{card}» не действует на игрока {seat}"],
  EventPassed: ["{seat} passes the event {card} to {to}", "{seat} передаёт событие «{card}» игроку {to}"],
  ForestFire: ["Forest fire at {hex}", "Лесной пожар в {hex}"],
  GovernmentLost: ["{seat} loses their government", "{seat} теряет форму правления"],
  GreatSeerAssigned: ["{seer} ({person}) sets a card aside for {seat}", "{seer} («{person}») откладывает карту для игрока {seat}"],
  GreatSeerLooked: ["{seat} looks at {count} cards ({person})", "{seat} смотрит карты: {count} («{person}»)"],
  HitCancelBought: ["{owner} cancels a hit at {hex}", "{owner} отменяет попадание в {hex}"],
  LeaderAbilityUsed: ["{seat}: {leader} uses {ability}", "{seat}: {leader} — «{ability}»"],
  LeaderCardsRemoved: ["{seat} loses leader cards: {leaders}", "{seat} теряет карты лидеров: {leaders}"],
  LeaderDied: ["{leader} ({seat}) dies at {hex}", "{leader} ({seat}) погибает в {hex}"],
  LeaderDiscarded: ["{seat} discards the leader {leader}", "{seat} сбрасывает лидера {leader}"],
  LeaderExecuted: ["{seat}'s leader {leader} is executed", "Лидер {leader} ({seat}) казнён"],
  LeaderKilled: ["{leader} ({seat}) is killed at {hex}", "{leader} ({seat}) убит в {hex}"],
  LeaderPlaced: ["{seat} places the leader {leader} at {hex}", "{seat} выставляет лидера {leader} в {hex}"],
  LeaderRecruited: ["{seat} recruits the leader {leader} in {hex}", "{seat} призывает лидера {leader} в {hex}"],
  MarketIncome: ["{seat} earns {gold} gold from the market ({from})", "{seat} получает золото с рынка: {gold} ({from})"],
  PirateRaid: ["Pirates raid {seat}", "Пираты совершают набег на игрока {seat}"],
  PirateRaidNoLoss: ["Pirates raid {seat}, who loses nothing", "Пираты совершают набег на игрока {seat} — без потерь"],
  PiratesDestroyed: ["{seat} destroys {count, plural, one {# pirate ship} other {# pirate ships}}", "{seat} уничтожает {count, plural, one {# пиратский корабль} few {# пиратских корабля} many {# пиратских кораблей} other {# пиратского корабля}}"],
  PiratesSpawnFailed: ["No pirates could appear", "Пираты не смогли появиться"],
  PiratesSpawned: ["Pirates appear at {hex}", "Пираты появляются в {hex}"],
  RaidPaid: ["{seat} pays for the raid: {amounts}", "{seat} платит за набег: {amounts}"],
  ReformationChosen: ["{seat}: the Reformation goes to {taker}", "{seat}: Реформация переходит к игроку {taker}"],
  RuneStoneRaised: ["{seat} raises a rune stone ({total})", "{seat} воздвигает рунный камень ({total})"],
  SolarEclipseBattle: ["A solar eclipse darkens the battle at {hex}", "Солнечное затмение над битвой в {hex}"],
  TokensConverted: ["{seat} converts {from} into {to}: {count}", "{seat} обменивает {from} на {to}: {count}"],
  TrojanHorseUsed: ["{seat} uses the Trojan Horse at {hex}", "{seat} использует троянского коня в {hex}"],
  UnitsConverted: ["{seat} converts units: {infantry} to infantry, {settlers} to settlers", "{seat} преобразует отряды: в пехоту — {infantry}, в поселенцев — {settlers}"],
  UnitsTransformed: ["{seat}: {units} become {become} ({from} → {to})", "{seat}: {units} становятся «{become}» ({from} → {to})"],
  WonderCardTaken: ["{seat} takes the wonder card {card}", "{seat} забирает карту чуда «{card}»"],
  WonderDeckEmpty: ["The wonder deck is empty", "Колода чудес пуста"],
  WonderRevealed: ["The wonder {card} is revealed", "Открыто чудо «{card}»"],
  // Game variants (engine variants.ts, events.ts, status-phase.ts)
  AdvanceMarkedFromSupply: ["{seat} marks {advance} with a cube from the personal supply (no event)", "{seat} отмечает достижение «{advance}» фишкой из личного запаса (без события)"],
  EventTextSkipped: ["{seat}: only the symbol of {card} applies", "{seat}: применяется только символ события «{card}»"],
  EventDeclared: ["{seat} will resolve the event card normally", "{seat} разыграет карту события полностью"],
  "EventDeclared.symbol": ["{seat} will apply only the event card's symbol", "{seat} применит только символ карты события"],
  GameEndRolled: ["{seat} rolls {value} for the game end (range {range}): the game goes on", "{seat} бросает кубик на конец игры: {value} (интервал {range}) — игра продолжается"],
  "GameEndRolled.ends": ["{seat} rolls {value} for the game end (range {range}): the game ends", "{seat} бросает кубик на конец игры: {value} (интервал {range}) — игра заканчивается"],
  GameEndTriggered: ["The game ends in age {age}, round {round}: only status step 1 remains", "Игра заканчивается в эпохе {age}, раунде {round}: остаётся только первый этап фазы состояния"],
  GameEndAnnounced: ["{seat} builds {wonder} in one of the last rounds: the game ends after this round", "{seat} строит чудо «{wonder}» в одном из последних раундов: игра закончится после этого раунда"],
  "StatusPhaseStarted.final": ["Final status phase of age {age} (step 1 only)", "Последняя фаза состояния эпохи {age} (только первый этап)"],
};

/** Words used inside log lines. */
const WORDS: Record<string, Pair> = {
  barbarian: ["Barbarians", "Варвары"],
  pirate: ["Pirates", "Пираты"],
  nobody: ["nobody", "никто"],
  food: ["food", "еда"], wood: ["wood", "дерево"], ore: ["ore", "руда"], ideas: ["ideas", "идеи"], gold: ["gold", "золото"],
  mood: ["mood", "настроение"], culture: ["culture", "культура"],
  "deck.action": ["an action card", "карту действия"], "deck.objective": ["an objective card", "карту цели"],
  "deck.event": ["an event card", "карту события"], "deck.wonder": ["a wonder card", "карту чуда"],
  "decks.action": ["action", "карты действий"], "decks.objective": ["objective", "карты целей"],
  "decks.event": ["event", "карты событий"], "decks.wonder": ["wonder", "карты чудес"],
  "mood.happy": ["Happy", "счастливым"], "mood.neutral": ["Neutral", "нейтральным"], "mood.angry": ["Angry", "несчастным"],
  hits: ["{n, plural, one {# hit} other {# hits}}", "{n, plural, one {# попадание} few {# попадания} many {# попаданий} other {# попадания}}"],
  units: ["{n, plural, one {# unit} other {# units}}", "{n, plural, one {# отряд} few {# отряда} many {# отрядов} other {# отряда}}"],
  nothing: ["nothing", "ничего"],
  cards: ["{n, plural, one {# card} other {# cards}}", "{n, plural, one {# карта} few {# карты} many {# карт} other {# карты}}"],
  "card.one": ["{n} card", "{n} карта"], "card.ones": ["{n} cards", "{n} карта"], "card.few": ["{n} cards", "{n} карты"], "card.many": ["{n} cards", "{n} карт"],
};

const pairs = (prefix: string, table: Record<string, Pair>) => ({
  en: Object.fromEntries(Object.entries(table).map(([k, v]) => [`${prefix}${k}`, v[0]])),
  ru: Object.fromEntries(Object.entries(table).map(([k, v]) => [`${prefix}${k}`, v[1]])),
});

/** Engine-text entries of the log (merged into the renderer's `engineText`). */
export const LOG_TEXT = (() => {
  const a = pairs("coc.log.", LOG_TEMPLATES), b = pairs("coc.word.", WORDS);
  return { en: { ...a.en, ...b.en }, ru: { ...a.ru, ...b.ru } };
})();

// --- names from the data -------------------------------------------------------------------------

type Names = { en: string; ru: string };
const byId = <T extends { id: string; name: Names }>(list: readonly T[]) => new Map<string, Names>(list.map((x) => [x.id, x.name]));
const ADVANCE = new Map<string, Names>([...byId(ADVANCES), ...byId(CIV_ADVANCES as readonly { id: string; name: Names }[])]);
const CATEGORY = byId(ADVANCE_CATEGORIES);
const BUILDING = byId(BUILDINGS);
const UNIT = byId(UNIT_TYPES);
const WONDER = byId(WONDERS);
const TERRAIN = byId(TERRAINS);
const TACTICS = byId(TACTICS_HALVES);
const PERSON = byId(GREAT_PERSONS);
const SYMBOL = byId(EVENT_SYMBOLS);
const EVENT = byId(EVENT_CARDS);
const ACTION = new Map<string, Names>(ACTION_CARDS.map((c) => [c.id, c.action.name]));
const CIVILIZATION = byId(CIVILIZATIONS);
const LEADER = byId(LEADERS);
const LEADER_ABILITY = new Map<string, Names>(LEADERS.flatMap((l) => (l.abilities as readonly { id: string; name: Names }[]).map((a) => [a.id, a.name] as [string, Names])));
const ACTION_TACTICS = new Map<string, Names>(ACTION_CARDS.map((c) => [c.id, c.tactics.name]));
const OBJECTIVE = byId(OBJECTIVES);
const OBJECTIVE_CARD = new Map<string, Names>(OBJECTIVE_CARDS.map((c) => [c.id, {
  en: c.objectives.map((o) => o.name.en).join(" / "), ru: c.objectives.map((o) => o.name.ru).join(" / "),
}]));

export interface LogContext {
  i18n: Translator;
  seatName(seat: Seat | null): string;
  /** The type of a unit id, when the renderer still knows it (events often carry only ids). */
  unitType?(id: number): string | undefined;
}

type Lang = "en" | "ru";

class Fmt {
  readonly lang: Lang;
  readonly ctx: LogContext;
  constructor(ctx: LogContext) { this.ctx = ctx; this.lang = ctx.i18n.lang === "ru" ? "ru" : "en"; }
  name(map: Map<string, Names>, id: unknown): string {
    const s = String(id ?? "");
    return map.get(s)?.[this.lang] ?? s;
  }
  word(key: string, params?: Record<string, string | number>): string {
    const w = WORDS[key];
    return this.ctx.i18n.text({ key: `coc.word.${key}`, en: w ? w[0] : key, ...(params ? { params } : {}) });
  }
  owner(o: unknown): string {
    if (o === "barbarian" || o === "pirate") return this.word(o);
    if (typeof o === "number") return this.ctx.seatName(o);
    return this.word("nobody");
  }
  hex(h: unknown): string { return typeof h === "string" ? hexLabel(h) : "?"; }
  amounts(a: unknown): string {
    if (!a || typeof a !== "object") return this.word("nothing");
    const parts = Object.entries(a as Record<string, number>).filter(([, n]) => typeof n === "number" && n !== 0).map(([k, n]) => `${this.word(k)} ×${n}`);
    return parts.length ? parts.join(", ") : this.word("nothing");
  }
  units(types: readonly unknown[]): string {
    const counts = new Map<string, number>();
    for (const t of types) counts.set(String(t), (counts.get(String(t)) ?? 0) + 1);
    return [...counts].map(([t, n]) => `${n}× ${this.name(UNIT, t)}`).join(", ");
  }
  unitIds(list: unknown): string {
    const ids = Array.isArray(list) ? list.filter((x): x is number => typeof x === "number") : [];
    const types = ids.map((id) => this.ctx.unitType?.(id));
    if (ids.length && types.every((t) => t)) return this.units(types);
    return this.word("units", { n: ids.length });
  }
  card(deck: unknown, id: unknown): string {
    const s = String(id ?? "");
    switch (deck) {
      case "action": return this.name(ACTION, s);
      case "objective": return this.name(OBJECTIVE_CARD, s);
      case "event": return this.name(EVENT, s);
      case "wonder": return this.name(WONDER, s);
    }
    for (const m of [ACTION, EVENT, OBJECTIVE_CARD, WONDER]) if (m.has(s)) return this.name(m, s);
    return s;
  }
}

/** Russian-style plural class of a count (1 / 21, 31… / 2–4 / other); English uses the singular only for 1. */
function pluralForm(n: number): "one" | "ones" | "few" | "many" {
  const m10 = n % 10, m100 = n % 100;
  if (m10 === 1 && m100 !== 11) return n === 1 ? "one" : "ones";
  return m10 >= 2 && m10 <= 4 && (m100 < 12 || m100 > 14) ? "few" : "many";
}

function numbers(list: unknown): string {
  return Array.isArray(list) ? list.map((d) => (d && typeof d === "object" && "value" in d ? String((d as { value: number }).value) : String(d))).join(", ") : String(list ?? "");
}

/** Params for an event's template, and the template variant to use. */
function paramsOf(e: GameEvent, by: Seat | null, f: Fmt): { variant?: string; params: Record<string, string | number> } {
  const seat = typeof e.seat === "number" ? e.seat : by;
  const p: Record<string, string | number> = { seat: f.ctx.seatName(seat) };
  const set = (k: string, v: string | number) => { p[k] = v; };
  if ("hex" in e) set("hex", f.hex(e.hex));
  if ("owner" in e) set("owner", f.owner(e.owner));
  if ("advance" in e) set("advance", f.name(ADVANCE, e.advance));
  if ("building" in e) set("building", f.name(BUILDING, e.building));
  if ("wonder" in e) set("wonder", f.name(WONDER, e.wonder));
  if ("amounts" in e) set("amounts", f.amounts(e.amounts));
  if ("age" in e) set("age", Number(e.age));
  if ("round" in e) set("round", Number(e.round));
  if ("target" in e && typeof e.target === "string") set("target", f.hex(e.target));
  if ("target" in e && typeof e.target === "number") set("target", f.ctx.seatName(e.target));
  switch (e.type) {
    case "BarbarianMoved": case "UnitsWithdrawn":
      set("from", f.hex(e.from)); set("to", f.hex(e.to)); set("units", f.unitIds(e.units));
      return { params: p };
    case "UnitMoved":
      set("from", f.hex(e.from)); set("to", f.hex(e.to)); set("units", f.unitIds(e.units));
      return { params: p };
    case "BattleRetreat": set("to", f.hex(e.to)); return { params: p };
    case "BarbariansReinforced": set("hexes", (Array.isArray(e.hexes) ? e.hexes : []).map((h) => f.hex(h)).join(", ")); return { params: p };
    case "BattleEnded":
      set("winner", f.owner(e.winner));
      return { variant: e.winner === null || e.winner === undefined ? "none" : undefined, params: p };
    case "BattleStarted":
      set("attacker", f.owner(e.attacker)); set("defender", f.owner(e.defender));
      return { variant: e.kind === "sea" ? "sea" : undefined, params: p };
    case "CardDiscarded": case "MausoleumTook":
      set("card", f.card(e.deck, e.card));
      if (e.type === "MausoleumTook") set("wonder", f.name(WONDER, "great-mausoleum"));
      return { params: p };
    case "CardDrawn":
      set("deck", f.word(`deck.${String(e.deck)}`));
      if (typeof e.card === "string") { set("card", f.card(e.deck, e.card)); return { variant: "known", params: p }; }
      return { params: p };
    case "WonderCardDrawn":
      if (typeof e.card === "string") { set("card", f.name(WONDER, e.card)); return { variant: "known", params: p }; }
      return { params: p };
    case "CardPlayed": set("card", f.card("action", e.card)); return { params: p };
    case "CasualtiesTaken": set("units", Array.isArray(e.unitTypes) ? f.units(e.unitTypes) : f.unitIds(e.units)); return { params: p };
    case "CityCaptured": set("from", f.owner(e.from)); set("to", f.owner(e.to)); return { params: p };
    case "CityMoodChanged": set("mood", f.word(`mood.${String(e.to)}`)); return { params: p };
    case "CityPieceDestroyed": set("piece", e.piece === "wonder" ? f.name(WONDER, e.wonder) : f.name(BUILDING, e.building)); return { params: p };
    case "ColosseumUsed": set("wonder", f.name(WONDER, "colosseum")); set("value", Number(e.value)); return { params: p };
    case "CombatHits": {
      const a = (e.attacker ?? {}) as { owner?: unknown; hits?: number; value?: number };
      const d = (e.defender ?? {}) as { owner?: unknown; hits?: number; value?: number };
      set("attacker", f.owner(a.owner)); set("defender", f.owner(d.owner));
      set("ahits", f.word("hits", { n: a.hits ?? 0 })); set("dhits", f.word("hits", { n: d.hits ?? 0 }));
      set("avalue", a.value ?? 0); set("dvalue", d.value ?? 0);
      return { params: p };
    }
    case "CombatRoll": {
      // The dice as rolled, then what changed their sum, by name.
      const roll = explainRoll(e, f.lang);
      set("dice", numbers(e.dice)); set("value", roll.value); set("mods", roll.parts.length ? ` (${partsText(roll.parts, ", ")})` : "");
      return { params: p };
    }
    case "CombatRoundStarted": return { params: p };
    case "CultureInfluenced": case "InfluenceAttempted": case "InfluenceFailed": return { params: p };
    case "DeckReshuffled": set("deck", f.word(`decks.${String(e.deck)}`)); return { params: p };
    case "DiceRolled": set("dice", numbers(e.dice)); return { params: p };
    case "EventCardDiscarded": case "EventCardRevealed": case "EventEffectSkipped": case "EventResolved": case "EventTextSkipped":
      set("card", f.name(EVENT, e.card)); return { params: p };
    case "EventDeclared": return { variant: e.mode === "symbol" ? "symbol" : undefined, params: p };
    case "GameEndRolled":
      set("value", Number(e.value ?? 0));
      set("range", Array.isArray(e.range) && e.range[0] !== e.range[1] ? `${e.range[0]}-${e.range[1]}` : String(Array.isArray(e.range) ? e.range[0] : ""));
      return { variant: e.ends ? "ends" : undefined, params: p };
    case "StatusPhaseStarted": return { variant: e.final ? "final" : undefined, params: p };
    case "EventIgnored": set("card", f.name(EVENT, e.card)); return { params: p };
    case "EventVpGained": set("vp", Number(e.vp ?? 0)); return { params: p };
    case "Gained":
      if (!e.lost) return { params: p };
      set("lost", f.amounts(e.lost)); return { variant: "lost", params: p };
    case "ForcedLabor": set("advance", f.name(ADVANCE, "forced-labor")); return { params: p };
    case "GameEnded": set("scores", Array.isArray(e.scores) ? e.scores.map((s, i) => `${f.ctx.seatName(i)} ${s}`).join(", ") : ""); return { params: p };
    case "GovernmentChanged": set("to", f.name(CATEGORY, e.to)); return { params: p };
    case "GreatPersonNotTaken": case "GreatPersonTaken": case "GreatPersonPlayed":
      set("card", typeof e.person === "string" ? f.name(PERSON, e.person) : f.name(EVENT, e.card)); return { params: p };
    case "HappinessIncreased":
      set("cities", (Array.isArray(e.cities) ? e.cities as { hex: string; mood: string }[] : []).map((c) => `${f.hex(c.hex)} (${f.word(`mood.${c.mood}`)})`).join(", "));
      return { params: p };
    case "InfluenceBoosted": set("tokens", Number(e.tokens ?? 0)); set("roll", Number(e.roll ?? 0)); return { params: p };
    case "LastingEffect": set("effect", f.name(EVENT, e.effect)); return { params: p };
    case "LighthouseShip": set("wonder", f.name(WONDER, "great-lighthouse")); return { params: p };
    case "MoodLossPrevented": set("advance", f.name(ADVANCE, e.by)); return { params: p };
    case "Negotiations": set("with", f.ctx.seatName(typeof e.with === "number" ? e.with : null)); return { params: p };
    case "ObjectiveCardsLooked": set("count", Array.isArray(e.cards) ? e.cards.length : Number(e.count ?? 0)); return { params: p };
    case "ObjectiveCompleted": set("objective", f.name(OBJECTIVE, e.objective)); return { params: p };
    case "RegionExplored":
      set("terrains", (Array.isArray(e.hexes) ? e.hexes as { terrain: string }[] : []).map((h) => f.name(TERRAIN, h.terrain)).join(", "));
      return { params: p };
    case "ResourcesCollected": {
      const totals: Record<string, number> = {};
      for (const t of Array.isArray(e.take) ? e.take as { kind: string }[] : []) totals[t.kind] = (totals[t.kind] ?? 0) + 1;
      set("amounts", f.amounts(totals)); set("city", f.hex(e.city));
      return { params: p };
    }
    case "SiegecraftUsed": set("advance", f.name(ADVANCE, "siegecraft")); return { params: p };
    case "SteelWeaponsUsed": case "SteelWeaponsDeclined":
      set("advance", f.name(ADVANCE, "steel-weapons")); set("bonus", Number(e.bonus ?? 0)); return { params: p };
    case "TacticsCardCancelled": set("card", f.name(ACTION_TACTICS, e.card)); return { params: p };
    case "TacticsCardPlayed":
      if (typeof e.card === "string") { set("card", f.name(ACTION_TACTICS, e.card)); return { variant: "known", params: p }; }
      return { params: p };
    case "TacticsCardsRevealed": {
      const sides = [e.attacker, e.defender].filter(Boolean) as { owner: unknown; tactics: string }[];
      set("list", sides.map((s) => `${f.owner(s.owner)}: ${f.name(TACTICS, s.tactics)}`).join("; "));
      return { params: p };
    }
    case "TacticsEffect": set("tactics", f.name(TACTICS, e.tactics)); return { params: p };
    case "TradeDeclined": set("from", f.owner(e.from)); set("to", f.owner(e.to)); return { params: p };
    case "TradeExecuted": case "TradeProposed": {
      set("from", f.owner(e.from)); set("to", f.owner(e.to));
      // Card ids reach only the two traders (the event's `visibleTo`): they read which cards changed hands,
      // everyone else how many.
      const side = (a: unknown, c: unknown, ids: unknown) => {
        const n = c && typeof c === "object" ? Object.values(c as Record<string, number>).reduce((x, y) => x + (Number(y) || 0), 0) : 0;
        const named = ids && typeof ids === "object"
          ? Object.entries(ids as Record<string, unknown>).flatMap(([deck, list]) => (Array.isArray(list) ? list.map((id) => f.card(deck, id)) : []))
          : [];
        const nothing = f.word("nothing");
        const res = f.amounts(a);
        const cards = named.length ? named.join(", ") : n ? f.word(`card.${pluralForm(n)}`, { n }) : "";
        const parts = [res === nothing ? "" : res, cards].filter(Boolean);
        return parts.length ? parts.join(", ") : nothing;
      };
      set("give", side(e.give, e.giveCards, e.giveCardIds)); set("get", side(e.get, e.getCards, e.getCardIds));
      return { params: p };
    }
    case "CardsSwapped":
      if (typeof e.gave !== "string" || typeof e.took !== "string") return { params: p };
      set("gave", f.card(e.kind, e.gave)); set("took", f.card(e.kind, e.took));
      return { variant: "known", params: p };
    case "TradeRoutes": set("count", Array.isArray(e.routes) ? e.routes.length : Number(e.routes ?? 0)); return { params: p };
    case "UnitPlaced": {
      const u = (e.unit ?? {}) as { owner?: unknown; type?: string; hex?: string };
      set("owner", f.owner(u.owner)); set("unit", f.name(UNIT, u.type)); set("hex", f.hex(u.hex));
      return { params: p };
    }
    case "UnitRelocated": set("unit", f.name(UNIT, e.unitType)); set("from", f.hex(e.from)); set("to", f.hex(e.to)); return { params: p };
    case "UnitRemoved": set("unit", f.name(UNIT, e.unitType)); return { params: p };
    case "UnitsRecruited": set("units", Array.isArray(e.unitTypes) ? f.units(e.unitTypes) : f.unitIds(e.units)); return { params: p };
    case "WonderCaptured": case "WonderSetAside": set("from", f.owner(e.from)); set("to", f.owner(e.to)); return { params: p };
    case "AnarchyRepaid": return { params: p };
    case "BarbariansHeldBack": return { params: p };
    case "BuildingReplaced": set("from", f.owner(e.from)); set("to", f.owner(e.to)); return { params: p };
    case "CityRaided": set("victim", f.owner(e.victim)); set("city", f.hex(e.city)); return { params: p };
    case "CivilizationAdvanceGained": case "CivilizationAdvanceUsed": return { params: p };
    case "CivilizationChosen": set("civilization", f.name(CIVILIZATION, e.civilization)); return { params: p };
    case "DiplomaticRelations": case "DiplomaticRelationsEnded": set("holder", f.owner(e.holder)); set("partner", f.owner(e.partner)); return { params: p };
    case "EventNoEffect": case "EventPassed": set("card", f.name(EVENT, e.card)); if ("to" in e) set("to", f.owner(e.to)); return { params: p };
    case "GreatSeerAssigned": set("seer", f.owner(e.seer)); set("person", f.name(PERSON, "great-seer")); return { params: p };
    case "GreatSeerLooked": set("count", Number(e.count ?? 0)); set("person", f.name(PERSON, "great-seer")); return { params: p };
    case "LeaderAbilityUsed": set("leader", f.name(LEADER, e.leader)); set("ability", f.name(LEADER_ABILITY, e.ability)); return { params: p };
    case "LeaderCardsRemoved": set("leaders", (Array.isArray(e.leaders) ? e.leaders : []).map((l) => f.name(LEADER, l)).join(", ")); return { params: p };
    case "LeaderDied": case "LeaderDiscarded": case "LeaderExecuted": case "LeaderKilled": case "LeaderPlaced": case "LeaderRecruited":
      set("leader", f.name(LEADER, e.leader)); return { params: p };
    case "MarketIncome": set("from", f.owner(e.from)); set("gold", Number(e.gold ?? 0)); return { params: p };
    case "PiratesDestroyed": set("count", Array.isArray(e.ships) ? e.ships.length : Number(e.ships ?? 0)); return { params: p };
    case "ReformationChosen": set("taker", f.owner(e.taker)); return { params: p };
    case "RuneStoneRaised": set("total", Number(e.total ?? 0)); return { params: p };
    case "TokensConverted": set("from", f.word(String(e.from))); set("to", f.word(String(e.to))); set("count", Number(e.count ?? 0)); return { params: p };
    case "UnitsConverted":
      set("infantry", f.unitIds(e.toInfantry)); set("settlers", f.unitIds(e.toSettlers)); return { params: p };
    case "UnitsTransformed":
      set("units", f.unitIds(e.units)); set("become", f.name(UNIT, e.become)); set("from", f.hex(e.from)); set("to", f.hex(e.to)); return { params: p };
    case "WonderCardTaken": case "WonderRevealed": set("card", f.name(WONDER, e.card)); return { params: p };
    default:
      return { params: p };
  }
}

/** The log line of an event, or null for an event type this game does not know. */
export function describeCocEvent(e: GameEvent, by: Seat | null, ctx: LogContext): string | null {
  const f = new Fmt(ctx);
  const { variant, params } = paramsOf(e, by, f);
  const key = variant && LOG_TEMPLATES[`${e.type}.${variant}`] ? `${e.type}.${variant}` : e.type;
  const tpl = LOG_TEMPLATES[key];
  if (!tpl) return null;
  return ctx.i18n.text({ key: `coc.log.${key}`, en: tpl[0], params });
}

/** Symbol (base effect) name of an event card, for the card face. */
export function eventSymbolName(lang: Lang, id: string | null | undefined): string {
  return id ? SYMBOL.get(id)?.[lang] ?? id : "";
}
export function eventCardName(lang: Lang, id: string): string { return EVENT.get(id)?.[lang] ?? id; }
export function actionCardName(lang: Lang, id: string): string { return ACTION.get(id)?.[lang] ?? id; }
export function anyCardName(lang: Lang, deck: string | undefined, id: string): string {
  const m = deck === "action" ? ACTION : deck === "objective" ? OBJECTIVE_CARD : deck === "event" ? EVENT : deck === "wonder" ? WONDER : null;
  return (m ?? [ACTION, EVENT, OBJECTIVE_CARD, WONDER].find((x) => x.has(id)))?.get(id)?.[lang] ?? id;
}
