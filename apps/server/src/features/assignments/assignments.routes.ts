import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AssignmentEnvelope,
  AssignmentGetQuery,
  AssignmentList,
  AssignmentListQuery,
  AssignmentSaveBody,
  AssignmentViewBody,
} from '@lectern/domain';
import { requireUser } from '../../plugins/session.js';
import * as service from './assignments.service.js';

const tags = ['assignments'];
const Params = z.object({ assignmentId: z.coerce.number().int().positive() });

export const assignmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v3/assignment/',
    {
      schema: {
        tags,
        summary:
          'Assignments: a teacher’s own (drafts with include_drafts=true), a student’s published ones, or (student_id) those a parent’s linked child is given',
        description:
          'With student_id, only a parent of that student (or the student themselves) gets the list; another parent’s child, a teacher or another student is 404. A parent sees the groups by name without their members.',
        querystring: AssignmentListQuery,
        response: { 200: AssignmentList },
      },
    },
    async (req) => service.listAssignments(app.db, requireUser(req), req.query),
  );

  app.post(
    '/api/v3/assignment/',
    {
      schema: {
        tags,
        summary: 'Create an assignment, as a draft or published (is_draft false)',
        description:
          'Publishing stamps date_assigned on every classroom and group and gives the assignment its content_id. Lite accounts cannot publish past their grant (403 lite_schedule_after_grant) nor assign premium articles (403 subscription_required).',
        body: AssignmentSaveBody,
        response: { 201: AssignmentEnvelope },
      },
    },
    async (req, reply) => reply.status(201).send({ data: await service.saveAssignment(app.db, requireUser(req), req.body) }),
  );

  app.get(
    '/api/v3/assignment/:assignmentId/',
    {
      schema: {
        tags,
        summary: 'One assignment (404 for anyone it is not given to)',
        params: Params,
        querystring: AssignmentGetQuery,
        response: { 200: AssignmentEnvelope },
      },
    },
    async (req) => ({ data: await service.getAssignment(app.db, requireUser(req), req.params.assignmentId) }),
  );

  app.put(
    '/api/v3/assignment/:assignmentId/',
    {
      schema: {
        tags,
        summary: 'Update an assignment (its teacher); publishing keeps the date_assigned of classes already assigned',
        params: Params,
        body: AssignmentSaveBody,
        response: { 200: AssignmentEnvelope },
      },
    },
    async (req) => ({ data: await service.saveAssignment(app.db, requireUser(req), req.body, req.params.assignmentId) }),
  );

  app.delete(
    '/api/v3/assignment/:assignmentId/',
    { schema: { tags, summary: 'Delete an assignment (its teacher)', params: Params } },
    async (req, reply) => {
      await service.deleteAssignment(app.db, requireUser(req), { id: req.params.assignmentId });
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/v3/assignment/by-content/:contentId/',
    {
      schema: {
        tags,
        summary: 'One published assignment by its content id (the assignment link)',
        params: z.object({ contentId: z.string().regex(/^[a-f0-9]{12}$/, 'Unknown assignment content id.') }),
        response: { 200: AssignmentEnvelope },
      },
    },
    async (req) => ({ data: await service.getAssignmentByContentId(app.db, requireUser(req), req.params.contentId) }),
  );

  app.delete(
    '/api/v3/assignment/by-content/:contentId/',
    {
      schema: {
        tags,
        summary: 'Delete an assignment by its content id (its teacher)',
        params: z.object({ contentId: z.string().regex(/^[a-f0-9]{12}$/, 'Unknown assignment content id.') }),
      },
    },
    async (req, reply) => {
      await service.deleteAssignment(app.db, requireUser(req), { contentId: req.params.contentId });
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/v3/assignment/:assignmentId/duplicate/',
    {
      schema: {
        tags,
        summary: 'Save a copy as a new draft (its teacher)',
        params: Params,
        response: { 201: AssignmentEnvelope },
      },
    },
    async (req, reply) =>
      reply.status(201).send({ data: await service.duplicateAssignment(app.db, requireUser(req), req.params.assignmentId) }),
  );

  app.post(
    '/api/v2/student-assignment-view-record/',
    { schema: { tags, summary: 'Record that a student opened an assignment given to them', body: AssignmentViewBody } },
    async (req, reply) => {
      await service.recordAssignmentView(app.db, requireUser(req), req.body.assignment_id);
      return reply.status(204).send();
    },
  );
};
