/**
 * The Civilization: A New Dawn renderer: the hex map (board/), the panels (focus rows, dials, market, victory
 * cards, prompt controls: panels/), engine events as animations (anim.ts) and log lines (eventLog.ts).
 *
 * Layout (../board-layout.ts, shared with Clash of Cultures): panels to the right of the map on wide screens; on a
 * phone held upright the map takes the top of the area and the panels a drawer below it.
 */
import type Phaser from "phaser";
import type { GameEvent, Seat } from "../../../../engine/core/types.ts";
import type { NdView } from "../../../../engine/games/new-dawn/view.ts";
import type { Animation } from "../../anim/queue.ts";
import type { TextWords } from "../../i18n/index.ts";
import { isPortrait, splitArea } from "../board-layout.ts";
import type { GameRenderer, GameView, PromptState, RenderContext } from "../types.ts";
import { ndAnimations, type AnimText } from "./anim.ts";
import { NdBoard } from "./board/Board.ts";
import { PLAYER_COLOR } from "./board/palette.ts";
import { explainAttack } from "./combat-roll.ts";
import { describeNdEvent } from "./eventLog.ts";
import { name } from "./names.ts";
import { NdPanels } from "./panels/index.ts";
import { ND_CATALOG } from "./text/catalog.ts";
import { ui } from "./text/ui.ts";
import { textWords, type WordEnv } from "./words.ts";

export class NewDawnRenderer implements GameRenderer {
  readonly catalog = ND_CATALOG;
  private ctx!: RenderContext;
  private board: NdBoard | null = null;
  private panels: NdPanels | null = null;
  private view: NdView | null = null;
  private wordEnv!: WordEnv;
  private textWords!: TextWords;

  mount(scene: Phaser.Scene, ctx: RenderContext): void {
    this.ctx = ctx;
    this.wordEnv = { lang: () => ctx.i18n.lang, seatName: (s) => ctx.seatName(s), spaces: () => this.view?.spaces ?? {} };
    this.textWords = textWords(this.wordEnv);
    const { board, panels } = splitArea(ctx.area, isPortrait(scene));
    this.board = new NdBoard(scene, ctx, board);
    this.panels = new NdPanels(scene, ctx, panels, this.board, this.textWords);
  }

  update(view: GameView, mySeat: Seat | null, prompts: PromptState): void {
    const v = view.view as NdView | null;
    if (!v || !v.spaces) return;
    this.view = v;
    this.board?.update(v);
    this.panels?.update(v, mySeat, prompts);
  }

  private seatColor(seat: Seat | null): number {
    const c = seat === null ? null : this.view?.players[seat]?.color;
    return c ? PLAYER_COLOR[c] : 0x5a1e16;
  }

  private animText(): AnimText {
    const i18n = this.ctx.i18n;
    const lang = () => i18n.lang;
    const seatName = (s: Seat) => this.ctx.seatName(s);
    return {
      seatName,
      seatColor: (s) => this.seatColor(s),
      turn: (s) => ui(i18n, "fx.turn", { seat: seatName(s) }),
      token: () => ui(i18n, "fx.token"),
      city: () => ui(i18n, "fx.city"),
      reinforced: () => ui(i18n, "fx.reinforced"),
      event: (symbol) => (symbol ? ui(i18n, "fx.eventDial", { event: name("event", symbol, lang()) }) : ui(i18n, "fx.noEvent")),
      diplomacy: () => ui(i18n, "fx.diplomacy"),
      wonderBuilt: () => ui(i18n, "fx.wonderBuilt"),
      named: (kind, id) => name(kind, id, lang()),
      attack: (e) => {
        const defender = typeof e.defender === "number" ? e.defender : null;
        const defName = defender !== null ? seatName(defender)
          : e.targetKind === "barbarian" ? ui(i18n, "fx.barbarianSpawn").replace("!", "")
          : name("cityState", String(this.view?.spaces[String(e.target)]?.cityState ?? ""), lang());
        return explainAttack(e, i18n, { attacker: seatName(Number(e.seat)), defender: defName }, { attacker: this.seatColor(Number(e.seat)), defender: this.seatColor(defender) });
      },
      result: (attack, defense, won) => ui(i18n, won ? "fx.won" : "fx.lost", { attack, defense }),
      repelled: () => ui(i18n, "fx.repelled"),
      plundered: () => ui(i18n, "fx.plundered"),
      devastated: () => ui(i18n, "fx.devastated"),
      objective: (s, o) => `${seatName(s)}: ${name("objective", o, lang())}`,
    };
  }

  animationsFor(event: GameEvent, _by: Seat | null): Animation[] {
    if (!this.board || !this.panels) return [];
    return ndAnimations(event, this.board, this.panels, this.animText());
  }

  describeEvent(event: GameEvent, by: Seat | null): string | null {
    if (!this.ctx) return null;
    return describeNdEvent(event, by, { ...this.wordEnv, i18n: this.ctx.i18n });
  }

  words(name: string, value: string | number, params: Readonly<Record<string, string | number>>): string | undefined {
    return this.textWords ? this.textWords(name, value, params) : undefined;
  }

  destroy(): void {
    this.panels?.destroy();
    this.board?.destroy();
    this.panels = null;
    this.board = null;
  }
}
