-- Student polls (POLL-01 … POLL-20, API-20): templates that ship with an article, teachers' own
-- polls, the choices of each, students' answers (one per student and poll), and the poll an
-- assignment includes (ASSIGN-63).

CREATE TABLE polls (
  id serial PRIMARY KEY,
  content_id integer NOT NULL REFERENCES contents (id) ON DELETE CASCADE,
  question text NOT NULL,
  is_template boolean NOT NULL DEFAULT false,
  -- A template's place in its article's list; a teacher's own poll has none.
  template_display_order integer,
  -- The teacher who wrote it; templates have none.
  created_by integer REFERENCES users (id) ON DELETE CASCADE,
  date_created timestamptz NOT NULL DEFAULT now(),
  date_modified timestamptz NOT NULL DEFAULT now(),
  CHECK (is_template = (created_by IS NULL)),
  CHECK (is_template = (template_display_order IS NOT NULL))
);
CREATE INDEX polls_content ON polls (content_id, is_template, template_display_order);
CREATE INDEX polls_owner ON polls (created_by, content_id);

CREATE TABLE poll_choices (
  id serial PRIMARY KEY,
  poll_id integer NOT NULL REFERENCES polls (id) ON DELETE CASCADE,
  position integer NOT NULL,
  text text NOT NULL
);
CREATE INDEX poll_choices_poll ON poll_choices (poll_id, position);

-- The first answer stands: a second one from the same student is not stored.
CREATE TABLE poll_votes (
  poll_id integer NOT NULL REFERENCES polls (id) ON DELETE CASCADE,
  student_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  choice_id integer NOT NULL REFERENCES poll_choices (id) ON DELETE CASCADE,
  date_created timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (poll_id, student_id)
);
CREATE INDEX poll_votes_choice ON poll_votes (choice_id);

ALTER TABLE assignments ADD COLUMN poll_id integer REFERENCES polls (id) ON DELETE SET NULL;
CREATE INDEX assignments_poll ON assignments (poll_id) WHERE poll_id IS NOT NULL;
