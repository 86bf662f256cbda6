-- Student work on an article's activities: submitted quizzes with their answers, Power Words
-- answers, question reports, and the tokens they earn for the monthly challenge
-- (QUIZ-02, QUIZ-32, PW-03, TOKEN-01 … TOKEN-10).

-- One submitted quiz per student and quiz: a second submit returns the first (idempotent).
CREATE TABLE student_quizzes (
  id serial PRIMARY KEY,
  student_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  activity_id integer NOT NULL REFERENCES activities (id) ON DELETE CASCADE,
  content_id integer NOT NULL REFERENCES contents (id) ON DELETE CASCADE,
  article_level_id integer NOT NULL REFERENCES article_levels (id) ON DELETE CASCADE,
  grade_band integer NOT NULL,
  assignment_ids integer[] NOT NULL DEFAULT '{}',
  date_started timestamptz NOT NULL,
  date_completed timestamptz NOT NULL,
  correct_count integer NOT NULL,
  question_count integer NOT NULL,
  tokens_earned integer NOT NULL DEFAULT 0,
  -- Whether the matched assignment hid answers when the quiz was submitted (QUIZ-16).
  hide_answers boolean NOT NULL DEFAULT false,
  date_created timestamptz NOT NULL DEFAULT now(),
  UNIQUE (student_id, activity_id)
);
CREATE INDEX student_quizzes_content ON student_quizzes (content_id, student_id);
CREATE INDEX student_quizzes_recent ON student_quizzes (student_id, date_completed DESC);

CREATE TABLE student_quiz_answers (
  student_quiz_id integer NOT NULL REFERENCES student_quizzes (id) ON DELETE CASCADE,
  quiz_question_id integer NOT NULL REFERENCES quiz_questions (id) ON DELETE CASCADE,
  value integer NOT NULL,
  correct_answer integer NOT NULL,
  is_correct boolean NOT NULL,
  date_answered timestamptz NOT NULL,
  PRIMARY KEY (student_quiz_id, quiz_question_id)
);

-- Power Words: the first answer to each question stands (question_id = word id × 10 + index).
CREATE TABLE vocabulary_answers (
  id serial PRIMARY KEY,
  student_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  power_word_id integer NOT NULL REFERENCES power_words (id) ON DELETE CASCADE,
  question_index integer NOT NULL CHECK (question_index BETWEEN 0 AND 1),
  content_id integer NOT NULL REFERENCES contents (id) ON DELETE CASCADE,
  article_level_id integer NOT NULL REFERENCES article_levels (id) ON DELETE CASCADE,
  choice_id integer NOT NULL,
  correct_choice_id integer NOT NULL,
  is_correct boolean NOT NULL,
  date_answered timestamptz NOT NULL,
  date_created timestamptz NOT NULL DEFAULT now(),
  UNIQUE (student_id, power_word_id, question_index)
);
CREATE INDEX vocabulary_answers_content ON vocabulary_answers (student_id, content_id);

-- Token awards: one row per student and activity, updated as Power Words answers come in.
CREATE TABLE token_awards (
  student_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  activity_id integer NOT NULL REFERENCES activities (id) ON DELETE CASCADE,
  content_id integer NOT NULL REFERENCES contents (id) ON DELETE CASCADE,
  interaction text NOT NULL CHECK (interaction IN ('QUIZ', 'POWER_WORDS_ACTIVITY')),
  tokens integer NOT NULL CHECK (tokens >= 0),
  is_done boolean NOT NULL DEFAULT false,
  -- When the activity was finished: the month it counts for in the challenge.
  date_done timestamptz,
  date_modified timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (student_id, activity_id)
);
CREATE INDEX token_awards_done ON token_awards (student_id, date_done);

-- Teachers' reports on quiz questions, for content staff (QUIZ-32).
CREATE TABLE question_flags (
  id serial PRIMARY KEY,
  activity_id integer NOT NULL REFERENCES activities (id) ON DELETE CASCADE,
  quiz_question_id integer NOT NULL REFERENCES quiz_questions (id) ON DELETE CASCADE,
  message text NOT NULL,
  reported_by integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  date_created timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX question_flags_recent ON question_flags (date_created DESC);
