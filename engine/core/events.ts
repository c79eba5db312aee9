import type { GameEvent, Seat } from "./types.ts";

/**
 * What one recipient may see of an event: the whole event when it is public or the recipient is in
 * `visibleTo`; otherwise its `redacted` stand-in (or nothing). The visibility fields never leave.
 */
export function redactEvent(event: GameEvent, seat: Seat | null): GameEvent | null {
  if (!event.visibleTo) return event;
  if (seat !== null && event.visibleTo.includes(seat)) {
    const { visibleTo: _v, redacted: _r, ...whole } = event;
    return whole as GameEvent;
  }
  return event.redacted ?? null;
}

export function redactEvents(events: readonly GameEvent[], seat: Seat | null): GameEvent[] {
  const out: GameEvent[] = [];
  for (const e of events) {
    const r = redactEvent(e, seat);
    if (r) out.push(r);
  }
  return out;
}
