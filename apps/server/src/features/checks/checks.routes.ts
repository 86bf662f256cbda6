import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CheckAnswerBody, CheckAnswerResult, QuizQuery, UnderstandingChecks } from '@lectern/domain';
import { requireUser } from '../../plugins/session.js';
import * as service from './checks.service.js';

const tags = ['checks for understanding'];

/** Checks for understanding: a level's checks, and students' answers (the first answer stands). */
export const checksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v3/checks-for-understanding/:activityId/',
    {
      schema: {
        tags,
        summary: 'The checks for understanding of one level, where they sit in its text',
        description:
          '`correct_choice` only for teachers with a complete account and staff; a student gets their own answers. 403 for a level a student is not given; the article’s own access rules apply.',
        params: z.object({ activityId: z.coerce.number().int().positive().max(2_147_483_647) }),
        querystring: QuizQuery,
        response: { 200: UnderstandingChecks },
      },
    },
    async (req) => service.getChecks(app.db, requireUser(req), req.params.activityId, req.query.level_id),
  );

  app.post(
    '/api/v3/checks-for-understanding/answers/',
    {
      config: { studentWork: true },
      schema: {
        tags,
        summary: 'Answer one check for understanding (students)',
        description:
          '201 with the result of a first answer, which opens the text after the check; answering the same check again returns the stored answer with 200 and changes nothing.',
        body: CheckAnswerBody,
        response: { 200: CheckAnswerResult, 201: CheckAnswerResult },
      },
    },
    async (req, reply) => {
      const { created, result } = await service.answerCheck(app.db, requireUser(req), req.body);
      return reply.status(created ? 201 : 200).send(result);
    },
  );
};
