/** Entry point of `npm start`: reads the environment, serves games and the client, restores games. */
import { builtInGames } from "../engine/games/index.ts";
import { startEpochs } from "./app.ts";
import { readConfig } from "./config.ts";

const config = readConfig();
const epochs = await startEpochs(config, builtInGames);
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
