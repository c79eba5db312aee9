/**
 * What a frame's legal moves worked out on a state, kept per state and frame (kit/derived.ts `stateQuery`): the
 * move then chosen on that state is checked against it instead of searching the map again. A state a move is
 * changing keeps nothing (its rules check the move by their own search).
 */
import { stateQuery } from "../../../kit/derived.ts";
import { peek } from "../../../kit/peek.ts";
import type { Frame, NdState, SpaceId } from "./state.ts";

/** What is kept for the top frame of a state. Never change a list or map once it is kept. */
export interface Listed {
  /** The targets the legal moves listed (attack targets, a control-token step's spaces). */
  targets: readonly string[] | undefined;
  /** Where each caravan can end its move, with the steps it takes, by caravan (filled as each is asked). */
  reach: Map<SpaceId, number>[];
}

// A plain record per state, not a WeakMap: every live WeakMap costs each garbage collection a pass over it.
const memo = stateQuery((_s: NdState): Listed & { frame: Frame | null } => ({ frame: null, targets: undefined, reach: [] }));

/**
 * The record kept on `s` for `f`, its top frame (a draft the move has not changed yet reads its previous state's),
 * emptied when it was kept for another frame.
 */
export function listedOn(s: NdState, f: Frame): Listed {
  const kept = memo(s);
  const plain = peek(f);
  if (kept.frame !== plain) {
    kept.frame = plain;
    kept.targets = undefined;
    kept.reach = [];
  }
  return kept;
}

/** Keeps `targets` as listed for `f`, the top frame of `s`; returns them. Never change the list afterwards. */
export function keepListed<T extends string>(s: NdState, f: Frame, targets: T[]): T[] {
  listedOn(s, f).targets = targets;
  return targets;
}

/** The targets listed for `f` on `s`, if any. */
export function listedFor<T extends string>(s: NdState, f: Frame): readonly T[] | undefined {
  return listedOn(s, f).targets as readonly T[] | undefined;
}
