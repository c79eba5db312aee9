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
import { takeBlocker, takePrices } from "./row/row.ts";
import { text } from "./text/index.ts";

/** A Text as plain data (the view is diffed and sent as JSON): the rules' Texts keep theirs (core/text.ts). */
function plain(t: Text): Text {
  const json = (t as { toJSON?: () => Text }).toJSON;
  if (json) return json.call(t);
  return t.params ? { key: t.key, en: t.en, params: t.params } : { key: t.key, en: t.en };
}

/**
 * Move keys, made once per card (and rival), and only for a move refused: a view has a few dozen, and a key string
 * kept is hashed once for good (a key built anew is hashed each time it is stored). Bounded by the cards and seats.
 */
class Keys {
  private readonly byId = new Map<string, string>();
  private readonly byRival = new Map<string, string[]>();
  private readonly prefix: string;
  constructor(prefix: string) {
    this.prefix = prefix;
  }

  of(id: string): string {
    let key = this.byId.get(id);
    if (key === undefined) this.byId.set(id, (key = `${this.prefix}:${id}`));
    return key;
  }

  against(id: string, rival: Seat): string {
    let keys = this.byRival.get(id);
    if (!keys) this.byRival.set(id, (keys = []));
    return (keys[rival] ??= `${this.prefix}:${id}:${rival}`);
  }
}
const BUILD = new Keys("build");
const DEVELOP = new Keys("develop");
const REVOLUTION = new Keys("revolution");
const PLAY_ACTION = new Keys("play-action");
const PLAY_TACTIC = new Keys("play-tactic");
const AGGRESSION = new Keys("aggression");
const WAR = new Keys("war");
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
  const left = civilLeft(s, seat);
  const civil = left < 1 ? text("tta.no.civilActions", { n: 1 }) : null;
  const military = militaryLeft(s, seat) < 1 ? text("tta.no.militaryActions", { n: 1 }) : null;
  let why: Text | null;
  const prices = takePrices(s, seat);
  for (let slot = 0; slot < s.row.length; slot++) if (s.row[slot] && (why = takeBlocker(s, seat, slot, prices[slot], left))) out[takeKey(slot)] = plain(why);
  if ((why = civil ?? populationBlocker(s, seat))) out["increase-population"] = plain(why);
  for (const t of p.techs) if ((why = (workerKind(tech(t.card)) === "unit" ? military : civil) ?? buildBlocker(s, seat, t.card))) out[BUILD.of(t.card)] = plain(why);
  p.hand.forEach((id, i) => {
    if (p.hand.indexOf(id) !== i) return; // each card once
    const kind = card(id).kind;
    let why: Text | null;
    if ((kind === "technology" || kind === "government") && (why = civil ?? developBlocker(s, seat, id))) out[DEVELOP.of(id)] = plain(why);
    if (kind === "government" && (why = revolutionBlocker(s, seat, id))) out[REVOLUTION.of(id)] = plain(why);
    if (kind === "action" && (why = actionCardBlocker(s, seat, id))) out[PLAY_ACTION.of(id)] = plain(why);
  });
  if (p.wonder && (why = civil ?? wonderBlocker(s, seat, 1))) out["build-wonder:1"] = plain(why);
  if (!p.military.length) return out;
  const rivals = s.players.filter((x) => x.seat !== seat && !x.resigned).map((x) => x.seat);
  p.military.forEach((id, i) => {
    if (p.military.indexOf(id) !== i) return; // each card once
    const kind = card(id).kind;
    let why: Text | null;
    if (kind === "tactic" && (why = tacticBlocker(s, seat, id, false))) out[PLAY_TACTIC.of(id)] = plain(why);
    if (kind === "aggression") for (const r of rivals) if ((why = aggressionBlocker(s, seat, id, r))) out[AGGRESSION.against(id, r)] = plain(why);
    if (kind === "war") for (const r of rivals) if ((why = warBlocker(s, seat, id, r))) out[WAR.against(id, r)] = plain(why);
  });
  return out;
}
