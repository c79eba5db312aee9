/**
 * [EXP] Leaders (L869-889): recruiting one of your leader cards with a Recruit (1 culture + 1 mood token, a
 * "leader" army unit placed in the recruiting city), one leader at a time (a new one discards the old card),
 * none after all 3 are gone; a leader killed in a land or sea battle goes face down to the killer for 2 VP
 * (scored from `capturedLeaders`); the 24 abilities of the 12 leaders (data/leaders.ts). Unless a card says
 * otherwise an ability affects the leader's city or the land battle the leader fights in, every round (L879).
 * The leader's clash symbol (reroll until another symbol, L1289) is applied by combat/battle.ts from CLASH_ABILITIES.
 */
import { z } from "zod";
import type { Move, Seat, Text } from "../../../core/types.ts";
import { ADVANCES, LEADERS, type AdvanceId, type Cost, type LeaderId, type UnitTypeId, type WonderId } from "../data/index.ts";
import { advanceBlocker } from "../actions/advance.ts";
import { gainAdvance } from "../base/gain-advance.ts";
import { activateCity, activationBlocker } from "../base/activation.ts";
import { taxKinds } from "../actions/economy.ts";
import { happinessBlocker, happinessCost, increaseHappiness } from "../actions/happiness.ts";
import { influenceRules } from "../actions/influence.ts";
import { onRecruitPaid, recruitBlocker, recruitCost, recruitFacts } from "../actions/recruit.ts";
import { barbarianControlRules, barbarianMoveRules, type BarbarianMoveFrame } from "../barbarians/barbarians.ts";
import { boardNeighbors, isExplored, isLand } from "../base/board.ts";
import { cardBlocker } from "../cards/action-cards.ts";
import { actionCardDef, advanceDef } from "../base/catalog.ts";
import { activeLeader, homeRegion, leaderCity, leaderDef, leaderIs, leaderUnit } from "../rules/civ-queries.ts";
import { paidCancels } from "./civ-advances.ts";
import { startBattle } from "../combat/battle.ts";
import { battleRules, fighters, hasStackRoom, isSeat, unitsOn, type BattleFrame, type SideIx } from "../combat/core.ts";
import { drawFrom, drawToHand } from "../base/decks.ts";
import { ask, defineChoice } from "../base/event-core.ts";
import { check, type Ctx, defineAutoFrame, defineMove, emit, moveHandler, onHook, pop, push } from "../base/flow.ts";
import { hexDistance } from "../base/hex.ts";
import { hexSchema, paymentSchema } from "../base/schemas.ts";
import { citiesOf, has, player, unitDef } from "../base/queries.ts";
import { effectiveCost, gain, pay, suggestPayment } from "../base/resources.ts";
import type { CocState, Frame, HexKey, Mood, Owner, Payment, Unit } from "../base/state.ts";
import { leaderCardChoices } from "../rules/recruit-expansion.ts";
import { truceBlocker } from "../actions/truces.ts";
import { currentTurnFrame, defineTurnMoves, spendAction } from "../turn/turn.ts";
import { addUnit, inSupply, onUnitRemoved, removeUnit } from "../base/units.ts";
import { buildWonderMoves, onWonderDraw, wonderRules } from "../wonders/wonders.ts";
import { addRule, ruleModule } from "../../../kit/rules.ts";
import { peek } from "../../../kit/peek.ts";
import { text } from "../text/index.ts";

/** What this file adds to the game's rules (listed in index.ts). */
export const rules = ruleModule("civilizations/leaders");

type AbilityId =
  | "princeps" | "emperor" | "statesman" | "proconsul" | "dictator" | "civilizer" | "idol" | "ruler-of-the-world"
  | "thats-sparta" | "hero-of-thermopylae" | "master" | "admiral" | "the-art-of-war" | "fast-war" | "great-wall"
  | "tactician" | "agriculture-economist" | "brilliant-conqueror" | "ruler-of-the-north" | "danegeld"
  | "legendary-explorer" | "new-colonies" | "prey" | "horror-of-the-north";

/** The ability `id` of the seat's leader on the map, if its leader has it. */
function ability(s: CocState, seat: Seat, id: AbilityId) {
  if (!s.options.expansion) return undefined;
  const leader = activeLeader(s, seat);
  if (!leader) return undefined;
  return leaderDef(leader).abilities.find((a) => a.id === id);
}

/**
 * For hook guards, on plain data: whether the seat's active leader has ability `id` (a necessary condition of
 * `ability`, which also looks for the leader's figure on the board).
 */
function mayHaveAbility(s: CocState, seat: Owner, id: AbilityId): boolean {
  const ps = peek(s);
  if (typeof seat !== "number" || !ps.options.expansion) return false;
  const leader = peek(ps.players)[seat]?.activeLeader;
  return !!leader && leaderDef(leader).abilities.some((a) => a.id === id);
}

const PARAM = (leader: LeaderId, id: AbilityId) => leaderDef(leader).abilities.find((a) => a.id === id)!.params as Record<string, number | string>;
const COST = (leader: LeaderId, id: AbilityId) => leaderDef(leader).abilities.find((a) => a.id === id)!.useCost as Cost;

// =========================================================================================================
// Recruiting (L871-877) and death (L885-887)
// =========================================================================================================

// Which card a recruit may name, and the checks, are pure rules shared with the client (rules/recruit-expansion.ts).
onRecruitPaid(rules, (ctx, seat, city, units, opts) => {
  if (!units.includes("leader")) return;
  const p = player(ctx.s, seat);
  // Only one leader at a time: the old card is discarded and its figure leaves the map first (L875).
  const old = leaderUnit(ctx.s, seat);
  if (old) {
    if (opts.relocate) opts.relocate = opts.relocate.filter((id) => id !== old.id);
    removeUnit(ctx, old.id, "leader-replaced");
  }
  // Random leaders variant (L2096-2098): the card is drawn at random from the remaining ones after payment.
  if (ctx.s.options.randomLeaders === true) opts.leader = ctx.rng.pick(p.leaders);
  p.leaders = p.leaders.filter((l) => l !== opts.leader);
  p.activeLeader = opts.leader!;
  emit(ctx, { type: "LeaderRecruited", seat, leader: opts.leader, hex: city.hex, replaced: old ? true : false });
});

// Recruit options for leader cards (the Recruit action's own legal moves list the other units).
defineTurnMoves(rules, {
  types: ["recruit"],
  isAction: true,
  legal: (s, seat) => (s.options.expansion && player(s, seat).leaders.length ? leaderRecruits(s, seat) : []),
});

/**
 * The Recruit moves of a seat with leader cards left. Apart from the listing's gate, mostly a no, so that the gate
 * is optimized early (V8 tiers a function up by the bytecode it runs against its length).
 */
function leaderRecruits(s: CocState, seat: Seat): Move[] {
  const p = player(s, seat);
  const out: Move[] = [];
  const facts = recruitFacts(s, seat);
  // The price is the same in every city and for every card: suggested once.
  let payment: Payment | null | undefined;
  for (const city of citiesOf(s, seat)) {
    if (activationBlocker(s, seat, city.hex)) continue;
    // One move per leader card left; with random leaders one per city, naming no card.
    for (const leader of leaderCardChoices(s, seat)) {
      const opts = leader ? { leader } : {};
      if (recruitBlocker(s, seat, city.hex, ["leader"], opts, facts)) continue;
      if (payment === undefined) payment = suggestPayment(p, effectiveCost(s, seat, recruitCost(s, seat, ["leader"], opts)));
      if (payment) out.push({ type: "recruit", city: city.hex, units: ["leader"], payment, ...opts });
    }
    if (out.length >= 6) break;
  }
  return out;
}

/** The seat that killed a leader: the other side of the battle being fought on its hex (L887). */
function killerOf(s: CocState, unit: Unit): Owner | null {
  for (let k = s.stack.length - 1; k >= 0; k--) {
    const f = s.stack[k];
    if (f.kind !== "battle") continue;
    const b = f as BattleFrame;
    if (b.hex !== unit.hex) continue;
    if (b.sides[0].owner === unit.owner) return b.sides[1].owner;
    if (b.sides[1].owner === unit.owner) return b.sides[0].owner;
  }
  return null;
}

onUnitRemoved(rules, (ctx, unit, reason) => {
  if (unit.type !== "leader" || !isSeat(unit.owner)) return;
  const p = player(ctx.s, unit.owner);
  const leader = p.activeLeader;
  if (!leader) return;
  p.activeLeader = null;
  if (reason === "leader-replaced") {
    emit(ctx, { type: "LeaderDiscarded", seat: unit.owner, leader });
    return;
  }
  // Killed in a battle by a player: the killer keeps the card face down for 2 VP; otherwise it leaves the game.
  const killer = killerOf(ctx.s, unit);
  if (killer !== null && isSeat(killer)) {
    player(ctx.s, killer).capturedLeaders.push(leader);
    emit(ctx, { type: "LeaderKilled", seat: unit.owner, leader, by: killer, hex: unit.hex });
  } else {
    emit(ctx, { type: "LeaderDied", seat: unit.owner, leader, by: killer, hex: unit.hex, reason });
  }
});

// =========================================================================================================
// Battle abilities (every round the leader fights, L879)
// =========================================================================================================

/** Whether side `i`'s leader takes part: fighting on land, aboard a ship on the hex at sea. */
function leaderInBattle(s: CocState, f: BattleFrame, i: SideIx): boolean {
  const owner = f.sides[i].owner;
  if (!isSeat(owner) || !activeLeader(s, owner)) return false;
  if (f.battle === "land") return fighters(s, f, i).some((u) => u.type === "leader");
  return unitsOn(s, f.hex, owner).some((u) => u.type === "leader");
}

/** Regions (other than the home region) in which `seat` owns a city. */
function regionsWithCities(s: CocState, seat: Seat): number {
  const home = homeRegion(s, seat);
  const set = new Set<number>();
  for (const c of citiesOf(s, seat)) {
    const r = s.hexes[c.hex].region;
    if (r !== home) set.add(r);
  }
  return set.size;
}

addRule(rules, battleRules, {
  combatValue(s, f, i) {
    if (!leaderInBattle(s, f, i)) return null;
    const owner = f.sides[i].owner as Seat;
    const leader = activeLeader(s, owner)!;
    const mine = fighters(s, f, i).length;
    const theirs = fighters(s, f, (1 - i) as SideIx).length;
    const out: { source: string; value: number }[] = [];
    const add = (id: AbilityId, value: number) => {
      if (value) out.push({ source: id, value });
    };
    const land = f.battle === "land";
    switch (leader) {
      case "augustus": {
        const region = s.hexes[f.hex].region;
        if (land && !citiesOf(s, owner).some((c) => s.hexes[c.hex].region === region)) add("emperor", Number(PARAM(leader, "emperor").combatValue));
        break;
      }
      case "sulla":
        if (f.sides[1 - i].owner === "barbarian") add("civilizer", Number(PARAM(leader, "civilizer").combatValue));
        break;
      case "alexander-the-great":
        if (land) add("ruler-of-the-world", regionsWithCities(s, owner) * Number(PARAM(leader, "ruler-of-the-world").combatValuePerRegion));
        break;
      case "leonidas-i":
        if (land) add("hero-of-thermopylae", Math.max(0, theirs - mine) * Number(PARAM(leader, "hero-of-thermopylae").combatValuePerMissingUnit));
        break;
      case "pericles":
        if (!land) add("admiral", Number(PARAM(leader, "admiral").combatValue));
        break;
      case "wu-zetian":
        if (land && mine >= theirs) add("brilliant-conqueror", Number(PARAM(leader, "brilliant-conqueror").combatValue));
        break;
      case "ragnar-lodbrok":
        if (land && i === 0 && f.disembarked) add("horror-of-the-north", Number(PARAM(leader, "horror-of-the-north").combatValue));
        break;
    }
    return out;
  },
});

// Qin Shi Huang's Tactician: after the roll, 2 culture tokens cancel 1 enemy hit (every land round he fights).
addRule(rules, paidCancels, {
  source: "tactician",
  cost: COST("qin-shi-huang", "tactician"),
  eligible: (s, f, i) => f.battle === "land" && leaderInBattle(s, f, i) && leaderIs(s, f.sides[i].owner as Seat, "qin-shi-huang"),
});

// Sun Tzu's Fast War: a land battle against army units won in the first round with him alive: 1 mood + 1 culture.
onHook(rules, "battle-ended", (ctx, d: { hex: HexKey; kind: string; attacker: Owner; winner: Owner | null; rounds?: number; attackerUnitsAtStart: UnitTypeId[]; defenderUnitsAtStart: UnitTypeId[] }) => {
  if (d.kind !== "land" || d.winner === null || !isSeat(d.winner) || d.rounds !== 1) return;
  const seat = d.winner;
  if (!ability(ctx.s, seat, "fast-war") || leaderUnit(ctx.s, seat)?.hex !== d.hex) return;
  const enemyArmy = seat === d.attacker ? d.defenderUnitsAtStart : d.attackerUnitsAtStart;
  if (!enemyArmy.some((t) => unitDef(t).army)) return;
  const p = PARAM("sun-tzu", "fast-war");
  gain(ctx, player(ctx.s, seat), { mood: Number(p.mood), culture: Number(p.culture) }, "fast-war");
}, {
  requires: "expansion",
  when: (s, d: { kind: string; winner: Owner | null; rounds?: number }) =>
    d.kind === "land" && d.winner !== null && d.rounds === 1 && mayHaveAbility(s, d.winner, "fast-war"),
});

// =========================================================================================================
// Capturing cities: Proconsul (Caesar), Prey (Ragnar)
// =========================================================================================================

const PROCONSUL_COST = COST("gaius-julius-caesar", "proconsul");

onHook(rules, "city-captured", (ctx, d: { hex: HexKey; to: Owner; mood?: Mood }) => {
  const s = ctx.s;
  if (!isSeat(d.to) || leaderUnit(s, d.to)?.hex !== d.hex) return;
  const seat = d.to;
  if (ability(s, seat, "prey") && d.mood !== "angry") gain(ctx, player(s, seat), { gold: Number(PARAM("ragnar-lodbrok", "prey").gold) }, "prey");
  if (ability(s, seat, "proconsul") && inSupply(s, seat, "infantry") > 0 && hasStackRoom(s, d.hex, seat, 1)
    && suggestPayment(player(s, seat), effectiveCost(s, seat, PROCONSUL_COST))) {
    ask(ctx, seat, "leader-proconsul", ["yes", "no"], { hex: d.hex }, { always: true });
  }
}, { requires: "expansion", when: (s, d: { to: Owner }) => mayHaveAbility(s, d.to, "prey") || mayHaveAbility(s, d.to, "proconsul") });

defineChoice(rules, "leader-proconsul", {
  label: (_s, f) => (text("coc.leader.proconsul", { hex: String(f.data.hex) })),
  resolve(ctx, seat, value, data) {
    if (value !== "yes") return;
    const s = ctx.s;
    const hex = data.hex as HexKey;
    if (inSupply(s, seat, "infantry") <= 0 || !hasStackRoom(s, hex, seat, 1)) return;
    const p = player(s, seat);
    pay(ctx, p, PROCONSUL_COST, suggestPayment(p, effectiveCost(s, seat, PROCONSUL_COST)) ?? {}, "proconsul");
    addUnit(ctx, seat, "infantry", hex);
  },
});

// =========================================================================================================
// Leonidas I: That's Sparta — 1 culture token whenever you recruit in his city
// =========================================================================================================

onHook(rules, "units-recruited", (ctx, d: { seat: Seat; hex: HexKey }) => {
  if (!ability(ctx.s, d.seat, "thats-sparta") || leaderCity(ctx.s, d.seat)?.hex !== d.hex) return;
  gain(ctx, player(ctx.s, d.seat), { culture: Number(PARAM("leonidas-i", "thats-sparta").culture) }, "thats-sparta");
}, { requires: "expansion", when: (s, d: { seat: Seat }) => mayHaveAbility(s, d.seat, "thats-sparta") });

// =========================================================================================================
// Sulla: Dictator — his city cannot be influenced; barbarian armies near him move only with consent
// =========================================================================================================

const DICTATOR_RANGE = Number(PARAM("sulla", "dictator").barbarianControlRange);

function sullaSeats(s: CocState): Seat[] {
  if (!s.options.expansion) return [];
  return s.players.filter((p) => p.activeLeader === "sulla" && leaderUnit(s, p.seat)).map((p) => p.seat);
}

addRule(rules, influenceRules, {
  target(s, seat, target) {
    if (!isSeat(target.owner) || target.owner === seat || !ability(s, target.owner, "dictator")) return null;
    return leaderCity(s, target.owner)?.hex === target.hex ? text("coc.err.dictatorSullaSCity") : null;
  },
});

addRule(rules, barbarianMoveRules, (ctx, f) => {
  for (const seat of sullaSeats(ctx.s)) {
    const sulla = leaderUnit(ctx.s, seat)!;
    const hexes = [...new Set(f.toMove.map((id) => ctx.s.units[id]?.hex).filter((h): h is HexKey => !!h && hexDistance(h, sulla.hex) <= DICTATOR_RANGE))];
    if (hexes.length) askSulla(ctx, seat, hexes);
  }
});

function askSulla(ctx: Ctx, seat: Seat, hexes: HexKey[]) {
  if (!hexes.length) return;
  ask(ctx, seat, "leader-dictator", ["allow", "stop"], { hex: hexes[0], rest: hexes.slice(1) }, { always: true });
}

defineChoice(rules, "leader-dictator", {
  label: (_s, f) => (text("coc.leader.dictator", { hex: String(f.data.hex) })),
  optionLabel: (_s, _f, v) => text(v === "allow" ? "coc.leader.dictator.allow" : "coc.leader.dictator.stop"),
  resolve(ctx, seat, value, data) {
    if (value === "stop") {
      for (let k = ctx.s.stack.length - 1; k >= 0; k--) {
        const f = ctx.s.stack[k];
        if (f.kind !== "barbarians-move") continue;
        const b = f as BarbarianMoveFrame;
        b.toMove = b.toMove.filter((id) => ctx.s.units[id]?.hex !== data.hex);
        break;
      }
      emit(ctx, { type: "BarbariansHeldBack", seat, hex: data.hex, by: "dictator" });
    }
    askSulla(ctx, seat, data.rest as HexKey[]);
  },
});

// Mercenaries of other players cannot move barbarian armies within 2 spaces of Sulla.
addRule(rules, barbarianControlRules, (s, seat, hex) => sullaSeats(s).some((o) => o !== seat && hexDistance(leaderUnit(s, o)!.hex, hex) <= DICTATOR_RANGE));

// =========================================================================================================
// Qin Shi Huang: Great Wall — wonder expert (L1894-1900)
// =========================================================================================================

const GREAT_WALL = PARAM("qin-shi-huang", "great-wall");
const WALL = String(GREAT_WALL.wonder) as WonderId;

function wallBuilt(s: CocState): boolean {
  return Object.values(s.cities).some((c) => c.wonders.some((w) => w.id === WALL));
}

// Whenever Qin's player gets a wonder card, they must take the Great Wall from wherever it is (L1896).
onWonderDraw(rules, (ctx, seat) => {
  const s = ctx.s;
  if (!ability(s, seat, "great-wall") || wallBuilt(s)) return false;
  const p = player(s, seat);
  if (p.wonderCards.includes(WALL)) return false;
  let from: string | null = null;
  const deck = s.decks.wonder as WonderId[];
  if (deck.includes(WALL)) {
    deck.splice(deck.indexOf(WALL), 1);
    s.decks.wonder = ctx.rng.shuffle(deck);
    from = "deck";
  } else if ((s.discards.wonder as WonderId[]).includes(WALL)) {
    s.discards.wonder.splice((s.discards.wonder as WonderId[]).indexOf(WALL), 1);
    from = "discard";
  } else if (s.events?.publicWonders?.includes(WALL)) {
    const pub = s.events.publicWonders;
    pub.splice(pub.indexOf(WALL), 1);
    const next = drawFrom(ctx, "wonder") as WonderId | null;
    if (next) pub.push(next);
    from = "revealed";
  } else {
    const holder = s.players.find((o) => o.seat !== seat && o.wonderCards.includes(WALL));
    if (!holder) return false;
    holder.wonderCards.splice(holder.wonderCards.indexOf(WALL), 1);
    from = `seat:${holder.seat}`;
    // The holder draws a replacement wonder card.
    const repl = drawFrom(ctx, "wonder") as WonderId | null;
    if (repl) {
      holder.wonderCards.push(repl);
      emit(ctx, { type: "WonderCardDrawn", seat: holder.seat, card: repl, visibleTo: [holder.seat], redacted: { type: "WonderCardDrawn", seat: holder.seat } });
    }
  }
  p.wonderCards.push(WALL);
  emit(ctx, { type: "WonderCardTaken", seat, card: WALL, from, by: "great-wall" });
  return true;
}, { first: true });

addRule(rules, wonderRules, {
  cost(s, seat, wonder, hex, cost) {
    if (wonder !== WALL || !ability(s, seat, "great-wall") || leaderCity(s, seat)?.hex !== hex) return cost;
    const culture = Math.max(0, (cost.fixed.culture ?? 0) - Number(GREAT_WALL.cultureDiscount));
    return { ...cost, fixed: { ...cost.fixed, culture } };
  },
  freeAction: (s, seat, hex) => !!ability(s, seat, "great-wall") && leaderCity(s, seat)?.hex === hex,
});

// With no action left, a wonder in Qin's city can still be built (a free action there).
defineTurnMoves(rules, {
  types: ["build-wonder"],
  isAction: false,
  legal(s, seat) {
    if (s.turn!.actionsLeft > 0 || !ability(s, seat, "great-wall")) return [];
    const hex = leaderCity(s, seat)?.hex;
    if (!hex) return [];
    const t = s.turn!;
    const trial: CocState = { ...s, turn: { ...t, actionsLeft: 1 } };
    return buildWonderMoves(trial, seat).filter((m) => m.hex === hex);
  },
});

// =========================================================================================================
// Abilities used as actions or free actions
// =========================================================================================================

export type LeaderAbilityMove = {
  type: "leader-ability";
  ability: "princeps" | "statesman" | "idol" | "master" | "the-art-of-war" | "agriculture-economist" | "danegeld" | "legendary-explorer" | "new-colonies";
  /** Master / The Art of War / Agriculture Economist: the advance gained. */
  advance?: AdvanceId;
  /** Idol: the action card played as a free action. */
  card?: string;
  /** Statesman: levels of happiness for the leader's city. */
  steps?: number;
  /** New Colonies: the land space the units go to. */
  to?: HexKey;
  /** The ability's price (culture / mood tokens, happiness cost). */
  payment?: Payment;
  /** Danegeld: the resources taken as Taxes. */
  gain?: Payment;
};

type ActiveId = LeaderAbilityMove["ability"];
const ACTIONS: readonly ActiveId[] = ["princeps", "master", "the-art-of-war", "agriculture-economist", "danegeld", "legendary-explorer"];
const FREE: readonly ActiveId[] = ["statesman", "idol", "new-colonies"];
const FREE_ADVANCE_CATEGORY: Partial<Record<ActiveId, string>> = {};
for (const l of LEADERS) for (const a of l.abilities) if (a.effectId === "free-category-advance") FREE_ADVANCE_CATEGORY[a.id as ActiveId] = String(a.params.freeAdvanceCategory);

function abilityCost(s: CocState, seat: Seat, id: ActiveId): Cost | null {
  const leader = activeLeader(s, seat);
  return leader ? (leaderDef(leader).abilities.find((a) => a.id === id)?.useCost as Cost | null) ?? null : null;
}

/** Erik the Red on a ship at sea: his sea hex, or null. */
function erikAtSea(s: CocState, seat: Seat): Unit | null {
  const u = leaderUnit(s, seat);
  return u && u.carriedBy !== null && s.hexes[u.hex]?.terrain === "water" ? u : null;
}

/** Land units aboard `seat`'s ships on `hex` (they land together with New Colonies). */
function aboard(s: CocState, seat: Seat, hex: HexKey): Unit[] {
  return unitsOn(s, hex, seat).filter((u) => u.carriedBy !== null);
}

function hostile(s: CocState, hex: HexKey, seat: Seat): boolean {
  const c = s.cities[hex];
  if (c && c.owner !== seat) return true;
  for (const id in s.units) if (s.units[id].hex === hex && s.units[id].owner !== seat) return true;
  return false;
}

function newColoniesTargets(s: CocState, seat: Seat): HexKey[] {
  const erik = erikAtSea(s, seat);
  if (!erik) return [];
  const units = aboard(s, seat, erik.hex);
  const army = units.filter((u) => unitDef(u.type).countsForStackLimit).length;
  return boardNeighbors(s, erik.hex).filter((h) => isExplored(s, h) && isLand(s, h) && !truceBlocker(s, seat, h) && (hostile(s, h, seat) || hasStackRoom(s, h, seat, army)));
}

/** Why `seat` may not use the ability now (the move's details aside), or null. */
function abilityBlocker(s: CocState, seat: Seat, id: ActiveId): Text | null {
  const t = s.turn;
  if (!t || t.seat !== seat) return text("coc.err.leaderAbilitiesUsedOwn");
  if (!ability(s, seat, id)) return text("coc.err.leaderMapDoesNot");
  if (ACTIONS.includes(id) && t.actionsLeft <= 0) return text("coc.err.haveNoActionsLeft");
  const cost = abilityCost(s, seat, id);
  if (cost && !suggestPayment(player(s, seat), effectiveCost(s, seat, cost))) return text("coc.err.cannotPayAbility");
  const city = leaderCity(s, seat);
  switch (id) {
    case "princeps":
    case "idol":
    case "danegeld":
      if (!city) return text("coc.err.leaderMustOneCities");
      if (activationBlocker(s, seat, city.hex)) return activationBlocker(s, seat, city.hex);
      if (id === "danegeld") {
        if (!has(player(s, seat), "taxes")) return text("coc.err.danegeldNeedsTaxes");
        if (t.used.includes("taxes") || t.used.includes("danegeld")) return text("coc.err.taxesWereAlreadyCollected");
      }
      return null;
    case "statesman":
      return city ? null : text("coc.err.leaderMustOneCities");
    case "master":
    case "the-art-of-war":
    case "agriculture-economist":
      if (!city || city.mood !== "happy") return text("coc.err.leaderSCityMust");
      return null;
    case "legendary-explorer": {
      const erik = erikAtSea(s, seat);
      if (!erik) return text("coc.err.erikRedMustShip");
      if ((player(s, seat).explorerTokens ?? []).includes(s.hexes[erik.hex].region)) return text("coc.err.alreadyHaveExplorerToken");
      return null;
    }
    case "new-colonies":
      return erikAtSea(s, seat) ? null : text("coc.err.erikRedMustShip");
  }
}

const ABILITY_IDS = [...ACTIONS, ...FREE] as [ActiveId, ...ActiveId[]];

defineMove<LeaderAbilityMove>(rules, "leader-ability", {
  schema: z.object({
    type: z.literal("leader-ability"), ability: z.enum(ABILITY_IDS), advance: (z.string().max(40) as z.ZodType<AdvanceId>).optional(),
    card: z.string().max(60).optional(), steps: z.number().int().min(1).max(2).optional(), to: hexSchema.optional(),
    payment: paymentSchema.optional(), gain: paymentSchema.optional(),
  }),
  apply(ctx, seat, move, frame) {
    check(frame.kind === "turn", text("coc.err.leaderAbilitiesUsedBetween"));
    const s = ctx.s;
    const why = abilityBlocker(s, seat, move.ability);
    check(!why, why!);
    const p = player(s, seat);
    const cost = abilityCost(s, seat, move.ability);
    const city = leaderCity(s, seat);
    const used = (extra: Record<string, unknown> = {}) => emit(ctx, { type: "LeaderAbilityUsed", seat, leader: p.activeLeader, ability: move.ability, ...extra });
    switch (move.ability) {
      case "princeps": {
        // Pay 1 culture, activate the city: draw 1 action and 1 objective card, then discard 1 of each.
        spendAction(ctx, seat);
        pay(ctx, p, cost!, move.payment ?? {}, "princeps");
        used();
        activateCity(ctx, seat, city!.hex, "princeps");
        // The discards are asked once the draws are done (a draw may itself ask, e.g. the Great Mausoleum).
        push(ctx, { kind: "princeps-discard", seat: null, owner: seat } satisfies PrincepsFrame);
        drawToHand(ctx, seat, "action");
        drawToHand(ctx, seat, "objective");
        return;
      }
      case "statesman": {
        const steps = move.steps ?? 1;
        const cities = [{ hex: city!.hex, steps }];
        const blocker = happinessBlocker(s, seat, cities);
        check(!blocker, blocker!);
        used();
        increaseHappiness(ctx, seat, cities, move.payment ?? {});
        return;
      }
      case "idol": {
        // Pay 1 culture, activate the city, then play an "as an action" card without spending an action.
        check(move.card !== undefined && p.actionCards.includes(move.card), text("coc.err.chooseActionCardHand"));
        check(actionCardDef(move.card).action.timing === "action", text("coc.err.idolPlaysCardNormally"));
        pay(ctx, p, cost!, move.payment ?? {}, "idol");
        used({ card: move.card });
        activateCity(ctx, seat, city!.hex, "idol");
        s.turn!.actionsLeft++;
        moveHandler("play-card-action")!.apply(ctx, seat, { type: "play-card-action", card: move.card }, currentTurnFrame(s) ?? frame);
        return;
      }
      case "master":
      case "the-art-of-war":
      case "agriculture-economist": {
        const category = FREE_ADVANCE_CATEGORY[move.ability]!;
        check(move.advance !== undefined && ADVANCES.some((a) => a.id === move.advance && a.category === category), text("coc.err.chooseCategoryAdvance", { category }));
        const blocker = advanceBlocker(s, seat, move.advance);
        check(!blocker, blocker!);
        spendAction(ctx, seat);
        pay(ctx, p, cost!, move.payment ?? {}, move.ability);
        used({ advance: move.advance });
        gainAdvance(ctx, seat, move.advance);
        return;
      }
      case "danegeld": {
        // Taxes collected by activating the leader's city instead of paying the mood token (decision, docs).
        const g = move.gain ?? {};
        const kinds = taxKinds(s, seat) as string[];
        let total = 0;
        for (const [k, n] of Object.entries(g)) {
          if (!n) continue;
          check(kinds.includes(k), text("coc.err.taxesKinds", { resources: kinds.join(",") }));
          total += n;
        }
        const n = citiesOf(s, seat).length;
        check(total === n, text("coc.err.taxesCount", { n }));
        spendAction(ctx, seat);
        s.turn!.used.push("taxes", "danegeld");
        used();
        activateCity(ctx, seat, city!.hex, "danegeld");
        gain(ctx, p, g, "danegeld");
        return;
      }
      case "legendary-explorer": {
        const erik = erikAtSea(s, seat)!;
        spendAction(ctx, seat);
        pay(ctx, p, cost!, move.payment ?? {}, "legendary-explorer");
        const region = s.hexes[erik.hex].region;
        (p.explorerTokens ??= []).push(region);
        used({ region });
        return;
      }
      case "new-colonies": {
        const erik = erikAtSea(s, seat)!;
        check(move.to !== undefined && newColoniesTargets(s, seat).includes(move.to), text("coc.err.unitsLandExploredLand"));
        const from = erik.hex;
        const units = aboard(s, seat, from);
        for (const u of units) {
          u.hex = move.to;
          u.carriedBy = null;
        }
        used({ to: move.to });
        emit(ctx, { type: "UnitMoved", seat, units: units.map((u) => u.id), from, to: move.to, path: [from, move.to], how: "new-colonies" });
        const t = s.turn!;
        const terrain = s.hexes[move.to].terrain;
        if (terrain === "mountain") t.unitsStopped.push(...units.map((u) => u.id));
        if (terrain === "forest") t.unitsInForest.push(...units.map((u) => u.id));
        if (hostile(s, move.to, seat)) {
          t.unitsStopped.push(...units.map((u) => u.id));
          startBattle(ctx, { hex: move.to, attacker: seat, attackers: units.map((u) => u.id), from, kind: "land", disembarked: true });
        }
        return;
      }
    }
  },
});

interface PrincepsFrame extends Frame { kind: "princeps-discard"; seat: null; owner: Seat }

defineAutoFrame<PrincepsFrame>(rules, "princeps-discard", (ctx, f) => {
  pop(ctx, f);
  const p = player(ctx.s, f.owner);
  // The objective question first on the stack, so the action card is asked first.
  if (p.objectiveCards.length) ask(ctx, f.owner, "leader-princeps-discard", [...new Set(p.objectiveCards)], { deck: "objective" });
  if (p.actionCards.length) ask(ctx, f.owner, "leader-princeps-discard", [...new Set(p.actionCards)], { deck: "action" });
  return true;
});

defineChoice(rules, "leader-princeps-discard", {
  label: (_s, f) => (text("coc.leader.princeps", { deck: String(f.data.deck) })),
  resolve(ctx, seat, value, data) {
    const p = player(ctx.s, seat);
    const deck = data.deck as "action" | "objective";
    const hand = deck === "action" ? p.actionCards : p.objectiveCards;
    const card = String(value);
    check(hand.includes(card), text("coc.err.cardNotHand"));
    hand.splice(hand.indexOf(card), 1);
    if (deck === "action") ctx.s.discards.action.push(card);
    else ctx.s.discards.objective.push(card);
    emit(ctx, { type: "CardDiscarded", seat, deck, card, reason: "princeps" });
  },
});

function abilityMoves(s: CocState, seat: Seat, ids: readonly ActiveId[]): LeaderAbilityMove[] {
  return s.options.expansion && activeLeader(s, seat) ? leaderAbilityMoves(s, seat, ids) : [];
}

/**
 * abilityMoves for a seat whose leader is on the map. Apart so that the gate asked at every listing, mostly a no,
 * is optimized early (V8 tiers a function up by the bytecode it runs against its length).
 */
function leaderAbilityMoves(s: CocState, seat: Seat, ids: readonly ActiveId[]): LeaderAbilityMove[] {
  const p = player(s, seat);
  const out: LeaderAbilityMove[] = [];
  for (const id of ids) {
    if (abilityBlocker(s, seat, id)) continue;
    const cost = abilityCost(s, seat, id);
    const payment = cost ? suggestPayment(p, effectiveCost(s, seat, cost))! : undefined;
    const base: LeaderAbilityMove = { type: "leader-ability", ability: id, ...(payment ? { payment } : {}) };
    switch (id) {
      case "princeps":
      case "legendary-explorer":
        out.push(base);
        break;
      case "statesman": {
        const city = leaderCity(s, seat)!;
        if (city.mood === "happy") break;
        const cities = [{ hex: city.hex, steps: 1 }];
        const price = suggestPayment(p, effectiveCost(s, seat, happinessCost(s, seat, cities)));
        if (price) out.push({ type: "leader-ability", ability: id, steps: 1, payment: price });
        break;
      }
      case "idol": {
        const t = s.turn!;
        const trial: CocState = { ...s, turn: { ...t, actionsLeft: t.actionsLeft + 1 } };
        for (const card of new Set(p.actionCards)) {
          if (actionCardDef(card).action.timing !== "action" || cardBlocker(trial, seat, card)) continue;
          // The card's own price must still be payable after Idol's culture token.
          const after = { ...p, cultureTokens: p.cultureTokens - (payment?.culture ?? 0), moodTokens: p.moodTokens - (payment?.mood ?? 0) };
          const half = actionCardDef(card).action;
          if (!half.cost.per && !suggestPayment(after, effectiveCost(s, seat, half.cost))) continue;
          out.push({ ...base, card });
        }
        break;
      }
      case "master":
      case "the-art-of-war":
      case "agriculture-economist": {
        const category = FREE_ADVANCE_CATEGORY[id];
        for (const a of ADVANCES) if (a.category === category && !advanceBlocker(s, seat, a.id)) out.push({ ...base, advance: a.id });
        break;
      }
      case "danegeld": {
        const kinds = taxKinds(s, seat);
        const n = citiesOf(s, seat).length;
        if (n > 0) out.push({ ...base, gain: { [kinds[0]]: n } });
        break;
      }
      case "new-colonies":
        for (const to of newColoniesTargets(s, seat)) out.push({ ...base, to });
        break;
    }
  }
  return out;
}

defineTurnMoves(rules, { types: ["leader-ability"], isAction: true, legal: (s, seat) => abilityMoves(s, seat, ACTIONS) });
defineTurnMoves(rules, { types: ["leader-ability"], isAction: false, legal: (s, seat) => abilityMoves(s, seat, FREE) });
