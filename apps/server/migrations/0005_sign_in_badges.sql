-- Sign-in badges: a printed card with a QR code that signs a young student in without typing.
-- One badge per student; printing a new one replaces it, so a lost card stops working. Only a
-- hash of the badge's secret is kept (the secret itself is printed once and never stored).
CREATE TABLE sign_in_badges (
  student_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  secret_hash text NOT NULL UNIQUE,
  created_by integer REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
