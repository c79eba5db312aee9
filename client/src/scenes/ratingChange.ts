/** A finished game's rating change as My games shows it. */
import type { Translator } from "../i18n/index.ts";

/** "+12", "−8" or "±0" for a rated game, "" for an unrated one (null). */
export function ratingChange(i18n: Translator, change: number | null): string {
  if (change === null) return "";
  return i18n.t("myGames.rating", { direction: change > 0 ? "up" : change < 0 ? "down" : "none", change: Math.abs(change) });
}
