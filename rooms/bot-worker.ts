/**
 * A worker thread where bots think (./bot-pool.ts). It holds one bot per key (a seat of a room) for as long
 * as the room plays, since a game's bot may remember earlier turns, and answers each request with the move
 * the bot chooses on the state it was sent.
 */
import { parentPort } from "node:worker_threads";
import { tableBot } from "../engine/core/bots.ts";
import type { Bot, Move } from "../engine/core/types.ts";
import { engineGames } from "../engine/games/index.ts";
import type { ThinkReply, ThinkRequest } from "./bot-pool.ts";

// Every game with an engine: which of them a server offers is its own setting (GAMES_IN_DEVELOPMENT).
const games = new Map(engineGames.map((g) => [g.id, g]));
const bots = new Map<string, Bot<unknown, Move>>();

parentPort!.on("message", (msg: ThinkRequest | { forget: string }) => {
  if ("forget" in msg) {
    for (const key of bots.keys()) if (key.startsWith(msg.forget)) bots.delete(key);
    return;
  }
  let reply: ThinkReply;
  try {
    const game = games.get(msg.game);
    if (!game) throw new Error(`no game "${msg.game}" in the bot worker`);
    let bot = bots.get(msg.key);
    if (!bot) bots.set(msg.key, (bot = tableBot(game, msg.seed)));
    reply = { id: msg.id, move: bot.choose(msg.state, msg.seat) };
  } catch (err) {
    reply = { id: msg.id, error: (err as Error).stack ?? String(err) };
  }
  parentPort!.postMessage(reply);
});
