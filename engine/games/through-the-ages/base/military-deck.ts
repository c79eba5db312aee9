/** Drawing military cards from the current age's deck; an empty deck is reshuffled from that age's discards (base §11). */
import type { Seat } from "../../../core/types.ts";
import { shift } from "../../../kit/peek.ts";
import { reveals } from "../../../kit/random.ts";
import { ageOf } from "./cards.ts";
import type { Ctx } from "./flow.ts";

/** Draws into the seat's hand: cards nobody knew, so the move can no longer be taken back. */
export function drawMilitary(ctx: Ctx, seat: Seat, n: number): string[] {
  const s = ctx.s;
  if (s.era === "IV" || n <= 0) return [];
  reveals(ctx);
  const deck = s.militaryDecks[s.era];
  const drawn: string[] = [];
  for (let i = 0; i < n; i++) {
    if (!deck.length) {
      const age = s.era;
      const back = s.militaryDiscard.filter((c) => ageOf(c) === age);
      if (!back.length) break;
      s.militaryDiscard = s.militaryDiscard.filter((c) => ageOf(c) !== age);
      deck.push(...(s.forcedShuffles?.shift() ?? ctx.rng.shuffle(back)));
    }
    drawn.push(shift(deck)!);
  }
  s.players[seat].military.push(...drawn);
  return drawn;
}
