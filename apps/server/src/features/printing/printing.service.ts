import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { LRUCache } from 'lru-cache';
import { basename, join } from 'node:path';
import {
  assignmentFormat,
  formatParts,
  levelForGrade,
  printPath,
  generatePrompts,
  printChoices,
  printCitation,
  refusedPart,
  type PrintOptionsResponse,
  type PrintPermission,
  type PrintRequest,
} from '@lectern/domain';
import type { AuthUser } from '../../auth/auth-user.js';
import type { Db } from '../../db/database.js';
import { AppError, forbidden, notFound } from '../../errors.js';
import { DEFAULT_CONTENT_DIR, MEDIA_PREFIX } from '../../seed/corpus.js';
import { articleIdOfLevel, type ArticleBundle } from '../activities/article-cache.js';
import { levelOf, readableArticle } from '../activities/article-access.js';
import { featuresFor } from '../activities/feature-flags.js';
import { heldLevelId } from '../activities/reading-level.js';
import { textGatesFor } from '../activities/text-gates.js';
import { canPrint } from './printing.policy.js';
import { renderPrintedArticle, type PrintedArticle, type PrintedQuestion } from './printing.presenter.js';
import * as repo from './printing.repository.js';

type Level = ArticleBundle['levels'][number];
type Activity = ArticleBundle['activities'][number];

/** The article's activity of a type that has items at this level, if any. */
const activityAt = (bundle: ArticleBundle, type: Activity['activity_type'], levelId: number) =>
  bundle.activities.find((a) => a.activity_type === type && a.levels.some((l) => l.article_level_id === levelId && l.count > 0));

/**
 * A level this user may read, with what it offers and what they may print of it: the article's own
 * access rules (unknown level 404; 401, 403, 451 as the article page), the level a student is held
 * at (403 for the others), then the print rule.
 */
async function printable(db: Db, user: AuthUser, levelId: number) {
  const contentId = await articleIdOfLevel(db, levelId);
  if (contentId === undefined) throw notFound('No article level has that id.');
  const bundle = await readableArticle(db, user, contentId);
  const level = levelOf(bundle, levelId);
  const [held, features] = await Promise.all([heldLevelId(db, user, bundle), featuresFor(db, user)]);
  if (held !== null && held !== level.id) throw forbidden('Your teacher set the level you read this article at.');
  const quiz = activityAt(bundle, 'QUIZ', level.id);
  const words = activityAt(bundle, 'POWER_WORDS_ACTIVITY', level.id);
  const permission = canPrint(
    user,
    {
      isPremium: bundle.content.is_premium,
      hasQuiz: quiz !== undefined,
      hasWritePrompt: bundle.activities.some((a) => a.activity_type === 'WRITE_PROMPT'),
      hasPowerWords: words !== undefined,
    },
    features.premium_print_gating,
  );
  return { bundle, level, quiz, words, permission };
}

/** `GET /api/v3/print-options/?level_id=` (PRINT-01): what the Print menu offers this reader. */
export async function getPrintOptions(db: Db, user: AuthUser, levelId: number): Promise<PrintOptionsResponse> {
  const { level, permission } = await printable(db, user, levelId);
  return presentOptions(level.id, permission);
}

function presentOptions(levelId: number, permission: PrintPermission): PrintOptionsResponse {
  const { formats, options } = printChoices(permission);
  return {
    level_id: levelId,
    locked: permission.kind === 'locked',
    message: permission.kind === 'locked' ? permission.message : null,
    answers: permission.kind === 'allowed' && permission.audience === 'answer_key',
    formats,
    options,
  };
}

/**
 * PDFs already made, by what they show: a class's teacher and their colleagues print the same level
 * the same way, and what a PDF shows is all of its input (a student's cut-off text included), so
 * an entry never goes stale: a changed article makes another key. 64 MB at most per process.
 */
const pdfs = new LRUCache<string, Buffer>({ maxSize: 64 * 1024 * 1024, sizeCalculation: (b) => b.byteLength });

async function pdfOf(printed: PrintedArticle): Promise<Buffer> {
  const key = createHash('sha256').update(JSON.stringify(printed)).digest('base64url');
  const cached = pdfs.get(key);
  if (cached) return cached;
  const pdf = await renderPrintedArticle(printed);
  pdfs.set(key, pdf);
  return pdf;
}

const images = new Map<string, Promise<string | null>>();

/** A header image's SVG, read once per process; null when it is not one of the corpus's files. */
function headerImage(url: string): Promise<string | null> {
  if (!url.startsWith(MEDIA_PREFIX) || !url.endsWith('.svg')) return Promise.resolve(null);
  let svg = images.get(url);
  if (!svg) {
    svg = readFile(join(DEFAULT_CONTENT_DIR, 'images', basename(url)), 'utf8').catch(() => null);
    images.set(url, svg);
  }
  return svg;
}

/** The level's own write prompt, else the first prompt generated from its text (WRITE-08). */
const promptOf = (level: Level) =>
  level.write_prompt?.trim() ||
  (generatePrompts({ title: level.title, body: level.body, keyTerms: [], authored: null })[0] ?? null);

const question = (q: { question: string; options: string[] }, correct: number, answers: boolean): PrintedQuestion => ({
  question: q.question,
  options: q.options,
  ...(answers ? { correct } : {}),
});

/**
 * PRINT-11: one level as a PDF with the parts asked for. A part this reader may not print is refused
 * (403 with the reason), never left out quietly; a student's text stops where theirs does on screen,
 * at a check for understanding they have not answered.
 */
export async function printLevel(
  db: Db,
  user: AuthUser,
  levelId: number,
  request: PrintRequest,
): Promise<{ pdf: Buffer; fileName: string }> {
  const { bundle, level, quiz, words, permission } = await printable(db, user, levelId);
  const refusal = refusedPart(permission, request);
  if (refusal) throw new AppError(permission.kind === 'locked' ? 'subscription_required' : 'forbidden', refusal);

  const parts = formatParts(request.content);
  const printWords = request.power_words || request.power_words_answers;
  const [gates, questions, wordRows, svg] = await Promise.all([
    textGatesFor(db, user, bundle),
    parts.quiz && quiz ? repo.quizQuestionsAt(db, quiz.id, level.id) : [],
    printWords && words ? repo.powerWordsAt(db, words.id, level.id) : [],
    request.eco_mode ? null : headerImage(bundle.content.image_url),
  ]);
  const gate = gates.gates.get(level.id);
  const wordAnswers = request.power_words_answers === true;

  const printed: PrintedArticle = {
    language: level.language,
    title: level.title,
    byline: level.byline,
    grade: level.grade,
    lexile: level.lexile,
    image: svg ? { svg, alt: bundle.content.image_alt } : null,
    body: gate ? level.body.slice(0, gate.after_block + 1) : level.body,
    stopsAtCheck: gate !== undefined,
    quiz: parts.quiz
      ? { questions: questions.map((q) => question(q, q.correct_index, parts.quizAnswers)), answers: parts.quizAnswers }
      : null,
    writePrompt: parts.writePrompt ? promptOf(level) : null,
    powerWords: printWords
      ? {
          answers: wordAnswers,
          words: wordRows.map((w) => ({
            headword: w.headword,
            definition: w.definition,
            questions: w.questions.map((q) => question(q, q.correct, wordAnswers)),
          })),
        }
      : null,
    ecoMode: request.eco_mode === true,
    citation: printCitation({ title: level.title, provider: bundle.content.provider, published: bundle.content.published_at }),
  };
  return { pdf: await pdfOf(printed), fileName: `${level.slug}.pdf` };
}

/**
 * PRINT-12: where "Print this assignment" leads its owner — the print link of the level the
 * assignment sets (its default level, else the level for its locked grade, else the original) with
 * the quiz, write prompt and Power Words it includes, without answers. Anyone else: 404.
 */
export async function assignmentPrintLink(db: Db, user: AuthUser, assignmentId: number): Promise<string> {
  const assignment = await repo.assignmentToPrint(db, assignmentId);
  if (!assignment || (assignment.created_by !== user.id && user.role !== 'staff')) throw notFound('No assignment has that id.');
  const bundle = await readableArticle(db, user, assignment.story_content_id);
  const level =
    bundle.levels.find((l) => l.id === assignment.default_reading_level) ??
    levelForGrade(bundle.levels, assignment.grade_level_lock, assignment.language);
  if (!level) throw notFound('That assignment’s article has no levels.');
  const included = (type: Activity['activity_type']) =>
    bundle.activities.some((a) => a.activity_type === type && assignment.activity_members.includes(String(a.id)));
  return printPath(level.id, {
    content: assignmentFormat({
      quiz: included('QUIZ') && activityAt(bundle, 'QUIZ', level.id) !== undefined,
      writePrompt: included('WRITE_PROMPT'),
    }),
    power_words: included('POWER_WORDS_ACTIVITY') && activityAt(bundle, 'POWER_WORDS_ACTIVITY', level.id) !== undefined,
  });
}
