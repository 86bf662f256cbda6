-- Text sets (TOOLBAR-10 … TOOLBAR-17, API-38 … API-41): a teacher's or parent's named collection of
-- articles, saved from the article toolbar. Title and description are plain text. Once shared
-- (date_shared set), anyone signed in with the link may view it; its owner alone changes it.

CREATE TABLE text_sets (
  id serial PRIMARY KEY,
  -- The set as content: 12 hexadecimal digits, like an assignment's content id.
  content_id text NOT NULL UNIQUE,
  owner_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 120),
  description text NOT NULL DEFAULT '' CHECK (char_length(description) <= 1000),
  date_shared timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX text_sets_owner ON text_sets (owner_id, id);

-- Content membership (TOOLBAR-12): an article in a set, once, whatever its language.
CREATE TABLE text_set_members (
  id serial PRIMARY KEY,
  text_set_id integer NOT NULL REFERENCES text_sets (id) ON DELETE CASCADE,
  content_id integer NOT NULL REFERENCES contents (id) ON DELETE CASCADE,
  language text NOT NULL DEFAULT 'en',
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (text_set_id, content_id)
);
