/**
 * Negotiations (action card): the truces it leaves in `cards.truces` (card-effects-board.ts) restrict the
 * Move action. Kept apart from the card effects so that actions/move.ts can import it without an import
 * cycle through the card-effect registry.
 */
import type { Seat } from "../../core/types.ts";
import type { CocState, HexKey } from "./state.ts";

/**
 * Why `mover` may not move units into `hex` now, or null. Blocked: hexes with units or a city of a
 * player it negotiated with, for the turn the truce covers.
 */
export function truceBlocker(s: CocState, mover: Seat, hex: HexKey): string | null {
  const truces = s.cards?.truces;
  if (!truces?.length) return null;
  for (const t of truces) {
    if (t.seat !== mover || t.when !== "now") continue;
    const city = s.cities[hex];
    if (city && city.owner === t.other) return `Negotiations: you may not move into seat ${t.other + 1}'s cities this turn`;
    for (const id in s.units) {
      const u = s.units[id];
      if (u.hex === hex && u.owner === t.other) return `Negotiations: you may not move into seat ${t.other + 1}'s units this turn`;
    }
  }
  return null;
}
