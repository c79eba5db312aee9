/**
 * World-wonder effects that are decisions of their own (data/wonders.ts): Venetian Arsenal's second resolution,
 * and what Pyramids, Porcelain Tower and Potala Palace do when built. The other wonders are read where they
 * apply: combat bonuses and Pentagon's range (cards/combat.ts, cards/military.ts), Stonehenge and Chichen Itza
 * (cards/control-tokens.ts), Sydney Opera House (base/map.ts), Colossus (cards/economy.ts), Great Lighthouse
 * (cards/industry.ts), Machu Picchu and Estádio do Maracanã (turn/turn.ts), Great Zimbabwe (base/trade.ts,
 * powers/start-of-turn.ts), Petra (events/barbarians.ts), Oxford University (cards/upgrades.ts), and the
 * start-of-turn wonders (powers/start-of-turn.ts).
 */
import type { Seat } from "../../../core/types.ts";
import { ask } from "../../../kit/choice.ts";
import { peek } from "../../../kit/peek.ts";
import { ruleModule } from "../../../kit/rules.ts";
import { FOCUS_CARDS, WONDERS, type PlayerDiplomacyId, type WonderId } from "../data/index.ts";
import { effectsOf } from "../base/effects.ts";
import { defineAutoFrame, defineChoice, onHook, pop, push, top } from "../base/flow.ts";
import { focusCard } from "../base/row.ts";
import type { Frame, NdState } from "../base/state.ts";
import { text } from "../text/index.ts";
import { takeRivalCard } from "../cards/economy.ts";
import { replaceRowCard } from "../cards/upgrades.ts";
import { resolveAgain } from "../turn/turn.ts";

export const rules = ruleModule("powers/wonders");

const WONDER = new Map(WONDERS.map((w) => [w.id as WonderId, w]));

/** Venetian Arsenal: once per turn, the card just resolved from slot 5 may resolve again as if in slot 1. */
onHook(rules, "card-resolved", (ctx, { seat, index }: { seat: Seat; index: number }) => {
  const e = effectsOf(ctx.s, seat, "replay-slot").find((a) => a.effect.fromSlot === index + 1);
  if (!e || ctx.s.turn?.used.includes("venetian-arsenal")) return;
  ask(ctx, seat, "venetian-arsenal", ["again"], { index, asSlot: e.effect.asSlot }, { optional: true });
});

defineChoice(rules, "venetian-arsenal", {
  label: () => text("nd.wonder.arsenal"),
  optionLabel: () => text("nd.wonder.arsenalYes"),
  resolve(ctx, seat, value, data) {
    if (value === null) return;
    ctx.s.turn!.used.push("venetian-arsenal");
    resolveAgain(ctx, seat, data.index as number, data.asSlot as number);
  },
});

/** Pyramids / Porcelain Tower: up to `left` row cards (of level `fromLevel`, or any) become the next level of their type. */
interface UpgradeFrame extends Frame { kind: "wonder-upgrades"; seat: null; player: Seat; left: number; fromLevel: number | null }
/** Potala Palace: `left` diplomacy cards of the player's choice from the other players. */
interface PotalaFrame extends Frame { kind: "potala"; seat: null; player: Seat; left: number }

function nextLevel(id: string) {
  const c = focusCard(id as never);
  return FOCUS_CARDS.find((x) => x.type === c.type && x.level === c.level + 1) ?? null;
}

function upgradeOptions(s: NdState, f: UpgradeFrame): number[] {
  return s.players[f.player].row.flatMap((c, i) => {
    const card = focusCard(c.card);
    return (f.fromLevel === null || card.level === f.fromLevel) && nextLevel(c.card) ? [i] : [];
  });
}

function potalaOptions(s: NdState, seat: Seat): string[] {
  return s.players.flatMap((p) => (p.seat === seat ? [] : p.diplomacyDeck.map((c) => `${p.seat}:${c}`)));
}

onHook(rules, "wonder-built", (ctx, { seat, wonder }: { seat: Seat; wonder: WonderId }) => {
  for (const effect of WONDER.get(wonder)!.effects) {
    if (effect.kind === "on-build-upgrade-focus-cards") push(ctx, { kind: "wonder-upgrades", seat: null, player: seat, left: effect.count, fromLevel: effect.fromLevel } satisfies UpgradeFrame);
    if (effect.kind === "diplomacy-limit" && effect.onBuildTakeFromRivals) push(ctx, { kind: "potala", seat: null, player: seat, left: effect.onBuildTakeFromRivals } satisfies PotalaFrame);
  }
});

defineAutoFrame<UpgradeFrame>(rules, "wonder-upgrades", (ctx, f) => {
  const options = upgradeOptions(peek(ctx.s), f);
  if (f.left <= 0 || !options.length) {
    pop(ctx, f);
    return true;
  }
  f.left--;
  ask(ctx, f.player, "wonder-upgrade", options, {}, { optional: true });
  return true;
});

defineChoice(rules, "wonder-upgrade", {
  label: () => text("nd.wonder.upgrade"),
  optionLabel: (s, f, v) => text("nd.option.card", { card: s.players[f.seat].row[v as number].card }),
  resolve(ctx, seat, value) {
    if (value === null) {
      (top(ctx.s) as UpgradeFrame).left = 0;
      return;
    }
    replaceRowCard(ctx, seat, value as number, nextLevel(ctx.s.players[seat].row[value as number].card)!.id);
  },
});

defineAutoFrame<PotalaFrame>(rules, "potala", (ctx, f) => {
  const options = potalaOptions(peek(ctx.s), f.player);
  if (f.left <= 0 || !options.length) {
    pop(ctx, f);
    return true;
  }
  f.left--;
  // The prompt shows this seat the other players' remaining cards (E12).
  ask(ctx, f.player, "potala-take", options, {}, { always: true });
  return true;
});

defineChoice(rules, "potala-take", {
  label: () => text("nd.wonder.potala"),
  optionLabel: (_s, _f, v) => text("nd.option.diplomacyOf", { diplomacy: String(v).split(":")[1], seat: Number(String(v).split(":")[0]) }),
  resolve(ctx, seat, value) {
    const [giver, card] = String(value).split(":");
    takeRivalCard(ctx, seat, Number(giver), card as PlayerDiplomacyId);
  },
});
