/**
 * The yellow bank (population) and the blue bank (food and resources as tokens on farm and mine cards), base §9.
 * A blue token on a farm or mine card is worth that card's food or resources; paying makes change by putting the
 * rest back on the cards anew (E2).
 */
import type { Player } from "./state.ts";
import { tech } from "./cards.ts";
import { assignFresh, peek } from "../../../kit/peek.ts";

/** By tokens left in the yellow bank (index 0…18): food to increase population, consumption, happy faces required (base §9.1). */
const POP_COST = [Infinity, 7, 7, 7, 7, 5, 5, 5, 5, 4, 4, 4, 4, 3, 3, 3, 3, 2, 2];
const CONSUMPTION = [6, 4, 4, 4, 4, 3, 3, 3, 3, 2, 2, 2, 2, 1, 1, 1, 1, 0, 0];
const HAPPY_NEEDED = [8, 7, 7, 6, 6, 5, 5, 4, 4, 3, 3, 2, 2, 1, 1, 1, 1, 0, 0];
/** By blue tokens left in the blue bank (base §9.2). */
const corruptionOf = (blue: number): number => (blue === 0 ? 6 : blue <= 5 ? 4 : blue <= 10 ? 2 : 0);

const clampBank = (n: number) => Math.max(0, Math.min(18, n));
export const populationCost = (p: Player): number => POP_COST[clampBank(p.yellowBank)];
/** Extra yellow tokens beyond 18 (Vast Territory and the like) read as the first section. */
export const consumption = (p: Player): number => CONSUMPTION[clampBank(p.yellowBank)];
export const happyNeeded = (p: Player): number => HAPPY_NEEDED[clampBank(p.yellowBank)];
export const corruption = (p: Player): number => corruptionOf(p.blueBank);

export type Good = "food" | "resources";

const valueOn = (card: string, good: Good): number => (good === "food" ? tech(card).perWorker.food ?? 0 : tech(card).perWorker.resources ?? 0);

/**
 * Where the player's farm (food) or mine (resources) cards are among their techs, best first. Chosen on the plain
 * data, and the callers write each card that changes once: a move's drafts are slow to read.
 */
function stores(p: Player, good: Good): number[] {
  const type = good === "food" ? "farm" : "mine";
  const techs = peek(p).techs;
  const found: number[] = [];
  for (let i = 0; i < techs.length; i++) if (tech(techs[i].card).type === type) found.push(i);
  found.sort((a, b) => valueOn(techs[b].card, good) - valueOn(techs[a].card, good));
  return found;
}

export function amountOf(p: Player, good: Good): number {
  let n = 0;
  for (const t of peek(p).techs) if (t.blue) n += t.blue * valueOn(t.card, good);
  return n;
}

/**
 * Gains up to `amount` of `good`: tokens from the bank onto the cards, the most valuable first; when the bank runs
 * short the nearest lower amount (base §9.3). Returns what was gained.
 */
export function gain(p: Player, good: Good, amount: number): number {
  const was = peek(p);
  const blue = was.techs.map((t) => t.blue);
  const placed = place(p, good, amount, blue, was.blueBank);
  putBlue(p, blue, placed.bank);
  return placed.amount;
}

/** Pays `amount` of `good`, which the player must have; the rest is put back on the cards anew. */
export function pay(p: Player, good: Good, amount: number) {
  const have = amountOf(p, good);
  if (amount > have) throw new Error(`paying ${amount} ${good} with ${have}`);
  const was = peek(p);
  const blue = was.techs.map((t) => t.blue);
  let bank = was.blueBank;
  for (const i of stores(p, good)) {
    bank += blue[i];
    blue[i] = 0;
  }
  putBlue(p, blue, place(p, good, have - amount, blue, bank).bank);
}

/**
 * Puts up to `amount` of `good` from a bank of `bank` tokens onto the cards, the most valuable first (`blue`: each
 * card's tokens, changed here); returns what was put and the bank left. Worked out on plain data: the caller writes
 * the cards that changed once (`putBlue`).
 */
function place(p: Player, good: Good, amount: number, blue: number[], bank: number): { amount: number; bank: number } {
  const techs = peek(p).techs;
  let left = amount;
  for (const i of stores(p, good)) {
    const v = valueOn(techs[i].card, good);
    while (left >= v && bank > 0) {
      blue[i]++;
      bank--;
      left -= v;
    }
  }
  return { amount: amount - left, bank };
}

/**
 * Writes each of the player's cards whose tokens changed once, as a fresh copy (a card written through the draft is
 * drafted, a trap per read and write), and the bank.
 */
export function putBlue(p: Player, blue: readonly number[], bank: number) {
  const was = peek(p);
  for (let i = 0; i < blue.length; i++) if (blue[i] !== was.techs[i].blue) assignFresh(p.techs, i, { ...was.techs[i], blue: blue[i] });
  if (bank !== was.blueBank) p.blueBank = bank;
}

/** Loses up to `amount` (what is there); returns the shortfall. */
export function lose(p: Player, good: Good, amount: number): number {
  const have = amountOf(p, good);
  pay(p, good, Math.min(have, amount));
  return Math.max(0, amount - have);
}

/** Returns `n` blue tokens to the box: from the bank, then from the cards (base §9.3). */
export function removeBlue(p: Player, n: number) {
  const fromBank = Math.min(n, p.blueBank);
  p.blueBank -= fromBank;
  let left = n - fromBank;
  for (const good of ["resources", "food"] as const) {
    for (const i of stores(p, good).reverse()) {
      const t = p.techs[i];
      while (left > 0 && t.blue > 0) {
        t.blue--;
        left--;
      }
    }
  }
}

/** "Lose N population": unused workers back to the yellow bank, then workers taken off cards (base §9.3). */
export function losePopulation(p: Player, n: number) {
  for (let i = 0; i < n; i++) {
    if (p.workers > 0) p.workers--;
    else {
      const t = [...p.techs].reverse().find((x) => x.workers > 0);
      if (!t) return;
      t.workers--;
    }
    p.yellowBank++;
  }
}

/** "Gain N population": free tokens from the yellow bank to the worker pool; returns how many moved. */
export function gainPopulation(p: Player, n: number): number {
  const k = Math.min(n, p.yellowBank);
  p.yellowBank -= k;
  p.workers += k;
  return k;
}

/** Tokens a card's symbols add to the banks from the box while it is in play (`sign` −1 when it leaves, base §9.3). */
export function cardTokens(p: Player, yields: { yellowTokens?: number; blueTokens?: number }, sign: 1 | -1) {
  const yellow = (yields.yellowTokens ?? 0) * sign;
  const blue = (yields.blueTokens ?? 0) * sign;
  if (yellow > 0) p.yellowBank += yellow;
  else if (yellow < 0) p.yellowBank = Math.max(0, p.yellowBank + yellow);
  if (blue > 0) p.blueBank += blue;
  else if (blue < 0) removeBlue(p, -blue);
}
