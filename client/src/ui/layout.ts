/**
 * Portrait or wide: the scenes are drawn for a 1280×720 landscape screen, and those with a portrait layout (the
 * game, the menu, the lobby) switch to a portrait design size on a phone held upright.
 */

/**
 * The portrait design size for the window, or null for the wide 1280×720 design: used when the window is
 * taller than wide and narrower than a landscape tablet. 480 game px wide (a phone's ~390 CSS px shows it
 * at ~0.8) up to 720 on wider portrait screens; the height follows the window's aspect.
 */
export function portraitSize(w = window.innerWidth, h = window.innerHeight): { width: number; height: number } | null {
  if (!(w > 0 && h > 0) || h <= w || w >= 900) return null;
  const width = Math.round(Math.min(720, Math.max(480, w)));
  return { width, height: Math.round((width * h) / w) };
}

/** Whether the window changed enough from the design size `have` to lay the scene out again. */
export function needsRelayout(have: { width: number; height: number } | null, want = portraitSize()): boolean {
  return !!want !== !!have || (!!want && !!have && (want.width !== have.width || Math.abs(want.height - have.height) / have.height > 0.08));
}
