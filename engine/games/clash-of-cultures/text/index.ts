/**
 * The texts the rules show people: `text(key, params)` with a key of the game's English catalog (en.ts). Params
 * are ids and numbers; a parameter's name says what it holds, and each language puts it into words by that name:
 * here English names from the data, in the client every language (panels/prompt-text.ts) — so the names below
 * are the contract of both.
 */
import type { Params, Words } from "../../../core/text.ts";
import { textMaker } from "../../../core/text.ts";
import {
  ACTION_CARDS, ACTION_HALVES, ADVANCE_CATEGORIES, ADVANCES, BUILDINGS, CIV_ADVANCES, CIVILIZATIONS, EVENT_CARDS, GREAT_PERSONS, LEADERS,
  OBJECTIVE_CARDS, TACTICS_HALVES, TERRAINS, UNIT_TYPES, WONDERS, type Localized,
} from "../data/index.ts";
import { COC_EN, type CocKey } from "./en.ts";

type Named = { readonly id: string; readonly name: Localized };
const names = (...lists: readonly (readonly Named[])[]) => new Map(lists.flat().map((x) => [x.id, x.name.en]));

const ADVANCE = names(ADVANCES, CIV_ADVANCES);
const CATEGORY = names(ADVANCE_CATEGORIES);
const BUILDING = names(BUILDINGS);
const WONDER = names(WONDERS);
const UNIT = names(UNIT_TYPES);
const LEADER = names(LEADERS);
const CIVILIZATION = names(CIVILIZATIONS);
const TERRAIN = names(TERRAINS);
/** A great person by its event card's id or its own. */
const PERSON = new Map([...names(GREAT_PERSONS), ...EVENT_CARDS.flatMap((c) => (c.greatPerson ? [[c.id, GREAT_PERSONS.find((g) => g.id === c.greatPerson)!.name.en] as const] : []))]);
const ACTION = new Map(ACTION_CARDS.map((c) => [c.id, c.action.name.en]));
const TACTICS = new Map(ACTION_CARDS.map((c) => [c.id, c.tactics.name.en]));
const OBJECTIVE = new Map(OBJECTIVE_CARDS.flatMap((c) => c.objectives.map((o) => [o.id, o.name.en] as const)));
const OBJECTIVE_CARD = new Map(OBJECTIVE_CARDS.map((c) => [c.id, c.objectives.map((o) => o.name.en).join(" / ")]));
/** Any content by id (a leader's ability, an action or tactics half by its type): for a `what` that names what is paid for. */
const ANY = new Map([
  ...ADVANCE, ...BUILDING, ...WONDER, ...UNIT, ...LEADER, ...names(LEADERS.flatMap((l): readonly Named[] => l.abilities)), ...PERSON, ...names(ACTION_HALVES, TACTICS_HALVES),
]);

const one = (map: ReadonlyMap<string, string>) => (v: string | number) => map.get(String(v)) ?? String(v);
const list = (map: ReadonlyMap<string, string>) => (v: string | number) => String(v).split(",").filter(Boolean).map(one(map)).join(", ");
const seat = (v: string | number) => `Seat ${Number(v) + 1}`;
/** A card of the deck named by the `deck` param (an action card when there is none). */
const card = (v: string | number, p: Params) => one(p.deck === "objective" ? OBJECTIVE_CARD : p.deck === "wonder" ? WONDER : ACTION)(v);

export const EN_WORDS: Words = {
  advance: one(ADVANCE), dogma: one(ADVANCE), required: one(ADVANCE), advances: list(ADVANCE),
  category: one(CATEGORY), building: one(BUILDING), wonder: one(WONDER), unit: one(UNIT), leader: one(LEADER),
  person: one(PERSON), terrain: one(TERRAIN), civilization: one(CIVILIZATION), objective: one(OBJECTIVE), tactics: one(TACTICS),
  keep: one(OBJECTIVE_CARD), discard: one(OBJECTIVE_CARD), card, give: card, take: card,
  seat, seats: (v) => String(v).split(",").map(seat).join(", "),
  resources: (v) => String(v).split(",").join(", "),
  region: (v) => String(Number(v) + 1),
  what: (v) => ANY.get(String(v)) ?? (Object.hasOwn(COC_EN, `coc.paidFor.${v}`) ? COC_EN[`coc.paidFor.${v}`] : String(v)),
};

export const text = textMaker<CocKey>(COC_EN, EN_WORDS);
export type { CocKey };
