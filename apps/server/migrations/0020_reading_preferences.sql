-- Reading preferences (TOOLBAR-03, TOOLBAR-04): a reader's text size, line spacing and font for
-- article text, kept per user so they follow a student to any device. A reader without a row has
-- the defaults. The allowed values are the domain's (reading-tools.ts); the checks keep the table
-- honest if another path ever writes to it.

CREATE TABLE reading_preferences (
  user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  text_size text NOT NULL DEFAULT 'medium' CHECK (text_size IN ('small', 'medium', 'large', 'extra_large')),
  line_spacing text NOT NULL DEFAULT 'normal' CHECK (line_spacing IN ('normal', 'relaxed', 'loose')),
  font text NOT NULL DEFAULT 'standard' CHECK (font IN ('standard', 'atkinson_hyperlegible', 'opendyslexic')),
  updated_at timestamptz NOT NULL DEFAULT now()
);
