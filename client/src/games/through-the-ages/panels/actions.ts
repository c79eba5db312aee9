/**
 * Buttons for moves, shared by the row, the boards and the prompt: a move the hints list is an enabled button; one
 * they lack is shown disabled with the engine's reason while it is the seat's turn to make such a move, and not at
 * all otherwise.
 */
import type { Move, Seat } from "../../../../../engine/core/types.ts";
import type { TtaView } from "../../../../../engine/games/through-the-ages/view.ts";
import type { Lang, TextWords, Translator } from "../../../i18n/index.ts";
import { button, type ButtonOpts } from "../../../ui/panel-dom.ts";
import { refusal, type Refusal } from "../refusals.ts";
import { ui } from "../text/ui.ts";

export interface ActEnv {
  i18n: Translator;
  words: TextWords;
  lang: Lang;
  view: TtaView;
  mySeat: Seat | null;
  seatName(seat: Seat): string;
  /** Legal moves of this client's decision now (empty when it is not deciding). */
  moves: Move[];
  /** Move types the seat's current prompt allows (empty when it is not deciding). */
  types: ReadonlySet<string>;
  send(move: Move): void;
  /** Moves that got a control somewhere on the page (the prompt lists the rest). */
  shown: Set<Move>;
}

/** The legal move of `type` whose fields equal `fields`, if any. */
export function findMove(env: ActEnv, type: string, fields: Record<string, unknown> = {}): Move | undefined {
  return env.moves.find((m) => m.type === type && Object.entries(fields).every(([k, v]) => m[k] === v));
}

type Opts = Omit<ButtonOpts, "onClick" | "enabled" | "reason">;

/**
 * A button for the move `type`+`fields`: enabled when legal; else, when the prompt allows the type and `why` names
 * the engine's check, disabled with its reason; else null (nothing to show).
 */
export function moveButton(env: ActEnv, type: string, fields: Record<string, unknown>, opts: Opts, why?: Refusal): HTMLButtonElement | null {
  const move = findMove(env, type, fields);
  if (move) {
    env.shown.add(move);
    return button({ ...opts, onClick: () => env.send(move) });
  }
  if (!why || !env.types.has(type) || env.mySeat === null) return null;
  const reason = refusal(env.view, why);
  return button({ ...opts, onClick: () => {}, enabled: false, reason: reason ? env.i18n.text(reason, env.words) : ui(env.i18n, "noReason") });
}
