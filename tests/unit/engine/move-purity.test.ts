/**
 * Every game reads the previous state's plain objects while a move runs (`peek`, and checks that run on the
 * state before any write: engine/kit/peek.ts), and keeps values derived from state objects across states
 * (engine/kit/derived.ts). Both rely on one promise of the engine contract: applying a move, accepted or
 * refused, never changes the state it was applied to, and applying it again gives the same result. States are
 * not frozen for speed, so this is the guard. And no event outlives its move holding a draft.
 */
import { types } from "node:util";
import { describe, expect, it } from "vitest";
import { makeBot } from "../../../engine/core/bots.ts";
import { canonicalJson } from "../../../engine/core/hash.ts";
import { isRuleError, type AnyGame, type Move } from "../../../engine/core/types.ts";
import { builtInGames } from "../../../engine/games/index.ts";

interface Case { game: AnyGame; players: number; seed: string; bot?: string; options: Record<string, unknown> }

/** Each game with its defaults at 4 and 2 players; the variants whose rules change the most, where a game has them. */
const variants: Record<string, Omit<Case, "game">[]> = {
  "clash-of-cultures": [
    { players: 2, seed: "purity-h", bot: "heuristic", options: {} },
    { players: 4, seed: "purity-x", options: { expansion: true } },
    { players: 3, seed: "purity-e", options: { expansion: true, events: "optional", openWonders: true } },
  ],
  "through-the-ages": [{ players: 3, seed: "purity-base", options: { expansion: false } }],
};
const cases: (Case & { name: string })[] = builtInGames.flatMap((game) =>
  [{ players: 4, seed: "purity-4", options: {} }, { players: 2, seed: "purity-2", options: {} }, ...(variants[game.id] ?? [])]
    .map((c) => ({ ...c, game, name: `${game.id}, ${c.players} players, ${c.seed}, ${JSON.stringify(c.options)}` })));

/** Events as JSON; an event holding a (revoked) draft proxy, which cannot be serialized, shows as its type. */
function eventsJson(events: { type: string }[]): string {
  return events.map((e) => { try { return JSON.stringify(e); } catch { return `${e.type}: not serializable`; } }).join("\n");
}

/**
 * The path to a draft proxy left in `value` after its move, or null. Events outlive the move: the kit resolves the
 * drafts in them, but not in those emitted as built from plain data (`emitFresh`), which must hold none.
 */
function leakedDraft(value: unknown, path: string): string | null {
  if (value === null || typeof value !== "object") return null;
  if (types.isProxy(value)) return path;
  for (const [k, v] of Object.entries(value)) {
    const found = leakedDraft(v, `${path}.${k}`);
    if (found) return found;
  }
  return null;
}

describe("applying moves never changes the previous state", () => {
  it.each(cases)("$name: every move leaves its input as it was", ({ game, players, seed, bot, options }) => {
    let state = game.setup({ players, options: game.optionsSchema.parse(options), seed });
    const bots = Array.from({ length: players }, (_, s) => makeBot(game, `${seed}/bot${s}`, bot));
    let moves = 0;
    while (!game.outcome(state) && moves < 3000) {
      const seat = game.pending(state)[0].seat;
      const move = bots[seat].choose(state, seat) as Move;
      const before = canonicalJson(state);
      const r = game.apply(state, seat, move);
      if (isRuleError(r)) throw new Error(`legal move rejected: ${r.message}`);
      expect(canonicalJson(state)).toBe(before);
      for (const e of r.events) expect(leakedDraft(e, e.type)).toBeNull();
      if (moves % 25 === 0) {
        // A refused move (a seat not asked playing what the asked seat may) changes nothing either.
        const after = canonicalJson(r.state);
        const asked = game.pending(r.state)[0]?.seat;
        expect(isRuleError(game.apply(r.state, asked === undefined ? 0 : (asked + 1) % players, move))).toBe(true);
        expect(canonicalJson(r.state)).toBe(after);
        // Deterministic: the same move from the same state gives the same state and events.
        const again = game.apply(state, seat, move);
        if (isRuleError(again)) throw new Error(again.message);
        expect(canonicalJson(again.state)).toBe(after);
        expect(eventsJson(again.events)).toBe(eventsJson(r.events));
      }
      state = r.state;
      moves++;
    }
  });
});
