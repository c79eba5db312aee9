/** Host options. */
import { z } from "zod";

export const ndOptionsSchema = z.object({
  /** "Epic game": 4 victory cards instead of 3 (L850-852). */
  epic: z.boolean().default(false)
    .describe("Epic game: 4 victory cards instead of 3"),
  /** "first-game": the first game's map (L109-127, E1); "custom": the players build it (L685-761, E19). */
  map: z.enum(["first-game", "custom"]).default("first-game")
    .describe("Map: first-game (the fixed first-game layout) or custom (the players build it tile by tile)"),
});
export type NdOptions = z.infer<typeof ndOptionsSchema>;
