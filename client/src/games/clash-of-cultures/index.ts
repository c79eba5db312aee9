/**
 * The Clash of Cultures renderer: lays out the board (map, pieces, animations: board/) and the
 * panels (player boards, hands, prompt controls: panels/) inside the scene's board area, feeds both
 * the view, turns engine events into board animations (anim.ts) and log lines (eventLog.ts).
 *
 * Layout: panels to the right of the map on wide screens; on a phone held upright (portrait design size)
 * the map takes the top of the area and the panels are a drawer below it (panels/index.ts) that can be
 * pulled up over the map.
 */
import type Phaser from "phaser";
import type { GameEvent, Seat } from "../../../../engine/core/types.ts";
import type { CocView } from "../../../../engine/games/clash-of-cultures/view.ts";
import type { Animation } from "../../anim/queue.ts";
import type { GameRenderer, GameView, PromptState, RenderContext } from "../types.ts";
import { cocAnimations, newAnimState, type AnimState } from "./anim.ts";
import { createBoardWithPanels, type CocBoard } from "./board/Board.ts";
import type { PanelsPart } from "./contract.ts";
import { describeCocEvent } from "./eventLog.ts";
import { isPortrait, splitArea } from "../board-layout.ts";
import { createPanels } from "./panels/index.ts";
import { textWords } from "./panels/prompt-text.ts";

/** Events that head the log: the ages, rounds, turns and status phases. */
const LOG_HEADINGS = new Set(["AgeStarted", "RoundStarted", "TurnStarted", "StatusPhaseStarted"]);
import { CLASH_CATALOG } from "./text/catalog.ts";

export { isPortrait, splitArea } from "../board-layout.ts";

export class ClashRenderer implements GameRenderer {
  readonly catalog = CLASH_CATALOG;
  private ctx!: RenderContext;
  private board: CocBoard | null = null;
  private panels: PanelsPart | null = null;
  private anim: AnimState = newAnimState();
  /** Unit types by id, from every view seen (log lines of events that carry only ids). */
  private unitTypes = new Map<number, string>();

  mount(scene: Phaser.Scene, ctx: RenderContext): void {
    this.ctx = ctx;
    const { board, panels } = splitArea(ctx.area, isPortrait(scene));
    this.board = createBoardWithPanels(scene, ctx, board, panels);
    this.panels = createPanels(scene, ctx, panels, this.board, (move) => ctx.sendMove(move));
  }

  update(view: GameView, mySeat: Seat | null, prompts: PromptState): void {
    const v = view.view as CocView | null;
    if (!v || !v.hexes) return;
    for (const u of Object.values(v.units)) this.unitTypes.set(u.id, u.type);
    this.board?.update(v);
    this.panels?.update(v, mySeat, prompts);
  }

  animationsFor(event: GameEvent, by: Seat | null): Animation[] {
    if (event.type === "UnitPlaced") {
      const u = event.unit as { id?: number; type?: string } | undefined;
      if (u && typeof u.id === "number" && typeof u.type === "string") this.unitTypes.set(u.id, u.type);
    }
    if (!this.board) return [];
    return cocAnimations(event, by, this.board, this.anim);
  }

  words(name: string, value: string | number, params: Readonly<Record<string, string | number>>): string | undefined {
    return this.ctx ? textWords(this.ctx)(name, value, params) : undefined;
  }

  isLogHeading(event: GameEvent): boolean {
    return LOG_HEADINGS.has(event.type);
  }

  describeEvent(event: GameEvent, by: Seat | null): string | null {
    if (!this.ctx) return null;
    if (event.type === "UnitPlaced") {
      const u = event.unit as { id?: number; type?: string } | undefined;
      if (u && typeof u.id === "number" && typeof u.type === "string") this.unitTypes.set(u.id, u.type);
    }
    return describeCocEvent(event, by, { i18n: this.ctx.i18n, seatName: (s) => this.ctx.seatName(s), unitType: (id) => this.unitTypes.get(id) });
  }

  destroy(): void {
    this.panels?.destroy();
    this.board?.destroy();
    this.panels = null;
    this.board = null;
  }
}
