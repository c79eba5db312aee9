/**
 * A control for every decision A New Dawn asks: playing a card of the focus row (with its trade tokens, or
 * without its effect), building (a city on the map, a wonder from the market), moving caravans, placing, moving and
 * taking over control tokens, reinforcing and attacking, laying map tiles, and every "choose one" prompt (buttons,
 * spaces also on the map). Legal choices come from the server's hints; an option the engine disables shows its
 * reason, a move the hints lack shows ours.
 */
import type { Move, Prompt, Seat } from "../../../../../engine/core/types.ts";
import type { NdView } from "../../../../../engine/games/new-dawn/view.ts";
import type { TextWords, Translator } from "../../../i18n/index.ts";
import { button, el, replace } from "../../../ui/panel-dom.ts";
import type { PromptState } from "../../types.ts";
import type { BoardApi, PickStyle } from "../contract.ts";
import type { MapTileId, TileSide } from "../../../../../engine/games/new-dawn/data/index.ts";
import { assemble } from "../../../../../engine/games/new-dawn/setup/assemble.ts";
import { FOCUS, LEVEL, name, SPACE_RE, WONDER } from "../names.ts";
import { ui } from "../text/ui.ts";

export interface PromptEnv {
  i18n: Translator;
  words: TextWords;
  board: BoardApi;
  send(move: Move): void;
  seatName(seat: Seat): string;
  /** Re-renders the prompt (a local choice changed: a trade count, a selected tile). */
  refresh(): void;
}

const num = (v: unknown) => (typeof v === "number" ? v : Number(v));

export class PromptControls {
  /** Trade tokens chosen per slot for the next card played (reset when the prompt changes). */
  private trade = new Map<number, number>();
  private tile: string | null = null;
  /** The centre picked for the chosen tile, and which of the ways to lay it there is shown. */
  private placing: { anchor: string; way: number } | null = null;
  private key = "";

  private readonly env: PromptEnv;

  constructor(env: PromptEnv) {
    this.env = env;
  }

  /** Fills `host` with the controls of the seat's top prompt. */
  render(host: HTMLElement, v: NdView, seat: Seat, prompt: Prompt, state: PromptState): void {
    const key = `${v.stack.length}:${prompt.id}:${JSON.stringify(v.stack[v.stack.length - 1])}`;
    if (key !== this.key) { this.key = key; this.trade.clear(); this.tile = null; this.placing = null; }
    this.env.board.cancelPick();
    this.env.board.preview([]);
    const { i18n, words } = this.env;
    const title = el("div", { class: "cp-title", text: prompt.label ? i18n.text(prompt.label, words) : "" });
    const controls = el("div", { class: "nd-controls" });
    replace(host, title, controls);
    if (prompt.kind === "choose") return this.choose(controls, v, prompt);
    const moves = state.moves;
    switch (prompt.id) {
      case "turn": return this.play(controls, v, seat, moves);
      case "industry": return this.industry(controls, v, moves);
      case "caravans": return this.caravans(controls, v, seat, moves);
      case "control-tokens": return this.tokens(controls, moves);
      case "military": return this.military(controls, moves);
      case "map-building": return this.mapBuilding(controls, moves);
      default: return this.generic(controls, moves);
    }
  }

  /** Nothing to decide here now: no pick stays open and no tile stays previewed on the map. */
  idle(): void {
    this.env.board.cancelPick();
    this.env.board.preview([]);
  }

  private send(move: Move): void {
    // The prompt stays in view (disabled) until the answer: it must not draw the tile again meanwhile.
    this.placing = null;
    this.idle();
    this.env.send(move);
  }

  private t(key: Parameters<typeof ui>[1], params?: Record<string, string | number>): string {
    return ui(this.env.i18n, key, params);
  }

  /** Opens a map pick over `spaces`; `onPick` gets the space. */
  private pick(spaces: Readonly<Record<string, PickStyle>>, onPick: (space: string) => void, hint = this.t("prompt.pickHint")): void {
    if (!Object.keys(spaces).length) return;
    void this.env.board.pickSpace(spaces, hint).then((s) => { if (s) onPick(s); });
  }

  private finishButton(controls: HTMLElement, moves: Move[], type: string, label = this.t("prompt.finish")): void {
    const m = moves.find((x) => x.type === type);
    if (m) controls.append(button({ testId: "nd.finish", label, kind: "ghost", onClick: () => this.send(m) }));
  }

  // ---- choosing a card ----------------------------------------------------------------------------------

  private play(controls: HTMLElement, v: NdView, seat: Seat, moves: Move[]): void {
    const lang = this.env.i18n.lang;
    const row = v.players[seat].row;
    row.forEach((c, i) => {
      const slot = i + 1;
      const max = Math.max(0, ...moves.filter((m) => m.type === "play" && m.slot === slot && m.effect === true).map((m) => num(m.trade)));
      const trade = Math.min(max, this.trade.get(slot) ?? 0);
      const move = moves.find((m) => m.type === "play" && m.slot === slot && m.effect === true && m.trade === trade);
      const plain = moves.find((m) => m.type === "play" && m.slot === slot && m.effect === false);
      const line = el("div", { class: "nd-playrow" });
      const def = FOCUS.get(c.card);
      line.append(button({
        testId: `nd.play.${slot}`, label: this.t("prompt.play", { card: name("card", c.card, lang) }), kind: "primary",
        detail: this.t("prompt.playDetail", { slot, trade }), ref: def ? { kind: "card", id: def.id } : undefined,
        enabled: move !== undefined, onClick: () => move && this.send(move),
      }));
      if (max > 0) {
        line.append(button({ testId: `nd.trade.${slot}.less`, label: "−", kind: "chip", title: this.t("prompt.lessTrade"), enabled: trade > 0, onClick: () => { this.trade.set(slot, trade - 1); this.env.refresh(); } }));
        line.append(button({ testId: `nd.trade.${slot}.more`, label: "+", kind: "chip", title: this.t("prompt.moreTrade"), enabled: trade < max, onClick: () => { this.trade.set(slot, trade + 1); this.env.refresh(); } }));
      }
      if (plain) line.append(button({ testId: `nd.plain.${slot}`, label: this.t("prompt.noEffect"), kind: "chip", title: this.t("prompt.noEffectWhy"), onClick: () => this.send(plain) }));
      controls.append(line);
    });
  }

  // ---- industry -----------------------------------------------------------------------------------------

  private industry(controls: HTMLElement, v: NdView, moves: Move[]): void {
    const lang = this.env.i18n.lang;
    const cities = moves.filter((m) => m.type === "build-city");
    const spaces = Object.fromEntries(cities.map((m) => [String(m.space), "place" as PickStyle]));
    const pickCity = () => this.pick(spaces, (space) => this.send({ type: "build-city", space }));
    controls.append(button({ testId: "nd.buildCity", label: this.t("prompt.buildCity"), kind: "primary", enabled: cities.length > 0, reason: cities.length ? undefined : this.t("prompt.noCitySpace"), onClick: pickCity }));
    for (const d of Object.values(v.wonderDecks)) {
      if (!d.faceUp) continue;
      const w = WONDER.get(d.faceUp);
      const m = moves.find((x) => x.type === "build-wonder" && x.wonder === d.faceUp);
      controls.append(button({
        testId: `nd.wonder.${d.faceUp}`, label: this.t("prompt.buildWonder", { wonder: name("wonder", d.faceUp, lang) }),
        detail: w ? this.t("panel.cost", { n: w.cost }) : undefined, enabled: m !== undefined, reason: m ? undefined : this.t("prompt.cannotPay"),
        onClick: () => m && this.send(m),
      }));
    }
    this.finishButton(controls, moves, "finish-industry");
    pickCity();
  }

  // ---- caravans -----------------------------------------------------------------------------------------

  private caravans(controls: HTMLElement, v: NdView, seat: Seat, moves: Move[]): void {
    const count = v.players[seat].caravans.length;
    const open = (i: number) => {
      const dest = moves.filter((m) => m.type === "move-caravan" && m.caravan === i);
      const from = v.players[seat].caravans[i];
      this.env.board.mark(from ? [from] : []);
      this.pick(Object.fromEntries(dest.map((m) => [String(m.to), "place" as PickStyle])), (to) => this.send({ type: "move-caravan", caravan: i, to }));
    };
    let first: number | null = null;
    for (let i = 0; i < count; i++) {
      const can = moves.some((m) => m.type === "move-caravan" && m.caravan === i);
      if (can && first === null) first = i;
      controls.append(button({ testId: `nd.caravan.${i}`, label: this.t("prompt.moveCaravan", { n: i + 1 }), enabled: can, reason: can ? undefined : this.t("prompt.caravanCannot"), onClick: () => open(i) }));
    }
    this.finishButton(controls, moves, "finish-caravans");
    if (first !== null) open(first);
  }

  // ---- control tokens -----------------------------------------------------------------------------------

  private tokens(controls: HTMLElement, moves: Move[]): void {
    const place = moves.filter((m) => m.type === "place-token");
    const convert = moves.filter((m) => m.type === "convert-token");
    const moving = moves.filter((m) => m.type === "move-token");
    let open: (() => void) | null = null;
    if (place.length) {
      open = () => this.pick(Object.fromEntries(place.map((m) => [String(m.space), "place" as PickStyle])), (space) => this.send({ type: "place-token", space }));
      controls.append(button({ testId: "nd.place", label: this.t("prompt.placeToken"), kind: "primary", onClick: open }));
    } else if (convert.length) {
      open = () => this.pick(Object.fromEntries(convert.map((m) => [String(m.space), "attack" as PickStyle])), (space) => this.send({ type: "convert-token", space }));
      controls.append(button({ testId: "nd.convert", label: this.t("prompt.convertToken"), kind: "primary", onClick: open }));
    } else if (moving.length) {
      open = () => this.pick(Object.fromEntries(moving.map((m) => [String(m.from), "select" as PickStyle])), (from) => {
        this.env.board.mark([from]);
        const to = moving.filter((m) => m.from === from);
        this.pick(Object.fromEntries(to.map((m) => [String(m.to), "place" as PickStyle])), (dest) => this.send({ type: "move-token", from, to: dest }), this.t("prompt.moveTokenTo"));
      });
      controls.append(button({ testId: "nd.moveToken", label: this.t("prompt.moveToken"), kind: "primary", onClick: open }));
    }
    this.finishButton(controls, moves, "finish-step", this.t("prompt.skip"));
    open?.();
  }

  // ---- military -----------------------------------------------------------------------------------------

  private military(controls: HTMLElement, moves: Move[]): void {
    const reinforce = moves.filter((m) => m.type === "reinforce");
    const attack = moves.filter((m) => m.type === "attack");
    const spaces: Record<string, PickStyle> = {};
    for (const m of reinforce) spaces[String(m.space)] = "reinforce";
    for (const m of attack) spaces[String(m.target)] = "attack";
    const open = () => this.pick(spaces, (space) => {
      if (spaces[space] === "attack") this.send({ type: "attack", target: space });
      else this.send({ type: "reinforce", space });
    });
    controls.append(button({ testId: "nd.military", label: this.t("prompt.military"), kind: "primary", enabled: Object.keys(spaces).length > 0, onClick: open,
      detail: [reinforce.length ? this.t("prompt.reinforce", { n: reinforce.length }) : "", attack.length ? this.t("prompt.attack", { n: attack.length }) : ""].filter(Boolean).join(" · ") }));
    this.finishButton(controls, moves, "finish-military");
    open();
  }

  // ---- building the map ---------------------------------------------------------------------------------

  /**
   * Laying a map tile: pick the tile, then its centre on the map; the tile is drawn where it would lie, and when it
   * fits there in several ways (side, turn) the player steps through them on the map before laying it.
   */
  private mapBuilding(controls: HTMLElement, moves: Move[]): void {
    const tiles = [...new Set(moves.map((m) => String(m.tile)))];
    const chosen = this.tile ?? tiles[0];
    for (const tile of tiles) {
      controls.append(button({
        testId: `nd.tile.${tile}`, label: this.t("prompt.tile", { tile: tile.replace(/^tile-0?/, "") }), selected: chosen === tile,
        onClick: () => { this.tile = tile; this.placing = null; this.env.refresh(); },
      }));
    }
    if (!chosen) return;
    const ofTile = moves.filter((m) => m.tile === chosen);
    const anchors = Object.fromEntries(ofTile.map((m) => [`${m.q},${m.r}`, "place" as PickStyle]));
    const pickAnchor = () => this.pick(anchors, (anchor) => { this.placing = { anchor, way: 0 }; this.env.refresh(); }, this.t("prompt.anchor"));
    const ways = this.placing ? ofTile.filter((m) => `${m.q},${m.r}` === this.placing!.anchor) : [];
    if (!this.placing || !ways.length) return pickAnchor();
    const way = this.placing.way % ways.length;
    const move = ways[way];
    const laid = assemble([{ tile: move.tile as MapTileId, side: move.side as TileSide, q: num(move.q), r: num(move.r), rotation: num(move.rotation) }]);
    this.env.board.preview(Object.values(laid.spaces));
    const row = el("div", { class: "nd-playrow" });
    row.append(button({ testId: "nd.tile.place", label: this.t("prompt.placeTile"), kind: "primary", detail: ways.length > 1 ? this.t("prompt.tileWay", { n: way + 1, of: ways.length }) : undefined, onClick: () => this.send(move) }));
    if (ways.length > 1) row.append(button({ testId: "nd.tile.turn", label: this.t("prompt.turnTile"), onClick: () => { this.placing = { anchor: this.placing!.anchor, way: way + 1 }; this.env.refresh(); } }));
    controls.append(row);
    // Another centre may be picked on the map at any time.
    pickAnchor();
  }

  // ---- choose one ---------------------------------------------------------------------------------------

  private choose(controls: HTMLElement, _v: NdView, prompt: Extract<Prompt, { kind: "choose" }>): void {
    const { i18n, words } = this.env;
    const spaces: Record<string, PickStyle> = {};
    prompt.options.forEach((o, i) => {
      if (!o.disabled && typeof o.value === "string" && SPACE_RE.test(o.value)) spaces[o.value] = "select";
      // A focus card offered (an upgrade) says its type and level; the row shows the card it replaces.
      const card = typeof o.value === "string" ? FOCUS.get(o.value) : undefined;
      controls.append(button({
        testId: `nd.opt.${i}`, label: card ? name("card", card.id, i18n.lang) : i18n.text(o.label, words), enabled: !o.disabled, reason: o.disabled ? i18n.text(o.disabled, words) : undefined,
        detail: card ? this.t("board.level", { type: name("type", card.type, i18n.lang), level: LEVEL[card.level] }) : undefined,
        ref: card ? { kind: "card", id: card.id } : undefined,
        onClick: () => this.send({ type: prompt.moveType, value: o.value }),
      }));
    });
    if (prompt.min === 0) controls.append(button({ testId: "nd.opt.decline", label: this.t("prompt.decline"), kind: "ghost", onClick: () => this.send({ type: prompt.moveType, value: null }) }));
    this.pick(spaces, (space) => this.send({ type: prompt.moveType, value: space }));
  }

  /** A prompt without its own control: one button per legal move (never expected; keeps the game playable). */
  private generic(controls: HTMLElement, moves: Move[]): void {
    moves.forEach((m, i) => controls.append(button({ testId: `nd.move.${i}`, label: JSON.stringify(m), onClick: () => this.send(m) })));
  }
}
