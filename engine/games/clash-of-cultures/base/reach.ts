/**
 * Breadth-first orders of the board from a hex through explored hexes (L2189, L1023), kept per regions list:
 * which hexes are explored changes only with it (a region explored makes a new list), the board's hexes and
 * their neighbours never. Influence, Trade Routes and the cards that look for neighbours search from the same
 * cities and units state after state.
 */
import { keyedDerivation } from "../../../kit/derived.ts";
import { peek } from "../../../kit/peek.ts";
import { boardNeighbors } from "./board.ts";
import type { CocState, HexKey } from "./state.ts";

/** The hexes reachable from a hex through explored hexes, in breadth-first order, with their distances. */
export interface ReachOrder {
  readonly hexes: readonly HexKey[];
  readonly dist: readonly number[];
}

/** The order from `from` on the board of `root` (plain data), kept per regions list. */
const reachOrders = keyedDerivation((regions: CocState["regions"], from: HexKey, root: CocState): ReachOrder => {
  const hexes = root.hexes;
  const order: HexKey[] = [from];
  const dist = [0];
  const seen = new Set<HexKey>([from]);
  for (let i = 0; i < order.length; i++) {
    const d = dist[i] + 1;
    for (const n of boardNeighbors(root, order[i])) {
      if (seen.has(n) || !regions[hexes[n].region].explored) continue;
      seen.add(n);
      order.push(n);
      dist.push(d);
    }
  }
  return { hexes: order, dist };
});

/** The order from `from` (which need not be explored itself); NEVER change it (it is shared). */
export function reachOrder(s: CocState, from: HexKey): ReachOrder {
  // Read-only on plain data (engine/kit/peek.ts): no proxy per hex on a draft.
  const root = peek(s);
  return reachOrders(root.regions, from, root);
}
