import { Accounts } from '../store/accounts.ts';
import type { Store } from '../store/store.ts';
import { nameKey } from './names.ts';
import { hashPassword, passwordProblem } from './passwords.ts';
import { newPassword } from './tokens.ts';

/** An operator's refusal, in a sentence (`ramparts admin` prints it). */
export class AccountAdminError extends Error {}

/**
 * The operator sets an account's password (`ramparts admin reset-password`): the one given, or a new random one,
 * answered once. Every session of the account is signed out, so whoever held the old password is out at once.
 */
export async function resetPassword(store: Store, name: string, given?: string): Promise<{ name: string; password: string; generated: boolean; signedOut: number }> {
  const accounts = new Accounts(store.db);
  const row = await accounts.byNameKey(nameKey(name));
  if (!row) throw new AccountAdminError(`There is no account named "${name}".`);
  const password = given ?? newPassword();
  const weak = passwordProblem(password);
  if (weak) throw new AccountAdminError(weak);
  await accounts.setPassword(row.id, await hashPassword(password));
  const signedOut = await accounts.revokeAll(row.id);
  return { name: row.name, password, generated: given === undefined, signedOut };
}

/** Every account, oldest first: name, when it was made, its open sessions (the operator's list). */
export async function listAccounts(store: Store): Promise<{ name: string; createdAt: number; sessions: number }[]> {
  return (await new Accounts(store.db).list()).map((a) => ({ name: a.name, createdAt: Number(a.created_at), sessions: a.sessions }));
}
