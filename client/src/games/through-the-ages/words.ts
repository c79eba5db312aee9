/** Parameters of Through the Ages' texts and events in the reader's words, by the parameter's name. */
import type { Lang, TextWords } from "../../i18n/index.ts";
import { cardName } from "./names.ts";

export interface WordEnv {
  lang: () => Lang;
  seatName(seat: number): string;
}

const SEAT_PARAMS = new Set(["seat", "target", "partner", "offerer", "owner", "a", "b", "attacker", "strong", "weak"]);
const CARD_PARAMS = new Set(["card", "from", "to"]);

export function word(env: WordEnv, param: string, value: string | number): string | undefined {
  if (SEAT_PARAMS.has(param) && typeof value === "number") return env.seatName(value);
  if (CARD_PARAMS.has(param) && typeof value === "string") return cardName(value, env.lang());
  return undefined;
}

export function textWords(env: WordEnv): TextWords {
  return (param, value) => word(env, param, value);
}
