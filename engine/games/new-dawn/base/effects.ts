/**
 * Whose effects are in force for a seat: its leader's ability, the world wonders it controls (their token under
 * its city or control token, L681, "For the engine" 3) and the diplomacy cards it holds (L624-628: a city-state's
 * card, or another player's — never its own). Rules code asks here by effect kind (data/types.ts `Effect`).
 */
import type { Seat } from "../../../core/types.ts";
import {
  CITY_STATE_DIPLOMACY, LEADERS, PLAYER_DIPLOMACY, WONDERS,
  type CityStateId, type Effect, type PlayerDiplomacyId, type WonderId,
} from "../data/index.ts";
import { derivation } from "../../../kit/derived.ts";
import { peek } from "../../../kit/peek.ts";
import type { NdState, Player } from "./state.ts";

export type EffectSource =
  | { kind: "leader" }
  | { kind: "wonder"; wonder: WonderId }
  | { kind: "city-state"; cityState: CityStateId }
  | { kind: "player-card"; giver: Seat; card: PlayerDiplomacyId };

export interface Active<E extends Effect = Effect> { effect: E; source: EffectSource }

type Kind = Effect["kind"];
export type EffectOf<K extends Kind> = Extract<Effect, { kind: K }>;

const LEADER_EFFECTS = new Map(LEADERS.map((l) => [l.id as string, l.ability.effects as readonly Effect[]]));
const WONDER_EFFECTS = new Map(WONDERS.map((w) => [w.id as WonderId, w.effects as readonly Effect[]]));
const CITY_STATE_EFFECTS = new Map(CITY_STATE_DIPLOMACY.map((c) => [c.cityState as CityStateId, c.effects as readonly Effect[]]));
const PLAYER_CARD_EFFECTS = new Map(PLAYER_DIPLOMACY.map((c) => [c.id as PlayerDiplomacyId, c.effects as readonly Effect[]]));

/** The spaces with a world wonder token, per list of spaces (kit/derived.ts): few, and asked for often. */
const wonderSpaces = derivation((spaces: NdState["spaces"]) => spaces.filter((sp) => sp.wonder));

/** World wonders whose token lies under the seat's city or control token (L681; G13: the token decides). */
export function controlledWonders(s: NdState, seat: Seat): WonderId[] {
  const out: WonderId[] = [];
  for (const sp of wonderSpaces(peek(s).spaces)) {
    if ((sp.city?.owner ?? sp.token?.owner) === seat) out.push(sp.wonder!);
  }
  return out;
}

/** Effect kinds some world wonder gives: only a query for one of them needs to find the seat's wonders on the map. */
const WONDER_KINDS = new Set<Kind>(WONDERS.flatMap((w) => w.effects.map((e) => e.kind)));

/** Effect kinds some leader, and some diplomacy card, gives: a query for another kind skips that source. */
const LEADER_KINDS = new Set<Kind>(LEADERS.flatMap((l) => l.ability.effects.map((e) => e.kind)));
const DIPLOMACY_KINDS = new Set<Kind>([...CITY_STATE_DIPLOMACY, ...PLAYER_DIPLOMACY].flatMap((c) => c.effects.map((e) => e.kind)));

/** A player's effects from its leader and its diplomacy cards, per player object (kit/derived.ts). */
const ownEffects = derivation((p: Player) => {
  const leader: Active[] = (LEADER_EFFECTS.get(p.leader) ?? []).map((effect) => ({ effect, source: { kind: "leader" } }));
  const diplomacy: Active[] = [];
  for (const d of p.diplomacy) {
    if (d.from === "city-state") for (const effect of CITY_STATE_EFFECTS.get(d.cityState)!) diplomacy.push({ effect, source: { kind: "city-state", cityState: d.cityState } });
    else if (d.giver !== p.seat) for (const effect of PLAYER_CARD_EFFECTS.get(d.card)!) diplomacy.push({ effect, source: { kind: "player-card", giver: d.giver, card: d.card } });
  }
  return { leader, diplomacy };
});

/** The seat's effects in force, or only those of `kind` (shared: never change them). */
export function activeEffects(s: NdState, seat: Seat, kind?: Kind): Active[] {
  s = peek(s);
  const out: Active[] = [];
  const own = kind === undefined || LEADER_KINDS.has(kind) || DIPLOMACY_KINDS.has(kind) ? ownEffects(s.players[seat]) : null;
  if (own) for (const a of own.leader) if (kind === undefined || a.effect.kind === kind) out.push(a);
  if (kind === undefined || WONDER_KINDS.has(kind)) {
    for (const wonder of controlledWonders(s, seat)) {
      for (const effect of WONDER_EFFECTS.get(wonder)!) if (kind === undefined || effect.kind === kind) out.push({ effect, source: { kind: "wonder", wonder } });
    }
  }
  if (own) for (const a of own.diplomacy) if (kind === undefined || a.effect.kind === kind) out.push(a);
  return out;
}

export function effectsOf<K extends Kind>(s: NdState, seat: Seat, kind: K): Active<EffectOf<K>>[] {
  return activeEffects(s, seat, kind) as Active<EffectOf<K>>[];
}

export function firstEffect<K extends Kind>(s: NdState, seat: Seat, kind: K): EffectOf<K> | null {
  return effectsOf(s, seat, kind)[0]?.effect ?? null;
}

export const hasEffect = (s: NdState, seat: Seat, kind: Kind): boolean => effectsOf(s, seat, kind).length > 0;

/** Whether the seat controls the wonder (cheaper than going through every effect). */
export const controlsWonder = (s: NdState, seat: Seat, wonder: WonderId): boolean => controlledWonders(s, seat).includes(wonder);
