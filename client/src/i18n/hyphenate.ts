/**
 * Soft hyphens (U+00AD) at the breaks Russian typography allows inside words, so a word wider than its box (a
 * turn-menu button, a cell of the advance chart) breaks with a hyphen between syllables. Browsers hyphenate
 * by themselves only with a dictionary, which Chromium on Linux lacks: there a long word would break anywhere.
 * The breaks come from the TeX Russian hyphenation patterns as packaged by `hyphen` (ISC), loaded only when a
 * reader picks Russian (about 22 kB gzipped); until they are, text is left as it is. Only Cyrillic words change.
 */

const SHY = "\u00AD";

type Hyphenate = (word: string) => string;
let russian: Hyphenate | null = null;
let loading: Promise<void> | null = null;

/** Loads the Russian patterns once; resolves when `softHyphens` uses them. */
export function loadRussianHyphenation(): Promise<void> {
  loading ??= import("hyphen/ru/index.js").then((mod) => {
    const { hyphenateSync } = mod.default;
    russian = (word) => hyphenateSync(word, { hyphenChar: SHY, minWordLength: 1 });
  });
  return loading;
}

/**
 * `text` with soft hyphens inside its Russian words of `minLetters` letters or more. Words that fit their box on
 * a line of their own should get none: a browser fills a line up to the last break that fits, so a break inside
 * such a word would win over wrapping at the space before it ("Поднять нас-троение").
 */
export function softHyphens(text: string, minLetters: number): string {
  const hyphenate = russian;
  if (!hyphenate) return text;
  return text.replace(new RegExp(`[а-яё]{${minLetters},}`, "gi"), hyphenate);
}
