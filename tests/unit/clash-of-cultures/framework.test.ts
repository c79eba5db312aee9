import { describe, expect, it } from "vitest";
import { clashOfCultures as coc } from "../../../engine/games/clash-of-cultures/index.ts";
import { scenario, play, reject } from "../../../engine/games/clash-of-cultures/testing/scenario.ts";
import { outcome, victoryPoints } from "../../../engine/games/clash-of-cultures/turn/scoring.ts";
import { isRuleError } from "../../../engine/core/types.ts";
import { canonicalJson } from "../../../engine/core/hash.ts";

const options = { events: "all" as const, shortGame: false, expansion: false };

describe("Clash of Cultures setup (L343-449)", () => {
  it.each([2, 3, 4])("gives each of %i players a happy city, 2 food, Farming and Mining, 1 action and 1 objective card", (players) => {
    const s = coc.setup({ players, options, seed: "setup" });
    expect(Object.keys(s.hexes)).toHaveLength({ 2: 40, 3: 60, 4: 72 }[players]!);
    for (const p of s.players) {
      expect(p.resources).toEqual({ food: 2, wood: 0, ore: 0, ideas: 0, gold: 0 });
      expect(p.advances).toEqual(["farming", "mining"]);
      expect(p.actionCards).toHaveLength(1);
      expect(p.objectiveCards).toHaveLength(1);
      expect(p.eventTracker).toBe(3);
      const cities = Object.values(s.cities).filter((c) => c.owner === p.seat);
      expect(cities).toHaveLength(1);
      expect(cities[0].mood).toBe("happy");
      expect(s.hexes[cities[0].hex].terrain).toBe("fertile");
    }
    expect(s.regions.filter((r) => r.explored)).toHaveLength(players);
    // First, each player places a starting settler next to their city.
    expect(coc.pending(s)[0]).toMatchObject({ kind: "choose", id: "place-settler" });
  });

  it("hides hands, deck order and unexplored tiles from other seats and spectators", () => {
    const s = coc.setup({ players: 3, options, seed: "secrets" });
    const v = coc.view(s, 1);
    expect(v.players[1].actionCards).toEqual(s.players[1].actionCards);
    expect(v.players[0].actionCards).toBe(1);
    expect(v.decks.action).toBe(s.decks.action.length);
    expect(v.regions.filter((r) => !r.explored).every((r) => r.tile === null)).toBe(true);
    const spectator = JSON.stringify(coc.view(s, null));
    expect(spectator).not.toContain("rng");
    for (const p of s.players) for (const card of p.actionCards) expect(spectator).not.toContain(`"${card}"`);
  });
});

describe("Advance action (L612-660)", () => {
  it("costs 2 food/ideas/gold, moves a cube off the event tracker and gives the frame's token", () => {
    const s = scenario({ players: 2, seats: [{ resources: { food: 2, ideas: 1, gold: 1 } }] });
    const r = play(s, 0, { type: "advance", advance: "storage", payment: { food: 1, ideas: 1 } });
    const p = r.state.players[0];
    expect(p.advances).toContain("storage");
    expect(p.resources).toMatchObject({ food: 1, ideas: 0, gold: 1 });
    expect(p.eventTracker).toBe(2);
    expect(p.moodTokens).toBe(1);
    expect(r.state.turn!.actionsLeft).toBe(2);
    expect(r.events.map((e) => e.type)).toContain("AdvanceGained");
  });

  it("requires the category's leading advance and one government at a time", () => {
    const s = scenario({ players: 2, seats: [{ resources: { food: 2 }, advances: ["philosophy", "voting", "draft"] }] });
    expect(reject(s, 0, { type: "advance", advance: "navigation", payment: { food: 2 } }).message).toMatch(/requires Fishing/);
    expect(reject(s, 0, { type: "advance", advance: "nationalism", payment: { food: 2 } }).message).toMatch(/government/);
  });

  it("rejects wrong payments, unaffordable payments and moves out of turn without changing anything", () => {
    const s = scenario({ players: 2, seats: [{ resources: { food: 1, wood: 3 } }] });
    const before = canonicalJson(s);
    expect(reject(s, 0, { type: "advance", advance: "storage", payment: { wood: 2 } }).message).toMatch(/does not match/);
    expect(reject(s, 0, { type: "advance", advance: "storage", payment: { food: 2 } }).message).toMatch(/cannot afford/);
    expect(reject(s, 1, { type: "advance", advance: "storage", payment: { food: 2 } }).code).toBe("not-your-turn");
    expect(isRuleError(coc.apply(s, 0, { type: "fly" }))).toBe(true);
    expect(canonicalJson(s)).toBe(before);
  });

  it("triggers an event every third advance and refills the tracker", () => {
    const s = scenario({ players: 2, options: { events: "none" }, seats: [{ resources: { food: 2, gold: 4 }, eventTracker: 1 }] });
    const r = play(s, 0, { type: "advance", advance: "storage", payment: { food: 2 } });
    expect(r.state.players[0].eventTracker).toBe(3);
  });
});

describe("turns, status phase and scoring", () => {
  it("ends a turn only after three actions (or when no action is possible)", () => {
    const s = scenario({ players: 2, seats: [{ resources: { food: 2, gold: 4 } }] });
    expect(reject(s, 0, { type: "end-turn" }).message).toMatch(/3 action/);
  });

  it("lists end-turn exactly where the move is accepted, along random games", async () => {
    const { makeBot } = await import("../../../engine/core/bots.ts");
    let ended = 0;
    let early = 0;
    for (const [seed, options] of [["end-a", {}], ["end-b", { expansion: true }]] as const) {
      let s = coc.setup({ players: 4, options: coc.optionsSchema.parse(options), seed });
      const bots = [0, 1, 2, 3].map((i) => makeBot(coc, `${seed}/${i}`));
      for (let n = 0; n < 300 && !coc.outcome(s); n++) {
        const seat = coc.pending(s)[0].seat;
        if (s.turn?.seat === seat && coc.pending(s)[0].kind === "turn") {
          const listed = coc.legalMoves(s, seat).some((m) => m.type === "end-turn");
          // A fresh copy: the move decides anew, not from what the listing kept for this state.
          const accepted = !isRuleError(coc.apply(structuredClone(s), seat, { type: "end-turn" }));
          expect(accepted).toBe(listed);
          if (listed) ended++;
          if (listed && s.turn.actionsLeft > 0) early++;
        }
        const r = coc.apply(s, seat, bots[seat].choose(s, seat)!);
        if (isRuleError(r)) throw new Error(`${seed}: move ${n} rejected`);
        s = r.state;
      }
    }
    expect(ended).toBeGreaterThan(20);
    expect(early).toBeGreaterThan(0);
  });

  it("counts VP by category: cities and buildings by figure colour, half a point per advance, wonders for builder and owner", () => {
    const s = scenario({
      players: 2,
      cities: [
        { hex: "3,0", owner: 0, buildings: { temple: 0, academy: 1 }, wonders: [{ id: "great-wall", builder: 1 }] },
        { hex: "3,5", owner: 1 },
      ],
      seats: [{ advances: ["storage"], completedObjectives: [{ card: "x", objective: "city-founder" }] }],
    });
    expect(victoryPoints(s, 0)).toMatchObject({ "cities-and-buildings": 2, advances: 1.5, objectives: 2, wonders: 2 });
    expect(victoryPoints(s, 1)).toMatchObject({ "cities-and-buildings": 2, advances: 1, wonders: 2 });
    expect(outcome({ ...s, finished: true })!.ranking).toEqual([[0], [1]]);
  });

  it("bots finish whole games", async () => {
    const { playOne } = await import("../../../engine/core/selfplay.ts");
    const g = playOne(coc, { players: 3, seed: "bots", options: { events: "none" } });
    expect(g.error).toBeUndefined();
    expect(g.outcome).not.toBeNull();
  });
});

describe("events outlive the move", () => {
  it("never hold references into the discarded draft (readable after apply, in every random game)", async () => {
    const { playOne } = await import("../../../engine/core/selfplay.ts");
    for (const seed of ["detach-1", "detach-2", "detach-3", "detach-4"]) {
      const g = playOne(coc, { players: 4, seed });
      let s = coc.setup({ players: 4, options, seed });
      for (const { seat, move } of g.moves) {
        const r = coc.apply(s, seat, move);
        if (isRuleError(r)) throw new Error(r.message);
        JSON.stringify(r.events); // throws on a revoked draft proxy
        s = r.state;
      }
    }
  });
});
