/**
 * The game kit (engine/kit/) on its own: a tiny game built on it (tests/fixtures/tally.ts) and Clash of
 * Cultures side by side. Composition of rule modules, per-game rules in one process, applying a move on a
 * draft, choices, hooks and the quick path, forced results, and the CLI and scenario helpers for a kit game.
 */
import { afterAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { tmpdir } from "node:os";
import { runCli } from "../../../engine/cli.ts";
import { stateHash } from "../../../engine/core/hash.ts";
import { replay, step } from "../../../engine/core/match.ts";
import { Rng } from "../../../engine/core/rng.ts";
import { playOne } from "../../../engine/core/selfplay.ts";
import { isRuleError, type ApplyResult, type GameEvent, type Move, type Seat } from "../../../engine/core/types.ts";
import { ask } from "../../../engine/kit/choice.ts";
import { defineMove, hooksIdle, moveHandler, onHook, pendingPrompt, top, type Frame } from "../../../engine/kit/flow.ts";
import { extendGame } from "../../../engine/kit/game.ts";
import { forcedOr } from "../../../engine/kit/random.ts";
import { addRule, composeRules, KeyedSlot, ListSlot, putRule, ruleModule, rulesInForce, withRules } from "../../../engine/kit/rules.ts";
import { play, query, reject, within } from "../../../engine/kit/testing/scenario.ts";
import { clashOfCultures as coc } from "../../../engine/games/clash-of-cultures/index.ts";
import { scenario as cocScenario } from "../../../engine/games/clash-of-cultures/testing/scenario.ts";
import { core, POINT_LIMIT, SCORE_RULES, tally, tallyOptions, type TallyOptions, type TallyState, type TurnFrame } from "../../fixtures/tally.ts";

const dir = mkdtempSync(join(tmpdir(), "epochs-kit-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function start(options: Partial<TallyOptions> = {}, players = 2, seed = "kit"): TallyState {
  return tally.setup({ players, options: tallyOptions.parse(options), seed });
}

/** A Tally state in `seat`'s turn with the total and this turn's additions given. */
function at(s: TallyState, fields: { total?: number; added?: number; seat?: Seat; points?: number[] }): TallyState {
  const seat = fields.seat ?? 0;
  const turn: TurnFrame = { kind: "turn", seat, added: fields.added ?? 0 };
  return { ...s, total: fields.total ?? s.total, current: seat, points: fields.points ?? s.points, stack: [s.stack[0], turn] };
}

function ok<S>(r: ApplyResult<S>): { state: S; events: GameEvent[]; barrier?: boolean } {
  if (isRuleError(r)) throw new Error(`rejected: ${r.code}: ${r.message}`);
  return r;
}

const types = (events: GameEvent[]) => events.map((e) => e.type);

/** Plays random legal moves of Tally; `visit` sees each state and move before it is applied. */
function randomGame(options: Partial<TallyOptions>, players: number, seed: string, visit?: (s: TallyState, seat: Seat, move: Move) => void): TallyState {
  const rng = new Rng([1, 2, 3, seed.length]);
  let s = start(options, players, seed);
  for (let n = 0; n < 2000 && !tally.outcome(s); n++) {
    const seat = tally.pending(s)[0].seat;
    const move = rng.pick(tally.legalMoves(s, seat));
    visit?.(s, seat, move);
    s = ok(tally.apply(s, seat, move)).state;
  }
  expect(tally.outcome(s)).not.toBeNull();
  return s;
}

describe("composing rule modules", () => {
  it("keeps list entries in module order, with entries marked first before the rest", () => {
    // Tally lists [core, streaks, bonus]; streaks' score rule is marked first.
    expect(tally.book.list(SCORE_RULES).map((r) => r.id)).toEqual(["streaks", "points", "bonus"]);
    // The outcome's breakdown follows the list.
    const s = ok(tally.apply(at(start({ target: 1 }), { total: 1 }), 0, { type: "end-turn" })).state;
    expect(Object.keys(tally.outcome(s)!.breakdown![0])).toEqual(["streaks", "points", "bonus"]);

    const slot = new ListSlot<string>("names");
    const [a, b, c] = ["a", "b", "c"].map(ruleModule);
    addRule(a, slot, "a1");
    addRule(a, slot, "a2");
    addRule(b, slot, "b1", { first: true });
    addRule(c, slot, "c1");
    addRule(c, slot, "c2", { first: true });
    // Several entries marked first keep module order among themselves.
    expect(composeRules([a, b, c]).list(slot)).toEqual(["b1", "c2", "a1", "a2", "c1"]);
    expect(composeRules([c, a, b]).list(slot)).toEqual(["c2", "b1", "c1", "a1", "a2"]);
    expect(composeRules([a]).list(new ListSlot<string>("empty"))).toEqual([]);
  });

  it("refuses a key defined twice in a keyed slot, naming the slot and the module", () => {
    const slot = new KeyedSlot<number>("widgets");
    const a = ruleModule("first-module");
    const b = ruleModule("second-module");
    putRule(a, slot, "x", 1);
    putRule(b, slot, "y", 2);
    expect(composeRules([a, b]).get(slot, "y")).toBe(2);
    // A composed module is complete: adding to it afterwards fails loudly instead of reaching no book.
    expect(() => putRule(b, slot, "w", 4)).toThrow();
    const c = ruleModule("third-module");
    putRule(c, slot, "x", 3);
    expect(() => composeRules([a, c])).toThrow('rules: "x" is defined twice in widgets (module third-module)');
    // The same for a game: a probe that defines one of Tally's moves again.
    const probe = ruleModule("probe");
    putRule(probe, slot, "z", 1);
    expect(() => extendGame(tally, [probe])).not.toThrow();
    const twice = ruleModule("redefines-add");
    defineMove<TallyState, Move>(twice, "add", query(tally, () => moveHandler<TallyState>("add"))!);
    expect(() => extendGame(tally, [twice])).toThrow('rules: "add" is defined twice in move types (module redefines-add)');
  });

  it("refuses a move whose schema names another type than the one it is defined as", () => {
    const wrong = ruleModule("wrong-literal");
    defineMove<TallyState, Move>(wrong, "foo", { schema: z.object({ type: z.literal("bar") }) as unknown as z.ZodType<Move>, apply() {} });
    expect(() => extendGame(tally, [wrong])).toThrow('the move defined as "foo" has a schema for "bar"');
  });

  it("refuses a module listed twice", () => {
    const a = ruleModule("twice");
    expect(() => composeRules([a, ruleModule("other"), a])).toThrow("rule module twice listed twice");
    expect(() => extendGame(tally, [core])).toThrow("rule module tally-core listed twice");
  });

  it("extendGame adds a probe module whose hook sees what the game fires, after the game's own hooks", () => {
    const seen: unknown[] = [];
    const probe = ruleModule("probe");
    onHook<TallyState>(probe, "turn-end", (ctx, data) => seen.push({ ...data, streaks: ctx.s.streaks.slice() }));
    const probed = extendGame(tally, [probe]);
    expect(probed.book).not.toBe(tally.book);

    let s = start({ cap: 6 });
    s = ok(probed.apply(s, 0, { type: "add", amount: 2 })).state;
    s = ok(probed.apply(s, 0, { type: "end-turn" })).state;
    s = ok(probed.apply(s, 1, { type: "add", amount: 3 })).state;
    s = ok(probed.apply(s, 1, { type: "add", amount: 3 })).state;
    s = ok(probed.apply(s, 1, { type: "end-turn" })).state;
    // Seat 1 added the cap: the streak hook (an earlier module) has already run when the probe looks.
    expect(seen).toEqual([{ seat: 0, added: 2, streaks: [0, 0] }, { seat: 1, added: 6, streaks: [0, 1] }]);
    // The game itself is unchanged: its end-turn fires no probe.
    ok(tally.apply(at(start(), {}), 0, { type: "end-turn" }));
    expect(seen).toHaveLength(2);
  });
});

describe("two games in one process", () => {
  it("each game uses its own turn frame and end-turn move, with calls interleaved", () => {
    const t0 = start();
    const c0 = cocScenario({ players: 2, turn: { seat: 0 } });
    const tp = tally.pending(t0)[0];
    const cp = coc.pending(c0)[0];
    expect(tp).toMatchObject({ kind: "turn", seat: 0, moveTypes: ["add", "roll", "end-turn"], label: { key: "tally.turn" } });
    expect(cp).toMatchObject({ kind: "turn", seat: 0, label: { key: "coc.turn" } });
    expect(cp.kind === "turn" && cp.moveTypes).toContain("end-turn");
    expect(cp.kind === "turn" && cp.moveTypes).not.toContain("add");
    expect(tally.legalMoves(t0, 0)).toContainEqual({ type: "add", amount: 3 });
    expect(coc.legalMoves(c0, 0).some((m) => m.type === "add")).toBe(false);
    expect(coc.legalMoves(c0, 0).some((m) => m.type === "end-turn")).toBe(false);

    // Tally ends a turn whenever asked; Clash not while actions are left.
    const t1 = ok(tally.apply(t0, 0, { type: "end-turn" }));
    const c1 = coc.apply(c0, 0, { type: "end-turn" });
    expect(types(t1.events)).toEqual(["TurnEnded", "TurnStarted"]);
    expect(top(t1.state)).toEqual({ kind: "turn", seat: 1, added: 0 });
    expect(c1).toMatchObject({ error: true, code: "illegal", message: "You still have 3 actions to take", text: { key: "coc.err.actionsLeft", params: { n: 3 } } });
    const c2 = ok(coc.apply({ ...c0, turn: { ...c0.turn!, actionsLeft: 0 } }, 0, { type: "end-turn" }));
    expect(c2.state.turn?.seat).toBe(1);
    expect(types(c2.events)).toContain("TurnEnded");
    expect(tally.pending(t1.state)[0]).toMatchObject({ seat: 1, moveTypes: ["add", "roll", "end-turn"] });

    // Each game's move schema knows only its own moves.
    expect(step(coc, c0, 0, { type: "add", amount: 1 })).toMatchObject({ error: true, code: "bad-move" });
    expect(step(tally, t0, 0, { type: "place-settler", hex: "0,0" })).toMatchObject({ error: true, code: "bad-move" });
    expect(isRuleError(step(tally, t0, 0, { type: "add", amount: 1 }))).toBe(false);
    expect(step(coc, c0, 0, { type: "end-turn" })).toMatchObject({ code: "illegal" });

    // Each book holds its own handler for the same move type.
    const tallyEnd = query(tally, () => moveHandler("end-turn"));
    const cocEnd = query(coc, () => moveHandler("end-turn"));
    expect(tallyEnd).toBeDefined();
    expect(tallyEnd).not.toBe(cocEnd);
  });

  it("a call into another game from inside a move leaves the first game's rules in force", () => {
    const c0 = cocScenario({ players: 2, turn: { seat: 0 } });
    const seen: { cocMoves: number; after: unknown }[] = [];
    const probe = ruleModule("cross-call");
    onHook<TallyState>(probe, "turn-end", () => {
      const cocMoves = coc.legalMoves(c0, 0).length;
      seen.push({ cocMoves, after: rulesInForce() });
    });
    const probed = extendGame(tally, [probe]);
    const r = ok(probed.apply(at(start(), {}), 0, { type: "end-turn" }));
    expect(types(r.events)).toEqual(["TurnEnded", "TurnStarted"]);
    expect(seen).toHaveLength(1);
    expect(seen[0].cocMoves).toBeGreaterThan(0);
    expect(seen[0].after).toBe(probed.book);
  });

  it("reading the rules outside any call throws; nested withRules restores the outer book", () => {
    expect(() => rulesInForce()).toThrow(/outside a game call/);
    withRules(tally.book, () => {
      expect(rulesInForce()).toBe(tally.book);
      withRules(coc.book, () => expect(rulesInForce()).toBe(coc.book));
      expect(rulesInForce()).toBe(tally.book);
      expect(() => withRules(coc.book, () => { throw new Error("inner"); })).toThrow("inner");
      expect(rulesInForce()).toBe(tally.book);
      // A contract call of another game inside restores this one too.
      coc.pending(cocScenario({ players: 2 }));
      expect(rulesInForce()).toBe(tally.book);
    });
    expect(() => rulesInForce()).toThrow(/outside a game call/);
    expect(() => moveHandler("end-turn")).toThrow(/outside a game call/);
  });
});

describe("applying a move", () => {
  it("a rejected move returns the fail() code and message and leaves its input as it was", () => {
    // Total 9, 4 added this turn, cap 6: adding 3 passes 10 (asking seat 1) and only then exceeds the cap.
    const s = at(start({ cap: 6 }), { total: 9, added: 4 });
    const before = structuredClone(s);
    const json = JSON.stringify(s);
    const stack = s.stack;
    const frame = s.stack[1];
    const r = tally.apply(s, 0, { type: "add", amount: 3 });
    expect(r).toMatchObject({ error: true, code: "over-cap", message: "You may add at most 6 per turn", text: { key: "tally.overCap", params: { cap: 6 } } });
    expect(s).toEqual(before);
    expect(JSON.stringify(s)).toBe(json);
    expect(s.stack).toBe(stack);
    expect(s.stack[1]).toBe(frame);
    expect(s.stack).toHaveLength(2);
    // Within the cap, the same move goes through and does what the rejected one had begun.
    const accepted = ok(tally.apply(s, 0, { type: "add", amount: 2 }));
    expect(accepted.state.total).toBe(11);
    expect(accepted.state.stack.map((f: Frame) => f.kind)).toEqual(["game", "turn", "choice"]);
    expect(s).toEqual(before);
  });

  it("an accepted move never changes its input", () => {
    let moves = 0;
    const visit = (s: TallyState, seat: Seat, move: Move) => {
      const before = structuredClone(s);
      const json = JSON.stringify(s);
      ok(tally.apply(s, seat, move));
      expect(s).toEqual(before);
      expect(JSON.stringify(s)).toBe(json);
      moves++;
    };
    randomGame({ cap: 4, bonus: true }, 3, "pure-1", visit);
    randomGame({ cap: 6 }, 2, "pure-2", visit);
    expect(moves).toBeGreaterThan(40);
    // Forced rolls are taken from a draft: the input keeps its list.
    const s = { ...start(), forcedRolls: [6, 6, 6] };
    const r = ok(tally.apply(s, 0, { type: "roll" }));
    expect(s.forcedRolls).toEqual([6, 6, 6]);
    expect(r.state.forcedRolls).toEqual([6, 6]);
  });

  it("answers a wrong seat with not-your-turn, a finished game with game-over and a move the frame does not take with illegal", () => {
    const s = start();
    expect(tally.apply(s, 1, { type: "add", amount: 1 })).toMatchObject({ error: true, code: "not-your-turn" });

    const done = ok(tally.apply(at(start({ target: 5 }), { total: 5 }), 0, { type: "end-turn" })).state;
    expect(done.finished).toBe(true);
    expect(tally.pending(done)).toEqual([]);
    expect(tally.legalMoves(done, 1)).toEqual([]);
    expect(tally.apply(done, 1, { type: "add", amount: 1 })).toMatchObject({ error: true, code: "game-over" });
    expect(tally.apply(done, 0, { type: "end-turn" })).toMatchObject({ error: true, code: "game-over" });

    // Seat 1 is asked a question: it may only answer it.
    const asked = ok(tally.apply(at(start(), { total: 9 }), 0, { type: "add", amount: 1 })).state;
    expect(top(asked)).toMatchObject({ kind: "choice", seat: 1 });
    expect(tally.apply(asked, 1, { type: "add", amount: 1 })).toMatchObject({ error: true, code: "illegal", message: "You cannot add now", text: { key: "kit.cannotNow", params: { move: "add" } } });
    expect(tally.apply(asked, 1, { type: "end-turn" })).toMatchObject({ code: "illegal" });
    expect(tally.apply(asked, 1, { type: "no-such-move" })).toMatchObject({ code: "illegal" });
    expect(tally.apply(asked, 0, { type: "end-turn" })).toMatchObject({ code: "not-your-turn" });
    // The kit's pending prompt, for one seat: none for a seat that does not decide, nor once the game is over.
    withRules(tally.book, () => {
      expect(pendingPrompt(asked, 1)).toEqual(tally.pending(asked)[0]);
      expect(pendingPrompt(asked, 0)).toBeNull();
      expect(pendingPrompt(done, 0)).toBeNull();
    });
    // And on a turn, the answer to a question is no move at all.
    expect(tally.apply(s, 0, { type: "choose", value: "yes" })).toMatchObject({ code: "illegal" });
  });
});

describe("choices", () => {
  it("asks the next seat out of turn with both options; answering resolves it", () => {
    for (const [seat, next] of [[0, 1], [2, 0]] as const) {
      const asked = ok(tally.apply(at(start({}, 3), { total: 8, seat }), seat, { type: "add", amount: 3 }));
      expect(asked.state.total).toBe(11);
      // As a client receives them: a Text renders its English when serialized.
      expect(JSON.parse(JSON.stringify(tally.pending(asked.state)))).toEqual([{
        kind: "choose", seat: next, id: "take-point", moveType: "choose", min: 1, max: 1,
        label: { key: "tally.takePoint", en: "Take a point?" },
        options: [{ value: "yes", label: { key: "tally.yes", en: "yes" } }, { value: "no", label: { key: "tally.no", en: "no" } }],
      }]);
      expect(tally.legalMoves(asked.state, next)).toEqual([{ type: "choose", value: "yes" }, { type: "choose", value: "no" }]);
      expect(tally.legalMoves(asked.state, seat)).toEqual([]);

      const yes = ok(tally.apply(asked.state, next, { type: "choose", value: "yes" }));
      expect(yes.state.points[next]).toBe(1);
      expect(yes.events).toEqual([{ type: "PointOffered", seat: next, taken: true }]);
      expect(tally.pending(yes.state)[0]).toMatchObject({ kind: "turn", seat });
      const no = ok(tally.apply(asked.state, next, { type: "choose", value: "no" }));
      expect(no.state.points[next]).toBe(0);
      expect(top(no.state)).toEqual({ kind: "turn", seat, added: 3 });
    }
    // No multiple of 10 passed: no question.
    expect(top(ok(tally.apply(at(start(), { total: 10 }), 0, { type: "add", amount: 3 })).state)?.kind).toBe("turn");
  });

  it("a single forced option is taken without asking", () => {
    const points = [0, POINT_LIMIT];
    const r = ok(tally.apply(at(start(), { total: 9, points }), 0, { type: "add", amount: 1 }));
    expect(r.events).toContainEqual({ type: "PointOffered", seat: 1, taken: false });
    expect(top(r.state)).toMatchObject({ kind: "turn", seat: 0 });
    expect(tally.pending(r.state)[0]).toMatchObject({ kind: "turn", seat: 0 });

    // Directly: one option resolves at once, unless the question must always be asked.
    const s = start();
    const once = within(tally, s, (ctx) => ask(ctx, 1, "take-point", ["yes"]));
    expect(once.state.points).toEqual([0, 1]);
    expect(once.state.stack).toHaveLength(s.stack.length);
    const always = within(tally, s, (ctx) => ask(ctx, 1, "take-point", ["yes"], {}, { always: true }));
    expect(top(always.state)).toMatchObject({ kind: "choice", seat: 1, options: ["yes"] });
    // No option at all: nothing happens.
    expect(within(tally, s, (ctx) => ask(ctx, 1, "take-point", [])).state).toEqual(s);
  });

  it("rejects an answer that is not one of the options", () => {
    const asked = ok(tally.apply(at(start(), { total: 9 }), 0, { type: "add", amount: 1 })).state;
    const before = structuredClone(asked);
    expect(tally.apply(asked, 1, { type: "choose", value: "maybe" })).toMatchObject({ error: true, code: "illegal", message: "That is not one of the options", text: { key: "kit.notAnOption" } });
    expect(tally.apply(asked, 1, { type: "choose", value: 1 })).toMatchObject({ code: "illegal" });
    expect(tally.apply(asked, 1, { type: "choose", value: null })).toMatchObject({ error: true, code: "illegal", message: "You must choose one of the options", text: { key: "kit.chooseAnOption" } });
    expect(step(tally, asked, 1, { type: "choose", value: { yes: true } })).toMatchObject({ code: "bad-move" });
    expect(asked).toEqual(before);
  });
});

describe("hooks", () => {
  it("skips a hook whose when guard says it has no work", () => {
    const short = ok(tally.apply(at(start({ cap: 6 }), { added: 5 }), 0, { type: "end-turn" }));
    expect(short.state.streaks).toEqual([0, 0]);
    expect(types(short.events)).toEqual(["TurnEnded", "TurnStarted"]);
    const full = ok(tally.apply(at(start({ cap: 6 }), { added: 6 }), 0, { type: "end-turn" }));
    expect(full.state.streaks).toEqual([1, 0]);
    expect(types(full.events)).toEqual(["Streak", "TurnEnded", "TurnStarted"]);
    query(tally, () => {
      expect(hooksIdle(start({ cap: 6 }), "turn-end", { seat: 0, added: 5 })).toBe(true);
      expect(hooksIdle(start({ cap: 6 }), "turn-end", { seat: 0, added: 6 })).toBe(false);
      expect(hooksIdle(start(), "no-such-hook", {})).toBe(true);
    });
  });

  it("runs a hook that requires a feature only when the game has it", () => {
    // An even total at the end of the turn: the bonus rule would score.
    const off = ok(tally.apply(at(start({ bonus: false }), { total: 4 }), 0, { type: "end-turn" }));
    expect(off.state.bonus).toEqual([0, 0]);
    expect(types(off.events)).not.toContain("Bonus");
    const on = ok(tally.apply(at(start({ bonus: true }), { total: 4 }), 0, { type: "end-turn" }));
    expect(on.state.bonus).toEqual([1, 0]);
    expect(types(on.events)).toEqual(["Bonus", "TurnEnded", "TurnStarted"]);
    // The bonus hook has no guard: with the feature, ending a turn always has hook work.
    query(tally, () => {
      expect(hooksIdle(start({ bonus: false }), "turn-end", { seat: 0, added: 0 })).toBe(true);
      expect(hooksIdle(start({ bonus: true }), "turn-end", { seat: 0, added: 0 })).toBe(false);
    });
    // Both kinds of game in one process, alternately: the hook lists do not leak between feature sets.
    expect(ok(tally.apply(at(start({ bonus: false }), { total: 4 }), 0, { type: "end-turn" })).state.bonus).toEqual([0, 0]);
  });

  it("the quick path gives exactly the full path's state (key order included) and events", () => {
    const endTurn = query(tally, () => moveHandler<TallyState>("end-turn"))!;
    const fullQuick = endTurn.quick!;
    expect(fullQuick).toBeDefined();
    const quick: typeof fullQuick = (s, seat, move) => query(tally, () => fullQuick(s, seat, move));
    let endTurns = 0;
    let quickOnes = 0;
    endTurn.quick = undefined;
    try {
      const visit = (s: TallyState, seat: Seat, move: Move) => {
        if (move.type !== "end-turn") return;
        endTurns++;
        const full = ok(tally.apply(s, seat, move));
        const json = JSON.stringify(s);
        const fast = quick(s, seat, { type: "end-turn" });
        expect(JSON.stringify(s)).toBe(json);
        if (!fast) return;
        quickOnes++;
        expect(JSON.stringify(fast.state)).toBe(JSON.stringify(full.state));
        expect(JSON.stringify(fast.events)).toBe(JSON.stringify(full.events));
      };
      for (let g = 0; g < 8; g++) randomGame({ cap: 3 + (g % 3), target: 60 }, 2 + (g % 2), `quick/${g}`, visit);
    } finally {
      endTurn.quick = fullQuick;
    }
    expect(endTurns).toBeGreaterThan(50);
    expect(quickOnes).toBeGreaterThan(endTurns / 3);
    expect(quickOnes).toBeLessThan(endTurns);
    // Hook work, the game's end or the bonus feature leave the turn's end to the full path.
    expect(quick(at(start({ cap: 6 }), { added: 6 }), 0, { type: "end-turn" })).toBeNull();
    expect(quick(at(start({ target: 5 }), { total: 5 }), 0, { type: "end-turn" })).toBeNull();
    expect(quick(at(start({ bonus: true }), { total: 3 }), 0, { type: "end-turn" })).toBeNull();
    expect(quick(at(start(), { total: 3 }), 0, { type: "end-turn" })).not.toBeNull();
    // The game takes the quick path when it applies: its result is the quick path's.
    const s = at(start(), { total: 3 });
    const taken: unknown[] = [];
    endTurn.quick = (...args) => {
      const r = fullQuick(...args);
      taken.push(r);
      return r;
    };
    try {
      const r = tally.apply(s, 0, { type: "end-turn" });
      expect(taken).toHaveLength(1);
      expect(r).toBe(taken[0]);
    } finally {
      endTurn.quick = fullQuick;
    }
  });
});

describe("forced results", () => {
  it("forcedOr takes the forced values first, then the generator", () => {
    const forced = [4, 2];
    let draws = 0;
    const draw = () => 10 + ++draws;
    const ctx: { barrier?: boolean } = {};
    expect([forcedOr(ctx, forced, draw), forcedOr(ctx, forced, draw), forcedOr(ctx, forced, draw), forcedOr(ctx, undefined, draw)]).toEqual([4, 2, 11, 12]);
    expect(forced).toEqual([]);
    expect(ctx.barrier).toBe(true);

    // In a game: forced rolls leave the generator alone; after them, the seeded generator rolls.
    const s = { ...start({}, 2, "dice"), forcedRolls: [6, 1] };
    const r1 = ok(tally.apply(s, 0, { type: "roll" }));
    const r2 = ok(tally.apply(r1.state, 0, { type: "roll" }));
    const r3 = ok(tally.apply(r2.state, 0, { type: "roll" }));
    expect([r1, r2, r3].map((r) => r.events[0].amount)).toEqual([6, 1, new Rng(s.rng).die(6)]);
    expect(r2.state.rng).toBe(s.rng);
    expect(r3.state.rng).not.toEqual(s.rng);
    expect(r3.state.forcedRolls).toEqual([]);
  });

  it("a move that rolls, forced or not, is a point of no return; one that draws nothing is not", () => {
    const s = { ...start({}, 2, "dice"), forcedRolls: [2] };
    const forced = ok(tally.apply(s, 0, { type: "roll" }));
    const drawn = ok(tally.apply(forced.state, 0, { type: "roll" }));
    const added = ok(tally.apply(drawn.state, 0, { type: "add", amount: 1 }));
    const ended = ok(tally.apply(added.state, 0, { type: "end-turn" }));
    expect([forced, drawn, added, ended].map((r) => r.barrier === true)).toEqual([true, true, false, false]);
  });

  it("the same seed replays the same game", () => {
    const a = playOne(tally, { players: 3, seed: "same", options: { bonus: true } });
    const b = playOne(tally, { players: 3, seed: "same", options: { bonus: true } });
    expect(a.error).toBeUndefined();
    expect(b.moves).toEqual(a.moves);
    expect(b.hash).toBe(a.hash);
    expect(a.moves.some((m) => m.move.type === "roll")).toBe(true);
    const again = replay(tally, { players: 3, seed: "same", options: { bonus: true }, moves: a.moves });
    expect(again.hash).toBe(a.hash);
    expect(stateHash(again.state)).toBe(a.hash);
    expect(again.outcome).toEqual(a.outcome);
    expect(stateHash(start({}, 2, "x"))).toBe(stateHash(start({}, 2, "x")));
    expect(stateHash(start({}, 2, "x"))).not.toBe(stateHash(start({}, 2, "y")));
  });
});

describe("the CLI and scenario helpers with a kit game", () => {
  it("selfplay completes every game with no error and reproducible hashes", () => {
    for (const options of ["{}", '{"bonus":true,"cap":3,"target":30}']) {
      const run = () => runCli(["selfplay", "tally", "--games", "20", "--players", "3", "--seed", "kit", "--options", options], [tally]);
      const first = run();
      expect(first.code).toBe(0);
      const out = JSON.parse(first.out);
      expect(out).toMatchObject({ games: 20, completed: 20, errors: 0 });
      expect(out.meanMoves).toBeGreaterThan(5);
      expect(new Set(out.stateHashes).size).toBeGreaterThan(1);
      expect(JSON.parse(run().out).stateHashes).toEqual(out.stateHashes);
    }
  });

  it("replay of a self-played game gives its hash", () => {
    const g = playOne(tally, { players: 2, seed: "cli", options: { bonus: true } });
    expect(g.error).toBeUndefined();
    const file = join(dir, "tally.json");
    writeFileSync(file, JSON.stringify({ game: "tally", seed: "cli", options: { bonus: true }, seats: ["a", "b"], moves: g.moves }));
    const { code, out } = runCli(["replay", file], [tally]);
    expect(code).toBe(0);
    const parsed = JSON.parse(out);
    expect(parsed.hash).toBe(g.hash);
    expect(parsed.outcome).toEqual(g.outcome);
    expect(parsed.moves).toBe(g.moves.length);
    expect(parsed.view.rng).toBeUndefined();
    expect(parsed.view.finished).toBe(true);
  });

  it("play, reject, within and query work on Tally", () => {
    const s = start();
    const played = play(tally, s, 0, { type: "add", amount: 2 });
    expect(played.state.total).toBe(2);
    expect(() => play(tally, s, 1, { type: "add", amount: 2 })).toThrow("add rejected: not-your-turn: It is not your decision now");
    expect(reject(tally, at(s, { added: 6 }), 0, { type: "add", amount: 1 })).toEqual({ code: "over-cap", message: "You may add at most 6 per turn" });
    expect(() => reject(tally, s, 0, { type: "add", amount: 1 })).toThrow("add was accepted but should have been rejected");

    // within: rules code on a draft, then the flow settles (here a popped turn lets the game frame start the next).
    const next = within(tally, s, (ctx) => {
      ctx.s.total = 7;
      ctx.s.current = 1;
      ctx.s.stack.length = 1;
    });
    expect(next.state.total).toBe(7);
    expect(top(next.state)).toEqual({ kind: "turn", seat: 1, added: 0 });
    expect(next.events).toEqual([{ type: "TurnStarted", seat: 1 }]);
    expect(s.total).toBe(0);

    expect(query(tally, () => rulesInForce().list(SCORE_RULES).map((r) => r.id))).toEqual(["streaks", "points", "bonus"]);
    expect(query(tally, () => rulesInForce())).toBe(tally.book);
  });
});
