import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AddStudentBody,
  BadgeBody,
  BadgeSheet,
  BadgeSignInBody,
  Classroom,
  ClassroomList,
  ClassBody,
  Group,
  GroupBody,
  JoinClassBody,
  NewStudentCredentials,
} from '@lectern/domain';
import { AppError } from '../../errors.js';
import { requireUser } from '../../plugins/session.js';
import * as service from './classes.service.js';

const Id = z.coerce.number().int().positive();
const ClassParams = z.object({ classId: Id });
const tags = ['classes'];

export const classesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v2/classrooms/',
    {
      schema: { tags, summary: 'Classes you teach, are in, or (parents) your children are in', response: { 200: ClassroomList } },
    },
    async (req) => ({ results: await service.listClasses(app.db, requireUser(req)) }),
  );

  app.post(
    '/api/v2/classrooms/',
    { schema: { tags, summary: 'Create a class (teachers)', body: ClassBody, response: { 201: Classroom } } },
    async (req, reply) => reply.status(201).send(await service.createClass(app.db, requireUser(req), req.body)),
  );

  app.post(
    '/api/v2/classrooms/join/',
    { schema: { tags, summary: 'Join a class with its code (students)', body: JoinClassBody, response: { 200: Classroom } } },
    async (req) => service.joinClass(app.db, requireUser(req), req.body.code),
  );

  app.get(
    '/api/v2/classrooms/:classId/',
    { schema: { tags, summary: 'One class', params: ClassParams, response: { 200: Classroom } } },
    async (req) => service.getClass(app.db, requireUser(req), req.params.classId),
  );

  app.patch(
    '/api/v2/classrooms/:classId/',
    {
      schema: {
        tags,
        summary: 'Rename a class or change its grades',
        params: ClassParams,
        body: ClassBody,
        response: { 200: Classroom },
      },
    },
    async (req) => service.updateClass(app.db, requireUser(req), req.params.classId, req.body),
  );

  app.delete(
    '/api/v2/classrooms/:classId/',
    { schema: { tags, summary: 'Delete a class', params: ClassParams, response: { 204: z.null() } } },
    async (req, reply) => {
      await service.deleteClass(app.db, requireUser(req), req.params.classId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/v2/classrooms/:classId/join-code/',
    {
      schema: {
        tags,
        summary: 'Make a new join code (the old one stops working)',
        params: ClassParams,
        response: { 200: Classroom },
      },
    },
    async (req) => service.newJoinCode(app.db, requireUser(req), req.params.classId),
  );

  app.post(
    '/api/v2/classrooms/:classId/students/',
    {
      schema: {
        tags,
        summary: 'Create a student account in the class; returns its one-time password',
        params: ClassParams,
        body: AddStudentBody,
        response: { 201: NewStudentCredentials },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await service.addStudent(app.db, requireUser(req), req.params.classId, req.body)),
  );

  app.delete(
    '/api/v2/classrooms/:classId/students/:studentId/',
    {
      schema: {
        tags,
        summary: 'Remove a student from the class (and its groups)',
        params: z.object({ classId: Id, studentId: Id }),
        response: { 204: z.null() },
      },
    },
    async (req, reply) => {
      await service.removeStudent(app.db, requireUser(req), req.params.classId, req.params.studentId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/v2/classrooms/:classId/groups/',
    { schema: { tags, summary: 'Create a small group', params: ClassParams, body: GroupBody, response: { 201: Group } } },
    async (req, reply) =>
      reply.status(201).send(await service.createGroup(app.db, requireUser(req), req.params.classId, req.body)),
  );

  app.put(
    '/api/v2/groups/:groupId/',
    {
      schema: {
        tags,
        summary: 'Rename a group or change its students',
        params: z.object({ groupId: Id }),
        body: GroupBody,
        response: { 200: Group },
      },
    },
    async (req) => service.updateGroup(app.db, requireUser(req), req.params.groupId, req.body),
  );

  app.delete(
    '/api/v2/groups/:groupId/',
    { schema: { tags, summary: 'Delete a group', params: z.object({ groupId: Id }), response: { 204: z.null() } } },
    async (req, reply) => {
      await service.deleteGroup(app.db, requireUser(req), req.params.groupId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/v2/classrooms/:classId/badges/',
    {
      schema: {
        tags,
        summary: 'Print sign-in badges: new QR badges for the class’s students (or those named); their old badges stop working',
        description:
          'The secrets are in this answer only; the server keeps their hashes. Only the class’s teacher may print them.',
        params: ClassParams,
        body: BadgeBody,
        response: { 201: BadgeSheet },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await service.printBadges(app.db, requireUser(req), req.params.classId, req.body)),
  );

  app.post(
    '/api/v2/session/badge/',
    {
      schema: {
        tags: ['session'],
        summary: 'Sign a student in with the secret of their printed badge; sets the session and csrftoken cookies',
        body: BadgeSignInBody,
        response: { 200: z.object({ ok: z.literal(true) }) },
      },
      config: {
        // A classroom shares one address and its students scan at the bell; a badge's secret cannot
        // be guessed, so this only stops floods.
        rateLimit: { max: 300, timeWindow: '1 minute', hook: 'preHandler' },
      },
    },
    async (req, reply) => {
      const studentId = await service.studentOfBadge(app.db, req.body.secret);
      if (studentId === null) throw new AppError('invalid_badge');
      if (req.session) await app.sessions.destroy(req.session.token);
      await app.startSession(reply, { userId: studentId, impersonatorId: null });
      return { ok: true as const };
    },
  );
};
