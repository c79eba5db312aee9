/** Axial hex coordinates (flat-topped, see data/map.ts) and their keys. */
import { HEX_DIRECTIONS } from "../data/index.ts";
import type { HexKey } from "./state.ts";

export function hexKey(q: number, r: number): HexKey {
  return `${q},${r}`;
}

export function parseHex(key: HexKey): { q: number; r: number } {
  const i = key.indexOf(",");
  return { q: Number(key.slice(0, i)), r: Number(key.slice(i + 1)) };
}

export function hexDistance(a: HexKey, b: HexKey): number {
  const x = parseHex(a), y = parseHex(b);
  const dq = x.q - y.q, dr = x.r - y.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

/** The six neighbouring keys, whether or not they are on the board. */
export function neighborKeys(key: HexKey): HexKey[] {
  const { q, r } = parseHex(key);
  return HEX_DIRECTIONS.map((d) => hexKey(q + d.q, r + d.r));
}
