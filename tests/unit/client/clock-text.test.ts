/** The game screen's clock line: whose clock runs and how long it has left, and one's own time bank meanwhile. */
import { describe, expect, it } from "vitest";
import { I18n } from "../../../client/src/i18n/index.ts";
import { clockLine } from "../../../client/src/ui/clock-text.ts";

const HOUR = 3_600_000;
const now = 1_000_000_000;
const names = ["Ann", "Bob"];
const line = (lang: "en" | "ru", snap: { deadline: number; clockSeat: number; banks: number[] }, me: number | null) =>
  clockLine(new I18n(lang), snap, me, (s) => names[s], now);

describe("clock line", () => {
  it("names whose clock runs unless it is one's own, and warns in one's own last seconds", () => {
    expect(line("en", { deadline: now + 5 * HOUR + 60_000, clockSeat: 1, banks: [] }, 0).text).toMatch(/^Bob: 5 h 1 min left$/);
    expect(line("en", { deadline: now + 5 * HOUR + 60_000, clockSeat: 0, banks: [] }, 0).text).toBe("5 h 1 min left");
    expect(line("en", { deadline: now + 8_000, clockSeat: 0, banks: [] }, 0)).toEqual({ text: "8s left", urgent: true });
    expect(line("en", { deadline: now + 8_000, clockSeat: 1, banks: [] }, 0).urgent).toBe(false);
    expect(line("en", { deadline: 0, clockSeat: -1, banks: [] }, 0).text).toBe("");
  });

  it("shows one's own time bank while another seat's clock runs, and not one's own twice", () => {
    const banks = [2 * 24 * HOUR + 3 * HOUR, 30 * HOUR];
    expect(line("en", { deadline: now + 30 * HOUR, clockSeat: 1, banks }, 0).text).toBe("Bob: 1 d 6 h left · your time bank 2 d 3 h");
    expect(line("en", { deadline: now + 30 * HOUR, clockSeat: 1, banks }, 1).text).toBe("1 d 6 h left");
    expect(line("en", { deadline: now + 30 * HOUR, clockSeat: 1, banks }, null).text).toBe("Bob: 1 d 6 h left");
    expect(line("ru", { deadline: 0, clockSeat: -1, banks }, 0).text).toMatch(/^ваш запас времени /);
  });
});
