/**
 * UI strings in English and Russian. The language is chosen in the menu and remembered in
 * localStorage. Engine `Text` values (key + English fallback) are translated through a per-language
 * table that game renderers may extend; the engine's plain English messages (move rejections) through the
 * message catalogs they register.
 */
import type { Text } from "../../../engine/core/types.ts";
import type { MessageCatalog } from "./catalog.ts";
import { en, type MessageKey } from "./en.ts";
import { ru, ruCoreMessages, ruEngineText, ruErrorCodes } from "./ru.ts";

export type Lang = "en" | "ru";
export const LANGS: readonly Lang[] = ["en", "ru"];
export type { MessageKey };
export type Params = Record<string, string | number>;

const LANG_KEY = "epochs.lang";
const ui: Record<Lang, Record<MessageKey, string>> = { en, ru };
const engineText: Record<Lang, Record<string, string>> = { en: {}, ru: { ...ruEngineText } };
const messageCatalogs: Record<Lang, MessageCatalog[]> = { en: [], ru: [ruCoreMessages] };
/** Messages by error code, for errors whose English message no catalog knows (generic ones: schema details, state ids). */
const errorCodes: Record<Lang, Readonly<Record<string, string>>> = { en: {}, ru: ruErrorCodes };

/** Replaces `{name}` placeholders; unknown placeholders stay as they are. Fractions take the language's decimal sign (2.5, 2,5). */
export function format(template: string, params?: Params, lang: Lang = "en"): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? formatValue(params[name], lang) : whole);
}

/** A parameter as text: fractions with the language's decimal sign. */
export function formatValue(value: string | number, lang: Lang): string {
  return typeof value === "number" && !Number.isInteger(value) && lang === "ru" ? String(value).replace(".", ",") : String(value);
}

export interface Translator {
  readonly lang: Lang;
  t(key: MessageKey, params?: Params): string;
  /** Looks up a key that may not exist (e.g. built from an event type); null when missing. */
  tryT(key: string, params?: Params): string | null;
  text(value: Text): string;
  /**
   * An engine or server message (English, e.g. why a move was rejected) in this language: by a catalog, else by
   * the error's `code`; the English when neither knows it.
   */
  message(en: string, code?: string): string;
}

export class I18n implements Translator {
  private listeners = new Set<(lang: Lang) => void>();
  lang: Lang;
  private storage: Pick<Storage, "getItem" | "setItem"> | null;
  constructor(lang: Lang = "en", storage: Pick<Storage, "getItem" | "setItem"> | null = null) {
    this.lang = lang;
    this.storage = storage;
  }

  static fromStorage(storage: Pick<Storage, "getItem" | "setItem"> | null, fallback: Lang = "en"): I18n {
    let lang = fallback;
    try {
      const saved = storage?.getItem(LANG_KEY);
      if (saved === "en" || saved === "ru") lang = saved;
    } catch { /* storage unavailable */ }
    return new I18n(lang, storage);
  }

  setLang(lang: Lang): void {
    if (lang === this.lang) return;
    this.lang = lang;
    try { this.storage?.setItem(LANG_KEY, lang); } catch { /* ignore */ }
    for (const l of this.listeners) l(lang);
  }

  onChange(cb: (lang: Lang) => void): () => void {
    this.listeners.add(cb);
    return () => this.listeners.delete(cb);
  }

  t(key: MessageKey, params?: Params): string {
    return format(ui[this.lang][key] ?? en[key] ?? key, params, this.lang);
  }

  tryT(key: string, params?: Params): string | null {
    const table = ui[this.lang] as Record<string, string>;
    const template = table[key] ?? (en as Record<string, string>)[key];
    return template === undefined ? null : format(template, params, this.lang);
  }

  text(value: Text): string {
    const template = engineText[this.lang][value.key] ?? value.en;
    return format(template, value.params, this.lang);
  }

  message(message: string, code?: string): string {
    for (const c of messageCatalogs[this.lang]) {
      const translated = c.translate(message);
      if (translated !== null) return translated;
    }
    const byCode = errorCodes[this.lang];
    return code !== undefined && Object.hasOwn(byCode, code) ? byCode[code] : message;
  }

  /** Lets a game renderer add a catalog of its engine messages (registering the same one again does nothing). */
  static extendMessages(lang: Lang, catalog: MessageCatalog): void {
    if (!messageCatalogs[lang].includes(catalog)) messageCatalogs[lang].push(catalog);
  }

  /** Lets a game renderer add translations of its engine text keys. */
  static extendEngineText(lang: Lang, entries: Record<string, string>): void {
    Object.assign(engineText[lang], entries);
  }
}
