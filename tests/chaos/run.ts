/**
 * `npm run chaos`: the chaos suites at full length, printing each one's figures as JSON and the line
 * `lost acknowledged moves: N` (it must be 0). Options: --rooms N (default 20), --seconds S (default 8),
 * --kills K (default 5); the reconnect storm brings back max(300, 2 × rooms) players; the fuzzer plays
 * max(2, rooms / 4) tables of each game. PostgreSQL suites run when DATABASE_URL is set, the cluster suite when
 * REDIS_URL is set too.
 */
import { parseArgs } from "node:util";
import { killMidMove } from "./kill-mid-move.ts";
import { fuzz } from "./fuzz.ts";
import { killOneOfMany } from "./kill-one-of-many.ts";
import { reconnectStorm } from "./reconnect-storm.ts";
import { storageOutage } from "./storage-outage.ts";

const { values } = parseArgs({ options: { rooms: { type: "string", default: "20" }, seconds: { type: "string", default: "8" }, kills: { type: "string", default: "5" } } });
const rooms = Number(values.rooms), seconds = Number(values.seconds), kills = Number(values.kills);
const log = (line: string) => process.stderr.write(`[chaos] ${line}\n`);
const postgres = Boolean(process.env.DATABASE_URL);
const redis = postgres && Boolean(process.env.REDIS_URL);
let lost = 0;
const report = (suite: string, figures: { lost: number }) => {
  console.log(JSON.stringify({ suite, ...figures }));
  lost += figures.lost;
};

for (const storage of ["sqlite", ...(postgres ? ["postgres" as const] : [])] as const) {
  report("kill-mid-move", await killMidMove({ storage, rooms, seconds, kills, log }));
}
if (redis) {
  for (const processes of [2, 3]) report(`kill-one-of-${processes}`, await killOneOfMany({ processes, rooms, seconds, kills, redisDb: 11, log }));
}
report("reconnect-storm", await reconnectStorm({ clients: Math.max(300, rooms * 2), seconds, log }));
const fuzzed = await fuzz({ tables: Math.max(2, Math.round(rooms / 4)), seconds: seconds * 2, log });
const breaches = fuzzed.unanswered + fuzzed.wronglyAnswered + fuzzed.hostileAccepted + fuzzed.unacknowledgedStored + fuzzed.illegalLogs + fuzzed.viewMismatches + (fuzzed.serverUp ? 0 : 1);
report("fuzz", fuzzed);
if (breaches) log(`fuzz: ${breaches} hostile messages were not refused as documented, or a game changed other than by legal moves`);
if (postgres) report("storage-outage", await storageOutage({ rooms, seconds, outageSeconds: seconds, log }));
console.log(`lost acknowledged moves: ${lost}`);
process.exit(lost === 0 && breaches === 0 ? 0 : 1);
