/**
 * What the client remembers about the rooms it sits in (localStorage, one entry per room), so a
 * reload or a lost connection can take the seat back.
 */
import type { Seat } from "../../../engine/core/types.ts";

export interface StoredSession {
  roomId: string;
  /** `room.reconnectionToken` ("roomId:token"); it changes after every reconnection. */
  reconnectionToken: string;
  /** Sent once in `welcome`; reclaims the seat after the reconnection window or a restart. */
  credential?: string;
  seat: Seat | null;
  game?: string;
  updatedAt: number;
}

export type KeyValueStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

const KEY = "epochs.sessions";

export class SessionStore {
  private storage: KeyValueStorage | null;
  private now: () => number;

  constructor(storage: KeyValueStorage | null, now: () => number = Date.now) {
    this.storage = storage;
    this.now = now;
  }

  all(): Record<string, StoredSession> {
    try {
      const raw = this.storage?.getItem(KEY);
      if (!raw) return {};
      const parsed: unknown = JSON.parse(raw);
      if (!parsed || typeof parsed !== "object") return {};
      const out: Record<string, StoredSession> = {};
      for (const [id, v] of Object.entries(parsed as Record<string, unknown>)) {
        const s = v as Partial<StoredSession>;
        if (s && typeof s.roomId === "string" && typeof s.reconnectionToken === "string") {
          out[id] = { roomId: s.roomId, reconnectionToken: s.reconnectionToken, credential: typeof s.credential === "string" ? s.credential : undefined,
            seat: typeof s.seat === "number" ? s.seat : null, game: typeof s.game === "string" ? s.game : undefined, updatedAt: typeof s.updatedAt === "number" ? s.updatedAt : 0 };
        }
      }
      return out;
    } catch {
      return {};
    }
  }

  /** Stored sessions, most recently updated first. */
  list(): StoredSession[] {
    return Object.values(this.all()).sort((a, b) => b.updatedAt - a.updatedAt);
  }

  latest(): StoredSession | null {
    return this.list()[0] ?? null;
  }

  get(roomId: string): StoredSession | null {
    return this.all()[roomId] ?? null;
  }

  /** Saves or updates the entry of a room; a missing credential keeps the one stored before. */
  save(entry: Omit<StoredSession, "updatedAt"> & { updatedAt?: number }): StoredSession {
    const all = this.all();
    const prev = all[entry.roomId];
    const next: StoredSession = {
      roomId: entry.roomId,
      reconnectionToken: entry.reconnectionToken,
      credential: entry.credential ?? prev?.credential,
      seat: entry.seat ?? prev?.seat ?? null,
      game: entry.game ?? prev?.game,
      updatedAt: entry.updatedAt ?? this.now(),
    };
    all[entry.roomId] = next;
    this.write(all);
    return next;
  }

  remove(roomId: string): void {
    const all = this.all();
    if (!(roomId in all)) return;
    delete all[roomId];
    this.write(all);
  }

  private write(all: Record<string, StoredSession>): void {
    try {
      if (Object.keys(all).length === 0) this.storage?.removeItem(KEY);
      else this.storage?.setItem(KEY, JSON.stringify(all));
    } catch { /* storage full or unavailable: resuming just won't work */ }
  }
}
