-- Related content (API-34) at library scale: each article's English terms as rows, an inverted
-- index in a table. Ranking then reads B-tree ranges only — how many articles hold each of the
-- source's terms (its rarity) and which articles hold the chosen ones — where matching every
-- level's text vector per term scanned the levels (seconds at 480 articles). Kept up to date by
-- triggers on article_levels, so the seed and any later change of a level's text refresh it.
CREATE TABLE content_terms (
  lexeme text NOT NULL,
  content_id integer NOT NULL REFERENCES contents (id) ON DELETE CASCADE,
  -- Occurrences over the article's English levels; a word of a title or teaser counts 3 more.
  weight integer NOT NULL,
  PRIMARY KEY (lexeme, content_id)
);
CREATE INDEX content_terms_content ON content_terms (content_id);

CREATE FUNCTION refresh_content_terms(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM content_terms WHERE content_id = ANY (ids);
  INSERT INTO content_terms (lexeme, content_id, weight)
  SELECT u.lexeme, l.content_id, sum(cardinality(u.positions)) + 3 * count(*) FILTER (WHERE u.weights && '{A,B}'::text[])
  FROM article_levels l, unnest(l.text_vector) u
  WHERE l.content_id = ANY (ids) AND l.language = 'en' AND EXISTS (SELECT 1 FROM contents c WHERE c.id = l.content_id)
  GROUP BY u.lexeme, l.content_id;
END $$;

CREATE FUNCTION article_levels_terms_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_content_terms(ARRAY(SELECT DISTINCT content_id FROM changed_levels));
  RETURN NULL;
END $$;

CREATE TRIGGER article_levels_terms_inserted AFTER INSERT ON article_levels
  REFERENCING NEW TABLE AS changed_levels FOR EACH STATEMENT EXECUTE FUNCTION article_levels_terms_changed();
CREATE TRIGGER article_levels_terms_updated AFTER UPDATE ON article_levels
  REFERENCING NEW TABLE AS changed_levels FOR EACH STATEMENT EXECUTE FUNCTION article_levels_terms_changed();
CREATE TRIGGER article_levels_terms_deleted AFTER DELETE ON article_levels
  REFERENCING OLD TABLE AS changed_levels FOR EACH STATEMENT EXECUTE FUNCTION article_levels_terms_changed();

SELECT refresh_content_terms(ARRAY(SELECT id FROM contents));

-- The per-level vectors are now read only to fill content_terms: their GIN index goes.
DROP INDEX article_levels_text;
