/**
 * Who an effect applies to (base §16.2): strongest and weakest by strength rating, ties going to the current
 * player, then clockwise; "the two strongest / weakest" reads "the stronger / weaker" with two players; "all
 * with the most / least" takes every tied seat.
 */
import type { Seat } from "../../../core/types.ts";
import type { Who } from "../data/index.ts";
import { peek } from "../../../kit/peek.ts";
import { defenceBonus, discontent, totals } from "../base/ratings.ts";
import { activeCount, seatsFrom, type TtaState } from "../base/state.ts";
import { happyNeeded } from "../base/tokens.ts";

/** Seats from the current player clockwise, sorted by `value` (stable: ties keep that order). */
function ranked(s: TtaState, value: (seat: Seat) => number, dir: 1 | -1): Seat[] {
  return seatsFrom(s, s.current).map((seat) => ({ seat, v: value(seat) })).sort((a, b) => dir * (b.v - a.v)).map((x) => x.seat);
}

function allWith(s: TtaState, value: (seat: Seat) => number, best: "max" | "min"): Seat[] {
  const seats = seatsFrom(s, s.current);
  const vs = seats.map(value);
  const target = best === "max" ? Math.max(...vs) : Math.min(...vs);
  return seats.filter((_, i) => vs[i] === target);
}

/**
 * `plain`: strength as rated, for leaders' own conditions; otherwise Nostradamus's bonus counts when the weakest
 * is looked for (seed appendix).
 */
export function whoIs(state: TtaState, who: Who, owner: Seat, plain = false): Seat[] {
  // A query: read on plain data (effects ask it in a move, through the draft every read is a trap).
  const s = peek(state);
  const str = (seat: Seat) => totals(s, seat).strength;
  const weak = (seat: Seat) => str(seat) + (plain ? 0 : defenceBonus(s, seat));
  const two = activeCount(s) <= 2 ? 1 : 2;
  switch (who) {
    case "each": return seatsFrom(s, owner);
    case "owner": case "revealer": case "attacker": case "victor": return [owner];
    case "strongest": return ranked(s, str, 1).slice(0, 1);
    case "weakest": return ranked(s, weak, -1).slice(0, 1);
    case "two-strongest": return ranked(s, str, 1).slice(0, two);
    case "two-weakest": return ranked(s, weak, -1).slice(0, two);
    case "second-weakest": return ranked(s, weak, -1).slice(1, 2);
    case "most-culture": return allWith(s, (seat) => s.players[seat].culture, "max");
    case "least-culture": return allWith(s, (seat) => s.players[seat].culture, "min");
    case "most-happy": return allWith(s, (seat) => totals(s, seat).happy, "max");
    case "most-discontent": {
      const seats = allWith(s, (seat) => discontent(s, seat, happyNeeded(s.players[seat])), "max");
      return seats.filter((seat) => discontent(s, seat, happyNeeded(s.players[seat])) > 0);
    }
    default: return [];
  }
}
