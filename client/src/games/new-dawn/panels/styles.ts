/** The A New Dawn panels' CSS (one <style> element, added once), scoped under #nd-panels. */
import { installStyleSheet } from "../../../ui/panel-dom.ts";
import { css, TYPE_COLOR } from "../board/palette.ts";

const TYPES = Object.entries(TYPE_COLOR).map(([t, c]) => `#nd-panels .nd-card.nd-${t} { border-top-color: ${css(c)}; } #nd-panels .nd-card.nd-${t} .nd-type { color: ${css(c)}; }`).join("\n");

const CSS = `
#nd-panels { position: fixed; z-index: 20; box-sizing: border-box; display: flex; flex-direction: column; gap: 6px;
  font: 13px/1.3 'Trebuchet MS', 'DejaVu Sans', Verdana, sans-serif; color: #efe6d2; background: rgba(36,31,26,0.96);
  border: 2px solid #5a4a36; border-radius: 10px; padding: 6px; overflow: clip; transform-origin: 0 0; }
#nd-panels * { box-sizing: border-box; }
#nd-panels.nd-phone { border-radius: 12px 12px 0 0; transform: none !important; box-shadow: 0 -4px 14px rgba(0,0,0,0.45); }
#nd-panels .nd-handle { display: none; text-align: center; color: #a89c86; font-size: 12px; padding: 2px; cursor: pointer; user-select: none; flex: 0 0 22px; }
#nd-panels.nd-phone .nd-handle { display: block; }
#nd-prompt { flex: 0 0 auto; max-height: 55%; overflow-y: auto; border-bottom: 1px solid #5a4a36; padding-bottom: 6px; position: relative; }
#nd-prompt.nd-pending > * { opacity: 0.55; }
#nd-prompt .cp-title { font-weight: bold; color: #e7b75f; margin-bottom: 4px; }
#nd-prompt .cp-error { color: #f08a80; margin: 2px 0 4px; }
#nd-prompt .nd-note { color: #a89c86; font-size: 12px; }
#nd-prompt .nd-controls { display: flex; flex-wrap: wrap; gap: 4px; }
#nd-prompt .nd-playrow { display: flex; gap: 4px; align-items: stretch; width: 100%; }
#nd-prompt .nd-playrow .cp-btn:first-child { flex: 1 1 auto; }
#nd-panels .cp-btn { display: inline-flex; flex-direction: column; align-items: flex-start; justify-content: center; min-height: 32px;
  border: 1px solid #6b5a40; border-radius: 6px; background: #3b3226; color: #efe6d2; padding: 3px 8px; font: inherit; cursor: pointer; text-align: left; }
#nd-panels .cp-btn:hover:not(:disabled) { background: #4d4130; }
#nd-panels .cp-btn:disabled { opacity: 0.55; cursor: default; }
#nd-panels .cp-primary { background: #6b4f22; border-color: #c8963e; }
#nd-panels .cp-ghost { background: transparent; }
#nd-panels .cp-chip { min-height: 26px; padding: 1px 6px; font-size: 12px; }
#nd-panels .cp-sel { outline: 2px solid #e7b75f; }
#nd-panels .cp-detail { font-size: 11px; color: #c9bda6; }
#nd-panels .cp-why { font-size: 11px; color: #f0b0a0; }
#nd-info { flex: 1 1 auto; min-height: 0; overflow-y: auto; display: flex; flex-direction: column; gap: 6px; }
#nd-panels h4 { margin: 2px 0; font-size: 12px; color: #e7b75f; text-transform: uppercase; letter-spacing: 0.04em; }
#nd-panels .nd-player { border: 1px solid #5a4a36; border-radius: 8px; padding: 4px 6px; background: #2b2620; }
#nd-panels .nd-player.nd-active { border-color: #e7b75f; box-shadow: 0 0 0 1px #e7b75f inset; }
#nd-panels .nd-head { display: flex; align-items: center; gap: 6px; font-weight: bold; }
#nd-panels .nd-head .nd-glyph { font-size: 16px; }
#nd-panels .nd-head .nd-sub { font-weight: normal; color: #a89c86; font-size: 12px; }
#nd-panels .nd-tag { font-size: 11px; border-radius: 8px; padding: 0 6px; background: #6b4f22; color: #ffe9b8; font-weight: normal; }
#nd-panels .nd-row { display: grid; grid-template-columns: repeat(5, minmax(0, 1fr)); gap: 3px; margin: 4px 0; position: relative; }
#nd-panels .nd-card { position: relative; border: 1px solid #6b5a40; border-top: 5px solid #888; border-radius: 5px; background: #f3ead6; color: #2b2118;
  padding: 2px 3px 3px; min-height: 62px; font-size: 11px; line-height: 1.15; transition: transform 0.45s ease; }
#nd-panels .nd-card .nd-slotno { position: absolute; right: 3px; bottom: 1px; font-size: 15px; font-weight: bold; color: #8a7a60; }
#nd-panels .nd-card .nd-type { font-size: 9px; font-weight: bold; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
#nd-panels .nd-card .nd-name { font-weight: bold; font-size: 10px; overflow-wrap: anywhere; }
#nd-panels .nd-card .nd-trade { display: flex; gap: 2px; margin-top: 2px; flex-wrap: wrap; }
#nd-panels .nd-card .nd-trade i { width: 9px; height: 9px; border-radius: 50%; background: #d9b13b; border: 1px solid #6b5010; display: inline-block; }
#nd-panels .nd-card .nd-trade i.nd-cs { background: #f1e6c8; border-color: #5a4a36; border-radius: 2px; }
#nd-panels .nd-card.nd-lift { transform: translateY(-8px); box-shadow: 0 6px 10px rgba(0,0,0,0.5); }
#nd-panels .nd-card.nd-flip { animation: nd-flip 0.8s ease; }
@keyframes nd-flip { 0% { transform: rotateY(0); } 50% { transform: rotateY(90deg); background: #ffe27a; } 100% { transform: rotateY(0); } }
#nd-panels .nd-facts { display: flex; gap: 8px; font-size: 12px; color: #d8ccb4; align-items: center; }
#nd-panels .nd-lines { display: flex; flex-direction: column; gap: 1px; min-width: 0; }
#nd-panels .nd-dial { width: 54px; height: 54px; flex: 0 0 54px; }
#nd-panels .nd-dial .nd-pointer { transition: transform 0.9s ease; transform-origin: 27px 27px; }
#nd-panels .nd-table { display: flex; flex-direction: column; gap: 4px; }
#nd-panels .nd-market { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 3px; }
#nd-panels .nd-wonder { border: 1px solid #6b5a40; border-left: 4px solid #888; border-radius: 5px; padding: 2px 4px; background: #3b3226; font-size: 11px; }
#nd-panels .nd-wonder b { display: block; }
#nd-panels .nd-victory { display: grid; grid-template-columns: 1fr 1fr; gap: 2px 8px; font-size: 12px; }
#nd-panels .nd-victory .nd-done { color: #9fdc8f; }
#nd-panels .nd-dim { color: #a89c86; }
#nd-panels .nd-lineup { display: flex; gap: 8px; align-items: center; }
#nd-panels .nd-res { display: inline-flex; align-items: center; gap: 2px; }
#nd-panels .nd-res i { width: 10px; height: 10px; transform: rotate(45deg); display: inline-block; border: 1px solid #1b1610; }
.cp-popup { position: fixed; z-index: 40; background: #f3ead6; color: #2b2118; border: 1px solid #6b5a40; border-radius: 8px; padding: 6px 8px;
  font: 13px/1.35 'Trebuchet MS', 'DejaVu Sans', Verdana, sans-serif; box-shadow: 0 4px 14px rgba(0,0,0,0.5); }
${TYPES}
`;

export function installStyles(): void {
  installStyleSheet("nd-styles", CSS);
}
