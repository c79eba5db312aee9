/**
 * What an engine event changes on the map, applied to the board's copy of the view, so a batch of events plays
 * step by step from the previous board to the next (a city built before the barbarians march shows as they march).
 * Pure: a new view sharing every untouched part; an event the map does not show returns the view itself.
 */
import type { GameEvent } from "../../../../../engine/core/types.ts";
import type { BarbarianLetter } from "../../../../../engine/games/new-dawn/data/index.ts";
import type { Space } from "../../../../../engine/games/new-dawn/base/state.ts";
import type { NdView } from "../../../../../engine/games/new-dawn/view.ts";

const str = (v: unknown): string | null => (typeof v === "string" ? v : null);

function withSpace(v: NdView, id: string | null, change: (sp: Space) => Partial<Space>): NdView {
  const sp = id ? v.spaces[id] : undefined;
  if (!sp || !id) return v;
  return { ...v, spaces: { ...v.spaces, [id]: { ...sp, ...change(sp) } } };
}

export function patchView(v: NdView, e: GameEvent): NdView {
  const seat = typeof e.seat === "number" ? e.seat : null;
  const space = str(e.space);
  switch (e.type) {
    case "CityBuilt": return seat === null ? v : withSpace(v, space, () => ({ city: { owner: seat, capital: false }, token: null, resource: null }));
    case "CityRemoved": return withSpace(v, space, () => ({ city: null }));
    case "ControlTokenPlaced": return seat === null ? v : withSpace(v, space, () => ({ token: { owner: seat, reinforced: e.reinforced === true } }));
    case "ControlTokenRemoved": return withSpace(v, space, () => ({ token: null }));
    case "ControlTokenReinforced": return withSpace(v, space, (sp) => ({ token: sp.token ? { ...sp.token, reinforced: true } : null }));
    case "ControlTokenFlipped": return withSpace(v, space, (sp) => ({ token: sp.token ? { ...sp.token, reinforced: false } : null }));
    case "ResourceCollected": return withSpace(v, space, () => ({ resource: null }));
    case "NaturalWonderCollected": return withSpace(v, space, () => ({ naturalWonder: null }));
    case "WonderPlaced": return withSpace(v, space, () => ({ wonder: str(e.wonder) as Space["wonder"] }));
    case "CityStateConquered": case "CityStateLiberated": return withSpace(v, space, () => ({ cityState: null }));
    case "BarbarianSpawned": case "BarbarianMoved": {
      const letter = str(e.letter) as BarbarianLetter | null;
      const to = str(e.to) ?? space;
      return letter && to ? { ...v, barbarians: { ...v.barbarians, [letter]: to } } : v;
    }
    case "BarbariansDefeated": case "BarbariansDispersed": {
      const letters = Array.isArray(e.letters) ? (e.letters as BarbarianLetter[]) : [];
      if (!letters.length) return v;
      const barbarians = { ...v.barbarians };
      for (const l of letters) delete barbarians[l];
      return { ...v, barbarians };
    }
    case "CaravanMoved": {
      const to = str(e.to);
      const index = Number(e.caravan);
      if (seat === null || !to || !v.players[seat]) return v;
      const players = v.players.map((p) => (p.seat === seat ? { ...p, caravans: p.caravans.map((c, i) => (i === index ? to : c)) } : p));
      return { ...v, players };
    }
    default: return v;
  }
}
