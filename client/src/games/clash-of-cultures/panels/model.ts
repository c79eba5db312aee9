/**
 * Pure read-outs of a `CocView` for the player boards: resources against their limits, tokens, the
 * event tracker, actions left, VP by category, the advance chart's cell states, hands.
 * The view is the engine's state minus secrets, so the engine's pure helpers (limits, VP) apply to it.
 */
import type { Seat } from "../../../../../engine/core/types.ts";
import {
  ADVANCE_CATEGORIES, ADVANCES, CIVILIZATIONS, EVENT_TRACKER_SLOTS, RESOURCE_KINDS, TIE_BREAK_ORDER,
  type AdvanceDef, type ResourceKind,
} from "../../../../../engine/games/clash-of-cultures/data/index.ts";
import { owns } from "../../../../../engine/games/clash-of-cultures/base/queries.ts";
import { limitOf } from "../../../../../engine/games/clash-of-cultures/base/resources.ts";
import { advanceBlocker, governmentOf as engineGovernmentOf } from "../../../../../engine/games/clash-of-cultures/rules/advance-rules.ts";
import { totalVp, victoryPoints, type VpBreakdown } from "../../../../../engine/games/clash-of-cultures/turn/scoring.ts";
import type { CocState, PlayerState } from "../../../../../engine/games/clash-of-cultures/base/state.ts";
import type { CocView, PlayerView } from "../../../../../engine/games/clash-of-cultures/view.ts";

const allAdvances = ADVANCES as readonly AdvanceDef[];

/** The view as the engine's state type, for its read-only helpers (only public fields are read). */
export function asState(view: CocView): CocState {
  return view as unknown as CocState;
}

export function asPlayer(p: PlayerView): PlayerState {
  return p as unknown as PlayerState;
}

export interface ResourceRow { kind: ResourceKind; have: number; limit: number }

export interface PlayerBoard {
  seat: Seat;
  resources: ResourceRow[];
  mood: number;
  culture: number;
  /** Cubes left on the event tracker, of `trackerSlots`. */
  tracker: number;
  trackerSlots: number;
  /** Actions left when it is this player's turn, else null. */
  actionsLeft: number | null;
  vp: { category: keyof VpBreakdown; points: number }[];
  vpTotal: number;
  government: string | null;
  cities: number;
  completedObjectives: { card: string; objective: string }[];
  /** Wonders in this player's cities or built by them. */
  wonders: { id: string; hex: string; builder: Seat; owner: Seat | string }[];
  actionCards: string[] | number;
  objectiveCards: string[] | number;
  wonderCards: string[] | number;
  greatPersons: string[] | number;
  firstPlayer: boolean;
  /** [EXP] The civilization board (null without the expansion or before it is chosen). */
  civilization: { id: string; advances: { id: string; owned: boolean }[] } | null;
  /** [EXP] The leader whose figure is on the map, the leader cards still in hand, leaders captured from others. */
  activeLeader: string | null;
  leaders: string[];
  capturedLeaders: string[];
}

export function playerBoard(view: CocView, seat: Seat): PlayerBoard {
  const p = view.players[seat];
  const s = asState(view);
  const breakdown = victoryPoints(s, seat);
  const wonders: PlayerBoard["wonders"] = [];
  for (const c of Object.values(view.cities)) {
    for (const w of c.wonders) if (c.owner === seat || w.builder === seat) wonders.push({ id: w.id, hex: c.hex, builder: w.builder, owner: c.owner });
  }
  return {
    seat,
    resources: RESOURCE_KINDS.map((kind) => ({ kind, have: p.resources[kind], limit: limitOf(asPlayer(p), kind) })),
    mood: p.moodTokens,
    culture: p.cultureTokens,
    tracker: p.eventTracker,
    trackerSlots: EVENT_TRACKER_SLOTS,
    actionsLeft: view.turn && view.turn.seat === seat ? view.turn.actionsLeft : null,
    vp: TIE_BREAK_ORDER.map((category) => ({ category, points: breakdown[category] })),
    vpTotal: totalVp(breakdown),
    government: governmentOf(view, seat),
    cities: Object.values(view.cities).filter((c) => c.owner === seat).length,
    completedObjectives: p.completedObjectives.map((o) => ({ card: o.card, objective: o.objective })),
    wonders,
    actionCards: p.actionCards,
    objectiveCards: p.objectiveCards,
    wonderCards: p.wonderCards,
    greatPersons: p.greatPersons ?? [],
    firstPlayer: view.firstPlayer === seat,
    civilization: civilizationOf(view, p),
    activeLeader: p.activeLeader ?? null,
    leaders: [...(p.leaders ?? [])],
    capturedLeaders: [...(p.capturedLeaders ?? [])],
  };
}

/** [EXP] The player's civilization board from the data: its 4 civilization advances, owned or not. */
function civilizationOf(view: CocView, p: PlayerView): PlayerBoard["civilization"] {
  if (!view.options.expansion || !p.civilization) return null;
  const civ = (CIVILIZATIONS as readonly { id: string; advances: readonly string[] }[]).find((c) => c.id === p.civilization);
  if (!civ) return { id: p.civilization, advances: [] };
  return { id: civ.id, advances: civ.advances.map((id) => ({ id, owned: (p.advances as string[]).includes(id) })) };
}

/** The government category whose advances the player owns, if any (the engine's rule). */
export function governmentOf(view: CocView, seat: Seat): string | null {
  return engineGovernmentOf(asState(view), seat);
}

export type CellState = "owned" | "available" | "locked";

export interface ChartCell {
  id: string;
  position: number;
  state: CellState;
  /** The player may take it now and pay for it (from the legal moves; own board only). */
  takeable: boolean;
  /** Advances it still requires (when locked). */
  missing: string[];
}

export interface ChartRow { category: string; government: boolean; current: boolean; cells: ChartCell[] }

/**
 * Why `seat` may not take an advance it does not own (the engine's `advanceBlocker` decides), with what is
 * missing for the display; null when it may be taken.
 */
export function lockReason(view: CocView, seat: Seat, def: AdvanceDef): { missing: string[]; government: string | null } | null {
  const s = asState(view);
  if (!advanceBlocker(s, seat, def.id)) return null;
  const p = s.players[seat];
  const missing = def.requires.filter((r) => !owns(p, r));
  const gov = def.government ? engineGovernmentOf(s, seat) : null;
  return { missing, government: gov && gov !== def.category ? gov : null };
}

/** The 12 × 4 advance chart of `seat`; `takeable` = advance ids the legal moves offer now. */
export function advanceChart(view: CocView, seat: Seat, takeable: ReadonlySet<string> = new Set()): ChartRow[] {
  const p = view.players[seat];
  const gov = governmentOf(view, seat);
  return [...ADVANCE_CATEGORIES].sort((a, b) => a.order - b.order).map((cat) => ({
    category: cat.id,
    government: cat.government,
    current: gov === cat.id,
    cells: allAdvances.filter((a) => a.category === cat.id).sort((a, b) => a.position - b.position).map((a) => {
      const owned = p.advances.includes(a.id);
      const lock = owned ? null : lockReason(view, seat, a);
      return { id: a.id, position: a.position, state: owned ? "owned" : lock ? "locked" : "available", takeable: takeable.has(a.id), missing: lock?.missing ?? [] } satisfies ChartCell;
    }),
  }));
}

/** Seats in turn order, this client's seat first (for tabs). */
export function seatOrder(view: CocView, mySeat: Seat | null): Seat[] {
  const all = view.players.map((p) => p.seat);
  if (mySeat === null) return all;
  return [mySeat, ...all.filter((s) => s !== mySeat)];
}

/** Who is asked now: the top frame's seat. */
export function decidingSeat(view: CocView): Seat | null {
  const top = view.stack[view.stack.length - 1];
  return top && typeof top.seat === "number" ? top.seat : null;
}
