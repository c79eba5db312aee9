/**
 * The lobby's words for A New Dawn's host options (engine/games/new-dawn/base/options.ts): a label per option and
 * one per value of a choice, keyed `option.<game>.<option>` and `option.<game>.<option>.<value>` (ui/OptionsForm.ts
 * reads them).
 */
import type { Catalog } from "../../../../../engine/core/text.ts";
import type { Lang } from "../../../i18n/index.ts";

const P = "option.new-dawn";

export const ND_OPTIONS_TEXT: Readonly<Record<Lang, Catalog>> = {
  en: {
    [`${P}.epic`]: "Epic game (4 victory cards instead of 3)",
    [`${P}.map`]: "Map",
    [`${P}.map.first-game`]: "The first game's map",
    [`${P}.map.custom`]: "Custom map (built tile by tile)",
  },
  ru: {
    [`${P}.epic`]: "Эпическая игра (4 карты победы вместо 3)",
    [`${P}.map`]: "Карта",
    [`${P}.map.first-game`]: "Карта первой партии",
    [`${P}.map.custom`]: "Своя карта (собирается по тайлу)",
  },
};
