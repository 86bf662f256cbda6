import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SubmissionErrorReport } from '@lectern/domain';
import { requireUser } from '../../plugins/session.js';

/**
 * The submission-error log (ANNOT-17): the browser reports a save of someone's work that failed,
 * and the server writes it to its log at `warn`, with the user and the request id, under
 * `submission_error` — where a maintainer reading the logs finds it. Signed-in users only; the
 * report is bounded by its schema.
 */
export const submissionErrorsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/v3/submission-errors/',
    {
      config: { studentWork: true },
      schema: {
        tags: ['operations'],
        summary: 'Log a save that failed in the browser (written to the server log)',
        body: SubmissionErrorReport,
        response: { 204: z.null() },
      },
    },
    async (req, reply) => {
      const user = requireUser(req);
      req.log.warn({ submission_error: { ...req.body, user_id: user.id, role: user.role } }, req.body.message);
      return reply.status(204).send(null);
    },
  );
};
