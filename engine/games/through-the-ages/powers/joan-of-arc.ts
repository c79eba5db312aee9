/** Joan of Arc (base §29.7): at the start of the seat's political phase it sees the top card of the current events (shown to it alone, in the log). */
import { reveals } from "../../../kit/random.ts";
import { ruleModule } from "../../../kit/rules.ts";
import { onHook } from "../base/flow.ts";
import { leaderTriggered } from "../base/in-play.ts";

export const rules = ruleModule("tta-joan-of-arc");

onHook(rules, "turn-started", (ctx, { seat }) => {
  const top = ctx.s.currentEvents[0];
  if (!top) return;
  reveals(ctx);
  ctx.events.push({ type: "event-seen", seat, card: top, visibleTo: [seat], redacted: { type: "event-seen", seat } });
}, { when: (s, { seat }) => leaderTriggered(s, seat, "peek-current-event") !== null && s.currentEvents.length > 0 });
