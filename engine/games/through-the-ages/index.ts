/**
 * Through the Ages: A New Story of Civilization with New Leaders & Wonders, as a game on the kit (engine/kit/):
 * the rule modules below, composed in one list, plus setup, view and the outcome. Status and the rules decisions:
 * docs/rules/through-the-ages.md.
 */
import { defineKitGame, type KitGame } from "../../kit/game.ts";
import { catalog } from "./data/index.ts";
import { ttaOptionsSchema, type TtaOptions } from "./base/options.ts";
import type { TtaState } from "./base/state.ts";
import { rules as effects } from "./effects/apply.ts";
import { rules as row } from "./row/row.ts";
import { rules as buildings } from "./civil/buildings.ts";
import { rules as develop } from "./civil/develop.ts";
import { rules as wonders } from "./civil/wonders.ts";
import { rules as actionCards } from "./civil/action-cards.ts";
import { rules as tactics } from "./military/tactics.ts";
import { rules as politics } from "./politics/politics.ts";
import { rules as colonize } from "./politics/colonize.ts";
import { rules as aggression } from "./politics/aggression.ts";
import { rules as pacts } from "./politics/pacts.ts";
import { rules as turn } from "./turn/turn.ts";
import { rules as ratingPowers } from "./powers/ratings.ts";
import { rules as agePowers } from "./powers/ages.ts";
import { rules as choices } from "./turn/choices.ts";
import { LEADER_RULES } from "./powers/leaders.ts";
import { rules as colosseum } from "./powers/colosseum.ts";
import { rules as acropolis } from "./powers/acropolis.ts";
import { rules as scientificCooperation } from "./politics/scientific-cooperation.ts";
import { rules as stonehenge } from "./powers/stonehenge.ts";
import { rules as redCross } from "./powers/red-cross.ts";
import { rules as unitedNations } from "./powers/united-nations.ts";
import { rules as suezCanal } from "./powers/suez-canal.ts";
import { rules as oceanLiner } from "./powers/ocean-liner.ts";
import { rules as louvre } from "./powers/louvre.ts";
import { rules as forbiddenCity } from "./powers/forbidden-city.ts";
import { rules as empireState } from "./powers/empire-state.ts";
import { rules as harvard } from "./powers/harvard.ts";
import { rules as silkRoad } from "./powers/silk-road.ts";
import { rules as tajMahal } from "./powers/taj-mahal.ts";
import { rules as kidnapping } from "./politics/kidnapping.ts";
import { rules as tradeRoutes } from "./politics/trade-routes.ts";
import { rules as developmentOfCivilization } from "./politics/development-of-civilization.ts";
import { rules as freedomOfMovement } from "./politics/freedom-of-movement.ts";
import { rules as developmentOfPlanning } from "./politics/development-of-planning.ts";
import { rules as internationalAgreement } from "./politics/international-agreement.ts";
import { rules as attackChoices } from "./politics/attack-choices.ts";
import { rules as eventChoices } from "./effects/event-choices.ts";
import { rules as himeji } from "./powers/himeji.ts";
import { rules as war } from "./politics/war.ts";
import { setup } from "./setup/setup.ts";
import { outcome } from "./victory/scoring.ts";
import { view, type TtaView } from "./view.ts";
import { heuristicBot } from "./bots.ts";

export const throughTheAges: KitGame<TtaState, TtaOptions, TtaView> = defineKitGame<TtaState, TtaOptions, TtaView>({
  id: "through-the-ages",
  name: { en: "Through the Ages", ru: "Сквозь века" },
  minPlayers: 2,
  maxPlayers: 4,
  optionsSchema: ttaOptionsSchema,
  rules: [choices, effects, row, buildings, develop, wonders, actionCards, tactics, politics, colonize, aggression, pacts, turn, ratingPowers, agePowers,
    colosseum, acropolis, scientificCooperation, stonehenge, redCross, oceanLiner, louvre, forbiddenCity, empireState, harvard, silkRoad, tajMahal, kidnapping, tradeRoutes, developmentOfCivilization, freedomOfMovement, developmentOfPlanning, internationalAgreement, attackChoices, eventChoices, himeji, war,
    ...LEADER_RULES,
    // After the leaders: the political phase lists the leaders' political actions first.
    unitedNations, suezCanal],
  setup,
  view,
  outcome,
  catalog: () => catalog({ expansion: true }) as unknown as Record<string, string[]>,
  bots: { heuristic: (seed) => heuristicBot(throughTheAges, seed) },
});
