/**
 * The game's catalog in every language, as the renderer registers it: the renderer's own strings (ui-en.ts,
 * ui-ru.ts). The engine's texts carry their English (`Text.en`), shown until the engine's catalog and its Russian
 * are added here beside these (engine/games/new-dawn/text/en.ts and ./ru.ts).
 */
import type { Catalog } from "../../../../../engine/core/text.ts";
import type { Lang } from "../../../i18n/index.ts";
import { ND_UI_EN } from "./ui-en.ts";
import { ND_UI_RU } from "./ui-ru.ts";

export const ND_CATALOG: Readonly<Record<Lang, Catalog>> = {
  en: { ...ND_UI_EN },
  ru: { ...ND_UI_RU },
};
