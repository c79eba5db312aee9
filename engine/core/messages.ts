/**
 * The platform's own messages to players, as English ICU templates: the core engine's (match.ts), the game kit's
 * (every game's decision stack and choices) and the rooms' refusals. The client's platform catalog holds them in
 * every language (client/src/i18n). `{details}` is a schema check's English list of wrong fields: left as it is.
 */
import { textMaker } from "./text.ts";

export const PLATFORM_EN = {
  "core.gameOver": "The game is over",
  "core.notYourDecision": "It is not your decision now",
  "core.playerCount": "{game} takes {min}-{max} players, not {n}",
  "core.badOptions": "{details}",
  "core.badMove": "{details}",
  "core.engineError": "Internal rules error: {details}",
  "kit.cannotNow": "You cannot {move} now",
  "kit.nothingToChoose": "There is nothing to choose now",
  "kit.chooseAnOption": "You must choose one of the options",
  "kit.notAnOption": "That is not one of the options",
  "room.badMessage": "{type}: {details}",
  "room.unknownMessage": "unknown message type \"{type}\"",
  "room.notSeated": "spectators cannot act",
  "room.started": "the game has already started",
  "room.notHost": "only the host may do that",
  "room.full": "every seat is taken",
  "room.noBot": "that seat has no bot",
  "room.notReady": "waiting for {names} to be ready",
  "room.startNotSaved": "the game could not be saved, so it was not started; try again",
  "room.notRunning": "the game is not running",
  "room.staleState": "the move was made against state {made}, but the game is at {current}",
  "room.moveNotSaved": "the move could not be saved, so it was not applied",
  "room.resignNotSaved": "the resignation could not be saved, so you still hold your seat; try again",
  "room.cannotUndo": "there is no move you can take back now: only your own moves since a die roll, a card drawn, a tile explored or another player's decision",
  "room.undoNotSaved": "the undo could not be saved, so nothing was taken back",
  "socket.tooLarge": "a message may take up to {max} bytes; this one took {size}",
  "socket.undecodable": "the message could not be decoded",
} as const;

export type PlatformKey = keyof typeof PLATFORM_EN;

export const platformText = textMaker<PlatformKey>(PLATFORM_EN);
