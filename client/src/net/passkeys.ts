/**
 * Passkeys in the browser (docs/protocol.md, "Passkeys"): each ceremony asks the server for options, hands them
 * to the browser's WebAuthn prompt through @simplewebauthn/browser, and sends the answer back. What the browser
 * refuses is told apart: the person closed the prompt (or it timed out), this page cannot use passkeys, the
 * authenticator holds one for this account already.
 */
import {
  browserSupportsWebAuthn, startAuthentication, startRegistration, WebAuthnError,
  type PublicKeyCredentialCreationOptionsJSON, type PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/browser";
import type { AccountInfo } from "../../../engine/core/protocol.ts";
import { AccountError, type AccountApi } from "./account.ts";

/** What the account's list shows of a passkey (`name`: null for one made without a name). */
export interface PasskeyInfo { id: string; name: string | null; transports: string[]; createdAt: number; lastUsedAt: number | null }

/**
 * A name for a passkey made in this browser: the browser and its system as `join` puts them ("Chrome on Android"),
 * as far as the page can tell (`navigator.userAgentData` where there is one, else the user agent string); null
 * when it cannot.
 */
export function browserPasskeyName(join: (browser: string, system: string) => string,
  nav: { userAgent: string; userAgentData?: { brands?: { brand: string }[]; platform?: string } } = navigator as never): string | null {
  const ua = nav.userAgent;
  const branded = nav.userAgentData?.brands?.map((b) => b.brand).find((b) => !/not.?a.?brand|^chromium$/i.test(b));
  const browser = branded?.replace(/^Google /, "").replace(/^Microsoft /, "")
    ?? (/Edg\//.test(ua) ? "Edge" : /Firefox\//.test(ua) ? "Firefox" : /OPR\//.test(ua) ? "Opera" : /Chrome\//.test(ua) ? "Chrome" : /Safari\//.test(ua) ? "Safari" : null);
  const platform = nav.userAgentData?.platform
    || (/Android/.test(ua) ? "Android" : /iPhone|iPad/.test(ua) ? "iOS" : /Mac OS X/.test(ua) ? "macOS" : /Windows/.test(ua) ? "Windows" : /CrOS/.test(ua) ? "ChromeOS" : /Linux/.test(ua) ? "Linux" : "");
  if (!browser) return null;
  return (platform ? join(browser, platform) : browser).slice(0, 40);
}

/** Whether this page can use WebAuthn at all (a secure context in a browser that has it). */
export const passkeysSupported = (): boolean => browserSupportsWebAuthn();

/** The browser's refusal as an account error code (`passkey-cancelled`, `passkey-unsupported`, …). */
function browserRefusal(err: unknown): AccountError {
  const code = err instanceof WebAuthnError ? err.code : "";
  const name = err instanceof Error ? (err.cause as Error | undefined)?.name ?? err.name : "";
  if (code === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED" || name === "InvalidStateError") return new AccountError("passkey-taken");
  if (code === "ERROR_CEREMONY_ABORTED" || name === "NotAllowedError" || name === "AbortError") return new AccountError("passkey-cancelled");
  if (name === "NotSupportedError" || name === "SecurityError" || code === "ERROR_INVALID_DOMAIN" || code === "ERROR_INVALID_RP_ID") return new AccountError("passkey-unsupported");
  return new AccountError(err instanceof Error ? err.message : String(err));
}

export class Passkeys {
  private readonly api: AccountApi;

  constructor(api: AccountApi) {
    this.api = api;
  }

  /** Claims this browser's guest account as `name`, with a new passkey (named `passkeyName`) instead of a password. */
  claim(name: string, passkeyName: string | null): Promise<AccountInfo> {
    return this.register({ name }, passkeyName);
  }

  /** Adds a passkey, named `passkeyName`, to the signed-in account. */
  add(passkeyName: string | null): Promise<AccountInfo> {
    return this.register({}, passkeyName);
  }

  /** Signs in with any passkey of this site the browser offers; the session is then that account's. */
  async signIn(): Promise<AccountInfo> {
    this.check();
    const { options } = await this.api.request<{ options: PublicKeyCredentialRequestOptionsJSON }>("POST", "/api/account/passkey/login/options");
    const response = await startAuthentication({ optionsJSON: options }).catch((err) => { throw browserRefusal(err); });
    return (await this.api.request<{ account: AccountInfo }>("POST", "/api/account/passkey/login/verify", { response })).account;
  }

  async list(): Promise<PasskeyInfo[]> {
    return (await this.api.request<{ passkeys: PasskeyInfo[] }>("GET", "/api/account/passkeys")).passkeys;
  }

  async rename(id: string, name: string): Promise<PasskeyInfo[]> {
    return (await this.api.request<{ passkeys: PasskeyInfo[] }>("PATCH", `/api/account/passkeys/${encodeURIComponent(id)}`, { name })).passkeys;
  }

  async remove(id: string): Promise<PasskeyInfo[]> {
    return (await this.api.request<{ passkeys: PasskeyInfo[] }>("DELETE", `/api/account/passkeys/${encodeURIComponent(id)}`)).passkeys;
  }

  private async register(body: { name?: string }, passkeyName: string | null): Promise<AccountInfo> {
    this.check();
    const { options } = await this.api.request<{ options: PublicKeyCredentialCreationOptionsJSON }>("POST", "/api/account/passkey/register/options", body);
    const response = await startRegistration({ optionsJSON: options }).catch((err) => { throw browserRefusal(err); });
    return (await this.api.request<{ account: AccountInfo }>("POST", "/api/account/passkey/register/verify", { response, ...(passkeyName ? { passkeyName } : {}) })).account;
  }

  private check(): void {
    if (!passkeysSupported()) throw new AccountError("passkey-unsupported");
  }
}
