/**
 * The games the engine benches measure (bench:engine, passes.ts): each with its heuristic bot, its default options
 * and which first applications count as its typical (issue: "plain") moves.
 */
import type { GameDefinition, GameEvent, Move, Prompt } from "../../engine/core/types.ts";
import { heuristicBot as cocBot } from "../../engine/games/clash-of-cultures/bots.ts";
import { clashOfCultures } from "../../engine/games/clash-of-cultures/index.ts";
import { heuristicBot as ndBot } from "../../engine/games/new-dawn/bots.ts";
import { newDawn } from "../../engine/games/new-dawn/index.ts";
import { heuristicBot as ttaBot } from "../../engine/games/through-the-ages/bots.ts";
import { throughTheAges } from "../../engine/games/through-the-ages/index.ts";

/** Clash: move types counted as typical at a "turn" prompt (every answer to a "choose" or "pay" prompt counts too). */
const TYPICAL_TURN_TYPES = new Set(["collect", "advance", "end-turn", "move", "move-group", "move-done", "recruit", "construct"]);

export interface Benched {
  game: GameDefinition<any, Move>;
  heuristic: (game: GameDefinition<any, Move>, seed: string) => { choose(s: unknown, seat: number): Move | null };
  options: unknown;
  /** Whether a move, chosen at `prompt` and giving `events`, counts as typical. */
  typical: (prompt: Prompt, move: Move, events: readonly GameEvent[]) => boolean;
  /** Whether bench:engine plays its scripted game (Clash only). */
  scripted: boolean;
}

/** The benched game `id`; `events` is Clash's events option ("all" or "none"). */
export function benchedGame(id: string, events = "all"): Benched {
  switch (id) {
    case "clash-of-cultures":
      return {
        game: clashOfCultures, heuristic: cocBot as Benched["heuristic"], options: clashOfCultures.optionsSchema.parse({ events }),
        typical: (prompt, move) => prompt.kind !== "turn" || TYPICAL_TURN_TYPES.has(move.type), scripted: true,
      };
    case "new-dawn":
      return {
        game: newDawn, heuristic: ndBot as Benched["heuristic"], options: newDawn.optionsSchema.parse({}),
        // The end of a turn runs the objective check, the event dial, barbarians and the next turn's start.
        typical: (_prompt, _move, events) => !events.some((e) => e.type === "TurnEnded"), scripted: false,
      };
    case "through-the-ages":
      return {
        game: throughTheAges, heuristic: ttaBot as Benched["heuristic"], options: throughTheAges.optionsSchema.parse({}),
        // The end of a turn runs production, the card row's refill and the next turn's start.
        typical: (_prompt, move) => move.type !== "end-turn", scripted: false,
      };
    default:
      throw new Error(`--game: one of clash-of-cultures, new-dawn, through-the-ages`);
  }
}
