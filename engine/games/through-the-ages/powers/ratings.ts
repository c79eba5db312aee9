/**
 * Leaders' and wonders' powers that change ratings (base §29.7-29.8, seed appendix): extra symbols per building,
 * strength per unit, culture per happy face, the best lab, library or theater counting more, production bonuses
 * by age. Each reads what the seat has in play when the ratings are computed.
 */
import type { Seat } from "../../../core/types.ts";
import { ruleModule } from "../../../kit/rules.ts";
import { cardOf, level, tech } from "../base/cards.ts";
import { addRatingPower, addStateRatingPower, type Totals } from "../base/ratings.ts";
import { workingWonders, type TtaState } from "../base/state.ts";
import type { Stat, Yields } from "../data/index.ts";
import { bestLevel, bestOf, extraTokenCards, powers, workersOn } from "../base/in-play.ts";

export const rules = ruleModule("tta-rating-powers");

const URBAN = ["lab", "temple", "library", "theater", "arena"] as const;
const UNITS = ["infantry", "cavalry", "artillery", "air-force"] as const;

function add(t: Totals, y: Yields, times: number) {
  for (const k in y) t[k as Stat] += (y[k as Stat] ?? 0) * times;
}

/** Happy faces the seat's workers on buildings of these types give. */
function happyFrom(s: TtaState, seat: Seat, types: readonly string[]): number {
  return s.players[seat].techs.reduce((n, x) => n + (types.includes(tech(x.card).type) ? x.workers * (tech(x.card).perWorker.happy ?? 0) : 0), 0);
}

/** Workers on the seat's built theaters of the highest level it has built. */
function highestTheaters(s: TtaState, seat: Seat): number {
  const best = bestOf(s, seat, "theater");
  return best ? s.players[seat].techs.filter((x) => tech(x.card).type === "theater" && level(x.card) === level(best)).reduce((n, x) => n + x.workers, 0) : 0;
}

function wonderHappy(s: TtaState, seat: Seat): number {
  return workingWonders(s.players[seat]).reduce((n, w) => n + Math.max(0, cardOf(w, "wonder").bonus.happy ?? 0), 0);
}

addRatingPower(rules, (s, seat, t) => {
  const p = s.players[seat];
  for (const e of powers(s, seat)) {
    switch (e.kind) {
      case "extra-per-building":
        if (e.building === "each-urban-type-best") add(t, e.yields, URBAN.filter((ty) => workersOn(s, seat, ty) > 0).length);
        // Each built theater of the highest level built (seed L539-541: all three Dramas until one becomes an Opera).
        else if (e.building === "highest-level-theater") add(t, e.yields, highestTheaters(s, seat));
        else add(t, e.yields, workersOn(s, seat, e.building));
        break;
      case "strength-per": {
        let n = 0;
        if (e.per === "unit") n = UNITS.reduce((a, ty) => a + workersOn(s, seat, ty), 0);
        else if (e.per === "unit-type") n = UNITS.filter((ty) => workersOn(s, seat, ty) > 0).length;
        else if (e.per === "infantry-or-artillery-unit") n = workersOn(s, seat, "infantry") + workersOn(s, seat, "artillery");
        else if (e.per === "happy-from-temples-and-government") n = happyFrom(s, seat, ["temple"]) + Math.max(0, cardOf(p.government, "government").bonus.happy ?? 0);
        else n = Math.max(0, bestLevel(s, seat, "lab"));
        t.strength += Math.min(e.max ?? Infinity, n * e.amount);
        break;
      }
      case "culture-per-happy": {
        let n = 0;
        for (const from of e.from) {
          if (from === "wonder") n += wonderHappy(s, seat);
          else if (from === "urban") n += happyFrom(s, seat, URBAN);
          else n += happyFrom(s, seat, [from]);
        }
        t.culture += n * e.amount;
        break;
      }
      case "temple-happy":
        t.happy += e.delta * workersOn(s, seat, "temple");
        break;
      case "best-theater-double-culture": {
        const best = bestOf(s, seat, "theater");
        if (best) t.culture += tech(best).perWorker.culture ?? 0;
        break;
      }
      case "lab-culture-equals-level":
        for (const x of p.techs) if (tech(x.card).type === "lab") {
          t.culture += x.workers * level(x.card);
          t.science -= x.workers * e.scienceMalusPerLab;
        }
        break;
      case "happy-equal-best-lab-level":
        t.happy += Math.max(0, bestLevel(s, seat, "lab"));
        break;
      case "culture-equal-best-library-and-theater-level":
        t.culture += Math.max(0, bestLevel(s, seat, "library")) + Math.max(0, bestLevel(s, seat, "theater"));
        break;
      case "best-mine-science-best-lab-strength":
        t.science += Math.max(0, bestLevel(s, seat, "mine"));
        t.strength += Math.max(0, bestLevel(s, seat, "lab"));
        break;
      case "culture-per-colony":
        if (p.colonies.length) t.culture += e.first + (p.colonies.length - 1) * e.others;
        break;
      case "government-culture-equals-level":
        t.culture += level(p.government);
        break;
      case "production-bonus-by-age":
        if (s.era !== "IV") add(t, e.byAge[s.era], 1);
        break;
      case "happy-bonus-per-source": {
        // Every other card or worker giving a happy face gives one more (St. Peter's Basilica).
        let sources = 0;
        for (const x of p.techs) if ((tech(x.card).perWorker.happy ?? 0) > 0) sources += x.workers;
        if ((cardOf(p.government, "government").bonus.happy ?? 0) > 0) sources++;
        if (p.leader && (cardOf(p.leader, "leader").bonus.happy ?? 0) > 0) sources++;
        for (const w of workingWonders(p)) if (w !== "st-peters-basilica" && w !== "st-peters-basilica-nlw" && (cardOf(w, "wonder").bonus.happy ?? 0) > 0) sources++;
        t.happy += sources * e.amount;
        break;
      }
      case "best-mine-extra-token":
        for (const id of extraTokenCards(s, seat, e)) {
          t.resources += (tech(id).perWorker.resources ?? 0) * e.tokens;
          t.food += (tech(id).perWorker.food ?? 0) * e.tokens;
        }
        break;
      case "best-mine-double": {
        const mine = bestOf(s, seat, "mine");
        if (mine) t.resources += tech(mine).perWorker.resources ?? 0;
        break;
      }
      case "colony-yields":
        add(t, e.yields, p.colonies.length ? 1 : 0);
        break;
      default:
    }
  }
});

/** Pacts' and wars' lasting changes: culture per partner's wonder (International Tourism), Hybrid War's unhappy faces. */
addStateRatingPower(rules, (s, seat, t) => {
  for (const pact of s.pacts) {
    if (pact.a !== seat && pact.b !== seat) continue;
    const partner = pact.a === seat ? pact.b : pact.a;
    for (const e of cardOf(pact.card, "pact").effects) if (e.kind === "culture-per-partner-wonder") t.culture += e.amount * s.players[partner].wonders.length;
  }
  for (const w of s.wars) {
    if (w.attacker !== seat && w.target !== seat) continue;
    for (const e of cardOf(w.card, "war").effects) if (e.kind === "hybrid-war") t.happy -= e.unhappyWhileDeclared;
  }
});


