/**
 * The game's catalog in every language, as the renderer registers it: the texts of its engine (the English the
 * engine renders from, engine/games/clash-of-cultures/text/en.ts, and their translations, ru.ts) and the
 * renderer's own strings (the log's, the board's and the panels', and the lobby's words for its options).
 */
import type { Catalog } from "../../../../../engine/core/text.ts";
import { COC_EN } from "../../../../../engine/games/clash-of-cultures/text/en.ts";
import type { Lang } from "../../../i18n/index.ts";
import { BOARD_TEXT } from "../board/strings.ts";
import { LOG_TEXT } from "../eventLog.ts";
import { PANEL_TEXT } from "../panels/strings.ts";
import { OPTIONS_TEXT } from "./options.ts";
import { COC_RU } from "./ru.ts";

export const CLASH_CATALOG: Readonly<Record<Lang, Catalog>> = {
  en: { ...COC_EN, ...LOG_TEXT.en, ...BOARD_TEXT.en, ...PANEL_TEXT.en, ...OPTIONS_TEXT.en },
  ru: { ...COC_RU, ...LOG_TEXT.ru, ...BOARD_TEXT.ru, ...PANEL_TEXT.ru, ...OPTIONS_TEXT.ru },
};
