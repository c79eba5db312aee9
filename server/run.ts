/** Runs a server process until SIGINT/SIGTERM: used by `npm start` and by tests that need a real process. */
import type { AnyGame } from "../engine/core/types.ts";
import { startEpochs } from "./app.ts";
import { readConfig } from "./config.ts";

export async function runServer(games: AnyGame[]) {
  const config = readConfig();
  const epochs = await startEpochs(config, games);
  epochs.logger.info({ port: epochs.port, storage: epochs.storage.kind, redis: Boolean(config.REDIS_URL) }, `Epochs is listening on http://localhost:${epochs.port}`);
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
