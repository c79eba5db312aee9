/**
 * A game on the kit: its rule modules, composed once, plus its own setup, view and scoring, turned into
 * the engine contract (`GameDefinition`) that rooms, bots, the CLI and tests use. Every contract call
 * runs with the game's rules in force (rules.ts).
 */
import { z } from "zod";
import { ruleError, type BotFactory, type GameDefinition, type Move, type Outcome, type Prompt, type Seat, type SetupContext } from "../core/types.ts";
import { applyMove, settle } from "./apply.ts";
import { defineFeatures, frameHandler, moveSchemas, moveTypes, pendingPrompt, RuleFailure, top, type FlowState } from "./flow.ts";
import { composeRules, ruleModule, withRules, type RuleBook, type RuleModule } from "./rules.ts";

export interface KitGameSpec<S extends FlowState, O, V> {
  id: string;
  name: { en: string; ru: string };
  minPlayers: number;
  maxPlayers: number;
  optionsSchema: z.ZodType<O>;
  /** Every rule module of the game, in the order their hooks and list entries apply. */
  rules: readonly RuleModule[];
  /** The game's features in a state (an expansion, a variant): hooks that require an absent one never run. */
  features?(state: S): readonly string[];
  /** The starting state; frames that resolve by themselves are settled by the kit. */
  setup(ctx: SetupContext<O>): S;
  view(state: S, seat: Seat | null): V;
  outcome(state: S): Outcome | null;
  catalog?(): Record<string, string[]>;
  bots?: Record<string, BotFactory<S, Move>>;
}

export interface KitGame<S extends FlowState, O, V> extends GameDefinition<S, Move, O, V> {
  /** The game's composed rules (tests bind them with `withRules` to call rules code directly). */
  readonly book: RuleBook;
  readonly spec: KitGameSpec<S, O, V>;
}

/** The same game with more rule modules after its own (tests add probes that record what hooks see). */
export function extendGame<S extends FlowState, O, V>(game: KitGame<S, O, V>, modules: readonly RuleModule[]): KitGame<S, O, V> {
  return defineKitGame({ ...game.spec, rules: [...game.spec.rules, ...modules] });
}

export function defineKitGame<S extends FlowState, O, V>(spec: KitGameSpec<S, O, V>): KitGame<S, O, V> {
  const own = ruleModule(spec.id);
  if (spec.features) defineFeatures<S>(own, spec.features);
  const book = composeRules([...spec.rules, own]);
  const schemas = moveSchemas(book);
  for (const [type, schema] of moveTypes(book)) {
    // The room validates a move by its schema's literal and the kit finds its handler by the defined type.
    if (schema !== type) throw new Error(`game ${spec.id}: the move defined as "${type}" has a schema for "${schema}"`);
  }
  if (!schemas.length) throw new Error(`game ${spec.id} defines no move`);
  const moveSchema = z.discriminatedUnion("type", schemas as unknown as [z.ZodObject<{ type: z.ZodLiteral<string> }>]) as unknown as z.ZodType<Move>;
  const inGame = <T>(fn: () => T): T => withRules(book, fn);
  return {
    id: spec.id,
    name: spec.name,
    minPlayers: spec.minPlayers,
    maxPlayers: spec.maxPlayers,
    optionsSchema: spec.optionsSchema,
    moveSchema,
    book,
    spec,
    setup: (ctx) => inGame(() => settle(spec.setup(ctx))),
    pending: (s) => inGame((): Prompt[] => {
      const prompt = pendingPrompt(s);
      return prompt ? [prompt] : [];
    }),
    apply: (s, seat, move) => inGame(() => {
      const r = applyMove(s, seat, move);
      return r instanceof RuleFailure ? ruleError(r.code, r.text) : r;
    }),
    legalMoves: (s, seat) => inGame(() => {
      const t = top(s);
      if (!t || s.finished || t.seat !== seat) return [];
      return frameHandler<S>(t.kind).legal(s, t);
    }),
    view: (s, seat) => inGame(() => spec.view(s, seat)),
    outcome: (s) => inGame(() => spec.outcome(s)),
    catalog: spec.catalog && (() => inGame(spec.catalog!)),
    // A bot reads the rules as it thinks, outside any other contract call.
    bots: spec.bots && Object.fromEntries(Object.entries(spec.bots).map(([name, factory]) => [name, (seed: string) => {
      const bot = factory(seed);
      return { choose: (s: S, seat: Seat) => inGame(() => bot.choose(s, seat)) };
    }])),
  };
}
