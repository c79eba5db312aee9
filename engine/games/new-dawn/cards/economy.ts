/**
 * Economy cards (ЕКОНОМІКА, L384-420; city-states L598-612; clarifications L824-828): each caravan moves up to the
 * card's spaces, one more per trade token (L661), over terrain of difficulty at most the slot, never onto water
 * (unless the card allows) or barbarians; from the card it starts at the capital or a mature city (L392). It may
 * pass through city-states and enemy cities but stops only by arriving (L826, G19): then it goes back to the card,
 * brings 2 trade tokens (on the city-state's type of card, or any cards for an enemy city) and a diplomacy card
 * (L400-408). One caravan per city or city-state per turn (L398).
 */
import { z } from "zod";
import type { Move, Seat } from "../../../core/types.ts";
import { ask } from "../../../kit/choice.ts";
import { peek } from "../../../kit/peek.ts";
import { ruleModule } from "../../../kit/rules.ts";
import { CITY_STATES, PLAYER_DIPLOMACY, type CityStateId, type EconomyCardDef, type PlayerDiplomacyId } from "../data/index.ts";
import { check, defineChoice, defineFrame, defineMove, emit, pop, push, type Ctx } from "../base/flow.ts";
import { barbariansAt, capitalOf, difficulty, hasBarbarian, isWater, matureCities, neighbors } from "../base/map.ts";
import { definePlay } from "../base/plays.ts";
import { addTrade, focusCard, rowCardOfType, slotOfType } from "../base/row.ts";
import type { Frame, NdState, SpaceId } from "../base/state.ts";
import { text } from "../base/text.ts";
import { queueTrade } from "../base/trade.ts";

export const rules = ruleModule("cards/economy");

/** Trade tokens a caravan brings (L403). */
const CARAVAN_TRADE = 2;
const CITY_STATE_TYPE = new Map(CITY_STATES.map((c) => [c.id as CityStateId, c.type]));

export interface CaravansFrame extends Frame { kind: "caravans"; seat: Seat; slot: number; spaces: number; moved: number[] }

function economyCard(s: NdState, seat: Seat): EconomyCardDef {
  return focusCard(rowCardOfType(s.players[seat], "economy").card) as EconomyCardDef;
}

/** Where a caravan arriving would trade: an independent city-state or an enemy city (conquered city-states included, L827). */
function isMarket(s: NdState, id: SpaceId, seat: Seat): boolean {
  const sp = s.spaces[id];
  return !!sp.cityState || (!!sp.city && sp.city.owner !== seat);
}

/** Spaces caravan `index` can end its move on this play. */
export function caravanDestinations(s: NdState, f: CaravansFrame, index: number): SpaceId[] {
  const card = economyCard(s, f.seat);
  const at = s.players[f.seat].caravans[index];
  const starts = at ?? null;
  const from = starts ? [starts] : [capitalOf(s, f.seat), ...matureCities(s, f.seat)].filter((x): x is SpaceId => !!x);
  const enterable = (id: SpaceId) => {
    const sp = s.spaces[id];
    if (isWater(sp) ? !card.canEnterWater : difficulty(sp) > f.slot) return false;
    return !hasBarbarian(s, id) || (card.caravanRemovesBarbarian && !sp.cityState);
  };
  const dist = new Map<SpaceId, number>(from.map((x) => [x, 0]));
  let frontier = [...from];
  const out = new Set<SpaceId>();
  for (let d = 1; d <= f.spaces && frontier.length; d++) {
    const next: SpaceId[] = [];
    for (const id of frontier) {
      for (const n of neighbors(s, id)) {
        if (dist.has(n) || !enterable(n)) continue;
        dist.set(n, d);
        out.add(n);
        // A caravan that meets barbarians (Currency) stops there.
        if (!hasBarbarian(s, n)) next.push(n);
      }
    }
    frontier = next;
  }
  const visited = s.turn?.caravanVisits ?? [];
  // Water is crossed, never stopped on; a market already visited this turn is closed (L398).
  return [...out].filter((id) => !isWater(s.spaces[id]) && !(isMarket(s, id, f.seat) && visited.includes(id))).sort();
}

definePlay(rules, "economy", (ctx, { seat, slot, trade }) => {
  const card = economyCard(ctx.s, seat);
  push(ctx, { kind: "caravans", seat, slot, spaces: card.moveSpaces + trade, moved: [] } satisfies CaravansFrame);
});

function movable(s: NdState, f: CaravansFrame): Move[] {
  const out: Move[] = [];
  s.players[f.seat].caravans.forEach((_c, i) => {
    if (f.moved.includes(i)) return;
    for (const to of caravanDestinations(s, f, i)) out.push({ type: "move-caravan", caravan: i, to });
  });
  return out;
}

defineFrame<CaravansFrame>(rules, "caravans", {
  moves: ["move-caravan", "finish-caravans"],
  prompt: (_s, f) => ({ kind: "turn", seat: f.seat, id: "caravans", moveTypes: ["move-caravan", "finish-caravans"], label: text("economy.move", "Move your caravans") }),
  legal: (s, f) => [...movable(s, f), { type: "finish-caravans" }],
  auto(ctx, f) {
    if (movable(peek(peek(ctx.s)), f).length) return false;
    pop(ctx, f);
    return true;
  },
});

/** The caravan arrives: back to the card, 2 trade tokens, a diplomacy card (L400-408). */
function arrive(ctx: Ctx, seat: Seat, index: number, at: SpaceId) {
  const s = ctx.s;
  const sp = s.spaces[at];
  const p = s.players[seat];
  p.caravans[index] = null;
  s.turn!.caravanVisits.push(at);
  if (sp.cityState) {
    const cs = sp.cityState;
    emit(ctx, { type: "CaravanArrived", seat, space: at, cityState: cs });
    addTrade(ctx, seat, slotOfType(p, CITY_STATE_TYPE.get(cs)!), CARAVAN_TRADE);
    // Taking the card is never worse than not, so it is taken (L608).
    if ((s.cityStateCards[cs] ?? 0) > 0 && !p.diplomacy.some((d) => d.from === "city-state" && d.cityState === cs)) {
      s.cityStateCards[cs]!--;
      p.diplomacy.push({ from: "city-state", cityState: cs });
      emit(ctx, { type: "DiplomacyCardTaken", seat, cityState: cs });
    }
    return;
  }
  const rival = sp.city!.owner;
  emit(ctx, { type: "CaravanArrived", seat, space: at, rival });
  const held = p.diplomacy.find((d) => d.from === "player" && d.giver === rival);
  const options = s.players[rival].diplomacyDeck.filter((c) => !held || held.from !== "player" || c !== held.card);
  // Asked after the trade tokens are placed (pushed first, asked last).
  if (options.length) ask(ctx, seat, "rival-diplomacy", options, { rival }, { optional: true });
  queueTrade(ctx, [{ kind: "place", seat, count: CARAVAN_TRADE }]);
}

defineMove<{ type: "move-caravan"; caravan: number; to: SpaceId }>(rules, "move-caravan", {
  schema: z.object({ type: z.literal("move-caravan"), caravan: z.number().int().min(0).max(2), to: z.string().regex(/^-?\d+,-?\d+$/) }),
  apply(ctx, seat, move, frame) {
    check(frame.kind === "caravans", "You are not moving caravans now");
    const f = frame as CaravansFrame;
    const s = ctx.s;
    check(move.caravan < s.players[seat].caravans.length, "You have no such caravan");
    check(!f.moved.includes(move.caravan), "That caravan has already moved this turn");
    check(caravanDestinations(peek(s), f, move.caravan).includes(move.to), "That caravan cannot reach that space");
    f.moved.push(move.caravan);
    const from = s.players[seat].caravans[move.caravan];
    emit(ctx, { type: "CaravanMoved", seat, caravan: move.caravan, from, to: move.to });
    const barbarians = barbariansAt(peek(s), move.to);
    if (barbarians.length) {
      // Currency: the barbarians are removed without a trade token and the caravan stops (data D-Currency).
      for (const l of barbarians) delete s.barbarians[l];
      s.defeatedBarbarians.push(...barbarians);
      emit(ctx, { type: "BarbariansDispersed", seat, space: move.to, letters: barbarians });
    }
    if (isMarket(peek(s), move.to, seat)) arrive(ctx, seat, move.caravan, move.to);
    else s.players[seat].caravans[move.caravan] = move.to;
  },
});

defineMove<{ type: "finish-caravans" }>(rules, "finish-caravans", {
  schema: z.object({ type: z.literal("finish-caravans") }),
  apply(ctx, _seat, _move, frame) {
    check(frame.kind === "caravans", "You are not moving caravans now");
    pop(ctx, frame);
  },
});

defineChoice(rules, "rival-diplomacy", {
  label: () => text("economy.diplomacy", "Take one of your rival's diplomacy cards"),
  optionLabel: (_s, _f, v) => text("diplomacy.card", PLAYER_DIPLOMACY.find((c) => c.id === v)!.name.en, { card: v }),
  resolve(ctx, seat, value, data) {
    if (value === null) return;
    const s = ctx.s;
    const rival = data.rival as Seat;
    const p = s.players[seat];
    // A card of that rival already held goes back first (L408).
    const held = p.diplomacy.find((d) => d.from === "player" && d.giver === rival);
    if (held && held.from === "player") {
      p.diplomacy = p.diplomacy.filter((d) => d !== held);
      s.players[rival].diplomacyDeck.push(held.card);
    }
    s.players[rival].diplomacyDeck = s.players[rival].diplomacyDeck.filter((c) => c !== value);
    p.diplomacy.push({ from: "player", giver: rival, card: value as PlayerDiplomacyId });
    emit(ctx, { type: "DiplomacyCardTaken", seat, rival, card: value });
  },
});
