/** Victory points and the end of the game (L491-504). */
import type { Outcome, Seat } from "../../../core/types.ts";
import { TIE_BREAK_ORDER, VP } from "../data/index.ts";
import { wonderDef } from "../base/catalog.ts";
import { civilizationVp } from "../rules/civ-queries.ts";
import { emitFresh, type Ctx } from "../base/flow.ts";
import type { CocState } from "../base/state.ts";
import { assignFresh, peek } from "../../../kit/peek.ts";

export type VpBreakdown = Record<(typeof TIE_BREAK_ORDER)[number], number>;

/** VP by category; a building scores for the colour of its figure (cultural influence, L1007). */
export function victoryPoints(s: CocState, seat: Seat): VpBreakdown {
  const p = s.players[seat];
  // [EXP] Rune stones and explorer tokens score like objectives, Knut the Great like event VP (civilizations/civs.ts).
  const civ = civilizationVp(s, seat);
  let citiesAndBuildings = 0;
  let wonders = 0;
  for (const c of Object.values(s.cities)) {
    if (c.owner === seat) citiesAndBuildings += VP.settlement;
    for (const colour of Object.values(c.buildings)) if (colour === seat) citiesAndBuildings += VP.building;
    for (const w of c.wonders) {
      const def = wonderDef(w.id);
      if (w.builder === seat) wonders += def.vp.builder;
      if (c.owner === seat) wonders += def.vp.owner;
    }
  }
  return {
    "cities-and-buildings": citiesAndBuildings,
    advances: p.advances.length * VP.advance,
    objectives: p.completedObjectives.length * VP.objective + civ.objectives,
    wonders,
    events: p.eventVp + civ.events,
    leaders: p.capturedLeaders.length * VP.capturedLeader,
  };
}

export function totalVp(b: VpBreakdown): number {
  return Object.values(b).reduce((a, x) => a + x, 0);
}

/** Null until the game is over: asked after every move. */
export function outcome(s: CocState): Outcome | null {
  return s.finished ? finalOutcome(s) : null;
}

/**
 * The scores and ranking of a finished game. Apart from `outcome` so that its short common path is optimized early
 * (V8 tiers a function up by the bytecode it runs against its length).
 */
function finalOutcome(s: CocState): Outcome {
  const breakdowns = s.players.map((p) => victoryPoints(s, p.seat));
  const scores = breakdowns.map(totalVp);
  // The builder of a wonder that wins ties (Pyramids) wins a tie for the most VP (L1620); other ties are
  // broken by comparing the categories in the printed order (L502-504).
  const best = Math.max(...scores);
  const tieWinners = new Set<Seat>();
  for (const c of Object.values(s.cities)) for (const w of c.wonders) if (wonderDef(w.id).winsTies) tieWinners.add(w.builder);
  const key = (seat: Seat) => [scores[seat], scores[seat] === best && tieWinners.has(seat) ? 1 : 0, ...TIE_BREAK_ORDER.map((k) => breakdowns[seat][k])];
  const cmp = (a: Seat, b: Seat) => {
    const ka = key(a), kb = key(b);
    for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return kb[i] - ka[i];
    return 0;
  };
  const sorted = s.players.map((p) => p.seat).sort(cmp);
  const ranking: Seat[][] = [];
  for (const seat of sorted) {
    const last = ranking[ranking.length - 1];
    if (last && cmp(last[0], seat) === 0) last.push(seat);
    else ranking.push([seat]);
  }
  return { scores, ranking, breakdown: breakdowns };
}

export function finishGame(ctx: Ctx) {
  // Written without the root proxy's traps (engine/kit/peek.ts): plain values.
  assignFresh(ctx.s, "finished", true);
  assignFresh(ctx.s, "stack", []);
  assignFresh(ctx.s, "turn", null);
  const s = peek(ctx.s); // read-only: scoring reads plain data (engine/kit/peek.ts)
  emitFresh(ctx, { type: "GameEnded", scores: s.players.map((p) => totalVp(victoryPoints(s, p.seat))) });
}
