-- The Formative integration point (API-23 … API-25) and graphic organizers (VIDEO-32 … VIDEO-37).

-- The keys Lectern signs Formative launch tokens with, published as a JWKS. The first server
-- process to need one makes it; every process reads the same row, so tokens verify whichever
-- process signed them (docs/adr/0014). Unused when FORMATIVE_PRIVATE_KEY is configured.
CREATE TABLE formative_signing_keys (
  kid text PRIMARY KEY,
  alg text NOT NULL,
  private_jwk jsonb NOT NULL,
  public_jwk jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Terms a user has accepted, one row per terms slug (API-25): a newer version replaces the older.
CREATE TABLE terms_acceptances (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  slug text NOT NULL CHECK (char_length(slug) BETWEEN 1 AND 60),
  version integer NOT NULL CHECK (version > 0),
  accepted_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, slug)
);

-- The organizer table (VIDEO-35), loaded from content/organizers/organizers.json. Only complete
-- rows are kept: the loader skips the others and the columns refuse them.
CREATE TABLE graphic_organizers (
  id serial PRIMARY KEY,
  slug text NOT NULL UNIQUE,
  title text NOT NULL CHECK (char_length(title) > 0),
  clone_link text NOT NULL CHECK (char_length(clone_link) > 0),
  png_url text NOT NULL,
  pdf_url text NOT NULL,
  grade_band text NOT NULL CHECK (grade_band IN ('ALL', 'ES', 'ES-MS', 'MS', 'MS-HS', 'HS')),
  reading_skill text NOT NULL CHECK (char_length(reading_skill) > 0),
  status text NOT NULL DEFAULT 'published' CHECK (status IN ('published', 'retired')),
  position integer NOT NULL DEFAULT 0
);
CREATE INDEX graphic_organizers_skill ON graphic_organizers (reading_skill) WHERE status = 'published';
