/** Host options of Clash of Cultures (validated when a room is configured). Variants: docs/rules/clash-of-cultures.md "Variants". */
import { z } from "zod";

export const cocOptionsSchema = z.object({
  /**
   * Event cards (L2072-2078): "all" as printed; "symbols-only" (variant "game without events": cards are drawn
   * but only their symbol applies); "optional" (variant "optional events": before each draw the drawer declares
   * whether the card resolves normally or only its symbol); "none" (house rule: advances never draw event cards).
   */
  events: z.enum(["all", "symbols-only", "optional", "none"]).default("all")
    .describe("Event cards: all (as printed), symbols-only (variant: only the event symbol applies), optional (variant: the drawer declares before each draw), none (house rule: no event cards)"),
  /** Short game variant (L2080-2086): 4 ages, 2 starting settlers, 2 free advances in every status phase. */
  shortGame: z.boolean().default(false)
    .describe("Short game: 4 ages, 2 starting settlers, 2 free advances per status phase"),
  /**
   * Variable game end (L2088-2094), on the 7-age round track: "random" (from the 5th-last round on, the first
   * player rolls at the start of each round; a result in the round's range ends the game at once) or "wonder"
   * (a wonder built in one of the last 5 rounds ends the game after that round). Not with the short game.
   */
  gameEnd: z.enum(["standard", "random", "wonder"]).default("standard")
    .describe("Game end: standard (6 ages), random (7 ages; a die may end the game in the last 5 rounds), wonder (7 ages; a wonder built in the last 5 rounds ends the game after that round)"),
  /** Open wonders (L2100-2106): wonder cards are revealed on the table; anyone with Engineering may build them. */
  openWonders: z.boolean().default(false)
    .describe("Open wonders: drawn wonder cards go face up on the table; any player with Engineering may build any of them"),
  /** The Civilizations expansion. */
  expansion: z.boolean().default(false)
    .describe("Civilizations expansion"),
  /**
   * [EXP] How each player gets a civilization: "random" (default when absent) or "choose" (in turn order,
   * among civilizations not yet taken). Optional without a default so base-game states stay unchanged.
   */
  civilizations: z.enum(["random", "choose"]).optional()
    .describe("[Expansion] Civilizations: random, or chosen in turn order"),
  /** [EXP] Random leaders (L2096-2098): recruiting a leader draws one of your remaining leader cards at random. */
  randomLeaders: z.boolean().default(false)
    .describe("[Expansion] Random leaders: a recruited leader is drawn at random from your remaining leader cards"),
  /** [EXP] Alternative history (L2108-2114): all leader cards are shuffled and 3 dealt to each player at setup. */
  alternativeHistory: z.boolean().default(false)
    .describe("[Expansion] Alternative history: every player is dealt 3 random leader cards of any civilization"),
}).superRefine((o, ctx) => {
  if (o.shortGame && o.gameEnd !== "standard") {
    ctx.addIssue({ code: "custom", path: ["gameEnd"], message: "The variable game end uses the 7-age round track; it cannot be combined with the short game" });
  }
  if (!o.expansion && (o.randomLeaders || o.alternativeHistory)) {
    ctx.addIssue({ code: "custom", path: [o.randomLeaders ? "randomLeaders" : "alternativeHistory"], message: "Leader variants need the Civilizations expansion" });
  }
});
type ParsedOptions = z.infer<typeof cocOptionsSchema>;
/** Variant options added after the first release may be absent from older states: rules treat absent as the default. */
type VariantKeys = "gameEnd" | "openWonders" | "randomLeaders" | "alternativeHistory";
export type CocOptions = Omit<ParsedOptions, VariantKeys> & Partial<Pick<ParsedOptions, VariantKeys>>;
