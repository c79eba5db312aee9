import { it } from "vitest";
import { clashOfCultures as coc } from "../../../engine/games/clash-of-cultures/index.ts";
import { makeBot } from "../../../engine/core/bots.ts";
import { isRuleError } from "../../../engine/core/types.ts";
it("probe", () => {
  const counts: Record<string, number> = {};
  for (const seed of ["a","b","c","d","e","f","g","h"]) {
    let s: any = coc.setup({ players: 4, options: { events: "none", shortGame: false, expansion: false }, seed });
    const bots = [0,1,2,3].map(i => makeBot(coc, seed + i));
    let n = 0;
    while (!coc.outcome(s) && n < 100000) {
      const p = coc.pending(s)[0];
      if (!p) { console.log("no prompt", seed); break; }
      const m = bots[p.seat].choose(s, p.seat)!;
      if (p.id.startsWith("battle")) counts[p.id] = (counts[p.id] ?? 0) + 1;
      const r = coc.apply(s, p.seat, m);
      if (isRuleError(r)) { console.log("ERR", seed, r.message, JSON.stringify(m)); break; }
      for (const e of r.events) if (["BattleStarted","BattleEnded","CityCaptured","CityDestroyed","TacticsCardsRevealed","BattleRetreat"].includes(e.type)) counts[e.type] = (counts[e.type] ?? 0) + 1;
      s = r.state; n++;
    }
    counts.moves = (counts.moves ?? 0) + n;
  }
  console.log(JSON.stringify(counts));
}, 120000);
