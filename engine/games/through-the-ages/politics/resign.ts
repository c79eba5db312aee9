/**
 * Resigning (base §23): the seat leaves — its cards and pacts go, each war declared against it scores its
 * declarer 7 culture — and play goes on without it; the last seat standing wins at once.
 */
import type { Seat } from "../../../core/types.ts";
import type { Ctx } from "../base/flow.ts";
import { activeCount } from "../base/state.ts";
import { removePact } from "../base/pacts.ts";

export function resign(ctx: Ctx, seat: Seat) {
  const s = ctx.s;
  const p = s.players[seat];
  p.resigned = true;
  p.hand = [];
  s.militaryDiscard.push(...p.military);
  p.military = [];
  for (const pact of s.pacts.filter((x) => x.a === seat || x.b === seat)) removePact(ctx, pact);
  for (const w of s.wars.filter((x) => x.target === seat)) s.players[w.attacker].culture += 7;
  s.wars = s.wars.filter((x) => x.target !== seat && x.attacker !== seat);
  ctx.events.push({ type: "resigned", seat });
  // The turn ends at once: the end-of-turn frame sees the seat resigned and moves on.
  s.stack = s.stack.filter((f) => f.seat !== seat || f.kind === "end-turn");
  if (activeCount(s) === 1) s.finished = true;
}
