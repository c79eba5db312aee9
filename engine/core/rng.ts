/**
 * Seeded, serializable PRNG (sfc32). The whole generator is four uint32 words kept inside the game
 * state, so `setup + seed + move log` replays byte for byte and a saved game resumes its dice.
 */
export type RngState = readonly [number, number, number, number];

/** Hashes a seed string into a starting generator state (cyrb128). */
export function seedRng(seed: string): RngState {
  let h1 = 1779033703, h2 = 3144134277, h3 = 1013904242, h4 = 2773480762;
  for (let i = 0; i < seed.length; i++) {
    const k = seed.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  const rng = new Rng([(h1 ^ h2 ^ h3 ^ h4) >>> 0, (h2 ^ h1) >>> 0, (h3 ^ h1) >>> 0, (h4 ^ h1) >>> 0]);
  for (let i = 0; i < 12; i++) rng.next(); // mix away weak starting states
  return rng.state();
}

/** A mutable generator working on a copy of a state; read the result back with `state()`. */
export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(state: RngState) {
    // Indexed, not destructured: a generator is made for every move applied, and destructuring walks an iterator.
    this.a = state[0];
    this.b = state[1];
    this.c = state[2];
    this.d = state[3];
  }

  /** True while the generator is still at `state` (nothing drawn since it was made from it). */
  isAt(state: RngState): boolean {
    return this.a === state[0] && this.b === state[1] && this.c === state[2] && this.d === state[3];
  }

  state(): RngState {
    return [this.a, this.b, this.c, this.d];
  }

  /** Next uint32. */
  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** Uniform integer in [0, n), without modulo bias. */
  int(n: number): number {
    if (!Number.isInteger(n) || n <= 0) throw new RangeError(`Rng.int: bad bound ${n}`);
    const limit = 0x100000000 - (0x100000000 % n);
    let x = this.next();
    while (x >= limit) x = this.next();
    return x % n;
  }

  /** A die with `sides` faces, 1-based. */
  die(sides: number): number {
    return this.int(sides) + 1;
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)];
  }

  /** Fisher–Yates shuffle into a new array. */
  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      [out[i], out[j]] = [out[j], out[i]];
    }
    return out;
  }
}
