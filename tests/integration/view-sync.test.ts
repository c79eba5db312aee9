/**
 * Every client's copy of the game, rebuilt from the room's view patches over real websockets, equals the
 * engine's view for its seat (a spectator's: `view(state, null)`) after every move, in games of every game.
 * The expected views come from replaying the stored move log, so this checks the whole path: engine →
 * diff → encoding → websocket → client mirror.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { builtInGames } from "../../engine/games/index.ts";
import { isRuleError, type AnyGame, type Move } from "../../engine/core/types.ts";
import { Rng, seedRng } from "../../engine/core/rng.ts";
import { startMatch, step } from "../../engine/core/match.ts";
import { diceRace } from "../fixtures/dice-race.ts";
import { nextMessage, startTestServer, until, type TestServer } from "./harness.ts";
import { join, sendMove, viewOf, type Joined } from "./clients.ts";

let ts: TestServer;
beforeAll(async () => { ts = await startTestServer({ RECONNECT_SECONDS: "30" }, [...builtInGames, diceRace]); });
afterAll(async () => { await ts?.stop(); });

const plain = (v: unknown) => JSON.parse(JSON.stringify(v));

async function table(game: AnyGame, players: number) {
  const seated: Joined[] = [await join(ts.sdk().create("game", { game: game.id, players, mode: "private", name: "P0" }))];
  for (let i = 1; i < players; i++) seated.push(await join(ts.sdk().joinById(seated[0].room.roomId, { name: `P${i}` })));
  for (const s of seated.slice(1)) s.room.send("ready", { ready: true });
  await until(() => seated[0].room.state.seats.every((s: any) => s.claimed && (s.ready || s.index === 0)), 3000, "everyone ready");
  const started = nextMessage(seated[0].room, "welcome");
  seated[0].room.send("start", {});
  const { gameRecordId } = await started;
  await until(() => seated.every((s) => s.mirror.stateId === 0), 5000, "every seat's first view");
  const spectator = await join(ts.sdk().joinById(seated[0].room.roomId, { name: "Watcher", spectate: true }));
  await until(() => spectator.mirror.stateId === 0, 3000, "the spectator's view");
  return { seated, spectator, recordId: gameRecordId as string };
}

describe("view sync", () => {
  const all: AnyGame[] = [diceRace as AnyGame, ...builtInGames];
  it.each(all.map((g) => ({ id: g.id, players: Math.min(4, g.maxPlayers), maxMoves: g === diceRace as AnyGame ? 200 : 120 })))("keeps every seat's and the spectator's copy of $id equal to the engine's view after every move", async ({ id, players, maxMoves }) => {
    const g = all.find((x) => x.id === id)!;
    const { seated, spectator, recordId } = await table(g, players);
    const stored = (await ts.epochs.storage.loadGame(recordId))!;
    const started = startMatch(g, players, stored.game.options, stored.game.seed);
    if (isRuleError(started)) throw new Error(started.message);
    let state = started.state;
    const pick = new Rng(seedRng("view-sync-test"));
    for (let n = 0; n < maxMoves && seated[0].room.state.phase === "playing"; n++) {
      const seat = g.pending(state)[0].seat;
      const mover = seated.find((s) => s.welcome.seat === seat)!;
      const hints = nextMessage(mover.room, "hints");
      mover.room.send("hints", {});
      const moves = (await hints).moves as Move[];
      const move = moves[pick.int(moves.length)];
      const answer = await sendMove(mover.room, move);
      expect(answer.type).toBe("ack");
      const next = step(g, state, seat, move);
      if (isRuleError(next)) throw new Error(next.message);
      state = next.state;
      const id = n + 1;
      await until(() => [...seated, spectator].every((s) => s.mirror.stateId === id), 3000, `every copy at state ${id}`);
      for (const s of seated) expect(viewOf(s)).toEqual(plain(g.view(state, s.welcome.seat)));
      expect(viewOf(spectator)).toEqual(plain(g.view(state, null)));
    }
    for (const s of [...seated, spectator]) await s.room.leave();
  }, 120_000);
});
