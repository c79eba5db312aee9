/**
 * Clash of Cultures: Monumental Edition as a game on the kit (engine/kit/): the rule modules below,
 * composed in one list, plus the game's setup, view and scoring.
 */
import { defineKitGame, type KitGame } from "../../kit/game.ts";
import { catalog } from "./data/index.ts";
import { cocOptionsSchema, type CocOptions } from "./base/options.ts";
import { outcome } from "./turn/scoring.ts";
import { setup } from "./setup.ts";
import type { CocState } from "./base/state.ts";
import { view, type CocView } from "./view.ts";
import { heuristicBot } from "./bots.ts";
import { rules as civs } from "./civilizations/civs.ts";
import { rules as turn } from "./turn/turn.ts";
import { rules as advanceAction } from "./actions/advance.ts";
import { rules as statusPhase } from "./turn/status-phase.ts";
import { rules as objectives } from "./cards/objectives.ts";
import { rules as eventEffectsCore } from "./base/event-core.ts";
import { rules as capture } from "./combat/capture.ts";
import { rules as combat } from "./combat/battle.ts";
import { rules as barbarians } from "./barbarians/barbarians.ts";
import { rules as constructAction } from "./actions/construct.ts";
import { rules as government } from "./advances/government.ts";
import { rules as eventEffects } from "./events/effects.ts";
import { rules as influenceAction } from "./actions/influence.ts";
import { rules as advanceEffects } from "./advances/effects.ts";
import { rules as moveAction } from "./actions/move.ts";
import { rules as recruitAction } from "./actions/recruit.ts";
import { rules as market } from "./trade/market.ts";
import { rules as eventEffectsGreatPersons } from "./events/great-persons.ts";
import { rules as events } from "./events/events.ts";
import { rules as wonders } from "./wonders/wonders.ts";
import { rules as cardEffects } from "./cards/effects.ts";
import { rules as collectAction } from "./actions/collect.ts";
import { rules as cardEffectsBoard } from "./cards/board-effects.ts";
import { rules as cards } from "./cards/action-cards.ts";
import { rules as trade } from "./trade/trade.ts";
import { rules as foundCityAction } from "./actions/found-city.ts";
import { rules as happinessAction } from "./actions/happiness.ts";
import { rules as economyAction } from "./actions/economy.ts";
import { rules as eventEffectsExpansion } from "./events/expansion-effects.ts";
import { rules as civAdvances } from "./civilizations/civ-advances.ts";
import { rules as leaders } from "./civilizations/leaders.ts";
import { rules as pirates } from "./barbarians/pirates.ts";
import { rules as variants } from "./variants.ts";

const EXPANSION = ["expansion"] as const;
const BASE: readonly string[] = [];

export const clashOfCultures: KitGame<CocState, CocOptions, CocView> = defineKitGame<CocState, CocOptions, CocView>({
  id: "clash-of-cultures",
  name: { en: "Clash of Cultures: Monumental Edition", ru: "Столкновение цивилизаций: Монументальное издание" },
  minPlayers: 2,
  maxPlayers: 4,
  optionsSchema: cocOptionsSchema,
  // Every rule module, in the order their hooks and rule lists apply (the order the modules were first
  // loaded in when they registered themselves, so games replay exactly as before).
  rules: [
    civs,
    turn,
    advanceAction,
    statusPhase,
    objectives,
    eventEffectsCore,
    capture,
    combat,
    barbarians,
    constructAction,
    government,
    eventEffects,
    influenceAction,
    advanceEffects,
    moveAction,
    recruitAction,
    market,
    eventEffectsGreatPersons,
    events,
    wonders,
    cardEffects,
    collectAction,
    cardEffectsBoard,
    cards,
    trade,
    foundCityAction,
    happinessAction,
    economyAction,
    eventEffectsExpansion,
    civAdvances,
    leaders,
    pirates,
    variants,
  ],
  features: (s) => (s.options.expansion ? EXPANSION : BASE),
  setup,
  view,
  outcome,
  catalog: () => catalog() as unknown as Record<string, string[]>,
  bots: { heuristic: (seed) => heuristicBot(clashOfCultures, seed) },
});
