/**
 * What a civilization produces and how strong it is, computed from what it has in play (base §17): the flat
 * symbols of every card (governments, special technologies, leaders, completed wonders, colonies, pacts), the
 * symbols of each worker, and the armies its tactic forms (military/armies.ts).
 */
import type { Seat } from "../../../core/types.ts";
import { cardOf, tech } from "./cards.ts";
import { workingWonders, type Player, type TtaState } from "./state.ts";
import { armiesStrength } from "./armies.ts";
import type { Effect, Stat, Yields } from "../data/index.ts";
import type { Ctx } from "./flow.ts";
import { addRule, ListSlot, rulesInForce, type RuleModule } from "../../../kit/rules.ts";
import { derivation, seatQuery } from "../../../kit/derived.ts";

export type Totals = { [K in Stat]: number };

/** A wonder turned face down by Ravages of Time gives this much culture (its `flippedCulture`). */
export const FLIPPED_WONDER_CULTURE = 2;

const ZERO = (): Totals => ({
  food: 0, resources: 0, science: 0, culture: 0, happy: 0, strength: 0, colonization: 0, civilActions: 0, militaryActions: 0,
  urbanLimit: 0, yellowTokens: 0, blueTokens: 0, civilHandLimit: 0, militaryHandLimit: 0,
});

function add(t: Totals, y: Yields, times = 1) {
  for (const k in y) t[k as Stat] += (y[k as Stat] ?? 0) * times;
}

function flatYields(effects: readonly Effect[]): Yields[] {
  return effects.flatMap((e) => (e.kind === "yields" ? [e.yields] : []));
}

/** A card power that adds flat symbols of its own (Saladin's pick, lasting until the next one). */
export type SymbolPower = (p: Player) => Yields;
const SYMBOL_POWERS = new ListSlot<SymbolPower>("symbol powers");

export function addSymbolPower(module: RuleModule, power: SymbolPower) {
  addRule(module, SYMBOL_POWERS, power);
}

/** Flat symbols of the cards in play (not workers): these also count tokens that enter with a card. Never change them. */
export const cardSymbols = seatQuery((s: TtaState, seat: Seat): Readonly<Totals> => {
  const own = ownSymbols(s.players[seat]);
  if (!s.pacts.some((pact) => pact.a === seat || pact.b === seat)) return own;
  const t = { ...own };
  addPactYields(s, seat, t);
  return Object.freeze(t);
});

/** Adds the symbols the seat's pacts give it. */
function addPactYields(s: TtaState, seat: Seat, t: Totals) {
  for (const pact of s.pacts) {
    if (pact.a !== seat && pact.b !== seat) continue;
    for (const e of cardOf(pact.card, "pact").effects) {
      if (e.kind !== "pact-yields") continue;
      if (e.side === "both" || (e.side === "a") === (pact.a === seat)) add(t, e.yields);
    }
  }
}

/**
 * The symbols of the player's own cards (all but its pacts'): they read nothing but the player, so they are kept
 * per player object (and rule book, whose symbol powers they count): a state where its board did not change reuses them.
 */
const ownSymbols = (p: Player): Readonly<Totals> => rulesInForce().memo(ownSymbolsPerObject)(p);

function ownSymbolsPerObject() {
  const cards = cardSymbolsPerSeat();
  return derivation((p: Player): Readonly<Totals> => {
    const own = cards(p);
    let t: Totals | null = null;
    for (const symbols of rulesInForce().list(SYMBOL_POWERS)) {
      const y = symbols(p);
      for (const k in y) {
        t ??= { ...own };
        t[k as Stat] += y[k as Stat] ?? 0;
      }
    }
    return t ? Object.freeze(t) : own;
  });
}

/** The cards a player's own symbols are counted from, as they were counted (copies: a move's lists may change in place). */
interface CountedCards {
  government: string;
  leader: string | null;
  specials: readonly string[];
  wonders: readonly string[];
  flipped: readonly string[];
  colonies: readonly string[];
  symbols: Readonly<Totals>;
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * The symbols of the player's cards, without its symbol powers: they read only the cards listed in `CountedCards`,
 * so the last ones counted for each seat are reused while those cards are the same — a move that changed the
 * player elsewhere (a card discarded, culture scored) makes a working copy whose kept values go after every write.
 */
function cardSymbolsPerSeat() {
  const last: CountedCards[] = [];
  return (p: Player): Readonly<Totals> => {
    const kept = last[p.seat];
    if (kept && kept.government === p.government && kept.leader === p.leader && sameList(kept.specials, p.specials)
      && sameList(kept.wonders, p.wonders) && sameList(kept.flipped, p.flipped) && sameList(kept.colonies, p.colonies)) return kept.symbols;
    const t = ZERO();
    const gov = cardOf(p.government, "government");
    t.civilActions += gov.civilActions;
    t.militaryActions += gov.militaryActions;
    t.urbanLimit += gov.urbanLimit;
    add(t, gov.bonus);
    for (const id of p.specials) for (const y of flatYields(tech(id).effects)) add(t, y);
    if (p.leader) add(t, cardOf(p.leader, "leader").bonus);
    for (const id of workingWonders(p)) add(t, cardOf(id, "wonder").bonus);
    t.culture += FLIPPED_WONDER_CULTURE * p.flipped.length;
    for (const id of p.colonies) add(t, cardOf(id, "territory").permanent);
    const symbols = Object.freeze(t);
    last[p.seat] = {
      government: p.government, leader: p.leader, specials: [...p.specials], wonders: [...p.wonders], flipped: [...p.flipped],
      colonies: [...p.colonies], symbols,
    };
    return symbols;
  };
}

/**
 * A card power that changes the seat's ratings from what it has in play (a leader's extra culture per lab, a
 * wonder's strength per unit): it adds to the totals of workers and symbols before happiness is clamped. It reads
 * nothing of the state but the seat's own record (not its hand) and the age: the ratings it gives are kept per
 * player object (`playerTotals`).
 */
export type RatingPower = (s: TtaState, seat: Seat, t: Totals) => void;
const RATING_POWERS = new ListSlot<RatingPower>("rating powers");

export function addRatingPower(module: RuleModule, power: RatingPower) {
  addRule(module, RATING_POWERS, power);
}

/**
 * A rating power that reads more of the state (pacts, wars) or the hand, which a move may make anew and then
 * change in place (no write a kept value would see): asked on every count of the ratings.
 */
const STATE_RATING_POWERS = new ListSlot<RatingPower>("rating powers of the state");

export function addStateRatingPower(module: RuleModule, power: RatingPower) {
  addRule(module, STATE_RATING_POWERS, power);
}

/**
 * The seat's ratings from its own record and the age, before pacts, wars and clamping: kept per player object and
 * rule book, so that while a move changes one seat's record the others' are not counted again, nor the seat's own
 * between two writes (moves ask for them several times: prices, who is strongest, blockers).
 */
function playerTotals(s: TtaState, seat: Seat): Readonly<Totals> {
  const kept = rulesInForce().memo(playerTotalsPerObject)(s.players[seat]);
  if (kept.era !== s.era) {
    kept.totals = countPlayerTotals(s, seat);
    kept.era = s.era;
  }
  return kept.totals!;
}

/** Each player object's slot for its totals, filled for the age they were counted in (an age may end while the record stays). */
function playerTotalsPerObject() {
  return derivation((_p: Player): { era?: TtaState["era"]; totals?: Readonly<Totals> } => ({}));
}

function countPlayerTotals(s: TtaState, seat: Seat): Readonly<Totals> {
  const p = s.players[seat];
  const t = { ...ownSymbols(p) };
  for (const x of p.techs) {
    if (!x.workers) continue;
    const d = tech(x.card);
    // Food and resources of workers are produced, not rated (production.ts).
    for (const k in d.perWorker) if (k !== "food" && k !== "resources") t[k as Stat] += (d.perWorker[k as Stat] ?? 0) * x.workers;
  }
  t.strength += armiesStrength(s, seat);
  for (const power of rulesInForce().list(RATING_POWERS)) power(s, seat, t);
  return Object.freeze(t);
}

/**
 * Every rating and total of the seat (happiness clamped to 0…8, base §10); food and resources are production bonuses.
 * Never change them.
 */
export const totals = seatQuery((s: TtaState, seat: Seat): Readonly<Totals> => {
  const t = { ...playerTotals(s, seat) };
  addPactYields(s, seat, t);
  for (const power of rulesInForce().list(STATE_RATING_POWERS)) power(s, seat, t);
  t.happy = Math.max(0, Math.min(8, t.happy));
  t.science = Math.max(0, t.science);
  t.culture = Math.max(0, t.culture);
  return Object.freeze(t);
});

export const strength = (s: TtaState, seat: Seat): number => totals(s, seat).strength;

export function civilActionTotal(s: TtaState, seat: Seat): number {
  return cardSymbols(s, seat).civilActions;
}

export function militaryActionTotal(s: TtaState, seat: Seat): number {
  return cardSymbols(s, seat).militaryActions;
}

/**
 * A card power that lets military actions be used as civil ones (Hammurabi): how many of the military actions
 * left it allows now, and paying `n` civil actions with them (within what it allows).
 */
export interface MilitaryAsCivil {
  usable(s: TtaState, seat: Seat, militaryLeft: number): number;
  spend(ctx: Ctx, seat: Seat, n: number): void;
}
const MILITARY_AS_CIVIL = new ListSlot<MilitaryAsCivil>("military actions as civil");

export function addMilitaryAsCivil(module: RuleModule, power: MilitaryAsCivil) {
  addRule(module, MILITARY_AS_CIVIL, power);
}

/** Military actions the seat's powers let it use as civil now. */
function militaryAsCivil(s: TtaState, seat: Seat): number {
  const left = militaryLeft(s, seat);
  return rulesInForce().list(MILITARY_AS_CIVIL).reduce((n, power) => n + power.usable(s, seat, left), 0);
}

/** Pays `n` civil actions with military ones, power by power (within `militaryAsCivil`). */
export function spendMilitaryAsCivil(ctx: Ctx, seat: Seat, n: number) {
  const left = militaryLeft(ctx.s, seat);
  for (const power of rulesInForce().list(MILITARY_AS_CIVIL)) {
    const k = Math.min(n, power.usable(ctx.s, seat, left));
    if (k > 0) power.spend(ctx, seat, k);
    n -= k;
  }
}

/** Civil actions left, with the military actions the seat's powers let it use as civil. */
export const civilLeft = seatQuery((s: TtaState, seat: Seat): number => ownCivilLeft(s, seat) + militaryAsCivil(s, seat));

export function ownCivilLeft(s: TtaState, seat: Seat): number {
  return civilActionTotal(s, seat) - s.players[seat].civilSpent;
}

export function militaryLeft(s: TtaState, seat: Seat): number {
  const p = s.players[seat];
  return militaryActionTotal(s, seat) + p.extraMilitary - p.militarySpent;
}

/** Food or resources a turn's production gives: workers on farms or mines, plus production bonuses for resources (NLW rule 1). */
export function production(s: TtaState, seat: Seat, good: "food" | "resources"): number {
  const p = s.players[seat];
  let n = 0;
  for (const x of p.techs) {
    const d = tech(x.card);
    if (d.type === (good === "food" ? "farm" : "mine")) n += x.workers * (d.perWorker[good] ?? 0);
  }
  return n + totals(s, seat)[good];
}

/** Urban buildings of one type (lab, temple…) the seat has. */
export function urbanCount(p: Player, type: string): number {
  let n = 0;
  for (const x of p.techs) if (tech(x.card).type === type) n += x.workers;
  return n;
}

/** A card power that adds strength when the seat defends against an aggression or an event looks for the weakest (Nostradamus). */
export type DefencePower = (s: TtaState, seat: Seat) => number;
const DEFENCE_POWERS = new ListSlot<DefencePower>("defence powers");

export function addDefencePower(module: RuleModule, power: DefencePower) {
  addRule(module, DEFENCE_POWERS, power);
}

/** Strength the seat's powers add when it defends against an aggression or an event looks for the weakest. */
export function defenceBonus(s: TtaState, seat: Seat): number {
  return rulesInForce().list(DEFENCE_POWERS).reduce((n, power) => n + power(s, seat), 0);
}

/** A card power that has discontent workers ignored (Forbidden City): how many of the seat's. */
export type IgnoredDiscontent = (s: TtaState, seat: Seat) => number;
const IGNORED_DISCONTENT = new ListSlot<IgnoredDiscontent>("ignored discontent");

export function addIgnoredDiscontent(module: RuleModule, power: IgnoredDiscontent) {
  addRule(module, IGNORED_DISCONTENT, power);
}

/**
 * Discontent workers: happy faces required beyond the happiness rating (base §10), less those a wonder ignores.
 * `rated`: the seat's totals, when the caller has them.
 */
export function discontent(s: TtaState, seat: Seat, needed: number, rated: Readonly<Totals> = totals(s, seat)): number {
  const ignored = rulesInForce().list(IGNORED_DISCONTENT).reduce((n, power) => n + power(s, seat), 0);
  return Math.max(0, needed - rated.happy - ignored);
}
