import websocket from '@fastify/websocket';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import {
  ContentList,
  READING_KEY_PATH,
  READING_SESSION,
  READING_SOCKET_PATH,
  ReadingKey,
  ReadingKeyQuery,
  RecommendationsQuery,
} from '@lectern/domain';
import { requireUser } from '../../plugins/session.js';
import { MemoryBus, RedisBus, type ReadingBus } from './reading-bus.js';
import { ReadingHub } from './reading-hub.js';
import { newSecret, ReadingKeys } from './reading-keys.js';
import { signingSecret } from './reading-sessions.repository.js';
import { issueKey, recommendations } from './reading-sessions.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    readingHub: ReadingHub;
  }
}

const tags = ['reading sessions'];

/**
 * Reading sessions (SESSION-01 … SESSION-07): the access key an article page's socket opens with,
 * and the socket. With Redis (several processes) notices and "Reading now" fan out through it.
 */
const plugin: FastifyPluginAsync<{ redis: Redis | null; flushMs?: number }> = async (root, { redis, flushMs }) => {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const keys = new ReadingKeys(await signingSecret(app.db, newSecret()));
  const bus: ReadingBus = redis ? new RedisBus(redis, (err) => app.log.warn({ err }, 'reading-session bus')) : new MemoryBus();
  if (bus instanceof RedisBus) await bus.whenReady();
  const hub = new ReadingHub({ db: app.db, keys, bus, flushMs, log: app.log });
  // On the app itself (not only this plugin): tests and benches read its counters, and flush it.
  root.decorate('readingHub', hub);

  await app.register(websocket, {
    options: { maxPayload: READING_SESSION.maxMessageBytes * 2 },
    // On shutdown: each page is told the server is going away (it reconnects), then sessions are written.
    preClose: async () => {
      await hub.stop();
      await bus.close();
      await new Promise<void>((resolve) => app.websocketServer.close(() => resolve()));
    },
  });

  app.get(
    READING_KEY_PATH,
    {
      schema: {
        tags,
        summary: 'The access key for this article page’s reading-session socket',
        description:
          'Only for a reader who may read the article in full (its refusals otherwise). The key names the user, the article and the assignment the student reads it under, and opens a socket for two hours.',
        querystring: ReadingKeyQuery,
        response: { 200: ReadingKey },
      },
    },
    async (req, reply) => {
      void reply.header('cache-control', 'private, no-store');
      return issueKey(app.db, keys, requireUser(req), req.query.content_id);
    },
  );

  app.get(
    '/api/v3/content/recommendations/',
    {
      schema: {
        tags,
        summary: 'Recommended articles as cards (the article page’s load call, API-15)',
        description: 'The newest articles the reader finds in the library, at most `limit` (10).',
        querystring: RecommendationsQuery,
        response: { 200: ContentList },
      },
    },
    async (req) => recommendations(app.db, requireUser(req), req.query.limit),
  );

  app.get(READING_SOCKET_PATH, { websocket: true, schema: { hide: true } }, (socket, req) => {
    const session = hub.open(socket, req.user?.id ?? null);
    socket.on('message', (data, isBinary) => {
      // Messages are JSON text; a binary frame is dropped like any other message that is not.
      if (isBinary) return session.message('');
      session.message(Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : Buffer.from(data));
    });
    socket.on('close', () => session.closed());
    socket.on('error', () => socket.terminate());
  });
};

/** Not encapsulated: the hub is the app's (`app.readingHub`). */
export const readingSessionsRoutes = fp(plugin, { name: 'reading-sessions' });
