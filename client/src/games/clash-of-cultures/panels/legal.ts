/**
 * Working with the legal moves the server sends (`hints`): narrowing a list of candidate moves field by
 * field as the player chooses, and naming each field's values in the player's language (data names,
 * spaces by terrain or city, seats by name). Pure: no DOM.
 */
import type { Move, Seat } from "../../../../../engine/core/types.ts";
import type { CocView } from "../../../../../engine/games/clash-of-cultures/view.ts";
import type { Lang, Translator } from "../../../i18n/index.ts";
import { hexLabel as boardLabel } from "../board/geometry.ts";
import { actionHalfName, name, objectiveName, tacticsName, type RefKind } from "./names.ts";
import { PAYABLE } from "./payment.ts";
import { moveLabel, tr, type UiKey } from "./strings.ts";

export interface Env {
  view: CocView;
  seat: Seat;
  i18n: Translator;
  seatName(seat: Seat): string;
}

export const lang = (env: { i18n: Translator }): Lang => env.i18n.lang;

export function json(v: unknown): string {
  return v === undefined ? "~" : JSON.stringify(v);
}

export const HEX_RE = /^-?\d{1,3},-?\d{1,3}$/;
export const isHex = (v: unknown): v is string => typeof v === "string" && HEX_RE.test(v);

export function getPath(m: Record<string, unknown>, path: string): unknown {
  let cur: unknown = m;
  for (const part of path.split(".")) cur = cur && typeof cur === "object" ? (cur as Record<string, unknown>)[part] : undefined;
  return cur;
}

export function setPath<T extends Record<string, unknown>>(m: T, path: string, value: unknown): T {
  const [head, ...rest] = path.split(".");
  const copy = { ...m } as Record<string, unknown>;
  if (!rest.length) {
    if (value === undefined) delete copy[head];
    else copy[head] = value;
  } else copy[head] = setPath({ ...((copy[head] as Record<string, unknown>) ?? {}) }, rest.join("."), value);
  return copy as T;
}

/** Distinct values of `path` among the candidates, in first-seen order. */
export function distinctValues(cands: readonly Move[], path: string): unknown[] {
  const seen = new Map<string, unknown>();
  for (const m of cands) {
    const v = getPath(m, path);
    const k = json(v);
    if (!seen.has(k)) seen.set(k, v);
  }
  return [...seen.values()];
}

export function narrow(cands: readonly Move[], path: string, value: unknown): Move[] {
  const k = json(value);
  return cands.filter((m) => json(getPath(m, path)) === k);
}

/** Top-level keys whose values differ among the candidates (the choices left). */
export function differingKeys(cands: readonly Move[]): string[] {
  if (cands.length < 2) return [];
  const keys = new Set<string>();
  for (const m of cands) for (const k of Object.keys(m)) keys.add(k);
  return [...keys].filter((k) => distinctValues(cands, k).length > 1);
}

/** Legal moves grouped by type. */
export function byType(moves: readonly Move[]): Map<string, Move[]> {
  const out = new Map<string, Move[]>();
  for (const m of moves) out.set(m.type, [...(out.get(m.type) ?? []), m]);
  return out;
}

// ---- naming values ----------------------------------------------------------------------------------

/** A space as the board names it ("D2"), with its city or terrain. */
export function hexLabel(env: Env, key: string): string {
  const hex = boardLabel(key);
  const city = env.view.cities[key];
  if (city) {
    const owner = typeof city.owner === "number" && city.owner !== env.seat ? ` · ${env.seatName(city.owner)}` : "";
    return tr(env.i18n, "hexCity", { hex }) + owner;
  }
  const terrain = env.view.hexes[key]?.terrain;
  return terrain ? tr(env.i18n, "hexAt", { terrain: name("terrain", terrain, lang(env)), hex }) : tr(env.i18n, "hexUnknown", { hex });
}

/** Rewrites "q,r terrain" pairs in an engine text with the board's names (exploration choices). */
export function localizeHexText(env: Pick<Env, "i18n">, text: string): string {
  return text.replace(/(-?\d{1,3},-?\d{1,3})(?: (fertile|forest|mountain|barren|water))?/g, (_m, key: string, terrain?: string) =>
    terrain ? `${boardLabel(key)} ${name("terrain", terrain, lang(env))}` : boardLabel(key));
}

export function amountsText(env: Env, amounts: Record<string, number | undefined> | null | undefined): string {
  const parts = PAYABLE.filter((k) => amounts?.[k]).map((k) => `${amounts![k]} ${tr(env.i18n, k)}`);
  return parts.length ? parts.join(", ") : tr(env.i18n, "nothing");
}

export function unitsText(env: Env, ids: readonly number[]): string {
  const counts = new Map<string, number>();
  for (const id of ids) {
    const t = env.view.units[id]?.type ?? "?";
    counts.set(t, (counts.get(t) ?? 0) + 1);
  }
  return [...counts].map(([t, n]) => `${n > 1 ? `${n}× ` : ""}${name("unit", t, lang(env))}`).join(", ");
}

export interface ValueLabel { label: string; ref?: { kind: RefKind; id: string }; hex?: string }

const HEX_KEYS = new Set(["city", "hex", "to", "source", "target", "portHex", "from"]);
const TOKEN_KEYS = new Set(["bonus", "gain", "to", "token", "medicine", "nationalism"]);

/** A label for `value` of field `key` in a move of `type`. */
export function describeValue(env: Env, type: string, key: string, value: unknown): ValueLabel {
  const l = lang(env);
  const t = (k: UiKey, p?: Record<string, string | number>) => tr(env.i18n, k, p);
  if (value === null || value === undefined) return { label: key === "dogma" ? t("step.noDogma") : t("none") };
  if (typeof value === "boolean") return { label: t(value ? "yes" : "no") };
  if (isHex(value) && HEX_KEYS.has(key)) return { label: hexLabel(env, value), hex: value };
  if (typeof value === "number" && (key === "to" || key === "seat")) return { label: env.seatName(value) };
  if (typeof value === "string") {
    if (key === "advance" || key === "dogma") return { label: name("advance", value, l), ref: { kind: "advance", id: value } };
    if (key === "building") return { label: name("building", value, l), ref: { kind: "building", id: value } };
    if (key === "wonder") return { label: name("wonder", value, l), ref: { kind: "wonder", id: value } };
    if (key === "government") return { label: name("category", value, l) };
    if (key === "objective") return { label: objectiveName(value, l), ref: { kind: "objective", id: value } };
    if (key === "card") {
      if (type === "great-statue") return { label: name("objective", value, l), ref: { kind: "objective", id: value } };
      if (type === "great-person") return { label: name("event", value, l), ref: { kind: "event", id: value } };
      if (type === "combat-tactics") return { label: tacticsName(value, l), ref: { kind: "action", id: value } };
      if (type === "complete-objective") return { label: name("objective", value, l), ref: { kind: "objective", id: value } };
      return { label: actionHalfName(value, l), ref: { kind: "action", id: value } };
    }
    if (key === "via") return { label: t(value === "arts" ? "via.arts" : "via.action") };
    if (key === "from" && (value === "deck" || value === "discard")) return { label: t(value) };
    if (TOKEN_KEYS.has(key) && (PAYABLE as readonly string[]).includes(value)) return { label: t(value as UiKey) };
    if (key === "type") return { label: moveLabel(env.i18n, value) };
  }
  if (typeof value === "number") {
    if (key === "unit") {
      const u = env.view.units[value];
      return u ? { label: `${name("unit", u.type, l)} · ${hexLabel(env, u.hex)}`, hex: u.hex, ref: { kind: "unit", id: u.type } } : { label: String(value) };
    }
    if (key === "steps") return { label: t("levels", { n: value }) };
    return { label: String(value) };
  }
  if (Array.isArray(value)) {
    if (key === "units" && value.every((x) => typeof x === "number")) return { label: unitsText(env, value as number[]) };
    if (key === "advances") return { label: value.map((a) => name("advance", String(a), l)).join(" + ") || t("none") };
    if (key === "cities") return { label: (value as { hex: string; steps: number }[]).map((c) => `${hexLabel(env, c.hex)} +${c.steps}`).join(", ") };
    if (key === "take") return { label: (value as { hex: string; kind: string }[]).map((c) => `${t(c.kind as UiKey)} (${c.hex})`).join(", ") };
    return { label: value.map((v) => describeValue(env, type, key, v).label).join(", ") };
  }
  if (typeof value === "object") {
    const o = value as Record<string, any>;
    if (key === "payment" || key === "gain" || key === "give" || key === "get") return { label: amountsText(env, o) };
    if (key === "build") return { label: t("buildIn", { building: name("building", o.building, l), city: hexLabel(env, o.city) }), hex: o.city, ref: { kind: "building", id: o.building } };
    if (key === "explore") {
      const parts = [t("region", { n: o.region + 1 })];
      if (o.flipped) parts.push(t("flipped"));
      if (o.city) parts.push(t("foundAt", { hex: o.city }));
      return { label: parts.join(" · "), ...(o.city ? { hex: o.city } : {}) };
    }
    return { label: Object.entries(o).map(([k, v]) => `${k}: ${describeValue(env, type, k, v).label}`).join(", ") };
  }
  return { label: String(value) };
}

/** A one-line description of a whole move (for buttons and summaries). */
export function describeMove(env: Env, move: Move): string {
  const head = moveLabel(env.i18n, move.type);
  const parts = Object.entries(move).filter(([k, v]) => k !== "type" && v !== undefined && k !== "path").map(([k, v]) => describeValue(env, move.type, k, v).label);
  return [head, ...parts].join(" · ");
}
