/**
 * An engine prompt `Text` (title, option label, reason) in the reader's language. The engine's params are
 * ids and numbers; before a translation template takes them, each becomes the reader's words by its name:
 * spaces → board labels, seats → player names, content ids → data names, resources and decks → words.
 * (Without a translation the English text is shown as the engine wrote it.)
 */
import type { Text } from "../../../../../engine/core/types.ts";
import { hexLabel as boardLabel } from "../board/geometry.ts";
import { HEX_RE, lang, localizeHexText, type Env } from "./legal.ts";
import { actionHalfName, name, type RefKind } from "./names.ts";
import { isUiKey, tr } from "./strings.ts";

type Params = Readonly<Record<string, string | number>>;
type Word = (value: string | number, env: Env, params: Params) => string;

/** Decks as in «колода / карта действий, целей...». */
const DECKS_RU: Record<string, string> = { action: "действий", objective: "целей", wonder: "чудес", event: "событий" };

const space: Word = (v) => (HEX_RE.test(String(v)) ? boardLabel(String(v)) : String(v));
const content = (kind: RefKind): Word => (v, env) => name(kind, String(v), lang(env));
const contents = (kind: RefKind): Word => (v, env) => String(v).split(",").filter(Boolean).map((id) => name(kind, id, lang(env))).join(", ");
const payable: Word = (v, env) => { const k = String(v); return isUiKey(k) ? tr(env.i18n, k) : k; };
/** A card of the deck named by the `deck` param (an action card when there is none). */
const card: Word = (v, env, p) => {
  const deck = String(p.deck ?? "action");
  return deck === "action" ? actionHalfName(String(v), lang(env)) : name(deck === "wonder" ? "wonder" : deck === "event" ? "event" : "objective", String(v), lang(env));
};

const WORDS: Record<string, Word> = {
  hex: space, from: space, to: space, portHex: space,
  layout: (v, env) => localizeHexText(env, String(v)),
  seat: (v, env) => env.seatName(Number(v)),
  seats: (v, env) => String(v).split(",").map((s) => env.seatName(Number(s))).join(", "),
  region: (v) => String(Number(v) + 1),
  advance: content("advance"), dogma: content("advance"), advances: contents("advance"),
  category: content("category"), building: content("building"), wonder: content("wonder"), unit: content("unit"),
  leader: content("leader"), person: content("event"), terrain: content("terrain"),
  keep: content("objective"), discard: content("objective"),
  card, give: card, take: card,
  resource: payable, token: payable, into: payable, bonus: payable,
  mood: (v, env) => { const k = `mood.${v}`; return typeof v === "string" && isUiKey(k) ? tr(env.i18n, k) : String(v); },
  deck: (v, env) => (lang(env) === "ru" ? DECKS_RU[String(v)] ?? String(v) : String(v)),
};

/**
 * English templates for the prompts that name a seat: by the name the table shows ("Bot 2", a player's
 * name), as the log and the player list do, not the engine's "Seat 2".
 */
export const SEAT_TEXT_EN: Record<string, string> = {
  "coc.seat": "{seat}",
  "coc.trade.offer": "{seat} offers you a trade",
};

export function promptText(env: Env, text: Text): string {
  const params = text.params;
  if (!params) return env.i18n.text(text);
  return env.i18n.text({ ...text, params: Object.fromEntries(Object.entries(params).map(([k, v]) => [k, WORDS[k] ? WORDS[k](v, env, params) : v])) });
}
