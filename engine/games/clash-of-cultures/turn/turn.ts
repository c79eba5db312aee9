/**
 * Ages, rounds and turns (L483-610): the bottom "game" frame starts each turn in turn order, then the
 * status phase after the third round of every age; a "turn" frame lets the active player take their
 * three actions and any free actions, then end the turn.
 */
import { z } from "zod";
import type { GameEvent, Move, Seat } from "../../../core/types.ts";
import { ACTIONS_PER_TURN, ROUNDS_PER_AGE } from "../data/index.ts";
import { ages } from "../rules/game-length.ts";
import { boardNeighbors, isLand } from "../base/board.ts";
import { check, type Ctx, defineAutoFrame, defineFrame, defineMove, emitFresh, fail, fireHook, hooksIdle, pop, push, top } from "../base/flow.ts";
import { citiesOf, turnOrder, unitsAt } from "../base/queries.ts";
import type { CocState, Frame, TurnState } from "../base/state.ts";
import { addUnit } from "../base/units.ts";
import { assignFresh, member, peek, unchanged } from "../../../kit/peek.ts";
import { addRule, ListSlot, ruleModule, rulesInForce, type RuleBook, type RuleModule } from "../../../kit/rules.ts";
import { latestSeatQuery } from "../../../kit/derived.ts";
import { text } from "../text/index.ts";

/** What this file adds to the game's rules (listed in index.ts). */
export const rules = ruleModule("turn/turn");

/** Sources of the moves a player may make on their turn; each action module registers one. */
export interface TurnMoveSource {
  /** Legal moves of this kind for the active seat (a bounded, representative set for huge spaces). */
  legal(s: CocState, seat: Seat): Move[];
  /** True when the move costs one of the three actions. */
  isAction: boolean;
  types: readonly string[];
}
const TURN_MOVES = new ListSlot<TurnMoveSource>("turn move sources");

export function defineTurnMoves(module: RuleModule, source: TurnMoveSource) {
  // Kept in one shape: the turn's query reads every source's fields at one place, so one hidden class there
  // keeps those reads monomorphic (the sources are written as literals with their keys in any order).
  addRule(module, TURN_MOVES, { legal: source.legal, isAction: source.isAction, types: source.types });
}

function turnMoveSources(): readonly TurnMoveSource[] {
  return rulesInForce().list(TURN_MOVES);
}

const actionTypesOf = (book: RuleBook) => new Set(book.list(TURN_MOVES).filter((x) => x.isAction).flatMap((x) => x.types));
const turnMoveTypesOf = (book: RuleBook) => ["end-turn", ...book.list(TURN_MOVES).flatMap((x) => x.types)];

function actionTypeSet(): Set<string> {
  return rulesInForce().memo(actionTypesOf);
}

function turnFrameMoves(): string[] {
  return rulesInForce().memo(turnMoveTypesOf);
}

/**
 * The draft of the turn's record, read without the proxies' traps (the kit's `member`): a named read of a draft in a
 * rule runs the proxy's `get` trap through V8's generic load, several times the cost of the rule's own work. After
 * `ownTurn` it is the move's own plain copy.
 */
export function turnDraft(s: CocState): TurnState {
  return member(s, "turn") as TurnState;
}

/** The turn's once-per-turn markers (`used`), drafted as `turnDraft` reads them. */
export function turnUsed(s: CocState): string[] {
  return member(turnDraft(s), "used") as string[];
}

/** Spends one of the active player's actions (fails when none is left). */
export function spendAction(ctx: Ctx, seat: Seat) {
  // Checked on plain data (engine/kit/peek.ts): the draft is read only to write, without the proxy's traps.
  const t = peek(ctx.s).turn;
  if (!t || t.seat !== seat) fail(text("coc.err.notTurn"));
  if (t.actionsLeft <= 0) fail(text("coc.err.haveNoActionsLeft"));
  assignFresh(turnDraft(ctx.s), "actionsLeft", t.actionsLeft - 1);
}

/**
 * Makes the turn's bookkeeping this move's own plain copy, its lists and activations too, and returns it: the
 * rest of the move reads and writes it directly, without drafts of the turn and of each list it changes (a
 * Collect writes the actions left, the markers and the activations). Call it before a draft of the turn is
 * read: such a draft is no longer the state's turn afterwards.
 */
export function ownTurn(ctx: Ctx): TurnState {
  // Copied as the kit copies a small object (Object.assign), so the turn keeps the shape of its working copies.
  const own = Object.assign({}, peek(ctx.s).turn!) as TurnState & Record<string, unknown>;
  for (const k in own) {
    const v = own[k];
    if (Array.isArray(v)) own[k] = v.slice();
    else if (v !== null && typeof v === "object") own[k] = Object.assign({}, v);
  }
  assignFresh(ctx.s, "turn", own);
  return own;
}

export interface GameFrame extends Frame { kind: "game"; seat: null }
export interface TurnFrame extends Frame { kind: "turn"; seat: Seat }
export interface PlaceSettlerFrame extends Frame { kind: "place-settler"; seat: Seat; left: number }

/** A new turn's bookkeeping: built from plain data only, so the draft need not search it for drafts (engine/kit/peek.ts). */
function freshTurn(seat: Seat): TurnState {
  return { seat, actionsLeft: ACTIONS_PER_TURN, used: [], influenced: false, unitsStopped: [], unitsInForest: [], movedThisAction: [], wonLandBattles: 0, activations: {} };
}

function turnFrame(seat: Seat): TurnFrame {
  return { kind: "turn", seat };
}

function turnStarted(s: CocState, seat: Seat): GameEvent {
  const r = peek(s);
  return { type: "TurnStarted", seat, age: r.age, round: r.round };
}

function startTurn(ctx: Ctx, seat: Seat) {
  assignFresh(ctx.s, "turn", freshTurn(seat));
  push(ctx, turnFrame(seat));
  emitFresh(ctx, turnStarted(ctx.s, seat));
  fireHook(ctx, "turn-start", { seat });
}

defineAutoFrame<GameFrame>(rules, "game", (ctx) => {
  const s = ctx.s;
  const order = turnOrder(s);
  // The common case, the next player's turn, reads on plain data (engine/kit/peek.ts).
  const next = peek(s).turnInRound;
  if (next < order.length) {
    startTurn(ctx, order[next]);
    return true;
  }
  // Wonder game end (variants.ts): the round is over, only status step 1 and scoring follow (L2094).
  const ps = peek(s);
  if (ps.endsAfterRound) {
    push(ctx, { kind: "status-phase", seat: null, step: 0, index: 0, final: true });
    return true;
  }
  if (ps.round < ROUNDS_PER_AGE) {
    const round = ps.round + 1, age = ps.age;
    // Written without the root proxy's `set` trap.
    assignFresh(s, "round", round);
    assignFresh(s, "turnInRound", 0);
    emitFresh(ctx, { type: "RoundStarted", age, round });
    fireHook(ctx, "round-start", { age, round });
    return true;
  }
  push(ctx, { kind: "status-phase", seat: null, step: 0, index: 0 });
  return true;
});

/** Called by the status phase when it completes without ending the game. */
export function nextAge(ctx: Ctx) {
  // Written without the proxy's traps (engine/kit/peek.ts).
  const s = ctx.s;
  const age = peek(s).age + 1;
  assignFresh(s, "age", age);
  assignFresh(s, "round", 1);
  assignFresh(s, "turnInRound", 0);
  emitFresh(ctx, { type: "AgeStarted", age });
  fireHook(ctx, "round-start", { age, round: 1 });
}

export function isLastAge(s: CocState): boolean {
  return s.age >= ages(s);
}

/**
 * What the sources of one turn-move query share (see shareInQuery): one state, one seat, one call, and the values
 * worked out so far as pairs (maker, value) in one list: few makers use it, and searching a short list costs less
 * than a Map made for every query.
 */
let sharing: { s: CocState; seat: Seat; values: unknown[] } | null = null;

/**
 * `make(s, seat)`, worked out once per query of the turn's moves when several sources need it (the
 * Influence action and Arts both need every city's reach). The state cannot change during one query;
 * outside a query, or for another state or seat, it is simply computed.
 */
export function shareInQuery<T>(s: CocState, seat: Seat, make: (s: CocState, seat: Seat) => T): T {
  const q = sharing;
  if (!q || q.s !== s || q.seat !== seat) return make(s, seat);
  const values = q.values;
  for (let i = 0; i < values.length; i += 2) if (values[i] === make) return values[i + 1] as T;
  const v = make(s, seat);
  values.push(make, v);
  return v;
}

function turnLegal(s: CocState, seat: Seat): Move[] {
  const noAction = s.turn!.actionsLeft === 0;
  const sources = turnMoveSources();
  const types = actionTypeSet();
  const out: Move[] = [];
  // Whether an action source lists an action: whether the seat must go on (`canEndTurn`, answered as it lists).
  let action = false;
  const outer = sharing;
  sharing = { s, seat, values: [] };
  try {
    for (let i = 0; i < sources.length; i++) {
      const src = sources[i];
      if (noAction && src.isAction) continue;
      // A loop, not push(...list): some sources return hundreds of moves.
      const moves = src.legal(s, seat);
      if (src.isAction && !action) action = listsAction(moves, types);
      for (let j = 0; j < moves.length; j++) out.push(moves[j]);
    }
  } finally {
    sharing = outer;
  }
  turnEnd(s, seat).canEnd = !action;
  if (!action) out.push({ type: "end-turn" });
  return out;
}

/** Whether `moves` hold an action (a loop: the listing asks it of every action source, `canEndTurn` of each in turn). */
function listsAction(moves: readonly Move[], types: ReadonlySet<string>): boolean {
  for (let i = 0; i < moves.length; i++) if (types.has(moves[i].type)) return true;
  return false;
}

/**
 * Whether `seat` may end its turn (`canEndTurn`), kept for the state and seat last asked about: the
 * turn's listing finds it as it lists the actions, and in play the end of the turn is then asked on that same state,
 * where finding it anew would list every action of the seat (a turn ended with actions left has none).
 */
const turnEnd = latestSeatQuery((_s: CocState, _seat: Seat): { canEnd: boolean | null } => ({ canEnd: null }));

/** `canEndTurn` for the end of a turn: the listing's answer when it listed this state for the seat. */
function mayEndTurn(s: CocState, seat: Seat): boolean {
  const known = turnEnd(s, seat);
  return (known.canEnd ??= canEndTurn(s, seat));
}

/**
 * A turn ends after three actions; a player with no legal action left may end it early. Only the action sources count:
 * a free move of an action's type (Arts' Influence) is no action left (docs/rules/clash-of-cultures.md, Turn).
 */
function canEndTurn(s: CocState, seat: Seat): boolean {
  const t = s.turn!;
  if (t.actionsLeft === 0) return true;
  const types = actionTypeSet();
  // Stops at the first action source that has a legal action.
  for (const src of turnMoveSources()) {
    if (src.isAction && listsAction(src.legal(s, seat), types)) return false;
  }
  return true;
}

defineFrame<TurnFrame>(rules, "turn", {
  get moves() {
    return turnFrameMoves();
  },
  prompt: (s, f) => ({
    kind: "turn", seat: f.seat, id: "turn", moveTypes: [...turnFrameMoves()],
    label: text("coc.turn", { actions: s.turn!.actionsLeft }),
  }),
  legal: (s, f) => turnLegal(s, f.seat),
});

defineMove<{ type: "end-turn" }>(rules, "end-turn", {
  schema: z.object({ type: z.literal("end-turn") }),
  // Takes no frame argument: the turn frame is only read (on plain data), never drafted.
  apply(ctx, seat) {
    // Nothing has changed yet in this move: ask on plain data (legal moves read much of the state).
    const s = unchanged(ctx.s);
    const frame = top(s)!;
    check(frame.kind === "turn", text("coc.err.endTurnTurn"));
    if (!mayEndTurn(s, seat)) fail(text("coc.err.actionsLeft", { n: s.turn!.actionsLeft }));
    fireHook(ctx, "turn-end", { seat });
    pop(ctx, frame);
    emitFresh(ctx, { type: "TurnEnded", seat });
    assignFresh(ctx.s, "turn", null);
    assignFresh(ctx.s, "turnInRound", peek(ctx.s).turnInRound + 1);
  },
  /**
   * The usual case, without a draft: the round goes on and no turn-end or turn-start hook has work, so the
   * game frame (below the turn) only starts the next player's turn, exactly as `apply` and `startTurn` do.
   */
  quick(s, seat) {
    const stack = s.stack;
    const frame = stack[stack.length - 1];
    if (frame?.kind !== "turn" || stack[stack.length - 2]?.kind !== "game") return null;
    if (!mayEndTurn(s, seat) || !hooksIdle(s, "turn-end", { seat })) return null;
    const order = turnOrder(s);
    const index = s.turnInRound + 1;
    // The round ends: the game frame goes on to the next round or the status phase.
    if (index >= order.length) return null;
    const next = order[index];
    const after: CocState = { ...s, turn: freshTurn(next), turnInRound: index, stack: [...stack.slice(0, -1), turnFrame(next)] };
    if (!hooksIdle(after, "turn-start", { seat: next })) return null;
    return { state: after, events: [{ type: "TurnEnded", seat }, turnStarted(after, next)] };
  },
});

/** Land hexes next to the player's first city where the starting settler may stand (L435). */
export function settlerStartHexes(s: CocState, seat: Seat): string[] {
  const city = citiesOf(s, seat)[0];
  if (!city) return [];
  return boardNeighbors(s, city.hex).filter((h) => isLand(s, h) && !s.cities[h] && unitsAt(s, h).every((u) => u.owner === seat));
}

defineFrame<PlaceSettlerFrame>(rules, "place-settler", {
  moves: ["place-settler"],
  prompt: (s, f) => ({
    kind: "choose", seat: f.seat, id: "place-settler", moveType: "place-settler", min: 1, max: 1,
    label: text("coc.placeSettler"),
    options: settlerStartHexes(s, f.seat).map((h) => ({ value: h, label: text("coc.hex", { hex: h }) })),
  }),
  legal: (s, f) => settlerStartHexes(s, f.seat).map((hex) => ({ type: "place-settler", hex })),
});

defineMove<{ type: "place-settler"; hex: string }>(rules, "place-settler", {
  schema: z.object({ type: z.literal("place-settler"), hex: z.string().max(16) }),
  apply(ctx, seat, move, frame) {
    // Read on plain data, written without the proxy's trap (engine/kit/peek.ts).
    const f = peek(frame as PlaceSettlerFrame);
    check(f.kind === "place-settler", text("coc.err.noStartingSettlerPlace"));
    check(settlerStartHexes(peek(ctx.s), seat).includes(move.hex), text("coc.err.startingSettlerMustStand"));
    addUnit(ctx, seat, "settler", move.hex);
    const left = f.left - 1;
    assignFresh(frame as PlaceSettlerFrame, "left", left);
    if (left <= 0) pop(ctx, frame);
  },
});

export function currentTurnFrame(s: CocState): TurnFrame | undefined {
  const t = top(s);
  return t?.kind === "turn" ? (t as TurnFrame) : undefined;
}

export { fail };
