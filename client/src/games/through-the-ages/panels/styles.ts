/** The Through the Ages panels' CSS (one <style> element, added once), scoped under #tta-root. */
import { installStyleSheet } from "../../../ui/panel-dom.ts";

const KIND_COLOURS: Record<string, string> = {
  "tta-t-farm": "#c9a13b", "tta-t-mine": "#8a6a4a", "tta-t-lab": "#7a7a7a", "tta-t-temple": "#7a7a7a", "tta-t-library": "#7a7a7a",
  "tta-t-theater": "#7a7a7a", "tta-t-arena": "#7a7a7a", "tta-t-infantry": "#b5473a", "tta-t-cavalry": "#b5473a",
  "tta-t-artillery": "#b5473a", "tta-t-air-force": "#b5473a", "tta-t-special": "#3f78b5", "tta-k-government": "#d0822e",
  "tta-k-leader": "#4f9a5b", "tta-k-wonder": "#8a5bb5", "tta-k-action": "#d9c23b", "tta-k-event": "#2f8f8f", "tta-k-territory": "#2f8f8f",
  "tta-k-tactic": "#b5473a", "tta-k-aggression": "#7a2f2b", "tta-k-war": "#5a1e16", "tta-k-pact": "#3f78b5", "tta-k-military-bonus": "#b5473a",
};
const KINDS = Object.entries(KIND_COLOURS).map(([k, c]) => `#tta-root .${k}, .tta-bigcard.${k}, .tta-flycard.${k} { border-top-color: ${c}; } #tta-root .tta-chip.${k} { border-left-color: ${c}; }`).join("\n");

const CSS = `
#tta-root { position: fixed; z-index: 20; box-sizing: border-box; display: flex; flex-direction: column; gap: 6px;
  font: 12px/1.25 'Trebuchet MS', 'DejaVu Sans', Verdana, sans-serif; color: #efe6d2; background: rgba(36,31,26,0.97);
  border: 2px solid #5a4a36; border-radius: 10px; padding: 6px; overflow: hidden; transform-origin: 0 0; }
#tta-root * { box-sizing: border-box; }
#tta-root.tta-phone { overflow-y: auto; transform: none !important; border-radius: 0; }
#tta-root h4 { margin: 2px 0; font-size: 11px; color: #e7b75f; text-transform: uppercase; letter-spacing: 0.04em; }
#tta-root .tta-top { flex: 0 0 auto; }
#tta-root .tta-rowline { display: grid; grid-template-columns: repeat(13, minmax(0, 1fr)); gap: 3px; }
#tta-root.tta-phone .tta-rowline { grid-template-columns: repeat(13, 72px); overflow-x: auto; padding-bottom: 4px; }
#tta-root .tta-info { display: flex; flex-wrap: wrap; gap: 4px 12px; color: #c9bda6; font-size: 11px; margin-top: 3px; }
#tta-root .tta-info b { color: #efe6d2; }
#tta-root .tta-info .tta-pending-politics { color: #f0b0a0; }
#tta-root .tta-main { flex: 1 1 auto; min-height: 0; display: flex; gap: 6px; }
#tta-root.tta-phone .tta-main { flex-direction: column; flex: 0 0 auto; }
#tta-root .tta-left { flex: 1 1 60%; min-width: 0; overflow-y: auto; }
#tta-root .tta-right { flex: 1 1 40%; min-width: 0; display: flex; flex-direction: column; gap: 6px; overflow-y: auto; }
#tta-root.tta-phone .tta-left, #tta-root.tta-phone .tta-right { overflow: visible; }
#tta-prompt { border: 1px solid #6b5a40; border-radius: 8px; padding: 5px; background: #2b2620; }
#tta-prompt.tta-pending > * { opacity: 0.55; }
#tta-root.tta-phone > #tta-prompt { position: sticky; top: -6px; z-index: 3; max-height: 40%; overflow-y: auto; box-shadow: 0 4px 10px rgba(0,0,0,0.5); flex: 0 0 auto; }
#tta-prompt .cp-title { font-weight: bold; color: #e7b75f; margin-bottom: 4px; }
#tta-prompt .cp-error { color: #f08a80; margin: 2px 0 4px; }
#tta-prompt .tta-note { color: #a89c86; }
#tta-root .tta-controls { display: flex; flex-wrap: wrap; gap: 4px; }
#tta-root .cp-btn { display: inline-flex; flex-direction: column; align-items: flex-start; justify-content: center; min-height: 28px;
  border: 1px solid #6b5a40; border-radius: 6px; background: #3b3226; color: #efe6d2; padding: 2px 7px; font: inherit; cursor: pointer; text-align: left; }
#tta-root .cp-btn:hover:not(:disabled) { background: #4d4130; }
#tta-root .cp-btn:disabled { opacity: 0.6; cursor: default; }
#tta-root .cp-primary { background: #6b4f22; border-color: #c8963e; }
#tta-root .cp-danger { background: #6a2a26; border-color: #c0504d; }
#tta-root .cp-ghost { background: transparent; }
#tta-root .cp-chip { min-height: 22px; padding: 1px 5px; font-size: 11px; }
#tta-root .cp-detail { font-size: 10px; color: #c9bda6; }
#tta-root .cp-why { font-size: 10px; color: #f0b0a0; }
#tta-root.tta-phone .cp-btn { min-height: 36px; }
/* cards */
#tta-root .tta-card { position: relative; border: 1px solid #6b5a40; border-top: 5px solid #888; border-radius: 5px; background: #f3ead6; color: #2b2118;
  padding: 2px 3px; font-size: 10px; line-height: 1.15; min-width: 0; transition: transform 0.4s ease, opacity 0.4s ease; }
#tta-root .tta-card .tta-name { font-weight: bold; overflow-wrap: anywhere; }
#tta-root .tta-card .tta-sub { font-size: 9px; color: #6b5a40; }
#tta-root .tta-card .tta-why { font-size: 9px; color: #9a2f20; }
#tta-root .tta-rowline .tta-card { min-height: 76px; display: flex; flex-direction: column; justify-content: space-between; cursor: pointer; }
#tta-root .tta-rowline .tta-card:hover:not(:disabled) { background: #fff8e0; }
#tta-root .tta-rowline .tta-card .cp-detail { color: #6b5a40; }
#tta-root .tta-rowline .tta-card .cp-why, #tta-root .tta-card .cp-why { color: #9a2f20; }
#tta-root .tta-rowline .tta-card .cp-lbl { font-weight: bold; font-size: 9px; overflow-wrap: break-word; }
#tta-root .tta-rowline .tta-card.tta-off { opacity: 0.72; cursor: default; }
#tta-root .tta-rowline .tta-card.tta-on { box-shadow: 0 0 0 2px #e7b75f; }
#tta-root .tta-rowline .tta-card.tta-on:hover { transform: translateY(-3px); }
#tta-root .tta-rowline .tta-empty { border: 1px dashed #5a4a36; border-radius: 5px; min-height: 76px; color: #6b5a40; display: flex; align-items: center; justify-content: center; font-size: 10px; }
#tta-root .tta-price { display: flex; gap: 2px; }
#tta-root .tta-price i { width: 8px; height: 8px; border-radius: 50%; background: #fff; border: 1px solid #6b5a40; display: inline-block; }
#tta-root .tta-gone { opacity: 0 !important; transform: translateY(20px) scale(0.8); }
/* boards */
#tta-root .tta-board { border: 1px solid #5a4a36; border-radius: 8px; padding: 4px 6px; background: #2b2620; display: flex; flex-direction: column; gap: 4px; }
#tta-root .tta-board.tta-active { border-color: #e7b75f; box-shadow: 0 0 0 1px #e7b75f inset; }
#tta-root .tta-head { display: flex; align-items: center; gap: 6px; flex-wrap: wrap; font-weight: bold; font-size: 13px; }
#tta-root .tta-head .tta-sub { font-weight: normal; color: #a89c86; font-size: 11px; }
#tta-root .tta-tag { font-size: 10px; border-radius: 8px; padding: 0 6px; background: #6b4f22; color: #ffe9b8; font-weight: normal; }
#tta-root .tta-ratings { display: grid; grid-template-columns: repeat(4, minmax(0, 1fr)); gap: 3px; }
#tta-root .tta-rating { background: #3b3226; border-radius: 5px; padding: 2px 4px; }
#tta-root .tta-rating .tta-big { font-size: 15px; font-weight: bold; }
#tta-root .tta-rating .tta-lbl { font-size: 10px; color: #c9bda6; }
#tta-root .tta-rating.tta-flash { animation: tta-flash 0.9s ease; }
@keyframes tta-flash { 0% { background: #e7b75f; color: #2b2118; } 100% { background: #3b3226; } }
#tta-root .tta-track { height: 4px; background: #1c1814; border-radius: 2px; margin-top: 2px; overflow: hidden; }
#tta-root .tta-track i { display: block; height: 100%; background: #e7b75f; transition: width 0.9s ease; }
#tta-root .tta-line { display: flex; flex-wrap: wrap; gap: 3px 10px; align-items: center; }
#tta-root .tta-dots { display: inline-flex; flex-wrap: wrap; gap: 2px; vertical-align: middle; }
#tta-root .tta-dots i { width: 9px; height: 9px; border-radius: 50%; display: inline-block; border: 1px solid #1b1610; }
#tta-root .tta-yellow i { background: #e8c440; }
#tta-root .tta-blue i { background: #4c86d0; }
#tta-root .tta-civil i { background: #f5f0e6; border-radius: 2px; }
#tta-root .tta-military i { background: #c0443a; border-radius: 2px; }
#tta-root .tta-dots i.tta-spent { opacity: 0.25; }
#tta-root .tta-techs { display: grid; grid-template-columns: repeat(auto-fill, minmax(96px, 1fr)); gap: 3px; }
#tta-root .tta-techs .tta-card { min-height: 44px; }
#tta-root .tta-tokens { display: flex; gap: 4px; align-items: center; margin-top: 2px; }
#tta-root .tta-acts { display: flex; flex-wrap: wrap; gap: 2px; margin-top: 2px; }
#tta-root .tta-acts .cp-btn { min-height: 20px; padding: 0 4px; font-size: 10px; max-width: 100%; }
#tta-root .tta-acts .cp-btn:disabled { display: flex; width: 100%; height: auto; background: #e6dcc4; color: #5a4a36; border-color: #c9bda6; opacity: 1; }
#tta-root .tta-acts .cp-btn:disabled .cp-detail { color: #6b5a40; }
#tta-root .cp-why { display: block; white-space: normal; line-height: 1.15; }
#tta-root .tta-stages { display: flex; gap: 2px; margin-top: 2px; }
#tta-root .tta-stages span { min-width: 18px; height: 14px; border: 1px solid #6b5a40; border-radius: 3px; font-size: 9px; text-align: center; background: #fff8e8; }
#tta-root .tta-stages span.tta-done { background: #8a5bb5; color: #fff; }
#tta-root .tta-hand { display: grid; grid-template-columns: repeat(auto-fill, minmax(104px, 1fr)); gap: 3px; }
#tta-root .tta-chips { display: flex; flex-wrap: wrap; gap: 3px; }
#tta-root .tta-chip { background: #3b3226; border-radius: 4px; padding: 0 4px; font-size: 11px; border-left: 3px solid #888; }
.tta-back, #tta-root .tta-back { width: 14px; height: 18px; border-radius: 2px; display: inline-block; background: repeating-linear-gradient(45deg, #7a2f2b, #7a2f2b 3px, #5a1e16 3px, #5a1e16 6px); border: 1px solid #1b1610; }
#tta-root .tta-back.tta-civilback { background: repeating-linear-gradient(45deg, #6b5a40, #6b5a40 3px, #4d4130 3px, #4d4130 6px); }
#tta-root .tta-pulse { animation: tta-pulse 0.7s ease; }
@keyframes tta-pulse { 0% { box-shadow: 0 0 0 0 rgba(231,183,95,0.9); } 100% { box-shadow: 0 0 0 10px rgba(231,183,95,0); } }
/* effects above the panels */
.tta-token-fly { position: fixed; z-index: 46; pointer-events: none; width: 11px; height: 11px; border-radius: 50%; background: #4c86d0; border: 1px solid #1b1610; box-shadow: 0 0 6px #9cc4ff; }
#tta-root .tta-dots.tta-lit i { box-shadow: 0 0 6px 2px #ffe27a; }
.tta-fly { position: fixed; z-index: 45; pointer-events: none; transition: left 0.65s ease, top 0.65s ease, transform 0.65s ease, opacity 0.65s ease; }
.tta-flycard { position: fixed; z-index: 45; pointer-events: none; background: #f3ead6; color: #2b2118; border: 1px solid #6b5a40; border-top: 5px solid #888;
  border-radius: 5px; padding: 2px 3px; font: bold 10px 'Trebuchet MS', 'DejaVu Sans', Verdana, sans-serif; box-shadow: 0 8px 18px rgba(0,0,0,0.55); }
.tta-overlay { position: fixed; z-index: 45; pointer-events: none; display: flex; align-items: center; justify-content: center; }
.tta-bigcard { width: 230px; min-height: 150px; background: #f3ead6; color: #2b2118; border: 2px solid #6b5a40; border-top: 10px solid #2f8f8f; border-radius: 10px;
  padding: 8px 10px; font: 13px/1.35 'Trebuchet MS', 'DejaVu Sans', Verdana, sans-serif; box-shadow: 0 10px 30px rgba(0,0,0,0.6); animation: tta-reveal 0.6s ease; }
.tta-bigcard b { display: block; font-size: 16px; margin-bottom: 4px; }
.tta-bigcard .tta-kind { font-size: 11px; color: #6b5a40; text-transform: uppercase; }
@keyframes tta-reveal { 0% { transform: rotateY(90deg) scale(0.6); } 100% { transform: rotateY(0) scale(1); } }
.tta-duel { display: flex; gap: 18px; align-items: stretch; background: rgba(36,31,26,0.96); border: 2px solid #c8963e; border-radius: 12px; padding: 10px 16px;
  color: #efe6d2; font: 14px/1.3 'Trebuchet MS', 'DejaVu Sans', Verdana, sans-serif; box-shadow: 0 10px 30px rgba(0,0,0,0.6); flex-direction: column; }
.tta-duel .tta-sides { display: flex; gap: 24px; justify-content: center; }
.tta-duel .tta-side { text-align: center; min-width: 120px; }
.tta-duel .tta-num { font-size: 40px; font-weight: bold; color: #e7b75f; }
.tta-duel .tta-result { text-align: center; font-weight: bold; min-height: 1.3em; }
.tta-banner { background: rgba(36,31,26,0.94); border: 2px solid #c8963e; border-radius: 10px; padding: 8px 16px; color: #ffe9b8;
  font: bold 16px 'Trebuchet MS', 'DejaVu Sans', Verdana, sans-serif; box-shadow: 0 6px 20px rgba(0,0,0,0.5); }
.tta-float { position: fixed; z-index: 45; pointer-events: none; color: #ffe9b8; font: bold 13px 'Trebuchet MS', 'DejaVu Sans', Verdana, sans-serif;
  text-shadow: 0 1px 3px #000; transition: transform 0.9s ease, opacity 0.9s ease; }
${KINDS}
`;

export function installStyles(): void {
  installStyleSheet("tta-styles", CSS);
}
