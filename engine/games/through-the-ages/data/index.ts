/**
 * Through the Ages (2015) and New Leaders & Wonders — data entry point. Re-exports every data module and offers
 * `catalog(options)`: the physical cards of the chosen set as ids, one per card (copies count, `<card>#<n>`).
 *
 * With `expansion: true` the set is the NLW box: balanced reprints instead of the cards they replace, the six
 * "3+" action cards, the NLW military decks, and the pool of leaders and wonders (base + balanced + new) from
 * which a mixing mode (Only expansion, Secret mix, Open mix; seed L170-253) builds each age's deck.
 */
import { ACTION_CARDS, type ActionCardDef } from "./action-cards.ts";
import { AGGRESSIONS, type AggressionDef } from "./aggressions.ts";
import { EVENTS, type EventDef } from "./events.ts";
import { GOVERNMENTS, type GovernmentDef } from "./governments.ts";
import { LEADERS, type LeaderDef } from "./leaders.ts";
import { MILITARY_BONUS_CARDS, type MilitaryBonusDef } from "./military-bonus.ts";
import { PACTS, type PactDef } from "./pacts.ts";
import { TACTICS, type TacticDef } from "./tactics.ts";
import { STARTING_TECHNOLOGIES, TECHNOLOGIES, type TechnologyDef } from "./technologies.ts";
import { TERRITORIES, type TerritoryDef } from "./territories.ts";
import type { CardCommon, PlayerCount } from "./types.ts";
import { WARS, type WarDef } from "./wars.ts";
import { WONDERS, type WonderDef } from "./wonders.ts";

export * from "./types.ts";
export * from "./texts.ts";
export * from "./decks.ts";
export * from "./technologies.ts";
export * from "./governments.ts";
export * from "./leaders.ts";
export * from "./wonders.ts";
export * from "./action-cards.ts";
export * from "./tactics.ts";
export * from "./events.ts";
export * from "./territories.ts";
export * from "./aggressions.ts";
export * from "./wars.ts";
export * from "./pacts.ts";
export * from "./military-bonus.ts";

export type CivilCardDef = TechnologyDef | GovernmentDef | LeaderDef | WonderDef | ActionCardDef;
export type MilitaryCardDef = EventDef | TerritoryDef | TacticDef | AggressionDef | WarDef | PactDef | MilitaryBonusDef;

/** Every card that can be in a civil deck (the starting technologies and Despotism are on the player boards). */
export const CIVIL_CARDS: readonly CivilCardDef[] = [
  ...TECHNOLOGIES, ...GOVERNMENTS.filter((g) => !g.starting), ...LEADERS, ...WONDERS, ...ACTION_CARDS,
];
export const MILITARY_CARDS: readonly MilitaryCardDef[] = [
  ...EVENTS, ...TERRITORIES, ...TACTICS, ...AGGRESSIONS, ...WARS, ...PACTS, ...MILITARY_BONUS_CARDS,
];
/** Every card definition by id, including the starting technologies. */
export const CARD_BY_ID: ReadonlyMap<string, CivilCardDef | MilitaryCardDef> = new Map(
  [...STARTING_TECHNOLOGIES, ...GOVERNMENTS, ...CIVIL_CARDS, ...MILITARY_CARDS].map((c) => [c.id, c]),
);

export interface CatalogOptions {
  /** false: the base game; true: the NLW set. */
  readonly expansion: boolean;
  /** Copies used at this player count; 4 unless given. */
  readonly players?: PlayerCount;
}

export interface TtaCatalog {
  readonly civilCards: string[];
  readonly militaryCards: string[];
  readonly leaders: string[];
  readonly wonders: string[];
  readonly governments: string[];
  readonly events: string[];
  readonly territories: string[];
  readonly tactics: string[];
  [kind: string]: string[];
}

/** Copies of a card in the chosen set at the chosen player count (0 = not in it). */
export function copiesOf(card: CardCommon, options: CatalogOptions): number {
  const copies = options.expansion ? card.copies.nlw : card.copies.base;
  return copies === null ? 0 : copies[options.players ?? 4];
}

/** One id per physical card: `<card>#1`, `<card>#2`, … */
export function physicalIds(cards: readonly CardCommon[], options: CatalogOptions): string[] {
  return cards.flatMap((c) => Array.from({ length: copiesOf(c, options) }, (_, i) => `${c.id}#${i + 1}`));
}

export function catalog(options: CatalogOptions): TtaCatalog {
  const ids = (cards: readonly CardCommon[]): string[] => physicalIds(cards, options);
  return {
    civilCards: ids(CIVIL_CARDS),
    militaryCards: ids(MILITARY_CARDS),
    leaders: ids(LEADERS),
    wonders: ids(WONDERS),
    governments: ids(GOVERNMENTS.filter((g) => !g.starting)),
    events: ids(EVENTS),
    territories: ids(TERRITORIES),
    tactics: ids(TACTICS),
  };
}
