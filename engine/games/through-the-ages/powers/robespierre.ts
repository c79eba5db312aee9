/**
 * Maximilien Robespierre (base §29.7): a revolution costs all the seat's military actions instead of all its civil
 * actions (so none may be spent before it, and the civil actions stay).
 */
import type { Seat } from "../../../core/types.ts";
import type { TtaState } from "../base/state.ts";
import { leaderEffect } from "../base/in-play.ts";

export const revolutionPaysMilitary = (s: TtaState, seat: Seat): boolean => leaderEffect(s, seat, "revolution-with-military-actions") !== null;
