/**
 * Values derived from a state's plain data (an index of a record, a list of its values), computed once per
 * object rather than on every query. A state's objects never change once a move has ended (moves change
 * working copies, draft.ts), so a value derived from one holds for good; one derived from a working copy of the
 * move being applied holds until the next write through a draft, after which it is computed anew.
 *
 * NEVER change a derived value (it is shared by every later query of the same object), and never change a
 * state's objects in place outside a move once queries have read them (edit a copy, as tests do).
 *
 * Values of fixed data, no state's (a card's tags), are made once per key instead (`perKey`).
 */
import { draftWrites, isDraftObject, isWorkingCopy, peek, unchanged } from "./draft.ts";
import { rulesInForce, type RuleBook } from "./rules.ts";

interface Entry<T> {
  value: T;
  /** `draftWrites()` when it was computed. */
  writes: number;
  /** Computed from an object that no longer changes. */
  settled: boolean;
}

/**
 * `make(key)` made once per key and frozen: a value that depends on the key alone (a card's tags, by its id),
 * so it holds for the life of the process. Give it a readonly type: it is shared by every caller.
 */
export function perKey<T>(make: (key: string) => T): (key: string) => T {
  const cache = new Map<string, T>();
  return (key) => {
    let value = cache.get(key);
    if (value === undefined) {
      value = make(key);
      cache.set(key, Object.freeze(value));
    }
    return value;
  };
}

/** Whether `e`, computed from `o`, still holds (and, once `o`'s move has ended, holds for good). */
function holds<T>(e: Entry<T>, o: object): boolean {
  if (e.settled) return true;
  if (e.writes !== draftWrites()) return false;
  // Nothing written since: it holds, and for good once its move has ended.
  if (!isWorkingCopy(o)) e.settled = true;
  return true;
}

const entry = <T>(value: T, o: object): Entry<T> => ({ value, writes: draftWrites(), settled: !isWorkingCopy(o) });

/** `make` memoized per object: `derivation(make)(x)` is `make(peek(x))`, computed again only when `x` may have changed. */
export function derivation<O extends object, T>(make: (x: O) => T): (x: O) => T {
  const cache = new WeakMap<object, Entry<T>>();
  return (x) => {
    const o = peek(x);
    const e = cache.get(o);
    if (e && holds(e, o)) return e.value;
    const value = make(o);
    cache.set(o, entry(value, o));
    return value;
  };
}

/**
 * `derivation` keeping the value of the object last asked about only: for rules that ask many times about the
 * objects of the state at hand and seldom about an older one. An entry per object in a weak table costs every
 * garbage collection a pass over it (V8's ephemerons): in a random Clash game, more than the table saved.
 */
export function latestDerivation<O extends object, T>(make: (x: O) => T): (x: O) => T {
  let lastOf: object | null = null;
  let last: Entry<T> | null = null;
  return (x) => {
    const o = peek(x);
    if (lastOf === o && holds(last!, o)) return last!.value;
    const value = make(o);
    lastOf = o;
    last = entry(value, o);
    return value;
  };
}

/**
 * `latestDerivation` per seat: `make(seat, x)` kept for the object last asked about for that seat. One entry per seat,
 * as turns take the seats in turn: a single entry for all would be made again at every turn.
 */
export function latestPerSeat<O extends object, T>(make: (seat: number, x: O) => T): (seat: number, x: O) => T {
  const kept: ((x: O) => T)[] = [];
  return (seat, x) => (kept[seat] ??= latestDerivation((o: O) => make(seat, o)))(x);
}

/**
 * `latestDerivation` of values per object and key (a seat, a hex): `kept(x, key, from)` is `make(peek(x), key, from)`,
 * made once per key for the object last asked about and made again with the object (`from` is what `make` reads
 * besides `x`, such as the state `x` belongs to: it must not change the value, which depends on `x` and `key` alone).
 */
export function keyedDerivation<O extends object, K, T, F = void>(make: (x: O, key: K, from: F) => T): (x: O, key: K, from: F) => T {
  const tables = latestDerivation((_x: O) => new Map<K, T>());
  return (x, key, from) => {
    const table = tables(x);
    let value = table.get(key);
    if (value === undefined) table.set(key, (value = make(peek(x), key, from)));
    return value;
  };
}

/** True for a draft or a working copy: an object a move may still change. */
const changing = (o: object): boolean => isDraftObject(o) || isWorkingCopy(o);

/**
 * A query of the rules (`make(s)`, reading the rules in force) memoized per state and rule book: what every seat's
 * view, the legal moves and the next move's checks ask of one state is computed once. Only a state no move is
 * changing is remembered: a working copy may yet change in ways no draft write records (a value made in the move
 * and changed directly), so the query runs afresh on one. Never change a value it returns.
 */
export function stateQuery<S extends object, T>(make: (s: S) => T): (s: S) => T {
  const cache = new WeakMap<object, { book: RuleBook; value: T }>();
  return (s) => {
    const o = unchanged(s);
    const book = rulesInForce();
    // Only settled states are kept, so a hit needs no check that the state is changing: moves mostly ask about the
    // previous state before their first write, and that check (a draft's symbol, the move's copies) cost more.
    const e = cache.get(o);
    if (e && e.book === book) return e.value;
    // A query only reads: it reads the working copy's plain data, not through the drafts.
    if (changing(o)) return make(peek(s));
    const value = make(o);
    cache.set(o, { book, value });
    return value;
  };
}

/**
 * `seatQuery` keeping the last state, rule book and seat asked about only: for a query one caller asks again and
 * again about the state at hand (the bot lists the moves of a state, then the move it chose is checked on that
 * same state). A weak table per state costs every garbage collection a pass over it (see `latestDerivation`).
 * As with `stateQuery`, a state a move is changing is asked afresh each time and not kept.
 */
export function latestSeatQuery<S extends object, T>(make: (s: S, seat: number) => T): (s: S, seat: number) => T {
  let lastOf: object | null = null;
  let lastSeat = -1;
  let lastBook: RuleBook | null = null;
  let last: T;
  return (s, seat) => {
    const o = unchanged(s);
    const book = rulesInForce();
    if (lastOf === o && lastSeat === seat && lastBook === book) return last;
    const value = make(peek(s), seat);
    if (!changing(o)) {
      lastOf = o;
      lastSeat = seat;
      lastBook = book;
      last = value;
    }
    return value;
  };
}

/** `stateQuery` of a query per seat: `make(s, seat)` once per state, rule book and seat. */
export function seatQuery<S extends object, T>(make: (s: S, seat: number) => T): (s: S, seat: number) => T {
  const table = stateQuery((_s: S): T[] => []);
  return (s, seat) => {
    const values = table(s);
    return seat in values ? values[seat] : (values[seat] = make(peek(s), seat));
  };
}
