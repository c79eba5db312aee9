/**
 * Shared machinery of event cards and barbarians: the event frame type and its task queue, a generic
 * "choose one of these" frame for the decisions events ask of any seat (out-of-turn prompts included),
 * and mood changes caused by events with Myths' prevention (L1735).
 */
import { z } from "zod";
import type { Seat, Text } from "../../../core/types.ts";
import { boardNeighbors, isSea } from "./board.ts";
import { advanceDef } from "./catalog.ts";
import { type Ctx, defineChoice, emit } from "./flow.ts";
import { has, player } from "./queries.ts";
import { pay } from "./resources.ts";
import type { EventCardDef } from "../data/index.ts";
import { lowerMood, makeAngry } from "./mood.ts";
import type { City, CocState, EventsState, Frame, HexKey } from "./state.ts";
import { element, peek } from "../../../kit/peek.ts";
import { addRule, KeyedSlot, ListSlot, putRule, ruleModule, rulesInForce, type RuleModule } from "../../../kit/rules.ts";
import { ask, defineChoiceFrame, type ChoiceFrame, type ChoiceValue } from "../../../kit/choice.ts";
import { text } from "../text/index.ts";

/** What this file adds to the game's rules (listed in index.ts). */
export const rules = ruleModule("base/event-core");

// ---- The event frame and its tasks ----------------------------------------------------------------

/** One pending piece of an event's resolution (plain JSON). `op` names a handler registered with `defineTask`. */
export type Task = { op: string; seat: Seat } & Record<string, unknown>;

/**
 * Resolution of one event card (pushed by gainAdvance when a tracker empties, L1405). Steps: draw →
 * symbol (its tasks) → main effect (its tasks) → done (discard, "event-resolved"). Decisions are child
 * frames on top of it; when they are answered, follow-up work is queued here.
 */
export interface EventFrame extends Frame {
  kind: "event";
  seat: null;
  drawer: Seat;
  step: "draw" | "symbol" | "main";
  card?: string;
  /** Great Mausoleum: where the drawer takes the card from (asked before drawing). */
  source?: "deck" | "discard";
  tasks?: Task[];
  /** A great person was taken into a hand: the card is not discarded. */
  kept?: boolean;
  /**
   * Optional-events variant (L2076): "declare" while the drawer is being asked, then "full" (symbol and text)
   * or "symbol" (symbol only). Unset in the other modes (events/events.ts).
   */
  mode?: "declare" | "full" | "symbol";
}

type TaskFn = (ctx: Ctx, task: Task) => void;
const TASKS = new KeyedSlot<TaskFn>("event tasks");

export function defineTask(module: RuleModule, op: string, fn: TaskFn) {
  putRule(module, TASKS, op, fn);
}

export function runTask(ctx: Ctx, task: Task) {
  rulesInForce().require(TASKS, task.op)(ctx, task);
}

/** The event being resolved (the topmost event frame), if any. */
export function currentEvent(s: CocState): EventFrame | undefined {
  const stack = peek(s).stack;
  // Its draft read without the proxies' traps (engine/kit/peek.ts).
  for (let i = stack.length - 1; i >= 0; i--) if (stack[i].kind === "event") return element(s, "stack", i) as EventFrame;
  return undefined;
}

/** Queues tasks to run next (before the rest) in the current event; outside an event they run at once. */
export function queue(ctx: Ctx, ...list: Task[]) {
  const f = currentEvent(ctx.s);
  if (f) {
    // One assignment rather than an unshift through the draft, which would draft every task already queued.
    const rest = peek(f).tasks;
    f.tasks = rest ? [...list, ...rest] : [...list];
  }
  else for (const t of list) runTask(ctx, t);
}

// ---- Choices (the kit's choice frame, engine/kit/choice.ts) ---------------------------------------------

export type { ChoiceFrame, ChoiceValue };
export { ask };

export { defineChoice };

const YES_NO_LABELS: Record<string, Text> = {
  yes: text("coc.yes"),
  no: text("coc.no"),
};

export function defaultOptionLabel(s: CocState, value: ChoiceValue): Text {
  if (typeof value === "number") {
    const u = s.units[value];
    return u ? text("coc.unit", { unit: u.type, hex: u.hex }) : text("coc.value", { value });
  }
  return YES_NO_LABELS[value] ?? text("coc.value", { value });
}

// Clash's saved games and client know the choice frame and its answer as "event-choice".
defineChoiceFrame<CocState>(rules, "event-choice", "event-choice", defaultOptionLabel);

export type EventChoiceMove = { type: "event-choice"; value: ChoiceValue | null };

// ---- Mood changes by events (Myths, L1735) ---------------------------------------------------------

/** The hexes of the cities of `seat` whose mood an event can still lower (`filter` sees plain data: read only). */
export function lowerableCityHexes(s: CocState, seat: Seat, filter?: (c: City) => boolean): HexKey[] {
  const cities = peek(s).cities;
  const out: HexKey[] = [];
  for (const hex in cities) {
    const c = peek(cities[hex]);
    if (c.owner === seat && c.mood !== "angry" && (!filter || filter(c))) out.push(c.hex);
  }
  return out;
}

/**
 * An event lowers the mood of `hex` by one step (or straight to Angry). With Myths the owner may pay
 * 1 mood token to prevent it — only 1 even for Happy→Angry (L1735).
 */
defineTask(rules, "lower-mood", (ctx, t) => {
  // The city's draft read without the proxies' traps, checked on its plain data (engine/kit/peek.ts).
  const city = element(ctx.s, "cities", t.hex as HexKey) as City | undefined;
  if (!city) return;
  const c = peek(city);
  if (c.owner !== t.seat || c.mood === "angry") return;
  const p = player(ctx.s, t.seat);
  if (has(p, "myths") && p.moodTokens >= 1) {
    ask(ctx, t.seat, "myths", ["yes", "no"], { hex: t.hex, angry: !!t.angry, reason: t.reason ?? "event" }, { always: true });
    return;
  }
  applyMoodLoss(ctx, city, !!t.angry, String(t.reason ?? "event"));
});

function applyMoodLoss(ctx: Ctx, city: City, angry: boolean, reason: string) {
  if (angry) makeAngry(ctx, city, reason);
  else lowerMood(ctx, city, reason);
}

defineChoice(rules, "myths", {
  label: (_s, f) => (text("coc.event.myths", { hex: String(f.data.hex) })),
  resolve(ctx, seat, value, data) {
    const city = ctx.s.cities[data.hex as HexKey];
    if (!city) return;
    if (value === "yes") {
      const myths = advanceDef("myths");
      pay(ctx, player(ctx.s, seat), myths.useCost ?? { fixed: { mood: 1 }, flexible: [], goldSubstitutes: false }, { mood: 1 }, "myths");
      emit(ctx, { type: "MoodLossPrevented", seat, hex: city.hex, by: "myths" });
      return;
    }
    applyMoodLoss(ctx, city, !!data.angry, String(data.reason));
  },
});

/** Choose `count` different cities (optionally filtered) whose mood the event lowers (or makes Angry). */
defineTask(rules, "choose-lower-mood", (ctx, t) => {
  const exclude = (t.exclude as HexKey[] | undefined) ?? [];
  const filter = t.filter === "coastal" ? (c: City) => isCoastal(ctx.s, c.hex) : undefined;
  const options = lowerableCityHexes(ctx.s, t.seat, filter).filter((h) => !exclude.includes(h));
  ask(ctx, t.seat, "lower-mood-city", options, { ...t });
});

defineChoice(rules, "lower-mood-city", {
  label: (_s, f) => f.data.angry
    ? text("coc.event.makeAngry")
    : f.data.filter === "coastal"
      ? text("coc.event.lowerMoodCoastal")
      : text("coc.event.lowerMood"),
  optionLabel: (s, _f, v) => cityLabel(s, String(v)),
  resolve(ctx, seat, value, data) {
    const hex = String(value);
    const left = Number(data.count ?? 1) - 1;
    const next: Task[] = [{ op: "lower-mood", seat, hex, angry: !!data.angry, reason: data.reason ?? "event" }];
    if (left > 0) next.push({ ...(data as Task), count: left, exclude: [...((data.exclude as string[]) ?? []), hex] });
    queue(ctx, ...next);
  },
});

export function cityLabel(s: CocState, hex: HexKey): Text {
  const c = s.cities[hex];
  return c ? text("coc.city", { hex, mood: c.mood }) : text("coc.hex", { hex: hex });
}

/** A city next to a sea space (L2181). */
export function isCoastal(s: CocState, hex: HexKey): boolean {
  const r = peek(s); // read-only: plain data (engine/kit/peek.ts)
  return boardNeighbors(r, hex).some((n) => isSea(r, n));
}

export function seatLabel(seat: Seat): Text {
  return text("coc.seat", { seat });
}

/** Seats clockwise starting with `first` (L1409). */
export function clockwiseFrom(s: CocState, first: Seat): Seat[] {
  const n = peek(s).players.length;
  return Array.from({ length: n }, (_, i) => (first + i) % n);
}

/** Adds event VP (destroyed pieces etc.) to a seat's score. */
export function gainEventVp(ctx: Ctx, seat: Seat, vp: number, reason: string) {
  if (vp <= 0) return;
  player(ctx.s, seat).eventVp += vp;
  emit(ctx, { type: "EventVpGained", seat, vp, reason });
}

// ---- Main effects of the cards ---------------------------------------------------------------------

/**
 * Builds the tasks of a card's main effect. `seats` are the players it affects, clockwise from the
 * drawer (L1409), without those protected by an advance the card names.
 */
export type CardEffect = (s: CocState, card: EventCardDef, seats: Seat[], drawer: Seat) => Task[];
const CARD_EFFECTS = new KeyedSlot<CardEffect>("event card effects");

export function defineCardEffect(module: RuleModule, effectId: string, fn: CardEffect) {
  putRule(module, CARD_EFFECTS, effectId, fn);
}

export function cardEffect(effectId: string): CardEffect | undefined {
  return rulesInForce().get(CARD_EFFECTS, effectId);
}

// ---- Great persons taken into a hand ------------------------------------------------------------------

const GREAT_PERSON_TAKEN = new ListSlot<(ctx: Ctx, seat: Seat, card: string) => void>("great person taken");

/** Rules run when a seat takes a great person into its hand (Great Diplomat [EXP] chooses a partner). */
export function onGreatPersonTaken(module: RuleModule, rule: (ctx: Ctx, seat: Seat, card: string) => void) {
  addRule(module, GREAT_PERSON_TAKEN, rule);
}

export function greatPersonTaken(ctx: Ctx, seat: Seat, card: string) {
  for (const rule of rulesInForce().list(GREAT_PERSON_TAKEN)) rule(ctx, seat, card);
}

// ---- Lasting effects ---------------------------------------------------------------------------------

/** The lasting effects of events, created on first use. */
export function eventsState(s: CocState): EventsState {
  return (s.events ??= { pestilence: false, loseAction: [] });
}

/**
 * Pestilence (catalog §6.3 #1): after it, nobody without Sanitation may construct buildings or wonders (a lasting
 * effect of the event: events/events.ts applies it to Construct, wonders/wonders.ts to wonders).
 */
export function constructionBlockedByEvent(s: CocState, seat: Seat): boolean {
  return !!s.events?.pestilence && !has(player(s, seat), "sanitation");
}

/** Takes one action from `seat`: now if it is their turn and they have one left, else at the start of their next turn. */
export function loseAction(ctx: Ctx, seat: Seat, reason: string) {
  const t = ctx.s.turn;
  if (t && t.seat === seat && t.actionsLeft > 0) {
    t.actionsLeft--;
    emit(ctx, { type: "ActionLost", seat, reason });
    return;
  }
  eventsState(ctx.s).loseAction.push(seat);
  emit(ctx, { type: "ActionLostNextTurn", seat, reason });
}
