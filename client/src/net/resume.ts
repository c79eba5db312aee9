/**
 * Taking a seat back after a reload: try the SDK's reconnection token first (fast, same session),
 * then join the room again by id with the seat's credential; if both fail, forget the room.
 * Written against a two-method interface so it can be tested with a fake SDK.
 */
import type { StoredSession, SessionStore } from "./session.ts";

export interface ResumeClient<R> {
  reconnect(reconnectionToken: string): Promise<R>;
  joinById(roomId: string, options: { name: string; credential?: string }): Promise<R>;
  /**
   * Optional: asks the server to load a stored unfinished game back into a room (POST
   * /api/resume/:roomId with the seat's credential) before rejoining. `false` means the game is gone
   * (or holds no seat for the credential); a throw means unknown.
   */
  wake?(roomId: string, credential: string): Promise<boolean>;
}

export interface ResumeResult<R> {
  room: R;
  how: "reconnect" | "rejoin";
  session: StoredSession;
}

export interface ResumeOptions {
  name: string;
  /** Keep the stored session when every attempt fails (for retry loops, e.g. a server restart). */
  keepOnFailure?: boolean;
  /** Called for each failed attempt (for logs/tests). */
  onAttemptFailed?: (how: "reconnect" | "rejoin", session: StoredSession, error: unknown) => void;
}

export async function resumeOne<R>(client: ResumeClient<R>, store: SessionStore, session: StoredSession, opts: ResumeOptions): Promise<ResumeResult<R> | null> {
  try {
    const room = await client.reconnect(session.reconnectionToken);
    return { room, how: "reconnect", session };
  } catch (err) {
    opts.onAttemptFailed?.("reconnect", session, err);
  }
  if (session.credential) {
    let live = true;
    if (client.wake) {
      try { live = await client.wake(session.roomId, session.credential); } catch { live = true; }
    }
    if (!live) {
      opts.onAttemptFailed?.("rejoin", session, new Error("the game is no longer stored"));
    } else {
      try {
        const room = await client.joinById(session.roomId, { name: opts.name, credential: session.credential });
        return { room, how: "rejoin", session };
      } catch (err) {
        opts.onAttemptFailed?.("rejoin", session, err);
      }
    }
  }
  if (!opts.keepOnFailure) store.remove(session.roomId);
  return null;
}

/** Tries the stored rooms, most recent first; stale entries are dropped on the way. */
export async function resumeSession<R>(client: ResumeClient<R>, store: SessionStore, opts: ResumeOptions): Promise<ResumeResult<R> | null> {
  for (const session of store.list()) {
    const result = await resumeOne(client, store, session, opts);
    if (result) return result;
  }
  return null;
}
