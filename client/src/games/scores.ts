/**
 * The names of each game's score categories (the keys of the outcome's per-seat breakdown), for the end
 * screen. Kept apart from the renderers (no Phaser) so the end screen can name them without a board.
 */
import type { Lang } from "../i18n/index.ts";
import { VP_LABELS } from "./clash-of-cultures/panels/strings.ts";
import { ND_SCORE_LABELS } from "./new-dawn/text/ui.ts";
import { TTA_SCORE_LABELS } from "./through-the-ages/text/ui.ts";

const LABELS: Readonly<Record<string, Partial<Record<Lang, Readonly<Record<string, string>>>>>> = {
  "clash-of-cultures": VP_LABELS,
  "new-dawn": ND_SCORE_LABELS,
  "through-the-ages": TTA_SCORE_LABELS,
};

/** The name of score category `category` of game `gameId` in `lang` (else in English), or null when the game names none. */
export function scoreLabel(gameId: string, category: string, lang: Lang): string | null {
  const labels = LABELS[gameId];
  return labels?.[lang]?.[category] ?? labels?.en?.[category] ?? null;
}
