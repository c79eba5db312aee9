/**
 * Password hashes with node:crypto's scrypt (memory-hard, no native addon): `scrypt$N$r$p$salt$hash`, salt and
 * hash in base64url. The parameters travel in the hash, so they can be raised later without locking anyone out.
 */
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from "node:crypto";

/** N = 2^14, r = 8, p = 1: 16 MiB and tens of milliseconds a hash, the usual interactive-login choice. */
const N = 16384, R = 8, P = 1, KEY_LENGTH = 32, SALT_LENGTH = 16;

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => scryptCb(password.normalize("NFKC"), salt, KEY_LENGTH, { ...options, maxmem: 64 * 1024 * 1024 }, (err, key) => (err ? reject(err) : resolve(key))));
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await scrypt(password, salt, { N, r: R, p: P });
  return `scrypt$${N}$${R}$${P}$${salt.toString("base64url")}$${key.toString("base64url")}`;
}

/** Whether `password` matches `stored`; compares in constant time. A malformed hash matches nothing. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return false;
  const [n, r, p] = parts.slice(1, 4).map(Number);
  if (![n, r, p].every((x) => Number.isSafeInteger(x) && x > 0)) return false;
  const expected = Buffer.from(parts[5], "base64url");
  if (expected.length !== KEY_LENGTH) return false;
  const key = await scrypt(password, Buffer.from(parts[4], "base64url"), { N: n, r, p });
  return timingSafeEqual(key, expected);
}

/** A hash no password matches: a login for an unknown name checks against it, so it takes as long as a known one. */
export const UNUSABLE_HASH = `scrypt$${N}$${R}$${P}$${Buffer.alloc(SALT_LENGTH).toString("base64url")}$${Buffer.alloc(KEY_LENGTH).toString("base64url")}`;
