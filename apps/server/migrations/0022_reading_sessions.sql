-- Reading sessions (SESSION-01 … SESSION-07): one row per open article page, kept by the page's
-- reading-session socket. The page names the session with its own unique id, so a socket that
-- reconnects goes on adding to the same row. The server buffers what the sockets report and
-- writes every few seconds in one multi-row upsert; the counters only grow.
-- max_scroll_depth is the deepest scroll-depth milestone reached (SESSION-09), 0 to 100.

CREATE TABLE reading_sessions (
  id uuid PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  content_id integer NOT NULL REFERENCES contents (id) ON DELETE CASCADE,
  article_level_id integer REFERENCES article_levels (id) ON DELETE SET NULL,
  assignment_id integer REFERENCES assignments (id) ON DELETE SET NULL,
  started_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  active_seconds integer NOT NULL DEFAULT 0 CHECK (active_seconds >= 0),
  idle_seconds integer NOT NULL DEFAULT 0 CHECK (idle_seconds >= 0),
  max_scroll_depth smallint NOT NULL DEFAULT 0 CHECK (max_scroll_depth BETWEEN 0 AND 100),
  clicks integer NOT NULL DEFAULT 0 CHECK (clicks >= 0),
  keydowns integer NOT NULL DEFAULT 0 CHECK (keydowns >= 0),
  screen_width smallint CHECK (screen_width BETWEEN 0 AND 20000),
  screen_height smallint CHECK (screen_height BETWEEN 0 AND 20000)
);
-- A teacher's class progress: the sessions of an assignment, student by student.
CREATE INDEX reading_sessions_assignment ON reading_sessions (assignment_id, user_id)
  WHERE assignment_id IS NOT NULL;
-- A reader's own history of an article.
CREATE INDEX reading_sessions_user_content ON reading_sessions (user_id, content_id, last_seen_at DESC);

-- The secret that signs reading-session access keys, made at the first start and shared by every
-- server process (a key issued with a page by one process is checked by whichever takes its socket).
CREATE TABLE reading_session_secrets (
  id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  secret text NOT NULL CHECK (char_length(secret) >= 32),
  created_at timestamptz NOT NULL DEFAULT now()
);
