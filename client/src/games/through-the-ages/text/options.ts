/**
 * The lobby's words for Through the Ages' host options (engine/games/through-the-ages/base/options.ts), keyed
 * `option.<game>.<option>` (ui/OptionsForm.ts reads them).
 */
import type { Catalog } from "../../../../../engine/core/text.ts";
import type { Lang } from "../../../i18n/index.ts";

const P = "option.through-the-ages";

export const TTA_OPTIONS_TEXT: Readonly<Record<Lang, Catalog>> = {
  en: { [`${P}.expansion`]: "New Leaders & Wonders (balanced cards, new leaders and wonders)" },
  ru: { [`${P}.expansion`]: "Новые лидеры и чудеса (сбалансированные карты, новые лидеры и чудеса)" },
};
