import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ImpersonateBody, Me, SignInBody } from '@lectern/domain';
import { AppError } from '../../errors.js';
import { requireUser } from '../../plugins/session.js';
import { presentMe } from '../users/users.presenter.js';
import { findUserById, findUserByUsername } from '../users/users.repository.js';
import { checkCredentials } from './session.service.js';
import { canImpersonate } from './session.policy.js';

const SignedIn = z.object({ user: Me });

export const sessionRoutes: FastifyPluginAsyncZod<{ signInLimit: number }> = async (app, opts) => {
  app.post(
    '/api/v2/session/',
    {
      schema: {
        tags: ['session'],
        summary: 'Sign in with a username and password; sets the session and csrftoken cookies',
        body: SignInBody,
        response: { 200: SignedIn },
      },
      config: {
        rateLimit: {
          max: opts.signInLimit,
          timeWindow: '1 minute',
          hook: 'preHandler',
          // Per client address and username: one account cannot be guessed at quickly from one place.
          keyGenerator: (req) => {
            const name = (req.body as { username?: unknown } | undefined)?.username;
            return `${req.ip}|${typeof name === 'string' ? name.toLowerCase() : ''}`;
          },
        },
      },
    },
    async (req, reply) => {
      const user = await checkCredentials(app.db, req.body.username, req.body.password);
      if (!user) throw new AppError('invalid_credentials');
      if (req.session) await app.sessions.destroy(req.session.token);
      await app.startSession(reply, { userId: user.id, impersonatorId: null });
      const full = await findUserById(app.db, user.id);
      return { user: presentMe({ ...full!, impersonator: null }) };
    },
  );

  app.delete(
    '/api/v2/session/',
    { schema: { tags: ['session'], summary: 'Sign out (idempotent)', response: { 204: z.null() } } },
    async (req, reply) => {
      await app.endSession(req, reply);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/v2/impersonate/',
    {
      schema: {
        tags: ['session'],
        summary: 'Staff: act as a teacher until /impersonate-stop',
        body: ImpersonateBody,
        response: { 200: SignedIn },
      },
    },
    async (req, reply) => {
      const staff = requireUser(req);
      const byName = req.body.username ? await findUserByUsername(app.db, req.body.username) : undefined;
      const target = await findUserById(app.db, req.body.user_id ?? byName?.id ?? 0);
      if (!canImpersonate(staff, target)) throw new AppError('forbidden', 'Only staff can act as a teacher.');
      await app.endSession(req, reply);
      await app.startSession(reply, { userId: target!.id, impersonatorId: staff.id });
      return {
        user: presentMe({ ...target!, impersonator: { id: staff.id, first_name: staff.first_name, last_name: staff.last_name } }),
      };
    },
  );

  app.delete(
    '/api/v2/impersonate/',
    { schema: { tags: ['session'], summary: 'Stop impersonating and return to the staff account', response: { 200: SignedIn } } },
    async (req, reply) => {
      const user = requireUser(req);
      const staffId = req.session?.data.impersonatorId;
      if (!staffId) return { user: presentMe(user) };
      const staff = await findUserById(app.db, staffId);
      await app.endSession(req, reply);
      if (!staff) throw new AppError('unauthenticated');
      await app.startSession(reply, { userId: staff.id, impersonatorId: null });
      return { user: presentMe({ ...staff, impersonator: null }) };
    },
  );
};
