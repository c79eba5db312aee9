/**
 * Engine events → animations. The board (`BoardFx`: Phaser objects over the map) and the panels (`PanelFx`: the
 * focus rows and dials in the DOM) implement the effects; this module only decides which effect each event gets,
 * so it is unit-tested with fakes. The renderer draws the new views once the batch has played.
 */
import type { GameEvent, Seat } from "../../../../engine/core/types.ts";
import { EVENT_DIAL } from "../../../../engine/games/new-dawn/data/index.ts";
import type { Animation } from "../../anim/queue.ts";
import type { BoardFx, PanelFx, SideSum } from "./contract.ts";

export interface AnimText {
  seatName(seat: Seat): string;
  seatColor(seat: Seat | null): number;
  turn(seat: Seat): string;
  token(): string;
  city(): string;
  reinforced(): string;
  event(symbol: string | null): string;
  diplomacy(): string;
  wonderBuilt(): string;
  /** A content name (card title of a drawn card). */
  named(kind: "cityState" | "diplomacy" | "wonder", id: string): string;
  attack(e: GameEvent): { attacker: SideSum; defender: SideSum };
  result(attack: number, defense: number, won: boolean): string;
  repelled(): string;
  plundered(): string;
  devastated(): string;
  objective(seat: Seat, objective: string): string;
}

const isSeat = (v: unknown): v is number => typeof v === "number";
const str = (v: unknown): string | null => (typeof v === "string" ? v : null);

export function ndAnimations(e: GameEvent, board: BoardFx, panels: PanelFx, t: AnimText): Animation[] {
  const effects = effectsOf(e, board, panels, t);
  // Pieces that move are moved by their effect; everything else shows its new state before its pulse.
  return MOVES.has(e.type) ? [...effects, board.apply(e)] : [board.apply(e), ...effects];
}

const MOVES = new Set(["BarbarianSpawned", "BarbarianMoved", "CaravanMoved"]);

function effectsOf(e: GameEvent, board: BoardFx, panels: PanelFx, t: AnimText): Animation[] {
  const seat = isSeat(e.seat) ? e.seat : null;
  switch (e.type) {
    case "TurnStarted": return seat === null ? [] : [board.clearLingering(), board.banner(t.turn(seat), 650)];
    case "CardPlayed": return seat === null ? [] : [panels.playCard(seat, Number(e.slot))];
    case "CardRefreshed": return seat === null || !str(e.card) ? [] : [panels.refreshCard(seat, str(e.card)!)];
    case "FocusCardReplaced": return seat === null || !str(e.card) ? [] : [panels.replaceCard(seat, Number(e.slot), str(e.card)!)];
    case "TechDialAdvanced": return seat === null ? [] : [panels.turnTechDial(seat, Number(e.position))];
    case "EventDialAdvanced": {
      const symbol = EVENT_DIAL.divisions[Number(e.division)] ?? null;
      return [panels.turnEventDial(Number(e.division)), board.banner(t.event(symbol), 900)];
    }
    case "ControlTokenPlaced": return str(e.space) ? [board.pulse(str(e.space)!, t.seatColor(seat), t.token())] : [];
    case "ControlTokenReinforced": return str(e.space) ? [board.pulse(str(e.space)!, t.seatColor(seat), t.reinforced())] : [];
    case "CityBuilt": return str(e.space) ? [board.pulse(str(e.space)!, t.seatColor(seat), t.city())] : [];
    case "BarbarianSpawned": return str(e.letter) && str(e.space) ? [board.moveBarbarian(str(e.letter)!, null, str(e.space)!)] : [];
    case "BarbariansMove": case "BarbarianStackMove": return [board.directionDie(Number(e.die), Number(e.direction))];
    case "BarbarianMoved": return str(e.letter) && str(e.to) ? [board.moveBarbarian(str(e.letter)!, str(e.from), str(e.to)!)] : [];
    case "BarbarianRepelled": return str(e.space) ? [board.pulse(str(e.space)!, 0xffffff, t.repelled())] : [];
    case "CapitalPlundered": return str(e.space) ? [board.pulse(str(e.space)!, 0xff5a3c, t.plundered())] : [];
    case "Devastation": return str(e.space) ? [board.pulse(str(e.space)!, 0xff5a3c, t.devastated())] : [];
    case "CaravanMoved": return seat === null || !str(e.to) ? [] : [board.moveCaravan(seat, Number(e.caravan), str(e.from), str(e.to)!)];
    case "AttackRolled": {
      if (!str(e.target)) return [];
      const { attacker, defender } = t.attack(e);
      return [board.attackRoll(str(e.target)!, attacker, defender)];
    }
    case "AttackResolved": return str(e.target) ? [board.attackResult(str(e.target)!, Number(e.attack), Number(e.defense), e.won === true, t.result(Number(e.attack), Number(e.defense), e.won === true))] : [];
    case "DiplomacyCardTaken": {
      if (seat === null) return [];
      const cs = str(e.cityState), card = str(e.card);
      return [board.cardDraw(seat, cs ? t.named("cityState", cs) : card ? t.named("diplomacy", card) : null, t.diplomacy())];
    }
    case "WonderBuilt": return seat === null || !str(e.wonder) ? [] : [board.cardDraw(seat, t.named("wonder", str(e.wonder)!), t.wonderBuilt())];
    case "TradeTokensGained": return seat === null || !Number(e.amount) ? [] : [panels.tradeTokens(seat, str(e.card), Number(e.amount))];
    case "TradeTokensSpent": return seat === null ? [] : [panels.tradeTokens(seat, str(e.card), -Number(e.amount))];
    case "ObjectiveMarked": return seat === null || !str(e.objective) ? [] : [board.banner(t.objective(seat, str(e.objective)!), 1100)];
    default: return [];
  }
}
