-- Guided highlighting (GH-01 … GH-20, TOKEN-03, API-45): reading-skill questions a student answers
-- by highlighting the passage of the level's text that answers them; two attempts, 10 or 5 points.
-- The answer passage is stored as a block range (packages/domain/src/activities/anchoring.ts) and
-- every highlight is judged here, on the server, against it.

ALTER TABLE activities DROP CONSTRAINT activities_activity_type_check;
ALTER TABLE activities ADD CONSTRAINT activities_activity_type_check
  CHECK (activity_type IN ('QUIZ', 'POWER_WORDS_ACTIVITY', 'WRITE_PROMPT', 'CHECKS_FOR_UNDERSTANDING_QUIZ',
    'GUIDED_HIGHLIGHTING_QUIZ'));

-- TOKEN-03: guided highlighting earns tokens too (up to 30 an article).
ALTER TABLE token_awards DROP CONSTRAINT token_awards_interaction_check;
ALTER TABLE token_awards ADD CONSTRAINT token_awards_interaction_check
  CHECK (interaction IN ('QUIZ', 'POWER_WORDS_ACTIVITY', 'GUIDED_HIGHLIGHTING_QUIZ'));

CREATE TABLE guided_highlighting_questions (
  id serial PRIMARY KEY,
  activity_id integer NOT NULL REFERENCES activities (id) ON DELETE CASCADE,
  article_level_id integer NOT NULL REFERENCES article_levels (id) ON DELETE CASCADE,
  position integer NOT NULL CHECK (position >= 1),
  reading_skill text NOT NULL,
  question text NOT NULL,
  -- The answer passage: body blocks (0-based) and UTF-16 offsets in their text.
  answer_start_block integer NOT NULL CHECK (answer_start_block >= 0),
  answer_start_offset integer NOT NULL CHECK (answer_start_offset >= 0),
  answer_end_block integer NOT NULL CHECK (answer_end_block >= answer_start_block),
  answer_end_offset integer NOT NULL CHECK (answer_end_offset >= 0),
  suggested_answer text NOT NULL,
  UNIQUE (article_level_id, position)
);
CREATE INDEX guided_highlighting_questions_activity ON guided_highlighting_questions (activity_id, article_level_id, position);

-- One row per student and question. `attempts` is how many checks were recorded; an attempt is
-- recorded once (the first insert, then one update from attempt 1 to 2), so a repeated or
-- concurrent check can never make a third.
CREATE TABLE guided_highlighting_answers (
  student_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  question_id integer NOT NULL REFERENCES guided_highlighting_questions (id) ON DELETE CASCADE,
  activity_id integer NOT NULL REFERENCES activities (id) ON DELETE CASCADE,
  content_id integer NOT NULL REFERENCES contents (id) ON DELETE CASCADE,
  article_level_id integer NOT NULL REFERENCES article_levels (id) ON DELETE CASCADE,
  attempts integer NOT NULL CHECK (attempts BETWEEN 1 AND 2),
  status text NOT NULL CHECK (status IN ('tryAgain', 'completed')),
  -- The last checked highlight.
  start_block integer NOT NULL CHECK (start_block >= 0),
  start_offset integer NOT NULL CHECK (start_offset >= 0),
  end_block integer NOT NULL CHECK (end_block >= start_block),
  end_offset integer NOT NULL CHECK (end_offset >= 0),
  selected_text text NOT NULL,
  is_correct boolean NOT NULL,
  tokens integer NOT NULL CHECK (tokens IN (0, 5, 10)),
  date_answered timestamptz NOT NULL DEFAULT now(),
  date_modified timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (student_id, question_id),
  CHECK ((status = 'tryAgain') = (attempts = 1 AND NOT is_correct))
);
CREATE INDEX guided_highlighting_answers_activity ON guided_highlighting_answers (student_id, activity_id);

-- API-45, GH-15, GH-16: a teacher's rating of a question, one per teacher and question. A
-- thumbs-down carries the problem and takes the question out of that teacher's cards.
CREATE TABLE guided_highlighting_feedback (
  id serial PRIMARY KEY,
  question_id integer NOT NULL REFERENCES guided_highlighting_questions (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  reaction text NOT NULL CHECK (reaction IN ('thumbs_up', 'thumbs_down')),
  description text CHECK ((reaction = 'thumbs_down') = (description IS NOT NULL)),
  date_created timestamptz NOT NULL DEFAULT now(),
  UNIQUE (question_id, user_id)
);

-- The staff's question-report list (QUIZ-32) takes guided-highlighting reports too: a report names
-- a quiz question or a guided-highlighting question, exactly one.
ALTER TABLE question_flags ALTER COLUMN quiz_question_id DROP NOT NULL;
ALTER TABLE question_flags
  ADD COLUMN guided_highlighting_question_id integer REFERENCES guided_highlighting_questions (id) ON DELETE CASCADE;
ALTER TABLE question_flags
  ADD CONSTRAINT question_flags_one_question CHECK (num_nonnulls(quiz_question_id, guided_highlighting_question_id) = 1);
