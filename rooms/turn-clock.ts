/**
 * A game's turn clock, as plain bookkeeping the room drives (docs/architecture.md, "Turn-based play"). One
 * decision is timed at a time: the first seat a person plays among those the game waits for. The record is
 * stored with the game (server/storage `saveClock`), so the clock runs on while the game is unloaded and a
 * loaded game keeps the deadline it had.
 *
 * - Per move (`per-move`, and a real-time game's `clockSeconds`): each decision gets the full clock.
 * - Time bank (`bank`): a decision gets what is left in the seat's bank. When the clock leaves the seat, the
 *   time since it started is charged to the bank (never below zero); a move (not an undo) the seat made adds
 *   the increment. A clock that runs out leaves the bank at one increment: what the owner has when back.
 */
import type { Pace } from "../engine/core/protocol.ts";
import type { Seat } from "../engine/core/types.ts";
import type { ClockRecord } from "../server/storage/types.ts";

export class TurnClock {
  private record: ClockRecord;
  private readonly pace: Pace;
  private readonly clockSeconds: number;

  /** `clockSeconds`: a real-time game's per-move clock (0: none). `stored`: the record a restored game had. */
  constructor(pace: Pace, clockSeconds: number, players: number, stored: ClockRecord | null) {
    this.pace = pace;
    this.clockSeconds = pace.kind === "realtime" ? clockSeconds : 0;
    this.record = stored ?? {
      running: null,
      banks: pace.kind === "bank" ? Array(players).fill(pace.seconds * 1000) : null,
      away: [],
    };
  }

  get turnBased() {
    return this.pace.kind !== "realtime";
  }

  /** Whether any decision is ever timed. */
  get enabled() {
    return this.turnBased || this.clockSeconds > 0;
  }

  get running() {
    return this.record.running;
  }

  /** Each seat's time bank in ms (a time-bank game; the running seat's as it was when its clock started), else null. */
  get banks(): readonly number[] | null {
    return this.record.banks;
  }

  get away(): readonly Seat[] {
    return this.record.away;
  }

  /** The stored form (a copy). */
  snapshot(): ClockRecord {
    return structuredClone(this.record);
  }

  /**
   * Times `seat`'s decision from `now`, unless it is the one timed already (a reloaded game keeps its deadline).
   * `null`: no person's decision is pending; the clock stops.
   */
  time(seat: Seat | null, now: number) {
    const running = this.record.running;
    if (running && running.seat === seat) return;
    if (running) this.stop(running.seat, now, false);
    if (seat === null || !this.enabled) return;
    this.record.running = { seat, since: now, deadline: now + this.allowanceMs(seat) };
  }

  /** `seat` decided (`moved`: a move, not an undo): the running clock, if it was the seat's, stops and is charged. */
  decided(seat: Seat, now: number, moved: boolean) {
    if (this.record.running?.seat === seat) this.stop(seat, now, moved);
  }

  /** The running clock ran out: nothing is timed until the next decision, and a bank is left at one increment. */
  expired(seat: Seat) {
    if (this.record.running?.seat !== seat) return;
    this.record.running = null;
    if (this.pace.kind === "bank" && this.record.banks) this.record.banks[seat] = this.pace.incrementSeconds * 1000;
  }

  /** A bot plays the seat until its owner comes back (turn-based: its clock ran out while nobody was there). */
  markAway(seat: Seat) {
    if (!this.record.away.includes(seat)) this.record.away.push(seat);
  }

  /** The owner is back. Returns whether the seat was away. */
  back(seat: Seat) {
    const before = this.record.away.length;
    this.record.away = this.record.away.filter((s) => s !== seat);
    return this.record.away.length !== before;
  }

  private allowanceMs(seat: Seat) {
    if (this.pace.kind === "per-move") return this.pace.seconds * 1000;
    if (this.pace.kind === "bank") return this.record.banks?.[seat] ?? 0;
    return this.clockSeconds * 1000;
  }

  private stop(seat: Seat, now: number, moved: boolean) {
    const running = this.record.running!;
    this.record.running = null;
    if (this.pace.kind !== "bank" || !this.record.banks) return;
    const left = Math.max(0, this.record.banks[seat] - (now - running.since));
    this.record.banks[seat] = left + (moved ? this.pace.incrementSeconds * 1000 : 0);
  }
}
