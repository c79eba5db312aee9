/**
 * An engine prompt `Text` (title, option label, reason) in the reader's language. The engine's params are
 * ids and numbers; before a catalog's template takes them, each becomes the reader's words by its name (the
 * names engine/games/clash-of-cultures/text/index.ts gives English words by): spaces → board labels, seats →
 * player names, content ids → data names, resources and decks → words.
 */
import type { Text } from "../../../../../engine/core/types.ts";
import type { TextWords } from "../../../i18n/index.ts";
import { hexLabel as boardLabel } from "../board/geometry.ts";
import { HEX_RE, lang, localizeHexText, type Env } from "./legal.ts";
import { abilityName, actionHalfName, name, tacticsName, type RefKind } from "./names.ts";
import { isUiKey, tr } from "./strings.ts";

type Params = Readonly<Record<string, string | number>>;
/** What a parameter's words depend on: the reader's language and the table's names for the seats. */
type WordEnv = Pick<Env, "i18n" | "seatName">;
type Word = (value: string | number, env: WordEnv, params: Params) => string;

/** Decks as in «колода / карта действий, целей...». */
const DECKS_RU: Record<string, string> = { action: "действий", objective: "целей", wonder: "чудес", event: "событий" };

const space: Word = (v) => (HEX_RE.test(String(v)) ? boardLabel(String(v)) : String(v));
const content = (kind: RefKind): Word => (v, env) => name(kind, String(v), lang(env));
const contents = (kind: RefKind): Word => (v, env) => String(v).split(",").filter(Boolean).map((id) => name(kind, id, lang(env))).join(", ");
const payable: Word = (v, env) => { const k = String(v); return isUiKey(k) ? tr(env.i18n, k) : k; };
const payables: Word = (v, env, p) => String(v).split(",").filter(Boolean).map((k) => payable(k, env, p)).join(", ");
/** The kinds a `what` (what is paid for) may name, in the order its ids are looked up. */
const PAID_FOR_KINDS: readonly RefKind[] = ["advance", "wonder", "building", "unit", "leader", "event"];
/**
 * What is paid for: content by its id (a leader's ability, an action or tactics half by its type: in quotes in
 * Russian), else a purpose of the catalog (`coc.paidFor.<id>`).
 */
const what: Word = (v, env) => {
  const id = String(v);
  const ability = abilityName(id, lang(env));
  const named = ability !== id ? ability
    : PAID_FOR_KINDS.map((k) => name(k, id, lang(env))).find((n) => n !== id) ?? env.i18n.tryT(`coc.card.${id}`) ?? env.i18n.tryT(`coc.tactics.${id}`);
  if (named === undefined || named === null) return env.i18n.tryT(`coc.paidFor.${id}`) ?? id;
  return lang(env) === "ru" ? `«${named}»` : named;
};
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
  leader: content("leader"), person: content("event"), terrain: content("terrain"), civilization: content("civ"), required: content("advance"),
  objective: content("objective"), keep: content("objective"), discard: content("objective"), tactics: (v, env) => tacticsName(String(v), lang(env)),
  card, give: card, take: card, what,
  resource: payable, token: payable, into: payable, bonus: payable, resources: payables,
  mood: (v, env) => { const k = `mood.${v}`; return typeof v === "string" && isUiKey(k) ? tr(env.i18n, k) : String(v); },
  deck: (v, env) => (lang(env) === "ru" ? DECKS_RU[String(v)] ?? String(v) : String(v)),
};

/** The params of the game's Texts in the words of `env`'s reader (the Translator's `TextWords`). */
export function textWords(env: WordEnv): TextWords {
  return (name, value, params) => (Object.hasOwn(WORDS, name) ? WORDS[name](value, env, params) : undefined);
}

export function promptText(env: WordEnv, text: Text): string {
  return env.i18n.text(text, textWords(env));
}
