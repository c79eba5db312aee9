/**
 * Clash of Cultures: Monumental Edition as a game on the kit (engine/kit/): the rule modules below,
 * composed in one list, plus the game's setup, view and scoring.
 */
import { defineKitGame, type KitGame } from "../../kit/game.ts";
import { catalog } from "./data/index.ts";
import { cocOptionsSchema, type CocOptions } from "./options.ts";
import { outcome } from "./scoring.ts";
import { setup } from "./setup.ts";
import type { CocState } from "./state.ts";
import { view, type CocView } from "./view.ts";
import { heuristicBot } from "./bots.ts";
import { rules as civs } from "./civs.ts";
import { rules as turn } from "./turn.ts";
import { rules as advanceAction } from "./actions/advance.ts";
import { rules as statusPhase } from "./status-phase.ts";
import { rules as objectives } from "./objectives.ts";
import { rules as eventEffectsCore } from "./event-effects-core.ts";
import { rules as capture } from "./capture.ts";
import { rules as combat } from "./combat.ts";
import { rules as barbarians } from "./barbarians.ts";
import { rules as constructAction } from "./actions/construct.ts";
import { rules as government } from "./government.ts";
import { rules as eventEffects } from "./event-effects.ts";
import { rules as influenceAction } from "./actions/influence.ts";
import { rules as advanceEffects } from "./advance-effects.ts";
import { rules as moveAction } from "./actions/move.ts";
import { rules as recruitAction } from "./actions/recruit.ts";
import { rules as market } from "./market.ts";
import { rules as eventEffectsGreatPersons } from "./event-effects-great-persons.ts";
import { rules as events } from "./events.ts";
import { rules as wonders } from "./wonders.ts";
import { rules as cardEffects } from "./card-effects.ts";
import { rules as collectAction } from "./actions/collect.ts";
import { rules as cardEffectsBoard } from "./card-effects-board.ts";
import { rules as cards } from "./cards.ts";
import { rules as trade } from "./trade.ts";
import { rules as foundCityAction } from "./actions/found-city.ts";
import { rules as happinessAction } from "./actions/happiness.ts";
import { rules as economyAction } from "./actions/economy.ts";
import { rules as eventEffectsExpansion } from "./event-effects-expansion.ts";
import { rules as civAdvances } from "./civ-advances.ts";
import { rules as leaders } from "./leaders.ts";
import { rules as pirates } from "./pirates.ts";
import { rules as variants } from "./variants.ts";

const EXPANSION = ["expansion"] as const;
const BASE: readonly string[] = [];

export const clashOfCultures: KitGame<CocState, CocOptions, CocView> = defineKitGame<CocState, CocOptions, CocView>({
  id: "clash-of-cultures",
  name: { en: "Clash of Cultures: Monumental Edition", ru: "Сквозь века: Монументальное издание" },
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
