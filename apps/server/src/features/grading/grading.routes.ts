import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ContentIdParams, GradingQuery, GradingReport } from '@lectern/domain';
import { requireUser } from '../../plugins/session.js';
import * as service from './grading.service.js';

/** The grading page's data: a teacher's students' work on one article. */
export const gradingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v3/grading/:contentId/',
    {
      schema: {
        tags: ['grading'],
        summary: 'Quiz results and Power Words of a teacher’s students on one article',
        description:
          'With assignment_id (your own assignment of this article, else 404), only the students its classes and groups reach; without it every student of your classes. lexile_level (a level id) picks the level whose questions name the reading skills (else the original level); header_id is accepted for the page link. Teachers only.',
        params: ContentIdParams,
        querystring: GradingQuery,
        response: { 200: GradingReport },
      },
    },
    async (req) =>
      service.getGradingReport(
        app.db,
        requireUser(req),
        Number(req.params.contentId),
        req.query.assignment_id,
        req.query.lexile_level,
      ),
  );
};
