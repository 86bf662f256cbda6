/**
 * Related content (API-34): the articles most like one article, ranked in PostgreSQL so that it
 * runs on the server database and the embedded one alike, from content_terms (migration 0018): the
 * English lexemes of each article's levels as the dictionary makes them for full-text search.
 *
 * The source article's top terms are its most frequent lexemes (a word of a title or teaser, or of
 * one of its key terms, counts extra), weighed by how rare they are among articles (tf-idf); the 16
 * best make the query. An article's score is the share of that query's weight its text holds, plus
 * a step for every key term it shares with the source and one for the same subject. Articles with
 * nothing in common score nothing and are not related; a noindex article has none and is never
 * offered (RELATED-03).
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** How many related articles are ranked at most; the search then filters and pages them. */
const RANKED = 100;
/** Frequent source terms whose rarity is looked up, and how many of them make the query. */
const CANDIDATE_TERMS = 48;
const QUERY_TERMS = 16;
/** The weight of one shared key term and of a shared subject beside the text's likeness (0 … 1). */
const SHARED_KEY_TERM = 0.1;
const SAME_SUBJECT = 0.35;

/** The ids of the articles most like `contentId`, best first (itself excluded). */
export async function similarContentIds(db: Db, contentId: number): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    WITH src_key_terms AS (
      SELECT DISTINCT lower(k.term) AS term
      FROM key_terms k JOIN article_levels l ON l.id = k.article_level_id
      WHERE l.content_id = ${contentId} AND l.language = 'en'
    ),
    key_lexemes AS (
      SELECT DISTINCT unnest(tsvector_to_array(to_tsvector('english', term))) AS lexeme FROM src_key_terms
    ),
    candidates AS (
      SELECT t.lexeme, t.weight + CASE WHEN k.lexeme IS NULL THEN 0 ELSE 5 END AS n
      FROM content_terms t LEFT JOIN key_lexemes k USING (lexeme)
      WHERE t.content_id = ${contentId}
      ORDER BY 2 DESC, 1
      LIMIT ${CANDIDATE_TERMS}
    ),
    total AS (SELECT count(*)::float8 AS n FROM contents),
    df AS MATERIALIZED (
      SELECT c.lexeme, c.n, (SELECT count(*) FROM content_terms d WHERE d.lexeme = c.lexeme) AS df FROM candidates c
    ),
    top_terms AS MATERIALIZED (
      SELECT df.lexeme, ln(total.n / df.df) AS idf
      FROM df, total
      -- A term of no other article matches nothing; one of every article tells nothing apart.
      WHERE df.df > 1 AND df.df < total.n
      ORDER BY ln(1 + df.n) * ln(total.n / df.df) DESC, df.lexeme
      LIMIT ${QUERY_TERMS}
    ),
    text_likeness AS (
      SELECT d.content_id, sum(t.idf) / (SELECT sum(idf) FROM top_terms) AS s
      FROM top_terms t JOIN content_terms d ON d.lexeme = t.lexeme
      GROUP BY d.content_id
    ),
    shared_terms AS (
      SELECT l.content_id, count(DISTINCT lower(k.term)) AS n
      FROM key_terms k JOIN article_levels l ON l.id = k.article_level_id
      WHERE lower(k.term) = ANY (ARRAY(SELECT term FROM src_key_terms))
      GROUP BY l.content_id
    ),
    scored AS (
      SELECT c.id, c.published_at,
        coalesce(tl.s, 0) + ${sql.lit(SHARED_KEY_TERM)} * coalesce(st.n, 0)
          + CASE WHEN c.subject = src.subject THEN ${sql.lit(SAME_SUBJECT)} ELSE 0 END AS score
      FROM contents c
      JOIN contents src ON src.id = ${contentId}
      LEFT JOIN text_likeness tl ON tl.content_id = c.id
      LEFT JOIN shared_terms st ON st.content_id = c.id
      -- RELATED-03: a noindex article neither gets related content nor is offered as such.
      WHERE c.id <> src.id AND c.search_indexing AND src.search_indexing
    )
    SELECT id FROM scored WHERE score > 0
    ORDER BY score DESC, published_at DESC, id
    LIMIT ${RANKED}`.execute(db);
  return rows.map((r) => r.id);
}
