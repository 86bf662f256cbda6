import { resolveFeatures, type Features } from '@lectern/domain';
import type { AuthUser } from '../../auth/auth-user.js';
import type { Db } from '../../db/database.js';
import { listOverrides } from './feature-flags.repository.js';

/** The feature flags in force for a user: defaults, then their school's switches, then their own. */
export async function featuresFor(db: Db, user: AuthUser): Promise<Features> {
  return resolveFeatures(await listOverrides(db, user.id, user.school_id));
}
