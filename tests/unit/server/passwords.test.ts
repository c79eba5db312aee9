/** Password hashes (scrypt) and the session cookie: what a stranger could send is refused, nothing else is. */
import { describe, expect, it } from "vitest";
import { IncomingMessage } from "node:http";
import { Socket } from "node:net";
import { hashPassword, UNUSABLE_HASH, verifyPassword } from "../../../server/passwords.ts";
import { SESSION_COOKIE, sessionCookie, sessionTokenFromCookie } from "../../../server/session-cookie.ts";

describe("passwords", () => {
  it("verifies the password it hashed, and no other; every hash has its own salt", async () => {
    const a = await hashPassword("correct horse battery");
    const b = await hashPassword("correct horse battery");
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword("correct horse battery", a)).toBe(true);
    expect(await verifyPassword("correct horse batterY", a)).toBe(false);
    expect(await verifyPassword("", a)).toBe(false);
  });

  it("matches nothing against the unusable hash or a malformed one", async () => {
    expect(await verifyPassword("", UNUSABLE_HASH)).toBe(false);
    for (const bad of ["", "scrypt$1$2$3", "bcrypt$16384$8$1$AAAA$BBBB", "scrypt$x$8$1$AAAA$BBBB", `scrypt$16384$8$1$AAAA$${"A".repeat(10)}`]) {
      expect(await verifyPassword("anything", bad)).toBe(false);
    }
  });
});

describe("session cookie", () => {
  it("reads its token among other cookies, and refuses a malformed one", () => {
    const token = "A".repeat(43);
    expect(sessionTokenFromCookie(`a=1; ${SESSION_COOKIE}=${token}; b=2`)).toBe(token);
    expect(sessionTokenFromCookie(`${SESSION_COOKIE}=short`)).toBeNull();
    expect(sessionTokenFromCookie(`${SESSION_COOKIE}=${"A".repeat(40)};x`)).toBe("A".repeat(40));
    expect(sessionTokenFromCookie(`${SESSION_COOKIE}=${"<script>".repeat(5)}`)).toBeNull();
    expect(sessionTokenFromCookie("other=1")).toBeNull();
    expect(sessionTokenFromCookie(undefined)).toBeNull();
  });

  it("is httpOnly and SameSite=Lax, Secure only over HTTPS, and cleared with Max-Age=0", () => {
    const req = new IncomingMessage(new Socket());
    expect(sessionCookie("tok", req)).toBe(`${SESSION_COOKIE}=tok; Path=/; HttpOnly; SameSite=Lax; Max-Age=15552000`);
    expect(sessionCookie(null, req)).toBe(`${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`);
    req.headers["x-forwarded-proto"] = "https";
    expect(sessionCookie("tok", req)).toMatch(/; Secure$/);
  });
});
