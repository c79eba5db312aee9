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

/** What the account's list shows of a passkey. */
export interface PasskeyInfo { id: string; transports: string[]; createdAt: number; lastUsedAt: number | null }

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

  /** Claims this browser's guest account as `name`, with a new passkey instead of a password. */
  claim(name: string): Promise<AccountInfo> {
    return this.register({ name });
  }

  /** Adds a passkey to the signed-in account. */
  add(): Promise<AccountInfo> {
    return this.register({});
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

  async remove(id: string): Promise<PasskeyInfo[]> {
    return (await this.api.request<{ passkeys: PasskeyInfo[] }>("DELETE", `/api/account/passkeys/${encodeURIComponent(id)}`)).passkeys;
  }

  private async register(body: { name?: string }): Promise<AccountInfo> {
    this.check();
    const { options } = await this.api.request<{ options: PublicKeyCredentialCreationOptionsJSON }>("POST", "/api/account/passkey/register/options", body);
    const response = await startRegistration({ optionsJSON: options }).catch((err) => { throw browserRefusal(err); });
    return (await this.api.request<{ account: AccountInfo }>("POST", "/api/account/passkey/register/verify", { response })).account;
  }

  private check(): void {
    if (!passkeysSupported()) throw new AccountError("passkey-unsupported");
  }
}
