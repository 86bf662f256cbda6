import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { VideoFile, videoMediaUrl } from '@lectern/domain';
import type { Db } from '../../db/database.js';

/**
 * The videos of the corpus (content/videos/<slug>.json, with their media in content/videos/<slug>/):
 * read and validated, then loaded as contents rows (cards, search, related items) with a videos row
 * beside each. A bad file fails with its name and the bad field's path; so does a missing media file.
 */
export function readVideos(contentDir: string): VideoFile[] {
  const dir = join(contentDir, 'videos');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((file) => {
      const parsed = VideoFile.safeParse(JSON.parse(readFileSync(join(dir, file), 'utf8')));
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        throw new Error(`content/videos/${file}: ${issue.path.join('.')}: ${issue.message}`);
      }
      const v = parsed.data;
      if (`${v.slug}.json` !== file) throw new Error(`content/videos/${file}: slug must equal the file name`);
      const files = [
        ...v.media.sources.map((s) => s.file),
        ...v.media.captions.map((c) => c.file),
        v.media.thumbnail,
        ...v.pdfs.map((p) => p.file),
      ];
      for (const f of files)
        if (!existsSync(join(dir, v.slug, f))) throw new Error(`content/videos/${file}: missing media file ${v.slug}/${f}`);
      return v;
    });
}

/** Loads videos not yet in the content tables (by slug), so a database seeded before they existed gets them too. */
export async function loadVideos(db: Db, videos: readonly VideoFile[]) {
  if (!videos.length) return;
  await db.transaction().execute(async (trx) => {
    const present = new Set(
      (
        await trx
          .selectFrom('contents')
          .select('slug')
          .where(
            'slug',
            'in',
            videos.map((v) => v.slug),
          )
          .execute()
      ).map((r) => r.slug),
    );
    for (const v of videos) {
      if (present.has(v.slug)) continue;
      const content = await trx
        .insertInto('contents')
        .values({
          content_type: v.content_type,
          slug: v.slug,
          subject: v.subject,
          article_type: 'information',
          title: v.title,
          teaser: v.teaser,
          provider: v.author || 'Lectern Studio',
          published_at: `${v.published}T12:00:00Z`,
          is_premium: v.is_premium,
          is_lite: v.is_lite,
          lite_grant_expires_at: null,
          content_warning: null,
          decodable: false,
          quiz_omission_reason: null,
          search_indexing: true,
          image_url: videoMediaUrl(v.slug, v.media.thumbnail),
          image_alt: v.thumbnail_alt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('videos')
        .values({
          content_id: content.id,
          author: v.author,
          wistia_id: v.wistia_id,
          length_in_seconds: v.length_in_seconds,
          maturity_min: v.maturity_range.min,
          maturity_max: v.maturity_range.max,
          media: JSON.stringify(v.media),
          raw_text: JSON.stringify(v.raw_text),
          transcript: JSON.stringify(v.transcript),
          vocabulary: JSON.stringify(v.vocabulary),
          discussion_questions: JSON.stringify(v.discussion_questions),
          pdfs: JSON.stringify(v.pdfs),
          quiz_annotations: JSON.stringify(v.quiz_annotations),
        })
        .execute();
      // Search matches the title (A), the teaser (B) and what is said in the video (D).
      await sql`
        UPDATE contents SET search_document =
          setweight(to_tsvector('english', ${v.title}), 'A') ||
          setweight(to_tsvector('english', ${v.teaser}), 'B') ||
          setweight(to_tsvector('english', ${v.transcript.map((c) => c.text).join(' ')}), 'D')
        WHERE id = ${content.id}`.execute(trx);
      // Related content ranks by content_terms (migration 0018): a video's terms are those of its search document.
      await sql`
        INSERT INTO content_terms (lexeme, content_id, weight)
        SELECT u.lexeme, c.id, cardinality(u.positions) + CASE WHEN u.weights && '{A,B}'::text[] THEN 3 ELSE 0 END
        FROM contents c, unnest(c.search_document) u WHERE c.id = ${content.id}`.execute(trx);
      for (const [position, s] of v.standards.entries()) {
        const row = await trx
          .insertInto('standards')
          .values({ code: s.code, name: s.name, description: s.description })
          .onConflict((oc) => oc.column('code').doUpdateSet({ code: s.code }))
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx.insertInto('content_standards').values({ content_id: content.id, standard_id: row.id, position }).execute();
      }
    }
  });
}
