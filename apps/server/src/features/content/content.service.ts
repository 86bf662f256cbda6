import {
  type Content,
  levelForGrade,
  lexileForGrade,
  bandOfGrade,
  seesFreeCollectionOnly,
  userFlags,
  type ContentListQuery,
  type ReadingLevel,
  type RecommendBody,
  type RecommendResponse,
} from '@lectern/domain';
import type { AuthUser } from '../../auth/auth-user.js';
import type { Db } from '../../db/database.js';
import { AppError, forbidden, notFound } from '../../errors.js';
import { articleBundle, type ArticleBundle } from '../activities/article-cache.js';
import { guidedHighlightingOffer, isOffered } from '../activities/guided-highlighting-offer.js';
import { articleFor, levelOf, videoAccessFor } from '../activities/article-access.js';
import { findContent } from '../activities/articles.repository.js';
import { heldLevelId, recommendationFor } from '../activities/reading-level.js';
import { findStudentReading } from '../activities/reading.repository.js';
import { textGatesFor } from '../activities/text-gates.js';
import { withSharedReads } from '../../db/page-reads.js';
import { relationTo } from '../activities/relations.js';
import { canOverrideReadingLevel, searchableTypes, visibleMarkers } from './content.policy.js';
import { presentCard } from '../activities/content-cards.js';
import { presentContent, presentKeyTerms, presentMetadata } from './content.presenter.js';
import * as repo from './content.repository.js';
import * as readingRepo from './reading-level.repository.js';
import { relatedIds } from './related-cache.js';

/**
 * The library: a lite student's is the free collection only (PLAT-35), whatever the query asks.
 * With strategy=similar_to (API-34), the articles related to one the reader may open, best first,
 * through the same filters; a student's limited to the types RELATED-04 allows.
 */
export async function listContent(db: Db, user: AuthUser | null, q: ContentListQuery) {
  const related = await relatedScope(db, user, q);
  if (related === 'none') return { count: 0, results: [] };
  const scoped = user && seesFreeCollectionOnly(userFlags(user)) ? { ...q, lite_only: true } : q;
  const { rows, count } = await repo.searchContent(db, scoped, {
    ...related,
    ...(user?.role === 'student' ? { hiddenFor: user.id } : {}),
  });
  return { count, results: rows.map((r) => presentCard(r, user)) };
}

/** What a similar_to search and a student's content types add to the library's filters; 'none' when nothing can match. */
async function relatedScope(db: Db, user: AuthUser | null, q: ContentListQuery) {
  const contentTypes = searchableTypes(user, q.content_types);
  if (contentTypes?.length === 0) return 'none';
  if (q.strategy !== 'similar_to' || q.similar_to === undefined) return { contentTypes };
  // The related list of an article is for those who may read it, as its page decides; a video's
  // (VIDEO-14) for those who may watch it.
  const source = await findContent(db, Number(q.similar_to));
  if (source && source.content_type !== 'ARTICLE') {
    if (videoAccessFor(user, source).veiled) throw new AppError('subscription_required');
  } else {
    const { restricted } = await articleFor(db, user, Number(q.similar_to));
    if (restricted) throw new AppError('subscription_required');
  }
  const ranked = await relatedIds(db, Number(q.similar_to));
  return ranked.length === 0 ? 'none' : { contentTypes, ranked };
}

/** One standard (the library names the standard it is filtered by), else 404. */
export async function getStandard(db: Db, id: number) {
  const standard = await repo.findStandard(db, id);
  if (!standard) throw notFound('No standard with that id.');
  return standard;
}

async function loadArticle(db: Db, id: number) {
  const bundle = await articleBundle(db, id);
  if (!bundle) throw notFound('No article has that id.');
  return bundle;
}

/**
 * One article for one reader, through the access table: the full article, the reduced public
 * shape, or 401 / 403 / 451 (PLAT-34 … PLAT-37).
 */
export function getContent(db: Db, user: AuthUser | null, id: number) {
  // The level lock and the text gates both read the student's assignments of the article: once.
  return withSharedReads(() => readContent(db, user, id));
}

async function readContent(db: Db, user: AuthUser | null, id: number) {
  const { bundle, markers, restricted } = await articleFor(db, user, id);
  const { content, levels, standards, activities } = bundle;
  // LEVEL-10: a student held at an assigned level gets the other levels without their text.
  const [held, text, highlighting] = restricted
    ? [null, undefined, true]
    : await Promise.all([heldLevelId(db, user, bundle), textGatesFor(db, user, bundle), highlightingOffered(db, user, bundle)]);
  return presentContent({
    content,
    levels,
    standards,
    markers: visibleMarkers(user, markers),
    // GH-01, ASSIGN-62: a student is not offered guided highlighting where they may not do it.
    activities: highlighting ? activities : activities.filter((a) => a.activity_type !== 'GUIDED_HIGHLIGHTING_QUIZ'),
    user,
    restricted,
    readableLevelId: held,
    inText: text?.showChecks === false ? [] : bundle.inText,
    gates: text?.gates,
  });
}

/** Whether a student may do the article's guided highlighting (always true for other readers, and where there is none). */
async function highlightingOffered(db: Db, user: AuthUser | null, bundle: ArticleBundle) {
  if (user?.role !== 'student' || !bundle.activities.some((a) => a.activity_type === 'GUIDED_HIGHLIGHTING_QUIZ')) return true;
  return isOffered(await guidedHighlightingOffer(db, user, bundle.content.id));
}

/**
 * API-31, ASSIGN-60: one level's key terms, for exactly the readers who may read that level's text
 * (the same access table and level lock as getContent): signed-out visitors and lite students
 * outside the free collection get no text, so no terms (403, as an activity refuses them); a
 * student held at an assigned level gets the terms of that level only (403 for the others).
 */
export async function getKeyTerms(db: Db, user: AuthUser | null, contentId: number, levelId: number) {
  const { bundle, restricted } = await articleFor(db, user, contentId);
  if (restricted) throw new AppError('subscription_required');
  const level = levelOf(bundle, levelId);
  const held = await heldLevelId(db, user, bundle);
  if (held !== null && held !== level.id) throw forbidden('Your teacher set the level you read this article at.');
  return presentKeyTerms(bundle.content.id, await repo.keyTermsOf(db, level.id));
}

/**
 * PLAT-32, PLAT-41: what a signed-out visitor may see of a premium article they are refused (401)
 * — its public shape (title, teaser, header image, premium flag; no text, no activities), so the
 * sign-in screen shows which article it is, as the public view of a free article does.
 */
export async function getPublicPreview(db: Db, id: number): Promise<Content> {
  const { content, levels, standards } = await loadArticle(db, id);
  return presentContent({ content, levels, standards, markers: [], activities: [], user: null, restricted: true });
}

export async function getMetadata(db: Db, id: number) {
  const { content, standards } = await loadArticle(db, id);
  return presentMetadata(content, standards);
}

/** A student that the user may see, else 404: other people's students do not exist for them. */
async function visibleStudent(db: Db, user: AuthUser, where: { id: number } | { uniqueId: string }) {
  // The reader's own record by id either way: one lookup that a page's other questions share.
  const own = 'uniqueId' in where && where.uniqueId === user.unique_id;
  const student = await findStudentReading(db, own ? { id: user.id } : where);
  if (!student || student.role !== 'student') throw notFound('No student with that id.');
  const relation = await relationTo(db, user, student.id);
  if (relation === 'none') throw notFound('No student with that id.');
  return { student, relation };
}

/** The grade a teacher's pages match levels to: the grade most of their students are in (LEVEL-06). */
function mostCommon(grades: number[]): number | null {
  const counts = new Map<number, number>();
  for (const g of grades) counts.set(g, (counts.get(g) ?? 0) + 1);
  let best: number | null = null;
  for (const [g, n] of counts) if (best === null || n > counts.get(best)! || (n === counts.get(best)! && g < best)) best = g;
  return best;
}

/**
 * GET /api/v3/reading-level/: a student's recommended grade and its reason (self, or a student
 * the user teaches or parents). Without user_id a non-student gets the grade their classes share.
 */
export async function getReadingLevel(
  db: Db,
  user: AuthUser,
  q: { user_id?: number | undefined; content_id?: string | undefined; language?: string | undefined },
): Promise<ReadingLevel> {
  let rec: Awaited<ReturnType<typeof recommendationFor>>;
  let userId = user.id;
  let override: number | null = null;
  let language = q.language ?? 'en';
  if (q.user_id === undefined && user.role !== 'student') {
    const grade = mostCommon(await readingRepo.gradesTaughtBy(db, user.id)) ?? user.grade_level;
    rec =
      grade === null
        ? { grade: null, source: 'none', explanation: 'No class grade is known, so the original article.' }
        : { grade, source: 'grade_level', explanation: `Matched to the grade most of your students are in (${grade}).` };
  } else {
    const { student } = await visibleStudent(db, user, { id: q.user_id ?? user.id });
    rec = await recommendationFor(db, student);
    userId = student.id;
    override = student.override_grade_level;
    language = q.language ?? student.language ?? 'en';
  }
  let levelId: number | null = null;
  if (q.content_id) {
    const { levels } = await loadArticle(db, Number(q.content_id));
    levelId = levelForGrade(levels, rec.grade, language)?.id ?? null;
  }
  return {
    user_id: userId,
    recommended_grade_level: rec.grade,
    recommended_article_level_content_id: levelId,
    value: lexileForGrade(rec.grade),
    override_grade_level: override,
    reason: { source: rec.source, explanation: rec.explanation },
  };
}

/** A teacher sets (or with null clears) a student's level; the recommendation then says so. */
export async function overrideReadingLevel(db: Db, user: AuthUser, studentId: number, grade: number | null) {
  const { student, relation } = await visibleStudent(db, user, { id: studentId });
  if (!canOverrideReadingLevel(relation))
    throw new AppError('forbidden', 'Only the student’s teacher can change their reading level.');
  await readingRepo.setOverride(db, student.id, grade, user.id);
  return getReadingLevel(db, user, { user_id: student.id });
}

/** API-10: the level of one article a student should read, with the reason. */
export async function recommendArticleLevel(db: Db, user: AuthUser, body: RecommendBody): Promise<RecommendResponse> {
  const { student } = await visibleStudent(db, user, { uniqueId: body.user_unique_id });
  const { levels } = await loadArticle(db, Number(body.article_story_content_id));
  const rec = await recommendationFor(
    db,
    body.academic_grade_level !== undefined && student.override_grade_level === null
      ? { ...student, grade_level: body.academic_grade_level }
      : student,
  );
  const level = levelForGrade(levels, rec.grade, body.language);
  if (!level) throw notFound('That article has no levels.');
  return {
    article_level_id: level.id,
    language: level.language,
    grade_band: bandOfGrade(level.grade),
    recommended_grade_level: rec.grade,
    reason: { source: rec.source, explanation: rec.explanation },
  };
}
