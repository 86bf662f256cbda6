-- Videos (PLAT-06, VIDEO-01 … VIDEO-23): interactive videos and partner video lessons are content
-- like articles (cards, search, related items), with their own data beside the contents row.
-- Interactive videos' quiz answers (VIDEO-07, API-36): one per question and student, graded on the server.

ALTER TABLE contents DROP CONSTRAINT IF EXISTS contents_content_type_check;
ALTER TABLE contents ADD CONSTRAINT contents_content_type_check
  CHECK (content_type IN ('ARTICLE', 'INTERACTIVE_VIDEO', 'GENERATION_GENIUS_VIDEO'));

CREATE TABLE videos (
  content_id integer PRIMARY KEY REFERENCES contents (id) ON DELETE CASCADE,
  author text NOT NULL,
  -- The video's id in our media store (VIDEO-22 wistia_id).
  wistia_id text NOT NULL UNIQUE CHECK (wistia_id ~ '^[a-z0-9]{8}$'),
  length_in_seconds integer NOT NULL CHECK (length_in_seconds > 0),
  maturity_min integer NOT NULL,
  maturity_max integer NOT NULL,
  -- { sources: [{ file, type }], captions: [{ file, lang, label }], thumbnail }
  media jsonb NOT NULL,
  -- ProseMirror JSON of the lesson body.
  raw_text jsonb,
  transcript jsonb NOT NULL,
  vocabulary jsonb NOT NULL,
  discussion_questions jsonb NOT NULL,
  pdfs jsonb NOT NULL,
  -- [{ id, time_seconds, question, answers: [{ id, text, is_correct }] }]
  quiz_annotations jsonb NOT NULL
);

CREATE TABLE video_quiz_submissions (
  id serial PRIMARY KEY,
  content_id integer NOT NULL REFERENCES contents (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  quiz_id text NOT NULL,
  answer_id text NOT NULL,
  answer_is_correct boolean NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (content_id, user_id, quiz_id)
);
CREATE INDEX video_quiz_submissions_user ON video_quiz_submissions (user_id, content_id);
