import type { Seat } from "../../../engine/core/types.ts";
import type { Translator } from "../i18n/index.ts";
import type { RoomSnapshot } from "../net/snapshot.ts";

/**
 * A seat's display name: the player's name, else "Player N"; a bot is always "Bot N" in the reader's language
 * (the server names bots in English).
 */
export function seatName(snap: Pick<RoomSnapshot, "seats"> | null, seat: Seat | null, i18n: Translator): string {
  if (seat === null || seat === undefined) return "—";
  const s = snap?.seats.find((x) => x.index === seat);
  if (s?.bot) return i18n.t("seat.bot", { n: seat + 1 });
  return s?.name || i18n.t("seat.generic", { n: seat + 1 });
}
