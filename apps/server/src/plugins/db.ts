import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseHandle, Db } from '../db/database.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: DatabaseHandle;
  }
}

export const dbPlugin = fp(async (app: FastifyInstance, opts: { handle: DatabaseHandle; ownsHandle: boolean }) => {
  app.decorate('db', opts.handle.db);
  app.decorate('database', opts.handle);
  if (opts.ownsHandle) app.addHook('onClose', () => opts.handle.close());
});
