/**
 * The card row with each space's price in civil actions (a card is taken by clicking it), and the table's state:
 * age and round, the decks, the current and future event decks (backs: their ages), the last event, common
 * tactics, wars, pacts, and the political actions under way (an aggression awaiting the defence, a colonization).
 */
import { el, setRef } from "../../../ui/panel-dom.ts";
import { cardClass, cardDef, cardName, ageLabel } from "../names.ts";
import { ui } from "../text/ui.ts";
import { moveButton, type ActEnv } from "./actions.ts";

export function cardRow(env: ActEnv): HTMLElement {
  const v = env.view;
  const t = (k: Parameters<typeof ui>[1], params?: Record<string, string | number>) => ui(env.i18n, k, params);
  const line = el("div", { class: "tta-rowline", id: "tta-row" });
  v.row.forEach((id, slot) => {
    const price = v.rowPrices[slot] ?? 1;
    if (!id) { line.append(el("div", { class: "tta-empty", "data-slot": slot, text: t("emptySlot") })); return; }
    const d = cardDef(id);
    const sub = d ? `${t("kind", { kind: d.kind })} · ${ageLabel(d.age, env.lang)}` : "";
    const b = moveButton(env, "take-card", { slot }, { testId: `tta.take.${slot}`, label: cardName(id, env.lang), detail: sub, title: t("price", { n: price }), ref: { kind: "card", id } }, { type: "take-card", slot })
      ?? el("button", { class: "cp-btn", type: "button", disabled: true }, el("span", { class: "cp-lbl", text: cardName(id, env.lang) }), el("span", { class: "cp-detail", text: sub }));
    b.classList.add("tta-card", ...cardClass(id).split(" "), b.disabled ? "tta-off" : "tta-on");
    b.dataset.slot = String(slot);
    b.dataset.card = id;
    if (!b.classList.contains("cp-ref")) setRef(b, { kind: "card", id });
    const dotsEl = el("span", { class: "tta-price", title: t("price", { n: price }) });
    for (let i = 0; i < price; i++) dotsEl.append(el("i", {}));
    b.append(dotsEl);
    line.append(b);
  });
  return line;
}

export function tableInfo(env: ActEnv): HTMLElement {
  const v = env.view;
  const t = (k: Parameters<typeof ui>[1], params?: Record<string, string | number>) => ui(env.i18n, k, params);
  const era = v.era;
  const civil = era === "IV" ? 0 : v.civilDecks[era];
  const military = era === "IV" ? 0 : v.militaryDecks[era === "A" ? "I" : era] ?? 0;
  const backs = (ages: readonly string[]) => ages.map((a) => ageLabel(a, env.lang)).join(" ") || "—";
  const info = el("div", { class: "tta-info", id: "tta-table" },
    el("span", {}, el("b", { text: t("age", { age: ageLabel(era, env.lang) }) }), ` · ${t("round", { n: v.round })}${v.lastRound !== null && v.round >= v.lastRound ? ` · ${t("lastRound")}` : ""}`),
    el("span", { text: t("civilDeck", { n: civil }) }),
    el("span", { id: "tta-military-deck", text: t("militaryDeck", { n: military }) }),
    el("span", { id: "tta-current-events", text: `${t("currentEvents", { n: v.currentEvents.length })} [${backs(v.currentEvents)}]` }),
    el("span", { id: "tta-future-events", text: `${t("futureEvents", { n: v.futureEvents.length })} [${backs(v.futureEvents)}]` }));
  const last = v.pastEvents[v.pastEvents.length - 1];
  if (last) {
    const e = el("span", { text: t("lastEvent", { card: cardName(last, env.lang) }) });
    setRef(e, { kind: "card", id: last });
    info.append(e);
  }
  const common = v.commonTactics.map((c) => cardName(c, env.lang));
  // Sun Tzu's special tactic lies apart from the tactics of its name.
  if (v.specialTactic && v.specialTactic.seat === null) common.push(t("specialTactic", { card: cardName(v.specialTactic.card, env.lang) }));
  if (common.length) info.append(el("span", { text: t("commonTactics", { cards: common.join(", ") }) }));
  for (const w of v.wars) info.append(el("span", { text: t("wars", { seat: env.seatName(w.attacker), target: env.seatName(w.target), card: cardName(w.card, env.lang) }) }));
  // Political actions under way: an aggression waiting for the defence, a territory being colonized.
  for (const f of v.stack) {
    const card = typeof f.card === "string" ? cardName(f.card, env.lang) : "";
    if (f.kind === "aggression" && typeof f.attacker === "number" && typeof f.target === "number") {
      info.append(el("b", { class: "tta-pending-politics", text: t("pendingAggression", { card, seat: env.seatName(f.attacker), target: env.seatName(f.target), attack: Number(f.attack), defence: Number(f.defence) }) }));
    }
    if (f.kind === "colonize") info.append(el("b", { class: "tta-pending-politics", text: t("pendingColonize", { card, bid: Number(f.bid) }) }));
  }
  for (const p of v.pacts) info.append(el("span", { text: t("pact", { card: cardName(p.card, env.lang), a: env.seatName(p.a), b: env.seatName(p.b) }) }));
  return info;
}
