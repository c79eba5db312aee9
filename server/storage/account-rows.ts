/** Row <-> StoredAccount mapping shared by both backends (pg returns bigint columns as strings). */
import type { SetPasswordRefusal, StoredAccount } from "./account-types.ts";

export interface AccountRow {
  id: string;
  name: string | null;
  password_hash: string | null;
  created_at: number | string;
}

export function accountFromRow(row: AccountRow): StoredAccount {
  return { id: row.id, name: row.name, passwordHash: row.password_hash, createdAt: Number(row.created_at) };
}

/** Why `setPassword` refused, read from the account as it is (it had a password, no name, or is gone). */
export function setPasswordRefusal(account: StoredAccount | null): SetPasswordRefusal {
  return !account ? "no-account" : account.name === null ? "no-name" : "has-password";
}

/** A unique constraint refused the row (SQLite's and PostgreSQL's error shapes). */
export function isUniqueViolation(err: unknown): boolean {
  if (typeof err !== "object" || err === null) return false;
  const e = err as { code?: unknown; errcode?: unknown; message?: unknown };
  return e.code === "23505" || e.errcode === 2067 || e.errcode === 1555 || (typeof e.message === "string" && e.message.includes("UNIQUE constraint failed"));
}
