/**
 * A room's synced state as a spectator receives it: every field tagged `.view()` (sent only to the
 * StateViews that hold it, such as a seat's hidden view) is left out, at any depth.
 */
import { MapSchema, Schema } from "@colyseus/schema";

interface FieldInfo {
  name: string;
  tag?: number;
}

export function publicState(value: unknown): unknown {
  if (value instanceof Schema) {
    const fields = Object.values(((value.constructor as unknown as Record<symbol, unknown>)[Symbol.metadata] ?? {}) as Record<string, FieldInfo>);
    const out: Record<string, unknown> = {};
    for (const field of fields) if (field.tag === undefined) out[field.name] = publicState((value as unknown as Record<string, unknown>)[field.name]);
    return out;
  }
  if (value instanceof MapSchema) return Object.fromEntries([...value.entries()].map(([k, v]) => [k, publicState(v)]));
  if (value && typeof (value as { toArray?: unknown }).toArray === "function") return (value as { toArray(): unknown[] }).toArray().map(publicState);
  return value;
}
