/**
 * Putting pieces on the map and taking them off, with what comes with them: a control token collects the
 * resource or natural-wonder token of its space (L356); a natural-wonder token goes back to its space when the
 * control token there is removed by an effect or barbarians (L834); destroyed pieces return to their owner's
 * reserve (L848); a caravan destroyed goes back to its economy card (L566).
 */
import type { Seat } from "../../../core/types.ts";
import { peek } from "../../../kit/peek.ts";
import { emit, type Ctx } from "./flow.ts";
import { playerAt } from "./players.ts";
import { placeNaturalWonderOnCard } from "./row.ts";
import type { SpaceId } from "./state.ts";
import { spaceAt } from "./spaces.ts";

/** Places one of `seat`'s reserve control tokens (the caller checks there is one). */
export function placeToken(ctx: Ctx, seat: Seat, id: SpaceId, reinforced = false) {
  const s = ctx.s;
  const sp = spaceAt(s, id);
  const p = playerAt(s, seat);
  p.tokensLeft--;
  sp.token = { owner: seat, reinforced };
  if (sp.resource) {
    p.resources[sp.resource]++;
    emit(ctx, { type: "ResourceCollected", seat, space: id, resource: sp.resource });
    sp.resource = null;
  }
  if (sp.naturalWonder) {
    const nw = sp.naturalWonder;
    p.naturalWonders.push(nw);
    emit(ctx, { type: "NaturalWonderCollected", seat, space: id, naturalWonder: nw });
    sp.naturalWonder = null;
    placeNaturalWonderOnCard(ctx, seat, nw);
  }
  emit(ctx, { type: "ControlTokenPlaced", seat, space: id, reinforced });
}

/**
 * Takes the control token off a space back to its owner's reserve. `naturalWonderTo`: who gets a natural-wonder
 * token of that space the owner holds — the space itself (effects and barbarians, L834) or an attacker (L526).
 */
export function removeToken(ctx: Ctx, id: SpaceId, naturalWonderTo: "space" | Seat) {
  const s = ctx.s;
  const sp = spaceAt(s, id);
  const owner = sp.token!.owner;
  const holder = playerAt(s, owner);
  holder.tokensLeft++;
  sp.token = null;
  const nw = sp.naturalWonderHome;
  if (nw && holder.naturalWonders.includes(nw)) {
    holder.naturalWonders = holder.naturalWonders.filter((n) => n !== nw);
    delete holder.naturalWondersOn[nw];
    if (naturalWonderTo === "space") sp.naturalWonder = nw;
    else {
      s.players[naturalWonderTo].naturalWonders.push(nw);
      placeNaturalWonderOnCard(ctx, naturalWonderTo, nw);
    }
  }
  emit(ctx, { type: "ControlTokenRemoved", seat: owner, space: id });
}

/** A non-capital city goes back to its owner's reserve; a wonder token under it stays on the space (L683). */
export function removeCity(ctx: Ctx, id: SpaceId) {
  const s = ctx.s;
  const sp = spaceAt(s, id);
  const owner = sp.city!.owner;
  playerAt(s, owner).citiesLeft++;
  sp.city = null;
  emit(ctx, { type: "CityRemoved", seat: owner, space: id });
}

/** Places one of `seat`'s reserve cities; a friendly control token there returns to the reserve (L434). */
export function placeCity(ctx: Ctx, seat: Seat, id: SpaceId) {
  const s = ctx.s;
  const sp = spaceAt(s, id);
  if (sp.token?.owner === seat) {
    // The player keeps a natural-wonder token of the space: the space stays friendly (G18).
    playerAt(s, seat).tokensLeft++;
    sp.token = null;
  }
  playerAt(s, seat).citiesLeft--;
  sp.city = { owner: seat, capital: false };
  emit(ctx, { type: "CityBuilt", seat, space: id });
}

/** Every caravan on the space goes back to its owner's economy card (L566, L590). */
export function destroyCaravans(ctx: Ctx, id: SpaceId) {
  // Looked for in the plain data (most spaces hold none): only a caravan found is changed through the draft.
  const players = peek(ctx.s).players;
  for (let k = 0; k < players.length; k++) {
    const caravans = players[k].caravans;
    for (let i = 0; i < caravans.length; i++) {
      if (caravans[i] !== id) continue;
      ctx.s.players[k].caravans[i] = null;
      emit(ctx, { type: "CaravanDestroyed", seat: players[k].seat, space: id });
    }
  }
}
