/** Host options. */
import { z } from "zod";

export const ttaOptionsSchema = z.object({
  /** true: the New Leaders & Wonders set (balanced reprints, new cards, leaders and wonders mixed, E1); false: the base game. */
  expansion: z.boolean().default(true),
});
export type TtaOptions = z.infer<typeof ttaOptionsSchema>;
