/**
 * Rules as values. A rule module (one file of a game's rules) collects what it contributes — frame and
 * move handlers, hooks, entries of the game's own extension points — in a `RuleModule`; the game lists
 * its modules once, in order, and `composeRules` turns them into the game's `RuleBook`. Nothing is
 * registered process-wide, so two games in one process never see each other's handlers.
 *
 * Rules code reads the book in force (`rulesInForce()`): the kit binds the game's book for the length
 * of every contract call (`withRules`), so a query deep in the rules reaches the game's cost rules or
 * hooks without threading the book through every signature.
 */

/** An extension point whose entries are kept in module order (cost rules, hooks of one kind, …). */
export class ListSlot<T> {
  declare private readonly entry: T;
  readonly name: string;
  constructor(name: string) {
    this.name = name;
  }
}

/** How many keyed extension points exist: each is numbered, and a book keeps their entries by that number. */
let keyedSlots = 0;

/** An extension point with one entry per key (a move type's handler, an event task, …). */
export class KeyedSlot<T> {
  declare private readonly entry: T;
  readonly name: string;
  /** Where a book keeps this slot's entries: an array read, cheaper than a Map's (flow reads frame handlers per step). */
  readonly index = keyedSlots++;
  constructor(name: string) {
    this.name = name;
  }
}

type ListEntry = { slot: ListSlot<unknown>; value: unknown; first?: boolean };
type Contribution = ListEntry | { slot: KeyedSlot<unknown>; key: string; value: unknown };

/** What one rule module contributes, in the order it says it. */
export class RuleModule {
  readonly contributions: Contribution[] = [];
  readonly name: string;
  constructor(name: string) {
    this.name = name;
  }
}

export function ruleModule(name: string): RuleModule {
  return new RuleModule(name);
}

/**
 * Adds `value` to a list extension point, in module order — or, with `{ first: true }`, before every
 * entry not so marked (a rule that must be asked before the others).
 */
export function addRule<T>(module: RuleModule, slot: ListSlot<T>, value: T, opts?: { first?: boolean }): void {
  module.contributions.push({ slot: slot as ListSlot<unknown>, value, first: opts?.first });
}

/** Puts `value` under `key` of a keyed extension point; the book refuses a key given twice. */
export function putRule<T>(module: RuleModule, slot: KeyedSlot<T>, key: string, value: T): void {
  module.contributions.push({ slot: slot as KeyedSlot<unknown>, key, value });
}

const NONE: readonly never[] = Object.freeze([]);

/** A game's composed rules: every module's contributions, by extension point. */
export class RuleBook {
  private readonly lists = new Map<ListSlot<unknown>, unknown[]>();
  /** By the slot's index. */
  private readonly keyed: (Map<string, unknown> | undefined)[] = [];
  /** Derived values (a move schema, a set of move types …), built once per book. */
  private readonly derived = new Map<object, unknown>();

  readonly modules: readonly RuleModule[];

  constructor(modules: readonly RuleModule[]) {
    this.modules = modules;
    const seen = new Set<RuleModule>();
    /** Per list: the entries marked first, then the rest, each in module order. */
    const lists = new Map<ListSlot<unknown>, { first: unknown[]; rest: unknown[] }>();
    for (const m of modules) {
      if (seen.has(m)) throw new Error(`rule module ${m.name} listed twice`);
      seen.add(m);
      // A module is complete once a game is composed from it: a late addition would reach no book.
      Object.freeze(m.contributions);
      for (const c of m.contributions) {
        if ("key" in c) {
          const map = (this.keyed[c.slot.index] ??= new Map());
          if (map.has(c.key)) throw new Error(`rules: "${c.key}" is defined twice in ${c.slot.name} (module ${m.name})`);
          map.set(c.key, c.value);
        } else {
          let list = lists.get(c.slot);
          if (!list) lists.set(c.slot, (list = { first: [], rest: [] }));
          (c.first ? list.first : list.rest).push(c.value);
        }
      }
    }
    for (const [slot, { first, rest }] of lists) this.lists.set(slot, [...first, ...rest]);
  }

  /** Every entry of a list extension point, in module order (shared: never change it). */
  list<T>(slot: ListSlot<T>): readonly T[] {
    return (this.lists.get(slot as ListSlot<unknown>) as T[] | undefined) ?? NONE;
  }

  /** The entry under `key`, if any. */
  get<T>(slot: KeyedSlot<T>, key: string): T | undefined {
    return this.keyed[slot.index]?.get(key) as T | undefined;
  }

  /** The entry under `key`; a missing one is an engine bug. */
  require<T>(slot: KeyedSlot<T>, key: string): T {
    const v = this.get(slot, key);
    if (v === undefined) throw new Error(`rules: nothing defined for "${key}" in ${slot.name}`);
    return v;
  }

  /** Every entry of a keyed extension point. */
  entries<T>(slot: KeyedSlot<T>): ReadonlyMap<string, T> {
    return (this.keyed[slot.index] as Map<string, T> | undefined) ?? new Map();
  }

  /** `make(book)`, computed once per book and `make` (pass a module-level function). */
  memo<T>(make: (book: RuleBook) => T): T {
    let value = this.derived.get(make) as T | undefined;
    // One lookup once made (rules ask for the same values at every listing); `has` only for a value undefined.
    if (value === undefined && !this.derived.has(make)) this.derived.set(make, (value = make(this)));
    return value as T;
  }
}

export function composeRules(modules: readonly RuleModule[]): RuleBook {
  return new RuleBook(modules);
}

let inForce: RuleBook | null = null;

/** The rules of the game being played in this call. */
export function rulesInForce(): RuleBook {
  if (!inForce) throw new Error("rules read outside a game call: go through the game's contract, or bind its rules with withRules()");
  return inForce;
}

/** Runs `fn` with `book` in force (calls nest: the previous book is restored after). */
export function withRules<T>(book: RuleBook, fn: () => T): T {
  const previous = inForce;
  inForce = book;
  try {
    return fn();
  } finally {
    inForce = previous;
  }
}
