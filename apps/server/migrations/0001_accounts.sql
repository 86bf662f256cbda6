-- Accounts, sessions, schools, classes and groups: the foundation every feature builds on.

CREATE TABLE districts (
  id serial PRIMARY KEY,
  name text NOT NULL
);

CREATE TABLE schools (
  id serial PRIMARY KEY,
  name text NOT NULL,
  district_id integer REFERENCES districts (id) ON DELETE SET NULL
);

CREATE TABLE users (
  id serial PRIMARY KEY,
  unique_id uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  username text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  role text NOT NULL CHECK (role IN ('teacher', 'student', 'parent', 'principal', 'district_admin', 'staff')),
  grade_level integer CHECK (grade_level BETWEEN -1 AND 12),
  school_id integer REFERENCES schools (id) ON DELETE SET NULL,
  district_id integer REFERENCES districts (id) ON DELETE SET NULL,
  is_lite boolean NOT NULL DEFAULT false,
  lite_grant_expires_at timestamptz,
  is_authorized boolean NOT NULL DEFAULT true,
  has_ela_license boolean NOT NULL DEFAULT true,
  can_view_power_words boolean NOT NULL DEFAULT true,
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX users_school_role ON users (school_id, role);

CREATE TABLE parent_links (
  parent_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  student_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  PRIMARY KEY (parent_id, student_id)
);

-- The session id is never stored: only its SHA-256, so a leaked table does not leak sessions.
CREATE TABLE sessions (
  id_hash text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  impersonator_id integer REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_user ON sessions (user_id);
CREATE INDEX sessions_expires ON sessions (expires_at);

CREATE TABLE feature_overrides (
  scope text NOT NULL CHECK (scope IN ('user', 'school')),
  scope_id integer NOT NULL,
  name text NOT NULL,
  enabled boolean NOT NULL,
  updated_by integer REFERENCES users (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (scope, scope_id, name)
);

CREATE TABLE classes (
  id serial PRIMARY KEY,
  unique_id uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  teacher_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL,
  grade_levels integer[] NOT NULL DEFAULT '{}',
  join_code text UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX classes_teacher ON classes (teacher_id);

CREATE TABLE class_students (
  class_id integer NOT NULL REFERENCES classes (id) ON DELETE CASCADE,
  student_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  joined_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (class_id, student_id)
);
CREATE INDEX class_students_student ON class_students (student_id);

CREATE TABLE class_groups (
  id serial PRIMARY KEY,
  unique_id uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  class_id integer NOT NULL REFERENCES classes (id) ON DELETE CASCADE,
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX class_groups_class ON class_groups (class_id);

CREATE TABLE group_members (
  group_id integer NOT NULL REFERENCES class_groups (id) ON DELETE CASCADE,
  student_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  PRIMARY KEY (group_id, student_id)
);
CREATE INDEX group_members_student ON group_members (student_id);

CREATE TABLE event_records (
  id bigserial PRIMARY KEY,
  user_id integer REFERENCES users (id) ON DELETE SET NULL,
  event_name text NOT NULL,
  data jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX event_records_user_event ON event_records (user_id, event_name);
