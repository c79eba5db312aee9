import { describe, expect, it } from "vitest";
import { z } from "zod";
import { applyLobbyMessage, openLobbies, type Listing } from "../../../client/src/net/lobbyList.ts";
import { toSnapshot } from "../../../client/src/net/snapshot.ts";
import { resolveEndpoints } from "../../../client/src/net/endpoint.ts";
import { fetchGames } from "../../../client/src/net/api.ts";
import { optionFields, parseFieldValue } from "../../../client/src/ui/optionsSchema.ts";
import { formatView, perSeatKeys } from "../../../client/src/games/generic/formatView.ts";
import { rankRows } from "../../../client/src/scenes/ranking.ts";
import { diceRaceOptions } from "../../fixtures/dice-race.ts";

const room = (roomId: string, mode: string, phase: string, taken = 1, players = 2): Listing =>
  ({ roomId, name: "game", clients: taken, maxClients: players, metadata: { game: "dice-race", mode: mode as "public", phase: phase as "lobby", players, taken, host: "Ann" } });

describe("lobby listing", () => {
  it("follows rooms / + / - and shows only open public lobbies", () => {
    let list = applyLobbyMessage(new Map(), "rooms", [room("A", "public", "lobby"), room("B", "private", "lobby"), room("C", "public", "playing")]);
    expect(openLobbies(list).map((r) => r.roomId)).toEqual(["A"]);
    list = applyLobbyMessage(list, "+", ["D", room("D", "public", "lobby")]);
    list = applyLobbyMessage(list, "+", ["A", room("A", "public", "playing")]); // update
    expect(openLobbies(list).map((r) => r.roomId)).toEqual(["D"]);
    list = applyLobbyMessage(list, "-", "D");
    expect(openLobbies(list)).toEqual([]);
    list = applyLobbyMessage(list, "+", ["E", room("E", "public", "lobby", 2, 2)]); // full
    expect(openLobbies(list)).toEqual([]);
    expect(applyLobbyMessage(list, "+", "garbage").size).toBe(list.size);
  });
});

describe("snapshot", () => {
  const noView = { stateId: -1, view: null };

  it("survives an empty or partial state", () => {
    const s = toSnapshot(undefined, noView);
    expect(s).toMatchObject({ phase: "lobby", seats: [], view: null, outcome: null });
    expect(toSnapshot({ options: "not json", outcome: "{\"scores\":[1],\"ranking\":[[0]]}" }, noView)).toMatchObject({ options: {}, outcome: { scores: [1] } });
  });

  it("uses toJSON() of schema objects, and takes the state id from the view once there is one", () => {
    const state = { toJSON: () => ({ phase: "finished", stateId: 4, seats: [{ index: 0, name: "A" }] }) };
    expect(toSnapshot(state, noView)).toMatchObject({ phase: "finished", stateId: 4, view: null });
    expect(toSnapshot(state, { stateId: 5, view: { x: 1 } })).toMatchObject({ stateId: 5, view: { x: 1 } });
  });
});

describe("endpoints and API", () => {
  it("uses the page origin in production, localhost:2567 for the SDK in dev, ?server= overrides", () => {
    expect(resolveEndpoints({ origin: "https://epochs.example", search: "" }, false)).toEqual({ colyseus: "https://epochs.example", api: "https://epochs.example" });
    expect(resolveEndpoints({ origin: "http://localhost:5173", search: "" }, true).colyseus).toBe("http://localhost:2567");
    expect(resolveEndpoints({ origin: "http://x", search: "?server=http://h:9/" }, false)).toEqual({ colyseus: "http://h:9", api: "http://h:9" });
  });

  it("fetches and validates /api/games, failing with a readable message", async () => {
    const ok = async () => ({ ok: true, status: 200, statusText: "OK", json: async () => [{ id: "g", name: { en: "G", ru: "Г" }, minPlayers: 2, maxPlayers: 4, optionsJsonSchema: {} }, { bad: 1 }] });
    expect((await fetchGames("", ok)).map((g) => g.id)).toEqual(["g"]);
    const down = async () => ({ ok: false, status: 502, statusText: "Bad Gateway", json: async () => null });
    await expect(fetchGames("", down)).rejects.toThrow("HTTP 502 Bad Gateway");
  });
});

describe("options form fields", () => {
  it("reads numbers, booleans and enums from a zod JSON schema", () => {
    const schema = z.toJSONSchema(diceRaceOptions.extend({ fast: z.boolean().default(false), map: z.enum(["small", "large"]).default("small") }), { io: "input" });
    const fields = optionFields(schema);
    expect(fields).toEqual([
      { key: "target", kind: "integer", title: "target", min: 5, max: 200, default: 20 },
      { key: "maxTurns", kind: "integer", title: "maxTurns", min: 1, max: 500, default: 40 },
      { key: "fast", kind: "boolean", title: "fast", default: false },
      { key: "map", kind: "enum", title: "map", values: ["small", "large"], default: "small" },
    ]);
    expect(parseFieldValue(fields[0], "30")).toBe(30);
    expect(parseFieldValue(fields[0], "3")).toBeNull();
    expect(parseFieldValue(fields[0], "7.5")).toBeNull();
    expect(parseFieldValue(fields[3], "large")).toBe("large");
    expect(optionFields(null)).toEqual([]);
  });
});

describe("generic view text and ranking", () => {
  it("formats a view readably, with per-seat columns and seat names", () => {
    const view = { scores: [3, 5], turn: 1, turnsTaken: 4, challenge: null, myCard: 2 };
    expect(perSeatKeys(view, 2)).toEqual(["scores"]);
    expect(formatView(view, { skip: new Set(["scores"]), seatName: (s) => ["Ann", "Bob"][s] })).toEqual(["Turn: Bob", "Turns taken: 4", "Challenge: —", "My card: 2"]);
    expect(formatView({ board: { a: [1, 2], b: { c: { d: 1, e: [{ f: 1 }] } } } })).toEqual(["Board:", "  A: 1, 2", "  B:", "    C:", "      D: 1", "      E:", "        #1: F 1"]);
  });

  it("ranks ties with shared places", () => {
    expect(rankRows({ scores: [5, 9, 9, 1], ranking: [[1, 2], [0], [3]] }).map((r) => [r.place, r.seat, r.score])).toEqual([[1, 1, 9], [1, 2, 9], [3, 0, 5], [4, 3, 1]]);
  });
});
