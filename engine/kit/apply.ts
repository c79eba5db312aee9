/**
 * Applying a move: on a copy-on-write draft of the state (draft.ts), so a move that fails part-way (`fail()`)
 * leaves the previous state untouched, and an unchanged part of the state is shared with the next one. The
 * kit's own drafts, not mutative's: their working copies are plain and current, so rules read them without
 * proxies and the next state needs no finalizing walk (docs/performance.md has the figures). States are not
 * frozen (freezing every object a move creates cost about a fifth of a plain move); the purity tests check
 * instead that no move changes its input state.
 */
import { assignFresh, produce } from "./draft.ts";
import { platformText } from "../core/messages.ts";
import { Rng } from "../core/rng.ts";
import type { GameEvent, Move, Seat } from "../core/types.ts";
import { frameTakes, moveEntry, RuleFailure, run, top, type Ctx, type FlowState, type Frame } from "./flow.ts";

/** Runs rules code `fn` on a draft of `state`, then lets the flow settle; a RuleFailure propagates. */
export function onDraft<S extends FlowState>(state: S, fn: (ctx: Ctx<S>) => void): { state: S; events: GameEvent[]; barrier?: boolean } {
  const events: GameEvent[] = [];
  const fresh: GameEvent[] = [];
  let barrier = false;
  const next = produce(state, (d) => {
    // The generator state is read from (and, when unchanged, left in) the previous state: no draft of it.
    const ctx = { s: d, events, rng: new Rng(state.rng), fresh } as unknown as Ctx<S>;
    fn(ctx);
    run(ctx);
    // A draw from the generator is a random result: the move is a point of no return (random.ts).
    const drew = !ctx.rng.isAt(state.rng);
    if (drew) assignFresh(d as FlowState, "rng", ctx.rng.state());
    barrier = drew || ctx.barrier === true;
    // Events may hold drafts, which die with the move: produce puts their plain data in their place (but in the
    // fresh ones, which hold none).
  }, events, fresh) as S;
  return barrier ? { state: next, events, barrier } : { state: next, events };
}

/**
 * Applies `seat`'s `move` to `state` in the rules in force: checked against the top frame on the previous
 * state (the frame is drafted only for a handler that takes it), then the move's handler runs on a draft
 * and the flow settles. Any RuleFailure rolls the whole move back.
 */
export function applyMove<S extends FlowState>(state: S, seat: Seat, move: Move): { state: S; events: GameEvent[]; barrier?: boolean } | RuleFailure {
  try {
    const frame = top(state);
    if (!frame || state.finished) throw new RuleFailure("game-over", platformText("core.gameOver"));
    if (frame.seat !== seat) throw new RuleFailure("not-your-turn", platformText("core.notYourDecision"));
    const entry = moveEntry<S>(move.type);
    if (!entry || !frameTakes(frame.kind, move.type)) {
      throw new RuleFailure("illegal", platformText("kit.cannotNow", { move: move.type }));
    }
    const handler = entry.handler;
    const quick = handler.quick?.(state, seat, move);
    if (quick) return quick;
    // A handler declared with the frame parameter gets the drafted frame; one without never reads it.
    return onDraft(state, (ctx) => handler.apply(ctx, seat, move, entry.takesFrame ? top(ctx.s)! : frame));
  } catch (err) {
    if (err instanceof RuleFailure) return err;
    throw err;
  }
}

/** Lets the frames a fresh state starts with settle (setup leaves self-resolving frames on the stack). */
export function settle<S extends FlowState>(state: S): S {
  return onDraft(state, () => {}).state;
}

export type { Frame };
