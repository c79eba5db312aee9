/**
 * The status phase after the third round of each age (L1072-1120): six steps, each done by every
 * player in turn order before the next step begins. The game ends after step 1 of the last age, or
 * of a status phase that starts with a player who has no cities (L1082).
 */
import { z } from "zod";
import type { Seat } from "../../../core/types.ts";
import type { AdvanceId } from "../data/index.ts";
import { gainAdvance } from "../base/gain-advance.ts";
import { advanceBlocker, takeableAdvances } from "../rules/advance-rules.ts";
import { allAdvances } from "../base/catalog.ts";
import { drawToHand } from "../base/decks.ts";
import { check, type Ctx, defineAutoFrame, defineFrame, defineMove, emitFresh, pop, push, top } from "../base/flow.ts";
import { hexSchema } from "../base/schemas.ts";
import { citiesOf, cityCount, citySize, player, turnOrder } from "../base/queries.ts";
import { assignFresh, member, peek } from "../../../kit/peek.ts";
import { gain } from "../base/resources.ts";
import type { CocState, Frame } from "../base/state.ts";
import { isLastAge, nextAge } from "./turn.ts";
import { finishGame } from "./scoring.ts";
import { KeyedSlot, putRule, ruleModule, rulesInForce, type RuleModule } from "../../../kit/rules.ts";
import { text } from "../text/index.ts";

/** What this file adds to the game's rules (listed in index.ts). */
export const rules = ruleModule("turn/status-phase");

/**
 * `final`: a variable game end (variants.ts) — only step 1, then scoring (L2092-2094). `secondAdvance`: the
 * short game's second round of free advances in step 2 is under way (L2085).
 */
export interface StatusFrame extends Frame { kind: "status-phase"; seat: null; step: number; index: number; final?: boolean; secondAdvance?: boolean }

/**
 * Per-player work of a step: may push a frame asking the player something. Steps 1 (objectives) and 5
 * (government) are registered by their own modules.
 */
type StepFn = (ctx: Ctx, seat: Seat) => void;
const STEPS = new KeyedSlot<StepFn>("status phase steps");

export function defineStatusStep(module: RuleModule, step: number, fn: StepFn) {
  putRule(module, STEPS, String(step), fn);
}

defineAutoFrame<StatusFrame>(rules, "status-phase", (ctx, f) => {
  const s = ctx.s;
  // Reads on plain data (peeked anew after writes); writes through the draft, by `assignFresh` (no proxy trap).
  if (peek(f).step === 0) {
    const ps = peek(s);
    const final = peek(f).final;
    emitFresh(ctx, final ? { type: "StatusPhaseStarted", age: ps.age, final: true } : { type: "StatusPhaseStarted", age: ps.age });
    assignFresh(f, "endsGame", !!final || isLastAge(ps) || peek(ps.players).some((p) => cityCount(ps, p.seat) === 0));
    assignFresh(f, "step", 1);
    assignFresh(f, "index", 0);
  }
  const order = turnOrder(peek(s));
  const { step, index, endsGame, secondAdvance } = peek(f);
  if (index < order.length) {
    assignFresh(f, "index", index + 1);
    rulesInForce().get(STEPS, String(step))?.(ctx, order[index]);
    return true;
  }
  if (step === 1 && endsGame) {
    finishGame(ctx);
    return false;
  }
  // Short game (L2085): every player takes a first free advance in turn order, then all take a second.
  if (step === 2 && peek(s).options.shortGame && !secondAdvance) {
    assignFresh(f, "secondAdvance", true);
    assignFresh(f, "index", 0);
    return true;
  }
  if (step < 6) {
    assignFresh(f, "step", step + 1);
    assignFresh(f, "index", 0);
    return true;
  }
  pop(ctx, f);
  emitFresh(ctx, { type: "StatusPhaseEnded", age: peek(s).age });
  nextAge(ctx);
  return true;
});

// ---- Step 2: free advance (L1084-1088) -----------------------------------------------------------

/** `second`: the short game's second free advance, marked with a cube from the personal supply (L2085). */
interface FreeAdvanceFrame extends Frame { kind: "free-advance"; seat: Seat; second?: boolean }

/** The advances without an `advanceBlocker`, listed in one pass (as the Advance action lists them). */
function freeAdvanceOptions(s: CocState, seat: Seat): readonly AdvanceId[] {
  return takeableAdvances(s, seat);
}

defineStatusStep(rules, 2, (ctx, seat) => {
  if (!freeAdvanceOptions(ctx.s, seat).length) return;
  // The status frame is on top while its steps run.
  const second = (top(peek(ctx.s)) as StatusFrame | undefined)?.secondAdvance === true;
  push(ctx, second ? { kind: "free-advance", seat, second } satisfies FreeAdvanceFrame : { kind: "free-advance", seat } satisfies FreeAdvanceFrame);
});

defineFrame<FreeAdvanceFrame>(rules, "free-advance", {
  moves: ["free-advance"],
  prompt: (s, f) => ({
    kind: "choose", seat: f.seat, id: "free-advance", moveType: "free-advance", min: 1, max: 1,
    label: f.second
      ? text("coc.freeAdvance2")
      : text("coc.freeAdvance"),
    options: freeAdvanceOptions(s, f.seat).map((a) => ({ value: a, label: text(`coc.advance.${a}`) })),
  }),
  legal: (s, f) => freeAdvanceOptions(s, f.seat).map((advance) => ({ type: "free-advance", advance })),
});

defineMove<{ type: "free-advance"; advance: AdvanceId }>(rules, "free-advance", {
  schema: z.object({ type: z.literal("free-advance"), advance: z.string().max(40) as z.ZodType<AdvanceId> }),
  // Takes no frame argument: the frame is only read, on plain data (engine/kit/peek.ts), never drafted.
  apply(ctx, seat, move) {
    const frame = top(peek(ctx.s))!;
    check(frame.kind === "free-advance", text("coc.err.noFreeAdvanceTake"));
    check(allAdvances.some((a) => a.id === move.advance), text("coc.err.noSuchAdvance", { advance: move.advance }));
    const blocker = advanceBlocker(ctx.s, seat, move.advance);
    check(!blocker, blocker!);
    const second = (frame as FreeAdvanceFrame).second === true;
    pop(ctx, frame);
    gainAdvance(ctx, seat, move.advance, second ? { personalSupply: true } : {});
  },
});

// ---- Step 3: draw cards (L1090-1094) -------------------------------------------------------------

defineStatusStep(rules, 3, (ctx, seat) => {
  drawToHand(ctx, seat, "action");
  drawToHand(ctx, seat, "objective");
});

// ---- Step 4: raze a size-1 city (L1096-1098) -----------------------------------------------------

interface RazeFrame extends Frame { kind: "raze-city"; seat: Seat }

function razable(s: CocState, seat: Seat): string[] {
  // The seat's cities as kept per cities record (on plain data), in the record's order.
  const out: string[] = [];
  for (const c of citiesOf(peek(s), seat)) if (citySize(c) === 1) out.push(c.hex);
  return out;
}

defineStatusStep(rules, 4, (ctx, seat) => {
  if (razable(ctx.s, seat).length) push(ctx, { kind: "raze-city", seat } satisfies RazeFrame);
});

defineFrame<RazeFrame>(rules, "raze-city", {
  moves: ["raze-city"],
  prompt: (s, f) => ({
    kind: "choose", seat: f.seat, id: "raze-city", moveType: "raze-city", min: 0, max: 1,
    label: text("coc.razeCity"),
    options: razable(s, f.seat).map((h) => ({ value: h, label: text("coc.hex", { hex: h }) })),
  }),
  legal: (s, f) => [{ type: "raze-city", hex: null }, ...razable(s, f.seat).map((hex) => ({ type: "raze-city", hex }))],
});

defineMove<{ type: "raze-city"; hex: string | null }>(rules, "raze-city", {
  schema: z.object({ type: z.literal("raze-city"), hex: hexSchema.nullable() }),
  // Takes no frame argument: the frame is only read, on plain data (engine/kit/peek.ts), never drafted.
  apply(ctx, seat, move) {
    const frame = top(peek(ctx.s))!;
    check(frame.kind === "raze-city", text("coc.err.cannotRazeCity"));
    if (move.hex !== null) {
      check(razable(ctx.s, seat).includes(move.hex), text("coc.err.razeOneOwnSize"));
      delete (member(ctx.s, "cities") as CocState["cities"])[move.hex];
      emitFresh(ctx, { type: "CityRazed", seat, hex: move.hex });
      gain(ctx, player(ctx.s, seat), { gold: 1 }, "raze");
    }
    pop(ctx, frame);
  },
});

// ---- Step 6: determine the first player (L1112-1114, L1604) -------------------------------------

interface FirstPlayerFrame extends Frame { kind: "choose-first-player"; seat: Seat }

/** Who chooses the next first player: most mood + culture tokens; ties go to the current first player or the tied seat nearest to their left. */
export function firstPlayerChooser(s: CocState): Seat {
  s = peek(s);
  const lighthouse = Object.values(s.cities).find((c) => typeof c.owner === "number" && c.wonders.some((w) => w.id === "great-lighthouse"));
  if (lighthouse) return lighthouse.owner as Seat;
  const order = turnOrder(s);
  const score = (seat: Seat) => player(s, seat).moodTokens + player(s, seat).cultureTokens;
  const best = Math.max(...order.map(score));
  return order.find((seat) => score(seat) === best)!;
}

defineStatusStep(rules, 6, (ctx, seat) => {
  if (seat === peek(ctx.s).firstPlayer) push(ctx, { kind: "choose-first-player", seat: firstPlayerChooser(ctx.s) } satisfies FirstPlayerFrame);
});

defineFrame<FirstPlayerFrame>(rules, "choose-first-player", {
  moves: ["choose-first-player"],
  prompt: (s, f) => ({
    kind: "choose", seat: f.seat, id: "choose-first-player", moveType: "choose-first-player", min: 1, max: 1,
    label: text("coc.chooseFirstPlayer"),
    options: s.players.map((p) => ({ value: p.seat, label: text("coc.seat", { seat: p.seat }) })),
  }),
  legal: (s) => s.players.map((p) => ({ type: "choose-first-player", seat: p.seat })),
});

defineMove<{ type: "choose-first-player"; seat: number }>(rules, "choose-first-player", {
  schema: z.object({ type: z.literal("choose-first-player"), seat: z.number().int().min(0).max(3) }),
  // Takes no frame argument: the frame is only read, on plain data (engine/kit/peek.ts), never drafted.
  apply(ctx, _seat, move) {
    const frame = top(peek(ctx.s))!;
    check(frame.kind === "choose-first-player", text("coc.err.cannotChooseFirstPlayer"));
    check(move.seat < peek(ctx.s).players.length, text("coc.err.noSuchSeat"));
    assignFresh(ctx.s, "firstPlayer", move.seat);
    emitFresh(ctx, { type: "FirstPlayerChosen", seat: move.seat });
    pop(ctx, frame);
  },
});

