import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  displayName,
  EventRecordBody,
  Features,
  Me,
  resolveFeatures,
  SetFeatureBody,
  TeacherList,
  TeacherListQuery,
  UpdateMe,
} from '@lectern/domain';
import { AppError } from '../../errors.js';
import { requireUser } from '../../plugins/session.js';
import { canListSchoolTeachers, canSetFeature } from './users.policy.js';
import { presentMe } from './users.presenter.js';
import { findOrCreateSchool, findUserById, listTeachersOfSchool, recordEvent, updateUser } from './users.repository.js';
import { featureScopeOf, listOverrides, setOverride } from './features.repository.js';

const Child = z.object({
  id: z.number().int(),
  unique_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  grade_level: z.number().int().nullable(),
});

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
    async (req) => {
      const user = requireUser(req);
      const values: Parameters<typeof updateUser>[2] = { first_name: req.body.first_name, last_name: req.body.last_name };
      if (user.role === 'teacher' && !user.is_authorized) {
        if (!req.body.school_name && user.school_id === null)
          throw new AppError('validation_failed', 'school_name: Enter your school’s name.', {
            school_name: 'Enter your school’s name.',
          });
        if (req.body.school_name) values.school_id = await findOrCreateSchool(app.db, req.body.school_name);
        values.is_authorized = true;
      }
      await updateUser(app.db, user.id, values);
      const fresh = await findUserById(app.db, user.id);
      return presentMe({ ...fresh!, impersonator: user.impersonator });
    },
  );

  app.get(
    '/api/v2/users/me/features/',
    { schema: { tags: ['users'], summary: 'Feature flags for the signed-in user', response: { 200: Features } } },
    async (req) => {
      const user = requireUser(req);
      return resolveFeatures(await listOverrides(app.db, user.id, user.school_id));
    },
  );

  app.get(
    '/api/v2/users/me/children/',
    {
      schema: {
        tags: ['users'],
        summary: 'A parent’s linked students',
        response: { 200: z.object({ results: z.array(Child) }) },
      },
    },
    async (req) => {
      const user = requireUser(req);
      if (user.role !== 'parent') return { results: [] };
      const rows = await app.db
        .selectFrom('parent_links')
        .innerJoin('users', 'users.id', 'parent_links.student_id')
        .select(['users.id', 'users.unique_id', 'users.first_name', 'users.last_name', 'users.grade_level'])
        .where('parent_links.parent_id', '=', user.id)
        .orderBy('users.first_name')
        .execute();
      return { results: rows };
    },
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
    async (req) => {
      const actor = requireUser(req);
      const scope = await featureScopeOf(app.db, req.body.scope, req.body.scope_id);
      if (!scope) throw new AppError('not_found', req.body.scope === 'user' ? 'No such user.' : 'No such school.');
      if (!canSetFeature(actor, scope))
        throw new AppError('forbidden', 'Only your school’s or district’s admins can change this.');
      await setOverride(app.db, req.body, actor.id);
      return req.body;
    },
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
      const user = requireUser(req);
      if (!canListSchoolTeachers(user))
        throw new AppError('forbidden', 'Only teachers and admins of a school can list its teachers.');
      const q = req.query;
      const { rows, count } = await listTeachersOfSchool(app.db, user.school_id!, {
        ...q,
        excludeId: q.exclude_me ? user.id : undefined,
      });
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
      const user = requireUser(req);
      await recordEvent(app.db, user.id, req.body.event_name, req.body.data ?? {});
      if (req.body.event_name === 'assignment_builder_onboarding_dismissed') {
        await setOverride(
          app.db,
          { scope: 'user', scope_id: user.id, name: 'needs_assignment_builder_onboarding', enabled: false },
          user.id,
        );
      }
      return reply.status(201).send({ ok: true });
    },
  );
};
