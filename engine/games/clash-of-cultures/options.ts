/** Host options of Clash of Cultures (validated when a room is configured). */
import { z } from "zod";

export const cocOptionsSchema = z.object({
  /** Event cards: "all" as printed, "none" (variant: advances never trigger events). */
  events: z.enum(["all", "none"]).default("all"),
  /** Short game variant: 4 ages, 2 starting settlers (L2082-2084). */
  shortGame: z.boolean().default(false),
  /** The Civilizations expansion. */
  expansion: z.boolean().default(false),
});
export type CocOptions = z.infer<typeof cocOptionsSchema>;
