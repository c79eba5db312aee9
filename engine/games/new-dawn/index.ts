/**
 * Sid Meier's Civilization: A New Dawn as a game on the kit (engine/kit/): the rule modules below, composed in
 * one list, plus setup, view and the outcome. Offered to players in engine/games/index.ts; its browser renderer is
 * client/src/games/new-dawn/.
 */
import { defineKitGame, type KitGame } from "../../kit/game.ts";
import { catalog } from "./data/index.ts";
import { ndOptionsSchema, type NdOptions } from "./base/options.ts";
import type { NdState } from "./base/state.ts";
import { rules as trade } from "./base/trade.ts";
import { rules as turn } from "./turn/turn.ts";
import { rules as eventDial } from "./events/event-dial.ts";
import { rules as barbarians } from "./events/barbarians.ts";
import { rules as controlTokens } from "./cards/control-tokens.ts";
import { rules as culture } from "./cards/culture.ts";
import { rules as upgrades } from "./cards/upgrades.ts";
import { rules as science } from "./cards/science.ts";
import { rules as economy } from "./cards/economy.ts";
import { rules as industry } from "./cards/industry.ts";
import { rules as military } from "./cards/military.ts";
import { rules as combat } from "./cards/combat.ts";
import { rules as objectives, outcome } from "./victory/objectives.ts";
import { rules as leaders } from "./powers/leaders.ts";
import { rules as startOfTurn } from "./powers/start-of-turn.ts";
import { rules as wonders } from "./powers/wonders.ts";
import { setup } from "./setup/setup.ts";
import { rules as customMap } from "./setup/custom-map.ts";
import { view, type NdView } from "./view.ts";
import { heuristicBot } from "./bots.ts";

export const newDawn: KitGame<NdState, NdOptions, NdView> = defineKitGame<NdState, NdOptions, NdView>({
  id: "new-dawn",
  name: { en: "Civilization: A New Dawn", ru: "Цивилизация: Новый рассвет" },
  minPlayers: 2,
  maxPlayers: 4,
  optionsSchema: ndOptionsSchema,
  rules: [customMap, trade, turn, eventDial, barbarians, controlTokens, culture, upgrades, science, economy, industry, military, combat, leaders, startOfTurn, wonders, objectives],
  setup,
  view,
  outcome,
  catalog: () => catalog() as unknown as Record<string, string[]>,
  bots: { heuristic: (seed) => heuristicBot(newDawn, seed) },
});
