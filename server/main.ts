/** Entry point of `npm start`. */
import { builtInGames } from "../engine/games/index.ts";
import { runServer } from "./run.ts";

await runServer(builtInGames);
