import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import pLimit from 'p-limit';
import fp from 'fastify-plugin';
import { CSRF_COOKIE, CSRF_HEADER } from '@lectern/domain';
import type { Env } from '../env.js';
import { forgetPageReads, withPageReads } from '../db/page-reads.js';
import { readBuiltAssets, serveBuiltAssets } from './web-assets.js';

const csrfFrom = (cookie: string) => new RegExp(`(?:^|; )${CSRF_COOKIE}=([^;]*)`).exec(cookie)?.[1] ?? '';

/** What apps/web/src/entry-server.tsx exports. */
interface SsrModule {
  render(input: {
    url: string;
    fetchJson: (path: string, init?: { method: 'GET' | 'POST'; body?: unknown }) => Promise<{ status: number; body: unknown }>;
  }): Promise<{ status: number; redirect?: string; head: string; html: string; state: unknown; timing?: string }>;
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
 * Runs the app's entry module once the server-rendered page has painted its largest picture (the
 * article's image, fetchpriority="high", or a video page's poster), so reading never waits for the script and the script's
 * start does not compete for the CPU with drawing that picture. Where the browser does not report
 * the largest paint, it waits for the first paint; never longer than 1.5 s (an image that does not
 * load, a tab opened in the background). The module is not preloaded: on a machine with few
 * cores, fetching and streaming-compiling the 370 KB entry beside the page (rel="preload" or
 * "modulepreload") held the article's first paint back by about 250 ms (bench/page-speed.ts);
 * fetched after the paint, it costs one more round trip before the page is interactive.
 */
const BOOT_JS = `(function () {
  var src = document.currentScript && document.currentScript.getAttribute('data-entry');
  if (!src) return;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    setTimeout(function () {
      import(src);
    }, 0);
  }
  var hero = document.querySelector('img[fetchpriority="high"], video[poster]');
  var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (types.indexOf('largest-contentful-paint') >= 0) {
    new PerformanceObserver(function (list) {
      var entries = list.getEntries();
      for (var i = 0; i < entries.length; i++) if (!hero || entries[i].element === hero) start();
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  } else if (types.indexOf('paint') >= 0) {
    new PerformanceObserver(start).observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(start);
  }
  setTimeout(start, 1500);
})();
`;
const BOOT_PATH = `/assets/boot-${createHash('sha256').update(BOOT_JS).digest('hex').slice(0, 10)}.js`;

/**
 * The reading pages, whose first HTML is what the reader came for: the article view and the video
 * pages (a video lesson's poster and text, an interactive video's poster; bench/page-speed.ts).
 */
export const paintsFirst = (url: string) =>
  url.startsWith('/view/') || url.startsWith('/video/') || url === '/video-lesson' || url.startsWith('/video-lesson?');

/** Swaps Vite's entry <script type="module"> for the deferred boot script that imports it after the paint. */
export function deferEntry(template: string): string {
  const m = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(template);
  if (!m) return template;
  return template.replace(m[0], `<script defer src="${BOOT_PATH}" data-entry="${m[1]}"></script>`);
}

/**
 * Serves the React app: hashed assets from dist/client/assets, and every other GET outside /api
 * rendered on the server. SSR calls the API in-process (app.inject) with the visitor's cookies, so
 * a page sees exactly what the browser would, through the same policies.
 */
export const webPlugin = fp(async (app: FastifyInstance, opts: { env: Env }) => {
  const dist = opts.env.WEB_DIST ?? DEFAULT_WEB_DIST;
  if (!webIsBuilt(dist)) throw new Error(`The web app is not built in ${dist}: run npm run build.`);
  const template = readFileSync(join(dist, 'client/index.html'), 'utf8');
  // Article and video pages paint before their script runs; pages with forms keep the ordinary
  // entry, so nothing can be submitted before the app is ready.
  const articleTemplate = deferEntry(template);
  const ssr = (await import(pathToFileURL(join(dist, 'server/entry-server.js')).href)) as SsrModule;

  // Scripts, stylesheets and images from memory (web-assets.ts); the rest (source maps) from disk.
  serveBuiltAssets(app, readBuiltAssets(join(dist, 'client/assets')));
  await app.register(fastifyStatic, {
    root: join(dist, 'client/assets'),
    prefix: '/assets/',
    immutable: true,
    maxAge: '365d',
    wildcard: true,
    // The build writes .br and .gz copies (scripts/compress-assets.mjs): 107 KB of stylesheet
    // travels as about 15 KB, at no cost per request.
    preCompressed: true,
    // Caches between here and the browser keep each encoding apart.
    setHeaders: (res) => {
      res.setHeader('vary', 'accept-encoding');
    },
  });

  app.get(BOOT_PATH, { schema: { hide: true } }, async (_req, reply) =>
    reply.header('cache-control', 'public, max-age=31536000, immutable').type('text/javascript; charset=utf-8').send(BOOT_JS),
  );

  // Pages take their turn (SSR_CONCURRENCY at once); API calls, the pages' own included, do not wait.
  const turn = pLimit(opts.env.SSR_CONCURRENCY);

  app.get('/*', { schema: { hide: true } }, async (req, reply) => {
    if (req.url.startsWith('/api/')) return reply.callNotFound();
    return turn(() => (req.raw.destroyed ? reply.code(499).send() : renderPage(req, reply)));
  });

  async function renderPage(req: FastifyRequest, reply: FastifyReply) {
    const cookie = req.headers.cookie ?? '';
    const lent = app.lendSession(req);
    const result = await withPageReads(() =>
      ssr.render({
        url: req.url,
        fetchJson: async (path, init) => {
          const method = init?.method ?? 'GET';
          if (method !== 'GET') forgetPageReads();
          const res = await app.inject({
            method,
            url: path,
            // A write made for the page carries the visitor's own CSRF token, as the browser would.
            headers: {
              cookie,
              accept: 'application/json',
              ...lent.header,
              ...(method === 'POST' ? { [CSRF_HEADER]: csrfFrom(cookie) } : {}),
            },
            ...(init?.body !== undefined ? { payload: init.body as object } : {}),
          });
          if (method !== 'GET') forgetPageReads();
          return { status: res.statusCode, body: res.body ? (JSON.parse(res.body) as unknown) : null };
        },
      }),
    ).finally(() => lent.release());
    if (result.redirect) return reply.redirect(result.redirect, 302);
    const html = (paintsFirst(req.url) ? articleTemplate : template)
      .replace('<!--app-head-->', result.head)
      .replace('<!--app-html-->', result.html)
      .replace('<!--app-state-->', `<script id="__LECTERN_STATE__" type="application/json">${safeJson(result.state)}</script>`);
    return reply
      .status(result.status)
      .header('cache-control', 'no-store')
      .header('server-timing', result.timing ?? '')
      .type('text/html; charset=utf-8')
      .send(html);
  }
});
