/** Turn clocks in words: a clock's length in the lobby ("12 h", "3 days") and the time left on one ("1 d 4 h"). */
import type { Pace } from "../../../engine/core/protocol.ts";
import type { Translator } from "../i18n/index.ts";

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

/** Time left until `deadline` (epoch ms), in its two largest units. */
export function timeLeft(i18n: Translator, deadline: number, now: number): string {
  const s = Math.max(0, Math.ceil((deadline - now) / 1000));
  if (s >= DAY) return i18n.t("clock.daysHours", { d: Math.floor(s / DAY), h: Math.floor((s % DAY) / 3600) });
  if (s >= 3600) return i18n.t("clock.hoursMinutes", { h: Math.floor(s / 3600), m: Math.floor((s % 3600) / 60) });
  if (s >= 60) return i18n.t("clock.minutes", { m: Math.ceil(s / 60) });
  return i18n.t("clock.seconds", { s });
}
