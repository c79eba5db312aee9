import { describe, expect, it } from "vitest";
import { browserPasskeyName } from "../../../client/src/net/passkeys.ts";

const on = (browser: string, system: string) => `${browser} on ${system}`;

describe("the name a new passkey is offered", () => {
  it("is the browser and its system, from the client hints where the browser has them", () => {
    const hints = (brands: string[], platform: string) => ({ brands: brands.map((brand) => ({ brand })), platform });
    expect(browserPasskeyName(on, { userAgent: "x", userAgentData: hints(["Not)A;Brand", "Chromium", "Google Chrome"], "Android") })).toBe("Chrome on Android");
    expect(browserPasskeyName(on, { userAgent: "x", userAgentData: hints(["Microsoft Edge", "Not_A Brand", "Chromium"], "Windows") })).toBe("Edge on Windows");
    // Only Chromium among the brands: the user agent string says which browser.
    expect(browserPasskeyName(on, { userAgent: "Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36", userAgentData: hints(["Chromium", "Not=A?Brand"], "Linux") })).toBe("Chrome on Linux");
  });

  it("is read from the user agent string without client hints; none when it names no browser", () => {
    expect(browserPasskeyName(on, { userAgent: "Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0" })).toBe("Firefox on Linux");
    expect(browserPasskeyName(on, { userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1" })).toBe("Safari on iOS");
    expect(browserPasskeyName(on, { userAgent: "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15" })).toBe("Safari on macOS");
    expect(browserPasskeyName(on, { userAgent: "curl/8.0" })).toBeNull();
  });
});
