-- Teacher tools (TOOLS-01, API-32): what a tool drafted for one level, kept per level, tool and
-- engine ("offline", or "model:<name>" for a configured language model), so the next teacher who
-- opens the same tool on the same level gets it at once. source_hash is the hash of the level's
-- text it was drafted from: a level whose text changed is drafted again.
CREATE TABLE teacher_tool_results (
  article_level_id integer NOT NULL REFERENCES article_levels (id) ON DELETE CASCADE,
  tool text NOT NULL CHECK (tool IN ('main-idea', 'key-terms', 'before-reading-activity', 'discussion-questions')),
  engine text NOT NULL CHECK (length(engine) BETWEEN 1 AND 200),
  source_hash text NOT NULL,
  output jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (article_level_id, tool, engine)
);
