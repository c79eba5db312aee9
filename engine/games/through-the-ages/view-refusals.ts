/**
 * Why a seat may not now make the moves its board shows, in the rules' own words (for its view): taking each card of
 * the row, building on each technology in play, increasing population, each card in hand (develop, revolution, play),
 * the next wonder stages, and each aggression or war in hand against each rival. A move possible now has no entry.
 */
import type { Seat, Text } from "../../core/types.ts";
import { card, workerKind, tech } from "./base/cards.ts";
import { civilLeft, militaryLeft } from "./base/ratings.ts";
import type { TtaState } from "./base/state.ts";
import { actionCardBlocker } from "./civil/action-cards.ts";
import { buildBlocker, populationBlocker } from "./civil/buildings.ts";
import { developBlocker, revolutionBlocker } from "./civil/develop.ts";
import { wonderBlocker } from "./civil/wonders.ts";
import { tacticBlocker } from "./military/tactics.ts";
import { aggressionBlocker, warBlocker } from "./politics/politics.ts";
import { takeBlocker } from "./row/row.ts";
import { text } from "./text/index.ts";

/** A Text as plain data (the view is diffed and sent as JSON): the rules' Texts keep theirs (core/text.ts). */
function plain(t: Text): Text {
  const json = (t as { toJSON?: () => Text }).toJSON;
  if (json) return json.call(t);
  return t.params ? { key: t.key, en: t.en, params: t.params } : { key: t.key, en: t.en };
}

/**
 * Move keys, made once per card (and rival): a view has a few dozen, and a key string kept is hashed once for good
 * (a key built anew is hashed each time it is stored). Bounded by the cards and seats there are.
 */
const KEYS = new Map<string, Map<string, string>>();
function moveKey(prefix: string, id: string): string {
  let byId = KEYS.get(prefix);
  if (!byId) KEYS.set(prefix, (byId = new Map()));
  let key = byId.get(id);
  if (key === undefined) byId.set(id, (key = `${prefix}:${id}`));
  return key;
}
const RIVAL_KEYS = new Map<string, string[]>();
function rivalKey(prefix: "aggression" | "war", id: string, rival: Seat): string {
  const base = moveKey(prefix, id);
  let byRival = RIVAL_KEYS.get(base);
  if (!byRival) RIVAL_KEYS.set(base, (byRival = []));
  return (byRival[rival] ??= `${base}:${rival}`);
}
const TAKE_KEYS: string[] = [];
const takeKey = (slot: number): string => (TAKE_KEYS[slot] ??= `take-card:${slot}`);

/**
 * An empty plain object kept as a hash table from the start: its keys differ state to state, and an object literal
 * given them one by one makes a new hidden class per new sequence of keys (a few times slower for a view's few
 * dozen), then turns into a table anyway past a dozen or so. Its prototype is Object's, as a literal's.
 */
const dictionary = <T>(): Record<string, T> => Object.setPrototypeOf(Object.create(null), Object.prototype);

export function refusalsOf(s: TtaState, seat: Seat): Record<string, Text> {
  const p = s.players[seat];
  const out = dictionary<Text>();
  const note = (key: string, why: Text | null) => { if (why) out[key] = plain(why); };
  const civil = civilLeft(s, seat) < 1 ? text("tta.no.civilActions", { n: 1 }) : null;
  const military = militaryLeft(s, seat) < 1 ? text("tta.no.militaryActions", { n: 1 }) : null;
  s.row.forEach((id, slot) => { if (id) note(takeKey(slot), takeBlocker(s, seat, slot)); });
  note("increase-population", civil ?? populationBlocker(s, seat));
  for (const t of p.techs) note(moveKey("build", t.card), (workerKind(tech(t.card)) === "unit" ? military : civil) ?? buildBlocker(s, seat, t.card));
  for (const id of new Set(p.hand)) {
    const kind = card(id).kind;
    if (kind === "technology" || kind === "government") note(moveKey("develop", id), civil ?? developBlocker(s, seat, id));
    if (kind === "government") note(moveKey("revolution", id), revolutionBlocker(s, seat, id));
    if (kind === "action") note(moveKey("play-action", id), actionCardBlocker(s, seat, id));
  }
  if (p.wonder) note("build-wonder:1", civil ?? wonderBlocker(s, seat, 1));
  const rivals = s.players.filter((x) => x.seat !== seat && !x.resigned).map((x) => x.seat);
  for (const id of new Set(p.military)) {
    const kind = card(id).kind;
    if (kind === "tactic") note(moveKey("play-tactic", id), tacticBlocker(s, seat, id, false));
    if (kind === "aggression") for (const r of rivals) note(rivalKey("aggression", id, r), aggressionBlocker(s, seat, id, r));
    if (kind === "war") for (const r of rivals) note(rivalKey("war", id, r), warBlocker(s, seat, id, r));
  }
  return out;
}
