/**
 * Military cards (ВІЙСЬКО, L472-496): reinforce up to as many of one's unreinforced control tokens as the slot
 * (G27), or attack (cards/combat.ts) targets within the card's range of a friendly space not captured this turn
 * (L500-506); the card's mode says whether both may be done (data D6). Range is not counted through water,
 * enemy spaces or barbarians unless the card says (L505); city-states and caravans do not block it (G20).
 */
import { z } from "zod";
import type { Move, Seat } from "../../../core/types.ts";
import { peek } from "../../../kit/peek.ts";
import { ruleModule } from "../../../kit/rules.ts";
import { check, defineFrame, defineMove, emit, pop, push, top } from "../base/flow.ts";
import { barbarianSet, indexesOf, isEnemy, isFriendly, isWater, searchAt, spaceAt, spaceIndex, spaceList } from "../base/map.ts";
import { keepListed, listedFor } from "../base/listed.ts";
import { definePlay } from "../base/plays.ts";
import type { Frame, NdState, SpaceId } from "../base/state.ts";
import { text } from "../text/index.ts";
import type { FocusCardId, MilitaryCardDef } from "../data/index.ts";
import { hasEffect } from "../base/effects.ts";
import { focusCard } from "../base/row.ts";
import { militaryCard, startCombat, targetKindOf } from "./combat.ts";

export const rules = ruleModule("cards/military");

export interface MilitaryFrame extends Frame {
  kind: "military";
  seat: Seat;
  card: FocusCardId;
  slot: number;
  reinforceLeft: number;
  attacksLeft: number;
  attacksMade: number;
  /** What was done first: "reinforce-or-attack" cards allow only that. */
  chose: "reinforce" | "attack" | null;
}

/**
 * Visits the spaces within the card's range (L500-506), by index in the state's list (map.ts `searchAt`), until
 * `visit` says stop; true if it did. Pentagon: every space of the map (D24).
 */
function searchRange(s: NdState, seat: Seat, card: MilitaryCardDef, visit: (i: number) => boolean): boolean {
  s = peek(s);
  const spaces = s.spaces;
  if (hasEffect(s, seat, "unlimited-attack-range")) {
    for (let i = 0; i < spaces.length; i++) if (visit(i)) return true;
    return false;
  }
  const { isOrigin, through } = range(s, seat, card);
  const origins = indexesOf(s, seat).friendly.filter(isOrigin);
  return searchAt(s, origins, card.range, through, visit);
}

/** Where attacks are counted from (friendly spaces not captured this turn) and what range goes through (L505), by index. */
function range(s: NdState, seat: Seat, card: MilitaryCardDef) {
  const spaces = s.spaces;
  const captured = s.turn?.captured ?? [];
  const barbarians = barbarianSet(s);
  return {
    isOrigin: (i: number) => isFriendly(spaces[i], seat) && !captured.includes(spaces[i].id),
    through: (i: number) => {
      if (card.rangeUnblocked) return true;
      const sp = spaces[i];
      return (!isWater(sp) || card.rangeThroughWater) && !isEnemy(sp, seat) && !barbarians.has(sp.id);
    },
  };
}

/** Targets the card (by default the row's military card) reaches. */
export function attackTargets(s: NdState, seat: Seat, card: MilitaryCardDef = militaryCard(s, seat)): SpaceId[] {
  s = peek(s);
  const spaces = s.spaces;
  const barbarians = barbarianSet(s);
  const out: SpaceId[] = [];
  searchRange(s, seat, card, (i) => {
    if (targetKindOf(seat, spaces[i], barbarians) !== null) out.push(spaces[i].id);
    return false;
  });
  return out.sort();
}

/** Whether the card reaches `target` and something there can be attacked. */
function canAttackSpace(s: NdState, seat: Seat, card: MilitaryCardDef, target: SpaceId): boolean {
  const at = spaceIndex(s, target);
  if (at < 0 || targetKindOf(seat, s.spaces[at], barbarianSet(s)) === null) return false;
  if (hasEffect(s, seat, "unlimited-attack-range")) return true;
  const { isOrigin, through } = range(s, seat, card);
  // Searched from the target: the same paths walked backwards (map.ts `searchAt`).
  return searchAt(s, [at], card.range, through, isOrigin);
}

/** Whether the seat has an unreinforced control token on the map: a plain loop (asked after every military step). */
function anyUnreinforced(s: NdState, seat: Seat): boolean {
  const spaces = peek(s).spaces;
  for (let i = 0; i < spaces.length; i++) {
    const token = spaces[i].token;
    if (token && token.owner === seat && !token.reinforced) return true;
  }
  return false;
}

function reinforceTargets(s: NdState, seat: Seat): SpaceId[] {
  return spaceList(s).filter((sp) => sp.token?.owner === seat && !sp.token.reinforced).map((sp) => sp.id).sort();
}

const frameCard = (f: MilitaryFrame) => focusCard(f.card) as MilitaryCardDef;

function canReinforce(s: NdState, f: MilitaryFrame): boolean {
  const card = frameCard(f);
  if (card.mode === "reinforce-or-attack" && f.chose === "attack") return false;
  const left = card.reinforce === "slot-minus-attacks" ? f.reinforceLeft - f.attacksMade : f.reinforceLeft;
  return left > 0;
}

function canAttack(s: NdState, f: MilitaryFrame): boolean {
  const card = frameCard(f);
  if (f.attacksLeft <= 0) return false;
  if (card.mode === "reinforce-or-attack" && f.chose === "reinforce") return false;
  // Mass Production reinforces after its attacks.
  return !(card.mode === "attack-then-reinforce" && f.chose === "reinforce");
}

/** Whether anything is left to do: `militaryMoves` is not empty. */
function anyMilitaryMove(s: NdState, f: MilitaryFrame): boolean {
  // Read once: the frame may be a draft, where every read runs a trap.
  const seat = f.seat;
  if (canReinforce(s, f) && anyUnreinforced(s, seat)) return true;
  if (!canAttack(s, f)) return false;
  const spaces = s.spaces;
  const barbarians = barbarianSet(s);
  return searchRange(s, seat, frameCard(f), (i) => targetKindOf(seat, spaces[i], barbarians) !== null);
}

function militaryMoves(s: NdState, f: MilitaryFrame): Move[] {
  const out: Move[] = [];
  if (canReinforce(s, f)) for (const space of reinforceTargets(s, f.seat)) out.push({ type: "reinforce", space });
  if (canAttack(s, f)) for (const target of keepListed(s, f, attackTargets(s, f.seat, frameCard(f)))) out.push({ type: "attack", target });
  return out;
}

definePlay(rules, "military", (ctx, { seat, slot, card: id }) => {
  const card = focusCard(id) as MilitaryCardDef;
  push(ctx, { kind: "military", seat, card: id, slot, reinforceLeft: slot, attacksLeft: card.attacks, attacksMade: 0, chose: null } satisfies MilitaryFrame);
});

defineFrame<MilitaryFrame>(rules, "military", {
  moves: ["reinforce", "attack", "finish-military"],
  prompt: (_s, f) => ({ kind: "turn", seat: f.seat, id: "military", moveTypes: ["reinforce", "attack", "finish-military"], label: text("nd.military.act") }),
  legal: (s, f) => [...militaryMoves(s, f), { type: "finish-military" }],
  // Declared without the frame (kit/flow.ts): it only reads it, so no draft of it is made.
  auto(ctx) {
    const f = top(peek(ctx.s)) as MilitaryFrame;
    if (anyMilitaryMove(peek(ctx.s), f)) return false;
    pop(ctx, f);
    return true;
  },
});

function militaryFrame(frame: Frame): MilitaryFrame {
  check(peek(frame).kind === "military", text("nd.err.notMilitary"));
  return frame as MilitaryFrame;
}

const spaceSchema = z.string().regex(/^-?\d+,-?\d+$/);

defineMove<{ type: "reinforce"; space: SpaceId }>(rules, "reinforce", {
  schema: z.object({ type: z.literal("reinforce"), space: spaceSchema }),
  apply(ctx, seat, move, frame) {
    const f = militaryFrame(frame);
    check(canReinforce(peek(ctx.s), peek(f)), text("nd.err.cannotReinforce"));
    // One of `reinforceTargets`, checked alone.
    const token = spaceAt(peek(ctx.s), move.space)?.token;
    check(token?.owner === seat && !token.reinforced, text("nd.err.notUnreinforced"));
    spaceAt(ctx.s, move.space).token!.reinforced = true;
    const plain = peek(f);
    f.reinforceLeft = plain.reinforceLeft - 1;
    if (plain.chose === null) f.chose = "reinforce";
    emit(ctx, { type: "ControlTokenReinforced", seat, space: move.space });
  },
});

defineMove<{ type: "attack"; target: SpaceId }>(rules, "attack", {
  schema: z.object({ type: z.literal("attack"), target: spaceSchema }),
  apply(ctx, seat, move, frame) {
    const f = militaryFrame(frame);
    // The frame's checks and its card and slot read on plain data: they stay the same below.
    const plain = peek(f);
    const card = frameCard(plain);
    check(canAttack(peek(ctx.s), plain), text("nd.err.cannotAttack"));
    // Against the targets the legal moves listed on this state, else searched from the target alone.
    const listed = listedFor<SpaceId>(ctx.s, plain);
    check(listed ? listed.includes(move.target) : canAttackSpace(peek(ctx.s), seat, card, move.target), text("nd.err.outOfRange"));
    const slot = plain.slot;
    // Written from the plain values read above: a decrement through the draft reads through it first.
    f.attacksLeft = plain.attacksLeft - 1;
    f.attacksMade = plain.attacksMade + 1;
    if (plain.chose === null) f.chose = "attack";
    startCombat(ctx, seat, slot, move.target, card);
  },
});

defineMove<{ type: "finish-military" }>(rules, "finish-military", {
  schema: z.object({ type: z.literal("finish-military") }),
  apply(ctx, _seat, _move, frame) {
    pop(ctx, militaryFrame(frame));
  },
});
