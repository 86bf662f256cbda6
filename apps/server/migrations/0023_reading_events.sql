-- Reading events (SESSION-08 … SESSION-12) and their xAPI statements for a district's learning
-- record store. Reading events are product events (event_records) sent by the article page in
-- batches; they carry no user id, only the reader's pseudonym, so a copy of the events (or of the
-- statements made from them) names nobody. The class progress page maps its students to their
-- pseudonyms to read them; deleting an account deletes its pseudonym, and its events then belong
-- to no one.

CREATE TABLE user_pseudonyms (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  pseudonym uuid NOT NULL UNIQUE DEFAULT gen_random_uuid()
);

ALTER TABLE event_records
  ADD COLUMN actor uuid REFERENCES user_pseudonyms (pseudonym) ON DELETE SET NULL,
  -- The page's own id for the event: a batch sent twice (a retry, a page hide after a send) stores once.
  ADD COLUMN client_event_id uuid,
  ADD COLUMN content_id integer REFERENCES contents (id) ON DELETE CASCADE,
  ADD COLUMN article_level_id integer REFERENCES article_levels (id) ON DELETE SET NULL,
  ADD COLUMN assignment_id integer REFERENCES assignments (id) ON DELETE SET NULL,
  -- When the page saw it happen (the page's clock, kept within a day of the server's).
  ADD COLUMN occurred_at timestamptz;

CREATE UNIQUE INDEX event_records_client_event ON event_records (client_event_id) WHERE client_event_id IS NOT NULL;
-- The class progress page: a student's events on an article (views, the deepest scroll milestone).
CREATE INDEX event_records_actor_content ON event_records (actor, content_id, event_name) WHERE actor IS NOT NULL;
-- The xAPI outbox and the district's download read reading events by time.
CREATE INDEX event_records_created ON event_records (created_at) WHERE actor IS NOT NULL;

-- The xAPI outbox: one statement per reading event or finished quiz, made once (source is unique),
-- sent in batches; a failed send is tried again later with a growing wait, so an outage of the
-- learning record store loses nothing.
CREATE TABLE xapi_statements (
  id uuid PRIMARY KEY,
  source text NOT NULL UNIQUE CHECK (length(source) <= 64),
  statement jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  last_error text
);
CREATE INDEX xapi_statements_due ON xapi_statements (next_attempt_at) WHERE sent_at IS NULL;
