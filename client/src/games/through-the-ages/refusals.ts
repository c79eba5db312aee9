/**
 * Why a move the seat can see is not possible now, in the engine's words: the seat's view carries the rules' reasons
 * by move key (engine/games/through-the-ages/view-refusals.ts). A move the hints list is possible; this names the
 * reason for one they lack.
 */
import type { Text } from "../../../../engine/core/types.ts";
import type { TtaView } from "../../../../engine/games/through-the-ages/view.ts";

export type Refusal =
  | { type: "take-card"; slot: number }
  | { type: "build"; card: string }
  | { type: "increase-population" }
  | { type: "develop"; card: string }
  | { type: "revolution"; card: string }
  | { type: "play-action"; card: string }
  | { type: "play-tactic"; card: string }
  | { type: "build-wonder"; stages: number }
  | { type: "aggression"; card: string; target: number }
  | { type: "war"; card: string; target: number };

/** The key the view files a move's reason under: its type and arguments (`take-card:3`, `war:war-over-culture:1`). */
export function refusalKey(m: Refusal): string {
  switch (m.type) {
    case "take-card": return `take-card:${m.slot}`;
    case "increase-population": return m.type;
    case "build-wonder": return `build-wonder:${m.stages}`;
    case "aggression": case "war": return `${m.type}:${m.card}:${m.target}`;
    default: return `${m.type}:${m.card}`;
  }
}

/** The engine's reason, or null when it names none (then the move is simply not offered now). */
export function refusal(v: TtaView, m: Refusal): Text | null {
  return v.refusals?.[refusalKey(m)] ?? null;
}
