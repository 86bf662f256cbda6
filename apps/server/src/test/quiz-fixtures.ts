/**
 * Test fixtures for the activity features (quizzes, Power Words, tokens, grading): finds a corpus
 * article's activities and levels and builds quiz submissions from the stored answer key.
 * Used by tests only.
 */
import { quizOptionIds } from '@lectern/domain';
import type { Db } from '../db/database.js';

export interface ArticleFixture {
  contentId: number;
  quizId: number | null;
  wordsId: number;
  /** The checks for understanding (CFU-01); null when the article has none. */
  checksId: number | null;
  /** Level id by "language:grade", e.g. "en:7". */
  levels: Record<string, number>;
}

export async function articleFixture(db: Db, slug: string): Promise<ArticleFixture> {
  const content = await db.selectFrom('contents').select('id').where('slug', '=', slug).executeTakeFirstOrThrow();
  const activities = await db.selectFrom('activities').selectAll().where('content_id', '=', content.id).execute();
  const levels = await db
    .selectFrom('article_levels')
    .select(['id', 'language', 'grade'])
    .where('content_id', '=', content.id)
    .execute();
  return {
    contentId: content.id,
    quizId: activities.find((a) => a.activity_type === 'QUIZ')?.id ?? null,
    wordsId: activities.find((a) => a.activity_type === 'POWER_WORDS_ACTIVITY')!.id,
    checksId: activities.find((a) => a.activity_type === 'CHECKS_FOR_UNDERSTANDING_QUIZ')?.id ?? null,
    levels: Object.fromEntries(levels.map((l) => [`${l.language}:${l.grade}`, l.id])),
  };
}

/** A level's questions in position order, with a correct and a wrong option id for each. */
export async function answerKey(db: Db, quizId: number, levelId: number) {
  const rows = await db
    .selectFrom('quiz_questions')
    .select(['id', 'position', 'options', 'correct_index', 'reading_skill'])
    .where('activity_id', '=', quizId)
    .where('article_level_id', '=', levelId)
    .orderBy('position')
    .execute();
  return rows.map((q) => ({
    id: q.id,
    position: q.position,
    skill: q.reading_skill,
    right: quizOptionIds.option(q.id, q.correct_index),
    wrong: quizOptionIds.option(q.id, (q.correct_index + 1) % q.options.length),
  }));
}
export type KeyQuestion = Awaited<ReturnType<typeof answerKey>>[number];

/** A submission answering each question right or wrong (`pattern[i]`, default all right). */
export function submission(
  article: ArticleFixture,
  key: KeyQuestion[],
  pattern: boolean[] = key.map(() => true),
  extra: Record<string, unknown> = {},
) {
  const now = new Date().toISOString();
  return {
    quiz_id: article.quizId,
    associated_content_id: String(article.contentId),
    date_started: now,
    date_completed: now,
    assignment_ids: [],
    answers: key.map((q, i) => ({ quiz_question_id: q.id, value: pattern[i] === false ? q.wrong : q.right, date_answered: now })),
    ...extra,
  };
}
