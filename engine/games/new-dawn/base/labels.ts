/** Option labels several rules share. */
import type { Text } from "../../../core/types.ts";
import { text } from "../text/index.ts";
import type { NdState, SpaceId } from "./state.ts";
import { spaceAt } from "./spaces.ts";

/** A space by its printed tile face and cell ("4A/3"); the id goes along for the board. */
export function spaceOption(s: NdState, space: SpaceId): Text {
  const sp = spaceAt(s, space);
  return text("nd.option.space", { space, tile: sp.label, cell: sp.cell });
}
