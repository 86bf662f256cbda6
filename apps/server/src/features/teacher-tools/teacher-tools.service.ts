/**
 * Teacher tools (TOOLS-01 … TOOLS-08, API-32): a draft of a level's main idea, a before-reading
 * activity or discussion questions, from a configured language model or the offline engine (its
 * fallback), kept per level, tool and engine so the next teacher gets it at once.
 */
import { createHash } from 'node:crypto';
import {
  BeforeReadingActivity,
  LessonPlanRequest,
  type LessonPlanPdfRequest,
  type LessonPlanResponse,
  DiscussionQuestions,
  MainIdea,
  pairedLevel,
  type GeneratedContentReport,
  type GeneratedContentReportBody,
  type GeneratedContentReportList,
  type GeneratedToolName,
  type TeacherToolOutput,
} from '@lectern/domain';
import type { z } from 'zod';
import type { AuthUser } from '../../auth/auth-user.js';
import type { Db } from '../../db/database.js';
import { AppError, forbidden } from '../../errors.js';
import { levelOf, readableArticle } from '../activities/article-access.js';
import { featuresFor } from '../activities/feature-flags.js';
import type { ArticleBundle } from '../activities/article-cache.js';
import { beforeReadingActivity, discussionQuestions, mainIdea, type ToolText } from './engine/offline.js';
import { lessonPlan, ModelLessonPlan } from './engine/lesson-plan.js';
import { renderLessonPlanPdf } from './lesson-plan-pdf.js';
import { completeJson, prompt, type LlmConfig } from './llm.js';
import { assertMayUseTeacherTools, canListGeneratedContentReports } from './teacher-tools.policy.js';
import { presentReport } from './teacher-tools.presenter.js';
import * as repo from './teacher-tools.repository.js';

type Level = ArticleBundle['levels'][number];
type Output = TeacherToolOutput['algorithm_output'];

const OFFLINE: Record<GeneratedToolName, (text: ToolText) => Output> = {
  'main-idea': mainIdea,
  'before-reading-activity': beforeReadingActivity,
  'discussion-questions': discussionQuestions,
};
const SCHEMAS: Record<GeneratedToolName, z.ZodType<Output>> = {
  'main-idea': MainIdea,
  'before-reading-activity': BeforeReadingActivity,
  'discussion-questions': DiscussionQuestions,
};

export interface ToolCallLog {
  userId: number;
  contentId: number;
  levelId: number;
  tool: GeneratedToolName | 'lesson-plan';
  engine: string;
  cached: boolean;
  ms: number;
  fellBack?: boolean;
}

const hashOf = (level: Level) =>
  createHash('sha256')
    .update(JSON.stringify([level.title, level.teaser, level.body]))
    .digest('base64url');

const textOf = (level: Level): ToolText => ({ title: level.title, teaser: level.teaser, blocks: level.body });

/** What the model is sent: the level's title, teaser and text, nothing about who asks. */
export function modelInput(level: Pick<Level, 'title' | 'teaser' | 'body'>): string {
  const body = level.body.map((b) => (b.kind === 'heading' ? `## ${b.text}` : b.text)).join('\n\n');
  return `Title: ${level.title}\nTeaser: ${level.teaser}\n\nText:\n${body}`;
}

/** The level a tool drafts from: the engine reads English, so a Spanish level's tools come from its English level of the same grade. */
function draftedLevel(bundle: ArticleBundle, levelId: number): Level {
  const shown = levelOf(bundle, levelId);
  return shown.language === 'en' ? shown : (pairedLevel(bundle.levels, shown, 'en') ?? shown);
}

export function teacherToolsService(opts: {
  llm: LlmConfig | null;
  log: (entry: ToolCallLog) => void;
  warn: (err: unknown, msg: string) => void;
}) {
  const modelEngine = opts.llm ? `model:${opts.llm.model}` : null;
  // Teachers opening the same tool on the same level at once share one draft.
  const drafting = new Map<string, Promise<{ engine: string; output: Output }>>();

  async function draft(
    db: Db,
    level: Level,
    tool: GeneratedToolName,
  ): Promise<{ engine: string; output: Output; cached: boolean; fellBack?: boolean }> {
    const hash = hashOf(level);
    const engines = modelEngine ? [modelEngine, 'offline'] : ['offline'];
    for (const engine of engines) {
      const kept = await repo.findResult(db, level.id, tool, engine);
      if (kept && kept.source_hash === hash) {
        const parsed = SCHEMAS[tool].safeParse(kept.output);
        if (parsed.success) return { engine, output: parsed.data, cached: true };
      }
      // A kept offline draft answers only when the model is not configured or has failed before.
      if (engine === modelEngine) break;
    }
    const key = `${level.id}:${tool}:${hash}`;
    let pending = drafting.get(key);
    let fellBack = false;
    if (!pending) {
      pending = (async () => {
        if (opts.llm && modelEngine) {
          try {
            const answer = await completeJson(opts.llm, prompt('system'), `${prompt(tool)}\n\n${modelInput(level)}`);
            const output = SCHEMAS[tool].parse(answer);
            await repo.saveResult(db, { levelId: level.id, tool, engine: modelEngine, sourceHash: hash, output });
            return { engine: modelEngine, output };
          } catch (err) {
            fellBack = true;
            opts.warn(err, `teacher tools: the model failed on ${tool}; the offline engine answers`);
          }
        }
        const output = OFFLINE[tool](textOf(level));
        await repo.saveResult(db, { levelId: level.id, tool, engine: 'offline', sourceHash: hash, output });
        return { engine: 'offline', output };
      })().finally(() => drafting.delete(key));
      drafting.set(key, pending);
    }
    const done = await pending;
    return { ...done, cached: false, fellBack };
  }

  return {
    /** API-32: one tool's draft for one level of an article, for a teacher who may act on it. */
    async run(db: Db, user: AuthUser, contentId: number, tool: GeneratedToolName, levelId: number): Promise<TeacherToolOutput> {
      const started = performance.now();
      const bundle = await readableArticle(db, user, contentId);
      assertMayUseTeacherTools(user, bundle.content);
      const level = draftedLevel(bundle, levelId);
      const result = await draft(db, level, tool);
      opts.log({
        userId: user.id,
        contentId,
        levelId: level.id,
        tool,
        engine: result.engine,
        cached: result.cached,
        ms: Math.round(performance.now() - started),
        ...(result.fellBack ? { fellBack: true } : {}),
      });
      return {
        content_id: String(contentId),
        engine: result.engine === 'offline' ? 'offline' : 'model',
        algorithm_output: result.output,
      };
    },

    /**
     * API-48: a teacher reports a draft through the report form. The report keeps the draft the
     * teacher was shown — the kept draft of the level's current text, the model's before the
     * offline engine's, as `run` answers it — so a draft that is replaced later stays readable.
     * 404 when nothing was drafted for that level and tool: there is nothing to report.
     */
    async report(
      db: Db,
      user: AuthUser,
      contentId: number,
      tool: GeneratedToolName,
      body: GeneratedContentReportBody,
    ): Promise<GeneratedContentReport> {
      const bundle = await readableArticle(db, user, contentId);
      assertMayUseTeacherTools(user, bundle.content);
      const level = draftedLevel(bundle, body.level_id);
      const hash = hashOf(level);
      let shown: { engine: string; output: unknown } | undefined;
      for (const engine of modelEngine ? [modelEngine, 'offline'] : ['offline']) {
        const kept = await repo.findResult(db, level.id, tool, engine);
        if (kept && kept.source_hash === hash && SCHEMAS[tool].safeParse(kept.output).success) {
          shown = { engine, output: kept.output };
          break;
        }
      }
      if (!shown) throw new AppError('not_found', 'Nothing was drafted for this level and tool.');
      const id = await repo.insertReport(db, {
        levelId: body.level_id,
        tool,
        engine: shown.engine,
        output: shown.output,
        message: body.message,
        reportedBy: user.id,
      });
      return presentReport((await repo.listReports(db, { id, limit: 1 }))[0]!);
    },

    /** API-48: the newest reports on drafts, for content staff. */
    async listReports(db: Db, user: AuthUser): Promise<GeneratedContentReportList> {
      if (!canListGeneratedContentReports(user)) throw forbidden('Only staff read reports on generated content.');
      return { results: (await repo.listReports(db, { limit: 200 })).map(presentReport) };
    },

    /**
     * API-33: a lesson plan for an article as a ProseMirror document, behind the lesson_planner
     * flag (TOOLS-09), for a teacher who may act on the article, from standards of that article.
     * From its original English level: with a model configured, the model drafts the steps,
     * questions and supports (sent only the objective, the toggles and the article's text; retried
     * as API-33 says), and the offline engine drafts them when it fails or is not configured.
     */
    async lessonPlan(db: Db, user: AuthUser, body: LessonPlanRequest): Promise<LessonPlanResponse> {
      const started = performance.now();
      const req = LessonPlanRequest.parse(body);
      if (!(await featuresFor(db, user)).lesson_planner) throw new AppError('feature_disabled');
      const bundle = await readableArticle(db, user, req.article_story_content_id);
      assertMayUseTeacherTools(user, bundle.content);
      const standards = req.standard_content_ids.map((id) => bundle.standards.find((s) => s.id === id));
      if (standards.some((s) => !s))
        throw new AppError('validation_failed', undefined, { standard_content_ids: 'Choose standards of this article.' });
      const english = bundle.levels.filter((l) => l.language === 'en');
      const level = english.find((l) => l.is_original_level) ?? english.at(-1) ?? bundle.levels[0]!;
      const input = {
        text: textOf(level),
        objective: req.learning_objective,
        allottedTime: req.allotted_time,
        standards: standards.map((s) => ({ code: s!.code, name: s!.name })),
        projectIdea: req.project_ideas,
        multilingual: req.support_of_multilingual_learners,
        extraAssessment: req.additional_assessment_questions,
        hasSpanish: bundle.levels.some((l) => l.language === 'es'),
      };
      let fromModel: ModelLessonPlan | undefined;
      let fellBack = false;
      if (opts.llm) {
        const yesNo = (b: boolean) => (b ? 'yes' : 'no');
        const ask = [
          prompt('lesson-plan'),
          `Learning objective: ${req.learning_objective}`,
          `Allotted time: ${req.allotted_time} minutes`,
          `Support multilingual learners: ${yesNo(req.support_of_multilingual_learners)}`,
          `Include a project idea: ${yesNo(req.project_ideas)}`,
          `Additional assessment questions: ${yesNo(req.additional_assessment_questions)}`,
          modelInput(level),
        ].join('\n\n');
        try {
          fromModel = ModelLessonPlan.parse(await completeJson(opts.llm, prompt('system'), ask));
        } catch (err) {
          fellBack = true;
          opts.warn(err, 'teacher tools: the model failed on the lesson plan; the offline engine drafts it');
        }
      }
      const document = lessonPlan(input, fromModel);
      opts.log({
        userId: user.id,
        contentId: bundle.content.id,
        levelId: level.id,
        tool: 'lesson-plan',
        engine: fromModel && modelEngine ? modelEngine : 'offline',
        cached: false,
        ms: Math.round(performance.now() - started),
        ...(fellBack ? { fellBack: true } : {}),
      });
      return { prosemirror_document: document };
    },

    /**
     * TOOLS-24 "Download as PDF": the teacher's plan (as edited) as a tagged PDF, for whoever may
     * ask for a plan of that article: the same flag, role and subscription checks as API-33.
     */
    async lessonPlanPdf(db: Db, user: AuthUser, body: LessonPlanPdfRequest): Promise<{ filename: string; pdf: Buffer }> {
      if (!(await featuresFor(db, user)).lesson_planner) throw new AppError('feature_disabled');
      const bundle = await readableArticle(db, user, body.article_story_content_id);
      assertMayUseTeacherTools(user, bundle.content);
      const title = `Lesson plan: ${bundle.content.title}`;
      const pdf = await renderLessonPlanPdf({ title, document: body.prosemirror_document });
      const slug =
        bundle.content.title
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-|-$/g, '')
          .slice(0, 60) || 'article';
      return { filename: `lesson-plan-${slug}.pdf`, pdf };
    },
  };
}
