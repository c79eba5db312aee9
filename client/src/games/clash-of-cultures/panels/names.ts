/**
 * Names and rules texts of the game content, straight from the engine's data (name.en / name.ru), for
 * labels and the rules reference popup. Nothing here duplicates a name. Rules texts are the data's
 * English `text`; in Russian the translation from data/texts-ru.ts (keyed "<kind>:<id>") where it has one.
 */
import {
  ACTION_CARDS, ADVANCE_CATEGORIES, ADVANCES, BUILDINGS, CIV_ADVANCES, CIVILIZATIONS, EVENT_CARDS, GREAT_PERSONS, LEADERS, OBJECTIVE_CARDS, TERRAINS,
  UNIT_TYPES, WONDERS, type Cost, type LeaderDef, type Localized,
} from "../../../../../engine/games/clash-of-cultures/data/index.ts";
import { RU_TEXTS } from "../../../../../engine/games/clash-of-cultures/data/texts-ru.ts";
import type { Lang } from "../../../i18n/index.ts";

export type RefKind = "advance" | "category" | "building" | "wonder" | "action" | "objective" | "event" | "unit" | "terrain" | "leader" | "civ";

/** The rules text of an entry in `lang`: the Russian translation under the first key that has one, else the English. */
export function ruleText(en: string, lang: Lang, ...ruKeys: string[]): string {
  if (lang !== "ru") return en;
  for (const k of ruKeys) if (Object.prototype.hasOwnProperty.call(RU_TEXTS, k)) return RU_TEXTS[k];
  return en;
}

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
const leaders = byId(LEADERS as readonly LeaderDef[]);
const civilizations = byId(CIVILIZATIONS as readonly (Named & { advances: readonly string[]; leaders: readonly string[] })[]);
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
    case "leader": return leaders.get(id)?.name ?? raw(id);
    case "civ": return civilizations.get(id)?.name ?? raw(id);
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

export function leaderName(leader: string, lang: Lang): string {
  return name("leader", leader, lang);
}

/** A leader's two abilities: name, text (in `lang`) and cost to use. */
export function leaderAbilities(leader: string, lang: Lang): { id: string; name: string; text: string; cost: Cost | null }[] {
  return (leaders.get(leader)?.abilities ?? []).map((a) => ({ id: a.id, name: localize(a.name, lang), text: ruleText(a.text, lang, `leader-ability:${a.id}`), cost: a.useCost }));
}

/** The name of a leader's ability by ability id. */
export function abilityName(ability: string, lang: Lang): string {
  for (const l of leaders.values()) for (const a of l.abilities) if (a.id === ability) return localize(a.name, lang);
  return ability;
}

/**
 * The name of what adds to (or takes from) a combat roll, by the source the engine gives: a tactics card
 * (by the card's id), an advance, a wonder, a great person or a leader's ability.
 */
export function combatSourceName(source: string, card: string | undefined, lang: Lang): string {
  if (source === "tactics") return card ? tacticsName(card, lang) : name("advance", "tactics", lang);
  if (advances.has(source) || civAdvances.has(source)) return name("advance", source, lang);
  if (wonders.has(source)) return name("wonder", source, lang);
  if (greatPersons.has(source)) return localize(greatPersons.get(source)!.name, lang);
  return abilityName(source, lang);
}

/** A civilization's board: its 4 civilization advances and 3 leaders (ids). */
export function civilizationBoard(civ: string): { advances: readonly string[]; leaders: readonly string[] } | null {
  const c = civilizations.get(civ);
  return c ? { advances: c.advances, leaders: c.leaders } : null;
}

export function objectiveName(objective: string, lang: Lang): string {
  const o = objectives.get(objective);
  return o ? localize(o.name, lang) : objective;
}

/** What the rules reference shows for a thing: its name, texts (in `lang`) and cost. */
export function reference(kind: RefKind, id: string, lang: Lang = "en"): RefEntry | null {
  const text = (en: string, ...keys: string[]) => ruleText(en, lang, ...keys);
  switch (kind) {
    case "advance": {
      const a = advances.get(id);
      if (a) return { name: a.name, lines: [{ title: categories.get(a.category)?.name, text: text(a.text, `advance:${id}`) }] };
      const c = civAdvances.get(id);
      return c ? { name: c.name, lines: [{ text: text(c.text, `civ-advance:${id}`) }] } : null;
    }
    case "building": {
      const b = buildings.get(id);
      return b ? { name: b.name, lines: [{ text: text(b.text, `building:${id}`) }], cost: b.cost } : null;
    }
    case "wonder": {
      const w = wonders.get(id);
      return w ? { name: w.name, lines: [{ text: text(w.text, `wonder:${id}`) }], cost: w.cost } : null;
    }
    case "unit": {
      const u = units.get(id);
      return u ? { name: u.name, lines: [{ text: text(u.text, `unit:${id}`) }], cost: u.cost } : null;
    }
    case "action": {
      const c = actionCards.get(id);
      if (!c) return null;
      return {
        name: nameOf("action", id),
        lines: [{ title: c.action.name, text: text(c.action.text, `action:${c.action.id}`) }, { title: c.tactics.name, text: text(c.tactics.text, `tactics:${c.tactics.id}`) }],
        cost: c.action.cost,
      };
    }
    case "objective": {
      const c = objectiveCards.get(id);
      if (c) return { name: nameOf("objective", id), lines: c.objectives.map((o) => ({ title: o.name, text: text(o.text, `objective:${o.id}`) })) };
      const o = objectives.get(id);
      return o ? { name: o.name, lines: [{ text: text(o.text, `objective:${id}`) }] } : null;
    }
    case "event": {
      const c = eventCards.get(id);
      const gpId = c?.greatPerson ?? (greatPersons.has(id) ? id : null);
      const gp = gpId ? greatPersons.get(gpId) : undefined;
      if (gp) return { name: gp.name, lines: [{ text: text(gp.text, `great-person:${gpId}`) }] };
      return c ? { name: c.name, lines: [{ text: text(c.text, `event-card:${c.id}`, `event:${c.typeId}`) }] } : null;
    }
    case "leader": {
      const l = leaders.get(id);
      if (!l) return null;
      return { name: l.name, lines: l.abilities.map((a) => ({ title: a.name, text: text(a.text, `leader-ability:${a.id}`) })) };
    }
    case "civ": {
      const c = civilizations.get(id);
      if (!c) return null;
      return {
        name: c.name,
        lines: [
          ...c.advances.map((a) => ({ title: civAdvances.get(a)?.name ?? raw(a), text: text(civAdvances.get(a)?.text ?? "", `civ-advance:${a}`) })),
          ...c.leaders.map((l) => ({ title: leaders.get(l)?.name ?? raw(l), text: (leaders.get(l)?.abilities ?? []).map((a) => localize(a.name, lang)).join(" · ") })),
        ],
      };
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
