import type { Db } from '../../db/database.js';
import { findUserByUsername } from '../users/users.repository.js';
import { UNMATCHABLE_HASH, verifyPassword } from './password.js';

/** The user whose password matches, else null. An unknown username costs the same time as a wrong password. */
export async function checkCredentials(db: Db, username: string, password: string) {
  const user = await findUserByUsername(db, username);
  const ok = await verifyPassword(password, user?.password_hash ?? UNMATCHABLE_HASH);
  return ok && user ? user : null;
}
