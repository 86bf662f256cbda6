import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { XapiStatement } from '@lectern/domain';
import { loadCorpus } from '../../seed/corpus.js';
import { buildDistrict, buildSchool, buildUser } from '../../test/factories.js';
import { answerKey, articleFixture, submission, type ArticleFixture } from '../../test/quiz-fixtures.js';
import { createTestApp, signIn, type Client, type TestContext } from '../../test/test-app.js';
import { enqueueNew, sendDue } from './xapi.service.js';

const SITE = { baseUrl: 'https://lectern.district.test' };

/** A learning record store of the test's own: fails the first `failures` posts with 503, then stores. */
function fakeLrs(failures: number) {
  const received: { headers: IncomingMessage['headers']; statements: unknown[] }[] = [];
  let posts = 0;
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      posts++;
      if (posts <= failures) {
        res.writeHead(503).end('down for maintenance');
        return;
      }
      const statements = JSON.parse(body) as { id: string }[];
      received.push({ headers: req.headers, statements });
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(statements.map((s) => s.id)));
    });
  });
  return {
    received,
    posts: () => posts,
    start: () =>
      new Promise<string>((ok) =>
        server.listen(0, '127.0.0.1', () => ok(`http://127.0.0.1:${(server.address() as AddressInfo).port}/xapi/`)),
      ),
    stop: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}

let t: TestContext;
let article: ArticleFixture;
const c: Record<string, Client> = {};
let districtId: number;

beforeAll(async () => {
  t = await createTestApp({ XAPI_BASE_URL: SITE.baseUrl });
  await loadCorpus(t.db);
  article = await articleFixture(t.db, 'volcanoes-build-islands');
  districtId = (await buildDistrict(t.db)).id;
  const school = await buildSchool(t.db, 'North School', districtId);
  const otherDistrict = (await buildDistrict(t.db)).id;
  await buildUser(t.db, {
    username: 'xa_student',
    role: 'student',
    grade_level: 7,
    school_id: school.id,
    first_name: 'Kit',
    last_name: 'Moss',
  });
  await buildUser(t.db, { username: 'xa_admin', role: 'district_admin', district_id: districtId });
  await buildUser(t.db, { username: 'xa_far_admin', role: 'district_admin', district_id: otherDistrict });
  await buildUser(t.db, { username: 'xa_teacher', school_id: school.id });
  for (const name of ['student', 'admin', 'far_admin', 'teacher']) c[name] = await signIn(t.app, `xa_${name}`);
  const level = article.levels['en:7']!;
  const at = new Date().toISOString();
  const base = { content_id: article.contentId, level_id: level, assignment_id: null, occurred_at: at };
  const res = await c['student']!.post('/api/v2/event-records/batch/', {
    events: [
      { ...base, id: randomUUID(), name: 'user_article_viewed', content_type: 'article' },
      { ...base, id: randomUUID(), name: 'scroll_depth_read', depth: 100 },
      { ...base, id: randomUUID(), name: 'user_action', kind: 'read_aloud', control: 'Listen' },
      { ...base, id: randomUUID(), name: 'error_impression', error_code: 'forbidden', description: 'No access.' },
    ],
  });
  expect(res.statusCode, res.body).toBe(202);
  const key = await answerKey(t.db, article.quizId!, level);
  const quiz = await c['student']!.post(
    '/api/v3/studentquiz/',
    submission(
      article,
      key,
      key.map((_, i) => i > 0),
    ),
  );
  expect(quiz.statusCode, quiz.body).toBeLessThan(300);
});
afterAll(() => t.close());

describe('xAPI statements for the district', () => {
  it('maps every event and the finished quiz to a valid xAPI 2.0 statement with a pseudonymous actor', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const res = await c['admin']!.get(`/api/v3/xapi/statements/?from=${today}&to=${today}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain(`xapi-statements-${today}-to-${today}.json`);
    const { statements, more } = res.json<{ statements: XapiStatement[]; more: boolean }>();
    expect(more).toBe(false);
    expect(statements.map((s) => s.verb.id).sort()).toEqual(
      [
        'http://adlnet.gov/expapi/verbs/completed',
        'http://adlnet.gov/expapi/verbs/experienced',
        'http://adlnet.gov/expapi/verbs/interacted',
        'http://adlnet.gov/expapi/verbs/progressed',
        `${SITE.baseUrl}/xapi/verbs/was-refused`,
      ].sort(),
    );
    for (const s of statements) expect(XapiStatement.safeParse(s).success).toBe(true);
    const text = JSON.stringify(statements);
    expect(text).not.toContain('Kit');
    expect(text).not.toContain('xa_student');
    const quiz = statements.find((s) => s.verb.id.endsWith('/completed'))!;
    expect(quiz.result!.score).toMatchObject({ min: 0 });
    expect(quiz.result!.score!.raw).toBe(quiz.result!.score!.max! - 1);
    expect(new Set(statements.map((s) => s.actor.account?.name)).size).toBe(1);
  });

  it('is refused to teachers and students (403), gives another district none of these readers, and checks its dates (400)', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const url = `/api/v3/xapi/statements/?from=${today}&to=${today}`;
    expect((await c['teacher']!.get(url)).statusCode).toBe(403);
    expect((await c['student']!.get(url)).statusCode).toBe(403);
    const far = await c['far_admin']!.get(url);
    expect(far.statusCode).toBe(200);
    expect(far.json().statements).toEqual([]);
    expect((await c['admin']!.get('/api/v3/xapi/statements/?from=2026-02-01&to=2026-01-01')).statusCode).toBe(400);
    expect((await c['admin']!.get('/api/v3/xapi/statements/?from=2020-01-01&to=2026-01-01')).statusCode).toBe(400);
    expect((await c['admin']!.get('/api/v3/xapi/statements/?from=yesterday&to=today')).statusCode).toBe(400);
  });

  it('queues the statements once and, through an outage of the store, sends every one of them in the end', async () => {
    const lrs = fakeLrs(2);
    const endpoint = await lrs.start();
    try {
      expect(await enqueueNew(t.db, SITE)).toBe(5);
      expect(await enqueueNew(t.db, SITE)).toBe(0);
      const store = { endpoint, username: 'key', password: 'secret' };
      expect(await sendDue(t.db, store)).toEqual({ sent: 0, failed: 5 });
      const failed = await t.db.selectFrom('xapi_statements').select(['attempts', 'next_attempt_at', 'last_error']).execute();
      expect(failed.every((r) => r.attempts === 1 && r.last_error?.startsWith('HTTP 503'))).toBe(true);
      const firstWait = new Date(failed[0]!.next_attempt_at).getTime() - Date.now();
      expect(firstWait).toBeGreaterThan(3_000);
      // Backed off: nothing is due straight after a failure.
      expect(await sendDue(t.db, store)).toEqual({ sent: 0, failed: 0 });
      const due = () =>
        t.db
          .updateTable('xapi_statements')
          .set({ next_attempt_at: new Date(Date.now() - 1000) })
          .execute();
      await due();
      expect(await sendDue(t.db, store)).toEqual({ sent: 0, failed: 5 });
      const second = await t.db.selectFrom('xapi_statements').select(['attempts', 'next_attempt_at']).executeTakeFirstOrThrow();
      expect(second.attempts).toBe(2);
      // The wait doubles: about 5 s after the first failure, 10 s after the second.
      expect(new Date(second.next_attempt_at).getTime() - Date.now()).toBeGreaterThan(firstWait + 3_000);
      await due();
      expect(await sendDue(t.db, store)).toEqual({ sent: 5, failed: 0 });
      expect(lrs.posts()).toBe(3);
      expect(lrs.received).toHaveLength(1);
      const [batch] = lrs.received;
      expect(batch!.headers['x-experience-api-version']).toBe('2.0.0');
      expect(batch!.headers['authorization']).toBe(`Basic ${Buffer.from('key:secret').toString('base64')}`);
      expect(batch!.statements).toHaveLength(5);
      const pending = await t.db.selectFrom('xapi_statements').select('id').where('sent_at', 'is', null).execute();
      expect(pending).toEqual([]);
      expect(await sendDue(t.db, store)).toEqual({ sent: 0, failed: 0 });
    } finally {
      await lrs.stop();
    }
  });

  it('does not send to a store that is not answering at all (connection refused), and keeps the statements', async () => {
    const lrs = fakeLrs(0);
    const endpoint = await lrs.start();
    await lrs.stop();
    await c['student']!.post('/api/v2/event-records/batch/', {
      events: [
        {
          id: randomUUID(),
          name: 'scroll_depth_read',
          depth: 25,
          content_id: article.contentId,
          occurred_at: new Date().toISOString(),
        },
      ],
    });
    expect(await enqueueNew(t.db, SITE)).toBe(1);
    expect(await sendDue(t.db, { endpoint })).toEqual({ sent: 0, failed: 1 });
    const row = await t.db
      .selectFrom('xapi_statements')
      .select(['sent_at', 'last_error'])
      .where('sent_at', 'is', null)
      .executeTakeFirstOrThrow();
    expect(row.last_error).toBeTruthy();
  });
});
