/**
 * Wars (grey military cards, declared as a political action for the printed military actions and resolved at the
 * start of the declarer's next turn; either side can win, base §20, §30 [C2: B1, S4, G1]). NLW adds Hybrid War
 * (III) (content §4 [PY, DIG]); its military-action cost is a symbol no source gives.
 */
import type { Age, CardCommon, Effect, Provenance, SetCopies, Text } from "./types.ts";
import { all, editionOf, inBoth, nlwOnly } from "./types.ts";

export interface WarDef extends CardCommon {
  readonly kind: "war";
  readonly militaryActions: number;
  readonly effects: readonly Effect[];
}

const BASE: Provenance = { confidence: "confirmed", refs: ["base §30 wars [C2: B1, S4, G1]"] };

function war(id: string, age: Age, name: Text, ma: number, effects: readonly Effect[], text: Text, copies: SetCopies, provenance: Provenance = BASE): WarDef {
  return {
    id, kind: "war", age, name, militaryActions: ma, effects, copies, edition: editionOf(copies), provenance,
    text: { en: `${ma} military actions. ${text.en}`, ru: `Военных действий: ${ma}. ${text.ru}` },
  };
}

export const WARS: readonly WarDef[] = [
  war("war-over-territory", "II", { en: "War over Territory", ru: "Война за территорию" }, 2, [{ kind: "war-over-territory", yellowTokens: 1, extraPerAdvantage: 5 }],
    { en: "The victor takes 1 yellow token from the loser's yellow bank, +1 more per full 5 points of strength advantage.", ru: "Победитель забирает 1 жёлтый куб из жёлтого банка проигравшего и ещё 1 за каждые полные 5 очков преимущества в силе." }, inBoth(all(2))),
  war("war-over-technology", "II", { en: "War over Technology", ru: "Война за технологии" }, 2, [{ kind: "war-over-technology" }],
    { en: "The victor takes science equal to the strength advantage, or instead special technologies of the loser worth that much science.", ru: "Победитель забирает науку, равную преимуществу в силе, или вместо неё особые технологии проигравшего на такую же стоимость." }, inBoth(all(2))),
  war("war-over-culture", "III", { en: "War over Culture", ru: "Война за культуру" }, 3, [{ kind: "war-over-culture", base: 5, plusAdvantage: true }],
    { en: "The victor takes 5 + the strength advantage in culture from the loser.", ru: "Победитель забирает у проигравшего 5 культуры плюс преимущество в силе." }, inBoth(all(6))),
  war("hybrid-war", "III", { en: "Hybrid War", ru: "Гибридная война" }, 3, [{ kind: "hybrid-war", unhappyWhileDeclared: 2, cultureEqualToAdvantage: true }],
    { en: "Both sides have 2 extra unhappy faces until the war is resolved. The victor takes culture equal to the strength advantage.", ru: "У обеих сторон 2 дополнительных символа недовольства до разрешения войны. Победитель забирает культуру, равную преимуществу в силе." },
    nlwOnly(all(1)), {
      confidence: "inferred", refs: ["content §4.2 [DIG, PY]"],
      chosen: { id: "D25", reason: "The military-action cost is a symbol no source gives; 3 is assumed, as War over Culture of the same age." },
    }),
];
