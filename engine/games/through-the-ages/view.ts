/**
 * What a seat (or a spectator) sees: everything but the random generator, the order and contents of the decks
 * (their sizes only), other seats' civil and military hands (their sizes only), the events in the event decks
 * (their ages only: a card's back shows its age) and the military discards (face down). A pending choice among a
 * seat's own hidden cards (or, for Kidnapping, the target's cards the attacker sees) shows its options only to that
 * seat. Each civilization's ratings and production, which the rules compute from what is in play, come with it for
 * the client to draw.
 */
import type { Seat, Text } from "../../core/types.ts";
import { derivation, seatQuery, stateQuery } from "../../kit/derived.ts";
import { pendingPrompt, type Frame } from "../../kit/flow.ts";
import { mapKeepingSame } from "../../kit/view-parts.ts";
import { ageOf } from "./base/cards.ts";
import type { Player, TtaState } from "./base/state.ts";
import type { Age } from "./data/index.ts";
import { bestArmies } from "./base/armies.ts";
import { civilActionTotal, civilLeft, discontent, militaryActionTotal, militaryLeft, production, totals } from "./base/ratings.ts";
import { amountOf, consumption, corruption, happyNeeded } from "./base/tokens.ts";
import { refusalsOf } from "./view-refusals.ts";
import { rowPrice, takePrices } from "./row/row.ts";
import { endTurnDraws } from "./turn/turn.ts";

/** A civilization's public numbers as its board shows them (computed by the rules, for the client to draw). */
export interface SeenRatings {
  science: number;
  culture: number;
  strength: number;
  happy: number;
  colonization: number;
  /** Happy faces the population requires, and the workers left discontent. */
  happyNeeded: number;
  discontent: number;
  civilActions: number;
  militaryActions: number;
  civilLeft: number;
  militaryLeft: number;
  /** The military cards the seat would draw if its turn ended now (its military actions left and its powers). */
  endTurnDraws: number;
  /** The value of each army its units form with its tactic (their sum is part of `strength`). */
  armies: readonly number[];
  /** Food and resources stored (blue tokens on farms and mines), produced per turn, and the food eaten and lost. */
  food: number;
  resources: number;
  foodProduction: number;
  resourceProduction: number;
  consumption: number;
  corruption: number;
  urbanLimit: number;
}

export type SeenPlayer = Omit<Player, "hand" | "military"> & {
  /** The seat's own cards; null for another seat's. */
  hand: string[] | null;
  military: string[] | null;
  handCount: number;
  militaryCount: number;
  ratings: SeenRatings;
};

export type TtaView = Omit<TtaState, "rng" | "forcedShuffles" | "players" | "civilDecks" | "militaryDecks" | "currentEvents" | "futureEvents" | "militaryDiscard" | "stack"> & {
  players: SeenPlayer[];
  stack: Frame[];
  civilDecks: Record<Age, number>;
  militaryDecks: Record<Age, number>;
  /** Ages of the event decks' cards, top first. */
  currentEvents: Age[];
  futureEvents: Age[];
  militaryDiscard: number;
  /** Civil actions each space of the row costs the viewer (a spectator: the printed prices). */
  rowPrices: readonly number[];
  /**
   * Why the viewer may not now make a move its board shows (a card of the row, a building, a card in hand), by move
   * key (`take-card:3`, `build:bronze`, `aggression:raid-1:1` …): the rules' own checks, for the client to show
   * beside the disabled control. Null for a spectator and for a seat whose turn it is not: the client shows a
   * reason only beside a move its turn's prompt offers, and working them out is most of a view's cost.
   */
  refusals: Record<string, Text> | null;
};

/** Choices whose options are the asked seat's hidden cards. */
const SECRET_CHOICES = new Set(["defend", "discard-military", "colonize-send", "kidnap", "strength-discard"]);

function ratings(s: TtaState, p: Player): SeenRatings {
  const t = totals(s, p.seat);
  const needed = happyNeeded(p);
  return {
    science: t.science, culture: t.culture, strength: t.strength, happy: t.happy, colonization: t.colonization,
    happyNeeded: needed, discontent: discontent(s, p.seat, needed),
    civilActions: civilActionTotal(s, p.seat), militaryActions: militaryActionTotal(s, p.seat),
    civilLeft: civilLeft(s, p.seat), militaryLeft: militaryLeft(s, p.seat), endTurnDraws: endTurnDraws(s, p.seat), armies: bestArmies(s, p.seat),
    food: amountOf(p, "food"), resources: amountOf(p, "resources"),
    foodProduction: production(s, p.seat, "food"), resourceProduction: production(s, p.seat, "resources"),
    consumption: consumption(p), corruption: corruption(p), urbanLimit: t.urbanLimit,
  };
}

function seenPlayer(s: TtaState, p: Player, own: boolean): SeenPlayer {
  const seen = { ...p, hand: own ? p.hand : null, military: own ? p.military : null, handCount: p.hand.length, militaryCount: p.military.length, ratings: seenRatings(s, p.seat) };
  // Marks of the turn starting "secret:" name hidden cards (Kidnapping's).
  const marks = p.powers.usedThisTurn;
  if (!own && marks.some((m) => m.startsWith("secret:"))) seen.powers = { ...p.powers, usedThisTurn: marks.filter((m) => !m.startsWith("secret:")) };
  return seen;
}

function seenFrame(f: Frame, viewer: Seat | null): Frame {
  const choice = (f as { choice?: string }).choice;
  if (!choice || !SECRET_CHOICES.has(choice) || f.seat === viewer) return f;
  return { ...f, options: [] };
}

function counts(decks: Record<Age, string[]>): Record<Age, number> {
  const out = {} as Record<Age, number>;
  for (const a in decks) out[a as Age] = decks[a as Age].length;
  return out;
}

// Every seat's view of a state shares what all see alike: computed once per state (and each seat's own board once).
// Consecutive states' views share each part their states share (a player no move touched, the same decks), so the
// room's diff of them (core/view-patch.ts) skips it without a look inside: a player's ratings, which the rules
// compute anew for every state, are kept as the object last shown for the same player while they stay equal.
const lastRatings = new WeakMap<Player, SeenRatings>();
const seenRatings = seatQuery((s: TtaState, seat: Seat) => {
  const p = s.players[seat];
  const now = ratings(s, p);
  const last = lastRatings.get(p);
  if (last && sameRatings(last, now)) return last;
  lastRatings.set(p, now);
  return now;
});

function sameRatings(a: SeenRatings, b: SeenRatings): boolean {
  for (const key in a) {
    const x = a[key as keyof SeenRatings], y = b[key as keyof SeenRatings];
    if (x === y) continue;
    if (!Array.isArray(x) || !Array.isArray(y) || x.length !== y.length || x.some((v, i) => v !== y[i])) return false;
  }
  return true;
}

/** `seenPlayer` kept per player object while its ratings are the same object (`last` holds one per player object). */
function keptWhileSame(own: boolean) {
  const last = new WeakMap<Player, SeenPlayer>();
  return seatQuery((s: TtaState, seat: Seat) => {
    const p = s.players[seat];
    const kept = last.get(p);
    if (kept && kept.ratings === seenRatings(s, seat)) return kept;
    const seen = seenPlayer(s, p, own);
    last.set(p, seen);
    return seen;
  });
}
const seenByOthers = keptWhileSame(false);
const seenByItself = keptWhileSame(true);

const deckCounts = derivation(counts);
const eventAges = derivation((events: readonly string[]) => events.map(ageOf));

const publicPart = stateQuery((s: TtaState) => ({
  players: s.players.map((p) => seenByOthers(s, p.seat)),
  civilDecks: deckCounts(s.civilDecks),
  militaryDecks: deckCounts(s.militaryDecks),
  currentEvents: eventAges(s.currentEvents),
  futureEvents: eventAges(s.futureEvents),
}));

/** The players as others see them, with the viewer's own board in its place. */
function withOwn(players: readonly SeenPlayer[], own: SeenPlayer): SeenPlayer[] {
  return players.map((p) => (p.seat === own.seat ? own : p));
}

/** Whether `seat` is the one deciding, on a prompt of its turn (its actions, politics, an action card's orders…). */
function playsTurn(s: TtaState, seat: Seat): boolean {
  return pendingPrompt(s, seat)?.kind === "turn";
}

/**
 * Every field of the state but the generator and forced shuffles, written out: an object of one fixed shape costs a
 * view less than spreading the state (tests/unit/kit/games-contract.test.ts fails on a state field a view lacks).
 */
export function view(s: TtaState, seat: Seat | null): TtaView {
  const pub = publicPart(s);
  return {
    stack: mapKeepingSame(s.stack, (f) => seenFrame(f, seat)), finished: s.finished,
    players: seat === null ? pub.players : withOwn(pub.players, seenByItself(s, seat)),
    playerCount: s.playerCount, expansion: s.expansion, first: s.first, current: s.current, round: s.round, era: s.era, row: s.row,
    civilDecks: pub.civilDecks, militaryDecks: pub.militaryDecks, militaryDiscard: s.militaryDiscard.length,
    currentEvents: pub.currentEvents, futureEvents: pub.futureEvents, pastEvents: s.pastEvents,
    commonTactics: s.commonTactics, specialTactic: s.specialTactic, pacts: s.pacts, wars: s.wars, nobelPrize: s.nobelPrize,
    olympics: s.olympics, lastRound: s.lastRound, breakdown: s.breakdown,
    rowPrices: seat === null ? s.row.map((_, slot) => rowPrice(slot)) : takePrices(s, seat),
    refusals: seat !== null && playsTurn(s, seat) ? refusalsOf(s, seat) : null,
  };
}
