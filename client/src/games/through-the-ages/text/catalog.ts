/**
 * The game's catalog in every language, as the renderer registers it: the engine's texts (prompts, options,
 * refusals: engine/games/through-the-ages/text/en.ts, and ./ru.ts), the renderer's own strings (ui-en.ts, ui-ru.ts)
 * and the lobby's words for its options (options.ts).
 */
import type { Catalog } from "../../../../../engine/core/text.ts";
import { TTA_EN } from "../../../../../engine/games/through-the-ages/text/en.ts";
import type { Lang } from "../../../i18n/index.ts";
import { TTA_OPTIONS_TEXT } from "./options.ts";
import { TTA_RU } from "./ru.ts";
import { TTA_UI_EN } from "./ui-en.ts";
import { TTA_UI_RU } from "./ui-ru.ts";

export const TTA_CATALOG: Readonly<Record<Lang, Catalog>> = {
  en: { ...TTA_EN, ...TTA_UI_EN, ...TTA_OPTIONS_TEXT.en },
  ru: { ...TTA_RU, ...TTA_UI_RU, ...TTA_OPTIONS_TEXT.ru },
};
