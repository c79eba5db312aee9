/**
 * Clash of Cultures: Monumental Edition as an Epochs game definition. Rule modules register their
 * frames and moves with flow.ts when imported; this file imports them all and exposes the contract.
 */
import { z } from "zod";
import { create, current, isDraft } from "mutative";
import { Rng } from "../../core/rng.ts";
import { ruleError, type GameDefinition, type GameEvent, type Move, type Prompt } from "../../core/types.ts";
import { catalog } from "./data/index.ts";
import { frameHandler, moveHandler, moveSchemas, RuleFailure, run, top, type Ctx, type MoveHandler } from "./flow.ts";
import { cocOptionsSchema, type CocOptions } from "./options.ts";
import { outcome } from "./scoring.ts";
import { setup } from "./setup.ts";
import type { CocState, Frame } from "./state.ts";
import { view, type CocView } from "./view.ts";
import { heuristicBot } from "./bots.ts";
import "./turn.ts";
import "./status-phase.ts";
import "./cards.ts";
import "./objectives.ts";
import "./trade.ts";
import "./actions/advance.ts";
import "./actions/influence.ts";
import "./wonders.ts";
import "./government.ts";
import "./advance-effects.ts";
import "./actions/move.ts";
import "./actions/found-city.ts";
import "./actions/collect.ts";
import "./actions/construct.ts";
import "./actions/recruit.ts";
import "./actions/happiness.ts";
import "./actions/economy.ts";
import "./combat.ts";
import "./events.ts";
import "./event-effects-expansion.ts";
import "./civ-advances.ts";
import "./leaders.ts";
import "./pirates.ts";
import "./market.ts";
import "./variants.ts";

const moveSchema = z.discriminatedUnion("type", moveSchemas() as unknown as [z.ZodObject<{ type: z.ZodLiteral<string> }>]) as unknown as z.ZodType<Move>;

function settle(state: CocState): CocState {
  // Setup leaves self-resolving frames on the stack (the game frame starts the first turn).
  return apply(state, null, null) as CocState;
}

/**
 * `x` with every draft inside replaced by a plain copy; objects holding no draft are kept as they are (no
 * one changes an event or a finished state, so sharing them is safe).
 */
function detach(x: unknown): unknown {
  if (x === null || typeof x !== "object") return x;
  if (isDraft(x)) return current(x);
  if (Array.isArray(x)) {
    let out: unknown[] | null = null;
    for (let i = 0; i < x.length; i++) {
      const v = detach(x[i]);
      if (v !== x[i]) (out ??= x.slice())[i] = v;
    }
    return out ?? x;
  }
  const o = x as Record<string, unknown>;
  let out: Record<string, unknown> | null = null;
  for (const k in o) {
    const v = detach(o[k]);
    if (v !== o[k]) (out ??= { ...o })[k] = v;
  }
  return out ?? x;
}

/**
 * Applies `move` (or, with a null move, only lets the flow settle) on a mutative draft; any RuleFailure
 * rolls back. Mutative, not immer: on the same rules self-play ran about 17 % faster and ending a turn
 * about 15 % faster (README, "Measured choices"). States are not deep-frozen (mutative's default):
 * freezing every object a move creates cost about a fifth of a plain move; engine-purity.test.ts checks
 * instead that no move changes its input state.
 */
function apply(state: CocState, seat: number | null, move: Move | null): CocState | { failure: RuleFailure; } | { state: CocState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  try {
    let handler: MoveHandler | undefined;
    let frame: Frame | undefined;
    if (move && seat !== null) {
      // Checked on the previous state: the frame is drafted only for a handler that takes it.
      frame = top(state);
      if (!frame || state.finished) throw new RuleFailure("game-over", "The game is over");
      if (frame.seat !== seat) throw new RuleFailure("not-your-turn", "It is not your decision now");
      handler = moveHandler(move.type);
      if (!handler || !frameHandler(frame.kind).moves.includes(move.type)) {
        throw new RuleFailure("illegal", `You cannot ${move.type} now`);
      }
      const quick = handler.quick?.(state, seat, move);
      if (quick) return quick;
    }
    const next = create(state, (d) => {
      // The generator state is read from (and, when unchanged, left in) the previous state: no draft of it.
      const ctx: Ctx = { s: d, events, rng: new Rng(state.rng) };
      if (handler) handler.apply(ctx, seat!, move!, handler.apply.length < 4 ? frame! : top(d)!);
      run(ctx);
      // Events may hold references into the draft, which die with it: copy them while it is alive.
      for (let i = 0; i < events.length; i++) events[i] = detach(events[i]) as GameEvent;
      const rng = ctx.rng.state();
      if (rng.some((x, i) => x !== state.rng[i])) d.rng = rng as typeof d.rng;
    });
    return move ? { state: next, events } : next;
  } catch (err) {
    if (err instanceof RuleFailure) return { failure: err };
    throw err;
  }
}

export const clashOfCultures: GameDefinition<CocState, Move, CocOptions, CocView> = {
  id: "clash-of-cultures",
  name: { en: "Clash of Cultures: Monumental Edition", ru: "Сквозь века: Монументальное издание" },
  minPlayers: 2,
  maxPlayers: 4,
  optionsSchema: cocOptionsSchema,
  moveSchema,
  setup: (ctx) => settle(setup(ctx)),
  pending(s): Prompt[] {
    const t = top(s);
    if (!t || s.finished || t.seat === null) return [];
    return [frameHandler(t.kind).prompt(s, t)];
  },
  apply(s, seat, move) {
    const r = apply(s, seat, move);
    if ("failure" in r) return ruleError(r.failure.code, r.failure.message);
    return r as { state: CocState; events: GameEvent[] };
  },
  legalMoves(s, seat) {
    const t = top(s);
    if (!t || s.finished || t.seat !== seat) return [];
    return frameHandler(t.kind).legal(s, t);
  },
  view,
  outcome,
  catalog: () => catalog() as unknown as Record<string, string[]>,
  bots: { heuristic: (seed) => heuristicBot(clashOfCultures, seed) },
};
