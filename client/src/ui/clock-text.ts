/** Turn clocks in words: a clock's length in the lobby ("12 h", "3 days") and the time left on one ("1 d 4 h"). */
import type { Pace } from "../../../engine/core/protocol.ts";
import type { Seat } from "../../../engine/core/types.ts";
import type { Translator } from "../i18n/index.ts";
import type { RoomSnapshot } from "../net/snapshot.ts";

const DAY = 86_400;

/** A clock's length, in the largest whole unit. */
export function clockLength(i18n: Translator, seconds: number): string {
  if (seconds >= DAY && seconds % DAY === 0) return i18n.t("lobby.clockDays", { n: seconds / DAY });
  if (seconds >= 3600 && seconds % 3600 === 0) return i18n.t("lobby.clockHours", { n: seconds / 3600 });
  if (seconds >= 60 && seconds % 60 === 0) return i18n.t("lobby.clockMinutes", { n: seconds / 60 });
  return i18n.t("lobby.clockSeconds", { n: seconds });
}

/** A pace's clock, as the lobby lists it. */
export function paceLabel(i18n: Translator, pace: Pace, clockSeconds: number): string {
  if (pace.kind === "per-move") return clockLength(i18n, pace.seconds);
  if (pace.kind === "bank") return i18n.t("lobby.clockBank", { bank: clockLength(i18n, pace.seconds), increment: clockLength(i18n, pace.incrementSeconds) });
  return clockSeconds ? clockLength(i18n, clockSeconds) : i18n.t("lobby.clockOff");
}

/**
 * The game screen's clock: the time left and whose it is (one's own decision needs no name), and in a time-bank
 * game one's own bank while the clock runs for someone else. `urgent` in the last 10 seconds of one's own clock.
 */
export function clockLine(i18n: Translator, snap: Pick<RoomSnapshot, "deadline" | "clockSeat" | "banks">, mySeat: Seat | null, seatName: (seat: Seat) => string, now: number): { text: string; urgent: boolean } {
  const parts: string[] = [];
  let urgent = false;
  if (snap.deadline > 0) {
    const s = Math.max(0, Math.ceil((snap.deadline - now) / 1000));
    // Seconds near the end; a turn-based clock's hours and days as such.
    const left = s <= 60 ? i18n.t("game.clock", { s }) : i18n.t("clock.left", { time: timeLeft(i18n, snap.deadline, now) });
    const mine = snap.clockSeat === mySeat;
    parts.push(mine || snap.clockSeat < 0 ? left : i18n.t("clock.whose", { name: seatName(snap.clockSeat), left }));
    urgent = mine && s <= 10;
  }
  if (mySeat !== null && snap.clockSeat !== mySeat && snap.banks[mySeat] !== undefined) {
    parts.push(i18n.t("clock.yourBank", { time: timeLeft(i18n, now + snap.banks[mySeat], now) }));
  }
  return { text: parts.join(" · "), urgent };
}

/** Time left until `deadline` (epoch ms), in its two largest units. */
export function timeLeft(i18n: Translator, deadline: number, now: number): string {
  const s = Math.max(0, Math.ceil((deadline - now) / 1000));
  if (s >= DAY) return i18n.t("clock.daysHours", { d: Math.floor(s / DAY), h: Math.floor((s % DAY) / 3600) });
  if (s >= 3600) return i18n.t("clock.hoursMinutes", { h: Math.floor(s / 3600), m: Math.floor((s % 3600) / 60) });
  if (s >= 60) return i18n.t("clock.minutes", { m: Math.ceil(s / 60) });
  return i18n.t("clock.seconds", { s });
}
