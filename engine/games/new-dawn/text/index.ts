/**
 * The texts the rules show people: `text(key, params)` with a key of the game's English catalog (en.ts); params
 * are ids and numbers, put into English words by their names (words.ts).
 */
import { textMaker } from "../../../core/text.ts";
import { ND_EN, type NdKey } from "./en.ts";
import { ndWords } from "./words.ts";

export const text = textMaker<NdKey>(ND_EN, ndWords("en"));
export type { NdKey };
