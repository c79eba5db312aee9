/**
 * Art loaded at boot (our own SVGs under /assets, served at the site root by Vite's publicDir).
 * Boot's progress bar follows the loader over this list.
 */
export interface SvgAsset { key: string; url: string; width: number; height: number }

export const TOKEN_KINDS = ["gold", "food", "wood", "ore", "ideas", "mood", "culture"] as const;

export const SVG_ASSETS: SvgAsset[] = [
  { key: "logo", url: "ui/logo.svg", width: 160, height: 160 },
  { key: "card-back", url: "ui/card-back.svg", width: 168, height: 236 },
  { key: "card-face", url: "ui/card-face.svg", width: 168, height: 236 },
  { key: "table", url: "ui/table.svg", width: 256, height: 256 },
  ...TOKEN_KINDS.map((k) => ({ key: `token-${k}`, url: `tokens/${k}.svg`, width: 64, height: 64 })),
];
