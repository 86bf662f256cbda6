import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ImpersonateBody, Me, SignInBody } from '@lectern/domain';
import { AppError } from '../../errors.js';
import { requireUser } from '../../plugins/session.js';
import { presentMe } from './users.presenter.js';
import * as service from './users.service.js';

const SignedIn = z.object({ user: Me });

/**
 * What a sign-in does once the credentials named a user (`userId`, or null when they did not): a
 * new session in place of the request's, with the user read kept beside it (the reader's first
 * page asks for neither). The test app's sign-in shortcut calls this too.
 */
export async function startSignedIn(app: FastifyInstance, req: FastifyRequest, reply: FastifyReply, userId: number | null) {
  const mark = app.sessionMark();
  const user = userId === null ? null : await service.loadUser(app.db, userId);
  if (!user) throw new AppError('invalid_credentials');
  if (req.session) await app.sessions.destroy(req.session.token);
  await app.startSession(reply, { userId: user.id, impersonatorId: null }, { user, mark });
  return { user: presentMe(user) };
}

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
    async (req, reply) =>
      startSignedIn(app, req, reply, await service.checkCredentials(app.db, req.body.username, req.body.password)),
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
      const target = await service.impersonationTarget(app.db, staff, req.body);
      await app.endSession(req, reply);
      await app.startSession(reply, { userId: target.id, impersonatorId: staff.id });
      return { user: presentMe(target) };
    },
  );

  app.delete(
    '/api/v2/impersonate/',
    { schema: { tags: ['session'], summary: 'Stop impersonating and return to the staff account', response: { 200: SignedIn } } },
    async (req, reply) => {
      const user = requireUser(req);
      const staffId = req.session?.data.impersonatorId;
      if (!staffId) return { user: presentMe(user) };
      const staff = await service.loadUser(app.db, staffId);
      await app.endSession(req, reply);
      if (!staff) throw new AppError('unauthenticated');
      await app.startSession(reply, { userId: staff.id, impersonatorId: null });
      return { user: presentMe(staff) };
    },
  );
};
