/**
 * The registry `moveType → control`. A turn entry names the move types it makes, the order in which
 * the player picks the move's fields (a generic control narrows the server's legal moves field by
 * field; fields left over are asked generically), or a hand-built control for choices the legal list
 * only samples (collect, recruit, move, happiness, taxes, trade). Decision prompts map each option of
 * the engine's typed prompt to the legal moves it stands for.
 *
 * A new move type (e.g. from the Civilizations expansion) works without an entry: it gets a generic
 * menu button and field-by-field choices. An entry only improves the order, labels and reasons.
 */
import type { Move } from "../../../../../engine/core/types.ts";
import { unitDef } from "../../../../../engine/games/clash-of-cultures/base/queries.ts";
import { canMoveArmy } from "../../../../../engine/games/clash-of-cultures/rules/move-capabilities.ts";
import type { Env } from "./legal.ts";
import { asState } from "./model.ts";
import { ownsWonder } from "./payment.ts";
import type { UiKey } from "./strings.ts";

export type Group = "action" | "free" | "moving" | "end";
export type CustomId = "collect" | "recruit" | "move" | "happiness" | "taxes" | "trade";

export interface FieldSpec {
  /** Field path in the move ("city", "build.payment"). */
  path: string;
  title: UiKey;
}

export interface MoveSpec {
  /** Stable id (test ids: `coc.act.<id>`). */
  id: string;
  types: readonly string[];
  group: Group;
  label: UiKey;
  fields?: readonly FieldSpec[];
  custom?: CustomId;
  /** Shown (disabled, with the reason) even when no legal move of its types exists. */
  core?: boolean;
  /** Shown when this holds even without legal moves (e.g. the player owns the advance). */
  shown?: (env: Env) => boolean;
  /** Enabled whenever the frame accepts its types, even without a listed legal move (trade offers). */
  open?: boolean;
  /** The reason it is not possible now. */
  why: (env: Env) => UiKey;
}

const owns = (advance: string) => (env: Env) => env.view.players[env.seat].advances.includes(advance as never);
const cards = (env: Env) => { const c = env.view.players[env.seat].actionCards; return Array.isArray(c) ? c.length : c; };
const noActions = (env: Env) => (env.view.turn?.actionsLeft ?? 0) <= 0;
const actionWhy = (why: UiKey) => (env: Env): UiKey => (noActions(env) ? "why.noActions" : why);
/** Nothing can move: say so, or that the army stays put without Tactics (L1383) when there is an army on the map. */
const moveWhy = (env: Env): UiKey =>
  !canMoveArmy(asState(env.view), env.seat) && Object.values(env.view.units).some((u) => u.owner === env.seat && unitDef(u.type).army) ? "why.noMoveTactics" : "why.noMove";

const f = (path: string, title: UiKey): FieldSpec => ({ path, title });
const PAY = f("payment", "pay");

export const TURN_SPECS: readonly MoveSpec[] = [
  { id: "advance", types: ["advance"], group: "action", label: "act.advance", core: true, fields: [f("advance", "step.advance"), PAY], why: actionWhy("why.noAdvance") },
  { id: "found-city", types: ["found-city"], group: "action", label: "act.found-city", core: true, fields: [f("unit", "step.settler")], why: actionWhy("why.noSettler") },
  { id: "collect", types: ["collect"], group: "action", label: "act.collect", core: true, custom: "collect", why: actionWhy("why.noCity") },
  {
    id: "construct", types: ["construct"], group: "action", label: "act.construct", core: true,
    fields: [f("city", "step.city"), f("building", "step.building"), f("portHex", "step.portHex"), f("bonus", "step.bonus"), f("dogma", "step.dogma"), PAY],
    why: actionWhy("why.noBuilding"),
  },
  { id: "recruit", types: ["recruit"], group: "action", label: "act.recruit", core: true, custom: "recruit", why: actionWhy("why.noRecruit") },
  { id: "move", types: ["move"], group: "action", label: "act.move", core: true, why: (env) => (noActions(env) ? "why.noActions" : moveWhy(env)) },
  { id: "increase-happiness", types: ["increase-happiness"], group: "action", label: "act.increase-happiness", core: true, custom: "happiness", why: actionWhy("why.allHappy") },
  {
    id: "influence", types: ["influence"], group: "action", label: "act.influence", core: true,
    fields: [f("target", "step.target"), f("building", "step.building"), f("via", "step.via"), f("source", "step.source"), PAY],
    why: (env) => (noActions(env) && !owns("arts")(env) ? "why.noActions" : "why.noInfluence"),
  },
  {
    id: "play-card-action", types: ["play-card-action"], group: "action", label: "act.play-card-action", shown: (env) => cards(env) > 0,
    fields: [f("card", "step.card"), PAY], why: actionWhy("why.noCard"),
  },
  {
    id: "build-wonder", types: ["build-wonder"], group: "action", label: "act.build-wonder",
    shown: (env) => { const w = env.view.players[env.seat].wonderCards; return (Array.isArray(w) ? w.length : w) > 0; },
    fields: [f("wonder", "step.wonder"), f("hex", "step.city"), PAY], why: actionWhy("why.noWonder"),
  },
  {
    id: "great-person", types: ["great-person"], group: "action", label: "act.great-person",
    shown: (env) => { const g = env.view.players[env.seat].greatPersons ?? []; return (Array.isArray(g) ? g.length : g) > 0; },
    fields: [f("card", "step.card"), f("advance", "step.advance")], why: actionWhy("why.noGreatPerson"),
  },
  { id: "sports", types: ["sports"], group: "action", label: "act.sports", shown: owns("sports"), fields: [f("city", "step.city"), f("steps", "step.steps"), PAY], why: actionWhy("why.allHappy") },
  { id: "taxes", types: ["taxes"], group: "action", label: "act.taxes", shown: owns("taxes"), custom: "taxes", why: actionWhy("why.used") },
  { id: "civil-liberties", types: ["civil-liberties"], group: "action", label: "act.civil-liberties", shown: owns("civil-liberties"), why: actionWhy("why.used") },
  // free actions
  { id: "play-card", types: ["play-card"], group: "free", label: "act.play-card", shown: (env) => cards(env) > 0, fields: [f("card", "step.card"), PAY], why: (env) => (cards(env) ? "why.noCard" : "why.noCards") },
  { id: "propose-trade", types: ["propose-trade"], group: "free", label: "act.propose-trade", core: true, open: true, custom: "trade", why: () => "why.noTrade" },
  { id: "voting", types: ["voting"], group: "free", label: "act.voting", shown: owns("voting"), custom: "happiness", why: () => "why.allHappy" },
  { id: "free-economy", types: ["free-economy"], group: "free", label: "act.free-economy", shown: owns("free-economy"), custom: "collect", why: () => "why.used" },
  { id: "bartering", types: ["bartering"], group: "free", label: "act.bartering", shown: owns("bartering"), fields: [f("card", "step.card"), f("gain", "step.gain")], why: (env) => (cards(env) ? "why.used" : "why.noCards") },
  { id: "theaters", types: ["theaters"], group: "free", label: "act.theaters", shown: owns("theaters"), fields: [f("to", "step.to")], why: () => "why.used" },
  { id: "absolute-power", types: ["absolute-power"], group: "free", label: "act.absolute-power", shown: owns("absolute-power"), fields: [PAY], why: () => "why.used" },
  { id: "forced-labor", types: ["forced-labor"], group: "free", label: "act.forced-labor", shown: owns("forced-labor"), why: () => "why.used" },
  { id: "great-library", types: ["great-library"], group: "free", label: "act.great-library", shown: (env) => ownsWonder(env.view, env.seat, "great-library"), fields: [f("advance", "step.advance")], why: () => "why.used" },
  { id: "great-statue", types: ["great-statue"], group: "free", label: "act.great-statue", shown: (env) => ownsWonder(env.view, env.seat, "great-statue"), fields: [f("card", "step.card")], why: () => "why.used" },
  // inside a Move action
  { id: "move-group", types: ["move-group"], group: "moving", label: "act.move-group", core: true, custom: "move", why: moveWhy },
  { id: "move-done", types: ["move-done"], group: "moving", label: "act.move-done", core: true, why: () => "why.noMove" },
  { id: "end-turn", types: ["end-turn"], group: "end", label: "act.end-turn", core: true, why: () => "why.stillActions" },
];

/** The turn entry making moves of `type`, if any. */
export function specFor(type: string): MoveSpec | undefined {
  return TURN_SPECS.find((s) => s.types.includes(type));
}

// ---- decision prompts --------------------------------------------------------------------------------

type Matcher = (move: Move, value: string | number) => boolean;

const field = (key: string, map?: (v: string | number) => unknown): Matcher => (m, v) => JSON.stringify(m[key] ?? null) === JSON.stringify(map ? map(v) : v);

/** How an option value of a "choose" prompt for `moveType` picks legal moves. */
export const OPTION_MATCH: Record<string, Matcher> = {
  "combat-steel-weapons": field("use", (v) => v === "use"),
  "combat-siegecraft": (m, v) => m.blockDie === (v === "die" || v === "both") && m.blockHit === (v === "hit" || v === "both"),
  "combat-tactics": field("card", (v) => (v === "none" ? null : v)),
  "combat-siege-food": field("pay", (v) => v === "pay"),
  "combat-tactical-retreat": field("hex"),
  "combat-arena": field("token", (v) => (v === "none" ? null : v)),
  "combat-retreat": field("retreat", (v) => v === "retreat"),
  "influence-boost": (m, v) => (v === "pay" ? m.payment !== null : m.payment === null),
  "answer-trade": field("accept", (v) => v === "accept"),
  "free-education": field("accept", (v) => v === "yes"),
  "explore-orientation": field("flipped", (v) => v === 1 || v === "1" || v === true as unknown),
  "complete-objective": (m, v) => `${m.card}/${m.objective}` === v,
  "free-advance": field("advance"),
  "raze-city": field("hex"),
  "choose-first-player": field("seat"),
  "change-government": field("government"),
  "place-free-unit": field("hex"),
  "place-settler": field("hex"),
  "lighthouse-ship": field("hex"),
  "mausoleum-draw": field("from"),
  "trade-routes-income": field("gold"),
  "card-choice": field("value"),
  "event-choice": field("value"),
  "takeover-unit": field("unit"),
};

/** Any top-level field equal to the option value (for move types without an entry above). */
export function genericMatch(m: Move, v: string | number): boolean {
  return Object.entries(m).some(([k, x]) => k !== "type" && x === v);
}

export function optionMoves(moveType: string, legal: readonly Move[], value: string | number): Move[] {
  const match = OPTION_MATCH[moveType] ?? genericMatch;
  return legal.filter((m) => m.type === moveType && match(m, value));
}

/** The "choose nothing" move of an optional prompt: every field null or false. */
export function skipMove(moveType: string, legal: readonly Move[]): Move | undefined {
  return legal.find((m) => m.type === moveType && Object.entries(m).every(([k, v]) => k === "type" || v === null || v === false));
}

/** Multi-choice prompts: the move built from the chosen option values. */
export const MULTI_BUILD: Record<string, (values: (string | number)[]) => Move> = {
  "combat-casualties": (values) => ({ type: "combat-casualties", units: values.map(Number) }),
};
