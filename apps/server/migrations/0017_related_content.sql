-- Related content (API-34, RELATED-01): articles ranked by the likeness of their text, key terms
-- and subject, in PostgreSQL's own full-text search (it runs on the server and the embedded
-- database alike). Each level's text is kept as a vector in its own language's dictionary — the
-- library's search_document mixes English and Spanish under the English one, and Spanish words
-- would pass for rare English ones — so similar articles are found with the GIN index.
ALTER TABLE article_levels ADD COLUMN text_vector tsvector GENERATED ALWAYS AS (
  CASE language
    WHEN 'es' THEN
      setweight(to_tsvector('spanish', title), 'A') ||
      setweight(to_tsvector('spanish', teaser), 'B') ||
      jsonb_to_tsvector('spanish', body, '["string"]')
    ELSE
      setweight(to_tsvector('english', title), 'A') ||
      setweight(to_tsvector('english', teaser), 'B') ||
      jsonb_to_tsvector('english', body, '["string"]')
  END
) STORED;
CREATE INDEX article_levels_text ON article_levels USING gin (text_vector);

-- Shared key terms are matched case-blind.
CREATE INDEX key_terms_lower_term ON key_terms (lower(term));
