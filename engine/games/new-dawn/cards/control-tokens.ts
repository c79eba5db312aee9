/**
 * Placing control tokens (КУЛЬТУРА, L352-366; clarifications L830-834) step by step, for culture cards and for
 * Urbanization's tokens around a new city: on land of difficulty at most the slot, never on water, barbarians,
 * cities, city-states or other control tokens, unreinforced side up (L360-362); a resource or natural-wonder
 * token there is collected (L356). Upgraded culture cards add steps: a token next to any friendly space, moving
 * a token, converting a rival token (data: focus-cards.ts).
 */
import { z } from "zod";
import type { Move, Seat } from "../../../core/types.ts";
import { peek } from "../../../kit/peek.ts";
import { ruleModule } from "../../../kit/rules.ts";
import { ask } from "../../../kit/choice.ts";
import type { FocusType } from "../data/index.ts";
import { effectsOf, hasEffect } from "../base/effects.ts";
import { check, defineChoice, defineFrame, defineMove, emit, pop, top, type Ctx } from "../base/flow.ts";
import { barbarianSet, difficultyFor, indexesOf, isEmpty, isFriendly, isWater, mapShape, neighbors, searchAt, spaceAt, spaceIndex, spaceList } from "../base/map.ts";
import { keepListed, listedFor } from "../base/listed.ts";
import { giveBack, takeMarks } from "../base/marks.ts";
import { placeToken, removeToken } from "../base/pieces.ts";
import type { Frame, NdState, Space, SpaceId } from "../base/state.ts";
import { text } from "../text/index.ts";
import { spaceOption } from "../base/labels.ts";

export const rules = ruleModule("cards/control-tokens");

/**
 * - city: next to a friendly city; friendly: next to any friendly space; around: next to the space `around`;
 * - move: one own token to an adjacent empty land space (Drama and Poetry);
 * - convert: a rival token within `range` of a friendly space is replaced, or flipped if reinforced (Mass Media).
 */
export type TokenStep =
  | { kind: "city" | "friendly"; count: number }
  | { kind: "around"; count: number; around: SpaceId }
  /** Stonehenge: tokens on hills spaces next to `around`, a hills space just filled. */
  | { kind: "chain"; count: number; around: SpaceId }
  | { kind: "move"; count: number }
  | { kind: "convert"; count: number; range: number };

/** `card`: the focus card placing them (Kumasi's forests), null for an effect outside a card (Hanging Gardens). */
export interface TokensFrame extends Frame { kind: "control-tokens"; seat: Seat; slot: number; card: FocusType | null; steps: TokenStep[] }

export type TokenMove =
  | { type: "place-token"; space: SpaceId }
  | { type: "move-token"; from: SpaceId; to: SpaceId }
  | { type: "convert-token"; space: SpaceId }
  | { type: "finish-step" };

/** A space a control token may go on from a card played from `slot` (L360-362), terrain counted by `terrain`. */
function canHold(sp: Space, slot: number, terrain: (sp: Space) => number, barbarians: ReadonlySet<SpaceId>): boolean {
  return !isWater(sp) && terrain(sp) <= slot && !sp.city && !sp.token && !sp.cityState && !barbarians.has(sp.id);
}

/** Tokens the seat can put down: its reserve, or (C12, L833) friendly tokens it may take back from the map. */
export function tokensAvailable(s: NdState, seat: Seat): boolean {
  return s.players[seat].tokensLeft > 0 || spaceList(s).some((sp) => sp.token?.owner === seat);
}

/**
 * Where a placing step may put a token, by index in the state's list: the test for one space, and a walk over the
 * spaces whose neighbours hold every candidate (`eachSource` visits them in the map's order until `visit` says stop;
 * true if it did). Only a full listing walks the sources: checking one chosen space or asking whether there is any
 * needs no list.
 */
interface PlaceRule { allows: (i: number) => boolean; eachSource: (visit: (i: number) => boolean) => boolean; anywhere: boolean }

function placeRule(s: NdState, seat: Seat, f: TokensFrame, step: TokenStep): PlaceRule | null {
  if (!tokensAvailable(s, seat)) return null;
  const spaces = s.spaces;
  const { near: around } = mapShape(s);
  const terrain = difficultyFor(s, seat, { card: f.card, placing: true });
  const barbarians = barbarianSet(s);
  const one = step.kind === "around" || step.kind === "chain" ? spaceIndex(s, step.around) : null;
  const nearSpace = step.kind === "city" ? (sp: Space) => sp.city?.owner === seat : (sp: Space) => isFriendly(sp, seat);
  const near = one !== null ? (n: number) => n === one : (n: number) => nearSpace(spaces[n]);
  // Chichen Itza: also empty forest spaces anywhere (those next to a friendly city are reached the usual way).
  const remote = step.kind === "city" || step.kind === "friendly" ? effectsOf(s, seat, "control-tokens-on-remote-terrain").map((a) => a.effect.terrain) : [];
  return {
    allows: (i) => {
      const sp = spaces[i];
      if (!(step.kind === "chain" && sp.terrain !== "hills") && canHold(sp, f.slot, terrain, barbarians) && around[i].some(near)) return true;
      return (remote as readonly string[]).includes(sp.terrain) && isEmpty(s, sp.id) && terrain(sp) <= f.slot;
    },
    eachSource: (visit) => {
      if (one !== null) return visit(one);
      // The spaces `nearSpace` holds for, in the map's order, kept per list of spaces (base/map.ts).
      const own = indexesOf(s, seat);
      const sources = step.kind === "city" ? own.cities : own.friendly;
      for (let k = 0; k < sources.length; k++) if (visit(sources[k])) return true;
      return false;
    },
    anywhere: remote.length > 0,
  };
}

function placeTargets(s: NdState, seat: Seat, f: TokensFrame, step: TokenStep): SpaceId[] {
  s = peek(s);
  const rule = placeRule(s, seat, f, step);
  if (!rule) return [];
  const { ids, near } = mapShape(s);
  const seen = takeMarks(ids.length);
  const out: SpaceId[] = [];
  /** Takes space `i` if allowed. */
  const take = (i: number) => {
    if (seen.mark(i) && rule.allows(i)) out.push(ids[i]);
    return false;
  };
  try {
    if (rule.anywhere) {
      for (let i = 0; i < ids.length; i++) take(i);
    } else rule.eachSource((from) => near[from].some(take));
  } finally {
    giveBack(seen);
  }
  return out.sort();
}

/**
 * The spaces the legal moves listed for the step a token was just placed from (`place-token`), tried first when
 * the step then asks whether it can go on: a hint only, as each is tried by the rule on the state asked about, and a
 * space the rule allows is one `placeTargets` lists. Taken by the first ask after the move. One for the process, not
 * per game: a hint left by another table's move only costs a few tries (kept per frame instead, it hit a tenth less
 * often in self-play and the game cost more).
 */
let placedFrom: readonly SpaceId[] = [];

/** Whether `placeTargets` is not empty: no list made, and a space met twice is only tried twice. */
function anyPlaceTarget(s: NdState, seat: Seat, f: TokensFrame, step: TokenStep): boolean {
  s = peek(s);
  const hint = placedFrom;
  placedFrom = [];
  const rule = placeRule(s, seat, f, step);
  if (!rule) return false;
  for (let k = 0; k < hint.length; k++) {
    const i = spaceIndex(s, hint[k]);
    if (i >= 0 && rule.allows(i)) return true;
  }
  if (!rule.anywhere) {
    const { near } = mapShape(s);
    return rule.eachSource((from) => near[from].some(rule.allows));
  }
  for (let i = 0; i < s.spaces.length; i++) if (rule.allows(i)) return true;
  return false;
}

function moveTargets(s: NdState, seat: Seat, first = false): [SpaceId, SpaceId][] {
  const out: [SpaceId, SpaceId][] = [];
  for (const sp of spaceList(s)) {
    if (sp.token?.owner !== seat) continue;
    for (const n of neighbors(s, sp.id)) {
      if (isWater(spaceAt(s, n)) || !isEmpty(s, n)) continue;
      out.push([sp.id, n]);
      if (first) return out;
    }
  }
  return out;
}

function convertTargets(s: NdState, seat: Seat, range: number, first = false): SpaceId[] {
  s = peek(s);
  const spaces = s.spaces;
  const canPlace = tokensAvailable(s, seat);
  const out: SpaceId[] = [];
  searchAt(s, indexesOf(s, seat).friendly, range, () => true, (i) => {
    const t = spaces[i].token;
    if (t && t.owner !== seat && (t.reinforced || canPlace)) out.push(spaces[i].id);
    return first && out.length > 0;
  });
  return out.sort();
}

/** Whether [from, to] is one of `moveTargets`, checked alone. */
function canMoveToken(s: NdState, seat: Seat, from: SpaceId, to: SpaceId): boolean {
  if (spaceAt(s, from)?.token?.owner !== seat || !neighbors(s, from).includes(to)) return false;
  return !isWater(spaceAt(s, to)) && isEmpty(s, to);
}

/** Whether `target` is one of `convertTargets`: searched from the target itself (distance is symmetric, nothing blocks it). */
function canConvert(s: NdState, seat: Seat, range: number, target: SpaceId): boolean {
  const t = spaceAt(s, target)?.token;
  if (!t || t.owner === seat || !(t.reinforced || tokensAvailable(s, seat))) return false;
  const spaces = peek(s).spaces;
  return searchAt(s, [spaceIndex(s, target)], range, () => true, (i) => isFriendly(spaces[i], seat));
}

function stepMoves(s: NdState, f: TokensFrame): Move[] {
  const step = f.steps[0];
  if (!step) return [];
  if (step.kind === "move") return moveTargets(s, f.seat).map(([from, to]) => ({ type: "move-token", from, to }));
  if (step.kind === "convert") return keepListed(s, f, convertTargets(s, f.seat, step.range)).map((space) => ({ type: "convert-token", space }));
  return keepListed(s, f, placeTargets(s, f.seat, f, step)).map((space) => ({ type: "place-token", space }));
}

/** Whether the step can do anything: `stepMoves` is not empty. */
export function anyStepMove(s: NdState, f: TokensFrame): boolean {
  const step = f.steps[0];
  if (!step) return false;
  if (step.kind === "move") return moveTargets(s, f.seat, true).length > 0;
  if (step.kind === "convert") return convertTargets(s, f.seat, step.range, true).length > 0;
  return anyPlaceTarget(s, f.seat, f, step);
}

const LABELS = {
  city: text("nd.culture.city"),
  friendly: text("nd.culture.friendly"),
  around: text("nd.culture.around"),
  chain: text("nd.culture.chain"),
  move: text("nd.culture.move"),
  convert: text("nd.culture.convert"),
};

defineFrame<TokensFrame>(rules, "control-tokens", {
  moves: ["place-token", "move-token", "convert-token", "finish-step"],
  prompt: (_s, f) => ({ kind: "turn", seat: f.seat, id: "control-tokens", moveTypes: ["place-token", "move-token", "convert-token", "finish-step"], label: LABELS[f.steps[0].kind] }),
  legal: (s, f) => [...stepMoves(s, f), { type: "finish-step" }],
  // Declared without the frame (kit/flow.ts): the frame is drafted only when a step is over.
  auto(ctx) {
    // A step with nothing left to do, or nothing it could do, is over.
    const over = (fr: TokensFrame) => !fr.steps.length || fr.steps[0].count <= 0 || !anyStepMove(peek(ctx.s), fr);
    const plain = top(peek(ctx.s)) as TokensFrame;
    if (!over(plain)) return false;
    const f = top(ctx.s) as TokensFrame;
    // The first step was just found over: only the next ones are checked (a check may list the whole map).
    if (plain.steps.length) f.steps.shift();
    while (f.steps.length && over(peek(f))) f.steps.shift();
    if (f.steps.length) return false;
    pop(ctx, f);
    return true;
  },
});

function current(frame: Frame): { f: TokensFrame; step: TokenStep } {
  check(peek(frame).kind === "control-tokens", text("nd.err.notControlTokens"));
  const f = frame as TokensFrame;
  return { f, step: f.steps[0] };
}

const spaceSchema = z.string().regex(/^-?\d+,-?\d+$/);

defineMove<Extract<TokenMove, { type: "place-token" }>>(rules, "place-token", {
  schema: z.object({ type: z.literal("place-token"), space: spaceSchema }),
  apply(ctx, seat, move, frame) {
    const { f, step } = current(frame);
    check(step.kind !== "move" && step.kind !== "convert", text("nd.err.stepPlacesNone"));
    // Against the spaces the legal moves listed on this state (the step is the frame's first), else checked alone on
    // plain data (kit/peek.ts): the rule reads the frame and the step on every space it tries.
    const listed = listedFor<SpaceId>(ctx.s, f);
    const at = spaceIndex(peek(ctx.s), move.space);
    check(listed ? listed.includes(move.space) : at >= 0 && !!placeRule(peek(ctx.s), seat, peek(f), peek(step))?.allows(at), text("nd.err.cannotPlace"));
    placedFrom = listed ?? [];
    step.count--;
    // Stonehenge: a token placed on hills lets the player go on over the hills next to it.
    if (spaceAt(peek(ctx.s), move.space).terrain === "hills" && hasEffect(peek(ctx.s), seat, "chain-control-tokens-on-terrain")) {
      f.steps.unshift({ kind: "chain", count: 6, around: move.space });
    }
    placeOrTakeBack(ctx, seat, move.space);
  },
});

/** Places a reserve token; with none left, asks which friendly token to take back from the map first (C12, L833). */
export function placeOrTakeBack(ctx: Ctx, seat: Seat, at: SpaceId, reinforced = false) {
  if (peek(ctx.s).players[seat].tokensLeft > 0) {
    placeToken(ctx, seat, at, reinforced);
    return;
  }
  const own = spaceList(ctx.s).filter((sp) => sp.token?.owner === seat && sp.id !== at).map((sp) => sp.id).sort();
  // Reserved: nothing else may take the space while the choice is open.
  ask(ctx, seat, "take-back-token", own, { at, reinforced }, { always: true });
}

defineChoice(rules, "take-back-token", {
  label: () => text("nd.culture.takeBack"),
  optionLabel: (s, _f, v) => spaceOption(s, v as SpaceId),
  resolve(ctx, seat, value, data) {
    removeToken(ctx, value as SpaceId, "space");
    placeToken(ctx, seat, data.at as SpaceId, data.reinforced as boolean);
  },
});

defineMove<Extract<TokenMove, { type: "move-token" }>>(rules, "move-token", {
  schema: z.object({ type: z.literal("move-token"), from: spaceSchema, to: spaceSchema }),
  apply(ctx, seat, move, frame) {
    const { step } = current(frame);
    check(step.kind === "move", text("nd.err.stepMovesNone"));
    check(canMoveToken(peek(ctx.s), seat, move.from, move.to), text("nd.err.cannotMoveToken"));
    const reinforced = spaceAt(ctx.s, move.from).token!.reinforced;
    removeToken(ctx, move.from, "space");
    placeToken(ctx, seat, move.to, reinforced);
    step.count--;
  },
});

defineMove<Extract<TokenMove, { type: "convert-token" }>>(rules, "convert-token", {
  schema: z.object({ type: z.literal("convert-token"), space: spaceSchema }),
  apply(ctx, seat, move, frame) {
    const { step } = current(frame);
    check(step.kind === "convert", text("nd.err.stepConvertsNone"));
    const listed = listedFor<SpaceId>(ctx.s, frame);
    check(listed ? listed.includes(move.space) : canConvert(peek(ctx.s), seat, step.range, move.space), text("nd.err.cannotConvert"));
    const token = spaceAt(ctx.s, move.space).token!;
    if (token.reinforced) {
      token.reinforced = false;
      emit(ctx, { type: "ControlTokenFlipped", seat: token.owner, space: move.space });
    } else {
      removeToken(ctx, move.space, "space");
      placeOrTakeBack(ctx, seat, move.space);
    }
    step.count--;
  },
});

defineMove<{ type: "finish-step" }>(rules, "finish-step", {
  schema: z.object({ type: z.literal("finish-step") }),
  apply(_ctx, _seat, _move, frame) {
    const { f } = current(frame);
    f.steps.shift();
  },
});
