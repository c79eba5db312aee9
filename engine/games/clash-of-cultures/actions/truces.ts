/**
 * Negotiations (action card): the truces it leaves in `cards.truces` (cards/board-effects.ts) restrict the
 * Move action. Kept apart from the card effects so that actions/move.ts can import it without an import
 * cycle through the card-effect registry.
 */
import type { Seat, Text } from "../../../core/types.ts";
import { GREAT_PERSONS, fixedCost, type Cost } from "../data/index.ts";
import type { Ctx } from "../base/flow.ts";
import { allUnits } from "../base/queries.ts";
import { effectiveCost, pay, suggestPayment } from "../base/resources.ts";
import type { CocState, HexKey } from "../base/state.ts";
import { peek } from "../../../kit/peek.ts";
import { text } from "../text/index.ts";

/**
 * Why `mover` may not move units into `hex` now, or null. Blocked: hexes with units or a city of a
 * player it negotiated with, for the turn the truce covers.
 */
export function truceBlocker(s: CocState, mover: Seat, hex: HexKey): Text | null {
  const truces = s.cards?.truces;
  return truces?.length ? truceIn(s, truces, mover, hex) : null;
}

type Truces = NonNullable<CocState["cards"]>["truces"];

/**
 * `truceBlocker` once some truce holds. Apart from its gate, which answers no for nearly every hex a listing asks
 * about, so that the gate is optimized early (V8 tiers a function up by the bytecode it runs against its length).
 */
function truceIn(s: CocState, truces: Truces, mover: Seat, hex: HexKey): Text | null {
  for (const t of truces) {
    if (t.seat !== mover || t.when !== "now") continue;
    const city = s.cities[hex];
    if (city && city.owner === t.other) return text("coc.err.truceCities", { seat: t.other });
    for (const u of allUnits(s)) {
      if (u.hex === hex && u.owner === t.other) return text("coc.err.truceUnits", { seat: t.other });
    }
  }
  return null;
}

// ---- Great Diplomat [EXP]: diplomatic relations (events/expansion-effects.ts) -------------------------

const DIPLOMAT_CULTURE = Number((GREAT_PERSONS.find((g) => g.id === "great-diplomat")!.params as Record<string, unknown>).cultureToEnter);

type Diplomacy = NonNullable<NonNullable<CocState["events"]>["diplomacy"]>;

/** Culture tokens `mover` must pay to move into `hex`: its diplomatic partner's units stand there (0: none). */
export function diplomacyCost(s: CocState, mover: Seat, hex: HexKey): number {
  const d = s.events?.diplomacy;
  return d ? partnerCost(s, d, mover, hex) : 0;
}

/** `diplomacyCost` once diplomatic relations exist; apart from its gate as `truceIn` is. */
function partnerCost(s: CocState, d: Diplomacy, mover: Seat, hex: HexKey): number {
  const partner = d.holder === mover ? d.partner : d.partner === mover ? d.holder : null;
  if (partner === null) return 0;
  for (const u of allUnits(s)) if (u.hex === hex && u.owner === partner) return DIPLOMAT_CULTURE;
  return 0;
}

function diplomacyPrice(s: CocState, mover: Seat, hex: HexKey): Cost | null {
  const n = diplomacyCost(s, mover, hex);
  return n ? effectiveCost(s, mover, fixedCost({ culture: n }, false)) : null;
}

/** Why `mover` may not move into `hex` because of diplomatic relations (cannot pay the tokens), or null. */
export function diplomacyBlocker(s: CocState, mover: Seat, hex: HexKey): Text | null {
  const cost = diplomacyPrice(s, mover, hex);
  if (!cost || suggestPayment(s.players[mover], cost)) return null;
  return text("coc.err.diplomatCost", { n: diplomacyCost(s, mover, hex) });
}

/** Pays the diplomatic relations' price of moving into `hex`, if any (culture tokens; mood too with the Colosseum). */
export function payDiplomacy(ctx: Ctx, mover: Seat, hex: HexKey) {
  const cost = diplomacyPrice(peek(ctx.s), mover, hex); // read-only: plain data (engine/kit/peek.ts)
  if (!cost) return;
  const p = ctx.s.players[mover];
  pay(ctx, p, cost, suggestPayment(p, cost) ?? {}, "great-diplomat");
}
