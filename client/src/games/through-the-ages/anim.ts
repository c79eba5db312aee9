/**
 * Engine events → animations, played by the panels (`TtaFx`): a card taken slides from the row to its taker, an
 * event revealed is shown big, an aggression or war counts both strengths up, production moves the blue tokens
 * between the blue bank and the farms and mines (the `produced` event's `tokens`, step by step), and
 * the big moments (revolution, a leader, a wonder completed, an age ending, an uprising) get a banner. This module
 * only decides which effect each event gets, so it is unit-tested with fakes.
 */
import type { GameEvent, Seat } from "../../../../engine/core/types.ts";
import type { Animation } from "../../anim/queue.ts";

export interface DuelSide { name: string; value: number }

/** Blue tokens a production step moved: onto `card` from the blue bank (n > 0) or back to the bank (n < 0). */
export interface TokenMove { step: string; card: string; n: number }

export interface TtaFx {
  cardTaken(seat: Seat, slot: number, card: string): Animation;
  showCard(card: string, title: string, ms?: number): Animation;
  duel(title: string, attacker: DuelSide, defender: DuelSide, result: string, ms?: number): Animation;
  banner(text: string, ms?: number): Animation;
  produced(seat: Seat, tokens: readonly TokenMove[]): Animation;
  pulse(selector: string): Animation;
}

export interface FxText {
  seatName(seat: Seat): string;
  /** The renderer's string `key` (tta.ui.<key>) with params; card params are ids put into names. */
  t(key: string, params?: Record<string, string | number>): string;
  isTerritory(card: string): boolean;
}

const isSeat = (v: unknown): v is number => typeof v === "number";

/** The event's token moves, those well formed (an older event has none). */
function tokenMoves(v: unknown): TokenMove[] {
  if (!Array.isArray(v)) return [];
  return v.filter((m): m is TokenMove => !!m && typeof m.step === "string" && typeof m.card === "string" && typeof m.n === "number" && m.n !== 0);
}
const str = (v: unknown): string | null => (typeof v === "string" ? v : null);

export function ttaAnimations(e: GameEvent, fx: TtaFx, t: FxText): Animation[] {
  const seat = isSeat(e.seat) ? e.seat : null;
  const card = str(e.card);
  switch (e.type) {
    case "card-taken": return seat === null || !card ? [] : [fx.cardTaken(seat, Number(e.slot), card)];
    case "event-revealed": return card ? [fx.showCard(card, t.t(t.isTerritory(card) ? "fxTerritory" : "fxEvent"))] : [];
    case "aggression": return seat === null || !card || !isSeat(e.target) ? [] : [fx.banner(t.t("fxAggression", { seat: t.seatName(seat), card, target: t.seatName(e.target) }), 1000)];
    case "aggression-resolved": case "war-resolved": {
      if (seat === null || !isSeat(e.target)) return [];
      const attack = Number(e.attack), defence = Number(e.defence);
      const names = { seat: t.seatName(seat), target: t.seatName(e.target) };
      const won = e.type === "war-resolved" ? attack > defence : e.won === true;
      const result = t.t(attack === defence && e.type === "war-resolved" ? "fxDraw" : won ? "fxWon" : "fxLost", { attack, defence, ...names });
      const title = e.type === "war-resolved" ? t.t("fxWar", names) : t.t("fxAggression", { ...names, card: card ?? "" });
      return [fx.duel(title, { name: names.seat, value: attack }, { name: names.target, value: defence }, result)];
    }
    case "produced": return seat === null ? [] : [fx.produced(seat, tokenMoves(e.tokens))];
    case "uprising": return seat === null ? [] : [fx.banner(`${t.seatName(seat)}: ${t.t("fxUprising")}`)];
    case "revolution": return seat === null || !card ? [] : [fx.banner(`${t.seatName(seat)}: ${t.t("fxRevolution", { card })}`, 1100)];
    case "leader": return seat === null || !card ? [] : [fx.showCard(card, `${t.seatName(seat)}: ${t.t("fxLeader", { card })}`, 1100)];
    case "wonder-completed": return seat === null || !card ? [] : [fx.showCard(card, `${t.seatName(seat)}: ${t.t("fxWonder", { card })}`, 1200)];
    case "wonder-stage": return seat === null ? [] : [fx.pulse(`#tta-wonder-${seat}`)];
    case "built": case "destroyed": case "developed": return seat === null || !card ? [] : [fx.pulse(`#tta-board-${seat} [data-card="${card}"]`)];
    case "upgraded": return seat === null || !str(e.to) ? [] : [fx.pulse(`#tta-board-${seat} [data-card="${str(e.to)}"]`)];
    case "population": return seat === null ? [] : [fx.pulse(`#tta-board-${seat} .tta-line`)];
    case "age-ended": return [fx.banner(t.t("fxAge", { age: String(e.age) }), 1100)];
    default: return [];
  }
}
