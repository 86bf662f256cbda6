import type { SetFeatureBody, UpdateMe } from '@lectern/domain';
import type { AuthUser } from '../../auth/auth-user.js';
import { hashPassword, needsRehash, UNMATCHABLE_HASH, verifyPassword } from '../../auth/password.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { recordEvent } from '../activities/events.repository.js';
import { featureScopeOf, setOverride } from '../activities/feature-flags.repository.js';
import { canImpersonate, canListSchoolTeachers, canSetFeature } from './users.policy.js';
import * as repo from './users.repository.js';

/** The id of the user whose password matches, else null. An unknown username costs the same time as a wrong password. */
export async function checkCredentials(db: Db, username: string, password: string): Promise<number | null> {
  const user = await repo.findCredentials(db, username);
  const ok = await verifyPassword(password, user?.password_hash ?? UNMATCHABLE_HASH);
  if (!ok || !user) return null;
  // A hash made with older, weaker parameters is replaced while the password is at hand.
  if (needsRehash(user.password_hash)) await repo.setPasswordHash(db, user.id, await hashPassword(password));
  return user.id;
}

/** The user a session names, as requests see them. */
export async function loadUser(db: Db, id: number, impersonator: AuthUser['impersonator'] = null): Promise<AuthUser | null> {
  const user = await repo.findAuthUser(db, id);
  return user ? { ...user, impersonator } : null;
}

/** Staff acting as a teacher: the teacher named by id or username, else 403. */
export async function impersonationTarget(
  db: Db,
  staff: AuthUser,
  target: { user_id?: number | undefined; username?: string | undefined },
) {
  const byName = target.username ? await repo.findIdByUsername(db, target.username) : undefined;
  const user = await loadUser(db, target.user_id ?? byName?.id ?? 0, {
    id: staff.id,
    first_name: staff.first_name,
    last_name: staff.last_name,
  });
  if (!user || !canImpersonate(staff, user)) throw new AppError('forbidden', 'Only staff can act as a teacher.');
  return user;
}

/** Your name; a teacher whose account is not complete completes it by naming their school. */
export async function updateMe(db: Db, user: AuthUser, body: UpdateMe): Promise<AuthUser> {
  const values: Parameters<typeof repo.updateUser>[2] = { first_name: body.first_name, last_name: body.last_name };
  if (user.role === 'teacher' && !user.is_authorized) {
    if (!body.school_name && user.school_id === null)
      throw new AppError('validation_failed', 'school_name: Enter your school’s name.', {
        school_name: 'Enter your school’s name.',
      });
    if (body.school_name) values.school_id = await repo.findOrCreateSchool(db, body.school_name);
    values.is_authorized = true;
  }
  await repo.updateUser(db, user.id, values);
  return (await loadUser(db, user.id, user.impersonator))!;
}

/** A parent's linked students; nobody else has any. */
export async function childrenOf(db: Db, user: AuthUser) {
  return user.role === 'parent' ? repo.childrenOf(db, user.id) : [];
}

/** Admins switch a feature for a school or a user within their reach. */
export async function setFeature(db: Db, actor: AuthUser, body: SetFeatureBody) {
  const scope = await featureScopeOf(db, body.scope, body.scope_id);
  if (!scope) throw new AppError('not_found', body.scope === 'user' ? 'No such user.' : 'No such school.');
  if (!canSetFeature(actor, scope)) throw new AppError('forbidden', 'Only your school’s or district’s admins can change this.');
  await setOverride(db, body, actor.id);
  return body;
}

export async function listSchoolTeachers(
  db: Db,
  user: AuthUser,
  q: { limit: number; offset: number; search?: string | undefined; ordering: string; exclude_me?: boolean | undefined },
) {
  if (!canListSchoolTeachers(user))
    throw new AppError('forbidden', 'Only teachers and admins of a school can list its teachers.');
  return repo.listTeachersOfSchool(db, user.school_id!, { ...q, excludeId: q.exclude_me ? user.id : undefined });
}

/** A product event; dismissing the builder's first-time help also turns that help off for the user. */
export async function recordUserEvent(db: Db, user: AuthUser, eventName: string, data: Record<string, unknown>) {
  await recordEvent(db, user.id, eventName, data);
  if (eventName === 'assignment_builder_onboarding_dismissed') {
    await setOverride(
      db,
      { scope: 'user', scope_id: user.id, name: 'needs_assignment_builder_onboarding', enabled: false },
      user.id,
    );
  }
}
