/**
 * Why a move the seat can see is not possible now, in the engine's words: the engine's own blockers asked on the
 * seat's view (which holds everything they read about the seat: its hand, cards in play, tokens and actions), with
 * the game's rules in force. A move the hints list is possible; this names the reason for one they lack.
 */
import type { Seat, Text } from "../../../../engine/core/types.ts";
import { withRules } from "../../../../engine/kit/rules.ts";
import type { TtaState } from "../../../../engine/games/through-the-ages/base/state.ts";
import { actionCardBlocker } from "../../../../engine/games/through-the-ages/civil/action-cards.ts";
import { buildBlocker, populationBlocker, upgradeBlocker } from "../../../../engine/games/through-the-ages/civil/buildings.ts";
import { developBlocker, revolutionBlocker } from "../../../../engine/games/through-the-ages/civil/develop.ts";
import { wonderBlocker } from "../../../../engine/games/through-the-ages/civil/wonders.ts";
import { throughTheAges } from "../../../../engine/games/through-the-ages/index.ts";
import { tacticBlocker } from "../../../../engine/games/through-the-ages/military/tactics.ts";
import { aggressionBlocker, warBlocker } from "../../../../engine/games/through-the-ages/politics/politics.ts";
import { takeBlocker } from "../../../../engine/games/through-the-ages/row/row.ts";
import { text } from "../../../../engine/games/through-the-ages/text/index.ts";
import type { TtaView } from "../../../../engine/games/through-the-ages/view.ts";
import { cardDef } from "./names.ts";

export type Refusal =
  | { type: "take-card"; slot: number }
  | { type: "build"; card: string }
  | { type: "upgrade"; from: string; to: string }
  | { type: "increase-population" }
  | { type: "develop"; card: string }
  | { type: "revolution"; card: string }
  | { type: "play-action"; card: string }
  | { type: "play-tactic"; card: string }
  | { type: "build-wonder"; stages: number }
  | { type: "aggression"; card: string; target: Seat }
  | { type: "war"; card: string; target: Seat };

const isUnit = (id: string) => { const d = cardDef(id); return d?.kind === "technology" && ["infantry", "cavalry", "artillery", "air-force"].includes(d.type); };

/** The engine's reason, or null when the engine names none (then the move is simply not offered now). */
export function refusal(v: TtaView, seat: Seat, m: Refusal): Text | null {
  const s = v as unknown as TtaState;
  const r = v.players[seat].ratings;
  const civil = (n: number) => (r.civilLeft < n ? text("tta.no.civilActions", { n }) : null);
  const military = (n: number) => (r.militaryLeft < n ? text("tta.no.militaryActions", { n }) : null);
  try {
    return withRules(throughTheAges.book, () => {
      switch (m.type) {
        case "take-card": return takeBlocker(s, seat, m.slot);
        case "build": return (isUnit(m.card) ? military(1) : civil(1)) ?? buildBlocker(s, seat, m.card);
        case "upgrade": return (isUnit(m.to) ? military(1) : civil(1)) ?? upgradeBlocker(s, seat, m.from, m.to);
        case "increase-population": return civil(1) ?? populationBlocker(s, seat);
        case "develop": return civil(1) ?? developBlocker(s, seat, m.card);
        case "revolution": return revolutionBlocker(s, seat, m.card);
        case "play-action": return actionCardBlocker(s, seat, m.card);
        case "play-tactic": return tacticBlocker(s, seat, m.card, false);
        case "build-wonder": return civil(1) ?? wonderBlocker(s, seat, m.stages);
        case "aggression": return aggressionBlocker(s, seat, m.card, m.target);
        case "war": return warBlocker(s, seat, m.card, m.target);
      }
    });
  } catch {
    // A blocker that reads something the view does not hold: no reason to show, the move stays unavailable.
    return null;
  }
}
