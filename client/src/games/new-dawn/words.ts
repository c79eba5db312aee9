/**
 * Parameters of A New Dawn's texts and events in the reader's words, by the parameter's name: spaces → their
 * printed labels, seats → player names, content ids → names from the data.
 */
import type { TextWords } from "../../i18n/index.ts";
import type { Lang } from "../../i18n/index.ts";
import { name, SPACE_RE, spaceLabel, type NameKind } from "./names.ts";

export interface WordEnv {
  lang: () => Lang;
  seatName(seat: number): string;
  spaces(): Readonly<Record<string, { label: string; cell: number }>>;
}

const SEAT_PARAMS = new Set(["seat", "rival", "victim", "giver", "player", "defender", "owner"]);
const SPACE_PARAMS = new Set(["space", "at", "target", "from", "to", "around"]);
const CONTENT_PARAMS: Record<string, NameKind> = {
  card: "card", old: "card", wonder: "wonder", cityState: "cityState", naturalWonder: "naturalWonder", nw: "naturalWonder",
  resource: "resource", give: "resource", take: "resource", kind: "resource", leader: "leader", objective: "objective",
  type: "type", terrain: "terrain", diplomacy: "diplomacy", first: "card", second: "card",
};

/** One parameter in words, or undefined to leave it as it is. */
export function word(env: WordEnv, param: string, value: string | number): string | undefined {
  if (SEAT_PARAMS.has(param) && typeof value === "number") return env.seatName(value);
  if (SPACE_PARAMS.has(param) && SPACE_RE.test(String(value))) return spaceLabel(env.spaces(), String(value));
  const kind = CONTENT_PARAMS[param];
  if (kind && typeof value === "string") {
    const n = name(kind, value, env.lang());
    // A "card" may also be a player's diplomacy card.
    return n === value && kind === "card" ? name("diplomacy", value, env.lang()) : n;
  }
  return undefined;
}

export function textWords(env: WordEnv): TextWords {
  return (param, value) => word(env, param, value);
}
