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
import { appendFresh, member, peek } from "../../../kit/peek.ts";
import { ruleModule } from "../../../kit/rules.ts";
import { CITY_STATES, RESOURCES, type CityStateId, type EconomyCardDef, type FocusCardId, type PlayerDiplomacyId, type ResourceKind } from "../data/index.ts";
import { effectsOf, hasEffect } from "../base/effects.ts";
import { check, defineAutoFrame, defineChoice, defineFrame, defineMove, emit, onHook, pop, push, top, type Ctx } from "../base/flow.ts";
import { barbarianSet, barbariansAt, capitalOf, citySpaces, difficultyFor, hasBarbarian, isWater, mapShape, matureCities, spaceAt } from "../base/map.ts";
import { listedOn } from "../base/listed.ts";
import { playerAt } from "../base/players.ts";
import { giveBack, takeMarks } from "../base/marks.ts";
import { definePlay } from "../base/plays.ts";
import { addTrade, focusCard, slotOfType } from "../base/row.ts";
import type { DiplomacyHolding, Frame, NdState, Space, SpaceId } from "../base/state.ts";
import { text } from "../text/index.ts";
import { queueTrade } from "../base/trade.ts";
import { resolveAgain } from "../turn/turn.ts";
import { resourcesInSupply } from "./science.ts";

export const rules = ruleModule("cards/economy");

/** Trade tokens a caravan brings (L403). */
const CARAVAN_TRADE = 2;
const CITY_STATE_TYPE = new Map(CITY_STATES.map((c) => [c.id as CityStateId, c.type]));
const KINDS = RESOURCES.map((r) => r.id as ResourceKind);

/** `pool`: Colossus's extra spaces still to share among the caravans. */
export interface CaravansFrame extends Frame { kind: "caravans"; seat: Seat; card: FocusCardId; slot: number; spaces: number; pool: number; moved: number[] }
interface ExchangeFrame extends Frame { kind: "resource-exchange"; seat: null; player: Seat; left: number }

const economyCard = (f: CaravansFrame): EconomyCardDef => focusCard(f.card) as EconomyCardDef;

/** Where a caravan arriving would trade: an independent city-state or an enemy city (conquered city-states included, L827). */
function isMarket(s: NdState, id: SpaceId, seat: Seat): boolean {
  return isMarketSpace(spaceAt(s, id), seat);
}

const isMarketSpace = (sp: Space, seat: Seat): boolean => !!sp.cityState || (!!sp.city && sp.city.owner !== seat);

/** Where a caravan leaving the card starts: the capital or a mature city (L392); Rome: any city. */
function caravanStarts(s: NdState, seat: Seat): SpaceId[] {
  if (hasEffect(s, seat, "caravans-leave-from-any-city")) return citySpaces(s, seat);
  return [capitalOf(s, seat), ...matureCities(s, seat)].filter((x): x is SpaceId => !!x);
}

/**
 * Visits the spaces caravan `index` can end its move on this play, nearest first, with the steps it takes to get
 * there, until `visit` says stop; true if it did.
 */
function searchCaravan(s: NdState, f: CaravansFrame, index: number, visit: (id: SpaceId, steps: number) => boolean): boolean {
  // Plain data: the move passes its frame as a draft, and the search reads it per space.
  s = peek(s);
  f = peek(f);
  const card = economyCard(f);
  const terrain = difficultyFor(s, f.seat, { card: "economy", placing: false });
  const at = s.players[f.seat].caravans[index];
  const { index: indexOf, near } = mapShape(s);
  const spaces = s.spaces;
  const barbarians = barbarianSet(s);
  const enterable = (sp: Space) => {
    if (isWater(sp) ? !card.canEnterWater : terrain(sp) > f.slot) return false;
    return !barbarians.has(sp.id) || (card.caravanRemovesBarbarian && !sp.cityState);
  };
  // Walked by index in the map's list (mapShape's `near`), in the same order as by id.
  const seen = takeMarks(spaces.length);
  try {
    let frontier: number[] = [];
    for (const id of at ? [at] : caravanStarts(s, f.seat)) {
      const i = indexOf.get(id);
      if (i === undefined || !seen.mark(i)) continue;
      frontier.push(i);
    }
    const visited = s.turn?.caravanVisits ?? [];
    for (let d = 1; d <= f.spaces + f.pool && frontier.length; d++) {
      const next: number[] = [];
      for (const i of frontier) {
        for (const n of near[i]) {
          const sp = spaces[n];
          if (seen.has(n) || !enterable(sp)) continue;
          seen.mark(n);
          // Water is crossed, never stopped on; a market already visited this turn is closed (L398).
          if (!isWater(sp) && !(isMarketSpace(sp, f.seat) && visited.includes(sp.id)) && visit(sp.id, d)) return true;
          // A caravan that meets barbarians (Currency) stops there.
          if (!barbarians.has(sp.id)) next.push(n);
        }
      }
      frontier = next;
    }
    return false;
  } finally {
    giveBack(seen);
  }
}

/**
 * Where caravan `index` of a caravans frame can end its move, with the steps it takes, kept per state and frame
 * (base/listed.ts): the legal moves list them and the move then finds its destination there, on the same state.
 */
function caravanReach(s: NdState, f: CaravansFrame, index: number): ReadonlyMap<SpaceId, number> {
  const byCaravan = listedOn(s, f).reach;
  let reach = byCaravan[index];
  if (!reach) {
    const found = (reach = byCaravan[index] = new Map());
    searchCaravan(s, f, index, (id, d) => {
      found.set(id, d);
      return false;
    });
  }
  return reach;
}

/** Spaces caravan `index` can end its move on this play, in order of id. */
function caravanDestinations(s: NdState, f: CaravansFrame, index: number): SpaceId[] {
  return [...caravanReach(s, f, index).keys()].sort();
}

definePlay(rules, "economy", (ctx, { seat, slot, trade, card: id }) => {
  const card = focusCard(id) as EconomyCardDef;
  // Steam Power's exchange comes after the caravans (pushed first, resolved last).
  if (card.resourceExchanges) push(ctx, { kind: "resource-exchange", seat: null, player: seat, left: card.resourceExchanges } satisfies ExchangeFrame);
  const pool = effectsOf(ctx.s, seat, "caravan-movement-pool").reduce((n, { effect }) => n + effect.spaces, 0);
  push(ctx, { kind: "caravans", seat, card: id, slot, spaces: card.moveSpaces + trade, pool, moved: [] } satisfies CaravansFrame);
});

/** Whether a caravan can still move: `movable` is not empty. */
function anyMovable(s: NdState, f: CaravansFrame): boolean {
  const caravans = s.players[f.seat].caravans;
  for (let i = 0; i < caravans.length; i++) if (!f.moved.includes(i) && searchCaravan(s, f, i, () => true)) return true;
  return false;
}

function movable(s: NdState, f: CaravansFrame): Move[] {
  const out: Move[] = [];
  s.players[f.seat].caravans.forEach((_c, i) => {
    if (f.moved.includes(i)) return;
    for (const to of caravanDestinations(s, f, i)) out.push({ type: "move-caravan", caravan: i, to });
  });
  return out;
}

/** Steam Power: one own resource token for one of another kind from the supply (L846: the supply is limited). */
function exchangeOptions(s: NdState, seat: Seat): string[] {
  const p = s.players[seat];
  return KINDS.flatMap((give) => (p.resources[give] > 0 ? KINDS.filter((k) => k !== give && resourcesInSupply(s, k) > 0).map((take) => `${give}>${take}`) : []));
}

defineAutoFrame<ExchangeFrame>(rules, "resource-exchange", (ctx, f) => {
  const options = exchangeOptions(peek(ctx.s), f.player);
  if (f.left <= 0 || !options.length) {
    pop(ctx, f);
    return true;
  }
  f.left--;
  ask(ctx, f.player, "exchange-resource", options, {}, { optional: true });
  return true;
});

defineChoice(rules, "exchange-resource", {
  label: () => text("nd.economy.exchange"),
  optionLabel: (_s, _f, v) => text("nd.economy.exchangeOption", { give: String(v).split(">")[0], take: String(v).split(">")[1] }),
  resolve(ctx, seat, value) {
    if (value === null) {
      (top(ctx.s) as ExchangeFrame).left = 0;
      return;
    }
    const [give, take] = String(value).split(">") as [ResourceKind, ResourceKind];
    const p = ctx.s.players[seat];
    p.resources[give]--;
    p.resources[take]++;
    emit(ctx, { type: "ResourceExchanged", seat, give, take });
  },
});

/** Capitalism: once per turn, after it is refreshed, another row card resolves as if in its slot, not refreshed. */
onHook(rules, "card-refreshed", (ctx, { seat, card }: { seat: Seat; card: FocusCardId }) => {
  const def = focusCard(card);
  const s = peek(ctx.s);
  if (def.type !== "economy" || !def.resolveAnotherCardAsSlot || s.turn?.used.includes("capitalism")) return;
  const row = s.players[seat].row;
  ask(ctx, seat, "capitalism", row.flatMap((c, i) => (c.card === card ? [] : [i])), { asSlot: def.resolveAnotherCardAsSlot }, { optional: true });
});

defineChoice(rules, "capitalism", {
  label: () => text("nd.economy.capitalism"),
  optionLabel: (s, f, v) => text("nd.option.card", { card: s.players[f.seat].row[v as number].card }),
  resolve(ctx, seat, value, data) {
    if (value === null) return;
    ctx.s.turn!.used.push("capitalism");
    resolveAgain(ctx, seat, value as number, data.asSlot as number);
  },
});

defineFrame<CaravansFrame>(rules, "caravans", {
  moves: ["move-caravan", "finish-caravans"],
  prompt: (_s, f) => ({ kind: "turn", seat: f.seat, id: "caravans", moveTypes: ["move-caravan", "finish-caravans"], label: text("nd.economy.move") }),
  legal: (s, f) => [...movable(s, f), { type: "finish-caravans" }],
  // Declared without the frame (kit/flow.ts): it only reads it, so no draft of it is made.
  auto(ctx) {
    const f = top(peek(ctx.s)) as CaravansFrame;
    if (anyMovable(peek(ctx.s), f)) return false;
    pop(ctx, f);
    return true;
  },
});

/** The caravan arrives: back to the card, 2 trade tokens, a diplomacy card (L400-408). */
function arrive(ctx: Ctx, seat: Seat, index: number, at: SpaceId) {
  const s = ctx.s;
  const sp = spaceAt(s, at);
  const p = s.players[seat];
  p.caravans[index] = null;
  s.turn!.caravanVisits.push(at);
  if (sp.cityState) {
    const cs = sp.cityState;
    emit(ctx, { type: "CaravanArrived", seat, space: at, cityState: cs });
    // With no card of that type (Oxford University), the tokens stay in the supply (E16).
    const slot = slotOfType(p, CITY_STATE_TYPE.get(cs)!);
    if (slot >= 0) addTrade(ctx, seat, slot, CARAVAN_TRADE);
    // Taking the card is never worse than not, so it is taken (L608).
    if ((s.cityStateCards[cs] ?? 0) > 0 && !peek(p.diplomacy).some((d) => d.from === "city-state" && d.cityState === cs)) {
      s.cityStateCards[cs]!--;
      p.diplomacy.push({ from: "city-state", cityState: cs });
      emit(ctx, { type: "DiplomacyCardTaken", seat, cityState: cs });
    }
    return;
  }
  const rival = sp.city!.owner;
  emit(ctx, { type: "CaravanArrived", seat, space: at, rival });
  // The chooser's prompt carries the rival's remaining cards: the only place another seat's hand is shown (E12).
  const options = s.players[rival].diplomacyDeck;
  // Asked after the trade tokens are placed (pushed first, asked last); Embassy pays out after the card is taken.
  if (options.length) ask(ctx, seat, "rival-diplomacy", [...options], { rival, at }, { optional: true });
  else embassy(ctx, seat, rival, at);
  queueTrade(ctx, [{ kind: "place", seat, count: CARAVAN_TRADE }]);
}

/** Embassy: a caravan in the giver's capital puts 1 trade token on the giver's row (the giver picks the card, E13) and brings 1 resource. */
function embassy(ctx: Ctx, seat: Seat, rival: Seat, at: SpaceId) {
  const s = ctx.s;
  if (!spaceAt(s, at).city?.capital) return;
  const e = effectsOf(peek(s), seat, "caravan-to-giver-capital").find((a) => a.source.kind === "player-card" && a.source.giver === rival);
  if (!e) return;
  emit(ctx, { type: "EmbassyUsed", seat, rival });
  const kinds = KINDS.filter((k) => resourcesInSupply(peek(s), k) > 0);
  if (e.effect.resourcesToHolder && kinds.length) ask(ctx, seat, "supply-resource", kinds);
  queueTrade(ctx, [{ kind: "place", seat: rival, count: e.effect.tradeTokensToGiver }]);
}

/** How many cards of one rival a seat may hold: 1 (L628), Potala Palace 4 ("For the engine" 29). */
export function diplomacyLimit(s: NdState, seat: Seat): number {
  return Math.max(1, ...effectsOf(s, seat, "diplomacy-limit").map((a) => a.effect.perRival));
}

/** Takes `card` from `rival`'s deck into `seat`'s hand, giving one back first if at the limit. Seen only by the two (E12). */
export function takeRivalCard(ctx: Ctx, seat: Seat, rival: Seat, card: PlayerDiplomacyId) {
  const s = ctx.s;
  const p = s.players[seat];
  const held = peek(p.diplomacy).filter((d) => d.from === "player" && d.giver === rival);
  if (held.length >= diplomacyLimit(peek(s), seat)) {
    const back = held[0] as Extract<DiplomacyHolding, { from: "player" }>;
    p.diplomacy = p.diplomacy.filter((d) => !(d.from === "player" && d.giver === rival && d.card === back.card));
    s.players[rival].diplomacyDeck.push(back.card);
    emit(ctx, { type: "DiplomacyCardReturned", seat, held: back, visibleTo: [seat, rival], redacted: { type: "DiplomacyCardReturned", seat, rival } });
  }
  s.players[rival].diplomacyDeck = s.players[rival].diplomacyDeck.filter((c) => c !== card);
  p.diplomacy.push({ from: "player", giver: rival, card });
  emit(ctx, { type: "DiplomacyCardTaken", seat, rival, card, visibleTo: [seat, rival], redacted: { type: "DiplomacyCardTaken", seat, rival } });
}

defineMove<{ type: "move-caravan"; caravan: number; to: SpaceId }>(rules, "move-caravan", {
  schema: z.object({ type: z.literal("move-caravan"), caravan: z.number().int().min(0).max(2), to: z.string().regex(/^-?\d+,-?\d+$/) }),
  apply(ctx, seat, move, frame) {
    check(peek(frame).kind === "caravans", text("nd.err.notCaravans"));
    const f = frame as CaravansFrame;
    const s = ctx.s;
    // Checked on plain data (kit/peek.ts): reading a list through the draft runs a trap per element.
    const caravans = peek(s).players[seat].caravans;
    check(move.caravan < caravans.length, text("nd.err.noSuchCaravan"));
    check(!peek(f.moved).includes(move.caravan), text("nd.err.caravanMoved"));
    const steps = caravanReach(s, f, move.caravan).get(move.to);
    check(steps !== undefined, text("nd.err.caravanUnreachable"));
    appendFresh(f.moved, move.caravan);
    // Colossus: steps beyond the card's allowance come out of the shared pool.
    const plain = peek(f);
    f.pool = plain.pool - Math.max(0, steps! - plain.spaces);
    const from = caravans[move.caravan];
    emit(ctx, { type: "CaravanMoved", seat, caravan: move.caravan, from, to: move.to });
    if (hasBarbarian(peek(s), move.to)) {
      const barbarians = barbariansAt(peek(s), move.to);
      // Currency: the barbarians are removed without a trade token and the caravan stops (data D-Currency).
      for (const l of barbarians) delete s.barbarians[l];
      s.defeatedBarbarians.push(...barbarians);
      emit(ctx, { type: "BarbariansDispersed", seat, space: move.to, letters: barbarians });
    }
    if (isMarket(peek(s), move.to, seat)) arrive(ctx, seat, move.caravan, move.to);
    else (member(playerAt(s, seat), "caravans") as (SpaceId | null)[])[move.caravan] = move.to;
  },
});

defineMove<{ type: "finish-caravans" }>(rules, "finish-caravans", {
  schema: z.object({ type: z.literal("finish-caravans") }),
  apply(ctx, _seat, _move, frame) {
    check(peek(frame).kind === "caravans", text("nd.err.notCaravans"));
    pop(ctx, frame);
  },
});

defineChoice(rules, "rival-diplomacy", {
  label: () => text("nd.economy.diplomacy"),
  optionLabel: (_s, _f, v) => text("nd.option.diplomacy", { diplomacy: v }),
  resolve(ctx, seat, value, data) {
    // A card of that rival already held goes back first (L408).
    if (value !== null) takeRivalCard(ctx, seat, data.rival as Seat, value as PlayerDiplomacyId);
    if (data.at) embassy(ctx, seat, data.rival as Seat, data.at as SpaceId);
  },
});
