/**
 * UI strings of the board (engine-text entries registered through the renderer's `engineText` and
 * rendered with `Translator.text`, see model.ts `tr`). English is also the fallback in code.
 */
const BOARD: Record<string, readonly [string, string]> = {
  "coc.owner.barbarian": ["Barbarians", "Варвары"],
  "coc.owner.pirate": ["Pirates", "Пираты"],
  "coc.mood.happy": ["happy", "счастлив"],
  "coc.mood.neutral": ["neutral", "нейтрален"],
  "coc.mood.angry": ["angry", "несчастен"],
  "coc.board.unexplored": ["Unexplored region", "Неисследованный регион"],
  "coc.board.exhausted": ["exhausted land", "истощённая земля"],
  "coc.board.city": ["City of {owner}: size {size}, {mood}", "Город ({owner}): размер {size}, {mood}"],
  "coc.board.fit": ["Fit", "Весь"],
  "coc.board.zoomIn": ["+", "+"],
  "coc.board.zoomOut": ["−", "−"],
  "coc.board.cancel": ["Cancel", "Отмена"],
  "coc.board.ok": ["OK", "ОК"],
  "coc.board.all": ["All", "Все"],
  "coc.board.none": ["None", "Никого"],
  "coc.board.pickHint": ["{hint} (Esc / right click: cancel)", "{hint} (Esc / правый клик: отмена)"],
  "coc.board.attacker": ["Attacker", "Нападающий"],
  "coc.board.defender": ["Defender", "Защитник"],
  "coc.board.value": ["value {value}", "сила {value}"],
  "coc.board.hits": ["{n} hit(s)", "попаданий: {n}"],
  "coc.board.cancelled": ["{n} cancelled", "отменено: {n}"],
  "coc.board.round": ["Round {round}", "Раунд {round}"],
  "coc.board.wins": ["{owner} wins", "Победа: {owner}"],
  "coc.board.draw": ["No winner", "Без победителя"],
  "coc.board.captured": ["Captured!", "Захвачен!"],
  "coc.board.takenOver": ["Joins by culture", "Присоединён культурой"],
  "coc.board.founded": ["New city", "Новый город"],
  "coc.board.barbarians": ["Barbarians!", "Варвары!"],
  "coc.board.pirates": ["Pirates!", "Пираты!"],
  "coc.board.turn": ["{seat}", "{seat}"],
  "coc.board.ageRound": ["Age {age} · round {round}", "Эпоха {age} · раунд {round}"],
  "coc.board.event": ["Event", "Событие"],
  "coc.board.fortress": ["fortress", "крепость"],
  "coc.board.reroll": ["reroll", "переброс"],
  "coc.board.cancelsHit": ["cancels a hit", "отменяет попадание"],
  "coc.board.influenced": ["influenced", "влияние"],
  "coc.board.failed": ["failed", "неудача"],
};

export const BOARD_TEXT = {
  en: Object.fromEntries(Object.entries(BOARD).map(([k, v]) => [k, v[0]])),
  ru: Object.fromEntries(Object.entries(BOARD).map(([k, v]) => [k, v[1]])),
};
