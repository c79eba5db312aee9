/**
 * The Through the Ages renderer: a card tableau drawn as DOM panels over the renderer's area (panels/: the card row,
 * every civilization's board, the prompt controls), engine events as animations (anim.ts) and log lines
 * (eventLog.ts), the game's texts in English and Russian (text/).
 */
import type Phaser from "phaser";
import type { GameEvent, Move, Seat } from "../../../../engine/core/types.ts";
import type { TtaView } from "../../../../engine/games/through-the-ages/view.ts";
import type { Animation } from "../../anim/queue.ts";
import type { TextWords } from "../../i18n/index.ts";
import type { GameRenderer, GameView, PromptState, RenderContext } from "../types.ts";
import { ttaAnimations, type FxText } from "./anim.ts";
import { describeTtaEvent } from "./eventLog.ts";
import { cardDef, cardName } from "./names.ts";
import { TtaPanels } from "./panels/index.ts";
import { moveLabel } from "./panels/prompt.ts";
import { TTA_CATALOG } from "./text/catalog.ts";
import { textWords, type WordEnv } from "./words.ts";

/** The log's headings: an age ending, a round starting, a seat's turn starting. */
const LOG_HEADINGS = new Set(["age-ended", "round-started", "turn-started"]);

export class ThroughTheAgesRenderer implements GameRenderer {
  readonly catalog = TTA_CATALOG;
  private ctx!: RenderContext;
  private panels: TtaPanels | null = null;
  private wordEnv!: WordEnv;
  private textWords!: TextWords;

  mount(scene: Phaser.Scene, ctx: RenderContext): void {
    this.ctx = ctx;
    this.wordEnv = { lang: () => ctx.i18n.lang, seatName: (s) => ctx.seatName(s) };
    this.textWords = textWords(this.wordEnv);
    this.panels = new TtaPanels(scene, ctx, ctx.area, this.textWords);
  }

  update(view: GameView, mySeat: Seat | null, prompts: PromptState): void {
    const v = view.view as TtaView | null;
    if (!v || !v.players) return;
    this.panels?.update(v, mySeat, prompts);
  }

  private fxText(): FxText {
    const i18n = this.ctx.i18n;
    return {
      seatName: (s) => this.ctx.seatName(s),
      t: (key, params = {}) => {
        const named = { ...params };
        if (typeof named.card === "string") named.card = cardName(named.card, i18n.lang);
        return i18n.tryT(`tta.ui.${key}`, named) ?? key;
      },
      isTerritory: (card) => cardDef(card)?.kind === "territory",
    };
  }

  animationsFor(event: GameEvent, _by: Seat | null): Animation[] {
    if (!this.panels) return [];
    return ttaAnimations(event, this.panels, this.fxText());
  }

  describeEvent(event: GameEvent, by: Seat | null): string | null {
    if (!this.ctx) return null;
    return describeTtaEvent(event, by, { ...this.wordEnv, i18n: this.ctx.i18n });
  }

  isLogHeading(event: GameEvent): boolean {
    return LOG_HEADINGS.has(event.type);
  }

  describeMove(move: Move): string | null {
    if (!this.ctx) return null;
    return moveLabel({ i18n: this.ctx.i18n, lang: this.ctx.i18n.lang, seatName: (s) => this.ctx.seatName(s) }, move);
  }

  words(name: string, value: string | number, params: Readonly<Record<string, string | number>>): string | undefined {
    return this.textWords ? this.textWords(name, value, params) : undefined;
  }

  destroy(): void {
    this.panels?.destroy();
    this.panels = null;
  }
}
