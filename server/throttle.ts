/** Rate limits: token buckets, refilled continuously, so a burst up to `capacity` is allowed at once. */

export class TokenBucket {
  private readonly capacity: number;
  private readonly perSecond: number;
  private tokens: number;
  private at: number;

  constructor(capacity: number, perSecond: number, now = Date.now()) {
    this.capacity = capacity;
    this.perSecond = perSecond;
    this.tokens = capacity;
    this.at = now;
  }

  /** Spends one token if there is one; false means over the limit. */
  take(now = Date.now()): boolean {
    if (!this.has(now)) return false;
    this.tokens -= 1;
    return true;
  }

  /**
   * Spends one token even when there is none, down to one bucket's worth of debt: an action that
   * was let through before its cost was known (several at once) is still paid for, by waiting.
   */
  charge(now = Date.now()) {
    this.refill(now);
    this.tokens = Math.max(-this.capacity, this.tokens - 1);
  }

  /** Whether a token is there to spend. */
  has(now = Date.now()): boolean {
    this.refill(now);
    return this.tokens >= 1;
  }

  /** Whether the bucket has refilled completely (it then equals a new one). */
  full(now = Date.now()): boolean {
    this.refill(now);
    return this.tokens >= this.capacity;
  }

  private refill(now: number) {
    this.tokens = Math.min(this.capacity, this.tokens + ((now - this.at) / 1000) * this.perSecond);
    this.at = now;
  }
}

/**
 * A token bucket per key (a client address). A key whose bucket has refilled is forgotten, so
 * memory follows the keys active within one refill time, however many come and go.
 */
export class KeyedBuckets {
  private readonly buckets = new Map<string, TokenBucket>();
  private readonly capacity: number;
  private readonly perSecond: number;
  private nextSweep = 0;

  constructor(capacity: number, perSecond: number) {
    this.capacity = capacity;
    this.perSecond = perSecond;
  }

  has(key: string, now = Date.now()): boolean {
    return this.buckets.get(key)?.has(now) ?? true;
  }

  charge(key: string, now = Date.now()) {
    this.sweep(now);
    let bucket = this.buckets.get(key);
    if (!bucket) this.buckets.set(key, (bucket = new TokenBucket(this.capacity, this.perSecond, now)));
    bucket.charge(now);
  }

  private sweep(now: number) {
    if (now < this.nextSweep) return;
    this.nextSweep = now + 10_000;
    for (const [key, bucket] of this.buckets) if (bucket.full(now)) this.buckets.delete(key);
  }
}
