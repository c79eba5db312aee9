/**
 * Soft hyphens (U+00AD) at the breaks Russian typography allows inside words, so a word wider than its box (a
 * turn-menu button, a cell of the advance chart) breaks with a hyphen between syllables. Browsers hyphenate
 * by themselves only with a dictionary, which Chromium on Linux lacks: there a long word would break anywhere.
 * Only Cyrillic words change; other text stays as it is.
 *
 * A break needs a vowel on each side and leaves at least 2 letters on each side. The patterns, left | right
 * (V vowel, C consonant, X й/ь/ъ, L any letter): X | LL, VC | CV, CV | CV, VC | CCV, V | VL, CV | VC,
 * VC | CCCV, VCC | CCV.
 */

const SHY = "\u00AD";
const CLASSES: Record<string, RegExp> = {
  V: /[аеёиоуыэюя]/i,
  C: /[бвгджзклмнпрстфхцчшщ]/i,
  X: /[йьъ]/i,
  L: /[а-яё]/i,
};
const PATTERNS: readonly (readonly [string, string])[] = [
  ["X", "LL"], ["VC", "CV"], ["CV", "CV"], ["VC", "CCV"], ["V", "VL"], ["CV", "VC"], ["VC", "CCCV"], ["VCC", "CCV"],
];

const fits = (word: string, at: number, classes: string) => [...classes].every((c, i) => at + i < word.length && CLASSES[c].test(word[at + i]));

const hasVowel = (part: string) => [...part].some((ch) => CLASSES.V.test(ch));

function breaks(word: string, at: number): boolean {
  if (at < 2 || word.length - at < 2 || !hasVowel(word.slice(0, at)) || !hasVowel(word.slice(at))) return false;
  return PATTERNS.some(([left, right]) => at >= left.length && fits(word, at - left.length, left) && fits(word, at, right));
}

/** Breaks from the left; a piece between two breaks keeps at least 2 letters (so "…ход-ство", not "…ход-с-тво"). */
function hyphenateWord(word: string): string {
  let out = word[0];
  let last = 0;
  for (let i = 1; i < word.length; i++) {
    if (i - last >= 2 && breaks(word, i)) {
      out += SHY;
      last = i;
    }
    out += word[i];
  }
  return out;
}

/**
 * `text` with soft hyphens inside its Russian words of `minLetters` letters or more. Words that fit their box on
 * a line of their own should get none: a browser fills a line up to the last break that fits, so a break inside
 * such a word would win over wrapping at the space before it ("Поднять нас-троение").
 */
export function softHyphens(text: string, minLetters: number): string {
  return text.replace(new RegExp(`[а-яё]{${minLetters},}`, "gi"), hyphenateWord);
}
