/**
 * The account routes (docs/protocol.md, "Accounts"). The session is an httpOnly cookie the browser sends by
 * itself, on these calls and on the websocket; the page never sees its token.
 */
import type { AccountInfo, MyGame } from "../../../engine/core/protocol.ts";
import type { FetchLike } from "./api.ts";

/** A refusal the server named (`name-taken`, `bad-login`, `too-many-attempts`, …). */
export class AccountError extends Error {
  readonly code: string;
  constructor(code: string) {
    super(code);
    this.code = code;
  }
}

export class AccountApi {
  private readonly base: string;
  private readonly fetchFn: FetchLike;

  constructor(base: string, fetchFn: FetchLike = (u, i) => fetch(u, i)) {
    this.base = base;
    this.fetchFn = fetchFn;
  }

  /** The browser's account, a new guest one when it has none yet. */
  async session(): Promise<AccountInfo> {
    return (await this.request<{ account: AccountInfo }>("POST", "/api/account/session")).account;
  }

  async claim(name: string, password: string): Promise<AccountInfo> {
    return (await this.request<{ account: AccountInfo }>("POST", "/api/account/claim", { name, password })).account;
  }

  /** Gives the signed-in account, made with a passkey, a password as well. */
  async setPassword(password: string): Promise<AccountInfo> {
    return (await this.request<{ account: AccountInfo }>("POST", "/api/account/password", { password })).account;
  }

  async signIn(name: string, password: string): Promise<AccountInfo> {
    return (await this.request<{ account: AccountInfo }>("POST", "/api/account/login", { name, password })).account;
  }

  async signOut(): Promise<void> {
    await this.request("POST", "/api/account/logout");
  }

  async games(): Promise<MyGame[]> {
    return (await this.request<{ games: MyGame[] }>("GET", "/api/account/games")).games;
  }

  /** One call to an account route; a refusal throws its `AccountError`. */
  async request<T>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await this.fetchFn(`${this.base}${path}`, {
      method, credentials: "include",
      headers: { accept: "application/json", ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = (await res.json().catch(() => ({}))) as { error?: unknown };
    if (!res.ok) {
      const code = typeof answer?.error === "string" ? answer.error.split(":")[0] : `HTTP ${res.status}`;
      throw new AccountError(code);
    }
    return answer as T;
  }
}
