/** The server's small HTTP API. */
import type { GameInfo, LeaderboardPage, ReviewAnswer } from "../../../engine/core/protocol.ts";

export type FetchLike = (url: string, init?: RequestInit) => Promise<Pick<Response, "ok" | "status" | "statusText" | "json">>;

export async function fetchGames(apiBase: string, fetchFn: FetchLike = (u, i) => fetch(u, i), timeoutMs = 8000): Promise<GameInfo[]> {
  const ctrl = typeof AbortController !== "undefined" ? new AbortController() : null;
  const timer = ctrl ? setTimeout(() => ctrl.abort(), timeoutMs) : null;
  try {
    const res = await fetchFn(`${apiBase}/api/games`, { signal: ctrl?.signal, headers: { accept: "application/json" } });
    if (!res.ok) throw new Error(`HTTP ${res.status}${res.statusText ? ` ${res.statusText}` : ""}`);
    const body: unknown = await res.json();
    if (!Array.isArray(body)) throw new Error("unexpected answer");
    return body.filter((g): g is GameInfo => !!g && typeof (g as GameInfo).id === "string"
      && typeof (g as GameInfo).minPlayers === "number" && typeof (g as GameInfo).maxPlayers === "number");
  } catch (err) {
    if ((err as Error)?.name === "AbortError") throw new Error("timed out");
    if (err instanceof SyntaxError) throw new Error("the answer is not JSON");
    throw err;
  } finally {
    if (timer) clearTimeout(timer);
  }
}

/**
 * Asks the server to load a stored unfinished game back into a room; resolves to whether it is live
 * with a seat for `credential`, or without one for the signed-in account (the session cookie); the server
 * tells nothing to whoever holds no seat.
 */
export async function wakeRoom(apiBase: string, roomId: string, credential?: string, fetchFn: FetchLike = (u, i) => fetch(u, i)): Promise<boolean> {
  const res = await fetchFn(`${apiBase}/api/resume/${encodeURIComponent(roomId)}`, {
    method: "POST", credentials: "include", headers: { accept: "application/json", "content-type": "application/json" }, body: JSON.stringify(credential ? { credential } : {}),
  });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  const body = (await res.json()) as { live?: unknown };
  if (typeof body?.live !== "boolean") throw new Error("unexpected answer");
  return body.live;
}

/**
 * A stored game to step through: with a seat's `credential` that seat's review (also of a running game),
 * without it a finished game's public one. Null when the server has none for the asker.
 */
export async function fetchReview(apiBase: string, gameId: string, credential?: string, fetchFn: FetchLike = (u, i) => fetch(u, i)): Promise<ReviewAnswer | null> {
  const url = `${apiBase}/api/review/${encodeURIComponent(gameId)}`;
  const res = credential
    ? await fetchFn(url, { method: "POST", headers: { accept: "application/json", "content-type": "application/json" }, body: JSON.stringify({ credential }) })
    : await fetchFn(url, { headers: { accept: "application/json" } });
  if (res.status === 404) return null;
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  const body = (await res.json()) as ReviewAnswer;
  if (!body || !Array.isArray(body.steps)) throw new Error("unexpected answer");
  return body;
}

/** A page of a game's leaderboard (`limit` rows from place `offset + 1`), with the signed-in person's own place. */
export async function fetchLeaderboard(apiBase: string, game: string, offset: number, limit: number, fetchFn: FetchLike = (u, i) => fetch(u, i)): Promise<LeaderboardPage> {
  const res = await fetchFn(`${apiBase}/api/ratings/${encodeURIComponent(game)}?offset=${offset}&limit=${limit}`, { credentials: "include", headers: { accept: "application/json" } });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  const body = (await res.json()) as LeaderboardPage;
  if (!body || !Array.isArray(body.players) || typeof body.total !== "number") throw new Error("unexpected answer");
  return body;
}
