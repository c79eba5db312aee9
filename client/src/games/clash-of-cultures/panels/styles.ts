/**
 * The panels' CSS (one <style> element, added once) and the seat marks: the board's colours (Okabe–Ito)
 * with the same shape per seat as the board's pieces, so seats never depend on colour alone.
 */
import { installStyleSheet } from "../../../ui/panel-dom.ts";
import { cssColor, ownerColor, ownerShape } from "../board/palette.ts";

const SHAPE_GLYPH: Record<string, string> = { circle: "●", square: "■", triangle: "▲", diamond: "◆", octagon: "⯃", cross: "✚" };

export function seatColor(seat: number): string {
  return cssColor(ownerColor(seat));
}

export function seatGlyph(seat: number): string {
  return SHAPE_GLYPH[ownerShape(seat)] ?? "●";
}

export const RESOURCE_COLORS: Record<string, string> = {
  food: "#d9b44a", wood: "#7a5a32", ore: "#8d96a0", ideas: "#5fa8d3", gold: "#e7c14f", mood: "#e88fb0", culture: "#a58bd6",
};

// .cp-root clips (not hidden): a control focused or scrolled into view can never scroll the panel itself, which
// pushed the phone drawer's handle under its top edge.
const CSS = `
.cp-root { position: fixed; z-index: 20; box-sizing: border-box; display: flex; flex-direction: column; gap: 6px;
  font: 13px/1.3 'Trebuchet MS', 'DejaVu Sans', Verdana, sans-serif; color: #efe6d2; background: rgba(36,31,26,0.96);
  border: 2px solid #5a4a36; border-radius: 10px; padding: 6px; overflow: clip; transform-origin: 0 0; }
.cp-root * { box-sizing: border-box; }
.cp-root.cp-drawer { background: #241f1a; border-radius: 12px 12px 0 0; font-size: 14px; transform: none !important; box-shadow: 0 -4px 14px rgba(0,0,0,0.45); }
.cp-handle { display: none; align-self: stretch; text-align: center; color: #a89c86; font-size: 12px; padding: 2px; cursor: pointer; user-select: none; }
.cp-drawer .cp-handle { display: block; flex: 0 0 22px; line-height: 18px; }
/* The age/round tracker: a line above the prompt; in the phone's drawer it sits in the handle's row, taking no height. */
.cp-tracker { flex: 0 0 auto; font-size: 12px; line-height: 16px; color: #e7b75f; text-align: right; padding: 0 4px; }
.cp-drawer .cp-tracker { position: absolute; top: 3px; right: 10px; font-size: 11px; pointer-events: none; }
.cp-drawer .cp-why { font-size: 10px; display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; overflow: hidden; }
/* The prompt keeps its content height (up to max-height): the player boards below scroll instead. */
.cp-prompt { flex: 0 0 auto; min-height: 0; max-height: 64%; overflow-y: auto; border-bottom: 1px solid #5a4a36; padding-bottom: 6px; position: relative; }
/* A move on its way: the answered question stays, dimmed and inert, with a small note in its corner. */
.cp-prompt.cp-pending > * { opacity: 0.55; }
.cp-prompt.cp-pending::before { content: attr(data-status); position: absolute; top: 0; right: 0; z-index: 2; font-size: 11px; color: #e7b75f;
  background: #2b2620; border: 1px solid #5a4a36; border-radius: 6px; padding: 1px 6px; }
.cp-info { flex: 1 1 auto; min-height: 0; display: flex; flex-direction: column; gap: 4px; }
/* The folded drawer's parts fit its height exactly: the prompt leaves 96px for the handle (22px), 3 gaps of 6px and the info's minimum (56px). */
.cp-drawer .cp-info { min-height: 92px; border-top: 1px solid #5a4a36; padding-top: 4px; }
.cp-drawer.cp-open .cp-prompt { max-height: 50%; }
.cp-drawer:not(.cp-open) .cp-prompt { max-height: calc(100% - 96px); }
.cp-drawer:not(.cp-open) .cp-info { min-height: 56px; }
.cp-title { font: bold 14px Georgia, 'DejaVu Serif', serif; color: #e7b75f; margin: 2px 0 4px; }
.cp-sub { color: #a89c86; font-size: 12px; margin: 2px 0; }
.cp-error { color: #f08a80; font-size: 12px; margin: 2px 0 4px; }
.cp-group { display: grid; grid-template-columns: repeat(auto-fill, minmax(118px, 1fr)); gap: 4px; margin: 3px 0 6px; }
.cp-list { display: flex; flex-direction: column; gap: 3px; margin: 3px 0 6px; }
.cp-row { display: flex; align-items: center; gap: 6px; flex-wrap: wrap; }
/* A word longer than its button (Russian names are long) breaks at a soft hyphen (i18n/hyphenate.ts), else anywhere: never spills over. */
.cp-btn { font: inherit; color: #efe6d2; background: #3b3226; border: 1px solid #6b5a42; border-radius: 7px; padding: 5px 8px;
  text-align: left; cursor: pointer; display: flex; flex-direction: column; gap: 1px; min-height: 30px; touch-action: manipulation;
  min-width: 0; overflow-wrap: anywhere; }
.cp-btn:hover:not(:disabled) { background: #4d4130; }
.cp-btn:disabled { cursor: default; color: #8c826f; background: #2b2620; border-style: dashed; }
.cp-btn.cp-primary { background: #6b4f22; border-color: #c8963e; }
.cp-btn.cp-primary:hover:not(:disabled) { background: #8a6428; }
.cp-btn.cp-danger { background: #5a2b27; border-color: #c0504d; }
.cp-btn.cp-ghost { background: transparent; border-color: #5a4a36; }
.cp-btn.cp-chip { padding: 2px 7px; min-height: 24px; display: inline-flex; flex-direction: row; align-items: center; gap: 4px; }
.cp-btn.cp-sel { outline: 2px solid #e7b75f; background: #6b4f22; }
.cp-lbl { font-weight: bold; }
.cp-detail { font-size: 11px; color: #cfc3aa; }
.cp-why { font-size: 10.5px; color: #b79b8e; font-style: italic; display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; overflow: hidden; }
.cp-actions { display: flex; gap: 6px; flex-wrap: wrap; margin-top: 4px; }
.cp-tabs { display: flex; gap: 3px; flex-wrap: wrap; }
.cp-tab { font: inherit; font-size: 12px; color: #efe6d2; background: #2b2620; border: 1px solid #5a4a36; border-radius: 6px 6px 0 0;
  padding: 3px 7px; cursor: pointer; }
.cp-tab.cp-on { background: #4d4130; border-color: #c8963e; }
.cp-pane { flex: 1 1 auto; min-height: 0; overflow-y: auto; padding-right: 2px; }
.cp-seat { display: inline-flex; align-items: center; justify-content: center; width: 16px; height: 16px; border-radius: 4px;
  color: #111; font-size: 11px; font-weight: bold; border: 1px solid #111; }
.cp-res { display: inline-flex; align-items: center; gap: 3px; background: #2b2620; border: 1px solid #4a3e30; border-radius: 6px; padding: 1px 5px; margin: 1px; }
.cp-res b { font-weight: bold; }
.cp-ico { display: inline-flex; width: 15px; height: 15px; border-radius: 3px; color: #111; font-size: 10px; font-weight: bold;
  align-items: center; justify-content: center; border: 1px solid rgba(0,0,0,0.5); }
.cp-full { color: #f0c36b; }
.cp-cubes { letter-spacing: 1px; }
.cp-kv { display: grid; grid-template-columns: 1fr auto; gap: 0 8px; font-size: 12px; }
.cp-kv span:nth-child(2n) { text-align: right; }
.cp-cards { display: flex; flex-wrap: wrap; gap: 3px; }
.cp-card { display: inline-block; background: #efe6d2; color: #2b2118; border-radius: 5px; padding: 2px 6px; font-size: 12px; border-left: 5px solid #8a6428; cursor: help; }
.cp-card.cp-k-objective { border-left-color: #5fae63; }
.cp-card.cp-k-wonder { border-left-color: #c0504d; }
.cp-card.cp-k-event { border-left-color: #5fa8d3; }
.cp-card.cp-k-civ { border-left-color: #cc79a7; font-weight: bold; }
.cp-card.cp-k-leader { border-left-color: #e69f00; }
.cp-card.cp-k-advance { border-left-color: #56b4e9; }
.cp-card.cp-civ-not { background: #3b3226; color: #cfc3aa; border-left-color: #6b5a42; }
.cp-civ { margin: 3px 0; }
.cp-leaders { margin-top: 4px; }
.cp-leader { border: 1px solid #4a3e30; border-radius: 6px; padding: 3px 5px; margin: 3px 0; }
.cp-leader.cp-leader-on { border-color: #e7b75f; background: #3b3226; }
.cp-ability { font-size: 11.5px; color: #d8ccb4; margin: 2px 0 0 4px; }
.cp-ability b { color: #efe6d2; }
.cp-cat.cp-civcat { background: #4a2f41; color: #f3d2e6; font-weight: bold; }
.cp-cell.cp-civ-cell { background: #2f2730; color: #e3cfe0; border: 1px dashed #cc79a7; }
.cp-card.cp-back { background: #4d4130; color: #efe6d2; cursor: default; }
.cp-chart { display: grid; grid-template-columns: minmax(58px, 0.85fr) repeat(4, minmax(0, 1fr)); gap: 2px; font-size: 10px; }
.cp-cat { color: #cfc3aa; font-size: 10px; line-height: 1.1; display: flex; align-items: center; padding: 1px 3px; border-radius: 4px; overflow: hidden; white-space: normal; overflow-wrap: anywhere; hyphens: auto; }
.cp-cat.cp-gov { background: #5a4a36; color: #ffe3a3; font-weight: bold; }
.cp-cell { padding: 2px 3px; border-radius: 4px; border: 1px solid #4a3e30; overflow: hidden; white-space: normal; overflow-wrap: anywhere; hyphens: auto; line-height: 1.15; cursor: help; min-height: 19px; }
.cp-cell.cp-owned { background: #c8963e; color: #1d1a16; font-weight: bold; border-color: #e7b75f; }
.cp-cell.cp-available { background: #2f3b2c; color: #d8efd0; border: 1px dashed #7fbf74; }
.cp-cell.cp-locked { background: repeating-linear-gradient(45deg, #2b2620, #2b2620 4px, #312b24 4px, #312b24 8px); color: #7f7565; }
.cp-cell.cp-takeable { box-shadow: inset 0 0 0 2px #9fdc8f; }
.cp-cell.cp-pick { cursor: pointer; outline: 2px solid #ffd24a; }
.cp-cell.cp-pick:hover { background: #4f6b45; }
.cp-popup { box-sizing: border-box; position: fixed; z-index: 40; background: #f5ecd8; color: #2b2118; border: 2px solid #5a4a36; border-radius: 8px; padding: 8px 10px;
  font: 13px/1.35 'Trebuchet MS', 'DejaVu Sans', sans-serif; box-shadow: 0 6px 18px rgba(0,0,0,0.5); pointer-events: none; }
.cp-popup h4 { margin: 0 0 4px; font: bold 14px Georgia, 'DejaVu Serif', serif; }
.cp-popup p { margin: 3px 0; }
.cp-popup .cp-cost { color: #6b4f22; font-size: 12px; }
.cp-step { display: inline-flex; align-items: center; gap: 4px; }
.cp-step button { min-width: 28px; min-height: 26px; padding: 0 6px; justify-content: center; align-items: center; }
.cp-num { min-width: 22px; text-align: center; font-weight: bold; }
.cp-pay { display: grid; grid-template-columns: auto 1fr auto; gap: 3px 8px; align-items: center; margin: 4px 0; }
.cp-dim { color: #a89c86; }
.cp-ok { color: #9fdc8f; }
.cp-drawer .cp-group { grid-template-columns: repeat(auto-fill, minmax(110px, 1fr)); }
.cp-drawer .cp-btn { min-height: 36px; }
.cp-menu { grid-template-columns: repeat(auto-fill, minmax(104px, 1fr)); gap: 3px; margin: 2px 0 4px; }
/* 12px: the Russian labels (two and three lines) still fit the whole menu at 1280×720. */
.cp-menu .cp-btn { padding: 3px 6px; min-height: 26px; font-size: 12px; line-height: 1.2; }
.cp-drawer .cp-menu .cp-btn { min-height: 32px; }
.cp-menu .cp-why { -webkit-line-clamp: 1; font-size: 10px; }
.cp-prompt .cp-sub { margin: 1px 0; }
.cp-end { position: sticky; bottom: -6px; z-index: 1; background: #241f1a; margin: 2px 0 -6px; padding: 4px 0 6px;
  box-shadow: 0 -8px 8px -6px rgba(0,0,0,0.7); }
.cp-end .cp-btn { flex: 1 1 auto; }
.cp-end .cp-why, .cp-drawer .cp-end .cp-why { display: block; -webkit-line-clamp: unset; overflow: visible; white-space: normal; }
`;

export function installStyles(): void {
  installStyleSheet("coc-panels-style", CSS);
}
