/**
 * City mood (L984-992): Angry < Neutral < Happy. Helpers every rule uses to change a city's mood, and the
 * mood-modified size used by Collect and Recruit (Happy: size + 1, Angry: 1, L988-992).
 */
import { ANGRY_EFFECTIVE_SIZE, HAPPY_SIZE_BONUS } from "../data/index.ts";
import { emitFresh, type Ctx } from "./flow.ts";
import { citySize } from "./queries.ts";
import type { City, CocState, Mood } from "./state.ts";
import { assignFresh, peek } from "../../../kit/peek.ts";

export const MOODS: readonly Mood[] = ["angry", "neutral", "happy"];

export function moodLevel(m: Mood): number {
  return MOODS.indexOf(m);
}

/** Sets a city's mood and tells everyone; returns true when it changed. */
export function setMood(ctx: Ctx, city: City, mood: Mood, reason: string): boolean {
  // Read on plain data and written without the proxy's trap (engine/kit/peek.ts).
  const r = peek(city);
  const from = r.mood;
  if (from === mood) return false;
  assignFresh(city, "mood", mood);
  emitFresh(ctx, { type: "CityMoodChanged", hex: r.hex, owner: r.owner, from, to: mood, reason });
  return true;
}

/** Lowers a city's mood by `steps` levels (never below Angry); returns true when it changed. */
export function lowerMood(ctx: Ctx, city: City, reason: string, steps = 1): boolean {
  return setMood(ctx, city, MOODS[Math.max(0, moodLevel(peek(city).mood) - steps)], reason);
}

/** Raises a city's mood by `steps` levels (never above Happy); returns true when it changed. */
export function raiseMood(ctx: Ctx, city: City, reason: string, steps = 1): boolean {
  return setMood(ctx, city, MOODS[Math.min(MOODS.length - 1, moodLevel(peek(city).mood) + steps)], reason);
}

/** Makes a city Angry at once (capture, some events). */
export function makeAngry(ctx: Ctx, city: City, reason: string): boolean {
  return setMood(ctx, city, "angry", reason);
}

/**
 * The mood a city counts as for collecting, recruiting and constructing: an Angry city counts as Happy on
 * its owner's turn after they paid for Forced Labor (L1785: "все ваши 😞 города считались 😊").
 * Activation limits still use the real mood (each Angry city is still activated only once).
 */
export function workingMood(s: CocState, city: City): Mood {
  if (city.mood === "angry" && s.turn && s.turn.seat === city.owner && s.turn.used.includes("forced-labor")) return "happy";
  return city.mood;
}

/** How many resources the city collects / units it recruits: size, +1 if Happy, only 1 if Angry (L696, L817). */
export function moodSize(s: CocState, city: City): number {
  const mood = workingMood(s, city);
  if (mood === "angry") return ANGRY_EFFECTIVE_SIZE;
  return citySize(city) + (mood === "happy" ? HAPPY_SIZE_BONUS : 0);
}
