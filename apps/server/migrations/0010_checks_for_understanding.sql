-- Checks for understanding (CFU-01, CFU-02, ASSIGN-62, ASSIGN-63): short questions between the
-- paragraphs of a level. A student is sent a level's text up to the first check they have not
-- answered; any answer opens the text after it, and the first answer stands.

ALTER TABLE activities DROP CONSTRAINT activities_activity_type_check;
ALTER TABLE activities ADD CONSTRAINT activities_activity_type_check
  CHECK (activity_type IN ('QUIZ', 'POWER_WORDS_ACTIVITY', 'WRITE_PROMPT', 'CHECKS_FOR_UNDERSTANDING_QUIZ'));

CREATE TABLE understanding_checks (
  id serial PRIMARY KEY,
  activity_id integer NOT NULL REFERENCES activities (id) ON DELETE CASCADE,
  article_level_id integer NOT NULL REFERENCES article_levels (id) ON DELETE CASCADE,
  position integer NOT NULL,
  -- The body block (0-based) the check follows; the text after it waits for the answer.
  after_block integer NOT NULL CHECK (after_block >= 0),
  question text NOT NULL,
  options jsonb NOT NULL,
  correct_index integer NOT NULL CHECK (correct_index >= 0),
  UNIQUE (article_level_id, after_block)
);
CREATE INDEX understanding_checks_activity ON understanding_checks (activity_id, article_level_id, position);

CREATE TABLE understanding_check_answers (
  student_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  check_id integer NOT NULL REFERENCES understanding_checks (id) ON DELETE CASCADE,
  content_id integer NOT NULL REFERENCES contents (id) ON DELETE CASCADE,
  choice_index integer NOT NULL CHECK (choice_index >= 0),
  is_correct boolean NOT NULL,
  date_answered timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (student_id, check_id)
);
CREATE INDEX understanding_check_answers_content ON understanding_check_answers (content_id, student_id);
