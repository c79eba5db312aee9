/**
 * A plain, immutable copy of the synced room state (rooms/schema.ts), with the JSON strings parsed, and
 * this client's game view (./viewMirror.ts). Scenes and renderers read this, never the live schema objects.
 */
import type { Pace } from "../../../engine/core/protocol.ts";
import type { Outcome, Seat } from "../../../engine/core/types.ts";

export type RoomPhase = "lobby" | "playing" | "finished";

export interface SeatSnapshot {
  index: Seat;
  name: string;
  claimed: boolean;
  connected: boolean;
  bot: boolean;
  ready: boolean;
  /** The seat's account's rating in this game, 0 when it has none. */
  rating: number;
}

export interface RoomSnapshot {
  game: string;
  mode: string;
  phase: RoomPhase | string;
  players: number;
  hostSeat: number;
  options: Record<string, unknown>;
  clockSeconds: number;
  /** Real-time, or turn-based with its clock. */
  pace: Pace;
  /** Whether the game changes ratings. */
  rated: boolean;
  seats: SeatSnapshot[];
  /** The version of `view` once a game runs (so a move names the state the player saw), else the room's. */
  stateId: number;
  waitingFor: Seat[];
  /** The seat that may take back its last move now, -1 when none. */
  undoSeat: Seat;
  deadline: number;
  /** The seat the clock runs for, -1 when none. */
  clockSeat: Seat;
  /** A time-bank game's banks, ms per seat (the running seat's as when its clock started); empty otherwise. */
  banks: number[];
  /** This client's view of the game: its seat's (`game.view(state, seat)`) or a spectator's; null before the game starts. */
  view: unknown;
  outcome: Outcome | null;
}

export function parseJson(text: unknown): unknown {
  if (typeof text !== "string" || text === "") return null;
  try { return JSON.parse(text); } catch { return null; }
}

const num = (v: unknown, d = 0): number => (typeof v === "number" && Number.isFinite(v) ? v : d);
const str = (v: unknown, d = ""): string => (typeof v === "string" ? v : d);
const bool = (v: unknown): boolean => v === true;

function toArray(v: unknown): unknown[] {
  if (Array.isArray(v)) return v;
  if (v && typeof v === "object") {
    const o = v as { toArray?: () => unknown[] } & Record<string, unknown>;
    if (typeof o.toArray === "function") return o.toArray();
    return Object.keys(o).filter((k) => /^\d+$/.test(k)).sort((a, b) => +a - +b).map((k) => o[k]);
  }
  return [];
}

/** The synced pace (server-validated JSON); anything unreadable counts as real-time. */
function toPace(v: unknown): Pace {
  const p = (v ?? {}) as Record<string, unknown>;
  if (p.kind === "per-move") return { kind: "per-move", seconds: num(p.seconds) };
  if (p.kind === "bank") return { kind: "bank", seconds: num(p.seconds), incrementSeconds: num(p.incrementSeconds) };
  return { kind: "realtime" };
}

/** Builds a snapshot from the decoded state (a Schema instance or its `toJSON()`) and the client's view. */
export function toSnapshot(state: unknown, view: { stateId: number; view: unknown }): RoomSnapshot {
  const raw = (state && typeof (state as { toJSON?: unknown }).toJSON === "function"
    ? (state as { toJSON(): unknown }).toJSON()
    : state ?? {}) as Record<string, unknown>;
  const seatsRaw = toArray(raw.seats) as Record<string, unknown>[];
  const seats: SeatSnapshot[] = seatsRaw.map((s, i) => ({
    index: num(s?.index, i), name: str(s?.name), claimed: bool(s?.claimed), connected: bool(s?.connected), bot: bool(s?.bot), ready: bool(s?.ready), rating: num(s?.rating, 0),
  }));
  const options = parseJson(raw.options);
  const outcome = parseJson(raw.outcome) as Outcome | null;
  return {
    game: str(raw.game),
    mode: str(raw.mode),
    phase: str(raw.phase, "lobby"),
    players: num(raw.players, seats.length),
    hostSeat: num(raw.hostSeat, -1),
    options: options && typeof options === "object" ? options as Record<string, unknown> : {},
    clockSeconds: num(raw.clockSeconds),
    pace: toPace(parseJson(raw.pace)),
    rated: bool(raw.rated),
    seats,
    stateId: view.stateId >= 0 ? view.stateId : num(raw.stateId),
    waitingFor: toArray(raw.waitingFor).filter((x): x is number => typeof x === "number"),
    undoSeat: num(raw.undoSeat, -1),
    deadline: num(raw.deadline),
    clockSeat: num(raw.clockSeat, -1),
    banks: toArray(raw.banks).filter((x): x is number => typeof x === "number"),
    view: view.stateId >= 0 ? view.view : null,
    outcome: outcome && Array.isArray(outcome.scores) ? outcome : null,
  };
}
