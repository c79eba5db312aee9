/**
 * Texts in English and Russian, all by key from ICU MessageFormat catalogs (engine/core/text.ts): the platform's
 * (UI strings and the server's and core engine's messages, en.ts and ru.ts), plus one per game that its renderer
 * registers (`GameRenderer.catalog`: the English templates its engine renders `Text.en` from, and their
 * translations). The language is chosen in the menu and remembered in localStorage.
 */
import { formatMessage, type Catalog } from "../../../engine/core/text.ts";
import type { Text } from "../../../engine/core/types.ts";
import { en, type MessageKey } from "./en.ts";
import { loadRussianHyphenation } from "./hyphenate.ts";
import { ru } from "./ru.ts";

export type Lang = "en" | "ru";
export const LANGS: readonly Lang[] = ["en", "ru"];
export type { MessageKey };
export type Params = Record<string, string | number>;
/**
 * A game's parameter in the reader's words (an id → its name, a space → its board label, a seat → its player's
 * name), by the parameter's name; undefined leaves the value as it is.
 */
export type TextWords = (name: string, value: string | number, params: Readonly<Params>) => string | undefined;

const LANG_KEY = "epochs.lang";
/** Every registered template by language and key. */
const catalogs: Record<Lang, Record<string, string>> = { en: { ...en }, ru: { ...ru } };

/** A parameter as text outside a template: fractions with the language's decimal sign (2.5, 2,5). */
export function formatValue(value: string | number, lang: Lang): string {
  return typeof value === "number" && !Number.isInteger(value) && lang === "ru" ? String(value).replace(".", ",") : String(value);
}

/** An error the server sent: its `text` when it has one (the server's own do), else its English message. */
export interface ShownError {
  code: string;
  message: string;
  text?: Text;
}

export interface Translator {
  readonly lang: Lang;
  t(key: MessageKey, params?: Params): string;
  /** Looks up a key that may not exist (e.g. built from an event type); null when missing. */
  tryT(key: string, params?: Params): string | null;
  /** An engine `Text` in this language, its params put into words by `words`; its English as sent when no catalog has the key. */
  text(value: Text, words?: TextWords): string;
  /** Why the server refused something, in this language (a game's refusal in its words: `setWords`). */
  error(e: ShownError): string;
}

function worded(params: Readonly<Params>, words: TextWords): Params {
  const out: Params = {};
  for (const name in params) out[name] = words(name, params[name], params) ?? params[name];
  return out;
}

export class I18n implements Translator {
  private listeners = new Set<(lang: Lang) => void>();
  lang: Lang;
  private storage: Pick<Storage, "getItem" | "setItem"> | null;
  private words: TextWords | null = null;
  constructor(lang: Lang = "en", storage: Pick<Storage, "getItem" | "setItem"> | null = null) {
    this.lang = lang;
    this.storage = storage;
    if (lang === "ru") this.hyphenateRussian();
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
    this.changed();
    if (lang === "ru") this.hyphenateRussian();
  }

  /** Long Russian words break between syllables once the patterns are in: everything is drawn again then. */
  private hyphenateRussian(): void {
    void loadRussianHyphenation().then(() => { if (this.lang === "ru") this.changed(); });
  }

  private changed(): void {
    for (const l of this.listeners) l(this.lang);
  }

  onChange(cb: (lang: Lang) => void): () => void {
    this.listeners.add(cb);
    return () => this.listeners.delete(cb);
  }

  t(key: MessageKey, params?: Params): string {
    return this.tryT(key, params) ?? key;
  }

  tryT(key: string, params?: Params): string | null {
    return this.render(this.lang, key, params) ?? (this.lang === "en" ? null : this.render("en", key, params));
  }

  text(value: Text, words?: TextWords): string {
    const params = value.params && words ? worded(value.params, words) : value.params;
    return this.tryT(value.key, params) ?? value.en;
  }

  /**
   * The running game's words for the params of its refusals (its renderer's `words`), or null. Only `error` uses
   * them: a renderer puts the params of its own texts into words itself.
   */
  setWords(words: TextWords | null): void {
    this.words = words;
  }

  error(e: ShownError): string {
    return e.text ? this.text(e.text, this.words ?? undefined) : e.message;
  }

  /** The key's template in `lang` formatted, or null when it has none or lacks a parameter it names. */
  private render(lang: Lang, key: string, params?: Params): string | null {
    const template = Object.hasOwn(catalogs[lang], key) ? catalogs[lang][key] : undefined;
    if (template === undefined) return null;
    try {
      return formatMessage(template, lang, params);
    } catch {
      return null;
    }
  }

  /** Adds a game's catalog in one language (its renderer's `catalog`); the same key again replaces the template. */
  static addCatalog(lang: Lang, entries: Catalog): void {
    Object.assign(catalogs[lang], entries);
  }
}
