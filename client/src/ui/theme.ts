/** Colours, fonts and sizes shared by every scene. */
export const WIDTH = 1280;
export const HEIGHT = 720;

export const colors = {
  bg: 0x1d1a16,
  panel: 0x2a251f,
  panelEdge: 0x5a4a36,
  accent: 0xc8963e,
  accentDark: 0x8a6428,
  button: 0x3b3226,
  buttonHover: 0x4d4130,
  buttonDisabled: 0x2b2620,
  selected: 0x6b4f22,
  good: 0x5fae63,
  warn: 0xd9a441,
  bad: 0xc0504d,
  text: "#efe6d2",
  textDim: "#a89c86",
  textAccent: "#e7b75f",
  textBad: "#f08a80",
  textGood: "#9fdc8f",
};

export const fonts = {
  title: "Georgia, 'DejaVu Serif', 'Times New Roman', serif",
  ui: "'Trebuchet MS', 'DejaVu Sans', Verdana, sans-serif",
  mono: "'DejaVu Sans Mono', Menlo, Consolas, monospace",
};

export function textStyle(size: number, color = colors.text, family = fonts.ui): { fontFamily: string; fontSize: string; color: string } {
  return { fontFamily: family, fontSize: `${size}px`, color };
}
