/**
 * Patches between two views of a game, so a room sends each client only what a move changed.
 *
 * An op is `[pointer, value]` (set the value at the JSON pointer, RFC 6901; an array index equal to the
 * length appends, `…/length` on an array truncates it) or `[pointer]` (delete an object's key). The
 * empty pointer replaces the whole view.
 *
 * The diff trusts the engine contract that states are immutable: a sub-object that is the same object in
 * both views is unchanged and is not visited. Views built from copy-on-write states share every part a move
 * did not touch, so a diff costs about what the move changed, not what the view holds.
 */

export type ViewPatchOp = [pointer: string] | [pointer: string, value: unknown];
export type ViewPatch = ViewPatchOp[];

type Json = Record<string, unknown> | unknown[];

const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null;
const escapeKey = (key: string) => (/[~/]/.test(key) ? key.replace(/~/g, "~0").replace(/\//g, "~1") : key);
const unescapeKey = (key: string) => (key.includes("~") ? key.replace(/~1/g, "/").replace(/~0/g, "~") : key);

/** The ops that turn `prev` into `next` (both plain JSON-like values). */
export function diffView(prev: unknown, next: unknown): ViewPatch {
  const ops: ViewPatch = [];
  if (prev !== next) diffInto(prev, next, null, ops);
  return ops;
}

/** Where the diff is, as a linked list: the pointer string is built only for a node that gets an op. */
interface At { up: At | null; key: string }

function pointer(at: At | null, key?: string): string {
  let s = key === undefined ? "" : `/${key}`;
  for (let x = at; x; x = x.up) s = `/${x.key}${s}`;
  return s;
}

function diffInto(a: unknown, b: unknown, at: At | null, ops: ViewPatch): void {
  if (!isObject(a) || !isObject(b) || Array.isArray(a) !== Array.isArray(b)) {
    // An undefined field vanishes in JSON, so it is a deletion there.
    ops.push(b === undefined ? [pointer(at)] : [pointer(at), b]);
    return;
  }
  if (Array.isArray(a)) {
    const bb = b as unknown[];
    const common = Math.min(a.length, bb.length);
    for (let i = 0; i < common; i++) {
      const av = a[i] ?? null, bv = bb[i] ?? null;
      if (av !== bv) diffInto(av, bv, { up: at, key: String(i) }, ops);
    }
    if (bb.length < a.length) ops.push([pointer(at, "length"), bb.length]);
    for (let i = common; i < bb.length; i++) ops.push([pointer(at, String(i)), bb[i] ?? null]);
    return;
  }
  // `for…in` walks the keys without making a key list (views are plain data: nothing enumerable is inherited, but a
  // key such as "constructor" reads an inherited value where the object lacks it, hence `hasOwn` where values differ).
  // The keys of `b` found in `a` are counted: when that is every defined key of `a`, none was deleted.
  const ao = a as Record<string, unknown>, bo = b as Record<string, unknown>;
  let kept = 0;
  for (const key in bo) {
    const bv = bo[key];
    if (bv === undefined) continue;
    const av = ao[key];
    if (av === bv) kept++;
    else if (av === undefined || !Object.hasOwn(ao, key)) ops.push([pointer(at, escapeKey(key)), bv]);
    else {
      kept++;
      diffInto(av, bv, { up: at, key: escapeKey(key) }, ops);
    }
  }
  let defined = 0;
  for (const key in ao) if (ao[key] !== undefined) defined++;
  if (defined === kept) return;
  for (const key in ao) {
    if (ao[key] !== undefined && (bo[key] === undefined || !Object.hasOwn(bo, key))) ops.push([pointer(at, escapeKey(key))]);
  }
}

/** A typed failure to apply a patch: the client's copy was not the patch's base, so it must resync. */
export class ViewPatchError extends Error {
  override name = "ViewPatchError";
}

/**
 * Applies `patch` to `base` copy-on-write: `base` is left untouched and the result shares every part the
 * patch did not reach, so a renderer can tell what changed by identity. Throws ViewPatchError when the
 * patch does not fit `base`.
 */
export function applyViewPatch<V>(base: V, patch: ViewPatch): V {
  let root: unknown = base;
  // Containers already copied during this patch, so two ops under one parent copy it once.
  const fresh = new Set<unknown>();
  const own = (v: Json): Json => {
    if (fresh.has(v)) return v;
    const copy = Array.isArray(v) ? v.slice() : { ...v };
    fresh.add(copy);
    return copy;
  };
  for (const op of patch) {
    const pointer = op[0];
    if (pointer === "") {
      if (op.length < 2) throw new ViewPatchError("a patch cannot delete the whole view");
      root = op[1];
      continue;
    }
    const keys = pointer.slice(1).split("/").map(unescapeKey);
    if (!isObject(root)) throw new ViewPatchError(`no container at ${pointer}`);
    root = own(root);
    let parent = root as Json;
    for (let i = 0; i < keys.length - 1; i++) {
      const child = (parent as Record<string, unknown>)[keys[i]];
      if (!isObject(child)) throw new ViewPatchError(`no container at ${pointer}`);
      const copy = own(child);
      (parent as Record<string, unknown>)[keys[i]] = copy;
      parent = copy;
    }
    const last = keys[keys.length - 1];
    if (Array.isArray(parent)) {
      if (last === "length" && op.length === 2) {
        parent.length = op[1] as number;
        continue;
      }
      const index = Number(last);
      if (!Number.isInteger(index) || index < 0 || index > parent.length || op.length < 2) throw new ViewPatchError(`bad array op at ${pointer}`);
      parent[index] = op[1];
    } else if (op.length < 2) {
      delete parent[last];
    } else {
      parent[last] = op[1];
    }
  }
  return root as V;
}
