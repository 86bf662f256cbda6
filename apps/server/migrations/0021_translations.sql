-- Translate mode (TOOLBAR-01): a level's text machine-translated by the district's translation
-- server (TRANSLATE_URL), kept per level and language so a class pressing Translate costs one call.
-- source_hash is the hash of the text that was translated: a level whose text changed is translated
-- again rather than shown beside an old translation.

CREATE TABLE level_translations (
  article_level_id integer NOT NULL REFERENCES article_levels (id) ON DELETE CASCADE,
  language text NOT NULL CHECK (language ~ '^[a-z]{2,3}(-[A-Za-z]{2,4})?$'),
  source_hash text NOT NULL,
  -- One translated text per block of the level, in order.
  blocks jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (article_level_id, language)
);
