/**
 * Page speed of the content view: Largest Contentful Paint of `/view/{id}` (server-rendered,
 * hydrated React) beside two static HTML pages of the same article served by the same process
 * from memory: the page's own markup with its scripts and data removed (what SSR + hydration
 * cost), and a minimal hand-written page of the same text, image and stylesheet. Median of 7 cold
 * loads each in headless Chromium, plus the JavaScript the view page downloads (gzip bytes).
 * Target: LCP ratio view/static ≤ 1.2.
 *
 * Needs the built web app (`npm run build`) and Chromium at /usr/bin/chromium (CHROMIUM_PATH).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import type { Content } from '@lectern/domain';
import { benchDatabase } from './database.js';
import { buildApp } from '../apps/server/src/app.js';
import { openDatabase } from '../apps/server/src/db/database.js';
import { migrate } from '../apps/server/src/db/migrate.js';
import { parseEnv } from '../apps/server/src/env.js';
import { DEFAULT_WEB_DIST } from '../apps/server/src/plugins/web.js';
import { seed } from '../apps/server/src/seed/seed.js';

const RUNS = Number(process.env.BENCH_PAGE_RUNS ?? 7);
const SLUG = 'volcanoes-build-islands';

const database = await benchDatabase('page-bench');
const { dataDir } = database;
const handle = await openDatabase({ databaseUrl: database.url, dataDir });
await migrate(handle);
await seed(handle, { demo: true, reset: true });
const env = parseEnv({ ...process.env, LOG_LEVEL: 'silent', DATA_DIR: dataDir, NODE_ENV: 'production', DEMO: '1' });
const app = await buildApp({ env, database: handle, logger: false, web: true });

// The static twin: the same level's text and image, linking the same stylesheet, no script.
const template = readFileSync(join(DEFAULT_WEB_DIST, 'client/index.html'), 'utf8');
const stylesheets = [...template.matchAll(/<link rel="stylesheet"[^>]*>/g)].map((m) => m[0]).join('');
const escape = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
let staticHtml = '';
let strippedHtml = '';
app.get('/__bench/static/', async (_req, reply) => reply.type('text/html; charset=utf-8').send(staticHtml));
app.get('/__bench/stripped/', async (_req, reply) => reply.type('text/html; charset=utf-8').send(strippedHtml));
const address = await app.listen({ port: 0, host: '127.0.0.1' });

const session = await fetch(`${address}/api/v2/session/`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'student', password: 'lectern' }),
});
if (!session.ok) throw new Error(`sign-in failed: ${session.status}`);
const cookies = session.headers.getSetCookie().map((c) => {
  const [pair] = c.split(';');
  const [name, ...value] = pair!.split('=');
  return { name: name!, value: value.join('='), url: address };
});
const cookieHeader = cookies.map((c) => `${c.name}=${c.value}`).join('; ');

const list = (await (await fetch(`${address}/api/v3/content/?slug=${SLUG}`)).json()) as { results: { id: string }[] };
const id = list.results[0]!.id;
const content = (await (
  await fetch(`${address}/api/v3/content/${id}/`, { headers: { cookie: cookieHeader } })
).json()) as Content;
const level = content.data.article_levels.find((l) => l.language === 'en' && l.grade === 7)!;
staticHtml = `<!doctype html><html lang="en"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(level.title)}</title>${stylesheets}</head><body><main style="max-width:720px;margin:0 auto;padding:24px 16px"><article>
<h1>${escape(level.title)}</h1><p>${escape(level.byline)}</p>
<img src="${content.data.header_image.url}" alt="${escape(content.data.header_image.alt)}" width="960" height="540" style="display:block;width:100%;height:auto;aspect-ratio:16/9">
${level.body.map((b) => (b.kind === 'heading' ? `<h2>${escape(b.text)}</h2>` : `<p>${escape(b.text)}</p>`)).join('\n')}
</article></main></body></html>`;

strippedHtml = (await (await fetch(`${address}/view/${id}?levelId=${level.id}`, { headers: { cookie: cookieHeader } })).text())
  .replace(/<script id="__LECTERN_STATE__"[\s\S]*?<\/script>/, '')
  .replace(/<script defer[^>]*><\/script>/, '')
  .replace(/<link rel="modulepreload"[^>]*>/, '');
if (strippedHtml.includes('<script')) throw new Error('the stripped page still has a script');

async function measure(browser: Browser, url: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addCookies(cookies);
  const page = await context.newPage();
  const scripts: Buffer[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script') void res.body().then((b) => scripts.push(b));
  });
  await page.goto(url, { waitUntil: 'load' });
  // Runs in the page: the last LCP candidate and the document's first byte.
  const { lcp, ttfb } = await page.evaluate<{ lcp: number; ttfb: number }>(`new Promise((resolve) => {
    new PerformanceObserver((entries) => {
      const all = entries.getEntries();
      const nav = performance.getEntriesByType('navigation')[0];
      resolve({ lcp: all[all.length - 1].startTime, ttfb: nav.responseStart });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  })`);
  await page.waitForLoadState('networkidle');
  const jsGzip = scripts.reduce((n, b) => n + gzipSync(b).length, 0);
  await context.close();
  return { lcp, ttfb, jsGzip };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
const viewUrl = `${address}/view/${id}?levelId=${level.id}`;
const staticUrl = `${address}/__bench/static/`;
const strippedUrl = `${address}/__bench/stripped/`;
await measure(browser, viewUrl); // warm the server's code paths once
type Sample = Awaited<ReturnType<typeof measure>>;
const view: Sample[] = [];
const stripped: Sample[] = [];
const minimal: Sample[] = [];
for (let i = 0; i < RUNS; i++) {
  view.push(await measure(browser, viewUrl));
  stripped.push(await measure(browser, strippedUrl));
  minimal.push(await measure(browser, staticUrl));
}
await browser.close();
await app.close();
await handle.close();
await database.stop();

const lcp = (xs: Sample[]) => median(xs.map((r) => r.lcp));
const ttfb = (xs: Sample[]) => median(xs.map((r) => r.ttfb)).toFixed(0);
const v = lcp(view);
console.log(`\nContent view page speed — ${database.label}, median of ${RUNS} cold loads`);
console.log(`LCP /view/{id} (SSR + hydration):       ${v.toFixed(0)} ms  (first byte ${ttfb(view)} ms)`);
console.log(`LCP same page as static HTML:           ${lcp(stripped).toFixed(0)} ms  (first byte ${ttfb(stripped)} ms)`);
console.log(`LCP minimal static page, same article:  ${lcp(minimal).toFixed(0)} ms  (first byte ${ttfb(minimal)} ms)`);
console.log(
  `ratio view/static (same page): ${(v / lcp(stripped)).toFixed(2)} (target ≤ 1.2)   view/minimal page: ${(v / lcp(minimal)).toFixed(2)}`,
);
console.log(`JavaScript loaded by /view/{id}: ${(median(view.map((r) => r.jsGzip)) / 1024).toFixed(1)} KB gzip`);
