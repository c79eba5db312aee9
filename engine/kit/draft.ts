/**
 * Copy-on-write drafts of plain JSON states, made for rules code that reads far more than it writes.
 *
 * `produce(base, recipe)` hands the recipe a draft of `base`: a proxy that reads like the state and records
 * writes without touching `base`. The first write to an object makes a shallow copy of it (its working
 * copy) and puts that copy in its parent's working copy, up to the root. So the working copies always hold
 * the current, plain data of the whole state — reading them needs no proxy (`peek`, peek.ts) and a snapshot costs
 * nothing — and when the recipe returns they already are the next state: nothing is walked or finalized,
 * except values assigned during the move that may hold drafts. A recipe that throws leaves `base` as it was.
 *
 * Reading an object through a draft drafts it (a child proxy, kept per parent); values created during the
 * move are returned as they are and may be changed directly. As with immer or mutative, an object of the
 * previous state moved to another place by the move is not drafted there: change it where it was read.
 */

const DRAFT = Symbol("epochs.draft");

type Obj = Record<PropertyKey, unknown>;

interface DraftState {
  /** The object of the previous state. */
  base: Obj;
  /** The working copy once the object changed in this move, else null. */
  copy: Obj | null;
  parent: DraftState | null;
  /** Where the object sits in its parent. */
  key: PropertyKey;
  /**
   * The drafts of the children read so far, as a list through `next` (most drafts have none to three: a list
   * costs less to make and search than a Map).
   */
  child: DraftState | null;
  /** The next draft in the parent's list of children. */
  next: DraftState | null;
  /** Still at its place: no other value was given to its key since it was drafted. */
  placed: boolean;
  proxy: Obj;
  scope: Scope;
  /** The state itself: the proxy's target is the state (or an array holding it), read by the traps. */
  state: DraftState;
}

/** A proxy's target: the draft's state, or an array holding it. */
type Target = { state: DraftState };

interface Scope {
  /**
   * Objects assigned in this move (other than fresh plain values): they may hold drafts to resolve. Flat, three
   * entries an assignment: the draft, the key, the value.
   */
  assigned: unknown[];
  /**
   * Every draft made in this move (`draftState` searches a short list instead of looking the symbol up); their
   * working copies are the move's, which change until it ends (`isWorkingCopy`).
   */
  drafts: DraftState[];
}

/**
 * How many `produce` calls are running (they may nest). Outside them nothing is a draft, so `peek` and the
 * other checks answer at once: legal-move queries on plain states peek constantly, and looking the symbol up
 * on every object read cost them several per cent.
 */
let producing = 0;
/** Writes through any draft so far (derived.ts: a value derived from a working copy holds while this stays). */
let writes = 0;
/** The scopes of the moves being applied (a recipe may apply another move), innermost last. */
const scopes: Scope[] = [];

/**
 * The root draft of the innermost running `produce`. Rules ask `peek(ctx.s)` far more often than about any other
 * draft (about two thirds of the drafts looked up in a Collect): compared first, it skips a run of the proxy's
 * `get` trap for the symbol.
 */
let rootProxy: object | null = null;
let rootState: DraftState | null = null;
/**
 * The child draft read last: rules and the kit's stack often peek at a draft right after reading it
 * (`peek(ctx.s.stack)`), and compared here it skips a run of the proxy's `get` trap for the symbol.
 */
let lastProxy: object | null = null;
let lastState: DraftState | null = null;

function draftState(x: unknown): DraftState | undefined {
  if (producing === 0 || x === null || typeof x !== "object") return undefined;
  if (x === rootProxy) return rootState!;
  if (x === lastProxy) return lastState!;
  const root = rootState;
  if (root !== null) {
    // The root's plain data (the previous state or its working copy), which rules pass to queries all the time: no
    // draft, and a symbol looked up on a plain object misses slowly (on a draft, it runs the proxy's trap).
    if (x === root.base || x === root.copy) return undefined;
    // A move applied alone (no other move running) makes few drafts: searching them costs less than the symbol.
    const drafts = root.scope.drafts;
    if (scopes.length === 1 && drafts.length <= SEARCHED) {
      for (let i = 0; i < drafts.length; i++) if (drafts[i].proxy === x) return drafts[i];
      return undefined;
    }
  }
  return (x as { [DRAFT]?: DraftState })[DRAFT];
}

/** Up to how many drafts of the move `draftState` searches before it looks the symbol up. */
const SEARCHED = 24;

/** The current plain data of `st` (its working copy, or the untouched object). */
function current(st: DraftState): Obj {
  return st.copy ?? st.base;
}

/**
 * Gives `st` its working copy, and its ancestors theirs, each holding the copy below it. A draft no longer
 * at its place (its key was given another value) gets a copy of its own only: it reaches the next state
 * only where it was assigned anew, as a draft (see `produce`).
 */
function ensureCopy(st: DraftState): Obj {
  if (st.copy) return st.copy;
  const base = st.base;
  const copy = Array.isArray(base) ? (base.slice() as unknown as Obj) : st.parent === null ? copyRoot(base) : assignable(base) ? Object.assign({}, base) : { ...base };
  st.copy = copy;
  const parent = st.parent;
  if (parent && st.placed) ensureCopy(parent)[st.key] = copy;
  return copy;
}

/**
 * Whether a working copy of `o` is best made with Object.assign rather than a spread. This one site copies every
 * shape of the state, so a spread here runs V8's megamorphic object clone, two to four times slower than assign on
 * a small object; but assign adds named keys one by one, and past about 16 an object goes to dictionary mode, slow
 * to copy and to read ever after (docs/performance.md). A record keyed by numbers only (units by id) holds them as
 * elements, which assign copies in one go (tens of times faster than the spread). The state's keys are ids, never
 * "__proto__" (which assign would take for the prototype). Counted with Object.keys, which copies the shape's list
 * of keys: a `for…in` stopping at the 17th key cost more at this site, where it sees every shape.
 */
function assignable(o: Obj): boolean {
  const keys = Object.keys(o);
  // Integer keys come first in an object's keys: when the last is one, all are.
  return keys.length <= 16 || isIndex(keys[keys.length - 1]);
}

/** Whether an own key is an array index (its digits only: the state writes none with a leading zero). */
function isIndex(key: string): boolean {
  for (let i = 0; i < key.length; i++) {
    const c = key.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return true;
}

/** The root's copy, at a spread of its own: it sees one shape per game, so V8 clones it at its fast path. */
function copyRoot(base: Obj): Obj {
  return { ...base };
}

function childDraft(st: DraftState, key: PropertyKey, value: Obj): Obj {
  let child = st.child;
  while (child !== null && child.key !== key) child = child.next;
  if (child === null || (child.base !== value && child.copy !== value)) {
    // Only objects of the previous state are drafted (they hold no draft); a value created or assigned in
    // this move, a draft included, is returned as it is.
    if (st.base[key] !== value) return value;
    if (child !== null) unplace(st, child);
    child = newDraft(value, st, key, st.scope);
    child.next = st.child;
    st.child = child;
  }
  lastProxy = child.proxy;
  lastState = child;
  return child.proxy;
}

/** Takes `child` off `st`'s list of children: its key was given another value. */
function unplace(st: DraftState, child: DraftState): void {
  child.placed = false;
  if (st.child === child) {
    st.child = child.next;
    return;
  }
  let c = st.child!;
  while (c.next !== child) c = c.next!;
  c.next = child.next;
}

/** Takes the draft of `key`, if any, off `st`'s list of children. */
function unplaceKey(st: DraftState, key: PropertyKey): void {
  for (let c = st.child; c !== null; c = c.next) {
    if (c.key === key) {
      unplace(st, c);
      return;
    }
  }
}

/** Shortening an array detaches the drafts of the elements cut off. */
function unplaceFrom(st: DraftState, length: number): void {
  for (let c = st.child; c !== null; c = c.next) if (Number(c.key) >= length) unplace(st, c);
}

/** `draft[key]` as the proxy's `get` trap answers it. */
function read(st: DraftState, key: PropertyKey): unknown {
  const value = current(st)[key];
  if (value === null || typeof value !== "object") return value;
  return childDraft(st, key, value as Obj);
}

/**
 * `draft[key] = value` on `st`'s working copy, counted (derived.ts): the key's draft, if any, no longer sits at its
 * place, nor (shortening an array) do the drafts of the elements cut off.
 */
function write(st: DraftState, key: PropertyKey, value: unknown): void {
  writes++;
  const copy = ensureCopy(st);
  if (key === "length" && Array.isArray(copy)) {
    // A named store: an array's length set by a keyed store takes V8's slow path.
    copy.length = value as number;
    if (st.child !== null) unplaceFrom(st, copy.length);
  } else {
    copy[key] = value;
    if (st.child !== null) unplaceKey(st, key);
  }
}

const handler: ProxyHandler<Target> = {
  get(target, key) {
    const st = target.state;
    return key === DRAFT ? st : read(st, key);
  },
  set(target, key, value) {
    const st = target.state;
    write(st, key, value);
    if (value !== null && typeof value === "object") st.scope.assigned.push(st, key, value);
    return true;
  },
  deleteProperty(target, key) {
    const st = target.state;
    writes++;
    delete ensureCopy(st)[key];
    unplaceKey(st, key);
    return true;
  },
  has(target, key) {
    return key in current(target.state);
  },
  ownKeys(target) {
    return Reflect.ownKeys(current(target.state));
  },
  getOwnPropertyDescriptor(target, key) {
    const st = target.state;
    const src = current(st);
    const desc = Reflect.getOwnPropertyDescriptor(src, key);
    if (!desc) return undefined;
    // An array's length stays as its target reports it (not configurable); every other property is
    // reported configurable, as the proxy's target does not hold it.
    if (Array.isArray(src) && key === "length") return { value: src.length, writable: true, enumerable: false, configurable: false };
    return { value: handler.get!(target, key, target), writable: true, enumerable: desc.enumerable, configurable: true };
  },
  defineProperty() {
    throw new Error("draft: defineProperty is not supported");
  },
  getPrototypeOf(target) {
    return Object.getPrototypeOf(current(target.state));
  },
  setPrototypeOf() {
    throw new Error("draft: setPrototypeOf is not supported");
  },
};

/** An empty array carrying `st`: an array draft's proxy target. */
function arrayTarget(st: DraftState): Target {
  const target = [] as unknown as Target;
  target.state = st;
  return target;
}

function newDraft(base: Obj, parent: DraftState | null, key: PropertyKey, scope: Scope): DraftState {
  const st: DraftState = { base, copy: null, parent, key, child: null, next: null, placed: true, proxy: null as unknown as Obj, scope, state: null as unknown as DraftState };
  st.state = st;
  // The target only carries the state (reads go to `current`): the state itself, or for an array an array
  // holding it (so that Array.isArray holds). Its own properties are configurable, so the proxy need not
  // list them among its keys.
  const target = Array.isArray(base) ? arrayTarget(st) : st;
  st.proxy = new Proxy(target, handler) as unknown as Obj;
  scope.drafts.push(st);
  return st;
}

/**
 * `value` with every draft inside replaced by its current plain data (in place: the value is the move's own).
 * States and events are JSON trees, so no object is met twice on one path; a list of keys per object (not
 * `for…in`, which also searches the prototype chain) keeps it quick on the many small shapes of events.
 */
function resolve(value: unknown): unknown {
  if (value === null || typeof value !== "object") return value;
  const st = draftState(value);
  if (st) return current(st);
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const v = value[i];
      if (v !== null && typeof v === "object") {
        const r = resolve(v);
        if (r !== v) value[i] = r;
      }
    }
    return value;
  }
  const o = value as Obj;
  const keys = Object.keys(o);
  for (let i = 0; i < keys.length; i++) {
    const v = o[keys[i]];
    if (v !== null && typeof v === "object") {
      const r = resolve(v);
      if (r !== v) o[keys[i]] = r;
    }
  }
  return value;
}

/**
 * Runs `recipe` on a draft of `base` and returns the next state (`base` itself when nothing changed). If the
 * recipe throws, the error propagates and `base` is untouched. `outliving` lists values made during the move
 * that outlive it (its events): the drafts inside them are replaced by their final plain data, in place. `plain`
 * lists those of them known to hold no draft, in the same order (fresh events, flow.ts's `emitFresh`): skipped.
 */
export function produce<T extends object>(base: T, recipe: (draft: T) => void, outliving?: unknown[], plain?: readonly unknown[]): T {
  producing++;
  try {
    return produceDraft(base, recipe, outliving, plain);
  } finally {
    producing--;
  }
}

function produceDraft<T extends object>(base: T, recipe: (draft: T) => void, outliving?: unknown[], plain?: readonly unknown[]): T {
  const scope: Scope = { assigned: [], drafts: [] };
  const root = newDraft(base as Obj, null, "", scope);
  scopes.push(scope);
  const outerProxy = rootProxy;
  const outerState = rootState;
  rootProxy = root.proxy;
  rootState = root;
  try {
    recipe(root.proxy as T);
    // Still the innermost move: its drafts are told from plain data as during the recipe.
    return finish(base, root, outliving, plain);
  } finally {
    scopes.pop();
    rootProxy = outerProxy;
    rootState = outerState;
    lastProxy = lastState = null;
  }
}

/** The next state once the recipe has returned, and the outliving values with their drafts replaced. */
function finish<T extends object>(base: T, root: DraftState, outliving: unknown[] | undefined, plain: readonly unknown[] | undefined): T {
  // One walk over everything that may hold drafts: the outliving values (but the plain ones) and the values
  // assigned in the move (a drafted unit put in a new place, a frame spread from a draft).
  if (outliving) resolveAll(outliving, plain ?? NONE);
  if (!root.copy) return base;
  const assigned = root.scope.assigned;
  for (let i = 0; i < assigned.length; i += 3) {
    const copy = (assigned[i] as DraftState).copy!;
    const key = assigned[i + 1] as PropertyKey;
    const value = assigned[i + 2];
    if (copy[key] !== value) continue;
    const r = resolve(value);
    if (r !== value) copy[key] = r;
  }
  return root.copy as T;
}

const NONE: readonly unknown[] = [];

/**
 * Resolves each of `values` in place but those of `plain`, a subsequence of them: met in the same order, each is
 * passed over by one comparison (a value it lists that is not met, or met out of order, is only resolved).
 */
function resolveAll(values: unknown[], plain: readonly unknown[]): void {
  let next = 0;
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (next < plain.length && v === plain[next]) next++;
    else values[i] = resolve(v);
  }
}

/**
 * `x[key]` (a draft of the child when `x` is a draft), without the proxy's trap where the kit knows `x`'s draft
 * at once (the root, the child read last): the kit's stack operations read the state's stack and its top frame so.
 * The key is a string, as a trap receives it (an index too): children are kept by key.
 */
export function member(x: object, key: string): unknown {
  const st = draftState(x);
  return st ? read(st, key) : (x as Obj)[key];
}

/** `x[key][at]` as `member` reads it: an element of one of the state's lists or records (a player, a city by hex). */
export function element(x: object, key: string, at: number | string): unknown {
  return member(member(x, key) as object, String(at));
}

/** True when `x` is a draft. */
export function isDraftObject(x: unknown): boolean {
  return !!draftState(x);
}

/** What `x` holds right now as plain data: a draft's working copy (or its untouched object), else `x`. */
export function peek<T>(x: T): T {
  const st = draftState(x);
  return st ? (current(st) as T) : x;
}

/**
 * The plain previous state while nothing has changed yet in the move (e.g. when a move handler starts),
 * else `s` itself: queries that read much of the state run far faster on it.
 */
export function unchanged<T>(s: T): T {
  const st = draftState(s);
  return st && !st.copy ? (st.base as T) : s;
}

/**
 * `draft[key] = value` for a value built in this move from plain data only (no draft inside): it skips the
 * bookkeeping of assignments that may hold drafts. NEVER pass a value holding a draft.
 */
export function assignFresh<T extends object, K extends keyof T>(draft: T, key: K, value: T[K]): void {
  const st = draftState(draft);
  if (!st) {
    draft[key] = value;
    return;
  }
  write(st, key as PropertyKey, value);
}

/** Appends `value` (built in this move from plain data only) to the draft array `list`. */
export function appendFresh<T>(list: T[], value: T): void {
  const st = draftState(list);
  if (!st) {
    list.push(value);
    return;
  }
  writes++;
  (ensureCopy(st) as unknown as T[]).push(value);
}

/**
 * `list.shift()` for a draft array of strings or numbers (a deck of card ids), in one write: through the draft,
 * `shift()` moves every element by a write of its own. (Objects moved to another index would no longer be drafted
 * there, draft.ts's header: for them use `shift()`.)
 */
export function shift<T extends string | number>(list: T[]): T | undefined {
  const st = draftState(list);
  if (!st) return list.shift();
  writes++;
  return (ensureCopy(st) as unknown as T[]).shift();
}

/** `list.length = length` (shorter) without the proxy's trap where the kit knows `list`'s draft at once (`member`). */
export function truncate(list: unknown[], length: number): void {
  const st = draftState(list);
  if (!st) {
    list.length = length;
    return;
  }
  write(st, "length", length);
}

/** How many writes went through drafts so far: unchanged, no working copy has changed (derived.ts). */
export function draftWrites(): number {
  return writes;
}

/** True while `x` is the working copy of a move being applied: it may still change (derived.ts). */
export function isWorkingCopy(x: object): boolean {
  for (let i = scopes.length - 1; i >= 0; i--) {
    const drafts = scopes[i].drafts;
    for (let j = 0; j < drafts.length; j++) if (drafts[j].copy === x) return true;
  }
  return false;
}
