/**
 * A civilization's board: its ratings and tracks, the yellow and blue banks, food and resources, civil and military
 * action tokens, government and leader, technologies in play with their workers and blue tokens, the wonder under
 * construction with its stages, completed wonders, colonies, tactic, and the hands (one's own face up with what
 * can be done with each card, others' as counts). Own cards carry the buttons of the moves made on them.
 */
import type { Seat } from "../../../../../engine/core/types.ts";
import type { TtaView } from "../../../../../engine/games/through-the-ages/view.ts";
import { el, setRef } from "../../../ui/panel-dom.ts";
import { cardClass, cardDef, cardName, ageLabel } from "../names.ts";
import { ui } from "../text/ui.ts";
import { moveButton, type ActEnv } from "./actions.ts";

type Player = TtaView["players"][number];

const GROUPS = [
  ["farms", ["farm"]], ["mines", ["mine"]], ["urban", ["lab", "temple", "library", "theater", "arena"]],
  ["units", ["infantry", "cavalry", "artillery", "air-force"]],
] as const;

/** `n` tokens as dots, the first `lit` of them lit (the rest spent). */
function dots(kind: string, n: number, lit = n): HTMLElement {
  const box = el("span", { class: `tta-dots tta-${kind}` });
  for (let i = 0; i < n; i++) box.append(el("i", { class: i < lit ? "" : "tta-spent" }));
  return box;
}

/** A small card face: its colour band, name and a sub-line. */
export function cardFace(id: string, env: ActEnv, sub?: string): HTMLElement {
  const face = el("div", { class: `tta-card ${cardClass(id)}`, "data-card": id }, el("div", { class: "tta-name", text: cardName(id, env.lang) }));
  if (sub) face.append(el("div", { class: "tta-sub", text: sub }));
  setRef(face, { kind: "card", id });
  return face;
}

function ageLine(id: string, env: ActEnv): string {
  const d = cardDef(id);
  return d ? ui(env.i18n, "level", { age: ageLabel(d.age, env.lang) }) : "";
}

function rating(env: ActEnv, seat: Seat, key: "science" | "culture" | "strength" | "happy", value: number, sub: string, track?: number): HTMLElement {
  const box = el("div", { class: "tta-rating", id: `tta-r-${key}-${seat}` },
    el("div", { class: "tta-lbl", text: ui(env.i18n, key) }),
    el("div", { class: "tta-big", "data-value": value, text: String(value) }),
    el("div", { class: "tta-lbl", text: sub }));
  if (track !== undefined) {
    const bar = el("div", { class: "tta-track" }, el("i", {}));
    (bar.firstChild as HTMLElement).style.width = `${Math.min(100, track)}%`;
    box.append(bar);
  }
  return box;
}

export function playerBoard(env: ActEnv, p: Player, own: boolean): HTMLElement {
  const v = env.view;
  const r = p.ratings;
  const t = (k: Parameters<typeof ui>[1], params?: Record<string, string | number>) => ui(env.i18n, k, params);
  const deciding = v.stack.length > 0 && v.stack[v.stack.length - 1].seat === p.seat;
  const box = el("div", { class: `tta-board${v.current === p.seat && !v.finished ? " tta-active" : ""}`, id: `tta-board-${p.seat}` });
  const gov = el("span", { class: "tta-sub", text: `${t("government")}: ${cardName(p.government, env.lang)}` });
  setRef(gov, { kind: "card", id: p.government });
  const leader = el("span", { class: "tta-sub", text: `${t("leader")}: ${p.leader ? cardName(p.leader, env.lang) : t("noLeader")}` });
  if (p.leader) setRef(leader, { kind: "card", id: p.leader });
  box.append(el("div", { class: "tta-head" }, el("span", { text: env.seatName(p.seat) }),
    p.seat === env.mySeat ? el("span", { class: "tta-tag", text: t("you") }) : null,
    v.current === p.seat && !v.finished ? el("span", { class: "tta-tag", text: t("playing") }) : deciding ? el("span", { class: "tta-tag", text: t("deciding") }) : null,
    p.resigned ? el("span", { class: "tta-tag", text: t("resigned") }) : null, gov, leader));

  // Ratings: points on the tracks (science and culture), strength and happiness.
  // The science and culture tracks: each marker's place against the leader's.
  const lead = (key: "science" | "culture") => Math.max(1, ...v.players.map((x) => x[key]));
  box.append(el("div", { class: "tta-ratings" },
    rating(env, p.seat, "science", p.science, t("perTurn", { n: r.science }), (p.science / lead("science")) * 100),
    rating(env, p.seat, "culture", p.culture, t("perTurn", { n: r.culture }), (p.culture / lead("culture")) * 100),
    rating(env, p.seat, "strength", r.strength, [
      r.armies.length ? t("armies", { n: r.armies.length, strength: r.armies.reduce((a, b) => a + b, 0) }) : "",
      r.colonization ? `${t("colonization")} ${r.colonization}` : "",
    ].filter(Boolean).join(" · ")),
    rating(env, p.seat, "happy", r.happy, [t("happyNeeded", { happy: r.happy, needed: r.happyNeeded }), t("discontent", { n: r.discontent })].filter(Boolean).join(" · "))));

  // Banks, goods and action tokens.
  box.append(el("div", { class: "tta-line" },
    el("span", {}, `${t("civilActions")} `, dots("civil", r.civilActions, Math.max(0, r.civilLeft))),
    el("span", {}, `${t("militaryActions")} `, dots("military", r.militaryActions, Math.max(0, r.militaryLeft)))));
  box.append(el("div", { class: "tta-line", id: `tta-goods-${p.seat}` },
    el("span", {}, `${t("food")}: `, el("b", { text: t("foodLine", { n: r.food, production: r.foodProduction, consumption: r.consumption }) })),
    el("span", {}, `${t("resources")}: `, el("b", { text: t("resourceLine", { n: r.resources, production: r.resourceProduction, corruption: r.corruption }) }))));
  box.append(el("div", { class: "tta-line" },
    el("span", { title: t("yellowBank") }, `${t("yellowBank")} ${p.yellowBank} `, dots("yellow", Math.min(p.yellowBank, 18))),
    el("span", { title: t("workers") }, `${t("workers")} ${p.workers} `, dots("yellow", p.workers)),
    el("span", { title: t("blueBank"), id: `tta-bluebank-${p.seat}` }, `${t("blueBank")} ${p.blueBank} `, dots("blue", Math.min(p.blueBank, 18)))));

  // Technologies in play by group, then special technologies.
  const techs = el("div", { class: "tta-techs" });
  for (const [, types] of GROUPS) {
    for (const x of p.techs) {
      const d = cardDef(x.card);
      if (d?.kind !== "technology" || !(types as readonly string[]).includes(d.type)) continue;
      const face = cardFace(x.card, env, ageLine(x.card, env));
      const tokens = el("div", { class: "tta-tokens" }, dots("yellow", x.workers), x.blue ? dots("blue", x.blue) : null);
      tokens.title = `${t("workersOn", { n: x.workers })}${x.blue ? ` · ${t("blueOn", { n: x.blue })}` : ""}`;
      face.append(tokens);
      if (own) {
        const acts = el("div", { class: "tta-acts" });
        const b = moveButton(env, "build", { card: x.card }, { testId: `tta.build.${x.card}`, label: t("build"), kind: "chip", detail: d.buildCost !== null ? t("costResources", { n: d.buildCost }) : undefined }, { type: "build", card: x.card });
        if (b) acts.append(b);
        for (const m of env.moves.filter((m) => m.type === "upgrade" && m.from === x.card)) {
          const u = moveButton(env, "upgrade", { from: x.card, to: m.to }, { testId: `tta.upgrade.${x.card}.${String(m.to)}`, label: t("upgradeTo", { card: cardName(String(m.to), env.lang) }), kind: "chip" });
          if (u) acts.append(u);
        }
        const del = moveButton(env, "destroy", { card: x.card }, { testId: `tta.destroy.${x.card}`, label: t("destroy"), kind: "chip" });
        if (del) acts.append(del);
        if (acts.childElementCount) face.append(acts);
      }
      techs.append(face);
    }
  }
  for (const id of p.specials) techs.append(cardFace(id, env, ageLine(id, env)));
  box.append(techs);

  // The wonder under construction and the finished ones, colonies, tactic.
  if (p.wonder) {
    const d = cardDef(p.wonder.card);
    const stages = d?.kind === "wonder" ? d.stages : [];
    const face = cardFace(p.wonder.card, env, `${t("wonderBuilding")} · ${t("stages", { built: p.wonder.built, total: stages.length })}`);
    face.id = `tta-wonder-${p.seat}`;
    face.append(el("div", { class: "tta-stages" }, ...stages.map((c, i) => el("span", { class: i < p.wonder!.built ? "tta-done" : "", text: String(c) }))));
    if (own) {
      const acts = el("div", { class: "tta-acts" });
      const maxStages = Math.max(1, ...env.moves.filter((m) => m.type === "build-wonder").map((m) => Number(m.stages)));
      for (let n = 1; n <= maxStages; n++) {
        const b = moveButton(env, "build-wonder", { stages: n }, { testId: `tta.wonder.${n}`, label: t("buildStages", { n }), kind: "chip" }, { type: "build-wonder", stages: n });
        if (b) acts.append(b);
      }
      if (acts.childElementCount) face.append(acts);
    }
    box.append(face);
  }
  const chips = (title: string, ids: readonly string[]): HTMLElement | null => ids.length ? el("div", { class: "tta-line" }, el("h4", { text: title }), el("div", { class: "tta-chips" }, ...ids.map((id) => {
    const c = el("span", { class: `tta-chip ${cardClass(id)}`, text: cardName(id, env.lang) });
    setRef(c, { kind: "card", id });
    return c;
  }))) : null;
  const tactic = chips(t("tactic"), p.tactic ? [p.tactic] : []);
  // Its flag on Sun Tzu's special tactic: +1 per army.
  const chip = tactic?.querySelector<HTMLElement>(".tta-chip");
  if (chip && p.tactic && p.powers.sunTzuUnder === p.tactic) chip.textContent = t("specialTactic", { card: cardName(p.tactic, env.lang) });
  box.append(...[chips(t("wonders"), p.wonders), chips(t("colonies"), p.colonies), tactic].filter((x) => x !== null));

  // Hands: one's own face up with their moves, others' as counts.
  if (own && p.hand && p.military) {
    box.append(el("h4", { text: t("hand") }), hand(env, "tta-hand-civil", p.hand, (id) => handActs(env, id)));
    box.append(el("h4", { text: t("militaryHand") }), hand(env, "tta-hand-military", p.military, (id) => militaryActs(env, id)));
  } else {
    box.append(el("div", { class: "tta-line", id: `tta-hands-${p.seat}` },
      el("span", {}, t("handCount", { n: p.handCount }), " ", ...Array.from({ length: p.handCount }, () => el("i", { class: "tta-back tta-civilback" }))),
      el("span", {}, t("militaryCount", { n: p.militaryCount }), " ", ...Array.from({ length: p.militaryCount }, () => el("i", { class: "tta-back" })))));
  }
  return box;
}

function hand(env: ActEnv, id: string, ids: readonly string[], acts: (id: string) => (HTMLElement | null)[]): HTMLElement {
  const box = el("div", { class: "tta-hand", id });
  if (!ids.length) box.append(el("span", { class: "tta-sub", text: ui(env.i18n, "none") }));
  const seen = new Set<string>();
  for (const card of ids) {
    const face = cardFace(card, env, ageLine(card, env));
    // Copies of a card act alike: the first carries the buttons.
    if (!seen.has(card)) {
      seen.add(card);
      const row = acts(card).filter((x): x is HTMLElement => x !== null);
      if (row.length) face.append(el("div", { class: "tta-acts" }, ...row));
    }
    box.append(face);
  }
  return box;
}

function handActs(env: ActEnv, id: string): (HTMLElement | null)[] {
  const d = cardDef(id);
  const t = (k: Parameters<typeof ui>[1], params?: Record<string, string | number>) => ui(env.i18n, k, params);
  switch (d?.kind) {
    case "technology":
      return [moveButton(env, "develop", { card: id }, { testId: `tta.develop.${id}`, label: t("develop"), kind: "chip", detail: t("costScience", { n: d.scienceCost }) }, { type: "develop", card: id })];
    case "government":
      return [
        moveButton(env, "develop", { card: id }, { testId: `tta.develop.${id}`, label: t("peaceful"), kind: "chip", detail: t("costScience", { n: d.peacefulCost ?? 0 }) }, { type: "develop", card: id }),
        moveButton(env, "revolution", { card: id }, { testId: `tta.revolution.${id}`, label: t("revolution"), kind: "chip", detail: t("costScience", { n: d.revolutionCost ?? 0 }) }, { type: "revolution", card: id }),
      ];
    case "leader":
      return [moveButton(env, "play-leader", { card: id }, { testId: `tta.leader.${id}`, label: t("playLeader"), kind: "chip" })];
    case "action":
      return [moveButton(env, "play-action", { card: id }, { testId: `tta.action.${id}`, label: t("playAction"), kind: "chip" }, { type: "play-action", card: id })];
    default:
      return [];
  }
}

function militaryActs(env: ActEnv, id: string): (HTMLElement | null)[] {
  if (cardDef(id)?.kind !== "tactic") return [];
  return [moveButton(env, "play-tactic", { card: id }, { testId: `tta.tactic.${id}`, label: ui(env.i18n, "playTactic"), kind: "chip" }, { type: "play-tactic", card: id })];
}
