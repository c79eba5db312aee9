/**
 * Through the Ages marks its points of no return (ApplyOk.barrier, engine/core/undo.ts): a move that deals from a
 * deck nobody has seen (military cards drawn, the card row refilled from the civil deck), reveals an event or shows
 * a seat another's hidden cards can never be taken back; the ordinary moves of a turn can, so undo is worth having.
 */
import { describe, expect, it } from "vitest";
import { step, startMatch } from "../../../engine/core/match.ts";
import { playOne } from "../../../engine/core/selfplay.ts";
import { isRuleError, type ApplyOk } from "../../../engine/core/types.ts";
import { undoableMove } from "../../../engine/core/undo.ts";
import { throughTheAges as tta } from "../../../engine/games/through-the-ages/index.ts";
import type { TtaState } from "../../../engine/games/through-the-ages/base/state.ts";

/** Cards left in the decks nobody has seen: fewer after a move means it dealt or revealed one. */
const unseen = (s: TtaState) =>
  Object.values(s.militaryDecks).reduce((n, d) => n + d.length, 0) + Object.values(s.civilDecks).reduce((n, d) => n + d.length, 0) + s.currentEvents.length;

function ok(r: ReturnType<typeof step>): ApplyOk<TtaState> {
  if (isRuleError(r)) throw new Error(r.message);
  return r as ApplyOk<TtaState>;
}

describe("Through the Ages: points of no return", () => {
  it.each([{ players: 2, seed: "nr-1" }, { players: 4, seed: "nr-2" }])("every move that deals or reveals a card is one, and many others are not ($players players)", ({ players, seed }) => {
    const game = playOne(tta, { players, seed, maxMoves: 3000 });
    let state = (startMatch(tta, players, {}, seed) as { state: TtaState }).state;
    const steps: { seat: number; barrier: boolean; applied: boolean }[] = [];
    let revealing = 0;
    let undoable = 0;
    for (const { seat, move } of game.moves) {
      const r = ok(step(tta, state, seat, move));
      const seen = r.events.some((e) => ["event-revealed", "event-seen", "military-seen"].includes(e.type));
      if (seen || unseen(r.state) < unseen(state)) {
        revealing++;
        expect(r.barrier, `${move.type} dealt or revealed (${r.events.map((e) => e.type).join(", ")})`).toBe(true);
      }
      steps.push({ seat, barrier: r.barrier === true, applied: true });
      state = r.state;
      const deciding = tta.pending(state).some((p) => p.seat === seat);
      if (undoableMove(steps, seat, deciding) !== null) undoable++;
    }
    expect(revealing).toBeGreaterThan(10);
    expect(undoable).toBeGreaterThan(game.moves.length / 10);
  });
});
