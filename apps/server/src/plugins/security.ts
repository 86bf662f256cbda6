import type { IncomingMessage, ServerResponse } from 'node:http';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { Redis } from 'ioredis';

const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      frameAncestors: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  // No `Origin-Agent-Cluster: ?1`. It only asks the browser to keep this origin's pages apart from
  // other same-site origins' (and to ignore document.domain, which Lectern never sets); in Chromium
  // 156 it put the article's first paint about 300 ms later on a 2-core machine, whichever page the
  // reader came from (bench/page-speed.ts, 2026-11-26). COOP, CORP and the CSP still keep the page
  // apart from other sites.
  originAgentCluster: false,
};

/**
 * The security headers helmet sets, computed once: none of them depends on the request, so every
 * response gets the same object instead of helmet building the policy strings anew each time.
 */
export function securityHeaders(options: HelmetOptions = HELMET_OPTIONS): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let done = false;
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, () => (done = true));
  if (!done) throw new Error('helmet did not finish synchronously');
  return headers;
}

/**
 * The policy with further origins a page's forms may post to: the Formative tool, which a launch
 * reaches by a form post (API-24).
 */
export function helmetOptions(formOrigins: readonly string[] = []): HelmetOptions {
  if (formOrigins.length === 0) return HELMET_OPTIONS;
  const csp = HELMET_OPTIONS.contentSecurityPolicy as { directives: Record<string, unknown> };
  return {
    ...HELMET_OPTIONS,
    contentSecurityPolicy: { directives: { ...csp.directives, formAction: ["'self'", ...formOrigins] } },
  };
}

/** Cookies, security headers and the rate limiter (off by default; routes opt in). */
export const securityPlugin = fp(async (app: FastifyInstance, opts: { redis: Redis | null; formOrigins?: string[] }) => {
  await app.register(cookie);
  const headers = securityHeaders(helmetOptions(opts.formOrigins));
  app.addHook('onRequest', (_req, reply, done) => {
    void reply.headers(headers);
    done();
  });
  await app.register(rateLimit, { global: false, ...(opts.redis ? { redis: opts.redis, nameSpace: 'lectern:rl:' } : {}) });
});
