-- Reports on generated content (API-48): a teacher reports a teacher tool's draft for a level
-- through a report form; content staff read the reports. The draft itself is kept with the report
-- (as the teacher saw it), because teacher_tool_results replaces a draft when the text changes.
CREATE TABLE generated_content_reports (
  id serial PRIMARY KEY,
  article_level_id integer NOT NULL REFERENCES article_levels (id) ON DELETE CASCADE,
  tool text NOT NULL CHECK (tool IN ('main-idea', 'before-reading-activity', 'discussion-questions')),
  engine text NOT NULL CHECK (length(engine) BETWEEN 1 AND 200),
  output jsonb NOT NULL,
  message text NOT NULL CHECK (length(message) BETWEEN 1 AND 2000),
  reported_by integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  date_created timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX generated_content_reports_date_created ON generated_content_reports (date_created DESC);
