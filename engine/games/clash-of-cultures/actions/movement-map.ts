/**
 * Map geometry the Move action needs: the board's outer edge (Navigation, exploration rule 4) and the
 * routes a ship can sail in one move (L920-934, L1695-1697).
 *
 * The board edge is traced once per layout as a cycle of hexes around the outside of the board; a
 * Navigation step leaves an edge sea hex and reappears at the nearest sea (or unexplored) hex along
 * that cycle in either direction, skipping at least one land hex (moving to an adjacent sea hex needs
 * no Navigation).
 */
import type { Seat, Text } from "../../../core/types.ts";
import { HEX_DIRECTIONS } from "../data/index.ts";
import { boardNeighbors, isExplored, isSea } from "../base/board.ts";
import { hexKey, parseHex } from "../base/hex.ts";
import type { CocState, HexKey } from "../base/state.ts";
import { enemyUnitsAt, type UnitIndex } from "../base/queries.ts";
import { text } from "../text/index.ts";

export interface Perimeter {
  /** Hexes along the outer edge in tracing order (a hex on a narrow part may appear more than once). */
  cycle: HexKey[];
  /** Where each edge hex appears in `cycle`. */
  positions: Map<HexKey, number[]>;
}

const perimeters = new Map<string, Perimeter>();

function neighbor(key: HexKey, d: number): HexKey {
  const { q, r } = parseHex(key);
  const dir = HEX_DIRECTIONS[((d % 6) + 6) % 6];
  return hexKey(q + dir.q, r + dir.r);
}

/** The outer edge of the board (hexes with a neighbour outside the board, in order around it). */
export function perimeter(s: CocState): Perimeter {
  // The board's hexes are fixed by the layout, which depends only on the number of players.
  const cacheKey = String(s.players.length);
  const cached = perimeters.get(cacheKey);
  if (cached) return cached;
  const keys = Object.keys(s.hexes);
  // Start on the westernmost hex's north-west side: the hex beyond it is certainly outside the board.
  let start = keys[0];
  for (const k of keys) {
    const a = parseHex(k), b = parseHex(start);
    if (a.q < b.q || (a.q === b.q && a.r < b.r)) start = k;
  }
  const startDir = 4; // (-1, 0)
  const cycle: HexKey[] = [];
  let h = start, d = startDir;
  for (let guard = 0; guard < 10_000; guard++) {
    if (cycle[cycle.length - 1] !== h) cycle.push(h);
    // Walk round the corner between sides d and d+1 of h, keeping the outside on the same hand.
    const m = neighbor(h, d + 1);
    if (m in s.hexes) {
      h = m;
      d = (d + 5) % 6;
    } else {
      d = (d + 1) % 6;
    }
    if (h === start && d === startDir) break;
  }
  if (cycle.length > 1 && cycle[cycle.length - 1] === cycle[0]) cycle.pop();
  const positions = new Map<HexKey, number[]>();
  cycle.forEach((k, i) => positions.set(k, [...(positions.get(k) ?? []), i]));
  const p = { cycle, positions };
  perimeters.set(cacheKey, p);
  return p;
}

export function onBoardEdge(s: CocState, key: HexKey): boolean {
  return perimeter(s).positions.has(key);
}

/**
 * Where a ship on edge sea hex `from` may go with Navigation: in each direction along the edge, the
 * first sea or unexplored hex after at least one land hex.
 */
export function navigationTargets(s: CocState, from: HexKey): HexKey[] {
  const { cycle, positions } = perimeter(s);
  const at = positions.get(from);
  if (!at) return [];
  const out: HexKey[] = [];
  const n = cycle.length;
  for (const i of at) {
    for (const step of [1, -1]) {
      let skipped = 0;
      for (let k = 1; k < n; k++) {
        const x = cycle[(((i + step * k) % n) + n) % n];
        if (x === from) break;
        if (isExplored(s, x) && !isSea(s, x)) {
          skipped++;
          continue;
        }
        if (skipped > 0 && !out.includes(x)) out.push(x);
        break;
      }
    }
  }
  return out;
}

export interface SeaRoute {
  /** Hexes from the start (included) to the destination (included). */
  path: HexKey[];
  /** The route used a Navigation step along the board edge. */
  navigated: boolean;
  /** Whether the last step is a Navigation step (matters when it enters an unexplored region). */
  lastStepNavigation: boolean;
}

/**
 * Every hex a ship group starting on `from` can reach in one move, with a route: through connected
 * explored sea hexes, stopping at hexes with enemy units (a sea battle) and at unexplored hexes (to
 * explore them); with Navigation, at most one step along the board edge. Routes without Navigation
 * are preferred.
 */
export function seaRoutes(s: CocState, seat: Seat, from: HexKey, navigation: boolean, idx: UnitIndex): Map<HexKey, SeaRoute> {
  const out = new Map<HexKey, SeaRoute>();
  const passable = (k: HexKey) => isExplored(s, k) && isSea(s, k) && !enemyUnitsAt(idx, k, seat);
  const enterable = (k: HexKey) => !isExplored(s, k) || isSea(s, k);
  // Pass 1: plain sailing. Pass 2 (Navigation): states are (hex, edge step used).
  const bfs = (allowJump: boolean) => {
    type Node = { hex: HexKey; jumped: boolean; prev: Node | null; nav: boolean };
    // The states seen, by whether the edge step is used (no key string per state).
    const seen = [new Set<HexKey>([from]), new Set<HexKey>()];
    const queue: Node[] = [{ hex: from, jumped: false, prev: null, nav: false }];
    const reach = (node: Node, hex: HexKey, nav: boolean) => {
      const jumped = node.jumped || nav;
      const set = seen[jumped ? 1 : 0];
      if (set.has(hex) || hex === from) return;
      set.add(hex);
      queue.push({ hex, jumped, prev: node, nav });
    };
    for (let qi = 0; qi < queue.length; qi++) {
      const node = queue[qi];
      if (node.hex !== from && !out.has(node.hex)) {
        const path: HexKey[] = [];
        for (let n: Node | null = node; n; n = n.prev) path.push(n.hex);
        path.reverse();
        out.set(node.hex, { path, navigated: node.jumped, lastStepNavigation: node.nav });
      }
      if (node.hex !== from && !passable(node.hex)) continue;
      // Board neighbours come in direction order, as the six directions would.
      for (const k of boardNeighbors(s, node.hex)) if (enterable(k)) reach(node, k, false);
      if (allowJump && !node.jumped) for (const k of navigationTargets(s, node.hex)) reach(node, k, true);
    }
  };
  bfs(false);
  if (navigation) bfs(true);
  return out;
}

/**
 * Checks a route the player gave for a ship group: every step is to an adjacent hex or a Navigation
 * step (at most one, with Navigation), every hex passed is explored sea without enemies.
 */
export function checkSeaPath(s: CocState, seat: Seat, path: HexKey[], navigation: boolean, idx: UnitIndex): SeaRoute | Text {
  let jumped = false, lastNav = false;
  for (let i = 1; i < path.length; i++) {
    const a = path[i - 1], b = path[i];
    if (!(b in s.hexes)) return text("coc.err.notOnBoard", { hex: b });
    if (i > 1 && (!isExplored(s, a) || !isSea(s, a))) return text("coc.err.shipsSailThroughExplored");
    if (i > 1 && enemyUnitsAt(idx, a, seat)) return text("coc.err.shipsMustStopSpace");
    if (isExplored(s, b) && !isSea(s, b)) return text("coc.err.shipsCannotEnterLand");
    const adjacent = HEX_DIRECTIONS.some((_, d) => neighbor(a, d) === b);
    if (adjacent) {
      lastNav = false;
      continue;
    }
    if (!navigation) return text("coc.err.shipsMoveThroughAdjacent");
    if (jumped) return text("coc.err.shipUseNavigationOnce");
    if (!navigationTargets(s, a).includes(b)) return text("coc.err.navigationCannot", { from: a, to: b });
    jumped = true;
    lastNav = true;
  }
  return { path, navigated: jumped, lastStepNavigation: lastNav };
}
