import { describe, expect, it } from "vitest";
import { clickControl, registerControl, visibleControls, type Clickable } from "../../../client/src/ui/registry.ts";

function control(testId: string, label: string, opts: { enabled?: boolean; shown?: boolean } = {}) {
  const c: Clickable & { presses: number } = {
    testId, label, enabled: opts.enabled ?? true, presses: 0,
    isShown: () => opts.shown ?? true,
    press() { this.presses++; },
  };
  return { c, off: registerControl(c) };
}

describe("test-hook control registry", () => {
  it("lists visible controls and presses by label, id or label prefix", () => {
    const a = control("menu.quick", "Quick match");
    const b = control("menu.hidden", "Hidden", { shown: false });
    const d = control("lobby.start", "Start", { enabled: false });
    expect(visibleControls().map((x) => x.testId)).toEqual(["menu.quick", "lobby.start"]);
    expect(clickControl("Quick match")).toBe(true);
    expect(clickControl("menu.quick")).toBe(true);
    expect(clickControl("match")).toBe(false); // only a prefix matches loosely
    expect(clickControl("Quick")).toBe(true);
    expect(a.c.presses).toBe(3);
    expect(clickControl("Start")).toBe(false); // disabled
    expect(clickControl("Hidden")).toBe(false);
    for (const x of [a, b, d]) x.off();
    expect(visibleControls()).toEqual([]);
  });
});
