-- Write prompts (WRITE-01 … WRITE-25, API-26 … API-30): a teacher's prompt on an article for some
-- of their classes, and students' responses to it per class — autosaved drafts until submitted,
-- then reviewed by the class's teacher with a score out of 4.

CREATE TABLE write_prompts (
  id serial PRIMARY KEY,
  content_id integer NOT NULL REFERENCES contents (id) ON DELETE CASCADE,
  -- The level the teacher wrote it at (the spec's header id), when they chose one.
  article_level_id integer REFERENCES article_levels (id) ON DELETE SET NULL,
  created_by integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  text text NOT NULL CHECK (length(text) BETWEEN 1 AND 2000),
  -- What the scores 1 to 4 stand for, as the teacher worded them.
  rubric text[] NOT NULL CHECK (cardinality(rubric) = 4),
  date_created timestamptz NOT NULL DEFAULT now(),
  date_modified timestamptz NOT NULL DEFAULT now(),
  -- The target of write_prompt_classes' (prompt, article) reference.
  UNIQUE (id, content_id)
);
CREATE INDEX write_prompts_owner ON write_prompts (created_by, content_id);
CREATE INDEX write_prompts_level ON write_prompts (article_level_id) WHERE article_level_id IS NOT NULL;

-- The classes that answer a prompt. A class answers one prompt per article: giving it another
-- moves it (the article is repeated here so the database holds that rule).
CREATE TABLE write_prompt_classes (
  prompt_id integer NOT NULL,
  class_id integer NOT NULL REFERENCES classes (id) ON DELETE CASCADE,
  content_id integer NOT NULL,
  PRIMARY KEY (prompt_id, class_id),
  UNIQUE (class_id, content_id),
  FOREIGN KEY (prompt_id, content_id) REFERENCES write_prompts (id, content_id) ON DELETE CASCADE
);

-- A student's responses per article and class. At most one draft (date_completed null) at a time;
-- a new response after a submitted one only once the teacher's review allows it (WRITE-16).
CREATE TABLE write_responses (
  id serial PRIMARY KEY,
  student_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  content_id integer NOT NULL REFERENCES contents (id) ON DELETE CASCADE,
  class_id integer NOT NULL REFERENCES classes (id) ON DELETE CASCADE,
  -- The teacher's prompt answered; null for the article's generated prompt (or a deleted one).
  prompt_id integer REFERENCES write_prompts (id) ON DELETE SET NULL,
  -- The prompt as the student saw it when they wrote.
  prompt_text text NOT NULL,
  assignment_ids integer[] NOT NULL DEFAULT '{}',
  text text NOT NULL CHECK (length(text) <= 20000),
  -- Counts the stored saves: a save names the revision it was made from.
  revision integer NOT NULL DEFAULT 1 CHECK (revision >= 1),
  date_completed timestamptz,
  date_created timestamptz NOT NULL DEFAULT now(),
  date_modified timestamptz NOT NULL DEFAULT now(),
  -- The review (WRITE-24): it exists once date_reviewed is set.
  review_score smallint CHECK (review_score BETWEEN 0 AND 4),
  review_text text,
  review_date_shared timestamptz,
  review_date_revision_requested timestamptz,
  reviewed_by integer REFERENCES users (id) ON DELETE SET NULL,
  date_reviewed timestamptz,
  CHECK ((date_reviewed IS NULL) = (review_text IS NULL)),
  CHECK (date_reviewed IS NULL OR date_completed IS NOT NULL)
);
CREATE UNIQUE INDEX write_responses_one_draft ON write_responses (student_id, content_id, class_id)
  WHERE date_completed IS NULL;
-- A student's own responses on an article (and their latest per class).
CREATE INDEX write_responses_student ON write_responses (student_id, content_id, class_id, date_created DESC);
-- A class's responses on an article: the teacher's list and the export.
CREATE INDEX write_responses_class ON write_responses (class_id, content_id);
CREATE INDEX write_responses_prompt ON write_responses (prompt_id) WHERE prompt_id IS NOT NULL;
CREATE INDEX write_responses_reviewer ON write_responses (reviewed_by) WHERE reviewed_by IS NOT NULL;
