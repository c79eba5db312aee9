/**
 * The event dial (ДИСК ПОДІЙ, L554-596; symbols L978-990): before each of their turns but the first, the first
 * player moves the pointer one division and resolves its symbol (L556). The divisions are data (D11).
 */
import { ruleModule } from "../../../kit/rules.ts";
import { EVENT_DIAL, type EventSymbol } from "../data/index.ts";
import { defineAutoFrame, emit, fireHook, pop, push, type Ctx } from "../base/flow.ts";
import { matureCities } from "../base/map.ts";
import type { Frame } from "../base/state.ts";
import { queueTrade } from "../base/trade.ts";
import { moveBarbarians, spawnBarbarians } from "./barbarians.ts";

export const rules = ruleModule("events/event-dial");

/** Sits under the decisions an event asks for; fires "event-resolved" once they are all made. */
interface EventDoneFrame extends Frame { kind: "event-done"; seat: null; symbol: EventSymbol }

defineAutoFrame<EventDoneFrame>(rules, "event-done", (ctx, f) => {
  pop(ctx, f);
  fireHook(ctx, "event-resolved", { symbol: f.symbol });
  return true;
});

export function advanceEventDial(ctx: Ctx) {
  const s = ctx.s;
  s.eventDial = (s.eventDial + 1) % EVENT_DIAL.divisions.length;
  const symbol = EVENT_DIAL.divisions[s.eventDial];
  emit(ctx, { type: "EventDialAdvanced", division: s.eventDial, symbol });
  if (!symbol) return;
  push(ctx, { kind: "event-done", seat: null, symbol } satisfies EventDoneFrame);
  if (symbol === "trade") {
    // One trade token per friendly mature city, on any of the player's cards (L594).
    queueTrade(ctx, s.players.map((p) => ({ kind: "place", seat: p.seat, count: matureCities(s, p.seat).length })));
  } else if (symbol === "barbarian-spawn") {
    spawnBarbarians(ctx);
  } else {
    moveBarbarians(ctx);
  }
}
