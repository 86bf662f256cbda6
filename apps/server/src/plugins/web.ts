import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../env.js';

/** What apps/web/src/entry-server.tsx exports. */
interface SsrModule {
  render(input: {
    url: string;
    fetchJson: (path: string) => Promise<{ status: number; body: unknown }>;
  }): Promise<{ status: number; redirect?: string; head: string; html: string; state: unknown }>;
}

export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../../web/dist/', import.meta.url));

export function webIsBuilt(dist = DEFAULT_WEB_DIST) {
  return existsSync(join(dist, 'client/index.html')) && existsSync(join(dist, 'server/entry-server.js'));
}

// JSON inside <script type="application/json"> must not be able to close the tag.
const safeJson = (v: unknown) =>
  JSON.stringify(v)
    .replace(/</g, '\\u003c')
    .replace(/\u2028|\u2029/g, '');

/**
 * Serves the React app: hashed assets from dist/client/assets, and every other GET outside /api
 * rendered on the server. SSR calls the API in-process (app.inject) with the visitor's cookies, so
 * a page sees exactly what the browser would, through the same policies.
 */
export const webPlugin = fp(async (app: FastifyInstance, opts: { env: Env }) => {
  const dist = opts.env.WEB_DIST ?? DEFAULT_WEB_DIST;
  if (!webIsBuilt(dist)) throw new Error(`The web app is not built in ${dist}: run npm run build.`);
  const template = readFileSync(join(dist, 'client/index.html'), 'utf8');
  const ssr = (await import(pathToFileURL(join(dist, 'server/entry-server.js')).href)) as SsrModule;

  await app.register(fastifyStatic, {
    root: join(dist, 'client/assets'),
    prefix: '/assets/',
    immutable: true,
    maxAge: '365d',
    wildcard: true,
  });

  app.get('/*', { schema: { hide: true } }, async (req, reply) => {
    if (req.url.startsWith('/api/')) return reply.callNotFound();
    const cookie = req.headers.cookie ?? '';
    const result = await ssr.render({
      url: req.url,
      fetchJson: async (path) => {
        const res = await app.inject({ method: 'GET', url: path, headers: { cookie, accept: 'application/json' } });
        return { status: res.statusCode, body: res.body ? (JSON.parse(res.body) as unknown) : null };
      },
    });
    if (result.redirect) return reply.redirect(result.redirect, 302);
    const html = template
      .replace('<!--app-head-->', result.head)
      .replace('<!--app-html-->', result.html)
      .replace('<!--app-state-->', `<script id="__LECTERN_STATE__" type="application/json">${safeJson(result.state)}</script>`);
    return reply.status(result.status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
  });
});
