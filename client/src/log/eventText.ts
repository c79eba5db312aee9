/**
 * Readable lines for the log: engine events and moves → text in the chosen language.
 * Order of preference: the renderer's own description, an event's `text` (engine Text), a UI string
 * `event.<Type>[.<variant>]` whose placeholders can all be filled, then a humanized fallback.
 */
import type { GameEvent, Move, Seat, Text } from "../../../engine/core/types.ts";
import type { Params, Translator } from "../i18n/index.ts";

export interface DescribeContext {
  i18n: Translator;
  seatName(seat: Seat | null): string;
}

/** "DiceRolled" / "dice-rolled" / "dice_rolled" → "Dice rolled". */
export function humanize(type: string): string {
  const words = type.replace(/([a-z0-9])([A-Z])/g, "$1 $2").replace(/[-_]+/g, " ").trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function isText(v: unknown): v is Text {
  return !!v && typeof v === "object" && typeof (v as Text).key === "string" && typeof (v as Text).en === "string";
}

function valueText(v: unknown, ctx: DescribeContext): string {
  if (Array.isArray(v)) return v.map((x) => valueText(x, ctx)).join(", ");
  if (isText(v)) return ctx.i18n.text(v);
  if (typeof v === "boolean") return ctx.i18n.t(v ? "move.yes" : "move.no");
  if (v && typeof v === "object") return JSON.stringify(v);
  return String(v);
}

/** The first of `keys` whose template can be filled from `params` (a template naming a missing one gives null). */
function firstFitting(ctx: DescribeContext, keys: string[], params: Params): string | null {
  for (const key of keys) {
    const text = ctx.i18n.tryT(key, params);
    if (text !== null) return text;
  }
  return null;
}

/** Keys tried for a typed record (an event or a move): boolean and string fields give variants. */
function variantKeys(prefix: string, record: Record<string, unknown>, skip: Set<string>): string[] {
  const keys: string[] = [];
  for (const [k, v] of Object.entries(record)) {
    if (skip.has(k)) continue;
    if (typeof v === "boolean") keys.push(`${prefix}.${v ? k : `not-${k}`}`);
    else if (typeof v === "string" || typeof v === "number") keys.push(`${prefix}.${v}`);
  }
  keys.push(`${prefix}.known`, prefix);
  return keys;
}

const EVENT_META = new Set(["type", "visibleTo", "redacted", "text"]);

/** An event's log line; "" when the game's renderer says the event gets no line (its override answers ""). */
export function describeEvent(event: GameEvent, by: Seat | null, ctx: DescribeContext, override?: (e: GameEvent) => string | null | undefined): string {
  const own = override?.(event);
  if (own !== null && own !== undefined) return own;
  if (isText(event.text)) return ctx.i18n.text(event.text);
  const seat = typeof event.seat === "number" ? event.seat : by;
  const params: Params = { seat: ctx.seatName(seat) };
  for (const [k, v] of Object.entries(event)) {
    if (EVENT_META.has(k) || k === "seat" || v === undefined || v === null) continue;
    params[k] = typeof v === "number" ? v : valueText(v, ctx);
  }
  const found = firstFitting(ctx, variantKeys(`event.${event.type}`, event, new Set([...EVENT_META, "seat"])), params);
  if (found) return found;
  const details = Object.entries(event)
    .filter(([k, v]) => !EVENT_META.has(k) && k !== "seat" && v !== undefined)
    .map(([k, v]) => `${k}: ${valueText(v, ctx)}`).join(", ");
  const what = details ? `${humanize(event.type)} (${details})` : humanize(event.type);
  return seat === null || seat === undefined ? what : ctx.i18n.t("log.event", { seat: ctx.seatName(seat), what });
}

export function describeMove(move: Move, ctx: Pick<DescribeContext, "i18n">, override?: (m: Move) => string | null | undefined): string {
  const own = override?.(move);
  if (own) return own;
  if (isText(move.label)) return ctx.i18n.text(move.label);
  const fake: DescribeContext = { i18n: ctx.i18n, seatName: (s) => String(s) };
  const params: Params = {};
  for (const [k, v] of Object.entries(move)) if (k !== "type" && v !== undefined && v !== null) params[k] = typeof v === "number" ? v : valueText(v, fake);
  const found = firstFitting(fake, variantKeys(`move.${move.type}`, move, new Set(["type"])), params);
  if (found) return found;
  const details = Object.entries(move).filter(([k]) => k !== "type").map(([k, v]) => `${k}: ${valueText(v, fake)}`).join(", ");
  return details ? `${humanize(move.type)} (${details})` : humanize(move.type);
}
