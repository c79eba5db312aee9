/** How long ago something happened, in the reader's language ("5 min ago"). */
import type { Translator } from "../i18n/index.ts";

export function ago(i18n: Translator, at: number, now: number): string {
  const minutes = Math.floor(Math.max(0, now - at) / 60_000);
  if (minutes < 1) return i18n.t("time.justNow");
  if (minutes < 60) return i18n.t("time.minutes", { n: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return i18n.t("time.hours", { n: hours });
  return i18n.t("time.days", { n: Math.floor(hours / 24) });
}
