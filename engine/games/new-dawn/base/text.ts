/** Texts a person reads: a message key (`new-dawn.<area>.<what>`), English, and parameters. */
import type { Text } from "../../../core/types.ts";

export function text(key: string, en: string, params?: Record<string, string | number>): Text {
  return params ? { key: `new-dawn.${key}`, en, params } : { key: `new-dawn.${key}`, en };
}
