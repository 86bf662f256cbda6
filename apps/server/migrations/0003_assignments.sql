-- Assignments: an article given to whole classes or small groups, with its level, schedule,
-- activities and settings (ASSIGN-01 … ASSIGN-04).

CREATE TABLE assignments (
  id serial PRIMARY KEY,
  -- Given at first publish; a draft has none (ASSIGN-06).
  content_id text UNIQUE,
  story_content_id integer NOT NULL REFERENCES contents (id) ON DELETE CASCADE,
  language text NOT NULL DEFAULT 'en',
  title text NOT NULL,
  instructions text NOT NULL DEFAULT '',
  is_draft boolean NOT NULL DEFAULT true,
  date_goes_live timestamptz,
  date_due timestamptz,
  default_reading_level integer REFERENCES article_levels (id) ON DELETE SET NULL,
  grade_level_lock integer CHECK (grade_level_lock BETWEEN -1 AND 12),
  is_reading_level_locked boolean NOT NULL DEFAULT false,
  version text NOT NULL DEFAULT 'single_asset_mve',
  copied_from_assignment integer REFERENCES assignments (id) ON DELETE SET NULL,
  assignment_config jsonb NOT NULL DEFAULT '{}',
  activity_members jsonb NOT NULL DEFAULT '[]',
  activity_element_selections jsonb NOT NULL DEFAULT '{}',
  district_advisory_override boolean NOT NULL DEFAULT false,
  content_settings_override jsonb,
  created_by integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  date_created timestamptz NOT NULL DEFAULT now(),
  date_modified timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX assignments_owner ON assignments (created_by, date_modified DESC);
CREATE INDEX assignments_story ON assignments (story_content_id);

CREATE TABLE assignment_classrooms (
  assignment_id integer NOT NULL REFERENCES assignments (id) ON DELETE CASCADE,
  class_id integer NOT NULL REFERENCES classes (id) ON DELETE CASCADE,
  date_assigned timestamptz,
  PRIMARY KEY (assignment_id, class_id)
);
CREATE INDEX assignment_classrooms_class ON assignment_classrooms (class_id);

CREATE TABLE assignment_groups (
  assignment_id integer NOT NULL REFERENCES assignments (id) ON DELETE CASCADE,
  group_id integer NOT NULL REFERENCES class_groups (id) ON DELETE CASCADE,
  date_assigned timestamptz,
  PRIMARY KEY (assignment_id, group_id)
);
CREATE INDEX assignment_groups_group ON assignment_groups (group_id);

-- API-01: when a student opened an assignment (first and latest view).
CREATE TABLE assignment_views (
  assignment_id integer NOT NULL REFERENCES assignments (id) ON DELETE CASCADE,
  student_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  first_viewed_at timestamptz NOT NULL DEFAULT now(),
  last_viewed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (assignment_id, student_id)
);
