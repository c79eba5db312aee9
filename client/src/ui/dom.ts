/**
 * HTML inputs placed over the canvas as Phaser DOM elements (they scale with the game and are
 * removed with their scene). Each has a stable id for browser tests.
 */
import type Phaser from "phaser";

const BASE_STYLE = "font: 18px 'Trebuchet MS', 'DejaVu Sans', sans-serif; padding: 8px 10px; border-radius: 8px; border: 2px solid #5a4a36; background: #f5ecd8; color: #2b2118; box-sizing: border-box; outline: none;";

export interface InputOptions {
  id: string;
  value?: string;
  placeholder?: string;
  width?: number;
  maxLength?: number;
  type?: string;
  onEnter?: (value: string) => void;
  onInput?: (value: string) => void;
}

export function addInput(scene: Phaser.Scene, x: number, y: number, opts: InputOptions): { element: HTMLInputElement; object: Phaser.GameObjects.DOMElement } {
  const el = document.createElement("input");
  el.id = opts.id;
  el.type = opts.type ?? "text";
  el.value = opts.value ?? "";
  el.placeholder = opts.placeholder ?? "";
  el.autocomplete = "off";
  el.spellcheck = false;
  if (opts.maxLength) el.maxLength = opts.maxLength;
  el.setAttribute("style", `${BASE_STYLE} width: ${opts.width ?? 240}px;`);
  el.addEventListener("keydown", (ev) => {
    ev.stopPropagation();
    if (ev.key === "Enter") opts.onEnter?.(el.value);
  });
  el.addEventListener("input", () => opts.onInput?.(el.value));
  const object = scene.add.dom(x, y, el).setOrigin(0, 0.5);
  return { element: el, object };
}

/** A container element for hand-built HTML (e.g. the options form). */
export function addHtmlBlock(scene: Phaser.Scene, x: number, y: number, id: string, width: number): { element: HTMLDivElement; object: Phaser.GameObjects.DOMElement } {
  const el = document.createElement("div");
  el.id = id;
  el.setAttribute("style", `width: ${width}px; font: 16px 'Trebuchet MS', 'DejaVu Sans', sans-serif; color: #efe6d2;`);
  const object = scene.add.dom(x, y, el).setOrigin(0, 0);
  return { element: el, object };
}

export const inputStyle = BASE_STYLE;
