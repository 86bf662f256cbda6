import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  LessonPlanQuery,
  LessonPlanRequest,
  LessonPlanResponse,
  TeacherToolOutput,
  TeacherToolParams,
  TeacherToolQuery,
} from '@lectern/domain';
import type { Env } from '../../env.js';
import { requireUser } from '../../plugins/session.js';
import { warmEngine } from './engine/offline.js';
import { teacherToolsService } from './teacher-tools.service.js';

const tags = ['teacher-tools'];

/** Teacher tools, "Apply to your lesson" (TOOLS-01 … TOOLS-08, API-32). */
export const teacherToolsRoutes: FastifyPluginAsyncZod<{ env: Env }> = async (app, { env }) => {
  const llm =
    env.LLM_BASE_URL && env.LLM_MODEL
      ? { baseUrl: env.LLM_BASE_URL, model: env.LLM_MODEL, apiKey: env.LLM_API_KEY, timeoutMs: env.LLM_TIMEOUT_MS, retries: 3 }
      : null;
  const service = teacherToolsService({
    llm,
    // Every call: who, which content and level, which tool and engine, how long.
    log: (entry) => app.log.info({ teacherTool: entry }, 'teacher tool'),
    warn: (err, msg) => app.log.warn({ err }, msg),
  });
  // The language model and the dictionary load after the server is up, not on a teacher's first click.
  if (env.NODE_ENV === 'production') app.addHook('onReady', () => void setImmediate(warmEngine));

  app.get(
    '/api/v3/content/:contentId/:tool/',
    {
      schema: {
        tags,
        summary: 'A teacher tool’s draft for one level of an article (API-32)',
        description:
          'Tools: `main-idea`, `before-reading-activity`, `discussion-questions` (key terms are `GET /api/v3/content/{contentId}/key-terms/`, API-31). For teachers who may read the article: 403 `forbidden` for students and parents, 403 `subscription_required` for a lite teacher on a premium article or without a licence, 404 for an unknown article or a level of another article. Drafted by the configured language model (LLM_BASE_URL), or the offline engine when there is none or it fails; kept per level, tool and engine.',
        params: TeacherToolParams,
        querystring: TeacherToolQuery,
        response: { 200: TeacherToolOutput },
      },
    },
    async (req) => service.run(app.db, requireUser(req), Number(req.params.contentId), req.params.tool, req.query.level_id),
  );

  app.post(
    '/seti/generate-lesson-plan/',
    {
      schema: {
        tags,
        summary: 'A lesson plan for an article as a ProseMirror document (API-33)',
        description:
          'Behind the `lesson_planner` flag (403 `feature_disabled` while it is off). For teachers who may act on the article: 403 `forbidden` for other roles, 403 `subscription_required` for a lite teacher on a premium article, 404 for an unknown article; 400 when a standard is not one of the article’s. Objectives, timed steps adding up to `allotted_time`, differentiation for multilingual learners and a project idea when asked, assessment questions, an exit ticket and the standards.',
        querystring: LessonPlanQuery,
        body: LessonPlanRequest,
        response: { 200: LessonPlanResponse },
      },
    },
    async (req) => service.lessonPlan(app.db, requireUser(req), req.body),
  );
};
