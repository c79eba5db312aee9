/** Drawing military cards from the current age's deck; an empty deck is reshuffled from that age's discards (base §11). */
import type { Rng } from "../../../core/rng.ts";
import type { Seat } from "../../../core/types.ts";
import { ageOf } from "./cards.ts";
import type { TtaState } from "./state.ts";

export function drawMilitary(s: TtaState, rng: Rng, seat: Seat, n: number): string[] {
  if (s.era === "IV") return [];
  const deck = s.militaryDecks[s.era];
  const drawn: string[] = [];
  for (let i = 0; i < n; i++) {
    if (!deck.length) {
      const age = s.era;
      const back = s.militaryDiscard.filter((c) => ageOf(c) === age);
      if (!back.length) break;
      s.militaryDiscard = s.militaryDiscard.filter((c) => ageOf(c) !== age);
      deck.push(...(s.forcedShuffles?.shift() ?? rng.shuffle(back)));
    }
    drawn.push(deck.shift()!);
  }
  s.players[seat].military.push(...drawn);
  return drawn;
}
