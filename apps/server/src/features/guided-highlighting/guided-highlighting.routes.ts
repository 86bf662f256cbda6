import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  FeedbackReport,
  FeedbackReportBody,
  GuidedHighlighting,
  GuidedHighlightingCheckBody,
  GuidedHighlightingCheckResult,
  GuidedHighlightingQuery,
} from '@lectern/domain';
import { requireUser } from '../../plugins/session.js';
import * as service from './guided-highlighting.service.js';

const tags = ['guided highlighting'];

/** Guided highlighting: a level's questions, students' checked highlights, teachers' ratings (API-45). */
export const guidedHighlightingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v3/guided-highlighting/:activityId/',
    {
      schema: {
        tags,
        summary: 'The guided-highlighting questions of one level',
        description:
          'A student gets their own answers; a teacher or parent may name a student of theirs (`student_id`). The answer passage and suggested answer only for teachers with a complete account and staff, and for a student once the question is completed. 403 `feature_disabled` for a student without can_view_guided_highlighting, 403 when their assignment hides it; the article’s own access rules apply.',
        params: z.object({ activityId: z.coerce.number().int().positive().max(2_147_483_647) }),
        querystring: GuidedHighlightingQuery,
        response: { 200: GuidedHighlighting },
      },
    },
    async (req) => service.getQuestions(app.db, requireUser(req), req.params.activityId, req.query),
  );

  app.post(
    '/api/v3/guided-highlighting/checks/',
    {
      config: { studentWork: true },
      schema: {
        tags,
        summary: 'Check a highlight for one attempt of a question (students)',
        description:
          'The server judges the highlight against the stored answer passage. 201 when the attempt is recorded; the same attempt again returns the recorded result with 200; a second attempt before a first, or after the question completed, is 409. The range must lie in the text the student was sent.',
        body: GuidedHighlightingCheckBody,
        response: { 200: GuidedHighlightingCheckResult, 201: GuidedHighlightingCheckResult },
      },
    },
    async (req, reply) => {
      const { created, result } = await service.checkHighlight(app.db, requireUser(req), req.body);
      return reply.status(created ? 201 : 200).send(result);
    },
  );

  app.post(
    '/api/v3/feedback-report/',
    {
      schema: {
        tags,
        summary: 'Rate a guided-highlighting question (teachers): thumbs up, or thumbs down with the problem',
        description:
          'API-45: thumbs_up by `question_id`; thumbs_down by `content_id` (the question reported) with a required `description`, which joins the staff’s question reports. 201 when stored; the same rating again 200; a different one 409.',
        body: FeedbackReportBody,
        response: { 200: FeedbackReport, 201: FeedbackReport },
      },
    },
    async (req, reply) => {
      const { created, report } = await service.reportFeedback(app.db, requireUser(req), req.body);
      return reply.status(created ? 201 : 200).send(report);
    },
  );
};
