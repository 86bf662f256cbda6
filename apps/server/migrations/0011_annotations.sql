-- Annotations (ANNOT-01 … ANNOT-18, API-46): highlights in a level's text with an optional comment,
-- and replies. A row with category 'highlight' is an annotation: it carries its anchor (the spec's
-- block range and, beside it, a text-quote and a text-position selector, see
-- packages/domain/src/activities/anchoring.ts). A row with category 'user' is a reply: it belongs
-- to one annotation (root_id) and to one student's thread under it (thread_student_id), and points
-- at the comment it answers (in_response_to), the annotation itself for the first.

CREATE TABLE annotations (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  content_id integer NOT NULL REFERENCES contents (id) ON DELETE CASCADE,
  article_level_id integer NOT NULL REFERENCES article_levels (id) ON DELETE CASCADE,
  category text NOT NULL CHECK (category IN ('highlight', 'user')),
  root_id integer REFERENCES annotations (id) ON DELETE CASCADE,
  in_response_to integer REFERENCES annotations (id) ON DELETE CASCADE,
  thread_student_id integer REFERENCES users (id) ON DELETE CASCADE,
  pen_name text NOT NULL CHECK (pen_name IN ('yellow', 'green', 'blue', 'pink')),
  text text NOT NULL DEFAULT '' CHECK (length(text) <= 4000),
  start_block integer NOT NULL CHECK (start_block >= 0),
  start_offset integer NOT NULL CHECK (start_offset >= 0),
  end_block integer NOT NULL CHECK (end_block >= 0),
  end_offset integer NOT NULL CHECK (end_offset >= 0),
  quote_exact text NOT NULL,
  quote_prefix text NOT NULL DEFAULT '',
  quote_suffix text NOT NULL DEFAULT '',
  position_start integer NOT NULL CHECK (position_start >= 0),
  position_end integer NOT NULL CHECK (position_end > position_start),
  date_shared timestamptz,
  -- The client's key for one save: a retried save finds the first instead of making a second.
  client_key uuid NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, client_key),
  CHECK (
    (category = 'highlight' AND root_id IS NULL AND in_response_to IS NULL AND thread_student_id IS NULL)
    OR (category = 'user' AND root_id IS NOT NULL AND in_response_to IS NOT NULL AND thread_student_id IS NOT NULL
        AND date_shared IS NULL)
  )
);
-- A reader's own annotations on a level, and the shared ones of a level.
CREATE INDEX annotations_level_user ON annotations (article_level_id, user_id) WHERE category = 'highlight';
CREATE INDEX annotations_level_shared ON annotations (article_level_id, user_id) WHERE category = 'highlight' AND date_shared IS NOT NULL;
-- The replies of an annotation, thread by thread, in order.
CREATE INDEX annotations_threads ON annotations (root_id, thread_student_id, id) WHERE category = 'user';
