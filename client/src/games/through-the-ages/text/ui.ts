/**
 * The renderer's strings by their short key ("ui.row" → "tta.ui.row"), typed so a missing key does not compile, and
 * the end screen's score categories.
 */
import type { Lang, Translator } from "../../../i18n/index.ts";
import { TTA_UI_EN, type TtaUiKey } from "./ui-en.ts";
import { TTA_UI_RU } from "./ui-ru.ts";

type Short<K> = K extends `tta.ui.${infer R}` ? R : never;
export type UiKey = Short<TtaUiKey>;

export function ui(i18n: Translator, key: UiKey, params?: Record<string, string | number>): string {
  return i18n.tryT(`tta.ui.${key}`, params) ?? key;
}

const SCORES: Record<Lang, Record<string, string>> = { en: {}, ru: {} };
for (const [k, v] of Object.entries(TTA_UI_EN)) if (k.startsWith("tta.score.")) SCORES.en[k.slice(10)] = v;
for (const [k, v] of Object.entries(TTA_UI_RU)) if (k.startsWith("tta.score.")) SCORES.ru[k.slice(10)] = v;

/** The names of the outcome's breakdown categories (culture, events) per language. */
export const TTA_SCORE_LABELS: Readonly<Record<Lang, Readonly<Record<string, string>>>> = SCORES;
