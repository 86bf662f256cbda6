import type { ColumnType, Generated } from 'kysely';

/** Kysely's view of the tables in migrations/. Keep in step with the SQL. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface DistrictsTable {
  id: Generated<number>;
  name: string;
}
export interface SchoolsTable {
  id: Generated<number>;
  name: string;
  district_id: number | null;
}
export interface UsersTable {
  id: Generated<number>;
  unique_id: Generated<string>;
  username: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  role: 'teacher' | 'student' | 'parent' | 'principal' | 'district_admin' | 'staff';
  grade_level: number | null;
  school_id: number | null;
  district_id: number | null;
  is_lite: Generated<boolean>;
  lite_grant_expires_at: Timestamp | null;
  is_authorized: Generated<boolean>;
  has_ela_license: Generated<boolean>;
  can_view_power_words: Generated<boolean>;
  created_by: number | null;
  created_at: Generated<Timestamp>;
}
export interface ParentLinksTable {
  parent_id: number;
  student_id: number;
}
export interface SessionsTable {
  id_hash: string;
  user_id: number;
  impersonator_id: number | null;
  created_at: Generated<Timestamp>;
  expires_at: Timestamp;
}
export interface FeatureOverridesTable {
  scope: 'user' | 'school';
  scope_id: number;
  name: string;
  enabled: boolean;
  updated_by: number | null;
  updated_at: Generated<Timestamp>;
}
export interface ClassesTable {
  id: Generated<number>;
  unique_id: Generated<string>;
  teacher_id: number;
  name: string;
  grade_levels: number[];
  join_code: string | null;
  created_at: Generated<Timestamp>;
}
export interface ClassStudentsTable {
  class_id: number;
  student_id: number;
  joined_at: Generated<Timestamp>;
}
export interface ClassGroupsTable {
  id: Generated<number>;
  unique_id: Generated<string>;
  class_id: number;
  name: string;
  created_at: Generated<Timestamp>;
}
export interface GroupMembersTable {
  group_id: number;
  student_id: number;
}
export interface EventRecordsTable {
  id: Generated<string>;
  user_id: number | null;
  event_name: string;
  data: ColumnType<unknown, string, string>;
  created_at: Generated<Timestamp>;
}

export interface Database {
  districts: DistrictsTable;
  schools: SchoolsTable;
  users: UsersTable;
  parent_links: ParentLinksTable;
  sessions: SessionsTable;
  feature_overrides: FeatureOverridesTable;
  classes: ClassesTable;
  class_students: ClassStudentsTable;
  class_groups: ClassGroupsTable;
  group_members: GroupMembersTable;
  event_records: EventRecordsTable;
}
