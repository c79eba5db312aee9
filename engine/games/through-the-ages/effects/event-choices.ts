/**
 * What events leave to a civilization (base §30; seed L678-680): the building the weakest destroys in Border
 * Conflict, the urban building of each rival the least cultured destroys in Terrorism, the colony lost in
 * Independence Declaration, the good the revealer names in International Negotiations (E13), what a seat loses of
 * "up to N food and/or resources" (Raiders, E3), the military cards the weakest discards for Politics of Strength
 * (E14), the wonder each civilization turns face down for Ravages of Time (E16). Each is a prompt to the seat that
 * decides; a single possibility is taken without asking.
 */
import type { Seat } from "../../../core/types.ts";
import { ask } from "../../../kit/choice.ts";
import { ruleModule } from "../../../kit/rules.ts";
import { cardOf, tech, workerKind, type WorkerKind } from "../base/cards.ts";
import { defineChoice, type Ctx } from "../base/flow.ts";
import { workingWonders, type TtaState } from "../base/state.ts";
import { amountOf, cardTokens, lose } from "../base/tokens.ts";
import type { Age, Good } from "../data/index.ts";
import { gainGood } from "./apply.ts";
import { text } from "../text/index.ts";

export const rules = ruleModule("tta-event-choices");

function buildings(ctx: Ctx, seat: Seat, kinds: readonly WorkerKind[]): string[] {
  return ctx.s.players[seat].techs.filter((t) => t.workers > 0 && kinds.includes(workerKind(tech(t.card))!)).map((t) => t.card);
}

/** A worker leaves `card` for the worker pool. */
function destroy(ctx: Ctx, seat: Seat, card: string) {
  const p = ctx.s.players[seat];
  p.techs.find((t) => t.card === card)!.workers--;
  p.workers++;
  ctx.events.push({ type: "destroyed", seat, card });
}

// ---- Border Conflict: the seat destroys one of its own buildings -----------------------------------------------

export function destroyOwn(ctx: Ctx, seat: Seat, kinds: readonly WorkerKind[], card: string) {
  ask(ctx, seat, "destroy-own", buildings(ctx, seat, kinds), { card });
}

defineChoice(rules, "destroy-own", {
  label: (_s, f) => text("tta.choice.destroyOwn", { card: String(f.data.card) }),
  optionLabel: (_s, _f, v) => text("tta.option.card", { card: String(v) }),
  resolve: (ctx, seat, value) => destroy(ctx, seat, String(value)),
});

// ---- Terrorism: the least cultured destroys an urban building of each other civilization -----------------------

export function terrorism(ctx: Ctx, chooser: Seat, victims: readonly Seat[], card: string) {
  for (const victim of [...victims].reverse()) ask(ctx, chooser, "terrorism", buildings(ctx, victim, ["urban"]), { card, victim });
}

defineChoice(rules, "terrorism", {
  label: (_s, f) => text("tta.choice.terrorism", { seat: Number(f.data.victim) }),
  optionLabel: (_s, _f, v) => text("tta.option.card", { card: String(v) }),
  resolve: (ctx, _seat, value, data) => destroy(ctx, Number(data.victim), String(value)),
});

// ---- Independence Declaration: the seat gives up colonies of its choice ----------------------------------------

export function loseColonies(ctx: Ctx, seat: Seat, count: number, card: string) {
  if (count > 0) ask(ctx, seat, "lose-colony", [...new Set(ctx.s.players[seat].colonies)], { card, count });
}

defineChoice(rules, "lose-colony", {
  label: (_s, f) => text("tta.choice.loseColony", { card: String(f.data.card) }),
  optionLabel: (_s, _f, v) => text("tta.option.card", { card: String(v) }),
  resolve(ctx, seat, value, data) {
    const p = ctx.s.players[seat];
    const c = String(value);
    p.colonies.splice(p.colonies.indexOf(c), 1);
    cardTokens(p, cardOf(c, "territory").permanent, -1);
    loseColonies(ctx, seat, Number(data.count) - 1, String(data.card));
  },
});

// ---- International Negotiations: the revealer names what the strongest takes from the weakest ------------------

export function negotiations(ctx: Ctx, revealer: Seat, strong: Seat, weak: Seat, goods: readonly Good[], amount: number) {
  ask(ctx, revealer, "negotiations", [...goods], { strong, weak, amount });
}

defineChoice(rules, "negotiations", {
  label: (_s, f) => text("tta.choice.negotiations", { strong: Number(f.data.strong), weak: Number(f.data.weak), n: Number(f.data.amount) }),
  optionLabel: (_s, f, v) => text("tta.option.good", { good: String(v), n: Number(f.data.amount) }),
  resolve(ctx, _seat, value, data) {
    const n = Number(data.amount);
    gainGood(ctx, Number(data.weak), value as Good, -n);
    gainGood(ctx, Number(data.strong), value as Good, n);
  },
});

/** The splits "resources:food" of `n` food and/or resources that take as much as `target` has, up to `n`. */
export function splits(s: TtaState, target: Seat, n: number): string[] {
  const t = s.players[target];
  const res = amountOf(t, "resources");
  const food = amountOf(t, "food");
  const total = Math.min(n, res + food);
  const out: string[] = [];
  for (let r = Math.max(0, total - food); r <= Math.min(res, total); r++) out.push(`${r}:${total - r}`);
  return out;
}

// ---- Raiders: the seat splits its loss of up to N food and/or resources -----------------------------------------

export function loseSplit(ctx: Ctx, seat: Seat, n: number, card: string) {
  ask(ctx, seat, "lose-split", splits(ctx.s, seat, n), { card });
}

defineChoice(rules, "lose-split", {
  label: (_s, f) => text("tta.choice.loseSplit", { card: String(f.data.card) }),
  optionLabel(_s, _f, v) {
    const [resources, food] = String(v).split(":").map(Number);
    return text("tta.option.plunder", { resources, food });
  },
  resolve(ctx, seat, value) {
    const [resources, food] = String(value).split(":").map(Number);
    const p = ctx.s.players[seat];
    lose(p, "resources", resources);
    lose(p, "food", food);
  },
});

// ---- Politics of Strength: the weakest discards military cards of its choice ------------------------------------

export function discardMilitary(ctx: Ctx, seat: Seat, count: number, card: string) {
  const hand = ctx.s.players[seat].military;
  if (count > 0 && hand.length) ask(ctx, seat, "strength-discard", [...new Set(hand)], { card, count }, { always: true });
}

defineChoice(rules, "strength-discard", {
  label: (_s, f) => text("tta.choice.strengthDiscard", { card: String(f.data.card), n: Number(f.data.count) }),
  optionLabel: (_s, _f, v) => text("tta.option.card", { card: String(v) }),
  resolve(ctx, seat, value, data) {
    const hand = ctx.s.players[seat].military;
    ctx.s.militaryDiscard.push(...hand.splice(hand.indexOf(String(value)), 1));
    discardMilitary(ctx, seat, Number(data.count) - 1, String(data.card));
  },
});

// ---- Ravages of Time: each civilization turns one of its Age A or I wonders face down -------------------------

export function ravagesOfTime(ctx: Ctx, seats: readonly Seat[], ages: readonly Age[], card: string) {
  for (const seat of [...seats].reverse()) {
    const options = [...new Set(workingWonders(ctx.s.players[seat]).filter((w) => ages.includes(cardOf(w, "wonder").age)))];
    ask(ctx, seat, "ravages-of-time", options, { card });
  }
}

defineChoice(rules, "ravages-of-time", {
  label: (_s, f) => text("tta.choice.ravages", { card: String(f.data.card) }),
  optionLabel: (_s, _f, v) => text("tta.option.card", { card: String(v) }),
  resolve(ctx, seat, value) {
    const p = ctx.s.players[seat];
    const w = String(value);
    cardTokens(p, cardOf(w, "wonder").bonus, -1);
    p.flipped.push(w);
  },
});
