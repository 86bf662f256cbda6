import { displayName, userFlags, type Me } from '@lectern/domain';
import type { AuthUser } from '../../auth/auth-user.js';

export function presentMe(u: AuthUser): Me {
  return {
    id: u.id,
    unique_id: u.unique_id,
    username: u.username,
    first_name: u.first_name,
    last_name: u.last_name,
    display_name: displayName(u),
    grade_level: u.grade_level,
    role: u.role,
    school: u.school_id !== null && u.school_name !== null ? { id: u.school_id, name: u.school_name } : null,
    district:
      u.resolved_district_id !== null && u.district_name !== null ? { id: u.resolved_district_id, name: u.district_name } : null,
    ...userFlags(u),
    date_lite_product_grant_expires: u.lite_grant_expires_at ? new Date(u.lite_grant_expires_at).toISOString() : null,
    impersonator: u.impersonator ? { id: u.impersonator.id, display_name: displayName(u.impersonator) } : null,
  };
}
