/** Russian UI strings: the type forces a translation for every English key. */
import { MessageCatalog } from "./catalog.ts";
import type { MessageKey } from "./en.ts";

export const ru: Record<MessageKey, string> = {
  "app.title": "Эпохи",
  "app.subtitle": "Настольные игры о цивилизациях — вместе и в реальном времени",
  "boot.loading": "Загрузка… {pct}%",
  "boot.done": "Готово",

  "menu.games": "Игра",
  "menu.players": "Игроков: {n}",
  "menu.name": "Ваше имя",
  "menu.quick": "Быстрая игра",
  "menu.private": "Закрытое лобби",
  "menu.public": "Открытое лобби",
  "menu.bots": "Игра с ботами",
  "menu.joinCode": "Код приглашения",
  "menu.join": "Войти",
  "menu.lobbies": "Открытые лобби",
  "menu.noLobbies": "Сейчас нет открытых лобби.",
  "menu.lobbyRow": "{game} · хозяин {host} · {taken}/{players}",
  "menu.loadingGames": "Загрузка списка игр…",
  "menu.gamesError": "Не удалось загрузить игры: {message}",
  "menu.noGames": "Сервер не предлагает ни одной игры.",
  "menu.retry": "Повторить",
  "menu.connecting": "Подключение…",
  "menu.resuming": "Возвращаемся в вашу игру…",
  "menu.joinFailed": "Не удалось войти: {message}",
  "menu.badCode": "Введите код из 6 символов.",
  "menu.lobbyListError": "Список лобби недоступен: {message}",
  "menu.language": "Язык",
  "menu.selectGame": "Сначала выберите игру.",

  "lobby.title": "{game} — лобби",
  "lobby.code": "Код приглашения",
  "lobby.copy": "Копировать",
  "lobby.copied": "Скопировано!",
  "lobby.seat": "Место {n}",
  "lobby.empty": "(свободно)",
  "lobby.you": "вы",
  "lobby.host": "хозяин",
  "lobby.bot": "бот",
  "lobby.offline": "не в сети",
  "lobby.ready": "готов",
  "lobby.notReady": "не готов",
  "lobby.setReady": "Я готов",
  "lobby.unsetReady": "Не готов",
  "lobby.addBot": "Добавить бота",
  "lobby.removeBot": "Убрать бота {n}",
  "lobby.start": "Начать",
  "lobby.leave": "Выйти",
  "lobby.options": "Настройки",
  "lobby.noOptions": "У этой игры нет настроек.",
  "lobby.clock": "Время на ход (с, пусто = без часов)",
  "lobby.quickWaiting": "Ждём игроков… скоро свободные места займут боты.",
  "lobby.mode.quick": "быстрая игра",
  "lobby.mode.public": "открытое",
  "lobby.mode.private": "закрытое",

  "game.waitingFor": "Ждём: {names}",
  "game.yourTurn": "Ваш ход",
  "game.spectating": "Наблюдение",
  "game.clock": "осталось {s} с",
  "game.log": "Журнал",
  "game.skip": "Пропустить",
  "game.speed": "x{n}",
  "game.leave": "Выйти",
  "game.state": "Состояние №{id}",
  "game.noMoves": "Загружаем ваши варианты…",
  "game.publicView": "Стол",
  "game.seatLine": "{name}{you}",
  "game.you": " (вы)",
  "game.moveRejected": "Ход отклонён: {message}",

  "end.title": "Игра окончена",
  "end.place": "№{n}",
  "end.score": "{score} очк.",
  "end.back": "В главное меню",
  "end.winner": "Победа: {names}!",

  "conn.reconnecting": "Связь потеряна — переподключаемся…",
  "conn.reconnected": "Связь восстановлена",
  "conn.lost": "Соединение с игрой разорвано.",
  "conn.shutdown": "Сервер перезапускается — скоро переподключимся…",
  "conn.rateLimited": "Слишком много сообщений сразу, и сервер закрыл соединение — переподключаемся…",
  "conn.seatTaken": "Ваше место заняли из другого окна или с другого устройства.",

  "seat.generic": "Игрок {n}",
  "seat.bot": "Бот {n}",

  "move.pass": "Пас",
  "move.roll": "Бросить кубик",
  "move.play-card": "Сыграть карту",
  "move.answer.accept": "Принять",
  "move.answer.not-accept": "Отказаться",
  "move.yes": "Да",
  "move.no": "Нет",

  "log.join": "{seat} присоединился",
  "log.started": "Игра началась",
  "log.finished": "Игра окончена",
  "log.event": "{seat}: {what}",
  "event.DiceRolled": "{seat} выбрасывает {dice}",
  "event.CardDrawn": "{seat} берёт карту",
  "event.CardDrawn.known": "{seat} берёт карту {card}",
  "event.CardPlayed": "{seat} играет карту {card}",
  "event.Passed": "{seat} пасует",
  "event.ChallengeAnswered.accept": "{seat} принимает вызов",
  "event.ChallengeAnswered.not-accept": "{seat} отказывается от вызова",
  "event.TurnStarted": "Ходит {seat}",
  "event.GameStarted": "Игра началась",
  "event.GameEnded": "Игра окончена",

  "error.generic": "Ошибка: {message}",
};

/** Translations of engine `Text` keys (prompt labels, option labels) that games share. */
export const ruEngineText: Record<string, string> = {
  yes: "Да",
  no: "Нет",
  "diceRace.challenge": "Принять вызов?",
};

/**
 * The server's and the core engine's own rejection messages (rooms/game-room.ts, engine/core/match.ts), by their
 * English text; a game's catalog covers its rule messages.
 */
export const ruCoreMessages = new MessageCatalog({
  // "Seat N" counts from 0 and always names the reader: said to them in the second person.
  "Seat {seat} has nothing to decide now": "Сейчас решение принимаете не вы",
  "The game is over": "Игра окончена",
  "spectators cannot act": "Наблюдатели не могут ходить",
  "only the host may do that": "Это может только хозяин лобби",
  "the game has already started": "Игра уже началась",
  "the game is not running": "Игра сейчас не идёт",
  "every seat is taken": "Все места заняты",
  "that seat has no bot": "На этом месте нет бота",
  "waiting for {names} to be ready": "Ждём готовности: {names}",
  "the move could not be saved, so it was not applied": "Ход не удалось сохранить, поэтому он не применён",
});

/**
 * What an error means when its message is generic (the fields a schema check found wrong, state ids): by the
 * error's code, for messages no catalog knows.
 */
export const ruErrorCodes: Readonly<Record<string, string>> = {
  "bad-move": "Сервер не понял этот ход (неверный формат)",
  "bad-message": "Сервер не понял запрос (неверный формат)",
  "bad-options": "Неверные настройки игры",
  "stale-state": "Пока вы решали, игра продвинулась дальше: ход не принят, выберите снова",
  "not-your-turn": "Сейчас решение принимаете не вы",
  "not-seated": "Наблюдатели не могут ходить",
  "not-host": "Это может только хозяин лобби",
  "wrong-phase": "Сейчас этого сделать нельзя",
  "game-over": "Игра окончена",
  "room-full": "Все места заняты",
  "not-ready": "Не все игроки готовы",
  storage: "Ход не удалось сохранить, поэтому он не применён",
  "engine-error": "Внутренняя ошибка правил: ход не применён",
};
