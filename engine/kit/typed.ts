/**
 * The kit's definers bound to one game's state type (and hook names), so a game states its types once:
 * `export const { defineFrame, defineAutoFrame, defineMove, onHook, defineChoice } = definersFor<MyState, MyHook>();`
 */
import type { Move } from "../core/types.ts";
import { defineChoice, type ChoiceHandler } from "./choice.ts";
import { defineAutoFrame, defineFrame, defineMove, onHook, type Ctx, type FlowState, type Frame, type FrameHandler, type MoveHandler } from "./flow.ts";
import type { RuleModule } from "./rules.ts";

export function definersFor<S extends FlowState, H extends string = string>() {
  return {
    defineFrame: <F extends Frame>(module: RuleModule, kind: F["kind"], handler: FrameHandler<S, F>) => defineFrame<S, F>(module, kind, handler),
    defineAutoFrame: <F extends Frame>(module: RuleModule, kind: F["kind"], auto: (ctx: Ctx<S>, frame: F) => boolean) => defineAutoFrame<S, F>(module, kind, auto),
    defineMove: <M extends Move>(module: RuleModule, type: M["type"], handler: MoveHandler<S, M>) => defineMove<S, M>(module, type, handler),
    onHook: (module: RuleModule, name: H, fn: (ctx: Ctx<S>, data: any) => void, opts?: { requires?: string; when?: (s: S, data: any) => boolean }) =>
      onHook<S, H>(module, name, fn, opts),
    defineChoice: (module: RuleModule, id: string, handler: ChoiceHandler<S>) => defineChoice<S>(module, id, handler),
  };
}
