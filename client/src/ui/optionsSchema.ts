/**
 * Turns a game's `optionsJsonSchema` (JSON Schema of its zod options) into simple form fields:
 * numbers/integers with bounds, booleans and enums. Anything else is left out of the form.
 */
export type OptionField =
  | { key: string; kind: "number" | "integer"; title: string; min?: number; max?: number; default?: number }
  | { key: string; kind: "boolean"; title: string; default?: boolean }
  | { key: string; kind: "enum"; title: string; values: (string | number)[]; default?: string | number };

const SAFE = 9_007_199_254_740_991;
const bound = (v: unknown): number | undefined => (typeof v === "number" && Math.abs(v) < SAFE ? v : undefined);

export function optionFields(schema: unknown): OptionField[] {
  if (!schema || typeof schema !== "object") return [];
  const props = (schema as { properties?: Record<string, unknown> }).properties;
  if (!props || typeof props !== "object") return [];
  const out: OptionField[] = [];
  for (const [key, raw] of Object.entries(props)) {
    if (!raw || typeof raw !== "object") continue;
    const p = raw as Record<string, unknown>;
    const title = typeof p.title === "string" ? p.title : typeof p.description === "string" ? p.description : key;
    const values = Array.isArray(p.enum) ? p.enum.filter((v): v is string | number => typeof v === "string" || typeof v === "number") : null;
    if (values && values.length) {
      out.push({ key, kind: "enum", title, values, default: values.includes(p.default as string) ? p.default as string | number : undefined });
    } else if (p.type === "integer" || p.type === "number") {
      const min = bound(p.minimum) ?? (typeof p.exclusiveMinimum === "number" ? p.exclusiveMinimum + (p.type === "integer" ? 1 : 0) : undefined);
      const max = bound(p.maximum) ?? (typeof p.exclusiveMaximum === "number" ? p.exclusiveMaximum - (p.type === "integer" ? 1 : 0) : undefined);
      out.push({ key, kind: p.type, title, min, max, default: typeof p.default === "number" ? p.default : undefined });
    } else if (p.type === "boolean") {
      out.push({ key, kind: "boolean", title, default: typeof p.default === "boolean" ? p.default : undefined });
    } else if (Array.isArray(p.anyOf) || Array.isArray(p.oneOf)) {
      const consts = ((p.anyOf ?? p.oneOf) as Record<string, unknown>[]).map((x) => x?.const).filter((v): v is string | number => typeof v === "string" || typeof v === "number");
      if (consts.length) out.push({ key, kind: "enum", title, values: consts, default: consts.includes(p.default as string) ? p.default as string | number : undefined });
    }
  }
  return out;
}

/** Parses a form value for a field; null when it is invalid (out of bounds, not a number…). */
export function parseFieldValue(field: OptionField, raw: string | boolean): unknown {
  switch (field.kind) {
    case "boolean": return raw === true || raw === "true";
    case "enum": {
      const v = field.values.find((x) => String(x) === String(raw));
      return v === undefined ? null : v;
    }
    default: {
      const n = Number(raw);
      if (String(raw).trim() === "" || !Number.isFinite(n)) return null;
      if (field.kind === "integer" && !Number.isInteger(n)) return null;
      if (field.min !== undefined && n < field.min) return null;
      if (field.max !== undefined && n > field.max) return null;
      return n;
    }
  }
}
