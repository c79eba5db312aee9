/** Host options. */
import { z } from "zod";

export const ndOptionsSchema = z.object({
  /** "Epic game": 4 victory cards instead of 3 (L850-852). */
  epic: z.boolean().default(false),
});
export type NdOptions = z.infer<typeof ndOptionsSchema>;
