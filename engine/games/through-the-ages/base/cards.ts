/** Card definitions by id, typed by kind, and the facts the rules read off them. */
import {
  AGE_LEVEL, CARD_BY_ID, GOVERNMENTS, STARTING_TECHNOLOGIES,
  type ActionCardDef, type Age, type AggressionDef, type CivilCardDef, type EventDef, type GovernmentDef, type LeaderDef,
  type MilitaryBonusDef, type MilitaryCardDef, type PactDef, type TacticDef, type TechnologyDef, type TerritoryDef, type WarDef, type WonderDef,
} from "../data/index.ts";

/** Every card by id: the decks' first, then the governments and technologies a civilization starts with. */
const ALL = new Map<string, CivilCardDef | MilitaryCardDef>(CARD_BY_ID);
for (const c of [...GOVERNMENTS, ...STARTING_TECHNOLOGIES]) if (!ALL.has(c.id)) ALL.set(c.id, c as CivilCardDef);

export function card(id: string): CivilCardDef | MilitaryCardDef {
  const c = ALL.get(id);
  if (!c) throw new Error(`unknown card ${id}`);
  return c;
}

type ByKind = {
  technology: TechnologyDef; government: GovernmentDef; leader: LeaderDef; wonder: WonderDef; action: ActionCardDef;
  event: EventDef; territory: TerritoryDef; tactic: TacticDef; aggression: AggressionDef; war: WarDef; pact: PactDef; "military-bonus": MilitaryBonusDef;
};

export function cardOf<K extends keyof ByKind>(id: string, kind: K): ByKind[K] {
  const c = card(id);
  if (c.kind !== kind) throw new Error(`${id} is a ${c.kind}, not a ${kind}`);
  return c as ByKind[K];
}

export function isKind<K extends keyof ByKind>(id: string, kind: K): boolean {
  return card(id).kind === kind;
}

export const level = (id: string): number => AGE_LEVEL[card(id).age];
export const ageOf = (id: string): Age => card(id).age;

const TECHS = new Map<string, TechnologyDef>();
for (const [id, c] of ALL) if (c.kind === "technology") TECHS.set(id, c);

/** The technology `id` (looked up most often of all: by its own map). */
export const tech = (id: string): TechnologyDef => TECHS.get(id) ?? cardOf(id, "technology");

export type WorkerKind = "farm" | "mine" | "urban" | "unit";

/** What kind of worker slot a technology is. */
export function workerKind(t: TechnologyDef): WorkerKind | null {
  switch (t.type) {
    case "farm": return "farm";
    case "mine": return "mine";
    case "lab": case "temple": case "library": case "theater": case "arena": return "urban";
    case "infantry": case "cavalry": case "artillery": case "air-force": return "unit";
    default: return null;
  }
}
