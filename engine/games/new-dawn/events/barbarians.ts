/**
 * Barbarians (L558-590, clarifications L818-822): spawning on their letters' symbols, and moving one space in the
 * rolled direction — over water to the next land, turning back at the map edge, turned back by reinforced
 * control tokens, destroying caravans, unreinforced tokens and cities, plundering capitals. Engine decisions
 * (docs/rules/new-dawn.md "For the engine" 2): tokens move in letter order; every effect on the entered space
 * applies; a barbarian entering a capital turns back after the owner discards 2 trade tokens; with both ways
 * blocked it stays; the first player picks which stacked token moves on, and that move has its usual effects.
 */
import type { Seat } from "../../../core/types.ts";
import { ask } from "../../../kit/choice.ts";
import { peek } from "../../../kit/peek.ts";
import { ruleModule } from "../../../kit/rules.ts";
import type { BarbarianLetter } from "../data/index.ts";
import { rollDie } from "../base/dice.ts";
import { defineAutoFrame, defineChoice, emit, pop, push, type Ctx } from "../base/flow.ts";
import { opposite, spaceId, step } from "../base/hex.ts";
import { effectsOf } from "../base/effects.ts";
import { barbariansAt, hasBarbarian, isWater, spaceAt, spaceList } from "../base/map.ts";
import { destroyCaravans, removeCity, removeToken } from "../base/pieces.ts";
import type { Frame, NdState, SpaceId } from "../base/state.ts";
import { text } from "../text/index.ts";
import { queueTrade } from "../base/trade.ts";

export const rules = ruleModule("events/barbarians");

/** Trade tokens a plundered capital's owner discards (L569). */
const CAPITAL_DISCARD = 2;
/** Rolls for one stack before it is left as it is: a stack walled in on every side never separates (E2). */
const STACK_TRIES = 12;

export function spawnBarbarians(ctx: Ctx) {
  const s = ctx.s;
  for (const letter of [...s.defeatedBarbarians].sort()) {
    const home = spaceList(s).find((sp) => sp.barbarianSymbol === letter)!;
    // Only onto an empty space or one with caravans alone, which are destroyed (L590).
    if (home.city || home.token || home.resource || home.naturalWonder || home.cityState || home.wonder || hasBarbarian(s, home.id)) continue;
    destroyCaravans(ctx, home.id);
    s.barbarians[letter] = home.id;
    s.defeatedBarbarians = s.defeatedBarbarians.filter((l) => l !== letter);
    emit(ctx, { type: "BarbarianSpawned", letter, space: home.id });
  }
}

/** The first land space from `from` in `direction`, over water (L571); null at the map edge. */
function landToward(s: NdState, from: SpaceId, direction: number): SpaceId | null {
  let at = spaceAt(s, from);
  for (;;) {
    const next = spaceAt(s, spaceId(step(at, direction)));
    if (!next) return null;
    if (!isWater(next)) return next.id;
    at = next;
  }
}

/** Petra: the seat's cities and reinforced control tokens turn barbarians back (D21). */
function repelledByPetra(s: NdState, id: SpaceId): boolean {
  const sp = spaceAt(s, id);
  const owner = sp.city?.owner ?? (sp.token?.reinforced ? sp.token.owner : null);
  if (owner === null) return false;
  return effectsOf(s, owner, "barbarians-repelled").some(({ effect }) => (sp.city ? effect.protects.includes("city") : effect.protects.includes("reinforced-control-token")));
}

/** Where a barbarian moving `direction` lands: the edge and Petra turn it the opposite way; null if it stays. */
function destination(s: NdState, from: SpaceId, direction: number): SpaceId | null {
  // At the map edge it goes the opposite way (L571, L820).
  const ahead = landToward(s, from, direction);
  if (ahead && !repelledByPetra(s, ahead)) return ahead;
  const back = landToward(s, from, opposite(direction));
  return back && !repelledByPetra(s, back) ? back : null;
}

/** Moves one barbarian token one space (L560-571) and applies what it finds there (L564-569). */
export function moveBarbarian(ctx: Ctx, letter: BarbarianLetter, direction: number) {
  const s = ctx.s;
  const from = s.barbarians[letter]!;
  const to = destination(peek(s), from, direction);
  if (!to) return;
  destroyCaravans(ctx, to);
  // Read on plain data (kit/peek.ts): most steps land on an empty space and write nothing there.
  const sp = spaceAt(peek(s), to);
  if (sp.city?.capital) {
    emit(ctx, { type: "CapitalPlundered", letter, space: to, seat: sp.city.owner });
    queueTrade(ctx, [{ kind: "discard", seat: sp.city.owner, count: CAPITAL_DISCARD }]);
    return;
  }
  if (sp.token?.reinforced) {
    spaceAt(s, to).token!.reinforced = false;
    emit(ctx, { type: "BarbarianRepelled", letter, space: to, seat: sp.token.owner });
    return;
  }
  if (sp.city) removeCity(ctx, to);
  else if (sp.token) removeToken(ctx, to, "space");
  s.barbarians[letter] = to;
  emit(ctx, { type: "BarbarianMoved", letter, from, to });
}

interface StackingFrame extends Frame { kind: "barbarian-stacking"; seat: null; tries: number }

export function moveBarbarians(ctx: Ctx) {
  const s = ctx.s;
  const die = rollDie(ctx);
  const direction = s.barbarianDirections[die - 1];
  emit(ctx, { type: "BarbariansMove", die, direction });
  // Stacks are resolved once every token has moved (L822).
  push(ctx, { kind: "barbarian-stacking", seat: null, tries: 0 } satisfies StackingFrame);
  for (const letter of (Object.keys(peek(s.barbarians)) as BarbarianLetter[]).sort()) moveBarbarian(ctx, letter, direction);
}

function firstStack(s: NdState): SpaceId | null {
  const seen = new Set<SpaceId>();
  for (const letter of (Object.keys(s.barbarians) as BarbarianLetter[]).sort()) {
    const at = s.barbarians[letter]!;
    if (seen.has(at)) return at;
    seen.add(at);
  }
  return null;
}

defineAutoFrame<StackingFrame>(rules, "barbarian-stacking", (ctx, f) => {
  const at = firstStack(peek(ctx.s));
  if (!at || f.tries >= STACK_TRIES) {
    pop(ctx, f);
    return true;
  }
  f.tries++;
  ask(ctx, ctx.s.first, "stacked-barbarian", barbariansAt(peek(peek(ctx.s)), at));
  return true;
});

defineChoice(rules, "stacked-barbarian", {
  label: () => text("nd.barbarians.stacked"),
  optionLabel: (_s, _f, v) => text("nd.barbarians.token", { letter: v }),
  resolve(ctx, _seat: Seat, value) {
    const die = rollDie(ctx);
    const direction = ctx.s.barbarianDirections[die - 1];
    emit(ctx, { type: "BarbarianStackMove", letter: value, die, direction });
    moveBarbarian(ctx, value as BarbarianLetter, direction);
  },
});
