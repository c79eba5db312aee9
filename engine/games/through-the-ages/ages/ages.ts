/**
 * The end of Ages I-III (base §24): when the current civil deck's last card is dealt, cards of ages older than the
 * one that ended are antiquated — discarded from hands, leaders, unfinished wonders and pacts removed from play —
 * each player loses 2 yellow tokens, and the next age's decks become current. After Age III, Age IV begins and
 * the game's last round is set (base §25).
 */
import { AGES, type Age } from "../data/index.ts";
import { ageOf } from "../base/cards.ts";
import { fireHook, type Ctx } from "../base/flow.ts";
import type { TtaState } from "../base/state.ts";
import { removePact } from "../base/pacts.ts";
import { leaderLeaves } from "../effects/leaving.ts";

/** Ages strictly older than `age`. */
const olderThan = (age: Age): Age[] => AGES.slice(0, AGES.indexOf(age));

export function endAge(ctx: Ctx) {
  const s = ctx.s;
  if (s.era === "IV" || s.era === "A") return;
  const ended = s.era;
  const old = olderThan(ended);
  const isOld = (id: string) => old.includes(ageOf(id));
  for (const p of s.players) {
    p.hand = p.hand.filter((c) => !isOld(c));
    p.military = p.military.filter((c) => !isOld(c));
    if (p.leader && isOld(p.leader)) leaderLeaves(ctx, p.seat);
    if (p.wonder && isOld(p.wonder.card)) {
      p.blueBank += p.wonder.tokens;
      p.wonder = null;
    }
    p.yellowBank = Math.max(0, p.yellowBank - 2);
  }
  for (const pact of s.pacts.filter((x) => isOld(x.card))) removePact(ctx, pact);
  s.militaryDiscard = [];
  const next = AGES[AGES.indexOf(ended) + 1];
  if (next) s.era = next;
  else {
    s.era = "IV";
    s.lastRound = lastRoundFrom(s);
  }
  ctx.events.push({ type: "age-ended", age: ended });
  fireHook(ctx, "age-ended", { ended });
}

/** Age IV begun in the starting player's turn makes this round the last; otherwise the next (base §25). */
function lastRoundFrom(s: TtaState): number {
  return s.current === s.first ? s.round : s.round + 1;
}
