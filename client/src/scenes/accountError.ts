/** What a person reads when an account action fails: the refusal the server or the browser named, in their language. */
import type { Translator } from "../i18n/index.ts";
import { AccountError } from "../net/account.ts";

export function accountErrorText(i18n: Translator, err: unknown): string {
  const code = err instanceof AccountError ? err.code : "other";
  return i18n.tryT(`account.error.${code}`) ?? i18n.t("account.error.other", { message: (err as Error)?.message ?? String(err) });
}
