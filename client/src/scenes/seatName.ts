import type { Seat } from "../../../engine/core/types.ts";
import type { Translator } from "../i18n/index.ts";
import type { RoomSnapshot } from "../net/snapshot.ts";

/** A seat's display name: the player's name, else "Bot N" / "Player N". */
export function seatName(snap: Pick<RoomSnapshot, "seats"> | null, seat: Seat | null, i18n: Translator): string {
  if (seat === null || seat === undefined) return "—";
  const s = snap?.seats.find((x) => x.index === seat);
  if (s?.name) return s.name;
  return i18n.t(s?.bot ? "seat.bot" : "seat.generic", { n: seat + 1 });
}
