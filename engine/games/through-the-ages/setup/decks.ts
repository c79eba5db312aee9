/**
 * The decks of one game: each age's civil and military deck at the player count, in the chosen set (base §2,
 * §28; seed L128-158). With the expansion each age's leaders and wonders are a secret mix of its pool (E1).
 */
import type { Rng } from "../../../core/rng.ts";
import {
  AGES, CIVIL_CARDS, LEADERS, MILITARY_CARDS, MIX_SELECTION, WONDERS, copiesOf,
  type Age, type CardCommon, type PlayerCount,
} from "../data/index.ts";

function copies(cards: readonly CardCommon[], expansion: boolean, players: PlayerCount): string[] {
  return cards.flatMap((c) => Array(copiesOf(c, { expansion, players })).fill(c.id) as string[]);
}

export function civilDeck(rng: Rng, age: Age, expansion: boolean, players: PlayerCount): string[] {
  const ofAge = CIVIL_CARDS.filter((c) => c.age === age);
  let cards = copies(ofAge.filter((c) => c.kind !== "leader" && c.kind !== "wonder"), expansion, players);
  const leaders = copies(LEADERS.filter((c) => c.age === age), expansion, players);
  const wonders = copies(WONDERS.filter((c) => c.age === age), expansion, players);
  if (expansion) {
    const mix = MIX_SELECTION[players];
    cards = [...cards, ...rng.shuffle(leaders).slice(0, mix.leaders), ...rng.shuffle(wonders).slice(0, mix.wonders)];
  } else cards = [...cards, ...leaders, ...wonders];
  return rng.shuffle(cards);
}

export function militaryDeck(rng: Rng, age: Age, expansion: boolean, players: PlayerCount): string[] {
  return rng.shuffle(copies(MILITARY_CARDS.filter((c) => c.age === age), expansion, players));
}

export function allDecks(rng: Rng, expansion: boolean, players: PlayerCount) {
  const civil = {} as Record<Age, string[]>;
  const military = {} as Record<Age, string[]>;
  for (const age of AGES) {
    civil[age] = civilDeck(rng, age, expansion, players);
    military[age] = militaryDeck(rng, age, expansion, players);
  }
  return { civil, military };
}
