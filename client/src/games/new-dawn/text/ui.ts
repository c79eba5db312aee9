/**
 * The renderer's strings by their short key ("panel.row" → "nd.panel.row"), typed so a missing key does not
 * compile, and the end screen's score categories.
 */
import type { Lang, Translator } from "../../../i18n/index.ts";
import { ND_UI_EN, type NdUiKey } from "./ui-en.ts";
import { ND_UI_RU } from "./ui-ru.ts";

type Short<K> = K extends `nd.${infer R}` ? R : never;
export type UiKey = Short<NdUiKey>;

export function ui(i18n: Translator, key: UiKey, params?: Record<string, string | number>): string {
  return i18n.tryT(`nd.${key}`, params) ?? key;
}

const SCORES: Record<Lang, Record<string, string>> = { en: {}, ru: {} };
for (const [k, v] of Object.entries(ND_UI_EN)) if (k.startsWith("nd.score.")) SCORES.en[k.slice(9)] = v;
for (const [k, v] of Object.entries(ND_UI_RU)) if (k.startsWith("nd.score.")) SCORES.ru[k.slice(9)] = v;

/** The names of the outcome's breakdown categories (victoryCards, wonders, friendlySpaces) per language. */
export const ND_SCORE_LABELS: Readonly<Record<Lang, Readonly<Record<string, string>>>> = SCORES;
