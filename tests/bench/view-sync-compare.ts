/**
 * Which way should a room send each audience its game view as deltas? A measurement, not a test:
 * `node tests/bench/view-sync-compare.ts [--games N] [--moves M] [--seed S] [--verify-every K] [--warmup W] [--runs R]`.
 *
 * Plays N seeded random 4-player Clash of Cultures games (at most M moves each) and records five audiences'
 * views (seats 0-3 and the spectators) after every move; then brings each audience from one view to the
 * next through both candidate designs, in alternating order from move to move:
 * - "pointerPatch": `diffView(prev, next)` per audience (JSON-pointer ops, identical sub-objects skipped by
 *   reference) packed with msgpackr configured as Colyseus packs room messages; one message per audience.
 * - "schemaTree": each audience's view mirrored into a generic tree of @colyseus/schema nodes (objects as
 *   MapSchema, arrays as ArraySchema, scalars as typed fields), all five trees under one root map whose
 *   field is `.view()`-filtered, each audience holding a StateView of its own tree. A move walks prev/next
 *   views with the same identity short-circuit and mutates the trees; then one `encoder.encode()` for the
 *   shared part, one `encodeView()` per audience and `discardChanges()`, as Colyseus' SchemaSerializer does.
 * The clocks cover only each design's own work: the views are computed before, by the game.
 *
 * On the first pass over a game, every patch is also applied on a simulated client (msgpackr unpack +
 * applyViewPatch; schema Decoder), not timed; every K moves and at the end both client copies must
 * deep-equal the view, and each schema client must hold its own audience's tree only; any mismatch aborts.
 * The game is then synced R-1 more times, clients left out, for the steady times. W warm-up games first.
 *
 * Prints one JSON object (progress on stderr), per design:
 * - bytesPerPatch: p50/p99/mean/max over the non-empty patches, and how many were empty;
 * - usPerMoveAllAudiences: wall µs for one move's patches to all five audiences, first pass (p50/p99/max);
 * - steadyUsPerMoveAllAudiences: the same, each move's best of the R passes (no one-off GC pause or
 *   scheduling hiccup; a loaded machine inflates the first-pass p99);
 * - joinBytesPerAudience: the full view an audience receives on joining;
 * - roomHeapBytes: heap held per room at a game's end (after a forced GC): for pointerPatch the five previous
 *   views (what they do not share with the state), for schemaTree the trees, encoder and StateViews (it also
 *   needs the previous views, for its walk). Encoder buffers live outside the V8 heap and are not counted.
 * Bytes are payloads: Colyseus adds a one-byte protocol code to both, and the message type to a message.
 */
import { parseArgs } from "node:util";
import { performance } from "node:perf_hooks";
import { isDeepStrictEqual } from "node:util";
import v8 from "node:v8";
import vm from "node:vm";
import { Packr } from "msgpackr";
import { ArraySchema, Decoder, Encoder, MapSchema, Metadata, Schema, StateView, schema, t } from "@colyseus/schema";
import { randomBot } from "../../engine/core/bots.ts";
import { startMatch, step } from "../../engine/core/match.ts";
import { isRuleError, type Seat } from "../../engine/core/types.ts";
import { applyViewPatch, diffView, type ViewPatch } from "../../engine/core/view-patch.ts";
import { builtInGames } from "../../engine/games/index.ts";

const { values: args } = parseArgs({
  options: {
    games: { type: "string", default: "5" },
    moves: { type: "string", default: "400" },
    seed: { type: "string", default: "view-sync" },
    "verify-every": { type: "string", default: "25" },
    warmup: { type: "string", default: "1" },
    runs: { type: "string", default: "3" },
  },
  strict: true,
});
const games = Number(args.games);
const maxMoves = Number(args.moves);
const verifyEvery = Number(args["verify-every"]);
const warmupGames = Number(args.warmup);
const runs = Number(args.runs);

v8.setFlagsFromString("--expose-gc");
const gc = vm.runInNewContext("gc") as () => void;

// Room of ~20 KB views times five audiences: the join's full encode must fit without regrowing (and warning).
Encoder.BUFFER_SIZE = 256 * 1024;

const game = builtInGames.find((g) => g.id === "clash-of-cultures")!;
const AUDIENCES: (Seat | null)[] = [0, 1, 2, 3, null];
const audienceKey = (a: Seat | null) => (a === null ? "spectators" : String(a));

// ---------------------------------------------------------------------------------------------------------
// Design (a): JSON-pointer ops in a msgpack message.

// Colyseus packs room messages with this Packr configuration (see @colyseus/core Protocol).
const packr = new Packr({ useRecords: false });

class PointerPatchRoom {
  private views: unknown[];
  constructor(views: unknown[]) {
    this.views = views;
  }
  joinBytes(): number[] {
    return this.views.map((v) => packr.pack(v).length);
  }
  /** One message per audience. */
  step(next: unknown[]): Uint8Array[] {
    const out = next.map((view, i) => packr.pack(diffView(this.views[i], view)));
    this.views = next;
    return out;
  }
}

class PointerPatchClient {
  view: unknown;
  constructor(view: unknown) {
    this.view = view;
  }
  receive(bytes: Uint8Array): void {
    this.view = applyViewPatch(this.view, packr.unpack(bytes) as ViewPatch);
  }
}

// ---------------------------------------------------------------------------------------------------------
// Design (b): a generic tree of schema nodes.

// Node types carry no type-erasable enum: the script runs with Node's type stripping.
const Kind = { Null: 0, Boolean: 1, Number: 2, String: 3, Object: 4, Array: 5 } as const;
type Kind = (typeof Kind)[keyof typeof Kind];

/**
 * Any JSON value. `schema()` cannot name the class it is building inside its own fields, so the node is a
 * plain Schema subclass whose fields are installed afterwards with Metadata.setFields (the decorator-free
 * path `schema()` itself uses). Only the field of the node's kind is ever set, and unset fields cost no bytes.
 */
class JsonNode extends Schema {
  declare k: Kind;
  declare b: boolean;
  declare n: number;
  declare s: string;
  declare o: MapSchema<JsonNode>;
  declare a: ArraySchema<JsonNode>;
}
Metadata.setFields(JsonNode, { k: "uint8", b: "boolean", n: "number", s: "string", o: { map: JsonNode }, a: { array: JsonNode } });

/** All audiences' trees; the filter lets a client receive only the trees its StateView holds. */
const ViewsRoot = schema({ views: t.map(JsonNode).view() }, "ViewsRoot");
type ViewsRoot = InstanceType<typeof ViewsRoot>;

function kindOf(v: unknown): Kind {
  if (v === null || v === undefined) return Kind.Null;
  if (Array.isArray(v)) return Kind.Array;
  switch (typeof v) {
    case "boolean": return Kind.Boolean;
    case "number": return Kind.Number;
    case "string": return Kind.String;
    case "object": return Kind.Object;
    default: throw new Error(`not JSON: ${typeof v}`);
  }
}

function buildNode(v: unknown): JsonNode {
  const node = new JsonNode();
  fill(node, v);
  return node;
}

/** Sets the node's kind and value field (the node holds no other value field). */
function fill(node: JsonNode, v: unknown): void {
  node.k = kindOf(v);
  switch (node.k) {
    case Kind.Boolean: node.b = v as boolean; break;
    case Kind.Number: node.n = v as number; break;
    case Kind.String: node.s = v as string; break;
    case Kind.Array: node.a = new ArraySchema<JsonNode>(...(v as unknown[]).map(buildNode)); break;
    case Kind.Object: {
      node.o = new MapSchema<JsonNode>();
      const obj = v as Record<string, unknown>;
      // An undefined field is absent in JSON, as in diffView.
      for (const key in obj) if (obj[key] !== undefined) node.o.set(key, buildNode(obj[key]));
      break;
    }
  }
}

/** The field that holds a kind's value (null has none). */
const VALUE_FIELD = { [Kind.Null]: null, [Kind.Boolean]: "b", [Kind.Number]: "n", [Kind.String]: "s", [Kind.Object]: "o", [Kind.Array]: "a" } as const;

/**
 * Brings `node` (a mirror of `prev`) to `next`, in place. A node whose kind changes is retyped rather than
 * replaced: @colyseus/schema 5.0.34 decodes an ArraySchema element replaced under a StateView as an
 * append, leaving the old element on the client (its own unfiltered path is right).
 */
function syncNode(node: JsonNode, prev: unknown, next: unknown): void {
  if (prev === next) return;
  const kind = kindOf(next);
  if (kind !== node.k) {
    const field = VALUE_FIELD[node.k];
    if (field !== null) (node as unknown as Record<string, unknown>)[field] = undefined;
    fill(node, next);
    return;
  }
  switch (kind) {
    case Kind.Boolean: if (node.b !== next) node.b = next as boolean; break;
    case Kind.Number: if (node.n !== next) node.n = next as number; break;
    case Kind.String: if (node.s !== next) node.s = next as string; break;
    case Kind.Array: syncArray(node.a, prev as unknown[], next as unknown[]); break;
    case Kind.Object: syncObject(node.o, prev as Record<string, unknown>, next as Record<string, unknown>); break;
  }
}

function syncArray(arr: ArraySchema<JsonNode>, prev: unknown[], next: unknown[]): void {
  const common = Math.min(prev.length, next.length);
  for (let i = 0; i < common; i++) syncNode(arr[i], prev[i], next[i]);
  if (next.length < prev.length) arr.length = next.length;
  for (let i = common; i < next.length; i++) arr.push(buildNode(next[i]));
}

function syncObject(map: MapSchema<JsonNode>, prev: Record<string, unknown>, next: Record<string, unknown>): void {
  for (const key in prev) if (prev[key] !== undefined && next[key] === undefined) map.delete(key);
  for (const key in next) {
    const value = next[key];
    if (value === undefined) continue;
    const child = map.get(key);
    if (child === undefined) map.set(key, buildNode(value));
    else syncNode(child, prev[key], value);
  }
}

/** The plain value a (decoded) node stands for. */
function nodeToJson(node: JsonNode): unknown {
  switch (node.k) {
    case Kind.Null: return null;
    case Kind.Boolean: return node.b;
    case Kind.Number: return node.n;
    case Kind.String: return node.s;
    case Kind.Array: return Array.from(node.a ?? [], nodeToJson);
    case Kind.Object: {
      const out: Record<string, unknown> = {};
      node.o?.forEach((child, key) => (out[key] = nodeToJson(child)));
      return out;
    }
  }
}

class SchemaTreeRoom {
  readonly root: ViewsRoot = new ViewsRoot();
  readonly encoder: Encoder<ViewsRoot>;
  readonly stateViews = AUDIENCES.map(() => new StateView());
  views: unknown[];

  constructor(views: unknown[]) {
    this.views = views;
    views.forEach((view, i) => this.root.views.set(audienceKey(AUDIENCES[i]), buildNode(view)));
    this.encoder = new Encoder(this.root);
    this.stateViews.forEach((sv, i) => sv.add(this.root.views.get(audienceKey(AUDIENCES[i]))!));
  }

  /** What each audience receives on joining (the shared full state, then its own view's part). */
  join(): Uint8Array[] {
    const it = { offset: 0 };
    this.encoder.encodeAll(it);
    const shared = it.offset;
    // Copies: the next encode reuses the encoder's buffer.
    return this.stateViews.map((sv) => this.encoder.encodeAllView(sv, shared, it).slice());
  }

  /** One patch per audience (Colyseus sends nothing when it is empty). */
  step(next: unknown[]): Uint8Array[] {
    const trees = this.root.views;
    next.forEach((view, i) => syncNode(trees.get(audienceKey(AUDIENCES[i]))!, this.views[i], view));
    this.views = next;
    const it = { offset: 0 };
    this.encoder.encode(it);
    const shared = it.offset;
    const out = this.stateViews.map((sv) => this.encoder.encodeView(sv, shared, it).slice());
    this.encoder.discardChanges();
    return out;
  }

  /** As a room does when clients leave: a StateView's FinalizationRegistry entry holds the root until then. */
  dispose(): void {
    for (const sv of this.stateViews) sv.dispose();
  }
}

class SchemaTreeClient {
  readonly state: ViewsRoot = new ViewsRoot();
  readonly decoder = new Decoder(this.state);
  receive(bytes: Uint8Array): void {
    if (bytes.length) this.decoder.decode(bytes);
  }
  /** The audience's view, checking that no other audience's tree reached this client. */
  view(key: string): unknown {
    const keys = [...this.state.views.keys()];
    if (keys.length !== 1 || keys[0] !== key) throw new Error(`client ${key} holds trees ${keys.join(",")}`);
    return nodeToJson(this.state.views.get(key)!);
  }
}

// ---------------------------------------------------------------------------------------------------------
// The run.

interface DesignStats {
  patchBytes: number[];
  emptyPatches: number;
  moveUs: number[];
  steadyMoveUs: number[];
  joinBytes: number[];
  roomHeapBytes: number[];
}
const newStats = (): DesignStats => ({ patchBytes: [], emptyPatches: 0, moveUs: [], steadyMoveUs: [], joinBytes: [], roomHeapBytes: [] });
const stats = { pointerPatch: newStats(), schemaTree: newStats() };
let recordedMoves = 0;

/** Every audience's view after setup and after each move of one seeded random game. */
function playGame(seed: string): unknown[][] {
  const started = startMatch(game, 4, {}, seed);
  if (isRuleError(started)) throw new Error(started.message);
  let state = started.state;
  const bot = randomBot(game, `${seed}-bot`);
  const views = [AUDIENCES.map((a) => game.view(state, a))];
  for (let moves = 0; moves < maxMoves && !game.outcome(state); moves++) {
    const seat = game.pending(state)[0].seat;
    const move = bot.choose(state, seat);
    if (move === null) throw new Error(`${seed}: seat ${seat} has no legal move`);
    const result = step(game, state, seat, move);
    if (isRuleError(result)) throw new Error(`${seed} move ${moves}: ${result.message}`);
    state = result.state;
    views.push(AUDIENCES.map((a) => game.view(state, a)));
  }
  return views;
}

function verify(where: string, views: unknown[], pointerClients: PointerPatchClient[], schemaClients: SchemaTreeClient[]): void {
  views.forEach((view, i) => {
    const key = audienceKey(AUDIENCES[i]);
    // Through JSON, as a client would see the view (undefined fields gone).
    const expected = JSON.parse(JSON.stringify(view));
    if (!isDeepStrictEqual(JSON.parse(JSON.stringify(pointerClients[i].view)), expected)) throw new Error(`${where}: pointerPatch client ${key} diverged`);
    if (!isDeepStrictEqual(schemaClients[i].view(key), expected)) throw new Error(`${where}: schemaTree client ${key} diverged`);
  });
}

/**
 * @colyseus/schema attaches a new subtree to an encoded tree through a module-level pool of contexts, one per
 * nesting depth, that keeps the last parent (and through it that encoder's whole tree) alive. Attaching a
 * chain deeper than any view to a tree of our own makes every pooled context point there instead.
 */
const scrubRoot = new ViewsRoot();
new Encoder(scrubRoot);
function scrubSchemaPool(): void {
  let deep: unknown = 0;
  for (let i = 0; i < 64; i++) deep = [deep];
  scrubRoot.views.set("deep", buildNode(deep));
}

/**
 * Heap in use once garbage is collected. Yields to the event loop first: a WeakRef created or read during a
 * job keeps its target alive until the job ends, and the schema Root holds its StateViews by WeakRef.
 */
async function heapAfterGc(): Promise<number> {
  scrubSchemaPool();
  await new Promise((resolve) => setImmediate(resolve));
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

/**
 * Syncs the game's views through both designs, alternating which goes first from move to move, and returns
 * each design's µs per move. With `check`, clients apply every patch and are verified, and the stats get
 * bytes and the rooms' heap.
 */
async function syncGame(seed: string, sequence: unknown[][], check: boolean): Promise<{ pointerUs: number[]; schemaUs: number[] }> {
  const first = sequence[0];
  let pointerRoom: PointerPatchRoom | null = new PointerPatchRoom(first);
  let schemaRoom: SchemaTreeRoom | null = new SchemaTreeRoom(first);
  const schemaJoin = schemaRoom.join();
  // view.add() before the first encodeAllView leaves its ADDs queued for the next encodeView: flush them.
  const schemaFlush = schemaRoom.step(first);
  let pointerClients: PointerPatchClient[] | null = null;
  let schemaClients: SchemaTreeClient[] | null = null;
  if (check) {
    pointerClients = first.map((v) => new PointerPatchClient(structuredClone(v)));
    schemaClients = first.map(() => new SchemaTreeClient());
    schemaJoin.forEach((bytes, i) => schemaClients![i].receive(bytes));
    schemaFlush.forEach((bytes, i) => schemaClients![i].receive(bytes));
    verify(`${seed} join`, first, pointerClients, schemaClients);
    stats.pointerPatch.joinBytes.push(...pointerRoom.joinBytes());
    stats.schemaTree.joinBytes.push(...schemaJoin.map((b) => b.length));
  }

  const pointerUs: number[] = [];
  const schemaUs: number[] = [];
  for (let move = 1; move < sequence.length; move++) {
    const views = sequence[move];
    let pointerPatches: Uint8Array[] = [];
    let schemaPatches: Uint8Array[] = [];
    const runPointer = () => {
      const t0 = performance.now();
      pointerPatches = pointerRoom!.step(views);
      pointerUs.push((performance.now() - t0) * 1000);
    };
    const runSchema = () => {
      const t0 = performance.now();
      schemaPatches = schemaRoom!.step(views);
      schemaUs.push((performance.now() - t0) * 1000);
    };
    if (move % 2 === 0) {
      runPointer();
      runSchema();
    } else {
      runSchema();
      runPointer();
    }
    if (check) {
      record(stats.pointerPatch, pointerPatches);
      record(stats.schemaTree, schemaPatches);
      pointerPatches.forEach((bytes, i) => pointerClients![i].receive(bytes));
      schemaPatches.forEach((bytes, i) => schemaClients![i].receive(bytes));
      if (move % verifyEvery === 0 || move === sequence.length - 1) verify(`${seed} move ${move}`, views, pointerClients!, schemaClients!);
    }
  }

  if (check) {
    // Heap per room: drop each design's structures in turn (clients first, they live elsewhere) while the
    // game's views (and so the states they share parts with) stay alive, as the state does in a room.
    pointerClients = schemaClients = null;
    const withBoth = await heapAfterGc();
    schemaRoom.dispose();
    schemaRoom = null;
    const withPointer = await heapAfterGc();
    pointerRoom = null;
    const withNeither = await heapAfterGc();
    stats.schemaTree.roomHeapBytes.push(withBoth - withPointer);
    stats.pointerPatch.roomHeapBytes.push(withPointer - withNeither);
  } else {
    schemaRoom.dispose();
  }
  return { pointerUs, schemaUs };
}

function record(s: DesignStats, patches: Uint8Array[]): void {
  for (const p of patches) {
    if (p.length) s.patchBytes.push(p.length);
    else s.emptyPatches++;
  }
}

const bestOf = (runs: number[][]) => runs[0].map((_, i) => Math.min(...runs.map((r) => r[i])));

function pct(xs: number[], p: number): number {
  if (!xs.length) return 0;
  const sorted = Float64Array.from(xs).sort();
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}
const round = (x: number) => Math.round(x * 10) / 10;
const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
const spread = (xs: number[]) => ({ p50: round(pct(xs, 50)), p99: round(pct(xs, 99)), max: round(pct(xs, 100)) });

function summary(s: DesignStats) {
  return {
    bytesPerPatch: { p50: pct(s.patchBytes, 50), p99: pct(s.patchBytes, 99), mean: round(mean(s.patchBytes)), max: pct(s.patchBytes, 100), sent: s.patchBytes.length, empty: s.emptyPatches },
    usPerMoveAllAudiences: spread(s.moveUs),
    steadyUsPerMoveAllAudiences: spread(s.steadyMoveUs),
    joinBytesPerAudience: { p50: pct(s.joinBytes, 50), max: pct(s.joinBytes, 100) },
    roomHeapBytes: { mean: Math.round(mean(s.roomHeapBytes)), max: pct(s.roomHeapBytes, 100) },
  };
}

for (let i = 0; i < warmupGames; i++) {
  const seed = `${args.seed}-warmup-${i}`;
  await syncGame(seed, playGame(seed), false);
}
for (let i = 0; i < games; i++) {
  const seed = `${args.seed}-${i}`;
  const sequence = playGame(seed);
  const first = await syncGame(seed, sequence, true);
  stats.pointerPatch.moveUs.push(...first.pointerUs);
  stats.schemaTree.moveUs.push(...first.schemaUs);
  const reruns = [first];
  for (let r = 1; r < runs; r++) reruns.push(await syncGame(seed, sequence, false));
  stats.pointerPatch.steadyMoveUs.push(...bestOf(reruns.map((x) => x.pointerUs)));
  stats.schemaTree.steadyMoveUs.push(...bestOf(reruns.map((x) => x.schemaUs)));
  recordedMoves += sequence.length - 1;
  process.stderr.write(`game ${seed}: ${sequence.length - 1} moves\n`);
}

console.log(JSON.stringify({
  games,
  moves: recordedMoves,
  audiences: AUDIENCES.length,
  pointerPatch: summary(stats.pointerPatch),
  schemaTree: summary(stats.schemaTree),
}, null, 2));
