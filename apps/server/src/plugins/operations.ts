import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseHandle } from '../db/database.js';
import { pendingMigrations } from '../db/migrate.js';

/**
 * What a school's IT runs the server with: `/healthz` (the process answers), `/readyz` (the
 * database answers and is migrated), Prometheus metrics at `/metrics`, and a request id that
 * follows each request through its log lines and its queries.
 */

const REQUEST_ID_HEADER = 'x-request-id';
/** An id a load balancer or proxy sent is kept when it is a plain token; anything else is replaced. */
const SAFE_REQUEST_ID = /^[\w.:-]{1,64}$/;

/** Fastify's `genReqId`: the caller's X-Request-ID when it is safe to log, else a new UUID. */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The Prometheus registry of `/metrics`, for a feature's own figures (a cache's hits). */
    metrics: Registry;
  }
}

/** The request a query runs for, so its log line carries the request id. */
const current = new AsyncLocalStorage<{ log: FastifyBaseLogger }>();

/** Seconds, for request and query latency: 1 ms to 10 s. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const operationsPlugin = fp(
  async (app: FastifyInstance, opts: { handle: DatabaseHandle; metricsToken: string | undefined }) => {
    const { handle } = opts;
    const registry = new Registry();
    collectDefaultMetrics({ register: registry, prefix: 'lectern_', eventLoopMonitoringPrecision: 20 });
    app.decorate('metrics', registry);
    const requests = new Histogram({
      name: 'lectern_http_request_duration_seconds',
      help: 'Time from receiving a request to sending its response, by route (the route pattern, not the URL), method and status.',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    });
    const queries = new Histogram({
      name: 'lectern_db_query_duration_seconds',
      help: 'Time each database query took, and whether it failed.',
      labelNames: ['outcome'] as const,
      buckets: LATENCY_BUCKETS,
      registers: [registry],
    });
    new Gauge({
      name: 'lectern_db_pool_connections',
      help: 'Database pool connections by state (PostgreSQL; the embedded database has no pool).',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const stats = handle.poolStats();
        if (!stats) return;
        this.set({ state: 'open' }, stats.size);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting_clients' }, stats.waiting);
        this.set({ state: 'max' }, stats.max);
      },
    });

    const stop = handle.onQuery((e) => {
      queries.observe({ outcome: e.error ? 'error' : 'ok' }, e.ms / 1000);
      const log = current.getStore()?.log;
      if (e.error) (log ?? app.log).warn({ sql: e.sql, ms: Math.round(e.ms), err: e.error }, 'query failed');
      else if (log && (log.level === 'debug' || log.level === 'trace'))
        log.debug({ sql: e.sql, ms: Math.round(e.ms * 10) / 10 }, 'query');
    });
    app.addHook('onClose', async () => stop());

    // Every later hook and handler of the request runs inside its context.
    app.addHook('onRequest', (req, reply, done) => {
      void reply.header(REQUEST_ID_HEADER, req.id);
      current.run({ log: req.log }, done);
    });
    app.addHook('onResponse', async (req, reply) => {
      const route = req.routeOptions.url ?? 'unmatched';
      requests.observe({ method: req.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
    });

    const probe = { schema: { hide: true }, logLevel: 'warn' as const };
    app.get('/healthz', probe, async () => ({ status: 'ok' }));
    app.get('/readyz', probe, async (_req, reply) => {
      try {
        await sql`SELECT 1`.execute(handle.db);
        const pending = await pendingMigrations(handle);
        if (pending.length > 0) return reply.status(503).send({ status: 'migrating', pending });
        return { status: 'ready', database: handle.kind };
      } catch {
        return reply.status(503).send({ status: 'database unreachable' });
      }
    });
    app.get('/metrics', probe, async (req, reply) => {
      if (!mayReadMetrics(req, opts.metricsToken))
        return reply
          .status(403)
          .send({ error: { code: 'forbidden', message: 'Metrics are for this machine or a METRICS_TOKEN.' } });
      return reply.type(registry.contentType).send(await registry.metrics());
    });
  },
  { name: 'operations' },
);

/**
 * A scraper on the machine itself (or its private network) reads metrics; anyone else, and anything
 * that came through a proxy (which may be the public's way in), needs the token.
 */
function mayReadMetrics(req: FastifyRequest, token: string | undefined): boolean {
  if (token) return req.headers.authorization === `Bearer ${token}`;
  if (req.headers['x-forwarded-for'] !== undefined || req.headers['forwarded'] !== undefined) return false;
  const ip = req.socket.remoteAddress ?? '';
  return /^(127\.|::1$|::ffff:127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|::ffff:10\.|::ffff:192\.168\.)/.test(ip);
}
