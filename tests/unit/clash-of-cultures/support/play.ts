/**
 * Helpers for Clash of Cultures rule tests: reading events and prompts, answering prompts, unit lists for
 * scenarios, and battles started directly on the 2-player scenario board (seat 0's city on 3,0).
 */
import type { GameEvent, PromptOption, Seat } from "../../../../engine/core/types.ts";
import type { UnitTypeId } from "../../../../engine/games/clash-of-cultures/data/index.ts";
import { clashOfCultures as coc } from "../../../../engine/games/clash-of-cultures/index.ts";
import { startBattle, type BattleStart } from "../../../../engine/games/clash-of-cultures/combat/battle.ts";
import type { CocState, Owner } from "../../../../engine/games/clash-of-cultures/base/state.ts";
import { play, type ScenarioSpec, within } from "../../../../engine/games/clash-of-cultures/testing/scenario.ts";

export type Played = { state: CocState; events: GameEvent[] };
export type UnitSpec = NonNullable<ScenarioSpec["units"]>[number];

export const ev = (events: GameEvent[], type: string) => events.filter((e) => e.type === type);

/** The first pending prompt; the fields only some kinds have are optional, so tests read them without narrowing. */
export const prompt = (s: CocState) =>
  coc.pending(s)[0] as { kind: string; seat: Seat; id: string; options?: PromptOption[]; min?: number; moveType?: string };

export const optionValues = (s: CocState) => (prompt(s).options ?? []).map((o) => o.value);

/** Answers the pending choice as the prompted seat, or as `seat` where the test says whose choice it must be. */
export function choose(s: CocState, value: string | number | null, seat: Seat | undefined = prompt(s)?.seat): Played {
  if (seat === undefined) throw new Error("nothing pending");
  return play(s, seat, { type: "event-choice", value });
}

/** Whether the game waits for a seat's turn move (no other decision pending). */
export const onTurn = (s: CocState) => prompt(s)?.id === "turn";

/** Answers every pending prompt with its first legal move until `stop` holds; returns the state and all events. */
export function settle(r: Played, stop: (s: CocState) => boolean = onTurn): Played {
  const events = [...r.events];
  let s = r.state;
  for (let i = 0; i < 50 && !s.finished && !stop(s); i++) {
    const p = prompt(s);
    if (!p) break;
    const next = play(s, p.seat, coc.legalMoves(s, p.seat)[0]);
    events.push(...next.events);
    s = next.state;
  }
  return { state: s, events };
}

/** `n` units of one owner and type on `hex`. */
export const units = (owner: Owner, type: UnitTypeId, n: number, hex: string): UnitSpec[] => Array.from({ length: n }, () => ({ owner, type, hex }));

/** Starts a land battle on `hex` with all the attacker's units there (seat 0 from 3,0 unless `b` says otherwise). */
export function fight(s: CocState, hex: string, b: Partial<BattleStart> = {}): Played {
  const attacker = b.attacker ?? 0;
  const attackers = Object.values(s.units).filter((u) => u.hex === hex && u.owner === attacker).map((u) => u.id);
  return within(s, (ctx) => startBattle(ctx, { hex, attacker, attackers, from: "3,0", kind: "land", ...b }));
}
