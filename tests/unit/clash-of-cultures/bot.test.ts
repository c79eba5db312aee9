import { describe, expect, it } from "vitest";
import { clashOfCultures as coc } from "../../../engine/games/clash-of-cultures/index.ts";
import { playOne } from "../../../engine/core/selfplay.ts";
import { makeBot } from "../../../engine/core/bots.ts";
import { evaluate, selfHarm, TRADE_EVERY_TURNS, TRADE_MIN_GAIN } from "../../../engine/games/clash-of-cultures/bots.ts";
import { scenario } from "../../../engine/games/clash-of-cultures/testing/scenario.ts";
import type { CocState } from "../../../engine/games/clash-of-cultures/base/state.ts";
import type { Move } from "../../../engine/core/types.ts";

const heuristic = (seed: string) => coc.bots!.heuristic(seed);
const seeds = Array.from({ length: 12 }, (_, i) => `s${i}`);

describe("heuristic bot", () => {
  it("is offered by the game definition and answers with a legal move", () => {
    const s = coc.setup({ players: 2, options: coc.optionsSchema.parse({}), seed: "h" });
    const bot = makeBot(coc, "h", "heuristic");
    const seat = coc.pending(s)[0].seat;
    const move = bot.choose(s, seat);
    expect(coc.legalMoves(s, seat)).toContainEqual(move);
  });

  it("values victory points above everything else", () => {
    const s = scenario({ players: 2 });
    const richer = scenario({ players: 2, seats: [{ resources: { wood: 7, ore: 7, ideas: 7, gold: 7 } }] });
    const moreVp = scenario({ players: 2, seats: [{ advances: ["storage", "arts"] }] });
    expect(evaluate(richer, 0)).toBeGreaterThan(evaluate(s, 0));
    expect(evaluate(moreVp, 0) - evaluate(s, 0)).toBeGreaterThanOrEqual(100);
  });

  /** Games where one heuristic bot (its seat rotating) plays against random bots; wins held alone. */
  const winsAgainstRandom = (players: number, games: number) => {
    let wins = 0;
    for (let i = 0; i < games; i++) {
      const seat = i % players;
      const bots = Array.from({ length: players }, (_, s) => (s === seat ? "heuristic" : undefined));
      const g = playOne(coc, { players, seed: `heuristic-${players}-${i}`, bots });
      expect(g.error).toBeUndefined();
      const first = g.outcome!.ranking[0];
      if (first.length === 1 && first[0] === seat) wins++;
    }
    console.log(`heuristic bot vs ${players - 1} random: won ${wins}/${games} (${Math.round((100 * wins) / games)}%)`);
    return wins / games;
  };

  it("beats the random bot in at least 95% of 2-player games", () => {
    expect(winsAgainstRandom(2, 40)).toBeGreaterThanOrEqual(0.95);
  }, 300_000);

  it("beats three random bots in at least 95% of 4-player games", () => {
    expect(winsAgainstRandom(4, 20)).toBeGreaterThanOrEqual(0.95);
  }, 300_000);
});

describe("heuristic bot never harms itself (issue #16)", () => {
  /** Status phase step 4 for seat 0, as turn/status-phase.ts pushes it: the "raze-city" frame. */
  const razeOffered = (cities: CocState["cities"][string][]) => {
    const s = scenario({ players: 2, cities: cities.map((c) => ({ ...c })) });
    s.stack.push({ kind: "raze-city", seat: 0 });
    return s;
  };

  it("never razes its only city, even an Angry one", () => {
    const s = razeOffered([{ hex: "3,0", owner: 0, mood: "angry", buildings: {}, portHex: null, wonders: [] }, { hex: "3,5", owner: 1, mood: "neutral", buildings: {}, portHex: null, wonders: [] }]);
    expect(coc.legalMoves(s, 0)).toContainEqual({ type: "raze-city", hex: "3,0" });
    for (const seed of seeds) expect(heuristic(seed).choose(s, 0)).toEqual({ type: "raze-city", hex: null });
  });

  it("never razes any of its size-1 cities", () => {
    const city = (hex: string, owner: number) => ({ hex, owner, mood: "angry" as const, buildings: {}, portHex: null, wonders: [] });
    const s = razeOffered([city("3,0", 0), city("2,1", 0), city("3,5", 1)]);
    for (const seed of seeds) expect(heuristic(seed).choose(s, 0)).toEqual({ type: "raze-city", hex: null });
  });

  /**
   * Seat 0 has one city (with a Temple: it collects 2, 3 when Happy), already activated once this turn, no
   * resources, and a settler: moving it is an action that activates no city.
   */
  const activatedOnce = (mood: "happy" | "neutral" | "angry") => {
    const s = scenario({
      players: 2, options: { events: "none" },
      cities: [{ hex: "3,0", owner: 0, mood, buildings: { temple: 0 } }, { hex: "3,5", owner: 1 }],
      units: [{ owner: 0, type: "settler", hex: "3,0" }],
      seats: [{ resources: { food: 0, wood: 0, ore: 0, ideas: 0, gold: 0 }, actionCards: [] }],
      turn: { seat: 0, actionsLeft: 2 },
    });
    s.turn!.activations["3,0"] = 1;
    return s;
  };

  it.each(["happy", "neutral"] as const)("does not collect twice in a %s city when another action is open", (mood) => {
    const s = activatedOnce(mood);
    const legal = coc.legalMoves(s, 0);
    expect(legal.some((m) => m.type === "collect")).toBe(true);
    expect(legal.some((m) => m.type !== "collect" && m.type !== "propose-trade")).toBe(true);
    for (const seed of seeds) expect(heuristic(seed).choose(s, 0)?.type).not.toBe("collect");
  });

  it("selfHarm names razing and a repeated activation that lowers the mood without a VP", () => {
    const s = activatedOnce("neutral");
    const collect = coc.legalMoves(s, 0).find((m) => m.type === "collect")!;
    const r = coc.apply(s, 0, collect);
    if ("error" in r) throw new Error(r.message);
    expect(r.state.cities["3,0"].mood).toBe("angry");
    expect(r.events.some((e) => e.type === "CityMoodChanged")).toBe(true);
    expect(selfHarm(s, r.state, 0, collect, r.events)).toMatch(/again and makes it angry/);
    expect(selfHarm(s, s, 0, { type: "raze-city", hex: "3,0" }, [])).toMatch(/razes/);
    expect(selfHarm(s, s, 0, { type: "raze-city", hex: null }, [])).toBeNull();
  });

  /** A position where trade offers are legal: both seats hold resources and action cards. */
  const tradePosition = () => scenario({
    players: 2, options: { events: "none" },
    seats: [
      { resources: { food: 3, wood: 3, ore: 2, ideas: 2, gold: 1 }, actionCards: ["quick-advance-1", "inspiration-1"] },
      { resources: { food: 2, wood: 2, ore: 2, ideas: 2, gold: 2 }, actionCards: ["hero-general-1"] },
    ],
  });

  it("does not offer even swaps (a card for a card, a resource for a resource) that gain it nothing", () => {
    const s = tradePosition();
    expect(coc.legalMoves(s, 0).some((m) => m.type === "propose-trade")).toBe(true);
    for (const seed of seeds) expect(heuristic(seed).choose(s, 0)?.type).not.toBe("propose-trade");
  });

  it("over whole games: offers trades rarely and only ones that gain it once accepted, never razes, and lowers a city's mood by activating it again only when every action open to it would", () => {
    let offers = 0, turns = 0;
    for (const seed of ["t1", "t2", "t3"]) {
      const hseat = 0;
      const bots = [heuristic(`${seed}/h`), makeBot(coc, `${seed}/r`)];
      let s = coc.setup({ players: 2, options: coc.optionsSchema.parse({}), seed });
      while (!coc.outcome(s)) {
        const seat = coc.pending(s)[0].seat;
        const move = bots[seat].choose(s, seat)!;
        const r = coc.apply(s, seat, move);
        if ("error" in r) throw new Error(r.message);
        if (seat === hseat && move.type === "end-turn") turns++;
        if (seat === hseat && move.type === "propose-trade") {
          offers++;
          const to = (move as unknown as { to: number }).to;
          const accept = coc.legalMoves(r.state, to).find((m) => m.type === "answer-trade" && (m as Move & { accept: boolean }).accept)!;
          const done = coc.apply(r.state, to, accept);
          if ("error" in done) throw new Error(done.message);
          expect(evaluate(done.state, hseat) - evaluate(s, hseat)).toBeGreaterThanOrEqual(TRADE_MIN_GAIN);
        }
        if (seat === hseat && move.type === "raze-city") expect(move).toEqual({ type: "raze-city", hex: null });
        if (seat === hseat && selfHarm(s, r.state, seat, move, r.events)) {
          for (const other of coc.legalMoves(s, seat)) {
            if (other.type === "propose-trade") continue;
            const o = coc.apply(s, seat, other);
            if (!("error" in o)) expect(selfHarm(s, o.state, seat, other, o.events), `${JSON.stringify(move)} was chosen over ${JSON.stringify(other)}`).not.toBeNull();
          }
        }
        s = r.state;
      }
    }
    expect(offers).toBeLessThanOrEqual(turns / TRADE_EVERY_TURNS + 3);
  }, 60_000);
});

describe("heuristic bot builds toward objectives and wonders", () => {
  it("values an objective card more the closer it is, most when it is fulfilled", () => {
    const hand = (food: number) => scenario({ players: 2, seats: [{ resources: { food }, objectiveCards: ["food-supplies-or-standing-army"] }] });
    const far = evaluate(hand(0), 0), near = evaluate(hand(4), 0), done = evaluate(hand(5), 0);
    // Beyond what the food itself is worth.
    expect(near - far).toBeGreaterThan(4 * 4 + 10);
    expect(done - near).toBeGreaterThan(50);
  });

  it("values a wonder card more when it has the advances, a Happy city and the resources", () => {
    const s = (advances: string[], mood: "happy" | "neutral") => scenario({
      players: 2, cities: [{ hex: "3,0", owner: 0, mood }, { hex: "3,5", owner: 1 }],
      seats: [{ advances: advances as never, wonderCards: ["pyramids"] }],
    });
    const without = scenario({ players: 2, cities: [{ hex: "3,0", owner: 0, mood: "happy" }, { hex: "3,5", owner: 1 }], seats: [{ advances: ["engineering", "rituals"] as never }] });
    expect(evaluate(s(["engineering", "rituals"], "happy"), 0)).toBeGreaterThan(evaluate(s([], "happy"), 0) + 100 - 1);
    expect(evaluate(s(["engineering", "rituals"], "happy"), 0) - evaluate(without, 0)).toBeGreaterThan(evaluate(s(["engineering", "rituals"], "neutral"), 0) - evaluate(without, 0) - 1);
  });

  it("saves toward a wonder it is ready to build: ore for it is worth more once it has the advances and a Happy city", () => {
    const s = (advances: string[], ore: number) => scenario({
      players: 2, cities: [{ hex: "3,0", owner: 0, mood: "happy" }, { hex: "3,5", owner: 1 }],
      seats: [{ advances: advances as never, wonderCards: ["great-wall"], resources: { ore } }],
    });
    const ready = ["engineering", "siegecraft"];
    const gainReady = evaluate(s(ready, 6), 0) - evaluate(s(ready, 0), 0);
    const gainNotReady = evaluate(s([], 6), 0) - evaluate(s([], 0), 0);
    expect(gainReady).toBeGreaterThan(2 * gainNotReady);
  });

  it("builds a wonder it can afford", () => {
    const s = scenario({
      players: 2, options: { events: "none" },
      cities: [{ hex: "3,0", owner: 0, mood: "happy" }, { hex: "2,1", owner: 0 }, { hex: "3,5", owner: 1 }],
      seats: [{ resources: { food: 2, wood: 7, ore: 7, gold: 7 }, cultureTokens: 10, advances: ["engineering", "rituals"], wonderCards: ["pyramids"] }],
    });
    expect(coc.legalMoves(s, 0).some((m) => m.type === "build-wonder")).toBe(true);
    for (const seed of seeds.slice(0, 4)) expect(heuristic(seed).choose(s, 0)?.type).toBe("build-wonder");
  });
});

describe("self-play smoke", () => {
  it.each(["x", "y", "z"])("random bots finish a 4-player game (seed %s)", (seed) => {
    const g = playOne(coc, { players: 4, seed });
    expect(g.error).toBeUndefined();
    expect(g.outcome).not.toBeNull();
  }, 60_000);
});
