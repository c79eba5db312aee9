/**
 * This client's copy of its game view, rebuilt from the room's `view` messages (rooms/view-sync.ts):
 * a whole view, then patches, each from the version the client holds. Patches apply copy-on-write, so
 * every part of the view a move did not change keeps its identity, and a renderer can tell what changed
 * by comparing the old and new objects.
 */
import type { ServerMessages } from "../../../engine/core/protocol.ts";
import { applyViewPatch, ViewPatchError } from "../../../engine/core/view-patch.ts";

export type ViewMessage = ServerMessages["view"];

/** What receiving a message did: the view changed, the message was old news, or the copy needs a resync. */
export type MirrorResult = "changed" | "stale" | "resync";

export class ViewMirror {
  /** The version held (the room's state id), -1 before the first view. */
  stateId = -1;
  view: unknown = null;

  receive(message: ViewMessage): MirrorResult {
    if (message.full !== undefined) {
      if (message.stateId < this.stateId) return "stale";
      this.view = message.full;
      this.stateId = message.stateId;
      return "changed";
    }
    if (message.stateId <= this.stateId) return "stale";
    if (message.from !== this.stateId || !message.ops) return "resync";
    try {
      this.view = applyViewPatch(this.view, message.ops);
    } catch (err) {
      if (err instanceof ViewPatchError) return "resync";
      throw err;
    }
    this.stateId = message.stateId;
    return "changed";
  }

  reset(): void {
    this.stateId = -1;
    this.view = null;
  }
}
