import { describe, expect, it } from "vitest";
import { clashOfCultures as coc } from "../../../engine/games/clash-of-cultures/index.ts";
import { scenario, play, reject, type ScenarioSpec } from "../../../engine/games/clash-of-cultures/testing/scenario.ts";
import { victoryPoints } from "../../../engine/games/clash-of-cultures/turn/scoring.ts";
import { canonicalJson } from "../../../engine/core/hash.ts";
import type { CocState } from "../../../engine/games/clash-of-cultures/base/state.ts";

/** A state whose top frame is seat 0's change-government prompt. */
function atStep5(seats: ScenarioSpec["seats"]): CocState {
  const s = scenario({ players: 2, options: { events: "none" }, seats });
  s.stack = [{ kind: "game", seat: null }, { kind: "status-phase", seat: null, step: 5, index: 1 }, { kind: "change-government", seat: 0 }];
  s.turn = null;
  return s;
}

const democrat = { advances: ["philosophy", "voting", "free-economy", "draft", "state-religion"] } as const;

describe("Change of government (status phase step 5, L1102-1110)", () => {
  it("reproduces the rulebook example: Voting + Free Economy → Nationalism + one other Autocracy advance, which needs Draft", () => {
    const s = atStep5([{ ...democrat, advances: [...democrat.advances] }]);
    const before = victoryPoints(s, 0).advances;
    const r = play(s, 0, { type: "change-government", government: "autocracy", advances: ["forced-labor"] });
    const p = r.state.players[0];
    expect(p.advances).toEqual(expect.arrayContaining(["nationalism", "forced-labor", "philosophy", "draft"]));
    expect(p.advances).not.toContain("voting");
    expect(p.advances).not.toContain("free-economy");
    expect(victoryPoints(r.state, 0).advances).toBe(before);
    expect(r.events).toContainEqual(expect.objectContaining({ type: "GovernmentChanged", seat: 0, from: "democracy", to: "autocracy" }));
    // Without Draft, Autocracy is not open.
    const noDraft = atStep5([{ advances: ["philosophy", "voting", "free-economy", "state-religion"] }]);
    expect(reject(noDraft, 0, { type: "change-government", government: "autocracy", advances: ["forced-labor"] }).message).toMatch(/requires Draft/);
  });

  it("moves every cube: the leading advance plus as many others as before, all in the new category", () => {
    const s = atStep5([{ ...democrat, advances: [...democrat.advances] }]);
    const before = canonicalJson(s);
    expect(reject(s, 0, { type: "change-government", government: "autocracy", advances: [] }).message).toMatch(/other 1 cube/);
    expect(reject(s, 0, { type: "change-government", government: "autocracy", advances: ["nationalism"] }).message).toMatch(/not one of the other/);
    expect(reject(s, 0, { type: "change-government", government: "autocracy", advances: ["dogma"] }).message).toMatch(/not one of the other/);
    expect(reject(s, 0, { type: "change-government", government: "democracy", advances: ["civil-liberties"] }).message).toMatch(/already your government/);
    expect(reject(s, 0, { type: "change-government", government: "culture" as never, advances: [] }).message).toMatch(/not a government/);
    expect(reject(s, 1, { type: "change-government", government: null }).code).toBe("not-your-turn");
    expect(canonicalJson(s)).toBe(before);
    const r = play(s, 0, { type: "change-government", government: "theocracy", advances: ["conversion"] });
    expect(r.state.players[0].advances).toEqual(expect.arrayContaining(["dogma", "conversion"]));
  });

  it("may keep the government; the legal moves list every way to change", () => {
    const s = atStep5([{ ...democrat, advances: [...democrat.advances] }]);
    const moves = coc.legalMoves(s, 0);
    // keep + 2 governments × 3 choices for the second cube
    expect(moves).toHaveLength(7);
    for (const m of moves) play(s, 0, m);
    const r = play(s, 0, { type: "change-government", government: null });
    expect(r.state.players[0].advances).toEqual(s.players[0].advances);
  });

  it("a new Dogma lowers the ideas limit at once (L1791)", () => {
    const s = atStep5([{ advances: ["draft", "nationalism", "state-religion"], resources: { ideas: 6 } }]);
    const r = play(s, 0, { type: "change-government", government: "theocracy", advances: [] });
    expect(r.state.players[0].resources.ideas).toBe(2);
  });

  it("asks only players with a government and another one open to them", async () => {
    const { governmentTargets } = await import("../../../engine/games/clash-of-cultures/advances/government.ts");
    const s = scenario({ players: 2, seats: [{ advances: ["philosophy", "draft"] }, { advances: ["draft", "nationalism"] }] });
    expect(governmentTargets(s, 0)).toEqual([]);
    expect(governmentTargets(s, 1)).toEqual([]);
    const s2 = scenario({ players: 2, seats: [{ advances: ["philosophy", "voting", "state-religion"] }] });
    expect(governmentTargets(s2, 0)).toEqual(["theocracy"]);
  });

  it("is step 5 of the status phase, after the raze step, in turn order", () => {
    const s = scenario({
      players: 2, options: { events: "none" }, round: 3,
      cities: [{ hex: "3,0", owner: 0 }, { hex: "2,1", owner: 0 }, { hex: "3,5", owner: 1 }, { hex: "2,4", owner: 1 }],
      seats: [{ ...democrat, advances: [...democrat.advances] }, {}],
      turn: { seat: 1, actionsLeft: 0 },
    });
    s.firstPlayer = 0;
    s.turnInRound = 1;
    let st = play(s, 1, { type: "end-turn" }).state;
    const seen: string[] = [];
    for (let i = 0; i < 50; i++) {
      const prompt = coc.pending(st)[0];
      if (!prompt) break;
      seen.push(prompt.id);
      if (prompt.id === "change-government") break;
      const move = coc.legalMoves(st, prompt.seat)[0];
      st = play(st, prompt.seat, move).state;
    }
    expect(seen.at(-1)).toBe("change-government");
    expect(st.stack.find((f) => f.kind === "status-phase")).toMatchObject({ step: 5 });
  });
});
