/**
 * Shared machinery of event cards and barbarians: the event frame type and its task queue, a generic
 * "choose one of these" frame for the decisions events ask of any seat (out-of-turn prompts included),
 * and mood changes caused by events with Myths' prevention (L1735).
 */
import { z } from "zod";
import type { Seat, Text } from "../../core/types.ts";
import { boardNeighbors, isSea } from "./board.ts";
import { advanceDef } from "./catalog.ts";
import { check, defineFrame, defineMove, emit, pop, push, type Ctx } from "./flow.ts";
import { has, player } from "./queries.ts";
import { pay } from "./resources.ts";
import type { EventCardDef } from "./data/index.ts";
import { lowerMood, makeAngry } from "./mood.ts";
import type { City, CocState, EventsState, Frame, HexKey } from "./state.ts";

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
   * or "symbol" (symbol only). Unset in the other modes (events.ts).
   */
  mode?: "declare" | "full" | "symbol";
}

type TaskFn = (ctx: Ctx, task: Task) => void;
const tasks = new Map<string, TaskFn>();

export function defineTask(op: string, fn: TaskFn) {
  if (tasks.has(op)) throw new Error(`event task ${op} defined twice`);
  tasks.set(op, fn);
}

export function runTask(ctx: Ctx, task: Task) {
  const fn = tasks.get(task.op);
  if (!fn) throw new Error(`no event task ${task.op}`);
  fn(ctx, task);
}

/** The event being resolved (the topmost event frame), if any. */
export function currentEvent(s: CocState): EventFrame | undefined {
  for (let i = s.stack.length - 1; i >= 0; i--) if (s.stack[i].kind === "event") return s.stack[i] as EventFrame;
  return undefined;
}

/** Queues tasks to run next (before the rest) in the current event; outside an event they run at once. */
export function queue(ctx: Ctx, ...list: Task[]) {
  const f = currentEvent(ctx.s);
  if (f) (f.tasks ??= []).unshift(...list);
  else for (const t of list) runTask(ctx, t);
}

// ---- Generic choice frame -------------------------------------------------------------------------

export type ChoiceValue = string | number;

/** A seat picks one of `options` (or declines when `optional`). The handler of `choice` resolves it. */
export interface ChoiceFrame extends Frame {
  kind: "event-choice";
  seat: Seat;
  choice: string;
  options: ChoiceValue[];
  optional: boolean;
  data: Record<string, unknown>;
}

export interface ChoiceHandler {
  label(s: CocState, f: ChoiceFrame): Text;
  optionLabel?(s: CocState, f: ChoiceFrame, value: ChoiceValue): Text;
  resolve(ctx: Ctx, seat: Seat, value: ChoiceValue | null, data: Record<string, unknown>): void;
}
const choices = new Map<string, ChoiceHandler>();

export function defineChoice(id: string, handler: ChoiceHandler) {
  if (choices.has(id)) throw new Error(`choice ${id} defined twice`);
  choices.set(id, handler);
}

function choiceHandler(id: string): ChoiceHandler {
  const h = choices.get(id);
  if (!h) throw new Error(`no choice ${id}`);
  return h;
}

/**
 * Asks `seat` to choose. With no option (and not optional) nothing happens; a single forced option is
 * taken without asking unless `always` (yes/no questions are always asked).
 */
export function ask(
  ctx: Ctx, seat: Seat, choice: string, options: ChoiceValue[], data: Record<string, unknown> = {},
  opts: { optional?: boolean; always?: boolean } = {},
) {
  const optional = opts.optional ?? false;
  if (!options.length && !optional) return;
  if (options.length === 1 && !optional && !opts.always) {
    choiceHandler(choice).resolve(ctx, seat, options[0], data);
    return;
  }
  push(ctx, { kind: "event-choice", seat, choice, options, optional, data } satisfies ChoiceFrame);
}

const YES_NO_LABELS: Record<string, Text> = {
  yes: { key: "coc.yes", en: "Yes" },
  no: { key: "coc.no", en: "No" },
};

export function defaultOptionLabel(s: CocState, value: ChoiceValue): Text {
  if (typeof value === "number") {
    const u = s.units[value];
    return u ? { key: "coc.unit", en: `${u.type} at ${u.hex}`, params: { unit: u.type, hex: u.hex } } : { key: "coc.value", en: String(value), params: { value } };
  }
  return YES_NO_LABELS[value] ?? { key: "coc.value", en: value, params: { value } };
}

defineFrame<ChoiceFrame>("event-choice", {
  moves: ["event-choice"],
  prompt: (s, f) => {
    const h = choiceHandler(f.choice);
    return {
      kind: "choose", seat: f.seat, id: f.choice, moveType: "event-choice", min: f.optional ? 0 : 1, max: 1,
      label: h.label(s, f),
      options: f.options.map((v) => ({ value: v, label: h.optionLabel ? h.optionLabel(s, f, v) : defaultOptionLabel(s, v) })),
    };
  },
  legal: (_s, f) => [...f.options.map((value) => ({ type: "event-choice", value })), ...(f.optional ? [{ type: "event-choice", value: null }] : [])],
});

export type EventChoiceMove = { type: "event-choice"; value: ChoiceValue | null };

defineMove<EventChoiceMove>("event-choice", {
  schema: z.object({ type: z.literal("event-choice"), value: z.union([z.string().max(80), z.number().int()]).nullable() }),
  apply(ctx, seat, move, frame) {
    check(frame.kind === "event-choice", "There is nothing to choose now");
    const f = frame as ChoiceFrame;
    if (move.value === null) check(f.optional, "You must choose one of the options");
    else check(f.options.includes(move.value), "That is not one of the options");
    pop(ctx, f);
    choiceHandler(f.choice).resolve(ctx, seat, move.value, f.data);
  },
});

// ---- Mood changes by events (Myths, L1735) ---------------------------------------------------------

/** Cities of `seat` whose mood an event can still lower. */
export function lowerableCities(s: CocState, seat: Seat, filter?: (c: City) => boolean): City[] {
  return Object.values(s.cities).filter((c) => c.owner === seat && c.mood !== "angry" && (!filter || filter(c)));
}

/**
 * An event lowers the mood of `hex` by one step (or straight to Angry). With Myths the owner may pay
 * 1 mood token to prevent it — only 1 even for Happy→Angry (L1735).
 */
defineTask("lower-mood", (ctx, t) => {
  const city = ctx.s.cities[t.hex as HexKey];
  if (!city || city.owner !== t.seat || city.mood === "angry") return;
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

defineChoice("myths", {
  label: (_s, f) => ({
    key: "coc.event.myths", en: `Myths: pay 1 mood token to keep the mood of the city at ${f.data.hex}?`, params: { hex: String(f.data.hex) },
  }),
  resolve(ctx, seat, value, data) {
    const city = ctx.s.cities[data.hex as HexKey];
    if (!city) return;
    if (value === "yes") {
      const myths = advanceDef("myths");
      pay(ctx, player(ctx.s, seat), myths.useCost ?? { fixed: { mood: 1 }, flexible: [], goldSubstitutes: false }, { mood: 1 }, myths.name.en);
      emit(ctx, { type: "MoodLossPrevented", seat, hex: city.hex, by: "myths" });
      return;
    }
    applyMoodLoss(ctx, city, !!data.angry, String(data.reason));
  },
});

/** Choose `count` different cities (optionally filtered) whose mood the event lowers (or makes Angry). */
defineTask("choose-lower-mood", (ctx, t) => {
  const exclude = (t.exclude as HexKey[] | undefined) ?? [];
  const filter = t.filter === "coastal" ? (c: City) => isCoastal(ctx.s, c.hex) : undefined;
  const options = lowerableCities(ctx.s, t.seat, filter).map((c) => c.hex).filter((h) => !exclude.includes(h));
  ask(ctx, t.seat, "lower-mood-city", options, { ...t });
});

defineChoice("lower-mood-city", {
  label: (_s, f) => f.data.angry
    ? { key: "coc.event.makeAngry", en: "Choose one of your cities to become Angry" }
    : f.data.filter === "coastal"
      ? { key: "coc.event.lowerMoodCoastal", en: "Choose one of your cities next to water to lower its mood" }
      : { key: "coc.event.lowerMood", en: "Choose one of your cities to lower its mood" },
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
  return c ? { key: "coc.city", en: `City at ${hex} (${c.mood})`, params: { hex, mood: c.mood } } : { key: "coc.hex", en: hex, params: { hex } };
}

/** A city next to a sea space (L2181). */
export function isCoastal(s: CocState, hex: HexKey): boolean {
  return boardNeighbors(s, hex).some((n) => isSea(s, n));
}

export function seatLabel(seat: Seat): Text {
  return { key: "coc.seat", en: `Seat ${seat + 1}`, params: { seat } };
}

/** Seats clockwise starting with `first` (L1409). */
export function clockwiseFrom(s: CocState, first: Seat): Seat[] {
  const n = s.players.length;
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
const cardEffects = new Map<string, CardEffect>();

export function defineCardEffect(effectId: string, fn: CardEffect) {
  if (cardEffects.has(effectId)) throw new Error(`event effect ${effectId} defined twice`);
  cardEffects.set(effectId, fn);
}

export function cardEffect(effectId: string): CardEffect | undefined {
  return cardEffects.get(effectId);
}

// ---- Great persons taken into a hand ------------------------------------------------------------------

const greatPersonTakenRules: ((ctx: Ctx, seat: Seat, card: string) => void)[] = [];

/** Rules run when a seat takes a great person into its hand (Great Diplomat [EXP] chooses a partner). */
export function onGreatPersonTaken(rule: (ctx: Ctx, seat: Seat, card: string) => void) {
  greatPersonTakenRules.push(rule);
}

export function greatPersonTaken(ctx: Ctx, seat: Seat, card: string) {
  for (const rule of greatPersonTakenRules) rule(ctx, seat, card);
}

// ---- Lasting effects ---------------------------------------------------------------------------------

/** The lasting effects of events, created on first use. */
export function eventsState(s: CocState): EventsState {
  return (s.events ??= { pestilence: false, loseAction: [] });
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
