import type { Db } from '../../db/client.ts';
import * as repository from './accounts.repository.ts';

/**
 * Accounts as the admin module lists and changes them. `users` is the auth module's table
 * (decision 0029): the admin module keeps the rules (the last admin, the audit, the e-mails) and
 * reaches the rows through these.
 */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type { UserPatch } from './accounts.repository.ts';

export const selectUserPage = (...args: Parameters<typeof repository.selectUserPage>) =>
  repository.selectUserPage(...args);
export const selectUser = (...args: Parameters<typeof repository.selectUser>) =>
  repository.selectUser(...args);
export const countOtherActiveAdmins = (
  ...args: Parameters<typeof repository.countOtherActiveAdmins>
) => repository.countOtherActiveAdmins(...args);
export const updateUserRow = (...args: Parameters<typeof repository.updateUserRow>) =>
  repository.updateUserRow(...args);
export const deleteUserRow = (...args: Parameters<typeof repository.deleteUserRow>) =>
  repository.deleteUserRow(...args);

/** Runs `change` in a transaction holding the one lock every admin change takes. */
export function withAdminChangeLock<T>(db: Db, change: (tx: Tx) => Promise<T>): Promise<T> {
  return repository.withAdminChangeLock(db, change);
}
