/**
 * Leaders [Civilizations expansion] (L869-889): 3 per civilization (45 cards in the box). Recruited like a unit
 * for 1 culture + 1 mood token, one on the map at a time; each card usable once per game. Unless stated
 * otherwise an ability affects the leader's city or the land battle the leader fights in, every round (L879).
 *
 * Only the 12 leaders of the four civilizations the sources give completely are listed (content catalog §8;
 * Qin Shi Huang's "Great Wall" also printed in the rulebook, L1894-1900). Partially printed leaders
 * (Nebuchadnezzar II, Cleopatra) are in MISSING_CIVILIZATIONS (civilizations.ts).
 */
import type { LeaderDef, LeaderId } from "./types.ts";
import { fixedCost, seedName, trName } from "./types.ts";

const MOOD_OR_CULTURE_1 = { fixed: {}, flexible: [{ count: 1, from: ["mood", "culture"] }], goldSubstitutes: false } as const;

export const LEADERS = [
  // ---- Rome -------------------------------------------------------------------------------
  {
    id: "augustus", name: trName("Augustus", "Август"), civilization: "rome",
    abilities: [
      {
        id: "princeps", name: trName("Princeps", "Принцепс"), usage: "action", oncePerTurn: false, battle: null,
        useCost: fixedCost({ culture: 1 }, false), params: { draw: 1, discard: 1 }, effectId: "princeps",
        text: "As an action, pay 1 culture token and activate the leader's city: draw 1 action and 1 objective card, then discard 1 of each.",
      },
      {
        id: "emperor", name: trName("Emperor", "Император"), usage: "passive", oncePerTurn: false, battle: "land",
        useCost: null, params: { combatValue: 2 }, effectId: "emperor",
        text: "+2 combat value every round of a land battle in a region where you own no city.",
      },
    ],
  },
  {
    id: "gaius-julius-caesar", name: trName("Gaius Julius Caesar", "Гай Юлий Цезарь"), civilization: "rome",
    abilities: [
      {
        id: "statesman", name: trName("Statesman", "Государственный деятель"), usage: "free-action", oncePerTurn: false,
        battle: null, useCost: null, params: {}, effectId: "statesman",
        text: "Free action: Increase Happiness in the leader's city (its cost still applies).",
      },
      {
        id: "proconsul", name: trName("Proconsul", "Проконсул"), usage: "triggered", oncePerTurn: false, battle: null,
        useCost: fixedCost({ gold: 1 }, false), params: { infantry: 1 }, effectId: "proconsul",
        text: "When you capture a city and the leader survives, you may pay 1 gold for 1 infantry on the leader's hex.",
      },
    ],
  },
  {
    id: "sulla", name: trName("Sulla", "Сулла"), civilization: "rome",
    abilities: [
      {
        id: "dictator", name: trName("Dictator", "Диктатор"), usage: "passive", oncePerTurn: false, battle: null,
        useCost: null, params: { barbarianControlRange: 2 }, effectId: "dictator",
        text: "The leader's city cannot be influenced. Barbarian armies within 2 hexes of Sulla move only with your consent (also against Mercenaries).",
      },
      {
        id: "civilizer", name: trName("Civilizer", "Цивилизатор"), usage: "passive", oncePerTurn: false, battle: "any",
        useCost: null, params: { combatValue: 2 }, effectId: "civilizer",
        text: "+2 combat value every round of a battle against barbarians.",
      },
    ],
  },
  // ---- Greece -----------------------------------------------------------------------------
  {
    id: "alexander-the-great", name: seedName("Alexander the Great", "Александр Македонский"), civilization: "greece",
    abilities: [
      {
        id: "idol", name: trName("Idol", "Кумир"), usage: "free-action", oncePerTurn: false, battle: null,
        useCost: fixedCost({ culture: 1 }, false), params: {}, effectId: "idol",
        text: "Free action: pay 1 culture token and activate the leader's city to play an action card that normally costs an action as a free action.",
      },
      {
        id: "ruler-of-the-world", name: trName("Ruler of the World", "Властелин мира"), usage: "passive",
        oncePerTurn: false, battle: "land", useCost: null, params: { combatValuePerRegion: 1 },
        effectId: "ruler-of-the-world",
        text: "+1 combat value per region (other than your start region) in which you own a city.",
      },
    ],
  },
  {
    id: "leonidas-i", name: trName("Leonidas I", "Леонид I"), civilization: "greece",
    abilities: [
      {
        id: "thats-sparta", name: trName("That's Sparta", "Это Спарта!"), usage: "triggered", oncePerTurn: false,
        battle: null, useCost: null, params: { culture: 1 }, effectId: "thats-sparta",
        text: "Gain 1 culture token whenever you recruit in the leader's city.",
      },
      {
        id: "hero-of-thermopylae", name: trName("Hero of Thermopylae", "Герой Фермопил"), usage: "passive",
        oncePerTurn: false, battle: "land", useCost: null, params: { combatValuePerMissingUnit: 2 },
        effectId: "hero-of-thermopylae",
        text: "+2 combat value for each fighting unit you have fewer than the enemy.",
      },
    ],
  },
  {
    id: "pericles", name: trName("Pericles", "Перикл"), civilization: "greece",
    abilities: [
      {
        id: "master", name: trName("Master", "Наставник"), usage: "action", oncePerTurn: false, battle: null,
        useCost: MOOD_OR_CULTURE_1, params: { freeAdvanceCategory: "education" }, effectId: "free-category-advance",
        text: "If the leader's city is Happy: as an action, pay 1 mood or culture token to gain an Education advance for free (uses an event cube).",
      },
      {
        id: "admiral", name: trName("Admiral", "Адмирал"), usage: "passive", oncePerTurn: false, battle: "sea",
        useCost: null, params: { combatValue: 2 }, effectId: "admiral",
        text: "+2 combat value in a sea battle where the leader is aboard.",
      },
    ],
  },
  // ---- China ------------------------------------------------------------------------------
  {
    id: "sun-tzu", name: trName("Sun Tzu", "Сунь-цзы"), civilization: "china",
    abilities: [
      {
        id: "the-art-of-war", name: trName("The Art of War", "Искусство войны"), usage: "action", oncePerTurn: false,
        battle: null, useCost: MOOD_OR_CULTURE_1, params: { freeAdvanceCategory: "warfare" },
        effectId: "free-category-advance",
        text: "If the leader's city is Happy: as an action, pay 1 mood or culture token to gain a Warfare advance for free (uses an event cube).",
      },
      {
        id: "fast-war", name: trName("Fast War", "Быстрая война"), usage: "triggered", oncePerTurn: false, battle: "land",
        useCost: null, params: { mood: 1, culture: 1 }, effectId: "fast-war",
        text: "Win a land battle against army units in the first round with the leader alive: gain 1 mood and 1 culture token.",
      },
    ],
  },
  {
    id: "qin-shi-huang", name: seedName("Qin Shi Huang", "Цинь Шихуанди"), civilization: "china",
    abilities: [
      {
        id: "great-wall", name: seedName("Great Wall", "Великая стена"), usage: "passive", oncePerTurn: false,
        battle: null, useCost: null, params: { wonder: "great-wall", cultureDiscount: 2 }, effectId: "wonder-expert",
        text: "Whenever you get a wonder card you must take the Great Wall instead (from a hand, the deck, the discard or a revealed card) unless it is built. Wonders built in the leader's city are a free action; the Great Wall costs 2 culture tokens less there.",
      },
      {
        id: "tactician", name: trName("Tactician", "Тактик"), usage: "triggered", oncePerTurn: false, battle: "land",
        useCost: fixedCost({ culture: 2 }, false), params: { hitCancels: 1 }, effectId: "tactician",
        text: "After the roll, pay 2 culture tokens to cancel 1 enemy hit.",
      },
    ],
  },
  {
    id: "wu-zetian", name: trName("Wu Zetian", "У Цзэтянь"), civilization: "china",
    abilities: [
      {
        id: "agriculture-economist", name: trName("Agriculture Economist", "Аграрный экономист"), usage: "action",
        oncePerTurn: false, battle: null, useCost: MOOD_OR_CULTURE_1, params: { freeAdvanceCategory: "agriculture" },
        effectId: "free-category-advance",
        text: "If the leader's city is Happy: as an action, pay 1 mood or culture token to gain an Agriculture advance for free (uses an event cube).",
      },
      {
        id: "brilliant-conqueror", name: trName("Brilliant Conqueror", "Блистательный завоеватель"), usage: "passive",
        oncePerTurn: false, battle: "land", useCost: null, params: { combatValue: 2 }, effectId: "brilliant-conqueror",
        text: "+2 combat value if you have at least as many fighting units as the enemy.",
      },
    ],
  },
  // ---- Vikings ----------------------------------------------------------------------------
  {
    id: "knut-the-great", name: trName("Knut the Great", "Кнуд Великий"), civilization: "vikings",
    abilities: [
      {
        id: "ruler-of-the-north", name: trName("Ruler of the North", "Властелин Севера"), usage: "passive",
        oncePerTurn: false, battle: null, useCost: null, params: { vpPerHex: 0.5 }, effectId: "ruler-of-the-north",
        text: "Worth 1/2 VP per hex of distance between Knut and your starting city.",
      },
      {
        id: "danegeld", name: trName("Danegeld", "Датские деньги"), usage: "action", oncePerTurn: true, battle: null,
        useCost: null, params: { requiresAdvance: "taxes" }, effectId: "danegeld",
        text: "With Taxes, once per turn as an action: activate the leader's city to collect Taxes (not in a turn you used Taxes normally).",
      },
    ],
  },
  {
    id: "erik-the-red", name: trName("Erik the Red", "Эрик Рыжий"), civilization: "vikings",
    abilities: [
      {
        id: "legendary-explorer", name: trName("Legendary Explorer", "Легендарный первооткрыватель"), usage: "action",
        oncePerTurn: false, battle: null, useCost: fixedCost({ culture: 1 }, false), params: { vpPerToken: 1 },
        effectId: "legendary-explorer",
        text: "As an action while Erik is on a ship at sea, pay 1 culture token to place an explorer token in that region (one per region); each is worth 1 VP.",
      },
      {
        id: "new-colonies", name: trName("New Colonies", "Новые колонии"), usage: "free-action", oncePerTurn: false,
        battle: null, useCost: null, params: {}, effectId: "new-colonies",
        text: "Free action while Erik is at sea: land all units on his hex onto an adjacent land hex (this may start a battle).",
      },
    ],
  },
  {
    id: "ragnar-lodbrok", name: trName("Ragnar Lodbrok", "Рагнар Лодброк"), civilization: "vikings",
    abilities: [
      {
        id: "prey", name: trName("Prey", "Добыча"), usage: "triggered", oncePerTurn: false, battle: null,
        useCost: null, params: { gold: 2 }, effectId: "prey",
        text: "When you capture a non-Angry city and the leader survives, gain 2 gold.",
      },
      {
        id: "horror-of-the-north", name: trName("Horror of the North", "Ужас Севера"), usage: "passive",
        oncePerTurn: false, battle: "land", useCost: null, params: { combatValue: 2 }, effectId: "horror-of-the-north",
        text: "+2 combat value in a battle you start by landing from ships.",
      },
    ],
  },
] as const satisfies readonly LeaderDef[];

type Equal<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const leadersCovered: Equal<(typeof LEADERS)[number]["id"], LeaderId> = true;
void leadersCovered;
