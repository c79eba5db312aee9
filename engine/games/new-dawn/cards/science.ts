/**
 * Science cards (НАУКА, L368-382): the card's extra effect, then the tech dial moves clockwise as many divisions as
 * the slot, one more per trade token (L653); each level mark reached or passed offers a new card (cards/upgrades.ts),
 * several marks several cards (L839); past "24" comes "15" (L840).
 */
import type { Seat } from "../../../core/types.ts";
import { ask } from "../../../kit/choice.ts";
import { derivation } from "../../../kit/derived.ts";
import { peek } from "../../../kit/peek.ts";
import { ruleModule } from "../../../kit/rules.ts";
import { RESOURCES, TECH_DIAL, type ResourceKind, type ScienceCardDef } from "../data/index.ts";
import { defineAutoFrame, defineChoice, emit, pop, push, type Ctx } from "../base/flow.ts";
import { mapShape, neighbors, spaceAt } from "../base/map.ts";
import { removeToken } from "../base/pieces.ts";
import { definePlay } from "../base/plays.ts";
import { focusCard } from "../base/row.ts";
import type { Frame, NdState, SpaceId } from "../base/state.ts";
import { text } from "../text/index.ts";
import { spaceOption } from "../base/labels.ts";
import { queueTrade } from "../base/trade.ts";
import { offerUpgrade } from "./upgrades.ts";

export const rules = ruleModule("cards/science");

interface ScienceFrame extends Frame { kind: "science"; seat: null; player: Seat; advance: number; dialDone: boolean }

/** Resource tokens of a kind in the supply: the box's 8 less those on the map and held (L91, L846). */
export function resourcesInSupply(s: NdState, kind: ResourceKind): number {
  s = peek(s);
  const total = RESOURCES.find((r) => r.id === kind)!.tokens;
  return total - (resourcesOnMap(s.spaces).get(kind) ?? 0) - s.players.reduce((n, p) => n + p.resources[kind], 0);
}

/** Resource tokens on the map by kind, per list of spaces (kit/derived.ts): asked for kind after kind. */
const resourcesOnMap = derivation((spaces: NdState["spaces"]) => {
  const count = new Map<ResourceKind, number>();
  for (const sp of spaces) if (sp.resource) count.set(sp.resource, (count.get(sp.resource) ?? 0) + 1);
  return count;
});

/** Moves the pointer `spaces` divisions; returns the level marks reached, in order. */
export function advanceDial(ctx: Ctx, seat: Seat, spaces: number): number[] {
  const p = ctx.s.players[seat];
  const levels: number[] = [];
  // Counted on a local, written once: each write through the draft costs a trap.
  let dial = p.dial;
  let reachedEnd = false;
  for (let i = 0; i < spaces; i++) {
    dial = dial === TECH_DIAL.last ? TECH_DIAL.wrapTo : dial + 1;
    if (dial === TECH_DIAL.last) reachedEnd = true;
    const mark = TECH_DIAL.levelMarks.find((m) => m.position === dial);
    if (mark) levels.push(mark.level);
  }
  p.dial = dial;
  if (reachedEnd) p.reachedDialEnd = true;
  emit(ctx, { type: "TechDialAdvanced", seat, spaces, position: dial, levels });
  return levels;
}

definePlay(rules, "science", (ctx, { seat, slot, trade, card: id }) => {
  const card = focusCard(id) as ScienceCardDef;
  push(ctx, { kind: "science", seat: null, player: seat, advance: slot + trade, dialDone: false } satisfies ScienceFrame);
  // The card's own effect comes first; its decisions sit above the dial's frame.
  queueTrade(ctx, [{ kind: "place", seat, count: card.tradeTokensFromSupply }]);
  if (card.resourceFromSupply) {
    const p = ctx.s.players[seat];
    const kinds = RESOURCES.map((r) => r.id).filter((k) => (!card.resourceFromSupply!.newKindOnly || p.resources[k] === 0) && resourcesInSupply(peek(peek(ctx.s)), k) > 0);
    ask(ctx, seat, "supply-resource", kinds);
  }
  if (card.devastation && slot >= card.devastation.requiredSlot) {
    // The map's ids sorted once per map (copied: the frame keeps its options).
    ask(ctx, seat, "devastate", [...mapShape(ctx.s).sortedIds], {}, { optional: true });
  }
});

defineAutoFrame<ScienceFrame>(rules, "science", (ctx, f) => {
  if (f.dialDone) {
    pop(ctx, f);
    return true;
  }
  f.dialDone = true;
  const levels = advanceDial(ctx, f.player, f.advance);
  // Asked in the order the marks were passed: the last pushed is asked first.
  for (const level of [...levels].reverse()) offerUpgrade(ctx, f.player, level as 2 | 3 | 4);
  return true;
});

defineChoice(rules, "supply-resource", {
  label: () => text("nd.science.resource"),
  optionLabel: (_s, _f, v) => text("nd.option.resource", { resource: v }),
  resolve(ctx, seat, value) {
    ctx.s.players[seat].resources[value as ResourceKind]++;
    emit(ctx, { type: "ResourceTaken", seat, resource: value });
  },
});

defineChoice(rules, "devastate", {
  label: () => text("nd.science.devastate"),
  optionLabel: (s, _f, v) => spaceOption(s, v as SpaceId),
  resolve(ctx, seat, value) {
    if (value === null) return;
    const at = value as SpaceId;
    emit(ctx, { type: "Devastation", seat, space: at });
    for (const id of [at, ...neighbors(peek(peek(ctx.s)), at)]) {
      const t = spaceAt(ctx.s, id).token;
      if (!t) continue;
      if (t.reinforced) t.reinforced = false;
      else removeToken(ctx, id, "space");
    }
  },
});
