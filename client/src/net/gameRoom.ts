/**
 * A typed wrapper around one joined game room: sends the protocol's client messages, re-emits the
 * server messages (`ServerMessages`) to subscribers, keeps a plain snapshot of the synced state,
 * stores the session for resuming, and reports drops/reconnections of the socket.
 */
import { readServerMessage, type ClientMessage, type ClientMessageType, type ServerMessages, type ServerMessageType } from "../../../engine/core/protocol.ts";
import type { GameEvent, Move, Seat } from "../../../engine/core/types.ts";
import type { SessionStore } from "./session.ts";
import { toSnapshot, type RoomSnapshot } from "./snapshot.ts";
import { ViewMirror } from "./viewMirror.ts";

/** The part of the SDK's Room this wrapper uses (kept small so tests can fake it). */
export interface RoomLike {
  roomId: string;
  reconnectionToken: string;
  state: unknown;
  send(type: string, payload?: unknown): void;
  onMessage(type: string, cb: (payload: any) => void): () => void;
  onStateChange(cb: (state: any) => void): unknown;
  onDrop(cb: (code: number, reason?: string) => void): unknown;
  onReconnect(cb: () => void): unknown;
  onLeave(cb: (code: number, reason?: string) => void): unknown;
  leave(consented?: boolean): Promise<number>;
}

export type ConnectionStatus = "connected" | "dropped" | "reconnected" | "left";
export const SERVER_MESSAGE_TYPES: readonly ServerMessageType[] = ["welcome", "view", "events", "log", "ack", "error", "hints", "outcome", "ratings", "shutdown", "resigned"];

export interface EventBatch { stateId: number; by: Seat | null; events: GameEvent[]; undoes?: number }

type Listener<T> = (value: T) => void;

class Emitter<M> {
  private map = new Map<keyof M, Set<Listener<any>>>();
  on<K extends keyof M>(type: K, cb: Listener<M[K]>): () => void {
    let set = this.map.get(type);
    if (!set) this.map.set(type, (set = new Set()));
    set.add(cb);
    return () => { set.delete(cb); };
  }
  emit<K extends keyof M>(type: K, value: M[K]): void {
    for (const cb of [...(this.map.get(type) ?? [])]) cb(value);
  }
}

interface LocalEvents {
  state: RoomSnapshot;
  status: { status: ConnectionStatus; code?: number; reason?: string };
}

export class GameConnection {
  seat: Seat | null;
  credential: string | undefined;
  gameRecordId: string | null = null;
  snapshot: RoomSnapshot | null = null;
  status: ConnectionStatus = "connected";
  lastError: ServerMessages["error"] | null = null;
  lastHints: ServerMessages["hints"] | null = null;
  outcome: ServerMessages["outcome"] | null = null;
  /** A rated game's rating changes, once the server sends them after the outcome. */
  ratings: ServerMessages["ratings"] | null = null;
  /** The server announced a restart: a closed socket is worth retrying for a while. */
  shutdownNotice = false;
  /**
   * The game's log as far as this client has it: the server's latest page on every join and reconnection, the
   * batches since, and earlier pages asked for (`requestEarlierLog`); a move taken back leaves it.
   */
  readonly eventHistory: EventBatch[] = [];
  /** Earlier log entries exist on the server than the first one held. */
  logMore = false;
  /** This client's game view, kept by the room's patches. */
  readonly mirror = new ViewMirror();
  private server = new Emitter<ServerMessages>();
  private local = new Emitter<LocalEvents>();
  private requestCounter = 0;
  private leaving = false;

  readonly room: RoomLike;
  private store: SessionStore | null;

  constructor(room: RoomLike, store: SessionStore | null, init: { seat?: Seat | null; credential?: string; game?: string } = {}) {
    this.room = room;
    this.store = store;
    this.seat = init.seat ?? null;
    this.credential = init.credential;
    for (const type of SERVER_MESSAGE_TYPES) {
      room.onMessage(type, (payload) => this.handle(type, readServerMessage(type, payload)));
    }
    room.onStateChange(() => this.refresh());
    room.onDrop((code, reason) => this.setStatus("dropped", code, reason));
    room.onReconnect(() => {
      this.saveSession();
      this.setStatus("reconnected");
    });
    room.onLeave((code, reason) => this.setStatus("left", code, reason));
    // No snapshot until the first full state arrives (room.state exists before that, but empty).
    if (init.game || init.seat !== undefined) this.saveSession(init.game);
  }

  get roomId(): string { return this.room.roomId; }
  /** True when this client left on purpose (so a "left" status is not an error). */
  get leftOnPurpose(): boolean { return this.leaving; }

  send<K extends ClientMessageType>(type: K, message: ClientMessage<K>): void {
    this.room.send(type, message);
  }

  /** Sends a move against the state id this client saw; returns the request id. */
  move(move: Move): string {
    const requestId = `r${Date.now().toString(36)}-${++this.requestCounter}`;
    this.send("move", { stateId: this.snapshot?.stateId ?? 0, move, requestId });
    return requestId;
  }

  requestHints(): void {
    this.send("hints", {});
  }

  /** Takes back this seat's last move (when the room's `undoSeat` is this seat); returns the request id. */
  undo(): string {
    const requestId = `u${Date.now().toString(36)}-${++this.requestCounter}`;
    this.send("undo", { stateId: this.snapshot?.stateId ?? 0, requestId });
    return requestId;
  }

  /** Asks for the page of the log before the first entry held; false when there is none. */
  requestEarlierLog(): boolean {
    if (!this.logMore || !this.eventHistory.length) return false;
    this.logMore = false; // until the page arrives: one request at a time
    this.send("log", { before: this.eventHistory[0].stateId });
    return true;
  }

  on<K extends ServerMessageType>(type: K, cb: Listener<ServerMessages[K]>): () => void {
    return this.server.on(type, cb);
  }

  onState(cb: Listener<RoomSnapshot>): () => void {
    return this.local.on("state", cb);
  }

  onStatus(cb: Listener<LocalEvents["status"]>): () => void {
    return this.local.on("status", cb);
  }

  /**
   * Leaves the room on purpose. `forget`: drop the stored seat too (a lobby left, a finished game); a running
   * game's seat is kept, so the person can come back to it (My games, or a reload).
   */
  async leave(forget = true): Promise<void> {
    this.leaving = true;
    if (forget) this.store?.remove(this.roomId);
    try { await this.room.leave(true); } catch { /* already gone */ }
  }

  private setStatus(status: ConnectionStatus, code?: number, reason?: string): void {
    this.status = status;
    this.local.emit("status", { status, code, reason });
  }

  private handle<K extends ServerMessageType>(type: K, payload: ServerMessages[K]): void {
    switch (type) {
      case "welcome": {
        const w = payload as ServerMessages["welcome"];
        this.seat = w.seat;
        if (w.credential) this.credential = w.credential;
        this.gameRecordId = w.gameRecordId;
        this.saveSession();
        break;
      }
      case "view": {
        const result = this.mirror.receive(payload as ServerMessages["view"]);
        if (result === "resync") this.send("sync", {});
        if (result === "changed" && this.snapshot) this.refresh();
        break;
      }
      case "events": {
        const batch = payload as EventBatch;
        if (batch.undoes !== undefined) {
          const at = this.eventHistory.findIndex((b) => b.stateId === batch.undoes);
          if (at >= 0) this.eventHistory.splice(at, 1);
        }
        this.eventHistory.push(batch);
        break;
      }
      case "log": {
        const page = payload as ServerMessages["log"];
        // The latest page replaces what is held; an earlier one goes in front of the first entry it was asked before.
        if (page.before === null) this.eventHistory.splice(0, this.eventHistory.length, ...page.entries);
        else if (page.before === this.eventHistory[0]?.stateId) this.eventHistory.unshift(...page.entries);
        else break;
        this.logMore = page.more;
        break;
      }
      case "error": this.lastError = payload as ServerMessages["error"]; break;
      case "hints": this.lastHints = payload as ServerMessages["hints"]; break;
      case "outcome": this.outcome = payload as ServerMessages["outcome"]; break;
      case "ratings": this.ratings = payload as ServerMessages["ratings"]; break;
      case "shutdown": this.shutdownNotice = true; break;
    }
    this.server.emit(type, payload);
  }

  /** Rebuilds the snapshot from the synced room state and the view, and tells the listeners. */
  private refresh(): void {
    this.snapshot = toSnapshot(this.room.state, this.mirror);
    this.local.emit("state", this.snapshot);
  }

  private saveSession(game?: string): void {
    if (!this.store || this.leaving) return;
    this.store.save({ roomId: this.roomId, reconnectionToken: this.room.reconnectionToken, credential: this.credential, seat: this.seat, game: game ?? this.snapshot?.game });
  }
}
