import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { ArticleFile, estimateReadability, type BodyBlock } from '@lectern/domain';
import type { Db } from '../db/database.js';

/** The corpus shipped with the project (content/FORMAT.md). */
export const DEFAULT_CONTENT_DIR = fileURLToPath(new URL('../../../../content/', import.meta.url));

/** Where header images are served from (see content.routes.ts). */
export const MEDIA_PREFIX = '/media/';

/** Reads and validates every article file; a bad file fails with its name and the bad field's path. */
export function readCorpus(dir = DEFAULT_CONTENT_DIR): ArticleFile[] {
  const articlesDir = join(dir, 'articles');
  return readdirSync(articlesDir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((file) => {
      const parsed = ArticleFile.safeParse(JSON.parse(readFileSync(join(articlesDir, file), 'utf8')));
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        throw new Error(`content/articles/${file}: ${issue.path.join('.')}: ${issue.message}`);
      }
      if (`${parsed.data.slug}.json` !== file) throw new Error(`content/articles/${file}: slug must equal the file name`);
      return parsed.data;
    });
}

/** "## Heading" paragraphs are subheadings; everything else is body text. */
export function toBody(paragraphs: readonly string[]): BodyBlock[] {
  return paragraphs.map((p) =>
    p.startsWith('## ') ? { kind: 'heading' as const, text: p.slice(3).trim() } : { kind: 'paragraph' as const, text: p },
  );
}

const countWords = (blocks: readonly BodyBlock[]) =>
  blocks.filter((b) => b.kind === 'paragraph').reduce((n, b) => n + (b.text.match(/[\p{L}\p{N}’'-]+/gu)?.length ?? 0), 0);

/**
 * Loads the corpus into an empty content schema. Advisories in the files are demo data: they are
 * applied to every district (district advisories) or school (school advisories) present now.
 */
export async function loadCorpus(db: Db, articles: readonly ArticleFile[] = readCorpus()) {
  await db.transaction().execute(async (trx) => {
    const districts = await trx.selectFrom('districts').select('id').execute();
    const schools = await trx.selectFrom('schools').select('id').execute();

    for (const a of articles) {
      const levels = a.levels.map((l, position) => ({ file: l, position, body: toBody(l.paragraphs) }));
      const firstEnglish = levels.find((l) => l.file.language === 'en') ?? levels[0]!;
      const original = levels.find((l) => l.file.language === firstEnglish.file.language && l.file.is_original) ?? firstEnglish;

      const content = await trx
        .insertInto('contents')
        .values({
          slug: a.slug,
          subject: a.subject,
          article_type: a.article_type,
          title: original.file.title,
          teaser: original.file.teaser,
          provider: a.provider,
          published_at: `${a.published}T12:00:00Z`,
          is_premium: a.is_premium,
          is_lite: a.is_lite,
          lite_grant_expires_at: null,
          content_warning: a.content_warning,
          decodable: a.decodable,
          quiz_omission_reason: a.quiz_omission_reason,
          search_indexing: !a.noindex,
          image_url: `${MEDIA_PREFIX}${a.slug}.svg`,
          image_alt: a.image_alt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();

      const levelIds: number[] = [];
      for (const { file: l, position, body } of levels) {
        const row = await trx
          .insertInto('article_levels')
          .values({
            content_id: content.id,
            language: l.language,
            grade: l.grade_band,
            raw_lexile: l.is_original ? 0 : l.lexile,
            lexile: l.lexile,
            is_original_level: l.is_original,
            title: l.title,
            short_title: l.short_title,
            teaser: l.teaser,
            slug: `${a.slug}-${l.language}-${l.is_original ? 'original' : `grade-${l.grade_band}`}`,
            byline: l.byline,
            author: l.author,
            word_count: countWords(body),
            readability_grade: estimateReadability(l.paragraphs, l.language).grade,
            body: JSON.stringify(body),
            write_prompt: l.write_prompt,
            position,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        levelIds.push(row.id);
      }

      // Search matches titles (weight A), teasers (B) and the text of every level (D).
      await sql`
        UPDATE contents SET search_document =
          setweight(to_tsvector('english', ${a.levels.map((l) => l.title).join(' ')}), 'A') ||
          setweight(to_tsvector('english', ${a.levels.map((l) => l.teaser).join(' ')}), 'B') ||
          setweight(to_tsvector('english', ${a.levels.map((l) => l.paragraphs.join(' ')).join(' ')}), 'D')
        WHERE id = ${content.id}`.execute(trx);

      const standardIds = new Map<string, number>();
      for (const [position, s] of a.standards.entries()) {
        const row = await trx
          .insertInto('standards')
          .values({ code: s.code, name: s.name, description: s.description })
          .onConflict((oc) => oc.column('code').doUpdateSet({ code: s.code }))
          .returning('id')
          .executeTakeFirstOrThrow();
        standardIds.set(s.code, row.id);
        await trx.insertInto('content_standards').values({ content_id: content.id, standard_id: row.id, position }).execute();
      }

      for (const adv of a.advisories) {
        const scopes =
          adv.reason === 'DISTRICT_ADVISORY'
            ? districts.map((d) => ({ district_id: d.id, school_id: null }))
            : schools.map((s) => ({ district_id: null, school_id: s.id }));
        for (const scope of scopes)
          await trx
            .insertInto('visibility_markers')
            .values({
              content_id: content.id,
              reason: adv.reason,
              ...scope,
              grade_minimum: adv.grade_minimum,
              grade_maximum: adv.grade_maximum,
              message: adv.message,
              learn_more_url: adv.learn_more_url,
              block_teacher_view: adv.block_teacher_view,
            })
            .execute();
      }

      const activity = async (
        activity_type:
          'QUIZ' | 'POWER_WORDS_ACTIVITY' | 'WRITE_PROMPT' | 'CHECKS_FOR_UNDERSTANDING_QUIZ' | 'GUIDED_HIGHLIGHTING_QUIZ',
        name: string,
      ) =>
        (
          await trx
            .insertInto('activities')
            .values({ content_id: content.id, activity_type, name })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id;
      const quizId = a.quiz_omission_reason === null ? await activity('QUIZ', 'Quiz') : null;
      const wordsId = await activity('POWER_WORDS_ACTIVITY', 'Power Words');
      await activity('WRITE_PROMPT', 'Write');
      const checksId = a.levels.some((l) => l.checks.length > 0)
        ? await activity('CHECKS_FOR_UNDERSTANDING_QUIZ', 'Checks for Understanding')
        : null;
      const highlightingId = a.levels.some((l) => l.guided_highlighting.length > 0)
        ? await activity('GUIDED_HIGHLIGHTING_QUIZ', 'Guided Highlighting')
        : null;

      const questions = [];
      const words = [];
      const terms = [];
      const checks = [];
      const highlighting = [];
      for (const [i, { file: l }] of levels.entries()) {
        const article_level_id = levelIds[i]!;
        if (quizId !== null)
          for (const [position, q] of (l.quiz?.questions ?? []).entries())
            questions.push({
              activity_id: quizId,
              article_level_id,
              position: position + 1,
              question: q.question,
              options: JSON.stringify(q.options),
              correct_index: q.correct,
              standard_id: standardIds.get(q.standard) ?? null,
              reading_skill: q.skill,
            });
        for (const [position, w] of l.power_words.entries())
          words.push({
            activity_id: wordsId,
            article_level_id,
            position: position + 1,
            headword: w.headword,
            definition: w.definition,
            questions: JSON.stringify(w.questions),
          });
        for (const [position, t] of l.key_terms.entries())
          terms.push({ article_level_id, position: position + 1, term: t.term, definition: t.definition });
        // Paragraphs and body blocks are one to one (toBody), so `after` is the block index too.
        if (checksId !== null)
          for (const [position, c] of l.checks.entries())
            checks.push({
              activity_id: checksId,
              article_level_id,
              position: position + 1,
              after_block: c.after,
              question: c.question,
              options: JSON.stringify(c.options),
              correct_index: c.correct,
            });
        // GH-05: the answer passage as a block range (the schema checked it is part of its paragraph).
        if (highlightingId !== null)
          for (const [position, g] of l.guided_highlighting.entries()) {
            const offset = l.paragraphs[g.answer.paragraph]!.indexOf(g.answer.text);
            highlighting.push({
              activity_id: highlightingId,
              article_level_id,
              position: position + 1,
              reading_skill: g.skill,
              question: g.question,
              answer_start_block: g.answer.paragraph,
              answer_start_offset: offset,
              answer_end_block: g.answer.paragraph,
              answer_end_offset: offset + g.answer.text.length,
              suggested_answer: g.suggested_answer,
            });
          }
      }
      if (questions.length) await trx.insertInto('quiz_questions').values(questions).execute();
      if (words.length) await trx.insertInto('power_words').values(words).execute();
      if (terms.length) await trx.insertInto('key_terms').values(terms).execute();
      if (checks.length) await trx.insertInto('understanding_checks').values(checks).execute();
      if (highlighting.length) await trx.insertInto('guided_highlighting_questions').values(highlighting).execute();

      // POLL-08: the article's poll templates, offered to teachers in the file's order.
      for (const [i, p] of a.polls.entries()) {
        const poll = await trx
          .insertInto('polls')
          .values({ content_id: content.id, question: p.question, is_template: true, template_display_order: i + 1 })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('poll_choices')
          .values(p.choices.map((text, position) => ({ poll_id: poll.id, position: position + 1, text })))
          .execute();
      }
    }
  });
}
