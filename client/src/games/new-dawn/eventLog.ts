/**
 * Log lines for A New Dawn's engine events, in the reader's language: the event's fields put into words
 * (words.ts) and formatted by the renderer's catalog (`nd.log.<EventType>`). An event without a line of its own
 * (or with an empty one, e.g. TurnEnded) gets none: null falls back to the scene's generic description, "" hides it.
 */
import type { GameEvent, Seat } from "../../../../engine/core/types.ts";
import { EVENT_DIAL } from "../../../../engine/games/new-dawn/data/index.ts";
import type { Translator } from "../../i18n/index.ts";
import { name } from "./names.ts";
import { word, type WordEnv } from "./words.ts";

export interface LogEnv extends WordEnv {
  i18n: Translator;
}

/** Who an event's `from` names: a seat (a rival) or a city-state. */
function source(env: LogEnv, e: GameEvent): string {
  if (typeof e.rival === "number") return env.seatName(e.rival);
  if (typeof e.victim === "number") return env.seatName(e.victim);
  if (typeof e.cityState === "string") return name("cityState", e.cityState, env.lang());
  const held = e.held as { from?: string; giver?: number; cityState?: string } | undefined;
  if (held?.from === "player" && typeof held.giver === "number") return env.seatName(held.giver);
  if (held?.cityState) return name("cityState", held.cityState, env.lang());
  return "?";
}

export function describeNdEvent(e: GameEvent, by: Seat | null, env: LogEnv): string | null {
  const key = `nd.log.${e.type}`;
  const params: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(e)) {
    if (typeof v === "number" || typeof v === "string") params[k] = word(env, k, v) ?? v;
    else if (typeof v === "boolean") params[k] = String(v);
  }
  if (params.seat === undefined && by !== null) params.seat = env.seatName(by);
  switch (e.type) {
    case "EventDialAdvanced": {
      const symbol = EVENT_DIAL.divisions[Number(e.division)] ?? null;
      if (!symbol) return env.i18n.tryT("nd.log.EventDialNothing");
      params.event = name("event", symbol, env.lang());
      break;
    }
    case "NaturalWonderCollected": case "NaturalWonderOnCard":
      params.name = name("naturalWonder", String(e.naturalWonder), env.lang());
      break;
    case "AttackRolled": case "AttackResolved": case "Devastation":
      params.space = word(env, "space", String(e.target ?? e.space)) ?? String(e.target ?? e.space);
      break;
    case "CaravanMoved":
      params.space = word(env, "space", String(e.to)) ?? String(e.to);
      break;
    case "BarbarianMoved":
      params.space = word(env, "space", String(e.to)) ?? String(e.to);
      break;
    case "DiplomacyCardTaken": case "DiplomacyCardReturned": case "EmbassyUsed": case "TradeTokenTaken":
      params.from = source(env, e);
      break;
    case "TradeTokensGained":
      params.card = typeof e.card === "string" ? name("card", e.card, env.lang()) : "none";
      break;
    case "FocusCardsSwapped": {
      const slots = Array.isArray(e.slots) ? e.slots : [];
      params.a = Number(slots[0] ?? 0);
      params.b = Number(slots[1] ?? 0);
      break;
    }
    case "GameWon": {
      const seats = Array.isArray(e.seats) ? (e.seats as number[]) : [];
      params.names = seats.map((s) => env.seatName(s)).join(", ");
      params.n = seats.length;
      break;
    }
    case "CardPlayed":
      params.trade = Number(e.trade ?? 0);
      break;
    case "TilePlaced":
      params.tile = String(e.tile).replace(/^tile-0?/, "");
      break;
    case "TechDialAdvanced": case "CombatTradeSpent": case "TradeTokensSpent":
      break;
    default:
  }
  if (e.type === "TradeTokensGained" && Number(e.amount) === 0) return "";
  return env.i18n.tryT(key, params);
}
