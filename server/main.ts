/** Entry point of `npm start`. */
import { offeredGames, readConfig } from "./config.ts";
import { runServer } from "./run.ts";

await runServer(offeredGames(readConfig()));
