/**
 * Game variants (L2070-2114) that need rules of their own; the host turns them on in base/options.ts.
 *
 * Here: the variable game end on the 7-age round track (L2088-2094) — random end (at the start of each of
 * the last 5 rounds the first player rolls; a value in the round's range ends the game at once) and wonder
 * end (a wonder built during the last 5 rounds ends the game with that round), both followed by status step
 * 1 only and scoring — and open wonders (L2100-2106: drawn wonder cards go face up on the table).
 *
 * Elsewhere: event variants (events/events.ts), the short game (turn/turn.ts ages, setup.ts settlers, turn/status-phase.ts
 * second free advance from the personal supply), open wonders' building (wonders/wonders.ts), random leaders
 * (civilizations/leaders.ts, rules/recruit-options.ts) and alternative history (civilizations/civs.ts). Decisions: docs/rules "Variants".
 */
import type { Seat } from "../../core/types.ts";
import { RANDOM_END_RANGES, ROUNDS_PER_AGE, VARIABLE_END_ROUNDS, type WonderId } from "./data/index.ts";
import { drawFrom } from "./base/decks.ts";
import { rollDice } from "./base/dice.ts";
import { eventsState } from "./base/event-core.ts";
import { emit, onHook, push, type Ctx } from "./base/flow.ts";
import type { CocState, HexKey } from "./base/state.ts";
import type { StatusFrame } from "./turn/status-phase.ts";
import { ages } from "./rules/game-length.ts";
import { onWonderDraw } from "./wonders/wonders.ts";
import { ruleModule } from "../../kit/rules.ts";

/** What this file adds to the game's rules (listed in index.ts). */
export const rules = ruleModule("variants");

/** Whether the game uses the variable game end (7 ages, the last 5 rounds marked). */
export function variableEnd(s: CocState): boolean {
  return s.options.gameEnd === "random" || s.options.gameEnd === "wonder";
}

/** The current round counted over the whole game (1-based). */
export function gameRound(s: CocState): number {
  return (s.age - 1) * ROUNDS_PER_AGE + s.round;
}

/** 0-4 while the current round is one of the last 5 rounds of a variable-end game (L2092-2094), else -1. */
export function lastRoundIndex(s: CocState): number {
  if (!variableEnd(s)) return -1;
  const i = gameRound(s) - (ages(s) * ROUNDS_PER_AGE - VARIABLE_END_ROUNDS + 1);
  return i >= 0 && i < VARIABLE_END_ROUNDS ? i : -1;
}

/** The die values that end a random-end game at the start of the current round, or null outside the last rounds. */
export function randomEndRange(s: CocState): readonly [number, number] | null {
  if (s.options.gameEnd !== "random") return null;
  const i = lastRoundIndex(s);
  return i < 0 ? null : RANDOM_END_RANGES[i];
}

/** The game ends now: only status step 1 (objectives) and then scoring (L2092, L2094). */
function endGameNow(ctx: Ctx, reason: "random" | "wonder") {
  emit(ctx, { type: "GameEndTriggered", reason, age: ctx.s.age, round: ctx.s.round });
  push(ctx, { kind: "status-phase", seat: null, step: 0, index: 0, final: true } satisfies StatusFrame);
}

// ---- Random game end (L2092) ------------------------------------------------------------------------------

onHook(rules, "round-start", (ctx) => {
  const s = ctx.s;
  const range = randomEndRange(s);
  if (!range) return;
  const seat = s.firstPlayer;
  const value = rollDice(ctx, 1, "random-game-end", seat)[0].value;
  const ends = value >= range[0] && value <= range[1];
  emit(ctx, { type: "GameEndRolled", seat, age: s.age, round: s.round, value, range: [range[0], range[1]], ends });
  if (ends) endGameNow(ctx, "random");
});

// ---- Wonder game end (L2094) ------------------------------------------------------------------------------

onHook(rules, "wonder-built", (ctx, { seat, hex, wonder }: { seat: Seat; hex: HexKey; wonder: WonderId }) => {
  const s = ctx.s;
  if (s.options.gameEnd !== "wonder" || s.endsAfterRound || lastRoundIndex(s) < 0) return;
  // The current round is finished; then the game frame (turn/turn.ts) starts the final status phase.
  s.endsAfterRound = true;
  emit(ctx, { type: "GameEndAnnounced", reason: "wonder", seat, hex, wonder, age: s.age, round: s.round });
});

// ---- Open wonders (L2100-2106) ----------------------------------------------------------------------------

// Whenever a player would draw a wonder card it goes face up on the table instead (wonders/wonders.ts lets anyone
// with Engineering build it from there). Envoy's revealed cards [EXP] lie in the same place.
onWonderDraw(rules, (ctx, seat) => {
  if (ctx.s.options.openWonders !== true) return false;
  const card = drawFrom(ctx, "wonder") as WonderId | null;
  if (!card) {
    emit(ctx, { type: "WonderDeckEmpty", seat, reason: "open-wonders" });
    return true;
  }
  (eventsState(ctx.s).publicWonders ??= []).push(card);
  emit(ctx, { type: "WonderRevealed", card, seat, reason: "open-wonders" });
  return true;
});
