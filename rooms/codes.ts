import { createHash, randomBytes, randomInt } from "node:crypto";

/** Join codes avoid characters people confuse when reading them aloud or copying (0/O, 1/I/L). */
export const CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const CODE_LENGTH = 6;

export function joinCode(): string {
  let code = "";
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

const CODE_SHAPE = new RegExp(`^[${CODE_ALPHABET}]{${CODE_LENGTH}}$`);

/**
 * A room id as typed: join codes are read aloud and typed on phones, so one in lower case means the
 * upper-case code. Anything that is not a join code in some case (a quick match's room id) is kept.
 */
export function normalizeRoomId(id: string): string {
  const upper = id.trim().toUpperCase();
  return CODE_SHAPE.test(upper) ? upper : id;
}

/** A seat credential: a bearer secret the player keeps; only its hash is stored. */
export function newCredential(): string {
  return randomBytes(24).toString("base64url");
}

export function hashCredential(credential: string): string {
  return createHash("sha256").update(credential).digest("hex");
}

export function newSeed(): string {
  return randomBytes(16).toString("hex");
}
