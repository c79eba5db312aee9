/**
 * The end screen's rating line: a seat's change from the `ratings` message, in English and Russian; and the change
 * a My games row shows.
 */
import { describe, expect, it } from "vitest";
import { I18n } from "../../../client/src/i18n/index.ts";
import { ratingArgs } from "../../../client/src/scenes/ranking.ts";
import { ratingChange } from "../../../client/src/scenes/ratingChange.ts";

const ratings = { game: "dice-race", seats: [{ seat: 0, before: 1500, after: 1523 }, { seat: 1, before: 1610, after: 1587 }, { seat: 2, before: null, after: 1662 }, { seat: 3, before: 1400, after: 1400 }] };

describe("end screen rating line", () => {
  it("shows the new rating and its change, signed, or that it was the first rated game", () => {
    const en = new I18n("en");
    const line = (seat: number) => en.t("end.rating", ratingArgs(ratings, seat)!);
    expect(line(0)).toBe("rating 1523 (+23)");
    expect(line(1)).toBe("rating 1587 (−23)");
    expect(line(2)).toBe("rating 1662, first rated game");
    expect(line(3)).toBe("rating 1400 (±0)");
    expect(new I18n("ru").t("end.rating", ratingArgs(ratings, 1)!)).toBe("рейтинг 1587 (−23)");
  });

  it("has no line for an unrated game or a seat the message leaves out", () => {
    expect(ratingArgs(null, 0)).toBeNull();
    expect(ratingArgs(ratings, 5)).toBeNull();
  });
});

describe("My games rating change", () => {
  it("is signed in whole points, and empty for an unrated game", () => {
    const en = new I18n("en");
    expect(ratingChange(en, 12)).toBe("+12");
    expect(ratingChange(en, -8)).toBe("−8");
    expect(ratingChange(en, 0)).toBe("±0");
    expect(ratingChange(en, null)).toBe("");
    expect(ratingChange(new I18n("ru"), -8)).toBe("−8");
  });
});
