/**
 * Reads the Clash of Cultures engine sources (not data/ or testing/) for the strings it shows people:
 * - Text keys: literals of `key:` properties, and the first argument of the Text helpers `text("k", …)`
 *   (→ `coc.card.k`) and, in combat.ts, `label("k", …)` / `title("k", …)` (→ `coc.battle.k`). A template
 *   key keeps its fixed parts with `*` for each `${…}` (`coc.unit.*`).
 * - Payment names: the literals of the last argument of `pay(…)` / `payCost(…)`, which name what is paid for
 *   inside the payment messages ("That payment does not match the cost of Free Economy").
 * - Messages: every other sentence-like literal (capital first letter, words, a space): rejection reasons
 *   handed to fail()/check() directly or returned by blocker functions. Text English (`en:` values and helper
 *   arguments) is left out, and so is options.ts (the lobby's option descriptions).
 * A template literal's `${…}` parts become `{…}`.
 * A small tokenizer (strings, templates, comments, regular expressions, brackets) is enough for this code.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";

export const ENGINE_DIR = join(import.meta.dirname, "../../../engine/games/clash-of-cultures");
/** The game kit: the decision stack and choices say things to players of every game. */
const KIT_DIR = join(import.meta.dirname, "../../../engine/kit");

export interface Literal { file: string; form: string; template: boolean }

type Token = { kind: "lit"; form: string; template: boolean } | { kind: "punct" | "word"; text: string };

function tokenize(src: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  const last = () => out[out.length - 1];
  const readString = (): string => {
    const q = src[i++];
    let s = "";
    while (i < src.length && src[i] !== q) s += src[i] === "\\" ? src[(i += 2) - 1] : src[i++];
    i++;
    return s;
  };
  const readTemplate = (): string => {
    i++;
    let form = "";
    while (i < src.length && src[i] !== "`") {
      if (src[i] === "\\") { form += src[i + 1]; i += 2; continue; }
      if (src[i] === "$" && src[i + 1] === "{") {
        i += 2;
        const start = i;
        let depth = 1;
        while (i < src.length) {
          const c = src[i];
          if (c === "`") { readTemplate(); continue; }
          if (c === '"' || c === "'") { readString(); continue; }
          if (c === "{") depth++;
          if (c === "}" && --depth === 0) break;
          i++;
        }
        form += `{${src.slice(start, i).trim()}}`;
        i++;
        continue;
      }
      form += src[i++];
    }
    i++;
    return form;
  };
  while (i < src.length) {
    const c = src[i];
    if (c === "/" && src[i + 1] === "/") { while (i < src.length && src[i] !== "\n") i++; continue; }
    if (c === "/" && src[i + 1] === "*") { i = src.indexOf("*/", i + 2) + 2; continue; }
    if (c === '"' || c === "'") { out.push({ kind: "lit", form: readString(), template: false }); continue; }
    if (c === "`") { out.push({ kind: "lit", form: readTemplate(), template: true }); continue; }
    if (c === "/") {
      const prev = last();
      const regexAllowed = !prev || (prev.kind === "punct" && prev.text !== ")" && prev.text !== "]") || (prev.kind === "word" && prev.text === "return");
      if (regexAllowed) {
        i++;
        let inClass = false;
        while (i < src.length && (src[i] !== "/" || inClass)) {
          if (src[i] === "\\") i++;
          else if (src[i] === "[") inClass = true;
          else if (src[i] === "]") inClass = false;
          i++;
        }
        i++;
        while (/[a-z]/.test(src[i] ?? "")) i++;
        out.push({ kind: "word", text: "/regex/" });
        continue;
      }
    }
    if (/[\w$]/.test(c)) {
      const m = /^[\w$]+/.exec(src.slice(i))![0];
      out.push({ kind: "word", text: m });
      i += m.length;
      continue;
    }
    if (/\s/.test(c)) { i++; continue; }
    out.push({ kind: "punct", text: c });
    i++;
  }
  return out;
}

const OPEN = new Set(["(", "[", "{"]);
const CLOSE = new Set([")", "]", "}"]);

/** Index just past the expression starting at `from` (stops at a `,`, `;` or closing bracket of its level). */
function expressionEnd(tokens: Token[], from: number): number {
  let depth = 0;
  for (let i = from; i < tokens.length; i++) {
    const t = tokens[i];
    if (t.kind !== "punct") continue;
    if (OPEN.has(t.text)) depth++;
    else if (CLOSE.has(t.text)) { if (depth-- === 0) return i; }
    else if ((t.text === "," || t.text === ";") && depth === 0) return i;
  }
  return tokens.length;
}

/** Index of the bracket closing the one at `open`. */
function matchingClose(tokens: Token[], open: number): number {
  let depth = 0;
  for (let i = open; i < tokens.length; i++) {
    const t = tokens[i];
    if (t.kind === "punct" && OPEN.has(t.text)) depth++;
    else if (t.kind === "punct" && CLOSE.has(t.text) && --depth === 0) return i;
  }
  return tokens.length;
}

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    if (statSync(p).isDirectory()) return n === "data" || n === "testing" ? [] : files(p);
    return p.endsWith(".ts") ? [p] : [];
  });
}

/** A template literal's key with `*` for each interpolation. */
const keyOf = (form: string, template: boolean) => (template ? form.replace(/\{[^}]*\}/g, "*") : form);

/** Placeholders replaced by `sample` (the form a message takes at run time). */
export const sample = (form: string, value = "7") => form.replace(/\{[^}]*\}/g, value);

const sentenceLike = (form: string) => {
  const s = sample(form, "X");
  return /^[A-Z]/.test(s) && / /.test(s) && /[a-z]{2}/.test(s);
};

export interface EngineStrings { keys: Map<string, string[]>; payments: Literal[]; messages: Literal[] }

/** Every Text key (with the files using it), payment name and message literal of the engine. */
export function engineStrings(): EngineStrings {
  const keys = new Map<string, string[]>();
  const payments: Literal[] = [];
  const messages: Literal[] = [];
  for (const path of [...files(ENGINE_DIR), ...files(KIT_DIR)]) {
    const file = relative(ENGINE_DIR, path);
    if (file === "base/options.ts") continue;
    const tokens = tokenize(readFileSync(path, "utf8"));
    const skip = new Set<number>();
    const addKey = (key: string) => keys.set(key, [...(keys.get(key) ?? []), file]);
    const helpers: Record<string, string> = { text: "coc.card." };
    if (file === "combat/battle.ts") Object.assign(helpers, { label: "coc.battle.", title: "coc.battle." });
    tokens.forEach((t, i) => {
      const next = tokens[i + 1];
      if (t.kind === "word" && (t.text === "key" || t.text === "en") && next?.kind === "punct" && next.text === ":") {
        const end = expressionEnd(tokens, i + 2);
        for (let j = i + 2; j < end; j++) {
          const x = tokens[j];
          if (x.kind !== "lit") continue;
          skip.add(j);
          if (t.text === "key") addKey(keyOf(x.form, x.template));
        }
      }
      if (t.kind === "word" && helpers[t.text] && next?.kind === "punct" && next.text === "(") {
        const prev = tokens[i - 1];
        if (prev?.kind === "word" && prev.text === "function") return;
        const close = matchingClose(tokens, i + 1);
        const first = tokens[i + 2];
        if (first?.kind === "lit") addKey(helpers[t.text] + keyOf(first.form, first.template));
        for (let j = i + 2; j < close; j++) if (tokens[j].kind === "lit") skip.add(j);
      }
      if (t.kind === "word" && (t.text === "pay" || t.text === "payCost") && next?.kind === "punct" && next.text === "(") {
        const prev = tokens[i - 1];
        if (prev?.kind === "word" && prev.text === "function") return;
        const close = matchingClose(tokens, i + 1);
        let lastArg = i + 2;
        for (let j = i + 2; j < close; j = expressionEnd(tokens, j) + 1) lastArg = j;
        for (let j = lastArg; j < close; j++) {
          const x = tokens[j];
          if (x.kind !== "lit" || skip.has(j)) continue;
          skip.add(j);
          if (/[a-z]/i.test(x.form)) payments.push({ file, form: x.form, template: x.template });
        }
      }
    });
    tokens.forEach((t, i) => {
      if (t.kind === "lit" && !skip.has(i) && sentenceLike(t.form)) messages.push({ file, form: t.form, template: t.template });
    });
  }
  return { keys, payments, messages };
}
