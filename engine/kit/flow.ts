/**
 * The decision stack. What is pending is a stack of plain-data frames on the state; the top frame names
 * the seat being asked (or none, for a frame that resolves by itself). A move is applied inside a `Ctx`
 * (apply.ts): rules code changes `ctx.s` and calls `fail()`/`check()` for anything illegal, which unwinds
 * the whole move. After every move `run()` lets self-resolving frames advance until a seat must decide.
 * Each frame kind and move type has a handler that a rule module defines (rules.ts); hooks are named
 * points in the flow that other modules' rules join.
 */
import type { z } from "zod";
import type { Rng, RngState } from "../core/rng.ts";
import type { GameEvent, Move, Prompt, Seat, Text } from "../core/types.ts";
import { perKey } from "./derived.ts";
import { isDraftObject, member, truncate } from "./draft.ts";
import { appendFresh, peek } from "./peek.ts";
import { KeyedSlot, ListSlot, putRule, addRule, rulesInForce, type RuleBook, type RuleModule } from "./rules.ts";

/** A pending piece of the flow: plain data, so a state can be saved, viewed and hashed. */
export interface Frame {
  kind: string;
  /** The seat being asked, or null for frames that resolve on their own. */
  seat: Seat | null;
  [key: string]: unknown;
}

/** What the kit needs of every game state. */
export interface FlowState {
  stack: Frame[];
  finished: boolean;
  rng: RngState;
}

/** A move being applied: the draft of the state, the events so far and the random generator. */
export interface Ctx<S extends FlowState = FlowState> {
  s: S;
  events: GameEvent[];
  rng: Rng;
  /** Set when the move revealed something (random.ts): it may not be taken back. */
  barrier?: boolean;
  /**
   * The events emitted with `emitFresh`, in order: built from plain data, they hold no draft, so the move's end
   * does not search them (draft.ts's `produce`). Always there on a move being applied (apply.ts).
   */
  fresh?: GameEvent[];
}

export class RuleFailure extends Error {
  readonly code: string;
  readonly text: Text;
  constructor(code: string, text: Text) {
    super();
    this.code = code;
    this.text = text;
  }

  /** The English, rendered only when read (text.ts). */
  override get message(): string {
    return this.text.en;
  }
}

/** Rejects the move being applied, saying why in the game's words (its catalog's `Text`); the state stays as it was. */
export function fail(why: Text, code = "illegal"): never {
  throw new RuleFailure(code, why);
}

/**
 * Fails with `why` unless `condition` holds. `why` is built before the call: on a hot path, where the reason is
 * made by `text(...)`, write `if (!ok) fail(text(...))` so the reason is made only on failure.
 */
export function check(condition: unknown, why: Text): asserts condition {
  if (!condition) fail(why);
}

export interface FrameHandler<S extends FlowState, F extends Frame = Frame> {
  /** Move types the frame's seat may send while it is on top (read once per rule book: `frameTakes`). */
  moves: readonly string[];
  prompt(s: S, frame: F): Prompt;
  /** Legal moves for the frame's seat (bots, hints). May be a representative subset for huge spaces. */
  legal(s: S, frame: F): Move[];
  /** For frames that resolve without input: do the next step; return false when input is needed. */
  auto?(ctx: Ctx<S>, frame: F): boolean;
}

export interface MoveHandler<S extends FlowState, M extends Move = Move> {
  schema: z.ZodType<M>;
  /**
   * Applies the move. Declare `frame` only when the handler uses it: then it gets the top frame as a draft
   * (changes to it are kept); a handler declared with three parameters is not given a draft of it (the kit
   * reads `apply.length`: a default or rest parameter does not count, so never give `frame` one).
   */
  apply(ctx: Ctx<S>, seat: Seat, move: M, frame: Frame): void;
  /**
   * The same move on plain data, without a draft, for the common case of a frequent move; null when it
   * does not apply (then `apply` runs). Must give exactly what `apply` gives: state, events and all.
   */
  quick?(s: S, seat: Seat, move: M): { state: S; events: GameEvent[] } | null;
}

/**
 * A handler as the book keeps it, with whether its function (a move's `apply`, a frame's `auto`) is declared with
 * the frame parameter: read once here, as a function's `length` is read by a call into the runtime, and the kit
 * asks at every move and every step of the flow.
 */
export interface HandlerEntry<H> {
  handler: H;
  takesFrame: boolean;
}

const FRAMES = new KeyedSlot<HandlerEntry<FrameHandler<any, any>>>("frame kinds");
const MOVES = new KeyedSlot<HandlerEntry<MoveHandler<any, any>>>("move types");

export function defineFrame<S extends FlowState, F extends Frame>(module: RuleModule, kind: F["kind"], handler: FrameHandler<S, F>) {
  putRule(module, FRAMES, kind, { handler, takesFrame: (handler.auto?.length ?? 0) >= 2 });
}

export function defineMove<S extends FlowState, M extends Move>(module: RuleModule, type: M["type"], handler: MoveHandler<S, M>) {
  putRule(module, MOVES, type, { handler, takesFrame: handler.apply.length >= 4 });
}

/**
 * A frame that only resolves itself (a game's round loop, an event being resolved): it never asks a seat, so
 * it takes no move and has no prompt. `auto` as in FrameHandler (declared without `frame`, it never sees it).
 */
export function defineAutoFrame<S extends FlowState, F extends Frame>(module: RuleModule, kind: F["kind"], auto: (ctx: Ctx<S>, frame: F) => boolean) {
  defineFrame<S, F>(module, kind, {
    moves: [],
    prompt: () => { throw new Error(`the ${kind} frame never waits for input`); },
    legal: () => [],
    auto,
  });
}

export function frameHandler<S extends FlowState>(kind: string): FrameHandler<S> {
  return rulesInForce().require(FRAMES, kind).handler;
}

/** Per rule book, per frame kind: the move types its seat may send, as a set (a handler's `moves` may build its list). */
const frameMoves = (_book: RuleBook) => new Map<string, ReadonlySet<string>>();

/** Whether a frame of `kind` on top takes a move of `type` (every move applied asks). */
export function frameTakes(kind: string, type: string): boolean {
  const book = rulesInForce();
  const byKind = book.memo(frameMoves);
  let moves = byKind.get(kind);
  if (!moves) byKind.set(kind, (moves = new Set(book.require(FRAMES, kind).handler.moves)));
  return moves.has(type);
}

export function moveHandler<S extends FlowState>(type: string): MoveHandler<S> | undefined {
  return moveEntry<S>(type)?.handler;
}

/** The handler of move `type` with whether its `apply` takes the frame (apply.ts). */
export function moveEntry<S extends FlowState>(type: string): HandlerEntry<MoveHandler<S>> | undefined {
  return rulesInForce().get(MOVES, type);
}

/** The schema of every move type the book defines. */
export function moveSchemas(book: RuleBook): z.ZodType<Move>[] {
  return [...book.entries(MOVES).values()].map((e) => e.handler.schema);
}

/** Each defined move type with the `type` literal its schema accepts (undefined where the schema hides it). */
export function moveTypes(book: RuleBook): [string, string | undefined][] {
  return [...book.entries(MOVES)].map(([type, e]) => [type, (e.handler.schema as unknown as { shape?: { type?: { value?: string } } }).shape?.type?.value]);
}

export function top<S extends FlowState>(s: S): Frame | undefined {
  if (!isDraftObject(s)) return s.stack[s.stack.length - 1];
  // On a draft, read through the drafts' states: no proxy trap for the stack, its length or its top frame.
  const stack = member(s, "stack") as Frame[];
  return member(stack, String(peek(stack).length - 1)) as Frame | undefined;
}

/**
 * What the top frame asks its seat (the game's `pending`), or null when no seat decides: the game is over, or
 * the frame resolves itself. With `seat`, null unless that seat decides: no other seat's prompt is made.
 */
export function pendingPrompt<S extends FlowState>(s: S, seat?: Seat): Prompt | null {
  const t = top(s);
  if (!t || s.finished || t.seat === null || (seat !== undefined && t.seat !== seat)) return null;
  return frameHandler<S>(t.kind).prompt(s, t);
}

export function push<S extends FlowState>(ctx: Ctx<S>, frame: Frame) {
  const stack = member(ctx.s, "stack") as Frame[];
  // A flat frame (no object inside) holds no draft, so it may skip the draft's bookkeeping (peek.ts).
  if (isFlat(frame)) appendFresh(stack, frame);
  // Index assignment: on a draft cheaper than Array#push, same result.
  else stack[peek(stack).length] = frame;
}

function isFlat(x: object): boolean {
  for (const k in x) {
    const v = (x as Record<string, unknown>)[k];
    if (typeof v === "object" && v !== null) return false;
  }
  return true;
}

/** Removes the top frame, which must be `frame` (guards against popping someone else's frame). */
export function pop<S extends FlowState>(ctx: Ctx<S>, frame: Frame) {
  // Compared on plain data: popping needs no draft of the frame.
  const stack = member(ctx.s, "stack") as Frame[];
  const list = peek(stack);
  const t = peek(list[list.length - 1]);
  if (t !== peek(frame) && !(t && t.kind === frame.kind && t.seat === frame.seat)) throw new Error(`pop: ${frame.kind} is not on top`);
  // Truncating: on a draft cheaper than Array#pop (which reads the frame), same result.
  truncate(stack, list.length - 1);
}

export function emit(ctx: Ctx<FlowState>, event: GameEvent) {
  ctx.events.push(event);
}

/**
 * `emit` for an event built in this move from plain data only (no draft inside, as `assignFresh` takes): the
 * move's end skips it instead of searching it for drafts. NEVER pass an event holding a draft.
 */
export function emitFresh(ctx: Ctx<FlowState>, event: GameEvent) {
  ctx.events.push(event);
  ctx.fresh?.push(event);
}

/** Lets self-resolving frames advance until a frame needs a seat's decision or the game ends. */
export function run<S extends FlowState>(ctx: Ctx<S>) {
  const book = rulesInForce();
  for (let guard = 0; guard < 100_000; guard++) {
    // Look on plain data first (peek.ts): a frame waiting for input needs no draft of itself.
    const s = peek(ctx.s);
    const stack = s.stack;
    const raw = stack[stack.length - 1];
    if (!raw || s.finished) return;
    const e = book.require(FRAMES, raw.kind) as HandlerEntry<FrameHandler<S>>;
    const h = e.handler;
    if (!h.auto) return;
    // An `auto(ctx)` declared without the frame parameter never sees it: no draft of the frame needed.
    if (!h.auto(ctx, e.takesFrame ? top(ctx.s)! : raw)) return;
  }
  throw new Error("flow did not settle");
}

// ---- Hooks: named points in the flow that rules of other modules join ----------------------------------

type HookFn<S extends FlowState> = (ctx: Ctx<S>, data: any) => void;
/** Whether a hook has anything to do; it reads the state (draft or plain) only through `peek`. */
type HookGuard<S extends FlowState> = (s: S, data: any) => boolean;
interface Hook { fn: HookFn<any>; when: HookGuard<any> | undefined; requires: string | undefined }

/** One list slot per hook name (only names; the hooks themselves live in each game's book). */
const hookSlot = perKey((name) => new ListSlot<Hook>(`hook ${name}`));

/**
 * Joins hook `name`. `when` says whether the hook has work to do; it runs only then, and a move may take
 * its quick path (`MoveHandler.quick`) only when every hook it would fire has a `when` that says no
 * (`hooksIdle`). `requires` names a feature of the game (gameFeatures) without which the hook is never
 * called — e.g. an expansion's rules in a base game, where they would only look and return.
 */
export function onHook<S extends FlowState, H extends string = string>(
  module: RuleModule, name: H, fn: HookFn<S>, opts?: { requires?: string; when?: HookGuard<S> },
) {
  addRule(module, hookSlot(name), { fn, when: opts?.when, requires: opts?.requires });
}

/** The game's features in a state (e.g. "expansion"); hooks that require an absent one are skipped. */
const FEATURES = new KeyedSlot<(s: FlowState) => readonly string[]>("features");

export function defineFeatures<S extends FlowState>(module: RuleModule, features: (s: S) => readonly string[]) {
  putRule(module, FEATURES, "features", features as (s: FlowState) => readonly string[]);
}

/** Per book, per feature set, per hook name: the hooks that run. */
const hookLists = new WeakMap<RuleBook, Map<string, Map<string, Hook[]>>>();
/** The book and feature set asked last, and their hooks by name: a game asks with the same ones move after move. */
let lastBook: RuleBook | null = null;
let lastFeatures = "";
let lastByName = new Map<string, Hook[]>();

/** The hooks that run in `book` with the feature set `key`, by name (filled as names are asked). */
function hooksByName(book: RuleBook, key: string): Map<string, Hook[]> {
  let byFeatures = hookLists.get(book);
  if (!byFeatures) hookLists.set(book, (byFeatures = new Map()));
  let byName = byFeatures.get(key);
  if (!byName) byFeatures.set(key, (byName = new Map()));
  return byName;
}

function hooksOf(s: FlowState, name: string): Hook[] {
  const book = rulesInForce();
  const features = book.get(FEATURES, "features")?.(peek(s)) ?? [];
  const key = features.length === 1 ? features[0] : features.join(" ");
  if (book !== lastBook || key !== lastFeatures) {
    lastByName = hooksByName(book, key);
    lastBook = book;
    lastFeatures = key;
  }
  const byName = lastByName;
  let list = byName.get(name);
  if (!list) byName.set(name, (list = book.list(hookSlot(name)).filter((h) => !h.requires || features.includes(h.requires))));
  return list;
}

export function fireHook<S extends FlowState>(ctx: Ctx<S>, name: string, data: unknown) {
  const list = hooksOf(ctx.s, name);
  for (let i = 0; i < list.length; i++) {
    const h = list[i];
    if (!h.when || h.when(ctx.s, data)) h.fn(ctx, data);
  }
}

/** True when firing hook `name` with `data` on `s` would do nothing: every such hook has a guard that says so. */
export function hooksIdle(s: FlowState, name: string, data: unknown): boolean {
  const list = hooksOf(s, name);
  for (let i = 0; i < list.length; i++) {
    const when = list[i].when;
    if (!when || when(s, data)) return false;
  }
  return true;
}
