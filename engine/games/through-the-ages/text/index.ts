/**
 * The texts the rules show people: `text(key, params)` with a key of the game's English catalog (en.ts). Params
 * are ids and numbers; each language puts them into words by the parameter's name (`card`: any card's name,
 * `seat`: a seat number).
 */
import type { Words } from "../../../core/text.ts";
import { textMaker } from "../../../core/text.ts";
import { CARD_BY_ID, GOVERNMENTS, STARTING_TECHNOLOGIES } from "../data/index.ts";
import { TTA_EN, type TtaKey } from "./en.ts";

const NAME = new Map<string, string>([...CARD_BY_ID.values(), ...GOVERNMENTS, ...STARTING_TECHNOLOGIES].map((c) => [c.id, c.name.en]));

export const EN_WORDS: Words = {
  card: (v) => NAME.get(String(v)) ?? String(v),
  from: (v) => NAME.get(String(v)) ?? String(v),
  to: (v) => NAME.get(String(v)) ?? String(v),
  strong: (v) => `Seat ${Number(v) + 1}`,
  weak: (v) => `Seat ${Number(v) + 1}`,
  seat: (v) => `Seat ${Number(v) + 1}`,
};

export const text = textMaker<TtaKey>(TTA_EN, EN_WORDS);
export type { TtaKey };
