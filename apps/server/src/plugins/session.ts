import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from '@lectern/domain';
import type { AuthUser, LoadUser, SessionData, SessionStore } from '../auth/auth-user.js';
import type { SessionCache } from '../auth/session-cache.js';
import { newToken } from '../auth/tokens.js';
import type { Env } from '../env.js';
import { AppError } from '../errors.js';

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionStore;
    /** Starts a new session (a fresh id: never reuse one across sign-in) and sets its cookies. */
    /** With `known`, the user the caller read (after `sessionMark()`) is kept with the new session. */
    startSession(reply: FastifyReply, data: SessionData, known?: { user: AuthUser; mark: number }): Promise<void>;
    /** Taken before reading a user to pass to `startSession`. */
    sessionMark(): number;
    endSession(req: FastifyRequest, reply: FastifyReply): Promise<void>;
    /**
     * Lends a page render the session its request already resolved: the API calls the renderer
     * makes in-process carry the returned ticket instead of looking the session up again.
     * Tickets are random, live only for the render, and never leave the process.
     */
    lendSession(req: FastifyRequest): { header: Record<string, string>; release(): void };
  }
  interface FastifyContextConfig {
    /** A POST that only reads (a question too big for a query string): the user it was made for stays cached. */
    readOnly?: boolean;
    /**
     * A student's own work (an answer, a draft, a vote): the class sends it all at once, so it is
     * checked against the session and user this process keeps, as reads are, instead of reading
     * them afresh; a sign-out or an account change anywhere is heard within milliseconds (the cache
     * forgets at once), and the write changes nothing of the account, so the user stays kept.
     */
    studentWork?: boolean;
  }
  interface FastifyRequest {
    user: AuthUser | null;
    session: { token: string; data: SessionData } | null;
  }
}

const withoutImpersonator = ({ impersonator: _, ...user }: AuthUser) => user;

/** The header an in-process render request carries its session ticket in. */
const RENDER_TICKET_HEADER = 'x-lectern-render-ticket';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function sameToken(a: string, b: string) {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Cookie sessions and CSRF. The session cookie is httpOnly; `csrftoken` is readable by the page,
 * which echoes it in X-CSRFToken on every write (double submit). Writes without a session cookie
 * (sign-in) need no token; with one, a missing or wrong token is 403 csrf_failed.
 */
export const sessionPlugin = fp(
  async (app: FastifyInstance, opts: { env: Env; store: SessionStore | SessionCache; loadUser: LoadUser }) => {
    const ttl = opts.env.SESSION_DAYS * 86400;
    const cookieBase = { path: '/', sameSite: 'lax' as const, secure: opts.env.COOKIE_SECURE };

    app.decorate('sessions', opts.store);
    app.decorateRequest('user', null);
    app.decorateRequest('session', null);

    app.decorate('sessionMark', () => ('mark' in opts.store ? opts.store.mark() : 0));
    app.decorate('startSession', async (reply: FastifyReply, data: SessionData, known?: { user: AuthUser; mark: number }) => {
      const { store } = opts;
      // The user is kept with the new session (read here when the caller did not read them), so
      // the first request after any sign-in, by password or by badge, asks the database for neither.
      let kept = known;
      if (!kept && 'createKnown' in store) {
        const mark = store.mark();
        const user = await opts.loadUser(data.userId);
        if (user) kept = { user: { ...user, impersonator: null }, mark };
      }
      const token =
        kept && 'createKnown' in store
          ? await store.createKnown(data, ttl, withoutImpersonator(kept.user), kept.mark)
          : await store.create(data, ttl);
      reply.setCookie(SESSION_COOKIE, token, { ...cookieBase, httpOnly: true, maxAge: ttl });
      reply.setCookie(CSRF_COOKIE, newToken(), { ...cookieBase, httpOnly: false, maxAge: ttl });
    });

    app.decorate('endSession', async (req: FastifyRequest, reply: FastifyReply) => {
      if (req.session) await opts.store.destroy(req.session.token);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
    });

    const tickets = new Map<string, { session: NonNullable<FastifyRequest['session']>; user: AuthUser }>();
    app.decorate('lendSession', (req: FastifyRequest): { header: Record<string, string>; release(): void } => {
      if (!req.session || !req.user) return { header: {}, release: () => undefined };
      const ticket = newToken();
      tickets.set(ticket, { session: req.session, user: req.user });
      return { header: { [RENDER_TICKET_HEADER]: ticket }, release: () => void tickets.delete(ticket) };
    });

    app.addHook('onRequest', async (req, reply) => {
      const token = req.cookies[SESSION_COOKIE];
      if (!req.cookies[CSRF_COOKIE] && !req.url.startsWith('/assets/')) {
        reply.setCookie(CSRF_COOKIE, newToken(), { ...cookieBase, httpOnly: false, maxAge: ttl });
      }
      if (!token) return;
      if (UNSAFE.has(req.method)) {
        const header = req.headers[CSRF_HEADER];
        const cookie = req.cookies[CSRF_COOKIE];
        if (typeof header !== 'string' || !cookie || !sameToken(header, cookie)) throw new AppError('csrf_failed');
      }
      const ticket = req.headers[RENDER_TICKET_HEADER];
      const lent = typeof ticket === 'string' ? tickets.get(ticket) : undefined;
      if (lent && lent.session.token === token) {
        req.session = lent.session;
        req.user = lent.user;
        return;
      }
      const { store } = opts;
      // A write reads the session and user afresh (auth/session-cache.ts); a read, and a student's
      // own work, may use what was kept.
      const found =
        'fresh' in store && UNSAFE.has(req.method) && !req.routeOptions.config.studentWork
          ? await store.fresh(token)
          : store.getWithUser
            ? await store.getWithUser(token)
            : await store.get(token).then(async (data) => {
                const user = data && (await opts.loadUser(data.userId));
                return data && user ? { data, user } : null;
              });
      if (!found) return;
      const { data, user } = found;
      let impersonator: AuthUser['impersonator'] = null;
      if (data.impersonatorId !== null) {
        const staff = await opts.loadUser(data.impersonatorId);
        if (staff) impersonator = { id: staff.id, first_name: staff.first_name, last_name: staff.last_name };
      }
      req.session = { token, data };
      req.user = { ...user, impersonator };
    });

    // A user's own write (a name, a finished account) is seen by their next request at once.
    const store = opts.store;
    if ('fresh' in store) {
      app.addHook('onResponse', async (req) => {
        const { readOnly, studentWork } = req.routeOptions.config;
        if (req.user && UNSAFE.has(req.method) && !readOnly && !studentWork) store.forgetUser(req.user.id);
      });
    }
  },
);

export function requireUser(req: FastifyRequest): AuthUser {
  if (!req.user) throw new AppError('unauthenticated');
  return req.user;
}
