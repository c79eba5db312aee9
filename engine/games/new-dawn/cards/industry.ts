/**
 * Industry cards (ПРОМИСЛОВІСТЬ, L422-470): build a city or a world wonder.
 * City (L428-440): an unused city on a space within the card's range of a friendly space, empty but for caravans
 * and a friendly control token, not next to a city or city-state, of difficulty at most the slot and not water;
 * the range is not counted through water (unless the card says), harder terrain, enemy spaces or barbarians.
 * Wonder (L442-460): a face-up wonder paid with production — the slot, 2 per eligible resource (a natural-wonder
 * token counts as its resource, is kept, and serves once per turn, L323), 1 per trade token — its token under a
 * friendly city without one; the next card of that deck turns face up.
 */
import { z } from "zod";
import type { Move, Seat } from "../../../core/types.ts";
import { ask } from "../../../kit/choice.ts";
import { peek } from "../../../kit/peek.ts";
import { ruleModule } from "../../../kit/rules.ts";
import {
  NATURAL_WONDERS, PRODUCTION_PER_RESOURCE, RESOURCES, WONDERS,
  type FocusCardId, type IndustryCardDef, type NaturalWonderId, type ResourceKind, type WonderDef, type WonderId, type WonderType,
} from "../data/index.ts";
import { controlledWonders, effectsOf } from "../base/effects.ts";
import { check, defineChoice, defineFrame, defineMove, emit, fail, fireHook, pop, push } from "../base/flow.ts";
import { barbarianSet, difficultyFor, indexesOf, isEmpty, isEnemy, isFriendly, isWater, mapShape, matureCities, searchAt, spaceAt, spaceIndex, spaceList } from "../base/map.ts";
import { giveBack, takeMarks } from "../base/marks.ts";
import { placeCity } from "../base/pieces.ts";
import { definePlay } from "../base/plays.ts";
import { focusCard, placeNaturalWonderOnCard } from "../base/row.ts";
import type { Frame, NdState, Space, SpaceId } from "../base/state.ts";
import { text } from "../text/index.ts";
import { spaceOption } from "../base/labels.ts";
import type { TokensFrame } from "./control-tokens.ts";

export const rules = ruleModule("cards/industry");

const WONDER = new Map<WonderId, WonderDef>(WONDERS.map((w) => [w.id, w]));
const NW_RESOURCE = new Map(NATURAL_WONDERS.map((n) => [n.id as NaturalWonderId, n.resource as ResourceKind]));
const KINDS = RESOURCES.map((r) => r.id as ResourceKind);

export interface IndustryFrame extends Frame { kind: "industry"; seat: Seat; card: FocusCardId; slot: number; trade: number }

export type BuildWonderMove = { type: "build-wonder"; wonder: WonderId; resources: Partial<Record<ResourceKind, number>>; naturalWonders: NaturalWonderId[] };

const industryCard = (f: IndustryFrame): IndustryCardDef => focusCard(f.card) as IndustryCardDef;

/** What a wonder costs the seat: printed cost and its `wonder-cost` effects (Egypt, Buenos Aires, Brussels); never below 0. */
export function wonderCost(s: NdState, seat: Seat, wonder: WonderId): number {
  const w = WONDER.get(wonder)!;
  let cost = w.cost;
  for (const { effect } of effectsOf(s, seat, "wonder-cost")) {
    if (effect.condition === "no-wonder-of-that-type-yet" && controlledWonders(s, seat).some((x) => WONDER.get(x)!.type === w.type)) continue;
    cost += effect.amount * (effect.per === "own-mature-city" ? matureCities(s, seat).length : 1);
  }
  return Math.max(0, cost);
}

/** A legal space for a new city, ignoring distance (L434-436): space `i` of the state's list. */
function cityAllowed(s: NdState, seat: Seat, i: number, slot: number, terrain: (sp: Space) => number, barbarians: ReadonlySet<SpaceId>): boolean {
  const spaces = s.spaces;
  const sp = spaces[i];
  if (isWater(sp) || terrain(sp) > slot) return false;
  if (sp.city || (sp.token && sp.token.owner !== seat) || barbarians.has(sp.id) || sp.resource || sp.naturalWonder || sp.cityState || sp.wonder) return false;
  return !mapShape(s).near[i].some((n) => spaces[n].city || spaces[n].cityStateSymbol);
}

/**
 * Where `seat` may build a city with `card` from `slot` (L428-440), by index in the state's list: the spaces in
 * range, and the test of a space.
 */
function cityRule(s: NdState, seat: Seat, slot: number, card: IndustryCardDef) {
  const spaces = s.spaces;
  const terrain = difficultyFor(s, seat, { card: "industry", placing: false });
  const barbarians = barbarianSet(s);
  const through = (i: number) => {
    const sp = spaces[i];
    if (isWater(sp)) return card.cityRangeThroughWater;
    return terrain(sp) <= slot && !isEnemy(sp, seat) && !barbarians.has(sp.id);
  };
  // Animal Husbandry: also on a space with one's own caravan, at any distance (D4).
  const caravans = card.cityOnOwnCaravan ? s.players[seat].caravans.filter((c): c is SpaceId => !!c) : [];
  // Great Lighthouse: an empty edge space counts as within its distance of a friendly space (D22).
  const edge = effectsOf(s, seat, "city-on-map-edge").some(({ effect }) => card.cityRange >= effect.asIfWithin);
  return {
    eachNear: (visit: (i: number) => void) => {
      searchAt(s, indexesOf(s, seat).friendly, card.cityRange, through, (i) => {
        visit(i);
        return false;
      });
    },
    caravans,
    edge: (i: number) => edge && !!spaces[i].edge && isEmpty(s, spaces[i].id),
    allowed: (i: number) => cityAllowed(s, seat, i, slot, terrain, barbarians),
    // Searched from the space: the same paths walked backwards (map.ts `searchAt`).
    inRange: (i: number) => searchAt(s, [i], card.cityRange, through, (x) => isFriendly(spaces[x], seat)),
  };
}

export function citySpaces(s: NdState, seat: Seat, slot: number, card: IndustryCardDef): SpaceId[] {
  s = peek(s);
  if (s.players[seat].citiesLeft <= 0) return [];
  const rule = cityRule(s, seat, slot, card);
  const { ids } = mapShape(s);
  const seen = takeMarks(ids.length);
  const out: SpaceId[] = [];
  const take = (i: number) => {
    if (seen.mark(i) && rule.allowed(i)) out.push(ids[i]);
  };
  try {
    rule.eachNear(take);
    for (const c of rule.caravans) take(spaceIndex(s, c));
    for (let i = 0; i < ids.length; i++) if (rule.edge(i)) take(i);
  } finally {
    giveBack(seen);
  }
  return out.sort();
}

/** Whether `id` is among `citySpaces`. */
function canBuildCity(s: NdState, seat: Seat, slot: number, card: IndustryCardDef, id: SpaceId): boolean {
  const i = spaceIndex(s, id);
  if (s.players[seat].citiesLeft <= 0 || i < 0) return false;
  const rule = cityRule(s, seat, slot, card);
  return rule.allowed(i) && (rule.caravans.includes(id) || rule.edge(i) || rule.inRange(i));
}

/** Face-up wonders: the top card of each deck (L450). */
export function faceUpWonders(s: NdState): WonderId[] {
  return (Object.keys(s.wonderDecks) as WonderType[]).flatMap((t) => s.wonderDecks[t].slice(0, 1));
}

export function freeCities(s: NdState, seat: Seat): SpaceId[] {
  return spaceList(s).filter((sp) => sp.city?.owner === seat && !sp.wonder).map((sp) => sp.id).sort();
}

function production(f: IndustryFrame): number {
  const over = industryCard(f).wonderProductionOverride;
  return (over && over.slot === f.slot ? over.production : f.slot) + f.trade;
}

/** A payment for `wonder` using natural-wonder tokens first (they are kept), then resources; null if short. */
function cheapestPayment(s: NdState, f: IndustryFrame, wonder: WonderId): BuildWonderMove | null {
  const w = WONDER.get(wonder)!;
  const p = s.players[f.seat];
  let need = wonderCost(s, f.seat, wonder) - production(f);
  const naturalWonders: NaturalWonderId[] = [];
  const resources: Partial<Record<ResourceKind, number>> = {};
  for (const nw of p.naturalWonders) {
    if (need <= 0) break;
    if (w.resources.includes(NW_RESOURCE.get(nw)!) && !s.turn!.naturalWondersUsed.includes(nw)) {
      naturalWonders.push(nw);
      need -= PRODUCTION_PER_RESOURCE;
    }
  }
  for (const kind of w.resources) {
    while (need > 0 && p.resources[kind] > (resources[kind] ?? 0)) {
      resources[kind] = (resources[kind] ?? 0) + 1;
      need -= PRODUCTION_PER_RESOURCE;
    }
  }
  return need <= 0 ? { type: "build-wonder", wonder, resources, naturalWonders } : null;
}

definePlay(rules, "industry", (ctx, { seat, slot, trade, card }) => {
  push(ctx, { kind: "industry", seat, card, slot, trade } satisfies IndustryFrame);
});

defineFrame<IndustryFrame>(rules, "industry", {
  moves: ["build-city", "build-wonder", "finish-industry"],
  prompt: (_s, f) => ({ kind: "turn", seat: f.seat, id: "industry", moveTypes: ["build-city", "build-wonder", "finish-industry"], label: text("nd.industry.build") }),
  legal(s, f) {
    const out: Move[] = citySpaces(s, f.seat, f.slot, industryCard(f)).map((space) => ({ type: "build-city", space }));
    if (freeCities(s, f.seat).length) {
      for (const w of faceUpWonders(s)) {
        const pay = cheapestPayment(s, f, w);
        if (pay) out.push(pay);
      }
    }
    out.push({ type: "finish-industry" });
    return out;
  },
});

function industryFrame(frame: Frame): IndustryFrame {
  check(frame.kind === "industry", text("nd.err.notIndustry"));
  return frame as IndustryFrame;
}

defineMove<{ type: "build-city"; space: SpaceId }>(rules, "build-city", {
  schema: z.object({ type: z.literal("build-city"), space: z.string().regex(/^-?\d+,-?\d+$/) }),
  apply(ctx, seat, move, frame) {
    const f = industryFrame(frame);
    const s = ctx.s;
    const card = industryCard(f);
    check(canBuildCity(peek(s), seat, f.slot, card, move.space), text("nd.err.cannotBuildCity"));
    pop(ctx, f);
    // A caravan on the space stays, except the one Animal Husbandry builds on, which goes back (D4).
    const p = s.players[seat];
    const caravan = p.caravans.indexOf(move.space);
    if (caravan >= 0 && card.cityOnOwnCaravan) p.caravans[caravan] = null;
    placeCity(ctx, seat, move.space);
    if (card.tokensAdjacentToNewCity) {
      push(ctx, { kind: "control-tokens", seat, slot: f.slot, card: "industry", steps: [{ kind: "around", count: card.tokensAdjacentToNewCity, around: move.space }] } satisfies TokensFrame);
    }
  },
});

const payment = z.object({
  type: z.literal("build-wonder"),
  wonder: z.string().max(40),
  resources: z.object(Object.fromEntries(KINDS.map((k) => [k, z.number().int().min(0).max(8).optional()]))),
  naturalWonders: z.array(z.string().max(40)).max(8),
}) as unknown as z.ZodType<BuildWonderMove>;

defineMove<BuildWonderMove>(rules, "build-wonder", {
  schema: payment,
  apply(ctx, seat, move, frame) {
    const f = industryFrame(frame);
    const s = ctx.s;
    const p = s.players[seat];
    check(faceUpWonders(peek(s)).includes(move.wonder), text("nd.err.wonderNotFaceUp"));
    check(freeCities(peek(s), seat).length > 0, text("nd.err.everyCityHasWonder"));
    const w = WONDER.get(move.wonder)!;
    let total = production(f);
    for (const kind of KINDS) {
      const n = move.resources[kind] ?? 0;
      if (!n) continue;
      check(w.resources.includes(kind), text("nd.err.wonderResource", { wonder: w.id, resource: kind }));
      check(p.resources[kind] >= n, text("nd.err.lackResource", { n, resource: kind }));
      p.resources[kind] -= n;
      total += n * PRODUCTION_PER_RESOURCE;
    }
    check(new Set(move.naturalWonders).size === move.naturalWonders.length, text("nd.err.naturalWonderOnce"));
    for (const nw of move.naturalWonders) {
      check(p.naturalWonders.includes(nw as NaturalWonderId), text("nd.err.noSuchNaturalWonder"));
      check(w.resources.includes(NW_RESOURCE.get(nw as NaturalWonderId)!), text("nd.err.wonderNaturalWonder", { wonder: w.id, naturalWonder: nw }));
      check(!s.turn!.naturalWondersUsed.includes(nw as NaturalWonderId), text("nd.err.naturalWonderUsed"));
      s.turn!.naturalWondersUsed.push(nw as NaturalWonderId);
      total += PRODUCTION_PER_RESOURCE;
    }
    const cost = wonderCost(peek(s), seat, w.id);
    if (total < cost) fail(text("nd.err.wonderCost", { wonder: w.id, cost, paid: total }));
    s.wonderDecks[w.type].shift();
    emit(ctx, { type: "WonderBuilt", seat, wonder: w.id, production: total, next: s.wonderDecks[w.type][0] ?? null });
    pop(ctx, f);
    for (const nw of move.naturalWonders) placeNaturalWonderOnCard(ctx, seat, nw as NaturalWonderId);
    // What the wonder does when built (Pyramids, Porcelain Tower, Potala Palace) comes after its token is placed.
    fireHook(ctx, "wonder-built", { seat, wonder: w.id });
    ask(ctx, seat, "wonder-city", freeCities(peek(s), seat), { wonder: w.id });
  },
});

defineMove<{ type: "finish-industry" }>(rules, "finish-industry", {
  schema: z.object({ type: z.literal("finish-industry") }),
  apply(ctx, _seat, _move, frame) {
    pop(ctx, industryFrame(frame));
  },
});

/** Also used when a captured capital's wonder moves to one of the attacker's cities (L530). */
defineChoice(rules, "wonder-city", {
  label: (_s, f) => text("nd.industry.wonderCity", { wonder: f.data.wonder as string }),
  optionLabel: (s, _f, v) => spaceOption(s, v as SpaceId),
  resolve(ctx, seat, value, data) {
    const s = ctx.s;
    const from = data.from as SpaceId | undefined;
    if (from) spaceAt(s, from).wonder = null;
    spaceAt(s, value as SpaceId).wonder = data.wonder as WonderId;
    emit(ctx, { type: "WonderPlaced", seat, wonder: data.wonder, space: value });
  },
});
