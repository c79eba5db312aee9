/**
 * The legal moves of the action phase, for bots and hints: every move the rules would accept now (destroying is
 * included; resigning is a political move).
 */
import type { Move, Seat } from "../../../core/types.ts";
import type { RuleBook } from "../../../kit/rules.ts";
import { card } from "../base/cards.ts";
import { civilLeft, militaryLeft } from "../base/ratings.ts";
import type { TtaState } from "../base/state.ts";
import { actionCardBlocker } from "../civil/action-cards.ts";
import { actionPowerTypes, powerMoves } from "../civil/action-powers.ts";
import { extraActionFor } from "../civil/actions.ts";
import { populationBlocker } from "../civil/buildings.ts";
import { revolutionBlocker } from "../civil/develop.ts";
import { buildMoves, destroyMoves, developMoves, wonderMoves } from "../civil/options.ts";
import { tacticBlocker } from "../military/tactics.ts";
import { takeBlocker, takePrices } from "../row/row.ts";
import { tradeRoutesMoves } from "../politics/trade-routes.ts";

export const FIRST_ROUND_MOVES = ["take-card", "end-turn"] as const;
const ACTION_MOVES = [
  "take-card", "increase-population", "build", "upgrade", "destroy", "develop", "revolution", "play-leader", "build-wonder",
  "play-action", "play-tactic", "copy-tactic", "end-turn", "trade-routes",
] as const;

/** Every move type of the action phase. */
export const actionMoveTypes = (book: RuleBook): string[] => [...ACTION_MOVES, ...actionPowerTypes(book)];

export function actionMoves(s: TtaState, seat: Seat, firstRound = false): Move[] {
  const p = s.players[seat];
  const out: Move[] = [{ type: "end-turn" }];
  const prices = takePrices(s, seat);
  const left = civilLeft(s, seat);
  for (let slot = 0; slot < s.row.length; slot++) if (!takeBlocker(s, seat, slot, prices[slot], left)) out.push({ type: "take-card", slot });
  if (firstRound) return out;
  const civil = civilLeft(s, seat) >= 1;
  const military = militaryLeft(s, seat) >= 1;
  if (civil) {
    if (!populationBlocker(s, seat)) out.push({ type: "increase-population" });
    out.push(...buildMoves(s, seat, ["build-farm-mine", "upgrade-farm-mine", "build-urban", "upgrade-urban"]));
    out.push(...destroyMoves(s, seat, false));
    out.push(...developMoves(s, seat));
    out.push(...wonderMoves(s, seat));
    out.push(...powerMoves(s, seat, "civil"));
    for (const id of new Set(p.hand)) {
      const kind = card(id).kind;
      if (kind === "leader") out.push({ type: "play-leader", card: id });
      if (kind === "action" && !actionCardBlocker(s, seat, id)) out.push({ type: "play-action", card: id });
    }
  } else {
    // Without a civil action left, Gutenberg's own action still develops, builds or upgrades a lab or library.
    const labOrLibrary = [...developMoves(s, seat), ...buildMoves(s, seat, ["build-urban", "upgrade-urban"])];
    out.push(...labOrLibrary.filter((m) => extraActionFor(s, seat, String(m.card ?? m.to)) !== null));
  }
  out.push(...powerMoves(s, seat, "free"), ...tradeRoutesMoves(s, seat));
  for (const id of new Set(p.hand)) if (card(id).kind === "government" && !revolutionBlocker(s, seat, id)) out.push({ type: "revolution", card: id });
  if (military) {
    out.push(...buildMoves(s, seat, ["build-unit", "upgrade-unit"]));
    out.push(...destroyMoves(s, seat, true));
  }
  for (const id of new Set(p.military)) if (!tacticBlocker(s, seat, id, false)) out.push({ type: "play-tactic", card: id });
  for (const id of s.commonTactics) if (!tacticBlocker(s, seat, id, true)) out.push({ type: "copy-tactic", card: id });
  const special = s.specialTactic?.card;
  if (special && !tacticBlocker(s, seat, special, true, true)) out.push({ type: "copy-tactic", card: special, special: true });
  out.push(...powerMoves(s, seat, "last"));
  return out;
}
