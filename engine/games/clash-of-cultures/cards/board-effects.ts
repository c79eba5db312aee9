/**
 * Action-card effects that act on the map, on moods, on turns and on hands (catalog §4.2; texts in
 * data/action-cards.ts). The framework is in cards/effects.ts.
 */
import type { Seat } from "../../../core/types.ts";
import { ACTIONS_PER_TURN, BUILDINGS, STACK_LIMIT, fixedCost, type BuildingId, type PayableKind, type WonderId } from "../data/index.ts";
import { activateCity, activationBlocker } from "../base/activation.ts";
import { canCollectNow } from "../actions/collect.ts";
import { canTakeOver } from "../actions/influence.ts";
import { buildableBuildings, buildingBlocker, constructFacts, dogmaChoices, placeBuilding, portHexes, refusesEveryBuilding } from "../actions/construct.ts";
import { barbarianControlRules, moveBarbarianArmy } from "../barbarians/barbarians.ts";
import { boardNeighbors, isExplored, isLand, revealRegion } from "../base/board.ts";
import { drawFrom } from "../base/decks.ts";
import { allowedOrientations } from "../actions/exploration.ts";
import { check, emit, onHook, pop, push, type Ctx } from "../base/flow.ts";
import { raiseMood } from "../base/mood.ts";
import { hexesWithin, presenceHexes } from "./objective-checks.ts";
import { cardsState } from "./objectives.ts";
import { allUnits, citiesOf, player, unitDef } from "../base/queries.ts";
import { effectiveCost, gain, suggestPayment } from "../base/resources.ts";
import type { CocState, HexKey } from "../base/state.ts";
import { peek } from "../../../kit/peek.ts";
import { reveals } from "../../../kit/random.ts";
import { addUnit, inSupply } from "../base/units.ts";
import {
  cardFrame, defineCardEffect, hexLabel, option, payCost, seatLabel, type CardOption,
} from "./effects.ts";
import { ruleModule, rulesInForce } from "../../../kit/rules.ts";
import { text } from "../text/index.ts";

/** What this file adds to the game's rules (listed in index.ts). */
export const rules = ruleModule("cards/board-effects");

const CULTURE_1 = fixedCost({ culture: 1 }, false);

// ---- Hero General, Ideas, Great Ideas, Leadership -----------------------------------------------------

function unhappyCities(s: CocState, seat: Seat): HexKey[] {
  return citiesOf(s, seat).filter((c) => c.mood !== "happy").map((c) => c.hex);
}

// Hero General (after a land battle won this turn): +1 mood step, then +1 more for 1 mood token.
defineCardEffect(rules, "hero-general", {
  blocker: (s, seat) => (unhappyCities(s, seat).length ? null : text("coc.err.allCitiesAlreadyHappy")),
  start(ctx, seat, card) {
    push(ctx, cardFrame(seat, card, "hero-general", "first"));
  },
  options(s, f) {
    const pm = f.step === "second" ? suggestPayment(player(s, f.seat), effectiveCost(s, f.seat, fixedCost({ mood: 1 }, false))) : null;
    if (f.step === "second" && !pm) return [];
    return unhappyCities(s, f.seat).map((h) => ({ value: h, label: hexLabel(h), ...(pm ? { payment: pm } : {}) }));
  },
  optional: (_s, f) => f.step === "second",
  label: (_s, f) => (f.step === "first"
    ? text("coc.card.heroGeneral.first")
    : text("coc.card.heroGeneral.second")),
  choose(ctx, f, value, payment) {
    if (value === null && f.step === "second") { pop(ctx, f); return; }
    const o = option(this.options!(ctx.s, f), value, "city");
    if (f.step === "second") {
      pop(ctx, f);
      payCost(ctx, f.seat, fixedCost({ mood: 1 }, false), payment ?? o.payment, "hero-general");
    } else {
      f.step = "second";
    }
    raiseMood(ctx, ctx.s.cities[o.value], "card:hero-general");
    if (f.step === "second" && ctx.s.stack.includes(f) && !this.options!(ctx.s, f).length) pop(ctx, f);
  },
});

function academyCities(s: CocState, seat: Seat): number {
  return citiesOf(s, seat).filter((c) => c.buildings.academy !== undefined).length;
}

defineCardEffect(rules, "ideas", {
  blocker: (s, seat) => (academyCities(s, seat) ? null : text("coc.err.haveNoCityAcademy")),
  start(ctx, seat) {
    gain(ctx, player(ctx.s, seat), { ideas: academyCities(ctx.s, seat) }, "card:ideas");
  },
});

defineCardEffect(rules, "great-ideas", {
  blocker: () => null,
  start(ctx, seat) {
    gain(ctx, player(ctx.s, seat), { ideas: 2 }, "card:great-ideas");
  },
});

defineCardEffect(rules, "leadership", {
  blocker: () => null,
  start(ctx, seat) {
    ctx.s.turn!.actionsLeft++;
    emit(ctx, { type: "ActionGained", seat, reason: "card:leadership" });
  },
});

// ---- Assassination and Negotiations: effects on other players' turns ---------------------------------

function otherSeats(s: CocState, seat: Seat): Seat[] {
  return s.players.map((p) => p.seat).filter((x) => x !== seat);
}

defineCardEffect(rules, "assassination", {
  blocker: (s, seat) => (otherSeats(s, seat).some((x) => !(s.cards?.assassinated ?? []).includes(x)) ? null : text("coc.err.everyOtherPlayerAlready")),
  start(ctx, seat, card) {
    push(ctx, cardFrame(seat, card, "assassination", "target"));
  },
  options: (s, f) => otherSeats(s, f.seat).filter((x) => !(s.cards?.assassinated ?? []).includes(x)).map((x) => ({ value: String(x), label: seatLabel(x) })),
  label: () => text("coc.card.assassination"),
  choose(ctx, f, value) {
    const o = option(this.options!(ctx.s, f), value, "player");
    pop(ctx, f);
    cardsState(ctx.s).assassinated.push(Number(o.value));
    emit(ctx, { type: "PlayerAssassinated", seat: f.seat, target: Number(o.value) });
  },
});

/** Whether nothing has happened yet in the current turn (Negotiations: "only at the start of your turn"). */
function atTurnStart(s: CocState): boolean {
  const t = s.turn;
  return !!t && t.actionsLeft === ACTIONS_PER_TURN && t.used.length === 0 && t.unitsStopped.length === 0 && t.movedThisAction.length === 0;
}

defineCardEffect(rules, "negotiations", {
  blocker: (s) => (atTurnStart(s) ? null : text("coc.err.negotiationsPlayedStartTurn")),
  start(ctx, seat, card) {
    push(ctx, cardFrame(seat, card, "negotiations", "target"));
  },
  options: (s, f) => otherSeats(s, f.seat).map((x) => ({ value: String(x), label: seatLabel(x) })),
  label: () => text("coc.card.negotiations"),
  choose(ctx, f, value) {
    const o = option(this.options!(ctx.s, f), value, "player");
    const other = Number(o.value);
    pop(ctx, f);
    cardsState(ctx.s).truces.push({ seat: f.seat, other, when: "now" }, { seat: other, other: f.seat, when: "next-turn" });
    emit(ctx, { type: "Negotiations", seat: f.seat, with: other });
  },
});

/** Negotiations restrict the Move action through `truceBlocker` (actions/truces.ts, re-exported here). */
export { truceBlocker } from "../actions/truces.ts";

onHook(rules, "turn-start", (ctx, { seat }: { seat: Seat }) => {
  const c = ctx.s.cards!;
  c.truces = c.truces.filter((t) => t.when === "next-turn").map((t) => (t.seat === seat ? { ...t, when: "now" as const } : t));
  const i = c.assassinated.indexOf(seat);
  if (i >= 0 && ctx.s.turn) {
    c.assassinated.splice(i, 1);
    ctx.s.turn.actionsLeft = Math.max(0, ctx.s.turn.actionsLeft - 1);
    emit(ctx, { type: "ActionLost", seat, reason: "card:assassination" });
  }
}, {
  when: (s, { seat }: { seat: Seat }) => {
    const pc = peek(s).cards;
    return !!pc && (peek(pc.truces).length > 0 || peek(pc.assassinated).includes(seat));
  },
});

// ---- Marker cards: they change the player's next Collect / Influence ------------------------------------

/**
 * Production Focus, Mass Production and Cultural Takeover only leave a marker in `turn.used`
 * ("production-focus", "mass-production", "cultural-takeover") that the Collect and Influence actions read
 * for the player's next such action.
 */
function markerEffect(marker: string, exclusive: string[]) {
  return {
    blocker: (s: CocState, _seat: Seat) => {
      const used = s.turn?.used ?? [];
      if (used.includes(marker)) return text("coc.err.effectAlreadyWaitingNext");
      if (exclusive.some((m) => used.includes(m))) return text("coc.err.productionFocusMassProduction");
      return null;
    },
    start(ctx: Ctx, seat: Seat) {
      ctx.s.turn!.used.push(marker);
      emit(ctx, { type: "CardEffectPending", seat, effect: marker });
    },
  };
}
/** Production Focus / Mass Production: only while a Collect is possible (the catalog's "a city can collect"). */
function collectMarkerEffect(marker: string, exclusive: string[]) {
  const base = markerEffect(marker, exclusive);
  return {
    ...base,
    blocker: (s: CocState, seat: Seat) => base.blocker(s, seat) ?? (canCollectNow(s, seat) ? null : text("coc.err.noneCitiesCollect")),
  };
}
defineCardEffect(rules, "production-focus", collectMarkerEffect("production-focus", ["mass-production"]));
defineCardEffect(rules, "mass-production", collectMarkerEffect("mass-production", ["production-focus"]));
defineCardEffect(rules, "cultural-takeover", {
  ...markerEffect("cultural-takeover", []),
  blocker: (s, seat) => {
    if (s.turn?.used.includes("cultural-takeover")) return text("coc.err.effectAlreadyWaitingNextInfluence");
    return canTakeOver(s, seat) ? null : text("coc.err.noSize1Barbarian");
  },
});

// ---- Militia, Explorer -------------------------------------------------------------------------------

/** The ids of `owner`'s army units standing on `hex` (not aboard), found on plain data (engine/kit/peek.ts). */
function armyAt(s: CocState, hex: HexKey, owner: Seat | "barbarian"): number[] {
  const out: number[] = [];
  for (const u of allUnits(s)) if (u.hex === hex && u.owner === owner && unitDef(u.type).countsForStackLimit && u.carriedBy === null) out.push(u.id);
  return out;
}

/**
 * The cities where Militia may place its infantry (one from the supply, under the stack limit); with `first`, only
 * the first of them: the card's condition needs one city, and the legal moves ask it in every state.
 */
function militiaCities(s: CocState, seat: Seat, first = false): HexKey[] {
  const out: HexKey[] = [];
  if (inSupply(s, seat, "infantry") <= 0) return out;
  for (const c of citiesOf(s, seat)) {
    if (armyAt(s, c.hex, seat).length >= STACK_LIMIT) continue;
    out.push(c.hex);
    if (first) break;
  }
  return out;
}

defineCardEffect(rules, "militia", {
  blocker: (s, seat) => (militiaCities(s, seat, true).length ? null : text("coc.err.haveNoInfantryLeft")),
  start(ctx, seat, card) {
    push(ctx, cardFrame(seat, card, "militia", "city"));
  },
  options: (s, f) => militiaCities(s, f.seat).map((h) => ({ value: h, label: hexLabel(h) })),
  label: () => text("coc.card.militia"),
  choose(ctx, f, value) {
    const o = option(this.options!(ctx.s, f), value, "city");
    pop(ctx, f);
    addUnit(ctx, f.seat, "infantry", o.value);
  },
});

/** Unexplored regions next to a region that holds one of the seat's cities. */
export function explorerRegions(s: CocState, seat: Seat): number[] {
  const cityRegions = new Set(citiesOf(s, seat).map((c) => s.hexes[c.hex].region));
  const out = new Set<number>();
  for (const r of cityRegions) {
    for (const h of s.regions[r].hexes) {
      for (const n of boardNeighbors(s, h)) {
        const ri = s.hexes[n].region;
        if (!s.regions[ri].explored) out.add(ri);
      }
    }
  }
  return [...out].sort((a, b) => a - b);
}

function settlerCities(s: CocState, seat: Seat): HexKey[] {
  return inSupply(s, seat, "settler") > 0 ? citiesOf(s, seat).map((c) => c.hex) : [];
}

// Explorer: reveal a region next to one of your cities' regions (orientation rules 2-4, no unit moves),
// and/or gain a free settler in one of your cities.
defineCardEffect(rules, "explorer", {
  blocker: (s, seat) => (explorerRegions(s, seat).length ? null : text("coc.err.noUnexploredRegionLies")),
  start(ctx, seat, card) {
    push(ctx, cardFrame(seat, card, "explorer", "region"));
  },
  options(s, f) {
    if (f.step === "region") return explorerRegions(s, f.seat).map((r) => ({ value: String(r), label: text("coc.region", { region: r }) }));
    if (f.step === "orientation") return [{ value: "base", label: text("coc.card.explorer.base") }, { value: "flipped", label: text("coc.card.explorer.flipped") }];
    return settlerCities(s, f.seat).map((h) => ({ value: h, label: hexLabel(h) }));
  },
  optional: (_s, f) => f.step !== "orientation",
  label: (_s, f) => (f.step === "region"
    ? text("coc.card.explorer.region")
    : f.step === "orientation" ? text("coc.card.explorer.orientation")
      : text("coc.card.explorer.settler")),
  choose(ctx, f, value) {
    if (f.step === "region" || f.step === "orientation") {
      let region: number | null = null;
      let flipped = false;
      if (f.step === "region" && value !== null) {
        region = Number(option(this.options!(ctx.s, f), value, "region").value);
        const allowed = allowedOrientations(ctx.s, region, { shipCanEnter: [false, false] });
        if (allowed.length > 1) {
          f.step = "orientation";
          f.data.region = region;
          return;
        }
        flipped = allowed[0];
      } else if (f.step === "orientation") {
        region = f.data.region as number;
        flipped = option(this.options!(ctx.s, f), value, "orientation").value === "flipped";
      }
      if (region !== null) revealRegion(ctx, region, flipped);
      f.step = "settler";
      if (!settlerCities(ctx.s, f.seat).length) pop(ctx, f);
      return;
    }
    pop(ctx, f);
    if (value === null) return;
    const o = option(this.options!(ctx.s, f), value, "city");
    addUnit(ctx, f.seat, "settler", o.value);
  },
});

// ---- City Development: construct one building without paying resources --------------------------------

type DevChoice = { hex: HexKey; building: BuildingId; portHex?: HexKey; bonus?: PayableKind; dogma?: string };

function encodeDev(c: DevChoice): string {
  return [c.hex, c.building, c.portHex ?? "", c.bonus ?? "", c.dogma ?? ""].join("|");
}

function devChoices(s: CocState, seat: Seat, all = true): DevChoice[] {
  const out: DevChoice[] = [];
  const buildable = buildableBuildings(s, seat);
  if (!buildable.length) return out;
  const facts = constructFacts(s, seat);
  for (const city of citiesOf(s, seat)) {
    if (activationBlocker(s, seat, city.hex) || refusesEveryBuilding(s, city, facts)) continue;
    for (const i of buildable) {
      const b = BUILDINGS[i];
      const ports: (HexKey | undefined)[] = b.coastalOnly ? portHexes(s, city.hex) : [undefined];
      for (const portHex of ports) {
        if (buildingBlocker(s, seat, city.hex, b.id, portHex, facts)) continue;
        const bonuses = (b.onBuild.gainOneOf as readonly PayableKind[]).length ? (b.onBuild.gainOneOf as readonly PayableKind[]) : [undefined];
        for (const bonus of bonuses) {
          out.push({ hex: city.hex, building: b.id, portHex, bonus });
          if (b.id === "temple") for (const dogma of dogmaChoices(s, seat)) out.push({ hex: city.hex, building: b.id, bonus, dogma });
          if (!all) return out;
        }
      }
    }
  }
  return out;
}

defineCardEffect(rules, "city-development", {
  blocker: (s, seat) => (devChoices(s, seat, false).length ? null : text("coc.err.cannotConstructBuilding")),
  start(ctx, seat, card) {
    push(ctx, cardFrame(seat, card, "city-development", "build"));
  },
  options: (s, f) => devChoices(s, f.seat).map((c) => ({
    value: encodeDev(c),
    label: text(c.dogma ? "coc.card.cityDevelopment.dogma" : c.bonus ? "coc.card.cityDevelopment.bonus" : c.portHex ? "coc.card.cityDevelopment.port" : "coc.card.cityDevelopment.option", { ...c }),
  })),
  label: () => text("coc.card.cityDevelopment"),
  choose(ctx, f, value) {
    const o = option(this.options!(ctx.s, f), value, "building");
    const [hex, building, portHex, bonus, dogma] = o.value.split("|");
    pop(ctx, f);
    placeBuilding(ctx, f.seat, hex, building as BuildingId, {
      portHex: portHex || undefined, bonus: (bonus || undefined) as PayableKind | undefined, dogma: (dogma || undefined) as never,
    });
    activateCity(ctx, f.seat, hex, "construct");
  },
});

// ---- Spy: look at another player's hand; swap one card of the same kind ----------------------------------

type Hand = { action: string[]; objective: string[]; wonder: WonderId[] };

function handOf(s: CocState, seat: Seat): Hand {
  const p = player(s, seat);
  return { action: [...p.actionCards], objective: [...p.objectiveCards], wonder: [...p.wonderCards] };
}

function spyTargets(s: CocState, seat: Seat): Seat[] {
  return otherSeats(s, seat).filter((x) => {
    const p = player(s, x);
    return p.actionCards.length + p.objectiveCards.length + p.wonderCards.length > 0;
  });
}

defineCardEffect(rules, "spy", {
  blocker: (s, seat) => (spyTargets(s, seat).length ? null : text("coc.err.noOtherPlayerHolds")),
  start(ctx, seat, card) {
    push(ctx, cardFrame(seat, card, "spy", "target"));
  },
  options(s, f) {
    if (f.step === "target") return spyTargets(s, f.seat).map((x) => ({ value: String(x), label: seatLabel(x) }));
    const target = f.data.target as Seat;
    const mine = handOf(s, f.seat);
    const theirs = handOf(s, target);
    const out: CardOption[] = [];
    for (const kind of ["action", "objective", "wonder"] as const) {
      for (const a of new Set<string>(mine[kind])) {
        for (const b of new Set<string>(theirs[kind])) out.push({ value: `${kind}:${a}:${b}`, label: text("coc.card.spy.option", { deck: kind, give: a, take: b }) });
      }
    }
    return out;
  },
  optional: (_s, f) => f.step === "swap",
  label: (_s, f) => (f.step === "target"
    ? text("coc.card.spy.target")
    : text("coc.card.spy.swap")),
  choose(ctx, f, value) {
    if (f.step === "target") {
      const o = option(this.options!(ctx.s, f), value, "player");
      const target = Number(o.value);
      f.step = "swap";
      f.data.target = target;
      // Only the spy sees the other hand (view.ts shows `private[seat]` to that seat only).
      f.private = { [f.seat]: { target, hand: handOf(ctx.s, target) } };
      reveals(ctx); // the spy has seen a hand: choosing the target cannot be taken back
      emit(ctx, { type: "CardsRevealed", seat: f.seat, target, hand: handOf(ctx.s, target), visibleTo: [f.seat], redacted: { type: "CardsRevealed", seat: f.seat, target } });
      if (!this.options!(ctx.s, f).length) pop(ctx, f);
      return;
    }
    pop(ctx, f);
    if (value === null) return;
    const o = option(this.options!(ctx.s, f), value, "swap");
    const [kind, give, take] = o.value.split(":") as ["action" | "objective" | "wonder", string, string];
    const target = f.data.target as Seat;
    const field = kind === "action" ? "actionCards" : kind === "objective" ? "objectiveCards" : "wonderCards";
    const mine = player(ctx.s, f.seat)[field] as string[];
    const theirs = player(ctx.s, target)[field] as string[];
    mine.splice(mine.indexOf(give), 1, take);
    theirs.splice(theirs.indexOf(take), 1, give);
    emit(ctx, {
      type: "CardsSwapped", seat: f.seat, target, kind, gave: give, took: take, visibleTo: [f.seat, target],
      redacted: { type: "CardsSwapped", seat: f.seat, target, kind },
    });
  },
});

// ---- New Plans: draw 2 objective cards, keep one by discarding one from hand ----------------------------

defineCardEffect(rules, "new-plans", {
  blocker: (s, seat) => (player(s, seat).objectiveCards.length ? null : text("coc.err.holdNoObjectiveCard")),
  start(ctx, seat, card) {
    const drawn: string[] = [];
    for (let i = 0; i < 2; i++) {
      const c = drawFrom(ctx, "objective");
      if (c) drawn.push(c);
    }
    emit(ctx, { type: "ObjectiveCardsLooked", seat, cards: drawn, visibleTo: [seat], redacted: { type: "ObjectiveCardsLooked", seat, count: drawn.length } });
    if (!drawn.length) return;
    const f = cardFrame(seat, card, "new-plans", "keep");
    f.private = { [seat]: { drawn } };
    push(ctx, f);
  },
  options(s, f) {
    const drawn = (f.private?.[f.seat] as { drawn: string[] }).drawn;
    const out: CardOption[] = [];
    for (const keep of drawn) for (const discard of player(s, f.seat).objectiveCards) {
      out.push({ value: `${keep}:${discard}`, label: text("coc.card.newPlans.option", { keep, discard }) });
    }
    return out;
  },
  optional: () => true,
  label: () => text("coc.card.newPlans"),
  choose(ctx, f, value) {
    const drawn = [...(f.private?.[f.seat] as { drawn: string[] }).drawn];
    const back = drawn;
    if (value !== null) {
      const o = option(this.options!(peek(ctx.s), peek(f)), value, "exchange");
      const [keep, discard] = o.value.split(":");
      const hand = player(ctx.s, f.seat).objectiveCards;
      hand.splice(hand.indexOf(discard), 1, keep);
      back.splice(back.indexOf(keep), 1, discard);
    }
    pop(ctx, f);
    // The other cards go back into the objective deck, which is shuffled.
    ctx.s.decks.objective = ctx.rng.shuffle([...ctx.s.decks.objective, ...back]);
    emit(ctx, { type: "DeckReshuffled", deck: "objective" });
  },
});

// ---- Mercenaries: move barbarian armies near your army units one space each ---------------------------

const MERCENARIES_COST = { fixed: {}, flexible: [{ count: 1, from: ["food", "wood", "ore", "gold", "culture"] as PayableKind[] }], goldSubstitutes: false };
const MERCENARIES_RANGE = 2;

/** Hexes of barbarian armies within 2 spaces of the seat's army units. */
function mercenaryArmies(s: CocState, seat: Seat): HexKey[] {
  const armies = new Set<HexKey>();
  for (const u of allUnits(s)) if (u.owner === "barbarian" && unitDef(u.type).countsForStackLimit) armies.add(u.hex);
  // Without barbarian armies there is no need to look around the seat's army units.
  if (!armies.size) return [];
  const near = hexesWithin(s, presenceHexes(s, seat, true), MERCENARIES_RANGE);
  const out = new Set<HexKey>();
  for (const h of armies) if (near.has(h)) out.add(h);
  // [EXP] Barbarian armies another player's rule shields from this seat (Sulla's Dictator).
  if (rulesInForce().list(barbarianControlRules).length) for (const h of [...out]) if (rulesInForce().list(barbarianControlRules).some((r) => r(s, seat, h))) out.delete(h);
  return [...out].sort();
}

/** Explored land spaces next to `from` the barbarian army there may step onto (stack limit 4). */
function mercenarySteps(s: CocState, from: HexKey): HexKey[] {
  const size = armyAt(s, from, "barbarian").length;
  return boardNeighbors(s, from).filter((n) => isLand(s, n) && isExplored(s, n) && armyAt(s, n, "barbarian").length + size <= STACK_LIMIT);
}

defineCardEffect(rules, "mercenaries", {
  blocker(s, seat) {
    if (!mercenaryArmies(s, seat).some((h) => mercenarySteps(s, h).length)) return text("coc.err.noBarbarianArmyWithin");
    return suggestPayment(player(s, seat), effectiveCost(s, seat, MERCENARIES_COST)) ? null : text("coc.err.cannotPayAnyArmy");
  },
  start(ctx, seat, card) {
    // The armies in range when the card is played; each may be moved once.
    push(ctx, cardFrame(seat, card, "mercenaries", "move", { armies: mercenaryArmies(ctx.s, seat) }));
  },
  options(s, f) {
    const pm = suggestPayment(player(s, f.seat), effectiveCost(s, f.seat, MERCENARIES_COST));
    if (!pm) return [];
    const out: CardOption[] = [];
    for (const from of f.data.armies as HexKey[]) {
      if (!armyAt(s, from, "barbarian").length) continue;
      for (const to of mercenarySteps(s, from)) out.push({ value: `${from}>${to}`, label: text("coc.card.mercenaries.option", { from, to }), payment: pm });
    }
    return out;
  },
  optional: () => true,
  label: () => text("coc.card.mercenaries"),
  choose(ctx, f, value, payment) {
    if (value === null) { pop(ctx, f); return; }
    // The options only read: plain data (engine/kit/peek.ts).
    const o = option(this.options!(peek(ctx.s), peek(f)), value, "armyMove");
    const [from, to] = o.value.split(">");
    payCost(ctx, f.seat, MERCENARIES_COST, payment ?? o.payment, "mercenaries");
    f.data.armies = (f.data.armies as HexKey[]).filter((h) => h !== from);
    const units = armyAt(ctx.s, from, "barbarian");
    const last = !this.options!(peek(ctx.s), peek(f)).length;
    if (last) pop(ctx, f);
    // A step into anyone's units or city starts a battle at once; this frame waits under it.
    moveBarbarianArmy(ctx, units, from, to);
  },
});

export { CULTURE_1 };
