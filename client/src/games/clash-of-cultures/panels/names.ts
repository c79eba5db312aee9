/**
 * Names and rules texts of the game content, straight from the engine's data (name.en / name.ru), for
 * labels and the rules reference popup. Nothing here duplicates a name.
 */
import {
  ACTION_CARDS, ADVANCE_CATEGORIES, ADVANCES, BUILDINGS, CIV_ADVANCES, EVENT_CARDS, GREAT_PERSONS, OBJECTIVE_CARDS, TERRAINS, UNIT_TYPES, WONDERS,
  type Cost, type Localized,
} from "../../../../../engine/games/clash-of-cultures/data/index.ts";
import type { Lang } from "../../../i18n/index.ts";

export type RefKind = "advance" | "category" | "building" | "wonder" | "action" | "objective" | "event" | "unit" | "terrain";

export interface RefEntry {
  name: Localized;
  /** Subtitle lines (card halves, costs...), already in the entry's words. */
  lines: { title?: Localized; text: string }[];
  cost?: Cost;
}

type Named = { readonly id: string; readonly name: Localized };
const byId = <T extends { readonly id: string }>(list: readonly T[]) => new Map<string, T>(list.map((x) => [x.id, x]));

const advances = byId(ADVANCES as readonly (Named & { text: string; cost: Cost; category: string })[]);
const civAdvances = byId(CIV_ADVANCES as readonly (Named & { text: string })[]);
const categories = byId(ADVANCE_CATEGORIES as readonly Named[]);
const buildings = byId(BUILDINGS as readonly (Named & { text: string; cost: Cost })[]);
const wonders = byId(WONDERS as readonly (Named & { text: string; cost: Cost })[]);
const units = byId(UNIT_TYPES as readonly (Named & { text: string; cost: Cost })[]);
const terrains = byId(TERRAINS as readonly Named[]);
const actionCards = byId(ACTION_CARDS);
const objectiveCards = byId(OBJECTIVE_CARDS);
const eventCards = byId(EVENT_CARDS);
const greatPersons = byId(GREAT_PERSONS as readonly (Named & { text: string })[]);
/** Objectives by objective id (names are per objective, a card holds two). */
const objectives = new Map<string, { name: Localized; text: string }>();
for (const c of OBJECTIVE_CARDS) for (const o of c.objectives) objectives.set(o.id, { name: o.name, text: o.text });

const raw = (id: string): Localized => ({ en: id, ru: id, ruSource: "translation" });

export function localize(name: Localized, lang: Lang): string {
  return lang === "ru" ? name.ru : name.en;
}

/** The name of a thing of `kind` with id `id` (the id itself when unknown). */
export function nameOf(kind: RefKind, id: string): Localized {
  switch (kind) {
    case "advance": return advances.get(id)?.name ?? civAdvances.get(id)?.name ?? raw(id);
    case "category": return categories.get(id)?.name ?? raw(id);
    case "building": return buildings.get(id)?.name ?? raw(id);
    case "wonder": return wonders.get(id)?.name ?? raw(id);
    case "unit": return units.get(id)?.name ?? raw(id);
    case "terrain": return terrains.get(id)?.name ?? raw(id);
    case "action": {
      const c = actionCards.get(id);
      if (!c) return raw(id);
      return { en: `${c.action.name.en} / ${c.tactics.name.en}`, ru: `${c.action.name.ru} / ${c.tactics.name.ru}`, ruSource: "translation" };
    }
    case "objective": {
      const c = objectiveCards.get(id);
      if (c) return { en: c.objectives.map((o) => o.name.en).join(" / "), ru: c.objectives.map((o) => o.name.ru).join(" / "), ruSource: "translation" };
      return objectives.get(id)?.name ?? raw(id);
    }
    case "event": {
      const c = eventCards.get(id);
      if (!c) return greatPersons.get(id)?.name ?? raw(id);
      const gp = c.greatPerson ? greatPersons.get(c.greatPerson) : undefined;
      return gp ? gp.name : c.name;
    }
  }
}

export function name(kind: RefKind, id: string, lang: Lang): string {
  return localize(nameOf(kind, id), lang);
}

/** The action half's name of an action card (for menus). */
export function actionHalfName(card: string, lang: Lang): string {
  const c = actionCards.get(card);
  return c ? localize(c.action.name, lang) : card;
}

export function tacticsName(card: string, lang: Lang): string {
  const c = actionCards.get(card);
  return c ? localize(c.tactics.name, lang) : card;
}

export function objectiveName(objective: string, lang: Lang): string {
  const o = objectives.get(objective);
  return o ? localize(o.name, lang) : objective;
}

/** What the rules reference shows for a thing: its name, texts and cost. */
export function reference(kind: RefKind, id: string): RefEntry | null {
  switch (kind) {
    case "advance": {
      const a = advances.get(id);
      if (a) return { name: a.name, lines: [{ title: categories.get(a.category)?.name, text: a.text }] };
      const c = civAdvances.get(id);
      return c ? { name: c.name, lines: [{ text: c.text }] } : null;
    }
    case "building": {
      const b = buildings.get(id);
      return b ? { name: b.name, lines: [{ text: b.text }], cost: b.cost } : null;
    }
    case "wonder": {
      const w = wonders.get(id);
      return w ? { name: w.name, lines: [{ text: w.text }], cost: w.cost } : null;
    }
    case "unit": {
      const u = units.get(id);
      return u ? { name: u.name, lines: [{ text: u.text }], cost: u.cost } : null;
    }
    case "action": {
      const c = actionCards.get(id);
      if (!c) return null;
      return { name: nameOf("action", id), lines: [{ title: c.action.name, text: c.action.text }, { title: c.tactics.name, text: c.tactics.text }], cost: c.action.cost };
    }
    case "objective": {
      const c = objectiveCards.get(id);
      if (c) return { name: nameOf("objective", id), lines: c.objectives.map((o) => ({ title: o.name, text: o.text })) };
      const o = objectives.get(id);
      return o ? { name: o.name, lines: [{ text: o.text }] } : null;
    }
    case "event": {
      const c = eventCards.get(id);
      const gp = c?.greatPerson ? greatPersons.get(c.greatPerson) : greatPersons.get(id);
      if (gp) return { name: gp.name, lines: [{ text: gp.text }] };
      return c ? { name: c.name, lines: [{ text: c.text }] } : null;
    }
    case "category":
    case "terrain":
      return null;
  }
}

/** Compact "2 food · 1 wood" text of a cost in the current language (resource names from `resName`). */
export function costText(cost: Cost, resName: (k: string) => string, freeWord: string): string {
  const parts: string[] = [];
  for (const [k, n] of Object.entries(cost.fixed)) if (n) parts.push(`${n} ${resName(k)}`);
  for (const p of cost.flexible) parts.push(`${p.count} ${p.from.map(resName).join("/")}`);
  return parts.length ? parts.join(" · ") : freeWord;
}
