/**
 * Activating a city (L676-692). Collect, Construct, Recruit and building a wonder (Engineering, L1655)
 * each activate one city; so does a free-action Collect (L2193).
 *
 * Usage: check `activationBlocker` before the effect (for a clear message), apply the effect, then call
 * `activateCity` — the repeated-activation penalty comes after the action (L684), so the effect still
 * sees the city's mood before the penalty, and "city-activated" fires after the effect.
 */
import type { Seat, Text } from "../../../core/types.ts";
import { emitFresh, fail, fireHook, type Ctx } from "./flow.ts";
import { lowerMood } from "./mood.ts";
import type { City, CocState, HexKey, TurnState } from "./state.ts";
import { appendFresh, assignFresh, element, member, peek } from "../../../kit/peek.ts";
import { text } from "../text/index.ts";

/** Marker in `turn.used`: the city became Angry by its own activation penalty and has one last activation (L686). */
const lastActivationMarker = (hex: HexKey) => `last-activation:${hex}`;

/** Why `seat` may not activate the city on `hex` now, or null if it may. */
export function activationBlocker(s: CocState, seat: Seat, hex: HexKey): Text | null {
  // Read-only: on plain data (engine/kit/peek.ts), no draft proxies.
  const city = peek(s).cities[hex];
  if (!city) return text("coc.err.noCity");
  if (city.owner !== seat) return text("coc.err.activateOwnCities");
  const turn = peek(s).turn;
  if (!turn || turn.seat !== seat) return text("coc.err.activateCitiesTurn");
  if (city.mood === "angry" && activationsThisTurn(s, hex) > 0 && !turn.used.includes(lastActivationMarker(hex))) {
    return text("coc.err.angryCityActivatedOnce");
  }
  return null;
}

/** How often the city on `hex` was activated this turn (by the active player, its owner). */
export function activationsThisTurn(s: CocState, hex: HexKey): number {
  const turn = peek(s).turn;
  return (turn && turn.activations[hex]) || 0;
}

/** A city that changed owner during the turn counts its activations from zero (capture, cultural takeover). */
export function resetActivations(ctx: Ctx, hex: HexKey) {
  const turn = ctx.s.turn;
  if (turn && peek(turn.activations)[hex] !== undefined) delete turn.activations[hex];
}

/** Whether the city can be activated now (for legal-move generation). */
export function canActivate(s: CocState, seat: Seat, hex: HexKey): boolean {
  return activationBlocker(s, seat, hex) === null;
}

/**
 * Records an activation of the city on `hex` after its effect (`how`: "collect" | "construct" | "recruit" |
 * "wonder" | ...): every activation after the first this turn lowers its mood one level (L684-690); a city
 * that becomes Angry that way may be activated one last time this turn (L686). Fires "city-activated".
 * `checked`: the caller checked `activationBlocker` before an effect that changed nothing it reads (the city's
 * owner and mood, the turn's seat, activations and markers), so the check is not made again.
 */
export function activateCity(ctx: Ctx, seat: Seat, hex: HexKey, how: string, checked = false): void {
  if (!checked) {
    const blocker = activationBlocker(ctx.s, seat, hex);
    if (blocker) fail(blocker);
  }
  // Read on plain data (engine/kit/peek.ts): the city is drafted only when the penalty lowers its mood. The turn and
  // its activations are read and written without the proxy's traps.
  const turn = member(ctx.s, "turn") as TurnState;
  const marker = lastActivationMarker(hex);
  const before = activationsThisTurn(ctx.s, hex);
  const wasLast = peek(ctx.s).cities[hex].mood === "angry" && before > 0;
  if (wasLast) turn.used.splice(peek(turn.used).indexOf(marker), 1);
  const activation = before + 1;
  assignFresh(member(turn, "activations") as TurnState["activations"], hex, activation);
  emitFresh(ctx, { type: "CityActivated", seat, hex, how, activation });
  if (activation > 1) {
    const city = element(ctx.s, "cities", hex) as City;
    const before = peek(city).mood;
    lowerMood(ctx, city, "repeated-activation");
    if (before !== "angry" && peek(city).mood === "angry") appendFresh(member(turn, "used") as string[], marker);
  }
  fireHook(ctx, "city-activated", { seat, hex, how });
}
