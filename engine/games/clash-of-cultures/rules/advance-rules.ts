/**
 * The pure part of taking an advance (actions/advance.ts, L612-660): prerequisites, one government at a
 * time, ownership. No move registration: the client's advance chart uses the same rules.
 */
import type { Seat, Text } from "../../../core/types.ts";
import type { AdvanceCategoryId, AdvanceId } from "../data/index.ts";
import { advanceDef, allAdvances, isBaseAdvance } from "../base/catalog.ts";
import { peek } from "../../../kit/peek.ts";
import { latestPerSeat } from "../../../kit/derived.ts";
import { owns, player } from "../base/queries.ts";
import type { CocState } from "../base/state.ts";
import { text } from "../text/index.ts";

/** The government category whose advances the player holds, if any (only one at a time, L645). */
export function governmentOf(s: CocState, seat: Seat): string | null {
  for (const a of peek(s).players[seat].advances) {
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

/** Each base advance's place in catalog order, and its prerequisites by place: `takeableAdvances` marks owned ones by place. */
const PLACE = new Map<string, number>(allAdvances.map((a, i) => [a.id, i]));
const REQUIRES: readonly (readonly number[])[] = allAdvances.map((a) => a.requires.map((r) => PLACE.get(r)!));
/** Scratch for one call: 1 where the player holds the advance at that place (cleared before every use). */
const held = new Uint8Array(allAdvances.length);

/**
 * The base advances a holder of `owned` may gain, in catalog order. The list is read once into a table by catalog
 * place, and the government with it.
 */
function takeableFrom(owned: readonly string[]): readonly AdvanceId[] {
  held.fill(0);
  let gov: string | null = null;
  for (let i = 0; i < owned.length; i++) {
    const at = PLACE.get(owned[i]);
    if (at === undefined) continue;
    held[at] = 1;
    // The first government advance held names the government, as in `governmentOf`.
    if (gov === null && allAdvances[at].government) gov = allAdvances[at].category;
  }
  const out: AdvanceId[] = [];
  next: for (let i = 0; i < allAdvances.length; i++) {
    const def = allAdvances[i];
    if (held[i]) continue;
    const reqs = REQUIRES[i];
    for (let r = 0; r < reqs.length; r++) if (!held[reqs[r]]) continue next;
    if (def.government && gov && gov !== def.category) continue;
    out.push(def.id);
  }
  return out;
}

/**
 * `takeableFrom` for a seat's list: a player's list is shared by the states until they gain an advance, and the
 * advance source, the status phase's free advance and the cards (Inspiration, New Ideas, Synergies) ask it state
 * after state.
 */
const takeableOf = latestPerSeat((_seat, owned: readonly string[]) => takeableFrom(owned));

/** `takeableOf`'s advances as a set, kept as `takeableOf` is: the cards ask whether other players' advances are among them. */
const takeableSetOf = latestPerSeat((seat, owned: readonly string[]): ReadonlySet<string> => new Set(takeableOf(seat, owned)));

/** The base advances `seat` may gain now, as a set (shared: never change it). */
export function takeableAdvanceSet(s: CocState, seat: Seat): ReadonlySet<string> {
  return takeableSetOf(seat, peek(s).players[seat].advances);
}

/** The base advances `seat` may gain now (those without an `advanceBlocker`), in catalog order, only those of `category` when given. Shared: never change the list. */
export function takeableAdvances(s: CocState, seat: Seat, category?: AdvanceCategoryId): readonly AdvanceId[] {
  const all = takeableOf(seat, peek(s).players[seat].advances);
  return category === undefined ? all : all.filter((a) => advanceDef(a).category === category);
}
