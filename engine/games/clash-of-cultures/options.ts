/** Host options of Clash of Cultures (validated when a room is configured). */
import { z } from "zod";

export const cocOptionsSchema = z.object({
  /** Event cards: "all" as printed, "none" (variant: advances never trigger events). */
  events: z.enum(["all", "none"]).default("all"),
  /** Short game variant: 4 ages, 2 starting settlers (L2082-2084). */
  shortGame: z.boolean().default(false),
  /** The Civilizations expansion. */
  expansion: z.boolean().default(false),
  /**
   * [EXP] How each player gets a civilization: "random" (default when absent) or "choose" (in turn order,
   * among civilizations not yet taken). Optional without a default so base-game states stay unchanged.
   */
  civilizations: z.enum(["random", "choose"]).optional(),
});
export type CocOptions = z.infer<typeof cocOptionsSchema>;
