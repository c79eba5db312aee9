/**
 * Civilizations [expansion]: 15 historical civilizations, each with 4 civilization advances, 3 leaders and
 * possibly a special start region (L27, L380-382; 5 such regions exist). The rulebook prints only the
 * civilization advances that need clarification (L1803-2068); the content catalog (§8) gives 4 civilizations
 * completely (Rome, Greece, China, Vikings). The other 11 are listed in MISSING_CIVILIZATIONS with what the
 * sources do print and exactly what is missing.
 */
import type { CivilizationDef, CivilizationId, MissingCivilizationDef } from "./types.ts";
import { seedName, trName } from "./types.ts";

export const CIVILIZATIONS = [
  {
    id: "rome", name: seedName("Rome", "Рим"),
    advances: ["aqueduct", "roman-roads", "captivi", "provinces"],
    leaders: ["augustus", "gaius-julius-caesar", "sulla"], startRegion: null,
  },
  {
    id: "greece", name: seedName("Greece", "Греция"),
    advances: ["study", "sparta", "hellenistic-culture", "city-states"],
    leaders: ["alexander-the-great", "leonidas-i", "pericles"], startRegion: null,
  },
  {
    id: "china", name: seedName("China", "Китай"),
    advances: ["rice-cultivation", "expansion", "fireworks", "imperial-army"],
    leaders: ["sun-tzu", "qin-shi-huang", "wu-zetian"], startRegion: null,
  },
  {
    id: "vikings", name: seedName("Vikings", "Викинги"),
    advances: ["ship-construction", "longships", "raiding", "rune-stones"],
    leaders: ["knut-the-great", "erik-the-red", "ragnar-lodbrok"], startRegion: "vikings-start",
  },
] as const satisfies readonly CivilizationDef[];

const START_REGION_UNKNOWN =
  "whether it has a special start region (5 exist; only the Vikings' is known) and its terrains/orientation";

export const MISSING_CIVILIZATIONS = [
  {
    id: "aztecs", name: seedName("Aztecs", "Ацтеки"),
    knownAdvances: [
      { name: seedName("Captivity", "Пленение"), linkedAdvance: "tactics", ref: "L1813-1815",
        text: "After winning a land battle, keep destroyed enemy army units (not leaders) as captives, max 4; each is worth 1/2 VP or can be spent." },
      { name: seedName("Tribute", "Дань"), linkedAdvance: "any-government", ref: "L1817-1819",
        text: "Your cities may collect from hexes holding enemy cities (resource by terrain); with Captivity a military unit there may be taken as a captive instead." },
      { name: seedName("Sacrifice", "Жертвоприношение"), linkedAdvance: "rituals", ref: "L1821-1825",
        text: "Return a captive to ignore a drawn event card completely and draw another; captives may also be spent as a lost-icon currency 1:1." },
    ],
    knownLeaders: [],
    missing: [
      "4th civilization advance (name, linked advance, effect)",
      "what Sacrifice lets captives be spent as (icon lost, L1825)",
      "all 3 leaders (names and both abilities)",
      START_REGION_UNKNOWN,
    ],
    ref: "L1811-1825",
  },
  {
    id: "babylon", name: seedName("Babylon", "Вавилон"),
    knownAdvances: [
      { name: seedName("Canals", "Каналы"), linkedAdvance: "engineering", ref: "L1829-1831",
        text: "A Collect that yields exactly 1 of a certain resource (icon lost) yields 1 more of it, outside the size limit; repeatable." },
    ],
    knownLeaders: [
      { name: seedName("Nebuchadnezzar II", "Навуходоносор II"), ref: "L1833-1839",
        knownAbilities: [
          { name: seedName("Great Gardens", "Великие сады"),
            text: "Must take the Great Gardens when getting a wonder card (unless built); wonders in his city are built as a free action; Great Gardens costs 2 (icon lost) less." },
        ] },
    ],
    missing: [
      "3 of 4 civilization advances (names, linked advances, effects)",
      "Canals: which resource (icon lost, L1829)",
      "Nebuchadnezzar II's second ability; the Great Gardens discount unit (icon lost)",
      "2 other leaders (names and abilities)",
      START_REGION_UNKNOWN,
    ],
    ref: "L1827-1839",
  },
  {
    id: "carthage", name: seedName("Carthage", "Карфаген"),
    knownAdvances: [
      { name: seedName("Hegemony", "Гегемония"), linkedAdvance: "cartography", ref: "L1843-1849",
        text: "As an action, turn one of your ships into a city on an adjacent legal land hex; carried units may enter it." },
      { name: seedName("Pirate Alliance", "Пиратский союз"), linkedAdvance: "navigation", ref: "L1851-1868",
        text: "Your ships may share and cross pirate hexes without fighting; pirate ships sharing a hex with your units count as yours." },
    ],
    knownLeaders: [],
    missing: [
      "2 of 4 civilization advances (names, linked advances, effects)",
      "all 3 leaders (names and both abilities)",
      START_REGION_UNKNOWN,
    ],
    ref: "L1841-1868",
  },
  {
    id: "celts", name: seedName("Celts", "Кельты"),
    knownAdvances: [
      { name: seedName("Druid Influence", "Влияние друидов"), linkedAdvance: "priesthood", ref: "L1872-1876",
        text: "You may influence barbarian settlements: on success put a token under it (max 1), scoring at game end while it stays." },
    ],
    knownLeaders: [],
    missing: [
      "3 of 4 civilization advances (names, linked advances, effects)",
      "Druid Influence: token type and VP per token (icons lost, L1872-1874)",
      "all 3 leaders (names and both abilities)",
      START_REGION_UNKNOWN,
    ],
    ref: "L1870-1876",
  },
  {
    id: "egypt", name: seedName("Egypt", "Египет"),
    knownAdvances: [
      { name: seedName("Floodplains", "Поймы"), linkedAdvance: "irrigation", ref: "L405, L1904-1908",
        text: "You may found cities on barren hexes, and your cities may collect one of two resources (icons lost) from barren hexes." },
      { name: seedName("Embalming", "Бальзамирование"), linkedAdvance: "rituals", ref: "L1910-1914",
        text: "After any battle, if you hold 4 or fewer of a token (icon lost), gain 1; also gain 1 when your leader dies or is discarded." },
      { name: seedName("God on Earth", "Бог на земле"), linkedAdvance: "priesthood", ref: "L1916-1920",
        text: "Each Theocracy advance you own also gives the effect of the Autocracy advance in the same position (not owned, no VP)." },
      { name: seedName("Architecture", "Архитектура"), linkedAdvance: null, text: null, ref: "L405" },
    ],
    knownLeaders: [
      { name: seedName("Cleopatra", "Клеопатра"), ref: "L1922-1928",
        knownAbilities: [
          { name: seedName("Mistress", "Госпожа"),
            text: "Once per turn, free action: place a token (icon lost) in her city; attacking an Egyptian city with such tokens first costs the attacker as many of those tokens." },
        ] },
    ],
    missing: [
      "Architecture: linked advance and effect",
      "Floodplains resources, Embalming and Mistress token types (icons lost)",
      "Cleopatra's second ability",
      "2 other leaders (names and abilities)",
      START_REGION_UNKNOWN,
    ],
    ref: "L399-409, L1902-1928",
  },
  {
    id: "huns", name: seedName("Huns", "Гунны"),
    knownAdvances: [
      { name: seedName("Nomadism", "Кочевничество"), linkedAdvance: "storage", ref: "L1956-1967",
        text: "During Move actions your size-1 cities (of certain moods, icons garbled) move like units, gaining 1 resource of the entered terrain; each move activates the city." },
      { name: seedName("Hunnic Empire", "Империя гуннов"), linkedAdvance: "any-government", ref: "L1969-1973",
        text: "When you draw an event that moves barbarians, pay 1 of two token kinds (icons lost) to choose where each barbarian army moves." },
    ],
    knownLeaders: [],
    missing: [
      "2 of 4 civilization advances (names, linked advances, effects)",
      "Nomadism eligible moods and Hunnic Empire cost type (icons lost)",
      "all 3 leaders (names and both abilities)",
      START_REGION_UNKNOWN,
    ],
    ref: "L1954-1973",
  },
  {
    id: "india", name: seedName("India", "Индия"),
    knownAdvances: [
      { name: seedName("Proselytism", "Прозелитизм"), linkedAdvance: "state-religion", ref: "L1977-1981",
        text: "Your settlers may influence enemy cities with range 2, +1 per extra settler on the same hex; settlers in a city add +1 range each." },
    ],
    knownLeaders: [],
    missing: [
      "3 of 4 civilization advances (names, linked advances, effects)",
      "all 3 leaders (names and both abilities)",
      START_REGION_UNKNOWN,
    ],
    ref: "L1975-1981",
  },
  {
    id: "japan", name: seedName("Japan", "Япония"),
    knownAdvances: [
      { name: seedName("Unreadable name (OCR «Гонимое дело», possibly Pottery)", "Гонимое дело"), linkedAdvance: "storage",
        ref: "L1985-1987",
        text: "When a city collects at least 3 food in one Collect, gain 1 of something (icon lost)." },
      { name: seedName("Ninjutsu", "Ниндзюцу"), linkedAdvance: "tactics", ref: "L1989-1999",
        text: "Discard an action card to cancel an opponent's action-card top effect, if you have a city or army within 2 hexes of that opponent." },
      { name: seedName("Shogunate", "Сёгунат"), linkedAdvance: "any-government", ref: "L2001-2007",
        text: "Cards saying 'as an action' may be played as free actions; with Draft you may pay its cost to draw an action card instead of recruiting the infantry." },
    ],
    knownLeaders: [],
    missing: [
      "4th civilization advance (name, linked advance, effect)",
      "correct name and reward type of the Storage-linked advance (OCR/icon damage)",
      "all 3 leaders (names and both abilities)",
      START_REGION_UNKNOWN,
    ],
    ref: "L1983-2007",
  },
  {
    id: "maya", name: seedName("Maya", "Майя"),
    knownAdvances: [
      { name: seedName("Stadiums", "Стадионы"), linkedAdvance: "sports", ref: "L2011-2015",
        text: "When collecting or recruiting, pay 1 (icon lost) to count the city as 1 size larger; once per turn a Spirituality advance costs 1 less." },
      { name: seedName("Calendar", "Календарь"), linkedAdvance: "astronomy", ref: "L2017-2021",
        text: "Free action: look at the top event card; pay 1 (icon lost) per time to put it on the bottom." },
      { name: trName("Terrace", "Террасы"), linkedAdvance: null, ref: "catalog §8.6 (commented-out engine code only)",
        text: "Unverified: collect food, wood or ore from mountains." },
    ],
    knownLeaders: [
      { name: trName("K'inich Janaab Pakal I", "К'инич Ханаб Пакаль I"), ref: "catalog §8.6 (commented-out engine code only)",
        knownAbilities: [
          { name: trName("Shield of the Sun", "Щит Солнца"),
            text: "Unverified: ignore the first hit in a battle at a city with an Obelisk." },
        ] },
    ],
    missing: [
      "1-2 civilization advances (Terrace is unverified; its link is unknown)",
      "Stadiums and Calendar payment types (icons lost)",
      "all 3 leaders (only one unverified name/ability from commented-out code)",
      START_REGION_UNKNOWN,
    ],
    ref: "L2009-2021",
  },
  {
    id: "persia", name: seedName("Persia", "Персия"),
    knownAdvances: [
      { name: seedName("Zoroastrianism", "Зороастризм"), linkedAdvance: "priesthood", ref: "L2025-2029",
        text: "Influence Culture may target enemy army units outside cities (not leaders); success replaces one with an identical unit of yours." },
    ],
    knownLeaders: [],
    missing: [
      "3 of 4 civilization advances (names, linked advances, effects)",
      "all 3 leaders (names and both abilities)",
      START_REGION_UNKNOWN,
    ],
    ref: "L2023-2029",
  },
  {
    id: "phoenicia", name: seedName("Phoenicia", "Финикия"),
    knownAdvances: [
      { name: seedName("Cedars and Dyes", "Кедры и краски"), linkedAdvance: "trade-routes", ref: "L2033-2035",
        text: "Your ships, and your port cities without a unit, may form trade routes with enemy coastal cities up to 3 hexes away (max 4 routes)." },
    ],
    knownLeaders: [],
    missing: [
      "3 of 4 civilization advances (names, linked advances, effects)",
      "all 3 leaders (names and both abilities)",
      START_REGION_UNKNOWN,
    ],
    ref: "L2031-2035",
  },
] as const satisfies readonly MissingCivilizationDef[];

type Equal<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const civsCovered: Equal<
  (typeof CIVILIZATIONS)[number]["id"] | (typeof MISSING_CIVILIZATIONS)[number]["id"],
  CivilizationId
> = true;
void civsCovered;
