/**
 * Workers (base §6 #3-6, §7 #1-3): increasing population, and building, upgrading and destroying farms, mines,
 * urban buildings (civil actions) and military units (military actions). Urban buildings are capped per type by
 * the government; construction technologies make them cheaper (Masonry, Architecture, Engineering).
 */
import { z } from "zod";
import type { Seat } from "../../../core/types.ts";
import { addRule, ListSlot, ruleModule, rulesInForce, type RuleModule } from "../../../kit/rules.ts";
import { ageOf, level, tech, workerKind, type WorkerKind } from "../base/cards.ts";
import { check, defineMove, type Ctx } from "../base/flow.ts";
import { totals, urbanCount } from "../base/ratings.ts";
import { playerDraft, type Player, type TtaState } from "../base/state.ts";
import { amountOf, populationCost } from "../base/tokens.ts";
import { text } from "../text/index.ts";
import { buildTags, discountFor, upgradeTags, useDiscounts } from "./discounts.ts";
import { populationGained } from "../effects/apply.ts";
import { beginAction, canPayResources, extraActionDiscount, extraActionFor, payFood, payResources, type Scope } from "./actions.ts";
import { assignFresh, peek } from "../../../kit/peek.ts";

export const rules = ruleModule("tta-buildings");

/** A power that takes resources off building on card `id` the way construction technologies do (James Watt's farms and mines). */
export type ConstructionPower = (p: Player, id: string) => number;
const CONSTRUCTION_POWERS = new ListSlot<ConstructionPower>("construction powers");

export function addConstructionPower(module: RuleModule, power: ConstructionPower) {
  addRule(module, CONSTRUCTION_POWERS, power);
}

/** Resources off urban buildings of this card's age from construction technologies (base §29.6), and the construction powers'. */
function constructionDiscount(p: Player, id: string): number {
  let powers = 0;
  for (const power of rulesInForce().list(CONSTRUCTION_POWERS)) powers += power(p, id);
  if (workerKind(tech(id)) !== "urban") return powers;
  let d = 0;
  for (const sp of p.specials) for (const e of tech(sp).effects) if (e.kind === "urban-build-discount") d = Math.max(d, e.byAge[ageOf(id)]);
  return d + powers;
}

export const buildCost = (p: Player, id: string): number => Math.max(0, (tech(id).buildCost ?? 0) - constructionDiscount(p, id));

/** What building on `id` costs the seat now: the printed cost less construction, leader and card discounts. */
export function buildPrice(s: TtaState, seat: Seat, id: string, discount = 0): number {
  return Math.max(0, buildCost(peek(s).players[seat], id) - discount - discountFor(s, seat, buildTags(id), id).resources - extraActionDiscount(s, seat, id, "resources"));
}

export function upgradeCost(p: Player, from: string, to: string): number {
  return Math.max(0, buildCost(p, to) - buildCost(p, from));
}

/** What upgrading costs the seat now, less leader and card discounts. */
export function upgradePrice(s: TtaState, seat: Seat, from: string, to: string, discount = 0): number {
  return Math.max(0, upgradeCost(s.players[seat], from, to) - discount - discountFor(s, seat, upgradeTags(to), to).resources - extraActionDiscount(s, seat, to, "resources"));
}

/** The action scopes of building and upgrading, by worker kind (a table: legal moves ask for every technology in play). */
const SCOPES = {
  build: { farm: "build-farm-mine", mine: "build-farm-mine", urban: "build-urban", unit: "build-unit" },
  upgrade: { farm: "upgrade-farm-mine", mine: "upgrade-farm-mine", urban: "upgrade-urban", unit: "upgrade-unit" },
} as const satisfies Record<"build" | "upgrade", Record<WorkerKind, Scope>>;

export function scopeOf(id: string, what: "build" | "upgrade"): Scope {
  return SCOPES[what][workerKind(tech(id)) ?? "unit"];
}

const pays = (id: string): "civil" | "military" => (workerKind(tech(id)) === "unit" ? "military" : "civil");

/** The player's technology `id` in play, or undefined: looked for on plain data, so through a draft only that one is drafted. */
export function inPlay(p: Player, id: string) {
  const i = peek(p).techs.findIndex((t) => t.card === id);
  return i < 0 ? undefined : p.techs[i];
}

/**
 * Puts `n` more workers (fewer, for a negative `n`) on the player's technology `id` in play: its entry is written
 * once, as a fresh copy, without a draft of it (a draft costs a trap per read and write).
 */
function addWorkers(p: Player, id: string, n: number) {
  const techs = peek(p).techs;
  const i = techs.findIndex((t) => t.card === id);
  assignFresh(p.techs, i, { ...techs[i], workers: techs[i].workers + n });
}

/** Why `seat` cannot build on `id` (ignoring the action spent), or null; `price`: its `buildPrice`, when the caller has it. */
export function buildBlocker(s: TtaState, seat: Seat, id: string, discount = 0, price?: number) {
  const p = s.players[seat];
  const t = inPlay(p, id);
  if (!t) return text("tta.no.notInPlay", { card: id });
  if (p.workers < 1) return text("tta.no.worker");
  const type = tech(id).type;
  if (workerKind(tech(id)) === "urban") {
    const limit = totals(s, seat).urbanLimit;
    if (urbanCount(p, type) >= limit) return text("tta.no.urbanLimit", { n: limit });
  }
  const cost = price ?? buildPrice(s, seat, id, discount);
  if (!canPayResources(p, scopeOf(id, "build"), cost)) return text("tta.no.resources", { n: cost });
  return null;
}

/** Why `seat` cannot upgrade `from` to `to` (ignoring the action spent), or null; `price`: its `upgradePrice`, when the caller has it. */
export function upgradeBlocker(s: TtaState, seat: Seat, from: string, to: string, discount = 0, price?: number) {
  const p = s.players[seat];
  const a = inPlay(p, from);
  const b = inPlay(p, to);
  if (!a || !b) return text("tta.no.notInPlay", { card: a ? to : from });
  if (!a.workers) return text("tta.no.noBuilding", { card: from });
  if (tech(from).type !== tech(to).type || level(to) <= level(from)) return text("tta.no.upgradePath");
  const cost = price ?? upgradePrice(s, seat, from, to, discount);
  if (!canPayResources(p, scopeOf(to, "upgrade"), cost)) return text("tta.no.resources", { n: cost });
  return null;
}

export function populationPrice(s: TtaState, seat: Seat, discount = 0): number {
  return Math.max(0, populationCost(s.players[seat]) - discount - discountFor(s, seat, ["increase-population"]).food);
}

export function populationBlocker(s: TtaState, seat: Seat, discount = 0) {
  const p = s.players[seat];
  if (p.yellowBank < 1) return text("tta.no.population");
  const cost = populationPrice(s, seat, discount);
  if (amountOf(p, "food") < cost) return text("tta.no.food", { n: cost });
  return null;
}

export function increasePopulation(ctx: Ctx, seat: Seat) {
  const act = beginAction(ctx, seat, "increase-population", "civil");
  const p = ctx.s.players[seat];
  const why = populationBlocker(peek(ctx.s), seat, act.discount.food ?? 0);
  check(!why, why!);
  payFood(ctx, seat, populationPrice(ctx.s, seat, act.discount.food ?? 0));
  useDiscounts(ctx, seat, ["increase-population"]);
  p.yellowBank--;
  p.workers++;
  populationGained(ctx, seat, 1);
  ctx.events.push({ type: "population", seat });
  act.done();
}

defineMove<{ type: "increase-population" }>(rules, "increase-population", {
  schema: z.object({ type: z.literal("increase-population") }),
  apply(ctx, seat) {
    increasePopulation(ctx, seat);
  },
});

defineMove<{ type: "build"; card: string }>(rules, "build", {
  schema: z.object({ type: z.literal("build"), card: z.string().max(60) }),
  apply(ctx, seat, move) {
    check(inPlay(peek(ctx.s).players[seat], move.card), text("tta.no.notInPlay", { card: move.card }));
    const extra = extraActionFor(ctx.s, seat, move.card);
    const act = beginAction(ctx, seat, scopeOf(move.card, "build"), extra ? "free" : pays(move.card));
    const discount = act.discount.resources ?? 0;
    // Priced once, on plain data, for the check and the payment (prices read leaders', wonders' and rivals' boards).
    const price = buildPrice(peek(ctx.s), seat, move.card, discount);
    const why = buildBlocker(peek(ctx.s), seat, move.card, discount, price);
    check(!why, why!);
    payResources(ctx, seat, scopeOf(move.card, "build"), price);
    useDiscounts(ctx, seat, buildTags(move.card), move.card);
    extra?.use(ctx, seat);
    const p = playerDraft(ctx.s, seat);
    p.workers = peek(p).workers - 1;
    addWorkers(p, move.card, 1);
    ctx.events.push({ type: "built", seat, card: move.card });
    act.done();
  },
});

defineMove<{ type: "upgrade"; from: string; to: string }>(rules, "upgrade", {
  schema: z.object({ type: z.literal("upgrade"), from: z.string().max(60), to: z.string().max(60) }),
  apply(ctx, seat, move) {
    const before = peek(ctx.s).players[seat];
    check(inPlay(before, move.to) && inPlay(before, move.from), text("tta.no.notInPlay", { card: move.to }));
    const extra = extraActionFor(ctx.s, seat, move.to);
    const act = beginAction(ctx, seat, scopeOf(move.to, "upgrade"), extra ? "free" : pays(move.to));
    const discount = act.discount.resources ?? 0;
    const price = upgradePrice(peek(ctx.s), seat, move.from, move.to, discount);
    const why = upgradeBlocker(peek(ctx.s), seat, move.from, move.to, discount, price);
    check(!why, why!);
    payResources(ctx, seat, scopeOf(move.to, "upgrade"), price);
    useDiscounts(ctx, seat, upgradeTags(move.to), move.to);
    extra?.use(ctx, seat);
    const p = playerDraft(ctx.s, seat);
    addWorkers(p, move.from, -1);
    addWorkers(p, move.to, 1);
    ctx.events.push({ type: "upgraded", seat, from: move.from, to: move.to });
    act.done();
  },
});

defineMove<{ type: "destroy"; card: string }>(rules, "destroy", {
  schema: z.object({ type: z.literal("destroy"), card: z.string().max(60) }),
  apply(ctx, seat, move) {
    const t = inPlay(peek(ctx.s).players[seat], move.card);
    check(t && t.workers > 0, text("tta.no.noBuilding", { card: move.card }));
    beginAction(ctx, seat, "destroy", pays(move.card));
    const p = playerDraft(ctx.s, seat);
    addWorkers(p, move.card, -1);
    p.workers = peek(p).workers + 1;
    ctx.events.push({ type: "destroyed", seat, card: move.card });
  },
});
