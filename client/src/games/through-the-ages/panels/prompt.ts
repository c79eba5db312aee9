/**
 * The prompt area: what the seat is asked, with the controls that are not on a card — increase population, end the
 * turn, decline an action card's order, copy a common tactic, every political action (prepare an event, aggression,
 * war, pacts, resign), every "choose one" prompt (defence cards, colonization bids, pacts offered, goods), and a
 * button for any other legal move the page shows nowhere else.
 */
import type { Move, Prompt } from "../../../../../engine/core/types.ts";
import { button, el } from "../../../ui/panel-dom.ts";
import { confirmChoice } from "../../../ui/modal.ts";
import { cardDef, cardName } from "../names.ts";
import { ui } from "../text/ui.ts";
import { findMove, moveButton, type ActEnv } from "./actions.ts";

/** A move's label in the reader's words (also the scene's `describeMove`). */
export function moveLabel(env: Pick<ActEnv, "i18n" | "lang" | "seatName">, m: Move): string {
  const t = (k: Parameters<typeof ui>[1], params?: Record<string, string | number>) => ui(env.i18n, k, params);
  const card = typeof m.card === "string" ? cardName(m.card, env.lang) : "";
  const target = typeof m.target === "number" ? env.seatName(m.target) : typeof m.partner === "number" ? env.seatName(m.partner) : "";
  switch (m.type) {
    case "take-card": return t("take");
    case "increase-population": return t("population");
    case "build": return `${t("build")}: ${card}`;
    case "upgrade": return t("upgradeTo", { card: cardName(String(m.to), env.lang) });
    case "destroy": return `${t("destroy")}: ${card}`;
    case "develop": return `${t("develop")}: ${card}`;
    case "revolution": return `${t("revolution")}: ${card}`;
    case "play-leader": return `${t("playLeader")}: ${card}`;
    case "play-action": return `${t("playAction")}: ${card}`;
    case "play-tactic": return `${t("playTactic")}: ${card}`;
    case "copy-tactic": return m.special ? t("copySpecialTactic", { card }) : t("copyTactic", { card });
    case "build-wonder": return t("buildStages", { n: Number(m.stages) });
    case "end-turn": return t("endTurn");
    case "decline-order": return t("decline");
    case "pass-politics": return t("pass");
    case "prepare-event": return t("prepareEvent", { card });
    case "aggression": return t("aggression", { card, target });
    case "war": return t("war", { card, target });
    case "offer-pact": return t("offerPact", { card, target, side: m.asA ? "a" : "b" });
    case "cancel-pact": return t("cancelPact", { card });
    case "resign": return t("resign");
    default: return t("move", { type: m.type });
  }
}

export function promptControls(env: ActEnv, prompt: Prompt, host: HTMLElement): void {
  const t = (k: Parameters<typeof ui>[1], params?: Record<string, string | number>) => ui(env.i18n, k, params);
  const controls = el("div", { class: "tta-controls" });
  host.append(controls);
  const add = (b: HTMLElement | null) => { if (b) controls.append(b); };
  if (prompt.kind === "choose") {
    prompt.options.forEach((o, i) => {
      const move = { type: prompt.moveType, value: o.value };
      env.shown.add(move);
      add(button({ testId: `tta.opt.${i}`, label: env.i18n.text(o.label, env.words), kind: "primary", enabled: !o.disabled, reason: o.disabled ? env.i18n.text(o.disabled, env.words) : undefined,
        ref: typeof o.value === "string" && cardName(o.value, env.lang) !== o.value ? { kind: "card", id: o.value } : undefined, onClick: () => env.send(move) }));
    });
    const none = findMove(env, prompt.moveType, { value: null });
    if (none) { env.shown.add(none); add(button({ testId: "tta.opt.none", label: t("stop"), kind: "ghost", onClick: () => env.send(none) })); }
    return;
  }
  const label = (m: Move) => moveLabel(env, m);
  add(moveButton(env, "increase-population", {}, { testId: "tta.population", label: t("population"), kind: "primary" }, { type: "increase-population" }));
  // Aggressions and wars in hand against every rival: the legal ones, and the others with the engine's reason.
  const me = env.mySeat === null ? null : env.view.players[env.mySeat];
  for (const id of new Set(me?.military ?? [])) {
    const kind = cardDef(id)?.kind;
    if (kind !== "aggression" && kind !== "war") continue;
    for (const rival of env.view.players) {
      if (rival.seat === env.mySeat || rival.resigned) continue;
      const m = { type: kind, card: id, target: rival.seat };
      add(moveButton(env, kind, { card: id, target: rival.seat }, { testId: `tta.${kind}.${id}.${rival.seat}`, label: label(m), kind: "primary", ref: { kind: "card", id } }, m));
    }
  }
  for (const m of env.moves) {
    const id = typeof m.card === "string" ? m.card : "";
    switch (m.type) {
      case "copy-tactic":
        add(moveButton(env, m.type, { card: id, special: m.special }, { testId: m.special ? `tta.copy.${id}.special` : `tta.copy.${id}`, label: label(m), ref: { kind: "card", id } })); break;
      case "prepare-event": add(moveButton(env, m.type, { card: id }, { testId: `tta.event.${id}`, label: label(m), kind: "primary", ref: { kind: "card", id } })); break;
      case "offer-pact":
        add(moveButton(env, m.type, { card: id, partner: m.partner, asA: m.asA }, { testId: `tta.pact.${id}.${String(m.partner)}.${m.asA ? "a" : "b"}`, label: label(m), ref: { kind: "card", id } })); break;
      case "cancel-pact": add(moveButton(env, m.type, { card: id, owner: m.owner }, { testId: `tta.cancelPact.${id}`, label: label(m), ref: { kind: "card", id } })); break;
      default: break;
    }
  }
  add(moveButton(env, "decline-order", {}, { testId: "tta.decline", label: t("decline"), kind: "ghost" }));
  add(moveButton(env, "pass-politics", {}, { testId: "tta.pass", label: t("pass"), kind: "ghost" }));
  const resign = findMove(env, "resign");
  if (resign) {
    env.shown.add(resign);
    add(button({ testId: "tta.resign", label: t("resign"), kind: "danger", onClick: () => {
      void confirmChoice({ id: "tta-resign", title: t("resignTitle"), lines: [t("resignLine")], confirmLabel: t("resign"), cancelLabel: t("cancel"), danger: true }).then((yes) => { if (yes) env.send(resign); });
    } }));
  }
  const end = findMove(env, "end-turn");
  if (end) { env.shown.add(end); add(button({ testId: "tta.endTurn", label: t("endTurn"), kind: "ghost", title: t("endTurnWhy"), onClick: () => env.send(end) })); }
}

/** Buttons for legal moves that got no control anywhere (rules added later, rare moves): nothing legal is out of reach. */
export function leftoverControls(env: ActEnv, host: HTMLElement): void {
  const rest = env.moves.filter((m) => !env.shown.has(m));
  if (!rest.length) return;
  host.append(el("div", { class: "tta-controls" }, ...rest.map((m, i) => button({ testId: `tta.move.${i}`, label: moveLabel(env, m), onClick: () => env.send(m) }))));
}
