import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ChildList,
  displayName,
  EventRecordBody,
  Features,
  Me,
  SetFeatureBody,
  TeacherList,
  TeacherListQuery,
  UpdateMe,
} from '@lectern/domain';
import { requireUser } from '../../plugins/session.js';
import { featuresFor } from '../activities/feature-flags.js';
import { presentMe } from './users.presenter.js';
import * as service from './users.service.js';

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v2/users/me/',
    { schema: { tags: ['users'], summary: 'The signed-in user and their flags', response: { 200: Me } } },
    async (req) => presentMe(requireUser(req)),
  );

  app.patch(
    '/api/v2/users/me/',
    {
      schema: {
        tags: ['users'],
        summary: 'Update your name; a teacher who gives their school completes their account',
        body: UpdateMe,
        response: { 200: Me },
      },
    },
    async (req) => presentMe(await service.updateMe(app.db, requireUser(req), req.body)),
  );

  app.get(
    '/api/v2/users/me/features/',
    { schema: { tags: ['users'], summary: 'Feature flags for the signed-in user', response: { 200: Features } } },
    async (req) => featuresFor(app.db, requireUser(req)),
  );

  app.get(
    '/api/v2/users/me/children/',
    {
      schema: {
        tags: ['users'],
        summary: 'A parent’s linked students',
        response: { 200: ChildList },
      },
    },
    async (req) => ({ results: await service.childrenOf(app.db, requireUser(req)) }),
  );

  app.put(
    '/api/v2/features/',
    {
      schema: {
        tags: ['users'],
        summary: 'Admins: switch a feature on or off for a school or a user',
        body: SetFeatureBody,
        response: { 200: z.object({ scope: z.string(), scope_id: z.number(), name: z.string(), enabled: z.boolean() }) },
      },
    },
    async (req) => service.setFeature(app.db, requireUser(req), req.body),
  );

  app.get(
    '/api/v2/teacher-through-school/',
    {
      schema: {
        tags: ['users'],
        summary: 'Teachers of your school (co-teacher search)',
        querystring: TeacherListQuery,
        response: { 200: TeacherList },
      },
    },
    async (req) => {
      const { rows, count } = await service.listSchoolTeachers(app.db, requireUser(req), req.query);
      return { count, results: rows.map((r) => ({ ...r, display_name: displayName(r) })) };
    },
  );

  app.post(
    '/api/v2/event-record/',
    {
      schema: {
        tags: ['events'],
        summary: 'Record a product event (page views, onboarding dismissal, first publish…)',
        body: EventRecordBody,
        response: { 201: z.object({ ok: z.literal(true) }) },
      },
    },
    async (req, reply) => {
      await service.recordUserEvent(app.db, requireUser(req), req.body.event_name, req.body.data ?? {});
      return reply.status(201).send({ ok: true });
    },
  );
};
