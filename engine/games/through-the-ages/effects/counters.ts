/** Things effects count (data `Counter`), for the scoring events and the cards that pay per thing. */
import type { Seat } from "../../../core/types.ts";
import type { Counter } from "../data/index.ts";
import { peek } from "../../../kit/peek.ts";
import { level, tech, workerKind } from "../base/cards.ts";
import { civilActionTotal, discontent, militaryActionTotal, production, totals } from "../base/ratings.ts";
import { seatsFrom, type TtaState } from "../base/state.ts";
import { happyNeeded } from "../base/tokens.ts";
import { extraTokenCards, powers } from "../base/in-play.ts";

const URBAN = ["lab", "temple", "library", "theater", "arena"] as const;
const UNITS = ["infantry", "cavalry", "artillery", "air-force"] as const;

/** Levels of every building of the kinds, one per worker. */
function workerLevels(s: TtaState, seat: Seat, types: readonly string[]): number {
  return s.players[seat].techs.filter((t) => types.includes(tech(t.card).type)).reduce((n, t) => n + t.workers * level(t.card), 0);
}

/** Tokens a power adds to this card's production (Machu Picchu's): the card produces them, not the wonder (seed L436). */
function extraTokensOn(s: TtaState, seat: Seat, id: string): number {
  let n = 0;
  for (const e of powers(s, seat)) if (e.kind === "best-mine-extra-token" && extraTokenCards(s, seat, e).includes(id)) n += e.tokens;
  return n;
}

function typesWithWorkers(s: TtaState, seat: Seat, types: readonly string[]): number {
  return types.filter((ty) => s.players[seat].techs.some((t) => tech(t.card).type === ty && t.workers > 0)).length;
}

/** How many of `counter` the seat has; null when the engine does not count it yet. */
export function count(state: TtaState, seat: Seat, counter: Counter): number | null {
  // A query: read on plain data (effects ask it in a move, where every building read through the draft is a trap).
  const s = peek(state);
  const p = s.players[seat];
  switch (counter) {
    case "happy-face": return totals(s, seat).happy;
    case "discontent-worker": return discontent(s, seat, happyNeeded(p));
    case "colony": return p.colonies.length;
    case "civil-action": return civilActionTotal(s, seat);
    case "military-action": return militaryActionTotal(s, seat);
    case "completed-wonder": return p.wonders.length;
    case "urban-building-level": return workerLevels(s, seat, URBAN);
    case "unit-level": return workerLevels(s, seat, UNITS);
    case "arena-level": return workerLevels(s, seat, ["arena"]);
    case "government-level": return level(p.government);
    case "special-tech-level": return p.specials.reduce((n, id) => n + level(id), 0);
    case "special-tech-type": return p.specials.length;
    case "unit-type": return typesWithWorkers(s, seat, UNITS);
    case "urban-building-type": return typesWithWorkers(s, seat, URBAN);
    case "farm-food-production": return production(s, seat, "food");
    case "mine-production": return p.techs.filter((t) => tech(t.card).type === "mine").reduce((n, t) => n + (t.workers + extraTokensOn(s, seat, t.card)) * (tech(t.card).perWorker.resources ?? 0), 0);
    case "lowest-production": return Math.min(production(s, seat, "food"), production(s, seat, "resources"));
    case "lowest-of-farms-mines-urban-units": {
      const n = (k: string) => p.techs.filter((t) => workerKind(tech(t.card)) === k).reduce((a, t) => a + t.workers, 0);
      return Math.min(n("farm"), n("mine"), n("urban"), n("unit"));
    }
    case "stronger-civilization": {
      const mine = totals(s, seat).strength;
      return seatsFrom(s, seat).filter((o) => o !== seat && totals(s, o).strength > mine).length;
    }
    case "civilization-with-more-culture": return seatsFrom(s, seat).filter((o) => o !== seat && s.players[o].culture > p.culture).length;
    case "technology-level": return p.techs.reduce((n, t) => n + level(t.card), 0) + p.specials.reduce((n, id) => n + level(id), 0) + level(p.government);
    case "lab": case "library": case "theater": case "arena": return p.techs.filter((t) => tech(t.card).type === counter).reduce((n, t) => n + t.workers, 0);
    case "worker-on-farm-or-mine": return p.techs.reduce((n, t) => n + (["farm", "mine"].includes(workerKind(tech(t.card)) ?? "") ? t.workers : 0), 0);
    case "worker-on-urban-or-unit": return p.techs.reduce((n, t) => n + (["urban", "unit"].includes(workerKind(tech(t.card)) ?? "") ? t.workers : 0), 0);
    case "theater-and-library-culture": return p.techs.reduce((n, t) => n + (["theater", "library"].includes(tech(t.card).type) ? t.workers * (tech(t.card).perWorker.culture ?? 0) : 0), 0);
    case "urban-culture-science-strength": return p.techs.reduce((n, t) => {
      const d = tech(t.card);
      return n + (workerKind(d) === "urban" ? t.workers * ((d.perWorker.culture ?? 0) + (d.perWorker.science ?? 0) + (d.perWorker.strength ?? 0)) : 0);
    }, 0);
    case "content-worker-beyond-10": {
      const population = p.workers + p.techs.reduce((n, t) => n + t.workers, 0);
      return Math.max(0, population - discontent(s, seat, happyNeeded(p)) - 10);
    }
    case "age-III-technology": return [...p.techs.map((t) => t.card), ...p.specials, p.government].filter((id) => level(id) === 3).length;
    case "science-rating": return totals(s, seat).science;
    case "culture-rating": return totals(s, seat).culture;
    default: return null;
  }
}
