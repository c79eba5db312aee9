/**
 * Keeps each connected client's copy of the game view up to date with patches (engine/core/view-patch).
 *
 * An audience is a seat (its owner sees `game.view(state, seat)`) or the spectators (`view(state, null)`).
 * A client gets its audience's whole view when it subscribes, then one `view` message per change holding
 * only the ops between the two versions, encoded once per audience. Only audiences with a client are
 * kept, so bots' seats and empty rooms cost nothing. A seat's view goes only to that seat's clients: no
 * other seat's secrets are ever in a client's stream.
 */
import type { Client } from "@colyseus/core";
import type { ServerMessages } from "../engine/core/protocol.ts";
import type { Seat } from "../engine/core/types.ts";
import { diffView } from "../engine/core/view-patch.ts";
import { jsonFrame } from "./json-frames.ts";

type Audience = Seat | null;

interface Subscribers {
  clients: Set<Client>;
  /** The view the clients hold and its version (the room's state id). */
  view: unknown;
  stateId: number;
}

const encode = (message: ServerMessages["view"]) => jsonFrame("view", message);

export class ViewSync {
  private readonly audiences = new Map<Audience, Subscribers>();
  private readonly audienceOf = new Map<Client, Audience>();

  private readonly viewOf: (audience: Audience) => { view: unknown; stateId: number } | null;

  /** `viewOf` builds the current view of an audience; null while there is no game yet. */
  constructor(viewOf: (audience: Audience) => { view: unknown; stateId: number } | null) {
    this.viewOf = viewOf;
  }

  /** Sends `client` the whole view of its audience and keeps it up to date from now on. */
  subscribe(client: Client, audience: Audience): void {
    this.unsubscribe(client);
    this.audienceOf.set(client, audience);
    let subs = this.audiences.get(audience);
    if (!subs) {
      const current = this.viewOf(audience);
      subs = { clients: new Set(), view: current?.view ?? null, stateId: current?.stateId ?? -1 };
      this.audiences.set(audience, subs);
    }
    subs.clients.add(client);
    if (subs.stateId >= 0) client.enqueueRaw(encode({ stateId: subs.stateId, full: subs.view }));
  }

  unsubscribe(client: Client): void {
    const audience = this.audienceOf.get(client);
    if (audience === undefined) return;
    this.audienceOf.delete(client);
    const subs = this.audiences.get(audience)!;
    subs.clients.delete(client);
    if (subs.clients.size === 0) this.audiences.delete(audience);
  }

  /** Sends every audience the changes since the version its clients hold. */
  publish(): void {
    for (const [audience, subs] of this.audiences) {
      const next = this.viewOf(audience);
      if (!next || next.stateId === subs.stateId) continue;
      const message: ServerMessages["view"] = subs.stateId < 0
        ? { stateId: next.stateId, full: next.view }
        : { stateId: next.stateId, from: subs.stateId, ops: diffView(subs.view, next.view) };
      subs.view = next.view;
      subs.stateId = next.stateId;
      const bytes = encode(message);
      for (const client of subs.clients) client.enqueueRaw(bytes);
    }
  }
}
