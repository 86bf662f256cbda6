-- Levelled content: articles, their levels, standards, advisories and the activities each level
-- carries (quizzes, power words, write prompts, key terms), plus students' reading levels.

CREATE TABLE contents (
  id serial PRIMARY KEY,
  content_type text NOT NULL DEFAULT 'ARTICLE' CHECK (content_type IN ('ARTICLE')),
  slug text NOT NULL UNIQUE,
  subject text NOT NULL CHECK (subject IN ('ELA', 'SCIENCE', 'SOCIAL_STUDIES', 'MATH')),
  article_type text NOT NULL,
  title text NOT NULL,
  teaser text NOT NULL,
  provider text NOT NULL,
  published_at timestamptz NOT NULL,
  is_premium boolean NOT NULL DEFAULT false,
  is_lite boolean NOT NULL DEFAULT false,
  lite_grant_expires_at timestamptz,
  content_warning text,
  decodable boolean NOT NULL DEFAULT false,
  quiz_omission_reason text CHECK (quiz_omission_reason IN ('QUIZ_COMING_SOON', 'INTENTIONALLY_OMITTED')),
  search_indexing boolean NOT NULL DEFAULT true,
  image_url text NOT NULL,
  image_alt text NOT NULL,
  -- Everything a library search matches: titles, teasers and body text of every level.
  search_document tsvector NOT NULL DEFAULT ''::tsvector,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX contents_search ON contents USING gin (search_document);
CREATE INDEX contents_subject ON contents (subject, published_at DESC);

CREATE TABLE article_levels (
  id serial PRIMARY KEY,
  content_id integer NOT NULL REFERENCES contents (id) ON DELETE CASCADE,
  language text NOT NULL,
  grade integer NOT NULL CHECK (grade BETWEEN -1 AND 12),
  raw_lexile integer NOT NULL CHECK (raw_lexile >= 0),
  lexile integer NOT NULL,
  is_original_level boolean NOT NULL DEFAULT false,
  title text NOT NULL,
  short_title text NOT NULL,
  teaser text NOT NULL,
  slug text NOT NULL UNIQUE,
  byline text NOT NULL,
  author text NOT NULL,
  word_count integer NOT NULL,
  readability_grade numeric(4, 1),
  -- [{ "kind": "heading" | "paragraph", "text": "…" }]
  body jsonb NOT NULL,
  write_prompt text,
  position integer NOT NULL
);
CREATE INDEX article_levels_content ON article_levels (content_id, language, position);

CREATE TABLE standards (
  id serial PRIMARY KEY,
  code text NOT NULL UNIQUE,
  name text NOT NULL,
  description text NOT NULL
);

CREATE TABLE content_standards (
  content_id integer NOT NULL REFERENCES contents (id) ON DELETE CASCADE,
  standard_id integer NOT NULL REFERENCES standards (id) ON DELETE CASCADE,
  position integer NOT NULL,
  PRIMARY KEY (content_id, standard_id)
);

-- An advisory applies to the readers of one district or one school (PLAT-48).
CREATE TABLE visibility_markers (
  id serial PRIMARY KEY,
  content_id integer NOT NULL REFERENCES contents (id) ON DELETE CASCADE,
  reason text NOT NULL CHECK (reason IN ('DISTRICT_ADVISORY', 'SCHOOL_ADVISORY')),
  district_id integer REFERENCES districts (id) ON DELETE CASCADE,
  school_id integer REFERENCES schools (id) ON DELETE CASCADE,
  grade_minimum integer NOT NULL,
  grade_maximum integer NOT NULL,
  message text NOT NULL,
  learn_more_url text NOT NULL,
  block_teacher_view boolean NOT NULL DEFAULT false,
  CHECK ((reason = 'DISTRICT_ADVISORY' AND district_id IS NOT NULL) OR (reason = 'SCHOOL_ADVISORY' AND school_id IS NOT NULL))
);
CREATE INDEX visibility_markers_content ON visibility_markers (content_id);

-- Activities attached to an article (PLAT-08, PLAT-10); their items are per level.
CREATE TABLE activities (
  id serial PRIMARY KEY,
  content_id integer NOT NULL REFERENCES contents (id) ON DELETE CASCADE,
  activity_type text NOT NULL CHECK (activity_type IN ('QUIZ', 'POWER_WORDS_ACTIVITY', 'WRITE_PROMPT')),
  name text NOT NULL,
  UNIQUE (content_id, activity_type)
);

CREATE TABLE quiz_questions (
  id serial PRIMARY KEY,
  activity_id integer NOT NULL REFERENCES activities (id) ON DELETE CASCADE,
  article_level_id integer NOT NULL REFERENCES article_levels (id) ON DELETE CASCADE,
  position integer NOT NULL,
  question text NOT NULL,
  options jsonb NOT NULL,
  correct_index integer NOT NULL,
  standard_id integer REFERENCES standards (id) ON DELETE SET NULL,
  reading_skill text NOT NULL
);
CREATE INDEX quiz_questions_level ON quiz_questions (article_level_id, position);

CREATE TABLE power_words (
  id serial PRIMARY KEY,
  activity_id integer NOT NULL REFERENCES activities (id) ON DELETE CASCADE,
  article_level_id integer NOT NULL REFERENCES article_levels (id) ON DELETE CASCADE,
  position integer NOT NULL,
  headword text NOT NULL,
  definition text NOT NULL,
  -- [{ "question": "…", "options": ["…", "…"], "correct": 0 }] × 2
  questions jsonb NOT NULL
);
CREATE INDEX power_words_level ON power_words (article_level_id, position);

CREATE TABLE key_terms (
  id serial PRIMARY KEY,
  article_level_id integer NOT NULL REFERENCES article_levels (id) ON DELETE CASCADE,
  position integer NOT NULL,
  term text NOT NULL,
  definition text NOT NULL
);
CREATE INDEX key_terms_level ON key_terms (article_level_id, position);

-- A teacher's override of a student's recommended grade, with who set it (LEVEL-03).
CREATE TABLE student_reading_levels (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  override_grade_level integer CHECK (override_grade_level BETWEEN 1 AND 12),
  language text NOT NULL DEFAULT 'en',
  updated_by integer REFERENCES users (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
