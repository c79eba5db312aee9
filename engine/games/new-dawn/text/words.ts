/**
 * The params of A New Dawn's texts in a language's words, by the param's name (text/en.ts lists them): content
 * ids become their names from the data, a seat "Seat n". The engine renders English with them (index.ts); a
 * client may take the Russian ones and put its own words (players' names, board labels) over some of them.
 */
import type { Params, Words } from "../../../core/text.ts";
import { FOCUS_CARDS, NATURAL_WONDERS, PLAYER_DIPLOMACY, RESOURCES, WONDERS, type Text } from "../data/index.ts";

export type NdLang = "en" | "ru";

type Named = { readonly id: string; readonly name: Text };
const SEAT: Record<NdLang, (n: number) => string> = { en: (n) => `Seat ${n}`, ru: (n) => `Игрок ${n}` };

export function ndWords(lang: NdLang): Words {
  const one = (list: readonly Named[]) => {
    const names = new Map(list.map((x) => [x.id, x.name[lang]]));
    return (v: string | number) => names.get(String(v)) ?? String(v);
  };
  const resource = one(RESOURCES);
  return {
    card: one(FOCUS_CARDS), first: one(FOCUS_CARDS), second: one(FOCUS_CARDS),
    wonder: one(WONDERS),
    diplomacy: one(PLAYER_DIPLOMACY),
    naturalWonder: one(NATURAL_WONDERS),
    resource, give: resource, take: resource,
    seat: (v: string | number, _p: Params) => SEAT[lang](Number(v) + 1),
  };
}
