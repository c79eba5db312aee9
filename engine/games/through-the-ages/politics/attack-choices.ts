/**
 * What a successful aggression's attacker chooses (base §19): Plunder's split of food and resources, the urban
 * building each Raid destroys, whether Infiltrate removes the leader or the unfinished wonder, the colony Annex
 * takes. Each is a prompt to the attacker (it replaces E6 and E8); a single possibility is taken without asking.
 */
import type { Seat } from "../../../core/types.ts";
import { ask } from "../../../kit/choice.ts";
import { ruleModule } from "../../../kit/rules.ts";
import { AGES, type Age } from "../data/index.ts";
import { ageOf, cardOf, level, tech, workerKind } from "../base/cards.ts";
import { defineChoice, type Ctx } from "../base/flow.ts";
import type { TtaState } from "../base/state.ts";
import { amountOf, cardTokens, gain, lose } from "../base/tokens.ts";
import { text } from "../text/index.ts";
import { leaderLeaves } from "../effects/leaving.ts";
import { splits } from "../effects/event-choices.ts";

export const rules = ruleModule("tta-attack-choices");

const seats = (data: Record<string, unknown>) => ({ attacker: Number(data.attacker), target: Number(data.target) });

// ---- Plunder: up to N food and/or resources, split as the attacker likes -------------------------------------

export function plunder(ctx: Ctx, attacker: Seat, target: Seat, n: number) {
  ask(ctx, attacker, "plunder", splits(ctx.s, target, n), { attacker, target });
}

defineChoice(rules, "plunder", {
  label: () => text("tta.choice.plunder"),
  optionLabel(_s, _f, v) {
    const [resources, food] = String(v).split(":").map(Number);
    return text("tta.option.plunder", { resources, food });
  },
  resolve(ctx, _seat, value, data) {
    const { attacker, target } = seats(data);
    const [resources, food] = String(value).split(":").map(Number);
    const [a, t] = [ctx.s.players[attacker], ctx.s.players[target]];
    for (const [good, n] of [["resources", resources], ["food", food]] as const) gain(a, good, n - lose(t, good, n));
  },
});

// ---- Raid: one urban building of each listed age or older ------------------------------------------------------

function raidable(s: TtaState, target: Seat, age: Age): string[] {
  const max = AGES.indexOf(age);
  return s.players[target].techs.filter((x) => x.workers > 0 && workerKind(tech(x.card)) === "urban" && AGES.indexOf(ageOf(x.card)) <= max).map((x) => x.card);
}

/** Asks for the building of the first age in `ages`; the rest follow once it is chosen. */
export function raid(ctx: Ctx, attacker: Seat, target: Seat, ages: readonly Age[]) {
  for (let i = 0; i < ages.length; i++) {
    const options = raidable(ctx.s, target, ages[i]);
    if (!options.length) continue;
    ask(ctx, attacker, "raid", options, { attacker, target, rest: ages.slice(i + 1) });
    return;
  }
}

defineChoice(rules, "raid", {
  label: (_s, f) => text("tta.choice.raid", { seat: Number(f.data.target) }),
  optionLabel: (_s, _f, v) => text("tta.option.card", { card: String(v) }),
  resolve(ctx, _seat, value, data) {
    const { attacker, target } = seats(data);
    const t = ctx.s.players[target];
    const b = t.techs.find((x) => x.card === value)!;
    b.workers--;
    t.workers++;
    // Half the printed cost, rounded up.
    gain(ctx.s.players[attacker], "resources", Math.ceil((tech(b.card).buildCost ?? 0) / 2));
    raid(ctx, attacker, target, data.rest as Age[]);
  },
});

// ---- Infiltrate: the leader or the unfinished wonder ---------------------------------------------------------

export function infiltrate(ctx: Ctx, attacker: Seat, target: Seat, culturePerLevel: number) {
  const t = ctx.s.players[target];
  const options = [...(t.leader ? [t.leader] : []), ...(t.wonder ? [t.wonder.card] : [])];
  ask(ctx, attacker, "infiltrate", options, { attacker, target, culturePerLevel });
}

defineChoice(rules, "infiltrate", {
  label: (_s, f) => text("tta.choice.infiltrate", { seat: Number(f.data.target) }),
  optionLabel: (_s, _f, v) => text("tta.option.card", { card: String(v) }),
  resolve(ctx, _seat, value, data) {
    const { attacker, target } = seats(data);
    const t = ctx.s.players[target];
    ctx.s.players[attacker].culture += Number(data.culturePerLevel) * level(String(value));
    if (t.leader !== null && t.leader === value) leaderLeaves(ctx, target);
    else if (t.wonder) {
      t.blueBank += t.wonder.tokens;
      t.wonder = null;
    }
  },
});

// ---- Annex: colonies of the attacker's choice ------------------------------------------------------------------

export function annex(ctx: Ctx, attacker: Seat, target: Seat, count: number) {
  if (count > 0) ask(ctx, attacker, "annex", [...new Set(ctx.s.players[target].colonies)], { attacker, target, count });
}

defineChoice(rules, "annex", {
  label: (_s, f) => text("tta.choice.annex", { seat: Number(f.data.target) }),
  optionLabel: (_s, _f, v) => text("tta.option.card", { card: String(v) }),
  resolve(ctx, _seat, value, data) {
    const { attacker, target } = seats(data);
    const [a, t] = [ctx.s.players[attacker], ctx.s.players[target]];
    const c = String(value);
    t.colonies.splice(t.colonies.indexOf(c), 1);
    cardTokens(t, cardOf(c, "territory").permanent, -1);
    a.colonies.push(c);
    cardTokens(a, cardOf(c, "territory").permanent, 1);
    annex(ctx, attacker, target, Number(data.count) - 1);
  },
});
