/**
 * Armies (base §22): the seat's units form as many complete sets of its tactic as they can, each unit in one army;
 * an army is outdated when any of its units is two or more levels below the tactic's age and then gives the lower
 * value; one air force unit may join each army and doubles its value. Higher-level units are used first, which
 * leaves the fewest armies outdated; air forces double the strongest armies.
 */
import type { Seat } from "../../../core/types.ts";
import { cardOf, level, tech } from "./cards.ts";
import type { Player, TechInPlay, TtaState } from "./state.ts";
import { derivation } from "../../../kit/derived.ts";
import { peek } from "../../../kit/peek.ts";

type Slot = "infantry" | "cavalry" | "artillery";

/** Unit levels of the player by type, highest first (or of the units given, for a colonization force). */
function unitLevels(p: Player, units?: Record<string, number>): Record<Slot | "air-force", number[]> {
  const out: Record<Slot | "air-force", number[]> = { infantry: [], cavalry: [], artillery: [], "air-force": [] };
  const add = (id: string, n: number) => {
    const type = tech(id).type;
    if (type === "infantry" || type === "cavalry" || type === "artillery" || type === "air-force") for (let i = 0; i < n; i++) out[type].push(level(id));
  };
  if (units) for (const id in units) add(id, units[id]);
  else for (const t of p.techs) add(t.card, t.workers);
  for (const k of Object.keys(out) as (keyof typeof out)[]) out[k].sort((a, b) => b - a);
  return out;
}

/** The tactical strength of each army the tactic forms with these units. */
export function armies(tacticId: string, units: Record<Slot | "air-force", number[]>): number[] {
  const t = cardOf(tacticId, "tactic");
  const need = t.army;
  const slots = (["infantry", "cavalry", "artillery"] as const).filter((k) => need[k] > 0);
  if (!slots.length) return [];
  const count = Math.min(...slots.map((k) => Math.floor(units[k].length / need[k])));
  const age = level(tacticId);
  const values: number[] = [];
  for (let i = 0; i < count; i++) {
    let lowest = Infinity;
    for (const k of slots) for (let j = 0; j < need[k]; j++) lowest = Math.min(lowest, units[k][i * need[k] + j]);
    const outdated = age - lowest >= 2;
    values.push(t.formula ? t.formula.base + lowest : outdated && t.outdated !== null ? t.outdated : t.strength);
  }
  values.sort((a, b) => b - a);
  for (let i = 0; i < Math.min(values.length, units["air-force"].length); i++) values[i] *= 2;
  return values;
}

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

type Units = Record<Slot | "air-force", number[]>;

/**
 * The ways the player's units may be counted for its tactic: as they are, with infantry in cavalry places (Genghis
 * Khan), with farm workers as Age A infantry or artillery (Jan Žižka, seed appendix: no strength of their own),
 * with one infantry, cavalry or artillery unit counted twice (Marlene Dietrich). `sent`: only these units (a
 * colonization force, which farms never join).
 */
function countings(p: Player, sent?: Record<string, number>): Units[] {
  const units = unitLevels(p, sent);
  const out = [units];
  const effects = p.leader ? cardOf(p.leader, "leader").effects : [];
  if (effects.some((e) => e.kind === "infantry-as-cavalry")) {
    for (let k = 1; k <= units.infantry.length; k++) {
      const moved = units.infantry.slice(units.infantry.length - k);
      out.push({ ...units, infantry: units.infantry.slice(0, units.infantry.length - k), cavalry: [...units.cavalry, ...moved].sort((a, b) => b - a) });
    }
  }
  const farms = effects.find((e) => e.kind === "farms-as-units");
  if (farms && farms.kind === "farms-as-units" && !sent) {
    const n = p.techs.reduce((a, x) => a + (tech(x.card).type === "farm" ? x.workers : 0), 0);
    const lv = (k: number) => Array<number>(k).fill(farms.level);
    for (let k = 0; k <= n; k++) {
      out.push({ ...units, infantry: [...units.infantry, ...lv(k)].sort((a, b) => b - a), artillery: [...units.artillery, ...lv(n - k)].sort((a, b) => b - a) });
    }
  }
  if (effects.some((e) => e.kind === "dietrich-unit-counts-twice")) {
    for (const slot of ["infantry", "cavalry", "artillery"] as const) {
      for (const lv of new Set(units[slot])) out.push({ ...units, [slot]: [...units[slot], lv].sort((a, b) => b - a) });
    }
  }
  return out;
}

/**
 * The armies of the seat's tactic (of the units sent, when given) in the counting that gives the most strength: each
 * army's value. The seat's own are asked by its strength and by powers per army (Sun Tzu, Žižka) and shown in the
 * view: worked out once per list of buildings, tactic and leader (all they read), so a state or a move that left the
 * seat's board alone (a card discarded, culture scored) reuses them.
 */
export function bestArmies(s: TtaState, seat: Seat, sent?: Record<string, number>): readonly number[] {
  return sent ? bestOf(s.players[seat], sent) : armiesInPlay(s.players[seat]);
}

function armiesInPlay(player: Player): readonly number[] {
  const p = peek(player);
  const kept = armiesPerTechs(p.techs);
  if (!kept.armies || kept.tactic !== p.tactic || kept.leader !== p.leader) {
    kept.armies = Object.freeze(bestOf(p));
    kept.tactic = p.tactic;
    kept.leader = p.leader;
  }
  return kept.armies;
}

/** Each list of buildings' slot for the armies last formed from it, with the tactic and leader they were formed for. */
const armiesPerTechs = derivation((_techs: readonly TechInPlay[]): { armies?: readonly number[]; tactic?: string | null; leader?: string | null } => ({}));

function bestOf(p: Player, sent?: Record<string, number>): number[] {
  if (!p.tactic) return [];
  let best: number[] = [];
  for (const units of countings(p, sent)) {
    const a = armies(p.tactic, units);
    if (sum(a) > sum(best) || (sum(a) === sum(best) && a.length > best.length)) best = a;
  }
  return best;
}

export function armiesStrength(s: TtaState, seat: Seat): number {
  return sum(bestArmies(s, seat));
}
