/**
 * A new game (base §2): the decks, the card row dealt from Civil A, players + 2 Age A events as the current events
 * deck, each player board with its starting technologies and Despotism, and a random starting player.
 */
import { Rng, seedRng } from "../../../core/rng.ts";
import type { Seat, SetupContext } from "../../../core/types.ts";
import { AGE_A_EVENTS_USED, CARD_ROW_SPACES, type PlayerCount } from "../data/index.ts";
import type { TtaOptions } from "../base/options.ts";
import type { Player, TtaState } from "../base/state.ts";
import { allDecks } from "./decks.ts";

export function newPlayer(seat: Seat): Player {
  return {
    seat, yellowBank: 18, workers: 1, blueBank: 16,
    techs: [
      { card: "agriculture", workers: 2, blue: 0 }, { card: "bronze", workers: 2, blue: 0 }, { card: "philosophy", workers: 1, blue: 0 },
      { card: "religion", workers: 0, blue: 0 }, { card: "warriors", workers: 1, blue: 0 },
    ],
    specials: [], government: "despotism", leader: null, leaderAges: [], wonder: null, wonders: [], flipped: [], colonies: [],
    hand: [], military: [], science: 0, culture: 0, civilSpent: 0, militarySpent: 0, extraMilitary: 0, civilPenalty: 0,
    takenThisTurn: [], tactic: null, tacticExclusive: false, tacticThisTurn: false, temp: [], resigned: false,
    powers: { usedThisTurn: [], usedInGame: [], developed: 0, saladin: null, hippocrates: 0, homerUnder: null, sunTzuUnder: null, heldTactics: [], flemingLooked: null },
  };
}

/** In round 1 the starting player has 1 civil action, the next 2, and so on; nobody has military actions (base §3). */
export function firstRoundActions(s: TtaState) {
  for (let i = 0; i < s.players.length; i++) {
    const p = s.players[(s.first + i) % s.players.length];
    p.civilSpent = 4 - (i + 1);
    p.militarySpent = 2;
  }
}

export function setup(ctx: SetupContext<TtaOptions>): TtaState {
  const rng = new Rng(seedRng(ctx.seed));
  const players = ctx.players as PlayerCount;
  const expansion = ctx.options.expansion;
  const decks = allDecks(rng, expansion, players);
  const row = decks.civil.A.splice(0, CARD_ROW_SPACES);
  const currentEvents = decks.military.A.splice(0, AGE_A_EVENTS_USED(players));
  decks.military.A = [];
  const first = rng.int(players);
  const s: TtaState = {
    stack: [{ kind: "game", seat: null }],
    finished: false,
    rng: rng.state(),
    players: Array.from({ length: players }, (_, seat) => newPlayer(seat)),
    playerCount: players, expansion, first, current: first, round: 1, era: "A",
    row, civilDecks: decks.civil, militaryDecks: decks.military, militaryDiscard: [],
    currentEvents, futureEvents: [], pastEvents: [], commonTactics: [], pacts: [], wars: [], nobelPrize: false, olympics: null, lastRound: null,
  };
  firstRoundActions(s);
  return s;
}
