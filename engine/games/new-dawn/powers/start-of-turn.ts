/**
 * Start-of-turn effects, before the seat chooses a card: Hanging Gardens, Forbidden City, Eiffel Tower, Oracle,
 * Great Zimbabwe (wonders), Seoul and Geneva (city-state cards). Each is optional and the player resolves them
 * in the order it likes ("For the engine" 25): a "turn-start" frame offers those still to do until the player
 * is done or none is left.
 */
import type { Seat } from "../../../core/types.ts";
import { ask } from "../../../kit/choice.ts";
import { peek } from "../../../kit/peek.ts";
import { ruleModule } from "../../../kit/rules.ts";
import { type BarbarianLetter, type Effect, type PlayerDiplomacyId } from "../data/index.ts";
import { activeEffects } from "../base/effects.ts";
import { defineAutoFrame, defineChoice, emit, onHook, pop, push, top } from "../base/flow.ts";
import { isEmpty, isFriendly, isWater, mapShape, neighbors, spaceAt, spaceList } from "../base/map.ts";
import { placeToken, removeToken } from "../base/pieces.ts";
import { addTrade, focusCard, slotsWithRoom } from "../base/row.ts";
import type { Frame, NdState, SpaceId } from "../base/state.ts";
import { text, type NdKey } from "../text/index.ts";
import { spaceOption } from "../base/labels.ts";
import { anyStepMove, type TokensFrame } from "../cards/control-tokens.ts";
import { takeRivalCard } from "../cards/economy.ts";

export const rules = ruleModule("powers/start-of-turn");

interface TurnStartFrame extends Frame { kind: "turn-start"; seat: null; player: Seat; done: string[] }

type StartKind = Extract<Effect["kind"], `start-of-turn-${string}`> | "trade-token-store";

const label = (space: SpaceId, s: NdState) => spaceOption(s, space);

function hangingGardens(seat: Seat, effect: Extract<Effect, { kind: "start-of-turn-place-control-token" }>): TokensFrame {
  return { kind: "control-tokens", seat, slot: effect.maxDifficulty, card: null, steps: [{ kind: "city", count: effect.count }] };
}

function forbiddenCityTargets(s: NdState, seat: Seat): SpaceId[] {
  const spaces = spaceList(s);
  const { near } = mapShape(s);
  const out: SpaceId[] = [];
  spaces.forEach((sp, i) => {
    if (sp.token && sp.token.owner !== seat && near[i].some((n) => isFriendly(spaces[n], seat))) out.push(sp.id);
  });
  return out.sort();
}

function eiffelTargets(s: NdState, seat: Seat): SpaceId[] {
  if (s.players[seat].tokensLeft <= 0) return [];
  const count = new Map<Seat, number>();
  for (const sp of spaceList(s)) if (sp.token && sp.token.owner !== seat) count.set(sp.token.owner, (count.get(sp.token.owner) ?? 0) + 1);
  return spaceList(s).filter((sp) => sp.token && sp.token.owner !== seat && count.get(sp.token.owner)! >= 2).map((sp) => sp.id).sort();
}

function seoulMoves(s: NdState): string[] {
  const out: string[] = [];
  for (const letter of Object.keys(s.barbarians).sort()) {
    for (const n of neighbors(s, s.barbarians[letter as BarbarianLetter]!)) if (!isWater(spaceAt(s, n)) && isEmpty(s, n)) out.push(`${letter}>${n}`);
  }
  return out;
}

function genevaReturns(s: NdState, seat: Seat): string[] {
  return s.players[seat].diplomacy.flatMap((d) => (d.from === "player" && s.players[d.giver].diplomacyDeck.length ? [`${d.giver}:${d.card}`] : []));
}

/** The start-of-turn effects the seat could use now, by effect kind. */
function available(s: NdState, seat: Seat, done: string[]): StartKind[] {
  const out = new Set<StartKind>();
  for (const { effect } of activeEffects(s, seat)) {
    if (done.includes(effect.kind)) continue;
    const can = effect.kind === "start-of-turn-place-control-token" ? anyStepMove(s, hangingGardens(seat, effect))
      : effect.kind === "start-of-turn-remove-rival-control-token" ? forbiddenCityTargets(s, seat).length > 0
        : effect.kind === "start-of-turn-forced-replacement" ? eiffelTargets(s, seat).length > 0
          : effect.kind === "start-of-turn-swap-adjacent-focus-cards" ? true
            : effect.kind === "trade-token-store" ? s.players[seat].tradeStore > 0 && slotsWithRoom(s.players[seat]).length > 0
              : effect.kind === "start-of-turn-move-barbarian" ? seoulMoves(s).length > 0
                : effect.kind === "start-of-turn-swap-rival-diplomacy-card" ? genevaReturns(s, seat).length > 0
                  : false;
    if (can) out.add(effect.kind as StartKind);
  }
  return [...out].sort();
}

onHook(rules, "turn-started", (ctx, { seat }: { seat: Seat }) => {
  if (available(peek(ctx.s), seat, []).length) push(ctx, { kind: "turn-start", seat: null, player: seat, done: [] } satisfies TurnStartFrame);
});

defineAutoFrame<TurnStartFrame>(rules, "turn-start", (ctx, f) => {
  const options = available(peek(ctx.s), f.player, peek(f.done));
  if (!options.length) {
    pop(ctx, f);
    return true;
  }
  ask(ctx, f.player, "start-effect", options, {}, { optional: true });
  return true;
});

const START_LABELS: Record<StartKind, NdKey> = {
  "start-of-turn-place-control-token": "nd.start.hangingGardens",
  "start-of-turn-remove-rival-control-token": "nd.start.forbiddenCity",
  "start-of-turn-forced-replacement": "nd.start.eiffelTower",
  "start-of-turn-swap-adjacent-focus-cards": "nd.start.oracle",
  "trade-token-store": "nd.start.greatZimbabwe",
  "start-of-turn-move-barbarian": "nd.start.seoul",
  "start-of-turn-swap-rival-diplomacy-card": "nd.start.geneva",
};

defineChoice(rules, "start-effect", {
  label: () => text("nd.start.choose"),
  optionLabel: (_s, _f, v) => text(START_LABELS[v as StartKind]),
  resolve(ctx, seat, value) {
    const f = top(ctx.s) as TurnStartFrame;
    if (value === null) {
      pop(ctx, f);
      return;
    }
    const kind = value as StartKind;
    // Great Zimbabwe moves one token per use and stays available while tokens are left.
    if (kind !== "trade-token-store") f.done.push(kind);
    const s = peek(ctx.s);
    switch (kind) {
      case "start-of-turn-place-control-token": {
        const effect = activeEffects(s, seat).find((a) => a.effect.kind === kind)!.effect as Extract<Effect, { kind: typeof kind }>;
        push(ctx, hangingGardens(seat, effect));
        return;
      }
      case "start-of-turn-remove-rival-control-token":
        return ask(ctx, seat, "forbidden-city", forbiddenCityTargets(s, seat), {}, { always: true });
      case "start-of-turn-forced-replacement":
        return ask(ctx, seat, "eiffel-first", eiffelTargets(s, seat), {}, { always: true });
      case "start-of-turn-swap-adjacent-focus-cards":
        return ask(ctx, seat, "swap-row-cards", ["0-1", "1-2", "2-3", "3-4"], {}, { optional: true });
      case "trade-token-store":
        return ask(ctx, seat, "zimbabwe-take", slotsWithRoom(s.players[seat]), {}, { always: true });
      case "start-of-turn-move-barbarian":
        return ask(ctx, seat, "seoul-barbarian", seoulMoves(s), {}, { always: true });
      case "start-of-turn-swap-rival-diplomacy-card":
        return ask(ctx, seat, "geneva-return", genevaReturns(s, seat), {}, { always: true });
    }
  },
});

defineChoice(rules, "forbidden-city", {
  label: () => text("nd.start.forbiddenCityTarget"),
  optionLabel: (s, _f, v) => label(v as SpaceId, s),
  resolve: (ctx, _seat, value) => removeToken(ctx, value as SpaceId, "space"),
});

defineChoice(rules, "eiffel-first", {
  label: () => text("nd.start.eiffelFirst"),
  optionLabel: (s, _f, v) => label(v as SpaceId, s),
  resolve(ctx, seat, value) {
    const s = peek(ctx.s);
    const owner = spaceAt(s, value as SpaceId).token!.owner;
    const others = spaceList(s).filter((sp) => sp.token?.owner === owner && sp.id !== value).map((sp) => sp.id).sort();
    ask(ctx, seat, "eiffel-second", others, { first: value }, { always: true });
  },
});

defineChoice(rules, "eiffel-second", {
  label: () => text("nd.start.eiffelSecond"),
  optionLabel: (s, _f, v) => label(v as SpaceId, s),
  resolve(ctx, seat, value, data) {
    const owner = spaceAt(peek(ctx.s), value as SpaceId).token!.owner;
    ask(ctx, owner, "eiffel-replace", [data.first as string, value as string], { holder: seat }, { always: true });
  },
});

defineChoice(rules, "eiffel-replace", {
  label: () => text("nd.start.eiffelReplace"),
  optionLabel: (s, _f, v) => label(v as SpaceId, s),
  resolve(ctx, _seat, value, data) {
    removeToken(ctx, value as SpaceId, "space");
    placeToken(ctx, data.holder as Seat, value as SpaceId, false);
  },
});

defineChoice(rules, "zimbabwe-take", {
  label: () => text("nd.start.zimbabweTake"),
  optionLabel: (s, f, v) => text("nd.option.card", { card: s.players[f.seat].row[v as number].card }),
  resolve(ctx, seat, value) {
    ctx.s.players[seat].tradeStore--;
    addTrade(ctx, seat, value as number, 1);
  },
});

defineChoice(rules, "seoul-barbarian", {
  label: () => text("nd.start.seoulMove"),
  optionLabel: (s, _f, v) => {
    const [letter, to] = String(v).split(">");
    return text("nd.start.seoulOption", { letter, space: to, tile: spaceAt(s, to).label, cell: spaceAt(s, to).cell });
  },
  resolve(ctx, _seat, value) {
    const [letter, to] = String(value).split(">");
    const from = ctx.s.barbarians[letter as BarbarianLetter];
    ctx.s.barbarians[letter as BarbarianLetter] = to;
    emit(ctx, { type: "BarbarianMoved", letter, from, to });
  },
});

defineChoice(rules, "geneva-return", {
  label: () => text("nd.start.genevaReturn"),
  optionLabel: (_s, _f, v) => text("nd.option.diplomacy", { diplomacy: String(v).split(":")[1] }),
  resolve(ctx, seat, value) {
    const [g, card] = String(value).split(":");
    const giver = Number(g);
    const s = ctx.s;
    const p = s.players[seat];
    p.diplomacy = p.diplomacy.filter((d) => !(d.from === "player" && d.giver === giver && d.card === card));
    const options = [...peek(s.players[giver].diplomacyDeck)];
    s.players[giver].diplomacyDeck.push(card as PlayerDiplomacyId);
    emit(ctx, { type: "DiplomacyCardReturned", seat, held: { from: "player", giver, card }, visibleTo: [seat, giver], redacted: { type: "DiplomacyCardReturned", seat, rival: giver } });
    // A different card: the one given back is not among the options.
    ask(ctx, seat, "geneva-take", options, { rival: giver }, { always: true });
  },
});

defineChoice(rules, "geneva-take", {
  label: () => text("nd.start.genevaTake"),
  optionLabel: (_s, _f, v) => text("nd.option.diplomacy", { diplomacy: v }),
  resolve: (ctx, seat, value, data) => takeRivalCard(ctx, seat, data.rival as Seat, value as PlayerDiplomacyId),
});
