/**
 * The Clash of Cultures client with the Civilizations expansion: the civilization board and leaders on the
 * player boards (from the data), Russian rules texts in the reference, the portrait split of the area, and
 * the animations of civilization / leader / great-person events.
 */
import { describe, expect, it } from "vitest";
import type { GameEvent } from "../../../engine/core/types.ts";
import { CIVILIZATIONS, LEADERS } from "../../../engine/games/clash-of-cultures/data/index.ts";
import { RU_TEXTS } from "../../../engine/games/clash-of-cultures/data/texts-ru.ts";
import { scenario } from "../../../engine/games/clash-of-cultures/testing/scenario.ts";
import { view as viewOf } from "../../../engine/games/clash-of-cultures/view.ts";
import { cocAnimations, newAnimState, type BoardFx } from "../../../client/src/games/clash-of-cultures/anim.ts";
import { splitArea } from "../../../client/src/games/board-layout.ts";
import { playerBoard } from "../../../client/src/games/clash-of-cultures/panels/model.ts";
import { civilizationBoard, leaderAbilities, reference } from "../../../client/src/games/clash-of-cultures/panels/names.ts";

describe("coc expansion: civilization board and leaders", () => {
  it("shows the civilization's 4 advances (owned or not), the leader on the map, the cards left and captured leaders", () => {
    const rome = CIVILIZATIONS.find((c) => c.id === "rome")!;
    const s = scenario({
      players: 2, options: { expansion: true },
      seats: [{ civilization: "rome", advances: [rome.advances[0]], leaders: ["sulla"], activeLeader: "augustus", capturedLeaders: ["pericles"] }],
    });
    const b = playerBoard(viewOf(s, 1), 0);
    expect(b.civilization).toEqual({ id: "rome", advances: rome.advances.map((id, i) => ({ id, owned: i === 0 })) });
    expect(b.activeLeader).toBe("augustus");
    expect(b.leaders).toEqual(["sulla"]);
    expect(b.capturedLeaders).toEqual(["pericles"]);
    expect(civilizationBoard("rome")).toEqual({ advances: rome.advances, leaders: rome.leaders });
  });

  it("has no civilization board without the expansion", () => {
    const s = scenario({ players: 2 });
    expect(playerBoard(viewOf(s, 0), 0).civilization).toBeNull();
  });

  it("writes out every leader's two abilities from the data, in Russian where translated", () => {
    for (const l of LEADERS) {
      const en = leaderAbilities(l.id, "en");
      expect(en.map((a) => a.text)).toEqual(l.abilities.map((a) => a.text));
      const ru = leaderAbilities(l.id, "ru");
      l.abilities.forEach((a, i) => expect(ru[i].text).toBe(RU_TEXTS[`leader-ability:${a.id}`] ?? a.text));
    }
    expect(reference("leader", "augustus", "en")!.lines).toHaveLength(2);
    expect(reference("civ", "rome", "en")!.lines).toHaveLength(7);
  });
});

describe("coc rules reference in Russian", () => {
  it("uses data/texts-ru.ts where it has the entry, else the English text", () => {
    const en = reference("advance", "farming", "en")!.lines[0].text;
    const ru = reference("advance", "farming", "ru")!.lines[0].text;
    expect(ru).toBe(RU_TEXTS["advance:farming"] ?? en);
    expect(reference("building", "temple", "ru")!.lines[0].text).toBe(RU_TEXTS["building:temple"] ?? reference("building", "temple", "en")!.lines[0].text);
    // An action card: both halves by their half ids.
    const card = reference("action", "mass-production-1", "ru")!;
    expect(card.lines).toHaveLength(2);
    if (RU_TEXTS["action:mass-production"]) expect(card.lines[0].text).toBe(RU_TEXTS["action:mass-production"]);
  });
});

describe("coc layout", () => {
  it("puts the panels right of the map when wide, under it when portrait", () => {
    const wide = splitArea({ x: 10, y: 62, width: 890, height: 650 }, false);
    expect(wide.board.x + wide.board.width).toBeLessThanOrEqual(wide.panels.x);
    const tall = splitArea({ x: 0, y: 52, width: 480, height: 933 }, true);
    expect(tall.board.width).toBe(480);
    expect(tall.panels.y).toBe(tall.board.y + tall.board.height);
    expect(tall.board.height + tall.panels.height).toBe(933);
    expect(tall.board.height).toBeGreaterThan(400);
  });
});

describe("coc expansion animations", () => {
  const calls: string[] = [];
  const fx = {
    banner: (t: string) => { calls.push(`banner:${t}`); return { durationMs: 1 }; },
    cardDraw: (seat: number, deck: string, card: string | null) => { calls.push(`card:${seat}:${deck}:${card}`); return { durationMs: 1 }; },
    text: { seatTurn: (s: number) => `S${s}`, named: (k: string, id: string) => `${k}/${id}` },
  } as unknown as BoardFx;
  it("shows the chosen civilization, leader abilities and great persons", () => {
    const ev = (e: Record<string, unknown>) => cocAnimations(e as GameEvent, 0, fx, newAnimState());
    ev({ type: "CivilizationChosen", seat: 1, civilization: "rome" });
    ev({ type: "LeaderAbilityUsed", seat: 0, leader: "augustus", ability: "princeps" });
    ev({ type: "GreatPersonTaken", seat: 2, card: "great-seer" });
    ev({ type: "GreatPersonPlayed", seat: 2, card: "x", person: "great-seer" });
    expect(calls).toEqual(["banner:S1: civ/rome", "banner:♛ leader/augustus · ability/princeps", "card:2:event:great-seer", "banner:S2: person/great-seer"]);
  });
});
