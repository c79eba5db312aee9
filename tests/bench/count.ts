/**
 * Counts the machine instructions of the engine's work with callgrind, a figure that does not scatter with the host's
 * load as wall-clock times do: `npm run bench:count -- [--repeat N] [passes.ts options: --game, --mode, --passes R,
 * --seeds, ...]`. Runs tests/bench/passes.ts under valgrind with R passes and with none, N times each (default 1),
 * and prints one JSON object: the instructions per unit of work (per decision; per typical move; per game), from the
 * least of the counts with passes minus the least without. Needs valgrind (Debian: `apt-get install valgrind`).
 *
 * `compilePerUnit` is the part of that count spent in V8's optimizing compilers (under `--single-threaded` they run
 * on the main thread, inside the counted passes: a fifth to two fifths of a typical Clash move at 4 passes), and
 * `netPerUnit` the rest. A change that only moves when a function is compiled moves the total by a few per cent and
 * the net figure hardly at all: judge small changes by the net figure.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const argv = process.argv.slice(2);
const repeatAt = argv.indexOf("--repeat");
const repeat = repeatAt >= 0 ? Number(argv.splice(repeatAt, 2)[1]) : 1;
const passesAt = argv.indexOf("--passes");
const passes = passesAt >= 0 ? Number(argv.splice(passesAt, 2)[1]) : 3;
if (spawnSync("valgrind", ["--version"]).error) throw new Error("bench:count needs valgrind on the PATH");

interface Count { instructions: number; compile: number; units: number }

/** The instructions spent in (and below) V8's optimizing compiles, from callgrind's inclusive figures. */
function compileInstructions(file: string): number {
  const annotated = spawnSync("callgrind_annotate", ["--inclusive=yes", "--threshold=100", file], { encoding: "utf8", maxBuffer: 1 << 28 });
  // Sorted by inclusive cost: the first compile entry point met holds the compiles below it.
  const line = annotated.stdout?.split("\n").find((l) => l.includes("CompileOptimized"));
  return line ? Number(line.trim().split(/\s/)[0].replaceAll(",", "")) : 0;
}

/** One run under callgrind: the instructions counted once the harness was ready, and its units per pass. */
async function count(passCount: number): Promise<Count> {
  const dir = mkdtempSync(join(tmpdir(), "epochs-count-"));
  try {
    const child = spawn("valgrind", [
      "--tool=callgrind", "--instr-atstart=no", `--callgrind-out-file=${join(dir, "cg.%p")}`,
      process.execPath, "--single-threaded", "--predictable", join(import.meta.dirname, "passes.ts"),
      ...argv, "--passes", String(passCount), "--go-dir", dir,
    ], { stdio: ["ignore", "ignore", "pipe"] });
    let err = "";
    let units = 0;
    child.stderr.on("data", (chunk: Buffer) => {
      err += chunk.toString();
      const ready = /ready (\d+) .* units (\d+)/.exec(err);
      if (ready && !units) {
        units = Number(ready[2]);
        spawnSync("callgrind_control", ["-i", "on", ready[1]]);
        writeFileSync(join(dir, `go-${ready[1]}`), "");
      }
    });
    const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
    if (code !== 0 || !units) throw new Error(`passes.ts failed (${code}):\n${err.split("\n").filter((l) => !l.startsWith("==")).join("\n")}`);
    const out = readdirSync(dir).find((f) => f.startsWith("cg."))!;
    const summary = /^summary: (\d+)/m.exec(readFileSync(join(dir, out), "utf8"));
    if (!summary) throw new Error("no summary line in callgrind's output");
    return { instructions: Number(summary[1]), compile: compileInstructions(join(dir, out)), units };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const least = async (passCount: number) => {
  let best: Count = { instructions: Infinity, compile: 0, units: 0 };
  for (let i = 0; i < repeat; i++) {
    const c = await count(passCount);
    if (c.instructions < best.instructions) best = c;
  }
  return best;
};
const base = await least(0);
const work = await least(passes);
const perUnit = (work.instructions - base.instructions) / (passes * work.units);
const compilePerUnit = (work.compile - base.compile) / (passes * work.units);
console.log(JSON.stringify({
  args: argv.join(" "), passes, units: work.units, instructionsPerUnit: Math.round(perUnit),
  compilePerUnit: Math.round(compilePerUnit), netPerUnit: Math.round(perUnit - compilePerUnit), fixed: base.instructions,
}));
