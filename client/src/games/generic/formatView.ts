/** Pure helpers that turn an unknown game view (plain JSON) into readable lines. */
import { humanize } from "../../log/eventText.ts";

export interface FormatOptions {
  /** Keys to leave out (e.g. shown elsewhere). */
  skip?: ReadonlySet<string>;
  seatName?: (seat: number) => string;
  maxLines?: number;
}

const isScalar = (v: unknown): boolean => v === null || ["string", "number", "boolean"].includes(typeof v);

function scalarText(v: unknown): string {
  if (v === null || v === undefined) return "—";
  if (typeof v === "boolean") return v ? "✓" : "✗";
  return String(v);
}

function inline(v: unknown): string | null {
  if (isScalar(v)) return scalarText(v);
  if (Array.isArray(v) && v.every(isScalar)) return v.length ? v.map(scalarText).join(", ") : "—";
  if (v && typeof v === "object" && !Array.isArray(v)) {
    const entries = Object.entries(v);
    if (entries.length <= 4 && entries.every(([, x]) => isScalar(x))) return entries.map(([k, x]) => `${humanize(k)} ${scalarText(x)}`).join(", ");
  }
  return null;
}

/** Seat-indexed keys are rendered with seat names (turn: 1 → "turn: Bob"). */
const SEAT_KEYS = /^(turn|seat|player|active|activePlayer|currentPlayer|from|to|by|winner|leader|firstPlayer)$/;

export function formatView(view: unknown, opts: FormatOptions = {}, indent = ""): string[] {
  const max = opts.maxLines ?? 60;
  const lines: string[] = [];
  const push = (line: string) => { if (lines.length < max) lines.push(line); };
  if (view === null || view === undefined) return lines;
  if (isScalar(view) || Array.isArray(view) && view.every(isScalar)) {
    push(`${indent}${inline(view)}`);
    return lines;
  }
  const entries: [string, unknown][] = Array.isArray(view) ? view.map((v, i) => [`#${i + 1}`, v]) : Object.entries(view as Record<string, unknown>);
  for (const [k, v] of entries) {
    if (opts.skip?.has(k)) continue;
    const label = k.startsWith("#") ? k : humanize(k);
    if (typeof v === "number" && SEAT_KEYS.test(k) && opts.seatName) { push(`${indent}${label}: ${opts.seatName(v)}`); continue; }
    const one = inline(v);
    if (one !== null) { push(`${indent}${label}: ${one}`); continue; }
    push(`${indent}${label}:`);
    for (const l of formatView(v, { ...opts, skip: undefined, maxLines: max - lines.length }, `${indent}  `)) push(l);
  }
  return lines;
}

/** Keys of the view that hold one scalar per seat (shown as columns of the seat table). */
export function perSeatKeys(view: unknown, seats: number): string[] {
  if (!view || typeof view !== "object" || Array.isArray(view) || seats < 1) return [];
  return Object.entries(view as Record<string, unknown>)
    .filter(([, v]) => Array.isArray(v) && v.length === seats && v.every(isScalar))
    .map(([k]) => k);
}
