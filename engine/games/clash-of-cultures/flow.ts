/**
 * The game's flow machinery. A move is applied to a mutative draft inside a `Ctx`; rules code calls
 * `fail()` for anything illegal, which unwinds the whole move (nothing is half-applied). Frames on
 * `state.stack` say what is pending; each frame kind and each move type has a registered handler.
 * After every move `run()` lets self-resolving frames advance until someone must decide.
 */
import type { z } from "zod";
import { Rng } from "../../core/rng.ts";
import type { GameEvent, Move, Prompt, Seat } from "../../core/types.ts";
import type { CocState, Frame } from "./state.ts";
import { appendFresh, child, peek } from "./peek.ts";

export interface Ctx {
  /** The draft being changed. */
  s: CocState;
  events: GameEvent[];
  rng: Rng;
}

export class RuleFailure extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.code = code;
  }
}

/** Rejects the move being applied; the state stays as it was. */
export function fail(message: string, code = "illegal"): never {
  throw new RuleFailure(code, message);
}

export function check(condition: unknown, message: string): asserts condition {
  if (!condition) fail(message);
}

export interface FrameHandler<F extends Frame = Frame> {
  /** Move types the frame's seat may send while it is on top. */
  moves: readonly string[];
  prompt(s: CocState, frame: F): Prompt;
  /** Legal moves for the frame's seat (bots, hints). May be a representative subset for huge spaces. */
  legal(s: CocState, frame: F): Move[];
  /** For frames that resolve without input: do the next step; return false when input is needed. */
  auto?(ctx: Ctx, frame: F): boolean;
}

export interface MoveHandler<M extends Move = Move> {
  schema: z.ZodType<M>;
  apply(ctx: Ctx, seat: Seat, move: M, frame: Frame): void;
  /**
   * The same move on plain data, without a draft, for the common case of a frequent move; null when it
   * does not apply (then `apply` runs). Must give exactly what `apply` gives: state, events and all.
   */
  quick?(s: CocState, seat: Seat, move: M): { state: CocState; events: GameEvent[] } | null;
}

const frameHandlers = new Map<string, FrameHandler<any>>();
const moveHandlers = new Map<string, MoveHandler<any>>();

export function defineFrame<F extends Frame>(kind: F["kind"], handler: FrameHandler<F>) {
  if (frameHandlers.has(kind)) throw new Error(`frame kind ${kind} defined twice`);
  frameHandlers.set(kind, handler);
}

export function defineMove<M extends Move>(type: M["type"], handler: MoveHandler<M>) {
  if (moveHandlers.has(type)) throw new Error(`move type ${type} defined twice`);
  moveHandlers.set(type, handler);
}

export function frameHandler(kind: string): FrameHandler {
  const h = frameHandlers.get(kind);
  if (!h) throw new Error(`no handler for frame kind ${kind}`);
  return h;
}

export function moveHandler(type: string): MoveHandler | undefined {
  return moveHandlers.get(type);
}

export function moveSchemas(): z.ZodType<Move>[] {
  return [...moveHandlers.values()].map((h) => h.schema);
}

export function top(s: CocState): Frame | undefined {
  const stack = child(s, "stack");
  return child(stack, peek(stack).length - 1);
}

export function push(ctx: Ctx, frame: Frame) {
  const stack = child(ctx.s, "stack");
  // A flat frame (no object inside) holds no draft, so it may skip the draft's bookkeeping (peek.ts).
  if (isFlat(frame) && appendFresh(stack, frame)) return;
  // Index assignment: on a draft cheaper than Array#push, same result.
  stack[peek(stack).length] = frame;
}

function isFlat(x: object): boolean {
  for (const k in x) {
    const v = (x as Record<string, unknown>)[k];
    if (typeof v === "object" && v !== null) return false;
  }
  return true;
}

/** Removes the top frame, which must be `frame` (guards against popping someone else's frame). */
export function pop(ctx: Ctx, frame: Frame) {
  // Compared on plain data: popping needs no draft of the frame.
  const stack = child(ctx.s, "stack");
  const list = peek(stack);
  const t = peek(list[list.length - 1]);
  if (t !== peek(frame) && !(t && t.kind === frame.kind && t.seat === frame.seat)) throw new Error(`pop: ${frame.kind} is not on top`);
  // Truncating: on a draft cheaper than Array#pop (which reads the frame), same result.
  stack.length = list.length - 1;
}

export function emit(ctx: Ctx, event: GameEvent) {
  ctx.events.push(event);
}

/** Lets self-resolving frames advance until a frame needs a seat's decision or the game ends. */
export function run(ctx: Ctx) {
  for (let guard = 0; guard < 100_000; guard++) {
    // Look on plain data first (peek.ts): a frame waiting for input needs no draft of itself.
    const s = peek(ctx.s);
    const stack = peek(s.stack);
    const raw = stack[stack.length - 1];
    if (!raw || s.finished) return;
    const h = frameHandler(raw.kind);
    if (!h.auto) return;
    // An `auto(ctx)` declared without the frame parameter never sees it: no draft of the frame needed.
    if (!h.auto(ctx, h.auto.length < 2 ? raw : top(ctx.s)!)) return;
  }
  throw new Error("flow did not settle");
}

/**
 * Named points in the flow other rules hook into. Payloads (fire them exactly like this):
 * - "turn-start" / "turn-end": { seat }
 * - "advance-gained": { seat, advance }
 * - "advance-bought": { seat, advance, payment: Payment, cost: Cost } (after an Advance action, after "advance-gained")
 * - "city-founded": { seat, hex }
 * - "city-activated": { seat, hex, how: "collect" | "construct" | "recruit" | "wonder" | string } (after the effect)
 * - "building-built": { seat, hex, building }
 * - "wonder-built": { seat, hex, wonder }
 * - "units-recruited": { seat, hex, units: UnitTypeId[], draft: boolean, sanitation: boolean } (draft/sanitation: paid with them)
 * - "battle-ended": { hex, kind: "land" | "sea", attacker: Owner, defender: Owner, winner: Owner | null,
 *     attackerLosses: UnitTypeId[], defenderLosses: UnitTypeId[], attackerUnitsAtStart: UnitTypeId[],
 *     defenderUnitsAtStart: UnitTypeId[], cityDefended: boolean, captured: boolean,
 *     disembarked?: boolean (the attackers landed from ships: Naval Assault objective), rounds: number }
 * - "city-captured": { hex, from: Owner, to: Owner, mood: Mood (before the capture) }
 * - "influence-resolved": { seat, source, target, success: boolean }
 * - "event-resolved": { drawer, card }
 * - "round-start": { age, round } (a new round begins: round 2 or 3 of an age, or round 1 of a new age; not the
 *     game's very first round) — before its first turn; a rule may end the game here (variants.ts)
 */
export type HookName =
  | "turn-start" | "turn-end" | "advance-gained" | "advance-bought" | "city-founded" | "city-activated" | "building-built" | "wonder-built"
  | "units-recruited" | "battle-ended" | "city-captured" | "influence-resolved" | "event-resolved" | "round-start";
type HookFn = (ctx: Ctx, data: any) => void;
/** Whether a hook has anything to do; it reads the state (draft or plain) only through `peek`. */
type HookGuard = (s: CocState, data: any) => boolean;
interface Hook { fn: HookFn; when: HookGuard | undefined }
/** Every hook in registration order, and the same without the expansion's (what a base game runs). */
const hooks = new Map<HookName, Hook[]>();
const baseHooks = new Map<HookName, Hook[]>();
const NO_HOOKS: Hook[] = [];

/**
 * `expansion: true` marks a rule of the Civilizations expansion: a base game never calls it (a base game
 * fires hooks on every turn, battle and recruitment, and the expansion's rules would only look and return).
 * `when` says whether the hook has work to do; the hook runs only then, and a move may take its quick path
 * (`MoveHandler.quick`) only when every hook it would fire has a `when` that says no (`hooksIdle`).
 */
export function onHook(name: HookName, fn: HookFn, opts?: { expansion?: true; when?: HookGuard }) {
  const hook = { fn, when: opts?.when };
  hooks.set(name, [...(hooks.get(name) ?? []), hook]);
  if (!opts?.expansion) baseHooks.set(name, [...(baseHooks.get(name) ?? []), hook]);
}

function hooksOf(s: CocState, name: HookName): Hook[] {
  return (peek(s).options.expansion ? hooks : baseHooks).get(name) ?? NO_HOOKS;
}

export function fireHook(ctx: Ctx, name: HookName, data: unknown) {
  const list = hooksOf(ctx.s, name);
  for (let i = 0; i < list.length; i++) {
    const h = list[i];
    if (!h.when || h.when(ctx.s, data)) h.fn(ctx, data);
  }
}

/** True when firing hook `name` with `data` on `s` would do nothing: every such hook has a guard that says so. */
export function hooksIdle(s: CocState, name: HookName, data: unknown): boolean {
  const list = hooksOf(s, name);
  for (let i = 0; i < list.length; i++) {
    const when = list[i].when;
    if (!when || when(s, data)) return false;
  }
  return true;
}
