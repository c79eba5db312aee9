/**
 * Deck-building numbers stated by the rulebooks, for the engine's setup and for the tests that check the card
 * data against them.
 */
import type { Age, Copies, PlayerCount } from "./types.ts";

/** Age A events seeded into the first current events deck: players + 2 (base §2 step 3). */
export const AGE_A_EVENTS_USED = (players: PlayerCount): number => players + 2;

/** Card-row spaces discarded at the start of each turn (base §4); the row always has 13 spaces. */
export const CARD_ROW_SPACES = 13;
export const CARD_ROW_SWEEP: Copies = { 2: 3, 3: 2, 4: 1 };

/** Base civil deck sizes per age and player count (base §1, §26, §28.2 [C2]). */
export const BASE_CIVIL_DECK: { readonly [A in Age]: Copies } = {
  A: { 2: 20, 3: 20, 4: 20 }, I: { 2: 44, 3: 50, 4: 53 }, II: { 2: 44, 3: 50, 4: 53 }, III: { 2: 44, 3: 50, 4: 53 },
};

/** Base military deck sizes (base §1, §28.2 [C2]): pacts are removed at 2 players. */
export const BASE_MILITARY_DECK: { readonly [A in Age]: Copies } = {
  A: { 2: 10, 3: 10, 4: 10 }, I: { 2: 43, 3: 45, 4: 45 }, II: { 2: 46, 3: 50, 4: 50 }, III: { 2: 41, 3: 45, 4: 45 },
};

/**
 * Civil cards added over a 2-player deck, by mark, per age (seed table L150-156): base Ages I–III 6 "3+" and
 * 3 "4"; balanced Age I 6 techs + 1 action "3+" and 3 "4", Age II 7 + 2 and 2, Age III 8 + 3 and 1.
 */
export const NLW_MARKS: { readonly [A in Exclude<Age, "A">]: { readonly plus3Techs: number; readonly plus3Actions: number; readonly only4Techs: number } } = {
  I: { plus3Techs: 6, plus3Actions: 1, only4Techs: 3 },
  II: { plus3Techs: 7, plus3Actions: 2, only4Techs: 2 },
  III: { plus3Techs: 8, plus3Actions: 3, only4Techs: 1 },
};
export const BASE_MARKS = { plus3Techs: 6, plus3Actions: 0, only4Techs: 3 } as const;

/** Leaders and wonders in each civil deck, base game (base §28.2) and NLW "Only expansion" mode (seed L178-180). */
export const LEADERS_PER_AGE = 6;
export const WONDERS_PER_AGE = 4;

/** Secret and Open mix draw this many of each age's pooled leaders and wonders (seed L186-195, L224; "2 and 4" read "3 and 4", nlw §7.7). */
export const MIX_SELECTION: { readonly [P in PlayerCount]: { readonly leaders: number; readonly wonders: number } } = {
  2: { leaders: 6, wonders: 4 }, 3: { leaders: 7, wonders: 5 }, 4: { leaders: 7, wonders: 5 },
};

/** New cards of the NLW box by kind (seed L29-56): 24 leaders, 16 wonders, 19 military cards (1 for Age A, 6 for each other age), 6 "3+" action cards. */
export const NLW_NEW_CARDS = { leaders: 24, wonders: 16, military: 19, militaryByAge: { A: 1, I: 6, II: 6, III: 6 }, plus3Actions: 6 } as const;
/** Balanced reprints (seed L58-62): 7 leaders, 5 wonders, 7 technology cards. */
export const NLW_BALANCED = { leaders: 7, wonders: 5, technologyCards: 7 } as const;
