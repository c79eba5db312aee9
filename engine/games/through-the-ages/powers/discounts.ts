/**
 * Leaders' lasting discounts (base §29.7): "develop theater technologies for 2 science less", "increase population
 * for 1 food less", with their conditions (a library or theater in play, being among the weakest). Discounts
 * limited to once a turn and those counted per level or per building type are listed as not applied yet.
 */
import type { Seat } from "../../../core/types.ts";
import type { ActionScope, Amounts } from "../data/index.ts";
import { tech, workerKind } from "../base/cards.ts";
import type { TtaState } from "../base/state.ts";
import { whoIs } from "../effects/who.ts";
import { powers, workersOn } from "./in-play.ts";

/** The tags an action carries: what discounts may apply to it. */
export function developTags(id: string): ActionScope[] {
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
}

export function buildTags(id: string): ActionScope[] {
  const t = tech(id);
  const k = workerKind(t);
  const tags: ActionScope[] = [k === "urban" ? "build-urban" : k === "unit" ? "build-unit" : "build-farm-mine"];
  if (t.type === "theater") tags.push("build-theater");
  if (t.type === "library") tags.push("build-library");
  return tags;
}

export function discountFor(s: TtaState, seat: Seat, tags: readonly ActionScope[]): Required<Pick<Amounts, "food" | "resources" | "science">> {
  const out = { food: 0, resources: 0, science: 0 };
  for (const e of powers(s, seat)) {
    if (e.kind !== "discount" || e.oncePerTurn || e.by !== "flat" || !e.scopes.some((x) => tags.includes(x))) continue;
    if (e.condition === "has-library" && !workersOn(s, seat, "library")) continue;
    if (e.condition === "has-theater" && !workersOn(s, seat, "theater")) continue;
    if (e.condition === "weakest-or-two-weakest" && !whoIs(s, "two-weakest", seat).includes(seat)) continue;
    if (e.condition === "strongest" && !whoIs(s, "strongest", seat).includes(seat)) continue;
    out.food += e.food;
    out.resources += e.resources;
    out.science += e.science;
  }
  return out;
}
