/**
 * Card texts built from a card's numbers, for cards whose face is only symbols (technologies, governments,
 * tactics, military bonus cards, territories). Russian terms follow the seed (жёлтый/синий куб, военные действия).
 */
import type { Stat, Text, Yields } from "./types.ts";

const NAMES: { readonly [S in Stat]: Text } = {
  food: { en: "food", ru: "еда" },
  resources: { en: "resources", ru: "ресурсы" },
  science: { en: "science", ru: "наука" },
  culture: { en: "culture", ru: "культура" },
  happy: { en: "happy faces", ru: "счастье" },
  strength: { en: "strength", ru: "сила" },
  colonization: { en: "colonization", ru: "колонизация" },
  civilActions: { en: "civil actions", ru: "гражданские действия" },
  militaryActions: { en: "military actions", ru: "военные действия" },
  urbanLimit: { en: "urban buildings of each type allowed", ru: "лимит городских зданий каждого типа" },
  yellowTokens: { en: "yellow tokens", ru: "жёлтые кубы" },
  blueTokens: { en: "blue tokens", ru: "синие кубы" },
  civilHandLimit: { en: "civil hand limit", ru: "лимит гражданских карт в руке" },
  militaryHandLimit: { en: "military hand limit", ru: "лимит военных карт в руке" },
};

const signed = (n: number): string => (n > 0 ? `+${n}` : `${n}`);

/** "+2 food, +1 culture" / "еда +2, культура +1". */
export function yieldsText(yields: Yields): Text {
  const entries = (Object.entries(yields) as [Stat, number][]).filter(([, n]) => n !== 0);
  return {
    en: entries.map(([s, n]) => `${signed(n)} ${NAMES[s].en}`).join(", "),
    ru: entries.map(([s, n]) => `${NAMES[s].ru} ${signed(n)}`).join(", "),
  };
}

/** Prefix + yields + suffix, both languages. */
export function withYields(prefix: Text, yields: Yields, suffix: Text = { en: "", ru: "" }): Text {
  const y = yieldsText(yields);
  return { en: `${prefix.en}${y.en}${suffix.en}`, ru: `${prefix.ru}${y.ru}${suffix.ru}` };
}
