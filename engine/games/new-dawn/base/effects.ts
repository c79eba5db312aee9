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
import { derivation, perKey } from "../../../kit/derived.ts";
import { peek } from "../../../kit/peek.ts";
import type { NdState, Player, Space } from "./state.ts";

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
const wonderSpaces = derivation((spaces: NdState["spaces"]) => {
  // Made again after every write while a move changes the map: a plain loop, no callback per space.
  const out: Space[] = [];
  for (let i = 0; i < spaces.length; i++) if (spaces[i].wonder) out.push(spaces[i]);
  return out;
});

const NONE_WONDERS: readonly WonderId[] = Object.freeze([]);

/** World wonders whose token lies under the seat's city or control token (L681; G13: the token decides). */
export function controlledWonders(s: NdState, seat: Seat): readonly WonderId[] {
  const spaces = wonderSpaces(peek(s).spaces);
  if (!spaces.length) return NONE_WONDERS;
  const out: WonderId[] = [];
  for (const sp of spaces) {
    if ((sp.city?.owner ?? sp.token?.owner) === seat) out.push(sp.wonder!);
  }
  return out;
}

/** The effect kinds each world wonder gives. */
const WONDER_KINDS_OF = new Map(WONDERS.map((w) => [w.id as WonderId, new Set<Kind>(w.effects.map((e) => e.kind))]));

/** Effect kinds some world wonder gives: only a query for one of them needs to find the seat's wonders on the map. */
const WONDER_KINDS = new Set<Kind>(WONDERS.flatMap((w) => w.effects.map((e) => e.kind)));

/**
 * Effect kinds the world wonders out of their decks give, per record of decks (kit/derived.ts: it changes only when a
 * wonder is built): a wonder's token goes on the map only once its card has left its deck, so a query for a kind no
 * such wonder gives skips the map. (Wonders set aside unseen at setup count as out: that only costs a look.)
 */
const builtWonderKinds = derivation((decks: NdState["wonderDecks"]) => {
  const inDecks = new Set<WonderId>(Object.values(decks).flat());
  return new Set<Kind>(WONDERS.flatMap((w) => (inDecks.has(w.id) ? [] : w.effects.map((e) => e.kind))));
});

/** Effect kinds some leader, and some diplomacy card, gives: a query for another kind skips that source. */
const LEADER_KINDS = new Set<Kind>(LEADERS.flatMap((l) => l.ability.effects.map((e) => e.kind)));
const DIPLOMACY_KINDS = new Set<Kind>([...CITY_STATE_DIPLOMACY, ...PLAYER_DIPLOMACY].flatMap((c) => c.effects.map((e) => e.kind)));

/** Effects by kind, in the order given. */
function byKind(list: readonly Active[]): ReadonlyMap<Kind, readonly Active[]> {
  const out = new Map<Kind, Active[]>();
  for (const a of list) {
    const same = out.get(a.effect.kind);
    if (same) same.push(a);
    else out.set(a.effect.kind, [a]);
  }
  return out;
}

/** A leader's effects, all and by kind, once per leader. */
const leaderEffects = perKey((leader: string) => {
  const all: Active[] = (LEADER_EFFECTS.get(leader) ?? []).map((effect) => ({ effect, source: { kind: "leader" } }));
  return { all, byKind: byKind(all) };
});

/**
 * The effects of a player's diplomacy cards, all and by kind, per list of holdings (kit/derived.ts): the list
 * changes only when a card is taken or given back, while the player object changes in most moves.
 */
const diplomacyEffects = derivation((held: Player["diplomacy"]) => {
  const all: Active[] = [];
  for (const d of held) {
    if (d.from === "city-state") for (const effect of CITY_STATE_EFFECTS.get(d.cityState)!) all.push({ effect, source: { kind: "city-state", cityState: d.cityState } });
    else for (const effect of PLAYER_CARD_EFFECTS.get(d.card)!) all.push({ effect, source: { kind: "player-card", giver: d.giver, card: d.card } });
  }
  return { all, byKind: byKind(all) };
});

const NONE: readonly Active[] = Object.freeze([]);

/** A player's own card never gives its effect to its holder (L624-628). */
const ownCard = (a: Active, seat: Seat): boolean => a.source.kind === "player-card" && a.source.giver === seat;

/**
 * The seat's effects in force, or only those of `kind`: its leader's, its world wonders', its diplomacy cards', in
 * that order. Shared: never change the list or what it holds.
 */
export function activeEffects(s: NdState, seat: Seat, kind?: Kind): readonly Active[] {
  s = peek(s);
  const p = s.players[seat];
  const leader = kind === undefined ? leaderEffects(p.leader).all : LEADER_KINDS.has(kind) ? leaderEffects(p.leader).byKind.get(kind) ?? NONE : NONE;
  const held = !p.diplomacy.length ? NONE
    : kind === undefined ? diplomacyEffects(p.diplomacy).all : DIPLOMACY_KINDS.has(kind) ? diplomacyEffects(p.diplomacy).byKind.get(kind) ?? NONE : NONE;
  const wonders = kind === undefined || (WONDER_KINDS.has(kind) && builtWonderKinds(s.wonderDecks).has(kind)) ? controlledWonders(s, seat) : NONE_WONDERS;
  const fromWonders = kind === undefined ? wonders.length > 0 : wonders.some((w) => WONDER_KINDS_OF.get(w)!.has(kind));
  // Most asks find one source or none: its shared list is the answer.
  if (!fromWonders && !held.some((a) => ownCard(a, seat))) {
    if (!held.length) return leader;
    if (!leader.length) return held;
  }
  const out: Active[] = [...leader];
  for (const wonder of wonders) {
    for (const effect of WONDER_EFFECTS.get(wonder)!) if (kind === undefined || effect.kind === kind) out.push({ effect, source: { kind: "wonder", wonder } });
  }
  for (const a of held) if (!ownCard(a, seat)) out.push(a);
  return out;
}

export function effectsOf<K extends Kind>(s: NdState, seat: Seat, kind: K): readonly Active<EffectOf<K>>[] {
  return activeEffects(s, seat, kind) as readonly Active<EffectOf<K>>[];
}

export function firstEffect<K extends Kind>(s: NdState, seat: Seat, kind: K): EffectOf<K> | null {
  return effectsOf(s, seat, kind)[0]?.effect ?? null;
}

export const hasEffect = (s: NdState, seat: Seat, kind: Kind): boolean => effectsOf(s, seat, kind).length > 0;

/** Whether the seat controls the wonder (cheaper than going through every effect). */
export const controlsWonder = (s: NdState, seat: Seat, wonder: WonderId): boolean => controlledWonders(s, seat).includes(wonder);
