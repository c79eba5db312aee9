/**
 * The lobby's words for Clash of Cultures' host options (base/options.ts): a label per option and one per value of
 * a choice, keyed `option.<game>.<option>` and `option.<game>.<option>.<value>` (ui/OptionsForm.ts reads them).
 */
import type { Catalog } from "../../../../../engine/core/text.ts";
import type { Lang } from "../../../i18n/index.ts";

const P = "option.clash-of-cultures";

export const OPTIONS_TEXT: Readonly<Record<Lang, Catalog>> = {
  en: {
    [`${P}.events`]: "Event cards",
    [`${P}.events.all`]: "All (as printed)",
    [`${P}.events.symbols-only`]: "Symbols only (variant)",
    [`${P}.events.optional`]: "Optional (variant)",
    [`${P}.events.none`]: "None (house rule)",
    [`${P}.shortGame`]: "Short game (4 ages)",
    [`${P}.gameEnd`]: "Game end",
    [`${P}.gameEnd.standard`]: "Standard (6 ages)",
    [`${P}.gameEnd.random`]: "Random (7 ages, a die may end it)",
    [`${P}.gameEnd.wonder`]: "Wonder (7 ages, a late wonder ends it)",
    [`${P}.openWonders`]: "Open wonders",
    [`${P}.expansion`]: "Civilizations expansion",
    [`${P}.civilizations`]: "Civilizations (expansion)",
    [`${P}.civilizations.random`]: "Dealt at random",
    [`${P}.civilizations.choose`]: "Chosen in turn order",
    [`${P}.randomLeaders`]: "Random leaders (expansion)",
    [`${P}.alternativeHistory`]: "Alternative history (expansion)",
  },
  ru: {
    [`${P}.events`]: "Карты событий",
    [`${P}.events.all`]: "Все (как напечатано)",
    [`${P}.events.symbols-only`]: "Только символы (вариант)",
    [`${P}.events.optional`]: "По выбору (вариант)",
    [`${P}.events.none`]: "Без событий (домашнее правило)",
    [`${P}.shortGame`]: "Короткая игра (4 эпохи)",
    [`${P}.gameEnd`]: "Конец игры",
    [`${P}.gameEnd.standard`]: "Обычный (6 эпох)",
    [`${P}.gameEnd.random`]: "Случайный (7 эпох, игру может закончить кубик)",
    [`${P}.gameEnd.wonder`]: "Чудо (7 эпох, позднее чудо заканчивает игру)",
    [`${P}.openWonders`]: "Открытые чудеса",
    [`${P}.expansion`]: "Дополнение «Цивилизации»",
    [`${P}.civilizations`]: "Цивилизации (дополнение)",
    [`${P}.civilizations.random`]: "Случайно",
    [`${P}.civilizations.choose`]: "Выбор по очереди хода",
    [`${P}.randomLeaders`]: "Случайные лидеры (дополнение)",
    [`${P}.alternativeHistory`]: "Альтернативная история (дополнение)",
  },
};
