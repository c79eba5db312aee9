/**
 * Leaders' discounts (base §29.7, seed appendix): "develop theater technologies for 2 science less", "increase
 * population for 1 food less", with their conditions (a library or theater in play, being among the weakest);
 * once-a-turn ones (Cleopatra, Boudica, Maria Theresa) count until used in the turn; Gaudí's counts the seat's
 * urban types, James Watt's the age of the farm or mine technology developed (his building discount works like
 * the construction technologies', civil/buildings.ts).
 */
import type { Seat } from "../../../core/types.ts";
import type { ActionScope, Amounts, Effect } from "../data/index.ts";
import { ageOf, tech, workerKind } from "../base/cards.ts";
import type { Ctx } from "../base/flow.ts";
import type { TtaState } from "../base/state.ts";
import { whoIs } from "../effects/who.ts";
import { keyedOf, keyedPowers, workersOn, type KeyedPower } from "../base/in-play.ts";
import { perKey, seatQuery } from "../../../kit/derived.ts";
import { appendFresh, peek } from "../../../kit/peek.ts";

/** The tags an action carries: what discounts may apply to it (made once per card: never change them). */
export const developTags = perKey((id): readonly ActionScope[] => {
  const t = tech(id);
  const tags: ActionScope[] = ["develop"];
  const k = workerKind(t);
  if (k === "urban") tags.push("develop-urban-tech");
  if (t.type === "theater") tags.push("develop-theater-tech");
  if (t.type === "library") tags.push("develop-library-tech");
  if (k === "unit") tags.push("develop-military-tech");
  if (t.type === "infantry" || t.type === "cavalry") tags.push("develop-infantry-cavalry-tech");
  if (k === "farm" || k === "mine") tags.push("develop-farm-mine-tech");
  return tags;
});

export const buildTags = perKey((id): readonly ActionScope[] => {
  const t = tech(id);
  const k = workerKind(t);
  const tags: ActionScope[] = [k === "urban" ? "build-urban" : k === "unit" ? "build-unit" : "build-farm-mine"];
  if (t.type === "theater") tags.push("build-theater");
  if (t.type === "library") tags.push("build-library");
  return tags;
});

const UPGRADE_TAGS = { urban: ["upgrade-urban"], unit: ["upgrade-unit"], other: ["upgrade-farm-mine"] } as const satisfies Record<string, readonly ActionScope[]>;

export function upgradeTags(id: string): readonly ActionScope[] {
  const k = workerKind(tech(id));
  return k === "urban" ? UPGRADE_TAGS.urban : k === "unit" ? UPGRADE_TAGS.unit : UPGRADE_TAGS.other;
}

type Off = Required<Pick<Amounts, "food" | "resources" | "science">>;
const URBAN = ["lab", "temple", "library", "theater", "arena"];

/** One discount that applies to the action, with its key when it may be used once a turn. */
function discountOf(s: TtaState, seat: Seat, e: Effect, tags: readonly ActionScope[], id: string | undefined): Off | null {
  if (e.kind === "maria-theresa") {
    if (!tags.includes("build-unit") && !tags.includes("upgrade-unit")) return null;
    if (whoIs(s, "strongest", seat, true).includes(seat)) return { food: 0, resources: e.unitDiscountIfStrongest, science: 0 };
    if (whoIs(s, "two-weakest", seat, true).includes(seat)) return { food: 0, resources: e.unitDiscountIfWeakest, science: 0 };
    return null;
  }
  if (e.kind === "james-watt") {
    if (!id || !tags.includes("develop-farm-mine-tech")) return null;
    return { food: 0, resources: 0, science: e.discountByAge[ageOf(id)].science };
  }
  if (e.kind !== "discount" || !e.scopes.some((x) => tags.includes(x))) return null;
  if (e.condition === "has-library" && !workersOn(s, seat, "library")) return null;
  if (e.condition === "has-theater" && !workersOn(s, seat, "theater")) return null;
  if (e.condition === "weakest-or-two-weakest" && !whoIs(s, "two-weakest", seat, true).includes(seat)) return null;
  if (e.condition === "strongest" && !whoIs(s, "strongest", seat, true).includes(seat)) return null;
  let times = 1;
  if (e.by === "per-urban-type-other-than-developed") {
    // Gaudí: the urban types the seat has built, not counting the developed technology's own type.
    if (!id) return null;
    times = URBAN.filter((ty) => ty !== tech(id).type && workersOn(s, seat, ty) > 0).length;
  }
  return { food: e.food * times, resources: e.resources * times, science: e.science * times };
}

const oncePerTurn = (e: Effect) => (e.kind === "discount" && e.oncePerTurn) || e.kind === "maria-theresa";

/**
 * The seat's leader's and wonders' effects that may take something off an action. Without a completed wonder they are
 * its leader's, made once per leader (the legal moves price every action: a lookup per state and seat each time costs
 * more); with one, once per state and seat.
 */
function discountPowers(s: TtaState, seat: Seat): readonly KeyedPower[] {
  const p = peek(s).players[seat];
  if (p.wonders.length) return discountPowersWithWonders(s, seat);
  return p.leader ? leaderDiscounts(p.leader) : NO_DISCOUNTS;
}

const DISCOUNT_KINDS = new Set<Effect["kind"]>(["discount", "maria-theresa", "james-watt"]);
const onlyDiscounts = (powers: readonly KeyedPower[]) => powers.filter(({ effect }) => DISCOUNT_KINDS.has(effect.kind));
const discountPowersWithWonders = seatQuery((s: TtaState, seat: Seat) => onlyDiscounts(keyedPowers(s, seat)));
const leaderDiscounts = perKey((leader) => onlyDiscounts(keyedOf(leader)));
const NO_DISCOUNTS: readonly KeyedPower[] = Object.freeze([]);

function applicable(s: TtaState, seat: Seat, tags: readonly ActionScope[], id?: string): { key: string | null; off: Off }[] {
  const powers = discountPowers(s, seat);
  if (!powers.length) return [];
  const used = s.players[seat].powers.usedThisTurn;
  const out: { key: string | null; off: Off }[] = [];
  for (const { key, effect } of powers) {
    const once = oncePerTurn(effect);
    if (once && used.includes(key)) continue;
    const off = discountOf(s, seat, effect, tags, id);
    if (off) out.push({ key: once ? key : null, off });
  }
  return out;
}

/** What the seat's leader and wonders take off an action with these tags (of the card `id`, when it matters). */
export function discountFor(s: TtaState, seat: Seat, tags: readonly ActionScope[], id?: string): Off {
  const out = { food: 0, resources: 0, science: 0 };
  for (const { off } of applicable(s, seat, tags, id)) {
    out.food += off.food;
    out.resources += off.resources;
    out.science += off.science;
  }
  return out;
}

/** Marks the once-a-turn discounts an action just paid with as used for the turn. */
export function useDiscounts(ctx: Ctx, seat: Seat, tags: readonly ActionScope[], id?: string) {
  // Looked for on plain data: most actions use no once-a-turn discount, and then nothing is drafted.
  for (const { key } of applicable(peek(ctx.s), seat, tags, id)) if (key) appendFresh(ctx.s.players[seat].powers.usedThisTurn, key);
}
