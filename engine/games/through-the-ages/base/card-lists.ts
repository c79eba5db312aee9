/**
 * Taking a card out of a list of card ids (a hand, the military hand) during a move, in one write: through the
 * move's draft, `splice` writes every card after the one taken (peek.ts). Adding one: `putIn`, or the kit's
 * `appendFresh` when the list is drafted already.
 */
import { assignFresh, peek } from "../../../kit/peek.ts";

/** The keys of `O` that hold a list of card ids. */
type CardList<O> = { [K in keyof O]: O[K] extends string[] ? K : never }[keyof O];

/** `owner[key].splice(owner[key].indexOf(id), 1)` on a draft `owner`, in one write. */
export function takeOut<O extends object>(owner: O, key: CardList<O>, id: string): void {
  const list = peek(owner)[key] as string[];
  assignFresh(owner, key, list.toSpliced(list.indexOf(id), 1) as O[CardList<O>]);
}

/**
 * `owner[key].push(id)` on a draft `owner`, in one write of a new list: the list itself is not drafted (reading it
 * through the draft, as `appendFresh` needs, costs a trap and a draft of its own).
 */
export function putIn<O extends object>(owner: O, key: CardList<O>, id: string): void {
  assignFresh(owner, key, [...(peek(owner)[key] as string[]), id] as O[CardList<O>]);
}
