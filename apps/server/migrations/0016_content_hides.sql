-- Hide from classes (TOOLBAR-18 … TOOLBAR-22, API-42 … API-44): a teacher hides an article from one
-- of their classes. Its students no longer find it in the library or search, and opening it shows
-- "This content isn't available" — unless it is assigned to them.

CREATE TABLE content_hides (
  id serial PRIMARY KEY,
  content_id integer NOT NULL REFERENCES contents (id) ON DELETE CASCADE,
  class_id integer NOT NULL REFERENCES classes (id) ON DELETE CASCADE,
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (content_id, class_id)
);
CREATE INDEX content_hides_class ON content_hides (class_id, content_id);
