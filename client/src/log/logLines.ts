/** A batch of events as log lines, in the renderer's words where it has them, headings marked. */
import type { GameEvent, Seat } from "../../../engine/core/types.ts";
import type { GameRenderer } from "../games/types.ts";
import type { EventBatch } from "../net/gameRoom.ts";
import type { LogLine } from "../ui/LogPanel.ts";
import { describeEvent, type DescribeContext } from "./eventText.ts";

export function batchLines(batch: EventBatch, renderer: GameRenderer | null, ctx: DescribeContext): LogLine[] {
  const heading = (e: GameEvent) => (renderer?.isLogHeading ? renderer.isLogHeading(e) : e.type === "TurnStarted");
  const own = renderer?.describeEvent ? (e: GameEvent) => renderer.describeEvent!(e, batch.by as Seat | null) : undefined;
  return batch.events.map((e) => ({ text: describeEvent(e, batch.by, ctx, own), heading: heading(e) }));
}
