/**
 * A gettext-style catalog: translations keyed by the English message. A key may hold `{name}` placeholders,
 * each matching any text; the matched text goes into the translation's placeholder of the same name, passed
 * through `value` first (which may translate it, e.g. a content name). Exact keys are looked up first; among
 * the templates that match, the one with the most fixed text (the most specific) wins.
 */

/** Renders the text a placeholder matched in the target language (`name` is the placeholder's name). */
export type ValueTranslator = (value: string, name: string) => string;

interface Template { re: RegExp; names: string[]; translation: string; fixed: number }

const PLACEHOLDER = /\{(\w+)\}/g;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

export class MessageCatalog {
  private readonly exact = new Map<string, string>();
  private readonly templates: Template[] = [];
  private readonly value: ValueTranslator;

  constructor(entries: Readonly<Record<string, string>>, value: ValueTranslator = (v) => v) {
    this.value = value;
    for (const [en, translation] of Object.entries(entries)) {
      const names = [...en.matchAll(PLACEHOLDER)].map((m) => m[1]);
      if (!names.length) {
        this.exact.set(en, translation);
        continue;
      }
      const fixed = en.split(PLACEHOLDER).filter((_, i) => i % 2 === 0);
      const re = new RegExp(`^${fixed.map(escape).join("(.+?)")}$`, "s");
      this.templates.push({ re, names, translation, fixed: fixed.join("").length });
    }
    this.templates.sort((a, b) => b.fixed - a.fixed);
  }

  /** The translation of `message`, or null when no entry matches it. */
  translate(message: string): string | null {
    const exact = this.exact.get(message);
    if (exact !== undefined) return exact;
    for (const t of this.templates) {
      const m = t.re.exec(message);
      if (!m) continue;
      const values = new Map(t.names.map((name, i) => [name, this.value(m[i + 1], name)]));
      return t.translation.replace(PLACEHOLDER, (whole, name: string) => values.get(name) ?? whole);
    }
    return null;
  }
}
