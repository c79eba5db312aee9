/**
 * Which Through the Ages moves are confirmed before they are sent, and with what words: the irreversible or
 * surprising ones a single click could otherwise make — ending the turn with civil actions left (they are lost),
 * a revolution (all the civil actions of the turn, against a peaceful change's one), a new leader replacing the one
 * in play (who leaves for good), destroying a building or disbanding a unit, declaring a war. The panels show the
 * question with the shared dialog (ui/modal.ts); resigning asks on its own button.
 */
import type { Move } from "../../../../../engine/core/types.ts";
import { cardDef, cardName } from "../names.ts";
import { ui } from "../text/ui.ts";
import type { ActEnv } from "./actions.ts";

export interface Confirmation {
  title: string;
  lines: string[];
  /** Something is lost for good. */
  danger: boolean;
}

/** Robespierre's seat pays for a revolution with its military actions (powers/robespierre.ts). */
const MILITARY_REVOLUTION = "maximilien-robespierre";

/** The question to ask before sending `move`, or null when it goes at once. */
export function confirmationOf(env: ActEnv, move: Move): Confirmation | null {
  if (env.mySeat === null) return null;
  const me = env.view.players[env.mySeat];
  if (!me) return null;
  const t = (k: Parameters<typeof ui>[1], params?: Record<string, string | number>) => ui(env.i18n, k, params);
  const card = typeof move.card === "string" ? move.card : null;
  const name = card ? cardName(card, env.lang) : "";
  switch (move.type) {
    case "end-turn": {
      const civil = me.ratings.civilLeft;
      if (civil <= 0) return null;
      const draw = me.ratings.endTurnDraws;
      return {
        title: t("askEndTurn", { n: civil }),
        lines: [t("askEndTurnLost", { n: civil }), ...(draw > 0 ? [t("askEndTurnMilitary", { n: Math.max(0, me.ratings.militaryLeft), draw })] : [])],
        danger: false,
      };
    }
    case "revolution": {
      const d = card ? cardDef(card) : undefined;
      if (d?.kind !== "government") return null;
      const military = me.leader === MILITARY_REVOLUTION;
      const peaceful = env.moves.some((m) => m.type === "develop" && m.card === card);
      return {
        title: t("askRevolution", { card: name }),
        lines: [
          military ? t("askRevolutionMilitary", { n: d.revolutionCost ?? 0, actions: me.ratings.militaryLeft }) : t("askRevolutionCost", { n: d.revolutionCost ?? 0, actions: me.ratings.civilLeft }),
          t(peaceful ? "askPeacefulOpen" : "askPeacefulShut", { n: d.peacefulCost ?? 0 }),
        ],
        danger: false,
      };
    }
    case "play-leader": {
      if (!me.leader || !card) return null;
      return { title: t("askLeader", { card: name, old: cardName(me.leader, env.lang) }), lines: [t("askLeaderLine", { old: cardName(me.leader, env.lang) })], danger: true };
    }
    case "destroy": {
      if (!card) return null;
      const unit = isUnit(card);
      return { title: t(unit ? "askDisband" : "askDestroy", { card: name }), lines: [t("askDestroyLine")], danger: true };
    }
    case "war": {
      if (!card || typeof move.target !== "number") return null;
      return { title: t("askWar", { card: name, target: env.seatName(move.target) }), lines: [t("askWarLine")], danger: false };
    }
    default:
      return null;
  }
}

const UNIT_TYPES = new Set(["infantry", "cavalry", "artillery", "air-force"]);
function isUnit(card: string): boolean {
  const d = cardDef(card) as { type?: string } | undefined;
  return !!d?.type && UNIT_TYPES.has(d.type);
}
