/**
 * Log lines for Through the Ages' engine events, in the reader's language: the event's fields put into words
 * (words.ts) and formatted by the renderer's catalog (`tta.log.<type>`). An event whose card is hidden from the
 * reader (an event prepared, a card kidnapped) has a line of its own without it; so has Sun Tzu's special tactic
 * copied, which may lie beside a plain tactic of its name. null falls back to the scene's generic description, ""
 * hides the line.
 */
import type { GameEvent, Seat } from "../../../../engine/core/types.ts";
import type { Translator } from "../../i18n/index.ts";
import { word, type WordEnv } from "./words.ts";

export interface LogEnv extends WordEnv {
  i18n: Translator;
}

const HIDDEN_VARIANT = new Set(["event-prepared", "kidnapped"]);

export function describeTtaEvent(e: GameEvent, _by: Seat | null, env: LogEnv): string | null {
  const hidden = HIDDEN_VARIANT.has(e.type) && typeof e.card !== "string";
  const variant = hidden ? "-hidden" : e.type === "tactic-copied" && e.special === true ? "-special" : "";
  const key = `tta.log.${e.type}${variant}`;
  const params: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(e)) {
    if (k === "type" || k === "visibleTo" || k === "redacted") continue;
    if (typeof v === "number" || typeof v === "string") params[k] = word(env, k, v) ?? v;
    else if (typeof v === "boolean") params[k] = String(v);
  }
  // Slots are counted from 1 on the table.
  if (typeof e.slot === "number") params.slot = e.slot + 1;
  return env.i18n.tryT(key, params);
}
