/**
 * The pure part of taking an advance (actions/advance.ts, L612-660): prerequisites, one government at a
 * time, ownership. No move registration: the client's advance chart uses the same rules.
 */
import type { Seat, Text } from "../../../core/types.ts";
import type { AdvanceCategoryId, AdvanceId } from "../data/index.ts";
import { advanceDef, allAdvances, isBaseAdvance } from "../base/catalog.ts";
import { peek } from "../../../kit/peek.ts";
import { owns, player } from "../base/queries.ts";
import type { CocState } from "../base/state.ts";
import { text } from "../text/index.ts";

/** The government category whose advances the player holds, if any (only one at a time, L645). */
export function governmentOf(s: CocState, seat: Seat): string | null {
  for (const a of peek(peek(peek(peek(s).players)[seat]).advances)) {
    const def = isBaseAdvance(a) ? advanceDef(a) : undefined;
    if (def?.government) return def.category;
  }
  return null;
}

/** Why `seat` may not gain `advance` now, or null if it may (prerequisites, government, ownership). */
export function advanceBlocker(s: CocState, seat: Seat, advance: AdvanceId): Text | null {
  s = peek(s); // read-only: plain data is much faster than the draft (engine/kit/peek.ts)
  const p = player(s, seat);
  const def = advanceDef(advance);
  if (owns(p, advance)) return text("coc.err.alreadyHaveAdvance");
  for (const req of def.requires) if (!owns(p, req)) return text("coc.err.advanceNeedsAdvance", { advance, required: req });
  if (def.government) {
    const gov = governmentOf(s, seat);
    if (gov && gov !== def.category) return text("coc.err.otherGovernment", { category: gov });
  }
  return null;
}

/**
 * The base advances `seat` may gain now (those without an `advanceBlocker`), in catalog order, only those of
 * `category` when given. Legal-move generation asks this for every advance at once: the player's advances and
 * government are read once instead of once per advance.
 */
export function takeableAdvances(s: CocState, seat: Seat, category?: AdvanceCategoryId): AdvanceId[] {
  const owned = peek(peek(peek(peek(s).players)[seat]).advances);
  const gov = governmentOf(s, seat);
  const out: AdvanceId[] = [];
  next: for (const def of allAdvances) {
    if ((category !== undefined && def.category !== category) || owned.includes(def.id)) continue;
    for (const req of def.requires) if (!owned.includes(req)) continue next;
    if (def.government && gov && gov !== def.category) continue;
    out.push(def.id);
  }
  return out;
}
