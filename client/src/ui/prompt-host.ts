/**
 * The prompt area of a game's HTML panels: what it shows when this page has nothing to decide (the game is over,
 * the page watches, another seat decides, the hints are on their way), and the bookkeeping around a decision: a
 * move sent keeps the prompt in view but disabled until the answer, and a refused move's reason shows under the
 * prompt's title until the next state. The game fills in the prompt's controls (`render`'s `fill`).
 */
import type { Move, Prompt, Seat, Text } from "../../../engine/core/types.ts";
import type { ShownError, TextWords, Translator } from "../i18n/index.ts";
import type { GameConnection } from "../net/gameRoom.ts";
import type { PromptState } from "../games/types.ts";
import { el, replace } from "./panel-dom.ts";

/** The texts of the area when no decision is shown, from the game's catalogue. */
export type PromptHostText = "gameOver" | "spectating" | "loading" | "waiting";

export interface PromptHostDeps {
  /** Names its element and classes: `#<prefix>-prompt`, `.<prefix>-pending` while a move is on its way, `.<prefix>-note`, `#<prefix>-error`. */
  prefix: string;
  i18n: Translator;
  words: TextWords;
  /** Where refusals come from and the state shown is read (none: a page without a game connection). */
  conn: GameConnection | null;
  sendMove(move: Move): void;
  /** `waiting` gets the deciding seat's name as `seat`. */
  say(key: PromptHostText, params?: { seat: string }): string;
  /** Draws the area (or the whole panels) again: a move was sent or refused. */
  redraw(): void;
  /** This seat has no decision in view (the game drops what a decision left open, e.g. picks on its map). */
  idle?(): void;
}

/** What the area shows: the game's state as far as the prompt goes. */
export interface PromptScene {
  finished: boolean;
  mySeat: Seat | null;
  prompts: PromptState;
  /** The seat being waited for, when another one decides (null: unknown). */
  waitingFor(): Seat | null;
  seatName(seat: Seat): string;
}

export class PromptHost {
  readonly element: HTMLDivElement;
  private refusal: { text?: Text; message: string; stateId: number | null } | null = null;
  private pending = false;
  private readonly unsubscribe: () => void;
  private destroyed = false;
  private readonly deps: PromptHostDeps;

  constructor(deps: PromptHostDeps) {
    this.deps = deps;
    this.element = el("div", { id: `${deps.prefix}-prompt` });
    this.unsubscribe = deps.conn?.on("error", (e) => this.refused(e)) ?? (() => {});
  }

  /** A move of this page is on its way (its answer not yet in). */
  get sending(): boolean { return this.pending; }

  /** A new state came: a move sent is answered when the view changed; a refusal of an earlier state goes. */
  update(viewChanged: boolean): void {
    if (viewChanged) this.pending = false;
    if (this.refusal && this.refusal.stateId !== this.stateId()) this.refusal = null;
  }

  send(move: Move): void {
    this.pending = true;
    this.refusal = null;
    this.deps.sendMove(move);
    this.deps.redraw();
  }

  /**
   * Draws the area: the seat's prompt through `fill` (which replaces the element's content, the prompt's title
   * first; the refusal goes right under it), else a line saying why there is nothing to decide.
   */
  render(s: PromptScene, fill: (host: HTMLDivElement, prompt: Prompt, seat: Seat) => void): void {
    const { prefix, say } = this.deps;
    const host = this.element;
    host.classList.toggle(`${prefix}-pending`, this.pending);
    host.toggleAttribute("inert", this.pending);
    const prompt = s.prompts.prompts.find((p) => p.seat === s.mySeat);
    const deciding = !s.finished && s.mySeat !== null && s.prompts.active && prompt !== undefined;
    if (!deciding) this.deps.idle?.();
    if (s.finished) return replace(host, el("div", { class: "cp-title", text: say("gameOver") }));
    if (s.mySeat === null) return replace(host, el("div", { class: `${prefix}-note`, text: say("spectating") }));
    if (!s.prompts.active || !prompt) {
      const who = s.waitingFor();
      return replace(host, el("div", { class: `${prefix}-note`, text: s.prompts.active && s.prompts.loading ? say("loading") : say("waiting", { seat: who === null ? "…" : s.seatName(who) }) }));
    }
    fill(host, prompt, s.mySeat);
    const r = this.refusal;
    if (r) host.insertBefore(el("div", { class: "cp-error", id: `${prefix}-error`, text: r.text ? this.deps.i18n.text(r.text, this.deps.words) : r.message }), host.children[1] ?? null);
  }

  destroy(): void {
    this.destroyed = true;
    this.unsubscribe();
  }

  private stateId(): number | null { return this.deps.conn?.snapshot?.stateId ?? null; }

  private refused(e: ShownError): void {
    if (this.destroyed) return;
    this.pending = false;
    this.refusal = { text: e.text, message: e.message, stateId: this.stateId() };
    this.deps.redraw();
  }
}
