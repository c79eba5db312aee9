/** Drawing military cards from the current age's deck; an empty deck is reshuffled from that age's discards (base §11). */
import type { Seat } from "../../../core/types.ts";
import { assignFresh, peek } from "../../../kit/peek.ts";
import { reveals } from "../../../kit/random.ts";
import { ageOf } from "./cards.ts";
import type { Ctx } from "./flow.ts";
import { playerDraft } from "./state.ts";

/** Draws into the seat's hand: cards nobody knew, so the move can no longer be taken back. */
export function drawMilitary(ctx: Ctx, seat: Seat, n: number): string[] {
  const s = ctx.s;
  const era = s.era;
  if (era === "IV" || n <= 0) return [];
  reveals(ctx);
  const drawn: string[] = [];
  while (drawn.length < n) {
    const deck = peek(s).militaryDecks[era];
    if (!deck.length) {
      const back = s.militaryDiscard.filter((c) => ageOf(c) === era);
      if (!back.length) break;
      s.militaryDiscard = s.militaryDiscard.filter((c) => ageOf(c) !== era);
      s.militaryDecks[era].push(...(s.forcedShuffles?.shift() ?? ctx.rng.shuffle(back)));
      continue;
    }
    // The cards drawn leave the deck, and join the hand, in one write each (read on plain data: through the draft
    // each card is a trap and a write).
    const k = Math.min(n - drawn.length, deck.length);
    drawn.push(...deck.slice(0, k));
    assignFresh(s.militaryDecks, era, deck.slice(k));
  }
  const p = playerDraft(s, seat);
  assignFresh(p, "military", [...peek(p).military, ...drawn]);
  return drawn;
}
