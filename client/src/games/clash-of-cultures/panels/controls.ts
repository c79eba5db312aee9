/**
 * Controls: turn a player's choices into one move. The generic control narrows the legal moves field by
 * field (asking only where there is a real choice, on the map when the choice is a space); hand-built
 * controls cover the choices the legal list only samples; decision prompts map the engine's options to
 * legal moves. Every control resolves with a move to send, or null (cancelled).
 */
import type { Move, Prompt, Seat } from "../../../../../engine/core/types.ts";
import { ADVANCES, type AdvanceDef, type PayableKind, type UnitTypeId } from "../../../../../engine/games/clash-of-cultures/data/index.ts";
import { moodLevel, moodSize } from "../../../../../engine/games/clash-of-cultures/base/mood.ts";
import { cityCount, has } from "../../../../../engine/games/clash-of-cultures/base/queries.ts";
import { suggestPayment } from "../../../../../engine/games/clash-of-cultures/base/resources.ts";
import { collectLimit, collectOptions, collectProblem, type CollectChoice } from "../../../../../engine/games/clash-of-cultures/rules/collect-options.ts";
import { happinessCost, happinessTokens, MAX_LEVEL } from "../../../../../engine/games/clash-of-cultures/rules/happiness-cost.ts";
import { draftKinds } from "../../../../../engine/games/clash-of-cultures/rules/recruit-expansion.ts";
import { draftPrice, recruitableTypes, recruitBlocker, recruitCost } from "../../../../../engine/games/clash-of-cultures/rules/recruit-options.ts";
import type { CocState, Payment } from "../../../../../engine/games/clash-of-cultures/base/state.ts";
import type { PlayerView } from "../../../../../engine/games/clash-of-cultures/view.ts";
import type { BoardApi } from "../contract.ts";
import { Asker, icon, stepper, type Option } from "./ask.ts";
import { button, el, replace } from "../../../ui/panel-dom.ts";
import {
  describeValue, differingKeys, distinctValues, getPath, hexLabel, isHex, json, lang, localizeHexText, narrow, setPath, unitsText, type Env,
} from "./legal.ts";
import { asPlayer, asState, lockReason } from "./model.ts";
import { actionHalfName, costText, leaderName, name, objectiveName } from "./names.ts";
import { knownCost, PAYABLE, paymentSpec, paymentTotal } from "./payment.ts";
import { promptText } from "./prompt-text.ts";
import { leaderChipOf, leaderChips, recruitMove, recruitOptions, recruitUnits, type LeaderChip } from "./recruit-form.ts";
import { MULTI_BUILD, optionMoves, skipMove, type FieldSpec, type MoveSpec } from "./registry.ts";
import { moveLabel, tr, type UiKey } from "./strings.ts";

export interface ControlCtx extends Env {
  ask: Asker;
  board: BoardApi;
  /** All legal moves of this seat now. */
  legal: readonly Move[];
  player: PlayerView;
}

const t = (c: { i18n: Env["i18n"] }, key: UiKey, params?: Record<string, string | number>) => tr(c.i18n, key, params);

// The rules come from the engine's pure modules (rules/*.ts), applied to the view read as a state.
const stateOf = (c: Env): CocState => asState(c.view);
const ownsAdvance = (c: Env, advance: string) => has(stateOf(c).players[c.seat], advance as never);
const moodSizeOf = (c: Env, hex: string) => moodSize(stateOf(c), c.view.cities[hex]);

/** Own cities that can still be made happier, with how many levels they can rise. */
function happierCities(c: Env): { hex: string; room: number }[] {
  return Object.values(c.view.cities).filter((x) => x.owner === c.seat && moodLevel(x.mood) < MAX_LEVEL)
    .map((x) => ({ hex: x.hex, room: MAX_LEVEL - moodLevel(x.mood) }));
}

function optionsFor(c: ControlCtx, type: string, path: string, values: unknown[]): Option<unknown>[] {
  const key = path.split(".").pop()!;
  return values.map((v) => {
    const d = describeValue(c, type, key, v);
    return { value: v, label: d.label, ...(d.hex ? { hex: d.hex } : {}), ...(d.ref ? { ref: d.ref } : {}) };
  });
}

/** Advances the player may not take now, shown disabled with the reason (only for the Advance action). */
function lockedAdvances(c: ControlCtx, legalIds: Set<string>): Option<unknown>[] {
  const p = c.player;
  const out: Option<unknown>[] = [];
  for (const a of ADVANCES as readonly AdvanceDef[]) {
    if (legalIds.has(a.id) || p.advances.includes(a.id)) continue;
    const lock = lockReason(c.view, c.seat, a);
    const reason = lock
      ? lock.government ? t(c, "government", { name: name("category", lock.government, lang(c)) }) : `${t(c, "locked")}: ${lock.missing.map((m) => name("advance", m, lang(c))).join(", ")}`
      : t(c, "why.noAdvance");
    out.push({ value: a.id, label: name("advance", a.id, lang(c)), disabled: reason, ref: { kind: "advance", id: a.id } });
  }
  return out;
}

/**
 * What a payment is for: the move and what it names, where (a move whose only choice was made for the
 * player, e.g. the one building a city can take, still says which): "Construct · Temple · City D2".
 */
export function payingFor(c: Env, move: Move): string {
  const key = NAMING.find((k) => typeof move[k] === "string");
  const place = [move.city, move.hex].find((h): h is string => isHex(h));
  return [moveLabel(c.i18n, move.type), key ? describeValue(c, move.type, key, move[key]).label : null, place ? hexLabel(c, place) : null].filter(Boolean).join(" · ");
}

/** Fields that name what a move makes or takes. */
const NAMING = ["building", "wonder", "advance", "card"];

/** What the candidates already agree on (the thing, the place), as a subtitle for the next question; null when nothing. */
function settledSoFar(c: Env, cands: readonly Move[]): string | null {
  const fixed = [...NAMING, "city", "hex"].filter((k) => cands[0][k] !== undefined && distinctValues(cands, k).length === 1);
  return fixed.length ? payingFor(c, { type: cands[0].type, ...Object.fromEntries(fixed.map((k) => [k, cands[0][k]])) }) : null;
}

async function askPayment(c: ControlCtx, move: Move, path = "payment"): Promise<Move | null> {
  const suggested = getPath(move, path) as Payment | null | undefined;
  if (!suggested || typeof suggested !== "object") return move;
  const spec = paymentSpec(c.view, c.seat, knownCost(move), suggested);
  if (spec.total === 0) return move;
  const paid = await c.ask.pay(t(c, "step.payFor", { what: payingFor(c, move) }), spec, c.player);
  return paid ? setPath(move, path, paid) : null;
}

/** Titles of fields asked without an entry's field list. */
const KEY_TITLES: Record<string, UiKey> = {
  advances: "step.government", advance: "step.advance", city: "step.city", hex: "step.chooseHex", card: "step.card", building: "step.building",
  build: "step.variant", explore: "step.variant", units: "step.moveUnits", to: "step.moveTo", gain: "step.gain", bonus: "step.bonus",
};

/**
 * The generic control: ask each listed field, then any field that still differs; the payment last,
 * prefilled with the server's suggestion.
 */
export async function narrowControl(c: ControlCtx, cands: readonly Move[], fields: readonly FieldSpec[] = []): Promise<Move | null> {
  let left = [...cands];
  if (!left.length) return null;
  const type = left[0].type;
  const asked = new Set<string>();
  const payPaths = new Set(["payment"]);
  const askField = async (path: string, title: string): Promise<boolean> => {
    asked.add(path);
    const values = distinctValues(left, path);
    if (values.length <= 1) return true;
    const options = optionsFor(c, type, path, values);
    if (type === "advance" && path === "advance") options.push(...lockedAdvances(c, new Set(values.map(String))));
    const v = await c.ask.choose(title, options, { subtitle: settledSoFar(c, left) ?? undefined });
    if (v === null && !values.includes(null)) return false;
    left = narrow(left, path, v);
    return left.length > 0;
  };
  for (const f of fields) {
    if (payPaths.has(f.path)) continue;
    if (!(await askField(f.path, t(c, f.title)))) return null;
  }
  for (const key of differingKeys(left)) {
    if (asked.has(key) || payPaths.has(key) || key === "path") continue;
    if (!(await askField(key, KEY_TITLES[key] ? t(c, KEY_TITLES[key]) : moveLabel(c.i18n, type)))) return null;
  }
  return askPayment(c, left[0]);
}

// ---- hand-built controls ------------------------------------------------------------------------------

async function chooseCity(c: ControlCtx, cands: readonly Move[], key = "city"): Promise<string | null> {
  const cities = distinctValues(cands, key).map(String);
  if (cities.length === 1) return cities[0];
  return c.ask.choose(t(c, "step.city"), cities.map((h) => ({ value: h, label: hexLabel(c, h), hex: h })));
}

async function collectControl(c: ControlCtx, cands: readonly Move[]): Promise<Move | null> {
  const type = cands[0].type;
  const city = await chooseCity(c, cands);
  if (!city) return null;
  const base = cands.find((m) => m.city === city)!;
  const cityState = c.view.cities[city];
  const options = cityState ? collectOptions(stateOf(c), c.seat, cityState) : [];
  const max = cityState ? collectLimit(stateOf(c), cityState) : 1;
  const take = new Map<string, PayableKind>(((base.take as CollectChoice[]) ?? []).map((x) => [x.hex, x.kind]));
  let metallurgy = !!base.metallurgy;
  const canMetallurgy = ownsAdvance(c, "metallurgy");
  const list = (): CollectChoice[] => options.filter((o) => take.has(o.hex)).map((o) => ({ hex: o.hex, kind: take.get(o.hex)! }));
  return c.ask.form<Move>(t(c, "step.collect", { n: max }), (body, refresh) => {
    const rows = el("div", { class: "cp-list" });
    const count = el("div", { class: "cp-sub" });
    const metal = el("div", { class: "cp-row" });
    let stop = false;
    const paint = () => {
      replace(rows);
      options.forEach((o, i) => {
        const row = el("div", { class: "cp-row" }, el("span", { text: hexLabel(c, o.hex) }));
        for (const k of o.kinds) {
          row.append(button({
            testId: `coc.collect.${i}.${k}`, label: t(c, k as UiKey), kind: "chip", selected: take.get(o.hex) === k,
            onClick: () => { if (take.get(o.hex) === k) take.delete(o.hex); else take.set(o.hex, k); paint(); },
          }));
        }
        rows.append(row);
      });
      count.textContent = t(c, "step.collectCount", { n: take.size, max });
      const ore = list().filter((x) => x.kind === "ore").length;
      replace(metal);
      if (canMetallurgy && ore >= 2) {
        metal.append(button({ testId: "coc.collect.metallurgy", label: t(c, "step.metallurgy"), kind: "chip", selected: metallurgy, onClick: () => { metallurgy = !metallurgy; paint(); } }));
      } else metallurgy = false;
      c.board.highlight(options.map((o) => o.hex), "target");
      c.board.highlight([...take.keys()], "selected");
      refresh();
    };
    // Clicking a space on the map toggles it (its first yield).
    const loop = async () => {
      while (!stop) {
        let hex: string | null = null;
        try { hex = await c.board.pickHex(options.map((o) => o.hex), "target", t(c, "step.collect", { n: max })); } catch { return; }
        if (stop || hex === null) return;
        const o = options.find((x) => x.hex === hex);
        if (!o) continue;
        if (take.has(hex)) take.delete(hex);
        else take.set(hex, o.kinds[0]);
        paint();
      }
    };
    body.append(rows, count, metal);
    paint();
    void loop();
    return {
      value: () => ({ type, city, take: list(), ...(metallurgy ? { metallurgy: true } : {}) }),
      problem: () => {
        const p = cityState ? collectProblem(stateOf(c), c.seat, cityState, list()) : null;
        if (!p) return null;
        return p.code === "tooMany" ? t(c, "collect.tooMany", { n: p.max }) : t(c, `collect.${p.code}` as UiKey);
      },
      destroy: () => { stop = true; try { c.board.cancelPick(); } catch { /* ignore */ } c.board.highlight([], "selected"); c.board.highlight([], "target"); },
    };
  });
}

async function recruitControl(c: ControlCtx, cands: readonly Move[]): Promise<Move | null> {
  const city = await chooseCity(c, cands);
  if (!city) return null;
  const base = cands.find((m) => m.city === city)!;
  const cityState = c.view.cities[city];
  // Leaders are recruited with a leader card, or one "random" chip (their own row below); the other types as the engine allows.
  const types = (cityState ? recruitableTypes(stateOf(c), c.seat, cityState) : []).filter((u) => u !== "leader").map((id) => ({ id }));
  const leaderCards = cityState ? leaderChips(stateOf(c), c.seat, cityState) : [];
  let leader: LeaderChip | null = leaderCards.find((l) => l === leaderChipOf(base)) ?? null;
  const max = cityState ? moodSizeOf(c, city) : 1;
  const counts = new Map<string, number>();
  for (const u of (base.units as string[]) ?? []) counts.set(u, (counts.get(u) ?? 0) + 1);
  let sanitation = !!base.sanitation;
  let draft = !!base.draft;
  const choice = () => ({ units: types.flatMap((u) => Array.from({ length: counts.get(u.id) ?? 0 }, () => u.id as UnitTypeId)), leader, sanitation, draft });
  const units = () => recruitUnits(choice());
  const opts = () => recruitOptions(choice());
  const costNow = () => recruitCost(stateOf(c), c.seat, units(), opts());
  const chosen = await c.ask.form<UnitTypeId[]>(t(c, "step.recruit", { n: max }), (body, refresh) => {
    const rows = el("div", { class: "cp-list" });
    const paint = () => {
      replace(rows);
      const total = units().length;
      types.forEach((u) => {
        const n = counts.get(u.id) ?? 0;
        const row = el("div", { class: "cp-row" }, el("span", { class: "cp-ref", "data-ref-kind": "unit", "data-ref-id": u.id, text: name("unit", u.id, lang(c)) }),
          stepper(`coc.recruit.${u.id}`, n, 0, n + Math.max(0, max - total), (v) => { counts.set(u.id, v); paint(); }));
        rows.append(row);
      });
      if (leaderCards.length) {
        const room = total - (leader ? 1 : 0) < max;
        rows.append(el("div", { class: "cp-row" }, el("span", { class: "cp-ref", "data-ref-kind": "unit", "data-ref-id": "leader", text: name("unit", "leader", lang(c)) }),
          ...leaderCards.map((id) => button({
            testId: `coc.recruit.leader.${id}`, label: id === "random" ? t(c, "recruit.randomLeader") : leaderName(id, lang(c)), kind: "chip",
            selected: leader === id, enabled: leader === id || room, ...(id === "random" ? {} : { ref: { kind: "leader", id } }),
            onClick: () => { leader = leader === id ? null : id; paint(); },
          }))));
      }
      const us = units();
      if (ownsAdvance(c, "sanitation") && us.includes("settler")) {
        rows.append(button({ testId: "coc.recruit.sanitation", label: t(c, "step.sanitation"), kind: "chip", selected: sanitation, onClick: () => { sanitation = !sanitation; paint(); } }));
      } else sanitation = false;
      if (ownsAdvance(c, "draft") && us.includes("infantry")) {
        // Sparta lets culture tokens pay for Draft too; the payment step then offers both.
        const label = draftKinds(stateOf(c), c.seat).includes("culture") ? "step.draftCulture" : "step.draft";
        rows.append(button({ testId: "coc.recruit.draft", label: t(c, label, { n: draftPrice(stateOf(c), c.seat) }), kind: "chip", selected: draft, onClick: () => { draft = !draft; paint(); } }));
      } else draft = false;
      rows.append(el("div", { class: "cp-sub", text: t(c, "step.cost", { n: costText(costNow(), (k) => t(c, k as UiKey), t(c, "free")) }) }));
      c.board.highlight([city], "selected");
      refresh();
    };
    body.append(rows);
    paint();
    return {
      value: () => units(),
      problem: () => {
        const us = units();
        if (!us.length) return t(c, "recruit.empty");
        if (us.length > max) return t(c, "recruit.tooMany", { n: max });
        if (!suggestPayment(asPlayer(c.player), costNow())) return t(c, "recruit.cantPay");
        // Anything else the engine refuses (stack limit, figures, leader card), in its words.
        const why = recruitBlocker(stateOf(c), c.seat, city, us, opts());
        return why && promptText(c, why);
      },
      destroy: () => c.board.highlight([], "selected"),
    };
  });
  if (!chosen) return null;
  const move = recruitMove(stateOf(c), c.seat, city, choice());
  const spec = paymentSpec(c.view, c.seat, costNow(), move.payment as Payment);
  if (spec.total === 0) return move;
  const paid = await c.ask.pay(t(c, "step.payFor", { what: moveLabel(c.i18n, "recruit") }), spec, c.player);
  return paid ? { ...move, payment: paid } : null;
}

async function moveControl(c: ControlCtx, cands: readonly Move[]): Promise<Move | null> {
  const groups = cands as (Move & { units: number[]; to: string; roads?: boolean })[];
  const fromOf = (m: { units: number[] }) => c.view.units[m.units[0]]?.hex ?? "";
  const sources = [...new Set(groups.map(fromOf))].filter(Boolean);
  const from = sources.length === 1 ? sources[0] : await c.ask.choose(t(c, "step.moveFrom"), sources.map((h) => {
    const ids = [...new Set(groups.filter((g) => fromOf(g) === h).flatMap((g) => g.units))];
    return { value: h, label: hexLabel(c, h), detail: unitsText(c, ids), hex: h };
  }), { style: "selected" });
  if (!from) return null;
  const here = groups.filter((g) => fromOf(g) === from);
  const movable = [...new Set(here.flatMap((g) => g.units))];
  let chosen = movable;
  if (movable.length > 1) {
    const picked = await c.ask.multi(t(c, "step.moveUnits"), movable.map((id) => ({
      value: id, label: name("unit", c.view.units[id]?.type ?? "", lang(c)), detail: `#${id}`, ref: { kind: "unit", id: c.view.units[id]?.type ?? "" },
    })), 1, movable.length, { unitsHex: from, unitIds: (v) => v, preselect: movable });
    if (!picked) return null;
    chosen = picked;
  }
  const key = json([...chosen].sort((a, b) => a - b));
  let options = here.filter((g) => json([...g.units].sort((a, b) => a - b)) === key);
  if (!options.length) {
    // A group the list does not hold: the spaces every chosen unit type may reach alone.
    const perType = [...new Set(chosen.map((id) => c.view.units[id]?.type))].map((type) => new Set(here.filter((g) => g.units.length === 1 && c.view.units[g.units[0]]?.type === type && !g.roads).map((g) => g.to)));
    const common = perType.length ? [...perType[0]].filter((h) => perType.every((s) => s.has(h))) : [];
    options = common.map((to) => ({ type: "move-group", units: chosen, to }));
  }
  if (!options.length) return null;
  const dest = await c.ask.choose(t(c, "step.moveTo"), options.map((m) => ({
    value: m, label: hexLabel(c, m.to) + (m.roads ? ` · ${t(c, "roadsTag")}` : ""), hex: m.roads && options.some((o) => o.to === m.to && !o.roads) ? undefined : m.to,
  })), { style: "move", subtitle: unitsText(c, chosen) });
  if (!dest) return null;
  return askPayment(c, dest);
}

async function happinessControl(c: ControlCtx, cands: readonly Move[]): Promise<Move | null> {
  const type = cands[0].type;
  const cities = happierCities(c);
  const steps = new Map<string, number>();
  for (const x of (cands[0].cities as { hex: string; steps: number }[]) ?? []) steps.set(x.hex, x.steps);
  const reserve = type === "voting" ? 1 : 0;
  const budget: PlayerView = { ...c.player, moodTokens: Math.max(0, c.player.moodTokens - reserve) };
  const chosenList = () => cities.filter((x) => (steps.get(x.hex) ?? 0) > 0).map((x) => ({ hex: x.hex, steps: steps.get(x.hex)! }));
  const tokens = () => happinessTokens(stateOf(c), chosenList());
  const list = await c.ask.form<{ hex: string; steps: number }[]>(t(c, "step.happiness"), (body, refresh) => {
    const rows = el("div", { class: "cp-list" });
    const paint = () => {
      replace(rows);
      cities.forEach((x, i) => {
        const mood = c.view.cities[x.hex]?.mood ?? "neutral";
        rows.append(el("div", { class: "cp-row" }, el("span", { text: `${hexLabel(c, x.hex)} · ${t(c, `mood.${mood}` as UiKey)}` }),
          stepper(`coc.happy.${i}`, steps.get(x.hex) ?? 0, 0, x.room, (v) => { steps.set(x.hex, v); paint(); })));
      });
      rows.append(el("div", { class: "cp-sub", text: t(c, "step.cost", { n: tokens() }) }));
      c.board.highlight(chosenList().map((x) => x.hex), "selected");
      refresh();
    };
    body.append(rows);
    paint();
    return {
      value: () => chosenList(),
      problem: () => (!chosenList().length ? t(c, "happy.empty") : !suggestPayment(asPlayer(budget), happinessCost(stateOf(c), c.seat, chosenList())) ? t(c, "happy.cantPay") : null),
      destroy: () => c.board.highlight([], "selected"),
    };
  });
  if (!list) return null;
  const cost = happinessCost(stateOf(c), c.seat, list);
  const suggested = suggestPayment(asPlayer(budget), cost) ?? {};
  const spec = paymentSpec(c.view, c.seat, cost, suggested);
  const paid = spec.total ? await c.ask.pay(t(c, "step.payFor", { what: moveLabel(c.i18n, type) }), spec, budget) : {};
  return paid ? { type, cities: list, payment: paid } : null;
}

/** Steppers for amounts of several kinds; `limit(kind)` caps each. */
function amountRows(c: ControlCtx, testId: string, kinds: readonly PayableKind[], amounts: Record<string, number>, limit: (k: PayableKind) => number, onChange: () => void): HTMLElement {
  const grid = el("div", { class: "cp-pay" });
  for (const k of kinds) {
    const n = amounts[k] ?? 0;
    grid.append(el("span", {}, icon(k, t(c, k as UiKey)), ` ${t(c, k as UiKey)}`),
      stepper(`${testId}.${k}`, n, 0, limit(k), (v) => { amounts[k] = v; onChange(); }),
      el("span", { class: "cp-dim", text: `/ ${limit(k)}` }));
  }
  return grid;
}

async function taxesControl(c: ControlCtx, cands: readonly Move[]): Promise<Move | null> {
  const kinds: PayableKind[] = ownsAdvance(c, "currency") ? ["food", "wood", "ore", "gold"] : ["food", "wood", "ore"];
  const total = cityCount(stateOf(c), c.seat);
  const gain: Record<string, number> = { ...((cands[0]?.gain as Record<string, number>) ?? {}) };
  return c.ask.form<Move>(t(c, "step.taxes", { n: total }), (body, refresh) => {
    const host = el("div");
    const paint = () => { replace(host, amountRows(c, "coc.taxes", kinds, gain, () => total, paint)); refresh(); };
    body.append(host);
    paint();
    const sum = () => kinds.reduce((n, k) => n + (gain[k] ?? 0), 0);
    return {
      value: () => ({ type: "taxes", gain: Object.fromEntries(kinds.filter((k) => gain[k]).map((k) => [k, gain[k]])) }),
      problem: () => (sum() === total ? null : t(c, "taxes.total", { n: total })),
    };
  });
}

const CARD_KINDS = ["action", "objective", "wonder"] as const;
type CardKind = (typeof CARD_KINDS)[number];
const handOf = (p: PlayerView, k: CardKind): string[] | number => (k === "action" ? p.actionCards : k === "objective" ? p.objectiveCards : p.wonderCards);
const countOf = (h: string[] | number) => (Array.isArray(h) ? h.length : h);

function cardLabel(c: Env, kind: CardKind, id: string): string {
  return kind === "action" ? actionHalfName(id, lang(c)) : kind === "objective" ? name("objective", id, lang(c)) : name("wonder", id, lang(c));
}

async function tradeControl(c: ControlCtx): Promise<Move | null> {
  const others = c.view.players.map((p) => p.seat).filter((s) => s !== c.seat);
  const to = others.length === 1 ? others[0] : await c.ask.choose<Seat>(t(c, "step.tradeWith"), others.map((s) => ({ value: s, label: c.seatName(s) })));
  if (to === null) return null;
  const them = c.view.players[to];
  const give: Record<string, number> = {};
  const get: Record<string, number> = {};
  const giveCards = new Map<string, CardKind>();
  const getCards: Record<string, number> = {};
  let show = false;
  return c.ask.form<Move>(`${t(c, "act.propose-trade")} · ${c.seatName(to)}`, (body, refresh) => {
    const host = el("div");
    const paint = () => {
      const mine = el("div", { class: "cp-cards" });
      for (const k of CARD_KINDS) {
        const h = handOf(c.player, k);
        if (!Array.isArray(h)) continue;
        h.forEach((id, i) => mine.append(button({
          testId: `coc.trade.card.${k}.${i}`, label: cardLabel(c, k, id), kind: "chip", selected: giveCards.has(`${k}:${id}`), ref: { kind: k === "action" ? "action" : k, id },
          onClick: () => { const key = `${k}:${id}`; if (giveCards.has(key)) giveCards.delete(key); else giveCards.set(key, k); paint(); },
        })));
      }
      const want = el("div", { class: "cp-list" });
      for (const k of CARD_KINDS) {
        const n = countOf(handOf(them, k));
        if (!n) continue;
        want.append(el("div", { class: "cp-row" }, el("span", { text: t(c, "cardsOf", { kind: t(c, `kind.${k}` as UiKey) }) }),
          stepper(`coc.trade.get.${k}`, getCards[k] ?? 0, 0, n, (v) => { getCards[k] = v; paint(); })));
      }
      replace(host,
        el("div", { class: "cp-sub", text: t(c, "step.give") }), amountRows(c, "coc.trade.give", PAYABLE, give, (k) => amountOfP(c.player, k), paint),
        el("div", { class: "cp-sub", text: t(c, "step.get") }), amountRows(c, "coc.trade.want", PAYABLE, get, (k) => amountOfP(them, k), paint),
        el("div", { class: "cp-sub", text: t(c, "step.giveCards") }), mine,
        giveCards.size ? button({ testId: "coc.trade.show", label: t(c, "step.showCards"), kind: "chip", selected: show, onClick: () => { show = !show; paint(); } }) : null,
        el("div", { class: "cp-sub", text: t(c, "step.getCards") }), want);
      refresh();
    };
    body.append(host);
    paint();
    const cardsGiven = () => {
      const out: Partial<Record<CardKind, string[]>> = {};
      for (const [key, k] of giveCards) (out[k] ??= []).push(key.slice(k.length + 1));
      return out;
    };
    return {
      value: () => {
        const m: Move = { type: "propose-trade", to, give: nonZero(give), get: nonZero(get) };
        if (giveCards.size) { m.giveCards = cardsGiven(); if (show) m.showCards = true; }
        const gc = nonZero(getCards);
        if (Object.keys(gc).length) m.getCards = gc;
        return m;
      },
      problem: () => (paymentTotal(give) + paymentTotal(get) + giveCards.size + Object.values(getCards).reduce((a, b) => a + b, 0) === 0 ? t(c, "trade.empty") : null),
    };
  }, { confirm: t(c, "send") });
}

function amountOfP(p: PlayerView, k: PayableKind): number {
  return k === "mood" ? p.moodTokens : k === "culture" ? p.cultureTokens : p.resources[k];
}

function nonZero(o: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v > 0));
}

/** Runs the control of a turn entry. */
export async function runTurnSpec(c: ControlCtx, spec: MoveSpec | null, types: readonly string[]): Promise<Move | null> {
  const cands = c.legal.filter((m) => types.includes(m.type));
  switch (spec?.custom) {
    case "collect": return cands.length ? collectControl(c, cands) : null;
    case "recruit": return cands.length ? recruitControl(c, cands) : null;
    case "move": return cands.length ? moveControl(c, cands) : null;
    case "happiness": return cands.length ? happinessControl(c, cands) : null;
    case "taxes": return cands.length ? taxesControl(c, cands) : null;
    case "trade": return tradeControl(c);
    default:
      if (!cands.length) return null;
      if (cands.length === 1 && !spec?.fields?.length) return cands[0];
      return narrowControl(c, cands, spec?.fields ?? []);
  }
}

// ---- decision prompts ----------------------------------------------------------------------------------

type ChoosePrompt = Extract<Prompt, { kind: "choose" }>;

/** A label for a prompt option: from the data where the value names something, else the engine's text. */
function promptOptionLabel(c: ControlCtx, p: ChoosePrompt, o: ChoosePrompt["options"][number]): Omit<Option<string | number>, "value"> {
  const v = o.value;
  const type = p.moveType;
  const engine = promptText(c, o.label);
  if (type === "complete-objective" && typeof v === "string") {
    const [card, objective] = v.split("/");
    return { label: objectiveName(objective, lang(c)), ref: { kind: "objective", id: card } };
  }
  if (type === "free-advance" || (type === "card-choice" && ADVANCES.some((a) => a.id === v))) {
    const d = describeValue(c, type, "advance", v);
    return { label: d.label, ref: d.ref };
  }
  if (type === "change-government") return { label: describeValue(c, type, "government", v).label };
  if (type === "combat-tactics" && v !== "none") return { label: describeValue(c, type, "card", v).label, ref: { kind: "action", id: String(v) } };
  if (type === "choose-first-player" && typeof v === "number") return { label: c.seatName(v) };
  if (isHex(v)) return { label: hexLabel(c, v), hex: v };
  // Options whose engine label names a data item ("coc.unit.settler", "coc.advance.storage"...).
  const named = /^coc\.(advance|unit|building|wonder|category|objective|tactics)\.(.+)$/.exec(o.label.key);
  if (named && typeof v === "string") {
    const kind = named[1] === "tactics" ? null : (named[1] as "advance" | "unit" | "building" | "wonder" | "category" | "objective");
    if (kind) return { label: name(kind, v, lang(c)), ...(kind !== "category" ? { ref: { kind, id: v } } : {}) };
  }
  if (typeof v === "number" && o.label.key.startsWith("coc.unit") && c.view.units[v]) {
    const u = c.view.units[v];
    return { label: `${name("unit", u.type, lang(c))} #${v}`, hex: u.hex, ref: { kind: "unit", id: u.type } };
  }
  if (type === "explore-orientation" || /\d,-?\d/.test(engine)) return { label: localizeHexText(c, engine) };
  return { label: engine };
}

/** Picks the cards handed over when accepting a trade that asks for cards. */
async function tradeCards(c: ControlCtx, move: Move): Promise<Move | null> {
  const asked = move.cards as Partial<Record<CardKind, string[]>> | undefined;
  if (!asked) return move;
  const out: Partial<Record<CardKind, string[]>> = {};
  for (const k of CARD_KINDS) {
    const n = asked[k]?.length ?? 0;
    if (!n) continue;
    const hand = handOf(c.player, k);
    if (!Array.isArray(hand) || hand.length <= n) { out[k] = asked[k]; continue; }
    const picked = await c.ask.multi(t(c, "step.answerCards"), hand.map((id) => ({ value: id, label: cardLabel(c, k, id), ref: { kind: k === "action" ? "action" : k, id } })), n, n, { preselect: asked[k] });
    if (!picked) return null;
    out[k] = picked;
  }
  return { ...move, cards: out };
}

function tradeOfferText(c: ControlCtx): string | null {
  const f = c.view.stack[c.view.stack.length - 1] as { kind: string; from?: number; give?: Record<string, number>; get?: Record<string, number>; giveCardCounts?: Record<string, number>; getCards?: Record<string, number>; private?: Record<number, { giveCards: Record<string, string[]> }> } | undefined;
  if (!f || f.kind !== "trade-offer" || f.from === undefined) return null;
  const cardsTxt = (counts?: Record<string, number>) => CARD_KINDS.filter((k) => counts?.[k]).map((k) => t(c, "cardsCount", { n: counts![k], kind: t(c, `kind.${k}` as UiKey) }));
  const shown = f.private?.[c.seat]?.giveCards;
  const giveCards = shown ? CARD_KINDS.flatMap((k) => (shown[k] ?? []).map((id) => cardLabel(c, k, id))) : cardsTxt(f.giveCardCounts);
  const give = [amountsOrNothing(c, f.give), ...giveCards].filter(Boolean).join(", ");
  const get = [amountsOrNothing(c, f.get), ...cardsTxt(f.getCards)].filter(Boolean).join(", ");
  return t(c, "tradeOffer", { name: c.seatName(f.from), give: give || t(c, "nothing"), get: get || t(c, "nothing") });
}

function amountsOrNothing(c: ControlCtx, a?: Record<string, number>): string {
  return a && Object.values(a).some(Boolean) ? PAYABLE.filter((k) => a[k]).map((k) => `${a[k]} ${t(c, k as UiKey)}`).join(", ") : "";
}

/** Answers a "choose" prompt: options → legal moves, with follow-up choices and payments. */
/**
 * Exploration's choice of how to lay the region (L1195): the two layouts from the explorer's own view of the
 * frame, or null (another prompt, or a view without them).
 */
export function explorationLayouts(c: Env, p: ChoosePrompt): readonly { hex: string; terrain: string }[][] | null {
  if (p.id !== "explore-orientation") return null;
  const frame = c.view.stack[c.view.stack.length - 1] as { kind: string; private?: Record<number, { layouts?: { hex: string; terrain: string }[][] }> };
  const layouts = frame?.kind === "explore-orientation" ? frame.private?.[c.seat]?.layouts : undefined;
  return layouts?.length === 2 ? layouts : null;
}

export async function runChoosePrompt(c: ControlCtx, p: ChoosePrompt): Promise<Move | null> {
  const layouts = explorationLayouts(c, p);
  if (!layouts) return choosePrompt(c, p);
  // The region as it would lie with each choice: the first at once, the other while the pointer is on its button.
  c.board.preview(layouts[0]);
  try {
    return await choosePrompt(c, p, (value) => () => c.board.preview(layouts[Number(value) ? 1 : 0]));
  } finally {
    c.board.preview(null);
  }
}

async function choosePrompt(c: ControlCtx, p: ChoosePrompt, preview?: (value: string | number) => () => void): Promise<Move | null> {
  const type = p.moveType;
  const legal = c.legal.filter((m) => m.type === type);
  const title = promptText(c, p.label ?? { key: "", en: moveLabel(c.i18n, type) });
  const options: Option<string | number>[] = p.options.map((o) => {
    const moves = optionMoves(type, legal, o.value);
    const base = promptOptionLabel(c, p, o);
    return {
      value: o.value, ...base, disabled: o.disabled ? promptText(c, o.disabled) : moves.length || MULTI_BUILD[type] ? undefined : t(c, "notNow"),
      ...(preview ? { preview: preview(o.value) } : {}),
    };
  });
  for (;;) {
    if (MULTI_BUILD[type] || p.max > 1) {
      const units = options.map((o) => Number(o.value));
      const hex = c.view.units[units[0]]?.hex;
      const picked = await c.ask.multi(title, options, p.min, p.max, {
        cancellable: false,
        ...(hex && units.every((id) => c.view.units[id]?.hex === hex) ? { unitsHex: hex, unitIds: (v: string | number) => Number(v) } : {}),
      });
      if (!picked) return null;
      return MULTI_BUILD[type] ? MULTI_BUILD[type](picked) : legal.find((m) => picked.every((v) => optionMoves(type, [m], v).length)) ?? null;
    }
    const skip = p.min === 0 ? skipMove(type, legal) : undefined;
    const subtitle = type === "answer-trade" ? tradeOfferText(c) ?? undefined : undefined;
    const SKIP = "\u0000skip";
    const v = await c.ask.choose<string | number>(title, options, {
      cancellable: false, subtitle,
      ...(skip ? { extra: { label: t(c, type === "complete-objective" ? "done" : "skip"), value: SKIP, testId: "coc.skip" } } : {}),
    });
    if (v === null) return null;
    if (v === SKIP) return skip!;
    let cands = optionMoves(type, legal, v);
    if (!cands.length) continue;
    let move: Move | null = cands.length === 1 ? cands[0] : await narrowControl(c, cands);
    if (move && type === "answer-trade" && move.accept) move = await tradeCards(c, move);
    if (move && cands.length === 1) move = await askPayment(c, move);
    if (move) return move;
    cands = [];
  }
}

/** Any other prompt (or a frame without an entry): the legal moves as buttons. */
export async function runListPrompt(c: ControlCtx, title: string, legal: readonly Move[], describe: (m: Move) => string): Promise<Move | null> {
  return c.ask.choose(title, legal.map((m) => ({ value: m, label: describe(m) })), { cancellable: false });
}
