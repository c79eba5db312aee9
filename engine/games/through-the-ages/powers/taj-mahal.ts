/**
 * Taj Mahal (base, Age I): while it is in the card row, a seat that replaced its leader this turn takes it for 2
 * civil actions less (base §29.8; CoL p.9: the text works in the row).
 */
import { ruleModule } from "../../../kit/rules.ts";
import { cardOf, isKind } from "../base/cards.ts";
import { didThisTurn } from "../base/state.ts";
import { addTakeCostPower } from "../row/row.ts";

export const rules = ruleModule("tta-taj-mahal");

/** Civil actions off taking wonder `id` from the row. */
addTakeCostPower(rules, {
  concerns: (id) => isKind(id, "wonder") && cardOf(id, "wonder").effects.some((x) => x.kind === "taj-mahal-discount"),
  cost(s, seat, id) {
    if (!didThisTurn(s.players[seat], "replaced-leader")) return 0;
    const e = cardOf(id, "wonder").effects.find((x) => x.kind === "taj-mahal-discount");
    return e?.kind === "taj-mahal-discount" ? -e.civilActions : 0;
  },
});
