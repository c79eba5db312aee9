/**
 * What the panels show of the game, as DOM: the table (event dial, wonders market, victory cards and who marked
 * them, city-state cards beside the map) and each player's board (leader, focus row with trade tokens, tech dial,
 * resources, reserves, natural wonders, diplomacy hand: one's own face up, the others' as counts).
 */
import type { Seat } from "../../../../../engine/core/types.ts";
import { EVENT_DIAL, VICTORY_CARDS, type WonderType } from "../../../../../engine/games/new-dawn/data/index.ts";
import type { NdView, SeenPlayer } from "../../../../../engine/games/new-dawn/view.ts";
import type { Translator } from "../../../i18n/index.ts";
import { softHyphens } from "../../../i18n/hyphenate.ts";
import { el, setRef } from "../../../ui/panel-dom.ts";
import { css, PLAYER_COLOR, PLAYER_GLYPH, RESOURCE_COLOR, WONDER_TYPE_COLOR } from "../board/palette.ts";
import { FOCUS, LEVEL, name, WONDER } from "../names.ts";
import { ui } from "../text/ui.ts";
import { eventDial, techDial } from "./dials.ts";

/** Letters of a word that no longer fit on a line of a focus card (11px bold in a fifth of the panel). */
const CARD_LINE = 8;

export interface InfoEnv {
  i18n: Translator;
  seatName(seat: Seat): string;
  mySeat: Seat | null;
}

export function seatMark(p: SeenPlayer): HTMLElement {
  return el("span", { class: "nd-glyph", style: `color: ${css(PLAYER_COLOR[p.color])}`, text: PLAYER_GLYPH[p.color] });
}

export function tableInfo(v: NdView, env: InfoEnv): HTMLElement {
  const { i18n } = env;
  const lang = i18n.lang;
  const symbol = EVENT_DIAL.divisions[v.eventDial] ?? null;
  const dial = el("div", { class: "nd-lineup", id: "nd-event-dial" },
    eventDial(v.eventDial, ui(i18n, "panel.eventDial")),
    el("div", {}, el("h4", { text: ui(i18n, "panel.eventDial") }), el("div", { class: "nd-dim", id: "nd-event-name", text: symbol ? name("event", symbol, lang) : "—" })));
  const market = el("div", { class: "nd-market", id: "nd-market" });
  for (const type of ["culture", "economy", "science", "military"] as WonderType[]) {
    const d = v.wonderDecks[type];
    const w = d.faceUp ? WONDER.get(d.faceUp) : null;
    const box = el("div", { class: "nd-wonder", style: `border-left-color: ${css(WONDER_TYPE_COLOR[type])}` },
      el("b", { text: w ? w.name[lang] : ui(i18n, "panel.noWonder") }),
      w ? el("span", { class: "nd-dim", text: `${ui(i18n, "panel.cost", { n: w.cost })} · ${w.resources.map((r) => name("resource", r, lang)).join("/")}` }) : null,
      el("div", { class: "nd-dim", text: ui(i18n, "panel.below", { n: d.below }) }));
    if (w) setRef(box, { kind: "wonder", id: w.id });
    market.append(box);
  }
  const victory = el("div", { class: "nd-victory", id: "nd-victory" });
  for (const id of v.victoryCards) {
    const card = VICTORY_CARDS.find((c) => c.id === id);
    if (!card) continue;
    for (const obj of card.objectives) {
      const by = v.players.filter((p) => p.objectives.includes(obj));
      const line = el("div", { class: by.length ? "nd-done" : "" }, el("b", { text: name("objective", obj, lang) }), " ",
        el("span", { class: "nd-dim", text: by.length ? ui(i18n, "panel.marked", { names: by.map((p) => `${PLAYER_GLYPH[p.color]} ${env.seatName(p.seat)}`).join(", ") }) : ui(i18n, "panel.unmarked") }));
      setRef(line, { kind: "objective", id: obj });
      victory.append(line);
    }
  }
  const cityStates = Object.entries(v.cityStateCards).filter(([, n]) => (n ?? 0) > 0).map(([cs, n]) => `${name("cityState", cs, lang)} ×${n}`).join(", ");
  return el("div", { class: "nd-table" },
    dial,
    el("h4", { text: ui(i18n, "panel.wonders") }), market,
    el("h4", { text: ui(i18n, "panel.victory") }), victory,
    cityStates ? el("div", { class: "nd-dim", text: `${ui(i18n, "panel.cityStateCards")}: ${cityStates}` }) : null);
}

/** The seat whose decision the game waits for (the top frame's), or null. */
export function decidingSeat(v: NdView): Seat | null {
  for (let i = v.stack.length - 1; i >= 0; i--) if (v.stack[i].seat !== null) return v.stack[i].seat as Seat;
  return null;
}

export function playerBoard(v: NdView, p: SeenPlayer, env: InfoEnv): HTMLElement {
  const { i18n } = env;
  const lang = i18n.lang;
  const turn = v.turn?.seat === p.seat;
  const deciding = decidingSeat(v) === p.seat;
  const head = el("div", { class: "nd-head" }, seatMark(p), el("span", { text: env.seatName(p.seat) }),
    p.seat === env.mySeat ? el("span", { class: "nd-sub", text: `(${ui(i18n, "panel.you")})` }) : null,
    el("span", { class: "nd-sub", text: `${name("leader", p.leader, lang)} · ${name("civ", p.leader, lang)}` }),
    turn ? el("span", { class: "nd-tag", text: ui(i18n, "panel.turnNow") }) : deciding ? el("span", { class: "nd-tag", text: ui(i18n, "panel.decides") }) : null,
    v.first === p.seat ? el("span", { class: "nd-sub", text: "⚑" }) : null);
  setRef(head, { kind: "leader", id: p.leader });
  const row = el("div", { class: "nd-row", "data-seat": p.seat, id: `nd-row-${p.seat}` });
  p.row.forEach((c, i) => {
    const def = FOCUS.get(c.card);
    const trade = el("div", { class: "nd-trade" });
    for (let t = 0; t < c.trade; t++) trade.append(el("i", { title: ui(i18n, "panel.trade", { n: c.trade }) }));
    for (const cs of c.cityStates) trade.append(el("i", { class: "nd-cs", title: name("cityState", cs, lang) }));
    const card = el("div", { class: `nd-card nd-${def?.type ?? "x"}`, "data-card": c.card, "data-testid": `nd.card.${p.seat}.${i + 1}` },
      el("div", { class: "nd-type", text: `${def ? name("type", def.type, lang) : ""} ${def ? LEVEL[def.level] : ""}` }),
      el("div", { class: "nd-name", text: softHyphens(name("card", c.card, lang), CARD_LINE) }),
      trade,
      el("span", { class: "nd-slotno", text: String(i + 1) }));
    card.title = `${ui(i18n, "panel.slot", { n: i + 1 })} · ${ui(i18n, "panel.trade", { n: c.trade })}`;
    setRef(card, { kind: "card", id: c.card });
    row.append(card);
  });
  const res = Object.entries(p.resources).filter(([, n]) => n > 0)
    .map(([k, n]) => el("span", { class: "nd-res" }, el("i", { style: `background: ${css(RESOURCE_COLOR[k as keyof typeof RESOURCE_COLOR])}` }), `${name("resource", k, lang)} ×${n}`));
  const home = p.caravans.filter((c) => c === null).length;
  const facts = el("div", { class: "nd-facts" },
    el("span", { id: `nd-dial-${p.seat}`, title: `${ui(i18n, "panel.techDial", { n: p.dial })} — ${ui(i18n, "panel.levels")}` }, techDial(p.dial, css(PLAYER_COLOR[p.color]), `${ui(i18n, "panel.techDial", { n: p.dial })} — ${ui(i18n, "panel.levels")}`)),
    el("div", { class: "nd-lines" },
      el("div", {}, ...(res.length ? res : [el("span", { class: "nd-dim", text: ui(i18n, "panel.noResources") })]),
        p.naturalWonders.length ? ` · ${ui(i18n, "panel.naturalWonders")}: ${p.naturalWonders.map((n) => name("naturalWonder", n, lang)).join(", ")}` : ""),
      el("div", { class: "nd-dim", text: [ui(i18n, "panel.tokensLeft", { n: p.tokensLeft }), ui(i18n, "panel.citiesLeft", { n: p.citiesLeft }), ui(i18n, "panel.caravans", { home, n: p.caravans.length }),
        p.tradeStore ? ui(i18n, "panel.tradeStore", { n: p.tradeStore }) : ""].filter(Boolean).join(" · ") }),
      el("div", {}, diplomacy(p, env)),
      el("div", { class: "nd-dim", text: ui(i18n, "panel.objectives", { n: p.objectives.length }) })));
  return el("div", { class: `nd-player${turn || deciding ? " nd-active" : ""}`, id: `nd-player-${p.seat}` }, head, row, facts);
}

function diplomacy(p: SeenPlayer, env: InfoEnv): HTMLElement {
  const { i18n } = env;
  const lang = i18n.lang;
  const own = p.seat === env.mySeat;
  const items = p.diplomacy.map((d) => {
    if (d.from === "city-state") {
      const e = el("span", { class: "cp-chip", text: name("cityState", d.cityState, lang) });
      setRef(e, { kind: "cityState", id: d.cityState });
      return e;
    }
    if (d.card === null) return el("span", { class: "nd-dim", text: ui(i18n, "panel.hiddenFrom", { seat: env.seatName(d.giver) }) });
    const e = el("span", { text: ui(i18n, "panel.fromPlayer", { card: name("diplomacy", d.card, lang), seat: env.seatName(d.giver) }) });
    setRef(e, { kind: "diplomacy", id: d.card });
    return e;
  });
  const box = el("span", { class: "nd-diplomacy", id: `nd-diplomacy-${p.seat}` }, `${ui(i18n, "panel.diplomacy")}: `);
  if (!items.length) box.append(el("span", { class: "nd-dim", text: "—" }));
  items.forEach((e, i) => { if (i) box.append(", "); box.append(e); });
  if (own) box.append(el("span", { class: "nd-dim", text: ` · ${ui(i18n, "panel.deckLeft", { n: p.diplomacyDeckCount })}` }));
  return box;
}
