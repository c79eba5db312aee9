/**
 * Every clickable control registers here so browser tests can list and press them by label or id
 * (Phaser draws to a canvas, so there is no DOM to query).
 */
export interface Clickable {
  /** Stable id for tests (independent of the language), e.g. "menu.quick". */
  readonly testId: string;
  label: string;
  enabled: boolean;
  /** Visible on screen: the object and its parents are visible and its scene is active. */
  isShown(): boolean;
  press(): void;
}

const controls = new Set<Clickable>();

export function registerControl(c: Clickable): () => void {
  controls.add(c);
  return () => { controls.delete(c); };
}

export function visibleControls(): Clickable[] {
  return [...controls].filter((c) => c.isShown());
}

/** Presses the first visible, enabled control whose label or test id matches exactly (else by a case-insensitive prefix). */
export function clickControl(labelOrId: string): boolean {
  const shown = visibleControls().filter((c) => c.enabled);
  const exact = shown.find((c) => c.label === labelOrId || c.testId === labelOrId);
  const loose = exact ?? shown.find((c) => c.label.toLowerCase().startsWith(labelOrId.toLowerCase()));
  if (!loose) return false;
  loose.press();
  return true;
}
