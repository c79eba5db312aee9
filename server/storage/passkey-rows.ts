/** Row <-> StoredPasskey / PasskeyChallenge mapping shared by both backends (pg returns bigint columns as strings). */
import type { PasskeyChallenge, PasskeyPurpose, StoredPasskey } from "./passkey-types.ts";

export interface PasskeyRow {
  id: string;
  account_id: string;
  public_key: Uint8Array;
  counter: number | string;
  transports: unknown;
  created_at: number | string;
  last_used_at: number | string | null;
  name: string | null;
}

export interface ChallengeRow {
  purpose: string;
  challenge: string;
  name: string | null;
  expires_at: number | string;
}

/** `json` turns the stored transports into their list (SQLite keeps text, PostgreSQL jsonb). */
export function passkeyFromRow(row: PasskeyRow, json: (value: unknown) => unknown): StoredPasskey {
  return {
    id: row.id, accountId: row.account_id, publicKey: new Uint8Array(row.public_key), counter: Number(row.counter),
    transports: json(row.transports) as string[], createdAt: Number(row.created_at),
    lastUsedAt: row.last_used_at === null ? null : Number(row.last_used_at), name: row.name,
  };
}

export function challengeFromRow(row: ChallengeRow): PasskeyChallenge {
  return { purpose: row.purpose as PasskeyPurpose, challenge: row.challenge, name: row.name, expiresAt: Number(row.expires_at) };
}
