/**
 * Marks on the map's spaces for one search ("seen"), by index in the state's list, without a typed array made per
 * search: past 64 bytes V8 puts a typed array's bytes outside its heap, and making one for the 160 spaces of a map
 * cost more than many a short search itself. Each search takes marks from a pool under a stamp of its own (a space
 * is marked when it holds that stamp, so nothing is cleared) and gives them back when done (searches may nest).
 */
export class SpaceMarks {
  private marks: Float64Array;
  private stamp = 0;

  constructor(size: number) {
    this.marks = new Float64Array(size);
  }

  /** Marks space `i`; false if it was marked already. */
  mark(i: number): boolean {
    if (this.marks[i] === this.stamp) return false;
    this.marks[i] = this.stamp;
    return true;
  }

  /** Whether space `i` is marked. */
  has(i: number): boolean {
    return this.marks[i] === this.stamp;
  }

  /** Unmarked, for a map of `size` spaces. */
  reset(size: number, stamp: number): this {
    if (this.marks.length < size) this.marks = new Float64Array(size);
    this.stamp = stamp;
    return this;
  }
}

const pool: SpaceMarks[] = [];
/** Stamps handed out so far: a double, exact far beyond any number of searches. */
let stamps = 0;

/** Fresh marks for a search over `size` spaces; give them back with `giveBack` when the search is done. */
export function takeMarks(size: number): SpaceMarks {
  return (pool.pop() ?? new SpaceMarks(size)).reset(size, ++stamps);
}

export function giveBack(marks: SpaceMarks): void {
  pool.push(marks);
}
