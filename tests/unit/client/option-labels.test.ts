/** Every host option of the games with an engine (built-in and in development), and every value of a choice, has its label in every language. */
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { engineGames } from "../../../engine/games/index.ts";
// The catalog client/src/games/index.ts registers for the game (that module loads Phaser, which needs a window).
import { CLASH_CATALOG } from "../../../client/src/games/clash-of-cultures/text/catalog.ts";
import { ND_CATALOG } from "../../../client/src/games/new-dawn/text/catalog.ts";
import { TTA_CATALOG } from "../../../client/src/games/through-the-ages/text/catalog.ts";
import { LANGS } from "../../../client/src/i18n/index.ts";
import { optionFields } from "../../../client/src/ui/optionsSchema.ts";

const CATALOGS: Record<string, typeof CLASH_CATALOG> = { "clash-of-cultures": CLASH_CATALOG, "new-dawn": ND_CATALOG, "through-the-ages": TTA_CATALOG };

describe("option labels", () => {
  for (const game of engineGames) {
    it(`${game.id}: every option and choice is labelled in ${LANGS.join(", ")}`, () => {
      const fields = optionFields(z.toJSONSchema(game.optionsSchema, { io: "input" }));
      expect(fields.length).toBeGreaterThan(0);
      const catalog = CATALOGS[game.id];
      expect(catalog).toBeDefined();
      const keys = fields.flatMap((f) => [`option.${game.id}.${f.key}`, ...(f.kind === "enum" ? f.values.map((v) => `option.${game.id}.${f.key}.${v}`) : [])]);
      for (const lang of LANGS) expect(keys.filter((k) => !catalog![lang][k]), lang).toEqual([]);
    });
  }
});
