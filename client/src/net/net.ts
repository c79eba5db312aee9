/**
 * The client's network entry point: matchmaking (quick match, lobbies, join by code, bots), the
 * open-lobby listing and resuming a stored seat. Every joined game room is wrapped in a
 * GameConnection.
 */
import { Client, type Room } from "@colyseus/sdk";
import type { CreateOptions, RoomMode } from "../../../engine/core/protocol.ts";
import { ROOM_GAME, ROOM_LOBBY } from "./rooms.ts";
import { GameConnection, type RoomLike } from "./gameRoom.ts";
import { applyLobbyMessage, openLobbies, type Listing } from "./lobbyList.ts";
import { resumeOne, resumeSession, type ResumeClient, type ResumeResult } from "./resume.ts";
import type { SessionStore } from "./session.ts";
import { wakeRoom } from "./api.ts";

export interface MatchRequest {
  game: string;
  players: number;
  name: string;
  options?: Record<string, unknown>;
}

/** A lobby fills at most once per attempt, so this many cover a crowd of this many lobbies' worth at once. */
const QUICK_MATCH_ATTEMPTS = 5;

const asRoomLike = (room: Room): RoomLike => room as unknown as RoomLike;

export class Net {
  readonly client: InstanceType<typeof Client>;

  readonly store: SessionStore;
  private apiBase: string;

  constructor(endpoint: string, store: SessionStore, apiBase: string = endpoint) {
    this.store = store;
    this.apiBase = apiBase;
    this.client = new Client(endpoint);
  }

  private wrap(room: Room, game?: string, init: { seat?: number | null; credential?: string } = {}): GameConnection {
    return new GameConnection(asRoomLike(room), this.store, { ...init, game });
  }

  /**
   * Seat reservations do not hold a quick match's seats (rooms/seats-admission.ts): when several people
   * were sent to the same lobby at once, the one who connects after it filled is turned away with
   * `room-full` and asks again; by then the full lobby is out of matchmaking.
   */
  async quickMatch(req: MatchRequest, attempts = QUICK_MATCH_ATTEMPTS): Promise<GameConnection> {
    const opts: CreateOptions = { game: req.game, players: req.players, mode: "quick", name: req.name };
    for (let attempt = 1; ; attempt++) {
      try {
        return this.wrap(await this.client.joinOrCreate(ROOM_GAME, opts), req.game);
      } catch (err) {
        if (attempt >= attempts || !/room-full/.test((err as Error)?.message ?? "")) throw err;
      }
    }
  }

  /** A private (join by code) or public (listed) lobby; the room id is the join code. */
  async createLobby(mode: Exclude<RoomMode, "quick">, req: MatchRequest): Promise<GameConnection> {
    const opts: CreateOptions = { game: req.game, players: req.players, mode, name: req.name, options: req.options ?? {} };
    return this.wrap(await this.client.create(ROOM_GAME, opts), req.game);
  }

  async joinByCode(code: string, name: string): Promise<GameConnection> {
    // The server reads a join code in any case; upper case is also how it is shown and stored.
    return this.wrap(await this.client.joinById(code.trim().toUpperCase(), { name }));
  }

  /** A private room where the host seats a bot in every other seat and starts. */
  async playBots(req: MatchRequest, welcomeTimeoutMs = 5000): Promise<GameConnection> {
    const conn = await this.createLobby("private", req);
    if (conn.seat === null) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => { off(); resolve(); }, welcomeTimeoutMs);
        const off = conn.on("welcome", () => { clearTimeout(timer); off(); resolve(); });
      });
    }
    for (let i = 1; i < req.players; i++) conn.send("add-bot", {});
    conn.send("start", {});
    return conn;
  }

  /**
   * Takes back a stored seat: the one of `roomId`, else the most recent one still valid. Failed
   * sessions are forgotten unless `keepOnFailure`.
   */
  async resume(name: string, opts: { roomId?: string; keepOnFailure?: boolean } = {}): Promise<GameConnection | null> {
    const client: ResumeClient<Room> = {
      reconnect: (token) => this.client.reconnect(token),
      joinById: (roomId, options) => this.client.joinById(roomId, options),
      wake: (roomId, credential) => wakeRoom(this.apiBase, roomId, credential),
    };
    const options = { name, keepOnFailure: opts.keepOnFailure, onAttemptFailed: (how: string, s: { roomId: string }, err: unknown) => console.info(`[epochs] resume ${how} of ${s.roomId} failed:`, (err as Error)?.message ?? err) };
    let result: ResumeResult<Room> | null;
    if (opts.roomId) {
      const session = this.store.get(opts.roomId);
      result = session ? await resumeOne(client, this.store, session, options) : null;
    } else {
      result = await resumeSession(client, this.store, options);
    }
    if (!result) return null;
    return this.wrap(result.room, result.session.game, { seat: result.session.seat, credential: result.session.credential });
  }

  /**
   * Back to a table of the person's (My games): by the seat this browser stored, else by the account's seat
   * (signed in on another device, or the stored seat was forgotten), waking the game if it was unloaded.
   */
  async rejoin(roomId: string, name: string): Promise<GameConnection> {
    if (this.store.get(roomId)) {
      const conn = await this.resume(name, { roomId, keepOnFailure: true });
      if (conn) return conn;
    }
    await wakeRoom(this.apiBase, roomId).catch(() => false);
    return this.wrap(await this.client.joinById(roomId, { name }));
  }

  /** Joins the lobby listing room; `onChange` receives the open public lobbies on every change. */
  async watchLobbies(onChange: (lobbies: Listing[]) => void, onError?: (err: unknown) => void): Promise<() => void> {
    let list: ReadonlyMap<string, Listing> = new Map();
    const room = await this.client.joinOrCreate(ROOM_LOBBY, {});
    const update = (type: string) => (payload: unknown) => {
      list = applyLobbyMessage(list, type, payload);
      onChange(openLobbies(list));
    };
    room.onMessage("rooms", update("rooms"));
    room.onMessage("+", update("+"));
    room.onMessage("-", update("-"));
    room.onLeave((code: number) => { if (code !== 1000 && code !== 4000) onError?.(new Error(`lobby connection closed (${code})`)); });
    return () => { room.leave(true).catch(() => {}); };
  }
}
