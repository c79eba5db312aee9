/**
 * The session cookie: a random token the browser keeps (httpOnly, so page scripts never read it; SameSite=Lax,
 * so other sites' pages cannot send it with a form or a request); the server keeps only its sha256.
 */
import { createHash, randomBytes } from "node:crypto";
import type { IncomingMessage } from "node:http";

export const SESSION_COOKIE = "epochs_session";
/** Sessions last half a year; signing in again makes a new one. */
export const SESSION_SECONDS = 180 * 24 * 3600;

export function newSessionToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashSessionToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The session token in a Cookie header, if any and well formed. */
export function sessionTokenFromCookie(header: string | null | undefined): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === SESSION_COOKIE) {
      const value = part.slice(eq + 1).trim();
      return /^[A-Za-z0-9_-]{20,100}$/.test(value) ? value : null;
    }
  }
  return null;
}

/** The Set-Cookie value that gives the browser `token` (or, with null, takes it away). */
export function sessionCookie(token: string | null, req: IncomingMessage): string {
  // Secure when the page came over HTTPS (directly, or through a proxy that says so).
  const secure = (req.socket as { encrypted?: boolean }).encrypted || req.headers["x-forwarded-proto"] === "https";
  const attrs = [`${SESSION_COOKIE}=${token ?? ""}`, "Path=/", "HttpOnly", "SameSite=Lax", `Max-Age=${token ? SESSION_SECONDS : 0}`];
  if (secure) attrs.push("Secure");
  return attrs.join("; ");
}
