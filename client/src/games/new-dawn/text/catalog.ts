/**
 * The game's catalog in every language, as the renderer registers it: the engine's texts (prompts, options,
 * refusals: engine/games/new-dawn/text/en.ts, and ./ru.ts), the renderer's own strings (ui-en.ts, ui-ru.ts) and
 * the lobby's words for its options (options.ts).
 */
import type { Catalog } from "../../../../../engine/core/text.ts";
import { ND_EN } from "../../../../../engine/games/new-dawn/text/en.ts";
import type { Lang } from "../../../i18n/index.ts";
import { ND_OPTIONS_TEXT } from "./options.ts";
import { ND_RU } from "./ru.ts";
import { ND_UI_EN } from "./ui-en.ts";
import { ND_UI_RU } from "./ui-ru.ts";

export const ND_CATALOG: Readonly<Record<Lang, Catalog>> = {
  en: { ...ND_EN, ...ND_UI_EN, ...ND_OPTIONS_TEXT.en },
  ru: { ...ND_RU, ...ND_UI_RU, ...ND_OPTIONS_TEXT.ru },
};
