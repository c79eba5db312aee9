/**
 * Applying the effects the data describes (data/types.ts `Effect`), for events, territories, action cards and
 * wonders. Effects with a choice ask the seat through the kit's choice (pick one good). An effect kind the engine
 * does not apply yet is recorded in a `not-applied` event, so a test or the log shows it (docs status).
 */
import type { Seat } from "../../../core/types.ts";
import { ask } from "../../../kit/choice.ts";
import { peek } from "../../../kit/peek.ts";
import { addRule, KeyedSlot, ListSlot, putRule, ruleModule, rulesInForce, type RuleModule } from "../../../kit/rules.ts";
import { type Effect, type Good, type PlayerCount } from "../data/index.ts";
import { defineChoice, push, type Ctx } from "../base/flow.ts";
import { drawMilitary } from "../base/military-deck.ts";
import { produce } from "../base/production.ts";
import { production, totals } from "../base/ratings.ts";
import { cardOf, level, tech } from "../base/cards.ts";
import { activeCount, playerDraft, seatsFrom } from "../base/state.ts";
import { amountOf, cardTokens, consumption, gain, gainPopulation, lose, losePopulation, removeBlue } from "../base/tokens.ts";
import { text } from "../text/index.ts";
import { count } from "./counters.ts";
import { leaderLeaves } from "./leaving.ts";
import { whoIs } from "./who.ts";
import { destroyOwn, discardMilitary, loseColonies, loseSplit, negotiations, ravagesOfTime, terrorism } from "./event-choices.ts";

export const rules = ruleModule("tta-effects");

/** Gains (or, with a negative amount, losses) of one good. */
export function gainGood(ctx: Ctx, seat: Seat, good: Good, n: number) {
  const p = playerDraft(ctx.s, seat);
  if (good === "food" || good === "resources") {
    if (n >= 0) gain(p, good, n);
    else lose(p, good, -n);
  } else if (good === "science") p.science = Math.max(0, peek(p).science + n);
  else p.culture = Math.max(0, peek(p).culture + n);
}

defineChoice(rules, "pick-good", {
  label: (_s, f) => text("tta.choice.pick", { card: String(f.data.card) }),
  optionLabel: (_s, _f, v) => {
    const [good, n] = String(v).split(":");
    return text("tta.option.good", { good, n: Number(n) });
  },
  resolve(ctx, seat, value) {
    const [good, n] = String(value).split(":");
    gainGood(ctx, seat, good as Good, Number(n));
  },
});

export interface EffectContext {
  /** The seat the card belongs to (the revealer of an event, the player of a card). */
  owner: Seat;
  card: string;
}

/** How an effect kind a card module owns is applied (a wonder's scoring, an event with its own frames or prompts). */
export type EffectTask<K extends Effect["kind"]> = (ctx: Ctx, e: Extract<Effect, { kind: K }>, ec: EffectContext) => void;
type AnyTask = (ctx: Ctx, e: Effect, ec: EffectContext) => void;
const EFFECT_TASKS = new KeyedSlot<AnyTask>("effect tasks");

export function putEffectTask<K extends Effect["kind"]>(module: RuleModule, kind: K, task: EffectTask<K>) {
  putRule(module, EFFECT_TASKS, kind, task as AnyTask);
}

/** What a power does when the seat's population grows by `n` (Maria Theresa's science and culture). */
export type PopulationPower = (ctx: Ctx, seat: Seat, n: number) => void;
const POPULATION_POWERS = new ListSlot<PopulationPower>("population powers");

export function addPopulationPower(module: RuleModule, power: PopulationPower) {
  addRule(module, POPULATION_POWERS, power);
}

/** The seat's population grew by `n` workers. */
export function populationGained(ctx: Ctx, seat: Seat, n: number) {
  for (const power of rulesInForce().list(POPULATION_POWERS)) power(ctx, seat, n);
}

const scaled = (scale: { 2: number; 3: number; 4: number } | undefined, amount: number, players: number) =>
  scale ? scale[Math.max(2, players) as PlayerCount] : amount;

export function applyEffect(ctx: Ctx, e: Effect, ec: EffectContext) {
  const s = ctx.s;
  switch (e.kind) {
    case "gain": case "lose": {
      const sign = e.kind === "gain" ? 1 : -1;
      for (const seat of whoIs(s, e.who, ec.owner)) {
        const goods = Object.entries(e.amounts) as [Good, number][];
        if (e.pick === "all" || goods.length === 1) for (const [g, n] of goods) gainGood(ctx, seat, g, sign * n);
        else if (sign > 0) ask(ctx, seat, "pick-good", goods.map(([g, n]) => `${g}:${n}`), { card: ec.card }, { always: true });
        // "Up to N food and/or resources": the seat chooses the split (E3).
        else loseSplit(ctx, seat, Math.max(...goods.map(([, n]) => n)), ec.card);
      }
      return;
    }
    case "gain-per": case "lose-per": {
      for (const seat of whoIs(s, e.who, ec.owner)) {
        const c = count(s, seat, e.per);
        if (c === null) return notApplied(ctx, e, ec);
        const amount = e.kind === "gain-per" ? scaled(e.scale, e.amount, activeCount(s)) : e.amount;
        let total = amount * c;
        if (e.kind === "gain-per" && e.max !== null) total = Math.min(total, e.max);
        if (e.good === "civil-actions") s.players[seat].civilPenalty += total;
        else if (e.good === "food-or-resources") gainGood(ctx, seat, "resources", total);
        else gainGood(ctx, seat, e.good, e.kind === "gain-per" ? total : -total);
      }
      return;
    }
    case "score-rating":
      for (const seat of whoIs(s, e.who, ec.owner)) gainGood(ctx, seat, e.as, totals(s, seat)[e.rating]);
      return;
    case "produce":
      for (const seat of whoIs(s, e.who, ec.owner)) produce(ctx, seat, e.steps);
      return;
    case "ranked-culture": {
      const scale = e.scale[Math.max(2, activeCount(s)) as PlayerCount];
      const val = (seat: Seat) => (e.rating === "culture" ? totals(s, seat).culture : totals(s, seat)[e.rating]);
      // Ties go to the current player, then clockwise (base §16.2); seatsFrom starts with the current player.
      const order = seatsFrom(s, s.current).sort((a, b) => val(b) - val(a));
      order.forEach((seat, i) => gainGood(ctx, seat, "culture", scale[i] ?? 0));
      return;
    }
    case "population": {
      let seats = whoIs(s, e.who, ec.owner);
      if (e.condition === "most-culture-is-among-weakest") {
        const weak = whoIs(s, "two-weakest", ec.owner);
        seats = seats.filter((seat) => weak.includes(seat));
      }
      for (const seat of seats) {
        if (e.delta > 0) populationGained(ctx, seat, gainPopulation(s.players[seat], e.delta));
        else losePopulation(s.players[seat], -e.delta);
      }
      return;
    }
    case "lose-all-food":
      for (const seat of whoIs(s, e.who, ec.owner)) lose(s.players[seat], "food", amountOf(s.players[seat], "food"));
      return;
    case "draw-military":
      for (const seat of whoIs(s, e.who, ec.owner)) drawMilitary(ctx, seat, e.count);
      return;
    case "lose-civil-actions":
      for (const seat of whoIs(s, e.who, ec.owner)) {
        const n = e.per ? e.amount * (count(s, seat, e.per) ?? 0) : e.amount;
        s.players[seat].civilPenalty += n;
      }
      return;
    case "return-blue-token-to-box":
      for (const seat of whoIs(s, e.who, ec.owner)) removeBlue(s.players[seat], e.count);
      return;
    case "build-free":
      for (const seat of whoIs(s, e.who, ec.owner)) {
        const p = s.players[seat];
        const t = p.techs.find((x) => x.card === (e.what === "warriors" ? "warriors" : "religion"));
        // Free, when the seat has an unused worker; a temple also needs room under the urban limit (E4).
        if (!t || p.workers < 1) continue;
        if (e.what !== "warriors" && p.techs.filter((x) => x.card === "religion" || x.card === "theology" || x.card === "organized-religion").reduce((n, x) => n + x.workers, 0) >= totals(s, seat).urbanLimit) continue;
        p.workers--;
        t.workers++;
      }
      return;
    case "culture-if-food-surplus":
      for (const seat of seatsFrom(s, ec.owner)) if (foodSurplus(ctx, seat) > 0) gainGood(ctx, seat, "culture", e.culture);
      return;
    case "culture-per-wonder-by-age":
      for (const seat of seatsFrom(s, ec.owner)) {
        for (const w of s.players[seat].wonders) gainGood(ctx, seat, "culture", e.byAge[ageOfWonder(w)]);
      }
      return;
    case "first-space-flight":
      gainGood(ctx, ec.owner, "culture", e.culturePerTechLevel * (count(s, ec.owner, "technology-level") ?? 0));
      return;
    case "manhattan":
      gainGood(ctx, ec.owner, "culture", totals(s, ec.owner).science);
      return;
    case "emigration":
      for (const seat of seatsFrom(s, ec.owner)) losePopulation(s.players[seat], Math.ceil(e.fractionOfDiscontent * (count(s, seat, "discontent-worker") ?? 0)));
      return;
    case "iconoclasm":
      for (const seat of seatsFrom(s, ec.owner)) {
        const p = s.players[seat];
        if (p.leader && s.era !== "IV" && cardOf(p.leader, "leader").age !== s.era) leaderLeaves(ctx, seat);
      }
      return;
    case "dark-ages":
      for (const seat of seatsFrom(s, ec.owner)) {
        const p = s.players[seat];
        if (p.science > e.threshold) p.science -= Math.ceil((p.science - e.threshold) * e.fraction);
      }
      return;
    case "destroy-own-building":
      for (const seat of whoIs(s, e.who, ec.owner)) destroyOwn(ctx, seat, e.of, ec.card);
      return;
    case "lose-colony":
      for (const seat of whoIs(s, e.who, ec.owner)) loseColonies(ctx, seat, Math.min(e.count, s.players[seat].colonies.length), ec.card);
      return;
    case "take-yellow-token": {
      const [from] = whoIs(s, e.from, ec.owner);
      const [to] = whoIs(s, e.to, ec.owner);
      if (from === undefined || to === undefined || from === to) return;
      const n = Math.min(e.count, s.players[from].yellowBank);
      s.players[from].yellowBank -= n;
      s.players[to].yellowBank += n;
      return;
    }
    case "politics-of-strength": {
      const [strong] = whoIs(s, "strongest", ec.owner);
      const [weak] = whoIs(s, "weakest", ec.owner);
      if (s.era === "IV") {
        gainGood(ctx, strong, "culture", e.ageIV.culture ?? 0);
        gainGood(ctx, weak, "culture", -(e.ageIV.lose ?? 0));
        return;
      }
      drawMilitary(ctx, strong, e.strongestDraws);
      // The weakest chooses its discards (E14).
      discardMilitary(ctx, weak, e.weakestDiscards, ec.card);
      return;
    }
    case "international-negotiations": {
      const [strong] = whoIs(s, "strongest", ec.owner);
      const [weak] = whoIs(s, "weakest", ec.owner);
      if (strong === weak) return;
      // Only a good the weakest has enough of (seed L678); the revealer chooses.
      const w = s.players[weak];
      const goods = e.choices.filter((g) => (g === "food" || g === "resources" ? amountOf(w, g) : w[g]) >= e.amount);
      negotiations(ctx, ec.owner, strong, weak, goods, e.amount);
      return;
    }
    case "arms-industry": {
      const seats = seatsFrom(s, ec.owner);
      for (const type of ["infantry", "cavalry", "artillery", "air-force"]) {
        const best = (seat: Seat) => Math.max(-1, ...peek(s).players[seat].techs.filter((t) => tech(t.card).type === type).map((t) => level(t.card)));
        const top = Math.max(...seats.map(best));
        if (top < 0) continue;
        for (const seat of seats) if (best(seat) === top) gainGood(ctx, seat, "resources", e.resourcesPerBestUnitType);
      }
      return;
    }
    case "terrorism": {
      const [least] = whoIs(s, "least-culture", ec.owner);
      terrorism(ctx, least, seatsFrom(s, ec.owner).filter((seat) => seat !== least), ec.card);
      return;
    }
    case "wisdom-of-the-ancestors":
      for (const seat of seatsFrom(s, ec.owner)) {
        const p = s.players[seat];
        const times = (age: string) => (age === "A" ? e.ageAMultiplier : 1);
        for (const w of p.wonders) gainGood(ctx, seat, "science", e.sciencePerCompleted * times(ageOfWonder(w)));
        if (p.wonder) gainGood(ctx, seat, "resources", e.resourcesPerUnfinished * times(ageOfWonder(p.wonder.card)));
      }
      return;
    case "call-to-arms": {
      // A seat already losing all its civil actions (Rebellion) loses only what it has left, and draws for that (seed L658).
      const lose = (seat: Seat, n: number) => {
        const p = s.players[seat];
        const lost = Math.min(n, Math.max(0, totals(s, seat).civilActions - p.civilPenalty));
        p.civilPenalty += lost;
        drawMilitary(ctx, seat, lost * e.cardsPerActionLost);
      };
      if (activeCount(s) <= 2) lose(whoIs(s, "weakest", ec.owner)[0], e.twoPlayers.weakestLoses);
      else {
        const weak = whoIs(s, "two-weakest", ec.owner);
        weak.forEach((seat, i) => lose(seat, e.more.twoWeakestLose + (i === 0 ? e.more.weakestLosesMore : 0)));
      }
      return;
    }
    case "ravages-of-time":
      ravagesOfTime(ctx, seatsFrom(s, ec.owner), e.ages, ec.card);
      return;
    case "development-of-civilization":
      // Each civilization, clockwise from the revealer, may do one of the actions at a discount (a prompt each).
      for (const seat of seatsFrom(s, ec.owner).reverse()) offerDevelopment(ctx, seat, ec.card, e.discount);
      return;
    default: {
      const task = rulesInForce().get(EFFECT_TASKS, e.kind);
      if (task) task(ctx, e, ec);
      else notApplied(ctx, e, ec);
    }
  }
}

/** Development of Civilization's offer to one seat: one of its actions at a discount, or none. */
export function offerDevelopment(ctx: Ctx, seat: Seat, card: string, discount: Extract<Effect, { kind: "development-of-civilization" }>["discount"]) {
  push(ctx, { kind: "perform", seat, card, action: "population-build-or-develop", discount: { ...discount }, after: {}, optional: true });
}

const ageOfWonder = (id: string) => cardOf(id, "wonder").age;
const foodSurplus = (ctx: Ctx, seat: Seat) => production(ctx.s, seat, "food") - consumption(ctx.s.players[seat]);

function notApplied(ctx: Ctx, e: Effect, ec: EffectContext) {
  ctx.events.push({ type: "not-applied", effect: e.kind, card: ec.card });
}

export function applyEffects(ctx: Ctx, effects: readonly Effect[], ec: EffectContext) {
  for (const e of effects) applyEffect(ctx, e, ec);
}
