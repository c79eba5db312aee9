/**
 * The targets a frame's legal moves listed on a state, kept per state and frame (kit/derived.ts `stateQuery`): the
 * move then chosen from them on that state is checked against the list instead of searching the map again. A state
 * a move is changing keeps nothing (its rules check the move by their own search).
 */
import { stateQuery } from "../../../kit/derived.ts";
import { peek } from "../../../kit/peek.ts";
import type { Frame, NdState } from "./state.ts";

// A plain record per state, not a WeakMap: every live WeakMap costs each garbage collection a pass over it.
const memo = stateQuery((_s: NdState): { frame: Frame | null; targets: readonly string[] } => ({ frame: null, targets: [] }));

/** Keeps `targets` as listed for `f`, the top frame of `s`; returns them. Never change the list afterwards. */
export function keepListed<T extends string>(s: NdState, f: Frame, targets: T[]): T[] {
  const kept = memo(s);
  kept.frame = peek(f);
  kept.targets = targets;
  return targets;
}

/** The targets listed for `f` on `s` (a draft the move has not changed yet reads its previous state), if any. */
export function listedFor<T extends string>(s: NdState, f: Frame): readonly T[] | undefined {
  const kept = memo(s);
  return kept.frame === peek(f) ? (kept.targets as readonly T[]) : undefined;
}
