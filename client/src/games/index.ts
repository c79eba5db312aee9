/**
 * Game renderers by game id. A game without its own renderer gets the generic one, which shows the
 * views as text and the legal moves as buttons (enough to play any game, e.g. the test game).
 * Adding a board: `registerRenderer("clash-of-cultures", () => new ClashRenderer())` here.
 */
import type { Catalog } from "../../../engine/core/text.ts";
import type { Lang } from "../i18n/index.ts";
import { ClashRenderer } from "./clash-of-cultures/index.ts";
import { CLASH_CATALOG } from "./clash-of-cultures/text/catalog.ts";
import { GenericRenderer } from "./generic/GenericRenderer.ts";
import { NewDawnRenderer } from "./new-dawn/index.ts";
import { ND_CATALOG } from "./new-dawn/text/catalog.ts";
import { ThroughTheAgesRenderer } from "./through-the-ages/index.ts";
import { TTA_CATALOG } from "./through-the-ages/text/catalog.ts";
import type { GameRenderer, RendererFactory } from "./types.ts";

const renderers = new Map<string, RendererFactory>();

export function registerRenderer(gameId: string, factory: RendererFactory): void {
  renderers.set(gameId, factory);
}

export function hasRenderer(gameId: string): boolean {
  return renderers.has(gameId);
}

registerRenderer("clash-of-cultures", () => new ClashRenderer());
registerRenderer("new-dawn", () => new NewDawnRenderer());
registerRenderer("through-the-ages", () => new ThroughTheAgesRenderer());

/** Each game's catalog, for scenes that show its words before its renderer runs (the lobby's option labels). */
const catalogs = new Map<string, Readonly<Record<Lang, Catalog>>>([
  ["clash-of-cultures", CLASH_CATALOG], ["new-dawn", ND_CATALOG], ["through-the-ages", TTA_CATALOG],
]);

export function gameCatalog(gameId: string): Readonly<Record<Lang, Catalog>> | undefined {
  return catalogs.get(gameId);
}

export function createRenderer(gameId: string): GameRenderer {
  return renderers.get(gameId)?.() ?? new GenericRenderer();
}

export type { GameRenderer, GameView, PromptState, RenderContext, RendererFactory } from "./types.ts";
