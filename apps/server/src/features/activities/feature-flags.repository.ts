import type { SetFeatureBody } from '@lectern/domain';
import type { Db } from '../../db/database.js';

export function listOverrides(db: Db, userId: number, schoolId: number | null) {
  return db
    .selectFrom('feature_overrides')
    .select(['scope', 'name', 'enabled'])
    .where((eb) =>
      eb.or([
        eb.and([eb('scope', '=', 'user'), eb('scope_id', '=', userId)]),
        ...(schoolId !== null ? [eb.and([eb('scope', '=', 'school'), eb('scope_id', '=', schoolId)])] : []),
      ]),
    )
    .execute();
}

export function setOverride(db: Db, o: SetFeatureBody, by: number) {
  return db
    .insertInto('feature_overrides')
    .values({ ...o, updated_by: by })
    .onConflict((c) =>
      c.columns(['scope', 'scope_id', 'name']).doUpdateSet({ enabled: o.enabled, updated_by: by, updated_at: new Date() }),
    )
    .execute();
}

/** The school and district a feature override would apply to, for the policy check. */
export async function featureScopeOf(db: Db, scope: 'user' | 'school', id: number) {
  if (scope === 'school') {
    const s = await db.selectFrom('schools').select(['id', 'district_id']).where('id', '=', id).executeTakeFirst();
    return s ? { schoolId: s.id, districtId: s.district_id } : null;
  }
  const u = await db
    .selectFrom('users')
    .leftJoin('schools', 'schools.id', 'users.school_id')
    .select(['users.school_id', 'users.district_id', 'schools.district_id as school_district'])
    .where('users.id', '=', id)
    .executeTakeFirst();
  return u ? { schoolId: u.school_id, districtId: u.school_district ?? u.district_id } : null;
}
