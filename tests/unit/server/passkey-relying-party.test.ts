import { describe, expect, it } from "vitest";
import type { IncomingMessage } from "node:http";
import { readConfig } from "../../../server/config.ts";
import { relyingPartyFor } from "../../../server/passkeys.ts";

const req = (host: string, headers: Record<string, string> = {}) => ({ socket: {}, headers: { host, ...headers } }) as unknown as IncomingMessage;
const unset = { PASSKEY_RP_ID: undefined, PASSKEY_ORIGINS: undefined };

describe("the passkeys' relying party", () => {
  it("unset, is the request's own host on localhost, with its port and scheme", () => {
    expect(relyingPartyFor(unset, req("localhost:2567"))).toEqual({ id: "localhost", origins: ["http://localhost:2567"] });
    expect(relyingPartyFor(unset, req("epochs.localhost"))).toEqual({ id: "epochs.localhost", origins: ["http://epochs.localhost"] });
    expect(relyingPartyFor(unset, req("localhost:8443", { "x-forwarded-proto": "https" }))).toEqual({ id: "localhost", origins: ["https://localhost:8443"] });
  });

  it("unset, is off for any other host: an address, a real domain, a look-alike, no host at all", () => {
    for (const host of ["127.0.0.1:2567", "[::1]:2567", "epochs.example", "localhost.evil.example", "", "bad host"]) expect(relyingPartyFor(unset, req(host))).toBeNull();
  });

  it("configured, is the domain and its origins whatever host the request names", () => {
    const config = readConfig({ PASSKEY_RP_ID: "epochs.example" });
    expect(relyingPartyFor(config, req("10.0.0.5:2567"))).toEqual({ id: "epochs.example", origins: ["https://epochs.example"] });
    const both = readConfig({ PASSKEY_RP_ID: "epochs.example", PASSKEY_ORIGINS: "https://epochs.example/, https://play.epochs.example:8443" });
    expect(relyingPartyFor(both, req("localhost"))).toEqual({ id: "epochs.example", origins: ["https://epochs.example", "https://play.epochs.example:8443"] });
  });

  it("refuses a domain or origin that is none", () => {
    expect(() => readConfig({ PASSKEY_RP_ID: "https://epochs.example" })).toThrow(/PASSKEY_RP_ID/);
    expect(() => readConfig({ PASSKEY_RP_ID: "Epochs.Example" })).toThrow(/PASSKEY_RP_ID/);
    expect(() => readConfig({ PASSKEY_ORIGINS: "epochs.example" })).toThrow(/PASSKEY_ORIGINS/);
    expect(() => readConfig({ PASSKEY_ORIGINS: "ftp://epochs.example" })).toThrow(/PASSKEY_ORIGINS/);
    expect(() => readConfig({ PASSKEY_ORIGINS: " , " })).toThrow(/PASSKEY_ORIGINS/);
  });
});
