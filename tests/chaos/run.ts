/**
 * `npm run chaos`: the chaos suites at full length, printing each one's figures as JSON and the line
 * `lost acknowledged moves: N` (it must be 0). Options: --rooms N (default 20), --seconds S (default 8),
 * --kills K (default 5). PostgreSQL runs when DATABASE_URL is set.
 */
import { parseArgs } from "node:util";
import { killMidMove } from "./kill-mid-move.ts";

const { values } = parseArgs({ options: { rooms: { type: "string", default: "20" }, seconds: { type: "string", default: "8" }, kills: { type: "string", default: "5" } } });
const log = (line: string) => process.stderr.write(`[chaos] ${line}\n`);
let lost = 0;
for (const storage of ["sqlite", ...(process.env.DATABASE_URL ? ["postgres" as const] : [])] as const) {
  const figures = await killMidMove({ storage, rooms: Number(values.rooms), seconds: Number(values.seconds), kills: Number(values.kills), log });
  console.log(JSON.stringify({ suite: "kill-mid-move", ...figures }));
  lost += figures.lost;
}
console.log(`lost acknowledged moves: ${lost}`);
process.exit(lost === 0 ? 0 : 1);
