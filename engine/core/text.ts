/**
 * Messages for people are ICU MessageFormat templates ("{n, plural, one {# action} other {# actions}}"), kept in
 * catalogs by key: one per game and the platform's, each in every language with the same keys and arguments
 * (tests/unit/text-catalogs.test.ts). The engine renders a `Text`'s English from its game's English catalog
 * (`textMaker`); the client renders any language from the same keys and params (client/src/i18n).
 * intl-messageformat formats them (README, "Measured choices").
 */
import { IntlMessageFormat } from "intl-messageformat";
import type { Text } from "./types.ts";

export type Params = Readonly<Record<string, string | number>>;
/** A language's templates by key. */
export type Catalog = Readonly<Record<string, string>>;
/** Turns a parameter's value (an id, a number) into words of the catalog's language, by the parameter's name. */
export type Words = Readonly<Record<string, (value: string | number, params: Params) => string>>;

type Ast = ReturnType<IntlMessageFormat["getAst"]>;

// Numbers print without grouping: they are counts and ids ("unit 1204", not "unit 1,204"). Formats are cached
// per locale and options, as intl-messageformat's own formatters are.
const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();
const cacheKey = (locales: unknown, opts: unknown) => JSON.stringify([locales, opts]);
const formatters = {
  getNumberFormat(locales?: string | string[], opts?: Intl.NumberFormatOptions): Intl.NumberFormat {
    const key = cacheKey(locales, opts);
    let f = numberFormats.get(key);
    if (!f) numberFormats.set(key, (f = new Intl.NumberFormat(locales, { useGrouping: false, ...opts })));
    return f;
  },
  getDateTimeFormat: (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) => new Intl.DateTimeFormat(...args),
  getPluralRules(locales?: string | string[], opts?: Intl.PluralRulesOptions): Intl.PluralRules {
    const key = cacheKey(locales, opts);
    let r = pluralRules.get(key);
    if (!r) pluralRules.set(key, (r = new Intl.PluralRules(locales, opts)));
    return r;
  },
};

const compiled = new Map<string, IntlMessageFormat>();

/** The parsed template (cached); throws on a syntax error. `<b>` is text, not a tag. */
export function compileMessage(template: string, locale: string): IntlMessageFormat {
  const key = `${locale}\u0000${template}`;
  let f = compiled.get(key);
  if (!f) compiled.set(key, (f = new IntlMessageFormat(template, locale, undefined, { ignoreTag: true, formatters })));
  return f;
}

/** `template` in `locale` with `params`; throws when an argument it names is missing. */
export function formatMessage(template: string, locale: string, params?: Params): string {
  return String(compileMessage(template, locale).format(params as Record<string, string | number> | undefined));
}

/** The names of the arguments a template uses (plural and select arguments included), sorted. */
export function messageArguments(template: string): string[] {
  const names = new Set<string>();
  const walk = (ast: Ast) => {
    for (const el of ast) {
      if (el.type !== 0 && "value" in el && typeof el.value === "string") names.add(el.value);
      if ("options" in el) for (const o of Object.values(el.options)) walk(o.value);
      if ("children" in el) walk(el.children);
    }
  };
  walk(compileMessage(template, "en").getAst());
  return [...names].sort();
}

/** Rendered texts a catalog keeps (textMaker). */
const RENDERED_CAP = 20_000;

/** A step of a catalog's rendered texts: the Text with the params so far, and the next param's name and value. */
interface RenderNode {
  text?: Text;
  next?: Map<string, Map<string | number, RenderNode>>;
}

/**
 * A maker of `Text`s for one catalog of English templates; `words` turns parameter values (ids) into English words
 * first. A Text's English is rendered when it is read, or when the Text is serialized (`toJSON`: JSON and msgpack
 * both call it, so what is sent or stored is plain `{key, en, params}`): rules build reasons they mostly never show
 * (a blocker asked while listing legal moves, a check that passes), and rendering costs far more than building one.
 */
export function textMaker<K extends string>(templates: Catalog, words: Words = {}): (key: K, params?: Params) => Text {
  const format = (key: string, params?: Params): string => {
    const template = templates[key];
    if (template === undefined) throw new Error(`no English text for ${key}`);
    if (!params) return formatMessage(template, "en");
    const worded: Record<string, string | number> = {};
    for (const name in params) worded[name] = words[name] ? words[name](params[name], params) : params[name];
    return formatMessage(template, "en", worded);
  };
  // Rendered texts by key and params, as plain Texts: views show the same reasons state after state, and formatting
  // one costs microseconds. Params are ids and small numbers, so they are few; the cap only bounds a pathological run.
  // Kept in a tree by key, then by each param's name and value in order (no key string is built per lookup). A plain
  // Text kept here is shared by every Text of the same key and params serialized since: frozen.
  let rendered = new Map<string, RenderNode>();
  let renderedCount = 0;
  const render = (key: string, params?: Params): Text => {
    let node: RenderNode | undefined = rendered.get(key);
    if (node === undefined) rendered.set(key, (node = {}));
    if (params) for (const name in params) {
      const v = params[name];
      const byName: Map<string, Map<string | number, RenderNode>> = (node.next ??= new Map());
      let byValue: Map<string | number, RenderNode> | undefined = byName.get(name);
      if (byValue === undefined) byName.set(name, (byValue = new Map()));
      let child: RenderNode | undefined = byValue.get(v);
      if (child === undefined) byValue.set(v, (child = {}));
      node = child;
    }
    let t = node.text;
    if (t === undefined) {
      if (renderedCount >= RENDERED_CAP) {
        rendered = new Map();
        renderedCount = 0;
        return render(key, params);
      }
      t = node.text = Object.freeze(params ? { key, en: format(key, params), params } : { key, en: format(key) });
      renderedCount++;
    }
    return t;
  };
  class CatalogText implements Text {
    readonly key: string;
    readonly params: Params | undefined;
    constructor(key: string, params: Params | undefined) {
      this.key = key;
      this.params = params;
    }

    get en(): string {
      return render(this.key, this.params).en;
    }

    /** Plain `{key, en, params}` (shared by equal Texts: never change it). */
    toJSON(): Text {
      return render(this.key, this.params);
    }
  }
  return (key, params) => new CatalogText(key, params);
}
