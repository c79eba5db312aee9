/**
 * Status phase step 5: change of government (L1102-1110). A player with a government may move all the
 * cubes of its category to another government category whose entry advance they own (Democracy ←
 * Philosophy, Autocracy ← Draft, Theocracy ← State Religion): one cube must go on the new category's
 * leading advance, the others anywhere in it. The number of advances (and their VP) stays the same.
 */
import { z } from "zod";
import type { Prompt, Seat } from "../../../core/types.ts";
import { ADVANCE_CATEGORIES, type AdvanceCategoryId, type AdvanceId } from "../data/index.ts";
import { governmentOf } from "../actions/advance.ts";
import { allAdvances, categoryDef } from "../base/catalog.ts";
import { check, defineFrame, defineMove, emit, pop, push } from "../base/flow.ts";
import { owns, player } from "../base/queries.ts";
import { enforceLimits } from "../base/resources.ts";
import type { CocState, Frame } from "../base/state.ts";
import { defineStatusStep } from "../turn/status-phase.ts";
import { ruleModule } from "../../../kit/rules.ts";
import { text } from "../text/index.ts";

/** What this file adds to the game's rules (listed in index.ts). */
export const rules = ruleModule("advances/government");

export interface ChangeGovernmentFrame extends Frame { kind: "change-government"; seat: Seat }

export type ChangeGovernmentMove = {
  type: "change-government";
  /** The new government category, or null to keep the current one. */
  government: AdvanceCategoryId | null;
  /** The new category's advances besides its leading one (as many as the player has government advances, minus one). */
  advances?: AdvanceId[];
};

const governments = ADVANCE_CATEGORIES.filter((c) => c.government);

/** The player's government advances (in the category they follow). */
function governmentAdvances(s: CocState, seat: Seat): AdvanceId[] {
  const gov = governmentOf(s, seat);
  if (!gov) return [];
  return player(s, seat).advances.filter((a) => allAdvances.some((d) => d.id === a && d.category === gov)) as AdvanceId[];
}

/** Government categories `seat` may switch to now. */
export function governmentTargets(s: CocState, seat: Seat): AdvanceCategoryId[] {
  const gov = governmentOf(s, seat);
  if (!gov) return [];
  const p = player(s, seat);
  return governments.filter((c) => c.id !== gov && c.governmentEntry && owns(p, c.governmentEntry)).map((c) => c.id);
}

function categoryAdvances(category: AdvanceCategoryId) {
  return allAdvances.filter((a) => a.category === category).sort((a, b) => a.position - b.position);
}

function combinations<T>(items: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  if (items.length < k) return [];
  const [first, ...rest] = items;
  return [...combinations(rest, k - 1).map((c) => [first, ...c]), ...combinations(rest, k)];
}

defineStatusStep(rules, 5, (ctx, seat) => {
  if (governmentTargets(ctx.s, seat).length) push(ctx, { kind: "change-government", seat } satisfies ChangeGovernmentFrame);
});

defineFrame<ChangeGovernmentFrame>(rules, "change-government", {
  moves: ["change-government"],
  prompt: (s, f): Prompt => ({
    kind: "choose", seat: f.seat, id: "change-government", moveType: "change-government", min: 0, max: 1,
    label: text("coc.changeGovernment"),
    options: governmentTargets(s, f.seat).map((c) => ({ value: c, label: text(`coc.category.${c}`) })),
  }),
  legal(s, f) {
    const out: ChangeGovernmentMove[] = [{ type: "change-government", government: null }];
    const n = governmentAdvances(s, f.seat).length;
    for (const c of governmentTargets(s, f.seat)) {
      const [, ...others] = categoryAdvances(c);
      for (const combo of combinations(others.map((a) => a.id), n - 1)) out.push({ type: "change-government", government: c, advances: combo });
    }
    return out;
  },
});

defineMove<ChangeGovernmentMove>(rules, "change-government", {
  schema: z.object({
    type: z.literal("change-government"),
    government: z.string().max(20).nullable() as z.ZodType<AdvanceCategoryId | null>,
    advances: z.array(z.string().max(40) as z.ZodType<AdvanceId>).max(4).optional(),
  }),
  apply(ctx, seat, move, frame) {
    check(frame.kind === "change-government", text("coc.err.changeGovernmentStep5"));
    if (move.government === null) {
      pop(ctx, frame);
      return;
    }
    const s = ctx.s;
    check(governments.some((g) => g.id === move.government), text("coc.err.notGovernment", { category: move.government }));
    const from = governmentOf(s, seat)!;
    check(move.government !== from, text("coc.err.alreadyGovernment"));
    const entry = categoryDef(move.government).governmentEntry as AdvanceId;
    check(owns(player(s, seat), entry), text("coc.err.governmentNeeds", { category: move.government, advance: entry }));
    const old = governmentAdvances(s, seat);
    const [leading, ...others] = categoryAdvances(move.government);
    const chosen = move.advances ?? [];
    check(chosen.length === old.length - 1, text("coc.err.placeOtherCubes", { n: old.length - 1, category: move.government }));
    check(new Set(chosen).size === chosen.length, text("coc.err.eachAdvanceHoldOne"));
    for (const a of chosen) check(others.some((o) => o.id === a), text("coc.err.notOtherAdvance", { advance: a, category: move.government }));
    const p = player(s, seat);
    p.advances = p.advances.filter((a) => !old.includes(a as AdvanceId));
    const added = [leading.id, ...chosen];
    p.advances.push(...added);
    pop(ctx, frame);
    emit(ctx, { type: "GovernmentChanged", seat, from, to: move.government, removed: old, added });
    // A new Dogma lowers the ideas limit (L1791); losing it restores the normal limit by itself.
    enforceLimits(p);
  },
});
