import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AssignmentProgress,
  ClassProgress,
  ProgressAssignmentParams,
  ProgressAssignmentQuery,
  ProgressClassParams,
} from '@lectern/domain';
import { requireUser } from '../../plugins/session.js';
import { csvFileName, progressCsv } from './class-progress.presenter.js';
import * as service from './class-progress.service.js';

const tags = ['class progress'];
const refusals =
  'Teachers only (403 otherwise); 404 for an assignment given to none of your classes, or a class that is not yours.';

/** The class progress pages: an assignment's students, and a class's assignments. */
export const classProgressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v3/progress/assignments/:assignmentId/',
    {
      schema: {
        tags,
        summary: 'An assignment’s progress: who opened it, time and depth read, activities finished, quiz answers',
        description: `With class_id, only that class’s students. ${refusals}`,
        params: ProgressAssignmentParams,
        querystring: ProgressAssignmentQuery,
        response: { 200: AssignmentProgress },
      },
    },
    async (req) => service.assignmentProgress(app.db, requireUser(req), req.params.assignmentId, req.query.class_id),
  );

  app.get(
    '/api/v3/progress/assignments/:assignmentId/csv/',
    {
      schema: {
        tags,
        summary: 'The same progress as a CSV file, one row per student',
        description: refusals,
        params: ProgressAssignmentParams,
        querystring: ProgressAssignmentQuery,
        produces: ['text/csv'],
        response: { 200: z.string() },
      },
    },
    async (req, reply) => {
      const report = await service.assignmentProgress(app.db, requireUser(req), req.params.assignmentId, req.query.class_id);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${csvFileName(report)}"`)
        .header('cache-control', 'private, no-store')
        .send(progressCsv(report));
    },
  );

  app.get(
    '/api/v3/progress/classes/:classId/',
    {
      schema: {
        tags,
        summary: 'A class’s progress: one line per assignment (the latest 20)',
        description: refusals,
        params: ProgressClassParams,
        response: { 200: ClassProgress },
      },
    },
    async (req) => service.classProgress(app.db, requireUser(req), req.params.classId),
  );
};
