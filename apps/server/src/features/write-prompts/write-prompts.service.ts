import {
  canSavePrompt,
  DEFAULT_RUBRIC,
  generatePrompts,
  levelForGrade,
  promptsToAlgorithmOutput,
  type GeneratedPrompts,
  type PromptCreateBody,
  type PromptList,
  type PromptUpdateBody,
  type WritePrompt,
} from '@lectern/domain';
import type { AuthUser } from '../../auth/auth-user.js';
import type { Db } from '../../db/database.js';
import { forbidden, notFound } from '../../errors.js';
import type { ArticleBundle } from '../activities/article-cache.js';
import { levelOf, readableArticle } from '../activities/article-access.js';
import { assertMayEditActivities } from '../activities/ela-licence.policy.js';
import { heldLevelId, recommendationFor } from '../activities/reading-level.js';
import { findStudentReading } from '../activities/reading.repository.js';
import { canListPrompts, canReadGeneratedPrompts, canWritePrompts, ownsPrompt } from './write-prompts.policy.js';
import { presentClass, presentPrompt, rubricOf } from './write-prompts.presenter.js';
import * as repo from './write-prompts.repository.js';

type Level = ArticleBundle['levels'][number];

const missingPrompt = () => notFound('No write prompt has that id.');
const missingClass = () => notFound('No class with that id.');

/** WRITE-08: the prompts generated from one level's own text (its title, sections, claims and key terms). */
async function generatedFor(db: Db, level: Level): Promise<string[]> {
  return generatePrompts({
    title: level.title,
    body: level.body,
    keyTerms: await repo.keyTermsOf(db, level.id),
    authored: level.write_prompt,
  });
}

/**
 * The level a student writes about when their class has no prompt of its teacher's: the level an
 * assignment holds them at, else the one recommended for them (LEVEL-14), else the first English one.
 */
async function levelOfStudent(db: Db, user: AuthUser, bundle: ArticleBundle): Promise<Level | undefined> {
  const held = await heldLevelId(db, user, bundle);
  if (held !== null) return levelOf(bundle, held);
  const student = await findStudentReading(db, { id: user.id });
  const grade = student ? (await recommendationFor(db, student)).grade : null;
  return levelForGrade(bundle.levels, grade, 'en') ?? bundle.levels[0];
}

/** The article's own prompt for a student: the first generated at the level they read. */
export async function generatedTextFor(db: Db, user: AuthUser, bundle: ArticleBundle): Promise<string> {
  const level = await levelOfStudent(db, user, bundle);
  return level ? ((await generatedFor(db, level))[0] ?? '') : '';
}

/**
 * `GET /api/v3/content/{contentId}/write-prompts/?level_id=` (WRITE-07, WRITE-08, API-26): for
 * exactly the readers who may read that level's text, as key terms are (the access table, and the
 * level an assignment holds a student at).
 */
export async function getGeneratedPrompts(db: Db, user: AuthUser, contentId: number, levelId: number): Promise<GeneratedPrompts> {
  if (!canReadGeneratedPrompts(user)) throw forbidden('Only teachers, parents and students read write prompts.');
  const bundle = await readableArticle(db, user, contentId);
  const level = levelOf(bundle, levelId);
  const held = await heldLevelId(db, user, bundle);
  if (held !== null && held !== level.id) throw forbidden('Your teacher set the level you read this article at.');
  return { content_id: String(bundle.content.id), algorithm_output: promptsToAlgorithmOutput(await generatedFor(db, level)) };
}

async function present(db: Db, prompts: repo.PromptRow[]): Promise<WritePrompt[]> {
  const classes = await repo.classesOfPrompts(
    db,
    prompts.map((p) => p.id),
  );
  return prompts.map((p) => presentPrompt(p, classes));
}

async function getPrompt(db: Db, id: number): Promise<WritePrompt> {
  const prompt = await repo.findPrompt(db, id);
  if (!prompt) throw missingPrompt();
  return (await present(db, [prompt]))[0]!;
}

/**
 * `GET /api/v2/prompt/?article_id=` (WRITE-01, WRITE-03, WRITE-04): a teacher gets their own
 * prompts on the article; a student one entry per class of theirs with the prompt it answers (its
 * teacher's, else the article's first generated prompt at the student's level) and its rubric;
 * a parent nothing (parents use the generated prompts at home). Anyone else: 403.
 */
export async function listPrompts(db: Db, user: AuthUser, articleId: number): Promise<PromptList> {
  if (!canListPrompts(user)) throw forbidden('Only teachers, students and parents read write prompts.');
  const bundle = await readableArticle(db, user, articleId);
  if (user.role === 'teacher')
    return { results: await present(db, await repo.promptsBy(db, user.id, bundle.content.id)), classes: [] };
  if (user.role !== 'student') return { results: [], classes: [] };
  const classes = await repo.classesOfStudent(db, user.id, bundle.content.id);
  const promptIds = classes.flatMap((c) => (c.prompt_id === null ? [] : [c.prompt_id]));
  const prompts = promptIds.length ? await repo.findPrompts(db, promptIds) : [];
  const generated = classes.some((c) => c.prompt_id === null) ? await generatedTextFor(db, user, bundle) : '';
  return {
    results: [],
    classes: classes.map((c) => {
      const row = prompts.find((p) => p.id === c.prompt_id);
      // A student sees the prompt with their own class only, not the teacher's other classes.
      const prompt = row ? presentPrompt(row, [{ prompt_id: row.id, id: c.id, unique_id: c.unique_id, name: c.name }]) : null;
      return {
        classroom: presentClass(c),
        prompt,
        text: prompt?.text ?? generated,
        rubric: prompt?.rubric ?? rubricOf(DEFAULT_RUBRIC),
      };
    }),
  };
}

/** The teacher's classes by unique id; 404 when any is not theirs. */
async function classesOf(db: Db, user: AuthUser, uniqueIds: string[]) {
  const wanted = [...new Set(uniqueIds.map((u) => u.toLowerCase()))];
  const classes = await repo.classesTaughtBy(db, user.id, wanted);
  if (classes.length !== wanted.length) throw missingClass();
  return classes;
}

/**
 * `POST /api/v2/prompt/` (API-27): a teacher's prompt on an article for some of their classes.
 * A class answers one prompt per article: a class that had another moves to this one.
 */
export async function createPrompt(db: Db, user: AuthUser, body: PromptCreateBody): Promise<WritePrompt> {
  if (!canWritePrompts(user)) throw forbidden('Only teachers write prompts.');
  const bundle = await readableArticle(db, user, Number(body.collection_id));
  assertMayEditActivities(user, bundle.content);
  const level = body.header_id === null || body.header_id === undefined ? null : levelOf(bundle, body.header_id);
  const classes = await classesOf(db, user, body.classroom_ids);
  const id = await db.transaction().execute(async (trx) => {
    const promptId = await repo.insertPrompt(trx, {
      contentId: bundle.content.id,
      levelId: level?.id ?? null,
      createdBy: user.id,
      text: body.text.trim(),
      rubric: [...(body.rubric ?? DEFAULT_RUBRIC)],
    });
    await repo.attachClasses(
      trx,
      promptId,
      bundle.content.id,
      classes.map((c) => c.id),
    );
    return promptId;
  });
  return getPrompt(db, id);
}

/**
 * `POST /api/v2/prompt/{promptId}/` (API-28): new text, classes or rubric, by the prompt's teacher
 * only (anyone else's prompt is 404). WRITE-06: text that is the same as the current one is not
 * saved; nothing unchanged is written.
 */
export async function updatePrompt(db: Db, user: AuthUser, id: number, body: PromptUpdateBody): Promise<WritePrompt> {
  if (!canWritePrompts(user)) throw forbidden('Only teachers write prompts.');
  const prompt = await repo.findPrompt(db, id);
  if (!prompt || !ownsPrompt(user, prompt)) throw missingPrompt();
  assertMayEditActivities(user, (await readableArticle(db, user, prompt.content_id)).content);
  const text = body.text !== undefined && canSavePrompt(body.text, prompt.text) ? body.text.trim() : undefined;
  const rubric = body.rubric && body.rubric.some((line, i) => line !== prompt.rubric[i]) ? [...body.rubric] : undefined;
  let added: number[] = [];
  let removed: number[] = [];
  if (body.classroom_ids) {
    const wanted = (await classesOf(db, user, body.classroom_ids)).map((c) => c.id);
    const current = (await repo.classesOfPrompts(db, [id])).map((c) => c.id);
    added = wanted.filter((c) => !current.includes(c));
    removed = current.filter((c) => !wanted.includes(c));
  }
  if (text !== undefined || rubric || added.length || removed.length) {
    await db.transaction().execute(async (trx) => {
      await repo.updatePrompt(trx, id, { ...(text !== undefined ? { text } : {}), ...(rubric ? { rubric } : {}) });
      await repo.detachClasses(trx, id, removed);
      await repo.attachClasses(trx, id, prompt.content_id, added);
    });
  }
  return getPrompt(db, id);
}
