/** Runs a server process until SIGINT/SIGTERM: used by `npm start` and by tests that need a real process. */
import { matchMaker } from "@colyseus/core";
import type { AnyGame } from "../engine/core/types.ts";
import { startEpochs } from "./app.ts";
import { readConfig } from "./config.ts";

export async function runServer(games: AnyGame[]) {
  const config = readConfig();
  const epochs = await startEpochs(config, games);
  // The process id is how other processes' logs name this one (a takeover's "a process stopped answering").
  epochs.logger.info({ port: epochs.port, process: matchMaker.processId, storage: epochs.storage.kind, redis: Boolean(config.REDIS_URL) }, `Epochs is listening on http://localhost:${epochs.port}`);
  await epochs.restoreUnfinished();

  let stopping = false;
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.on(signal, async () => {
      if (stopping) return;
      stopping = true;
      epochs.logger.info({ signal }, "shutting down");
      await epochs.shutdown();
      process.exit(0);
    });
  }
  return epochs;
}
