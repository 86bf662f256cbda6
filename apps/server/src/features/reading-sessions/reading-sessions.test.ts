import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { READING_CLOSE, READING_SOCKET_PATH, type Content, type ReadingKey, type ReadingServerMessage } from '@lectern/domain';
import { buildApp, type App } from '../../app.js';
import { parseEnv } from '../../env.js';
import { loadCorpus } from '../../seed/corpus.js';
import { buildClass, buildUser } from '../../test/factories.js';
import { createTestApp, signIn, type Client, type TestContext } from '../../test/test-app.js';
import { ReadingKeys } from './reading-keys.js';
import { sessionsOf } from './reading-sessions.repository.js';

let t: TestContext;
let base: string;
let volcanoes: Content;
let levelId: number;
const c: Record<string, Client> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp({ READING_FLUSH_MS: '60000' });
  await loadCorpus(t.db);
  ids['teacher'] = (await buildUser(t.db, { username: 'rs_teacher' })).id;
  ids['other_teacher'] = (await buildUser(t.db, { username: 'rs_other' })).id;
  ids['student'] = (
    await buildUser(t.db, { username: 'rs_student', role: 'student', grade_level: 7, first_name: 'Maya', last_name: 'Ortiz' })
  ).id;
  ids['student2'] = (await buildUser(t.db, { username: 'rs_student2', role: 'student', grade_level: 7 })).id;
  ids['class'] = (await buildClass(t.db, ids['teacher'], { students: [ids['student']] })).id;
  await buildClass(t.db, ids['other_teacher'], { students: [ids['student2']] });
  for (const name of ['teacher', 'other', 'student', 'student2']) c[name] = await signIn(t.app, `rs_${name}`);
  const list = (await c['teacher']!.get('/api/v3/content/?limit=60')).json();
  const id = list.results.find((x: { slug: string }) => x.slug === 'volcanoes-build-islands').id as string;
  volcanoes = (await c['teacher']!.get(`/api/v3/content/${id}/`)).json();
  levelId = volcanoes.data.article_levels[0]!.id;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

const keyOf = async (who: Client) => {
  const res = await who.get(`/api/v3/reading-session/key/?content_id=${volcanoes.id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ReadingKey>();
};

/** A real socket that records what the server sends and how it closed. */
class Page {
  readonly ws: WebSocket;
  readonly received: ReadingServerMessage[] = [];
  closeCode: number | null = null;
  readonly opened: Promise<void>;
  readonly closed: Promise<number>;
  seq = 0;
  constructor(url = base, cookie?: string) {
    this.ws = new WebSocket(`${url}${READING_SOCKET_PATH}`, cookie ? { headers: { cookie } } : {});
    this.ws.on('message', (d: Buffer) => this.received.push(JSON.parse(d.toString('utf8')) as ReadingServerMessage));
    this.opened = new Promise((resolve, reject) => {
      this.ws.once('open', () => resolve());
      this.ws.once('error', reject);
    });
    this.closed = new Promise((resolve) => this.ws.on('close', (code) => resolve((this.closeCode = code))));
  }
  send(msg: Record<string, unknown>) {
    this.ws.send(JSON.stringify({ seq: ++this.seq, ...msg }));
    return this.seq;
  }
  raw(data: string) {
    this.ws.send(data);
  }
  hello(key: string, userId: number, over: Record<string, unknown> = {}) {
    return this.send({
      type: 'hello',
      key,
      content_id: volcanoes.id,
      level_id: levelId,
      user_id: userId,
      uid: randomUUID(),
      elapsed: 0,
      screen: { width: 1280, height: 800 },
      ...over,
    });
  }
  async waitFor<T extends ReadingServerMessage['type']>(
    type: T,
    test: (m: Extract<ReadingServerMessage, { type: T }>) => boolean = () => true,
    ms = 5_000,
  ) {
    const until = Date.now() + ms;
    while (Date.now() < until) {
      const hit = this.received.find((m) => m.type === type && test(m as Extract<ReadingServerMessage, { type: T }>));
      if (hit) return hit as Extract<ReadingServerMessage, { type: T }>;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`no ${type} within ${ms} ms; received ${JSON.stringify(this.received)}`);
  }
  async acked(seq: number) {
    await this.waitFor('ack', (m) => m.seq === seq);
  }
  close() {
    this.ws.close(1000);
    return this.closed;
  }
}

describe('the access key (SESSION-01)', () => {
  it('SESSION-01 is issued with the article to a reader who may read it, never to a signed-out visitor', async () => {
    const key = await keyOf(c['student']!);
    expect(key.key.length).toBeGreaterThan(16);
    expect(new Date(key.expires_at).getTime()).toBeGreaterThan(Date.now());
    const anon = await t.app.inject({ method: 'GET', url: `/api/v3/reading-session/key/?content_id=${volcanoes.id}` });
    expect(anon.statusCode).toBe(401);
    const missing = await c['student']!.get('/api/v3/reading-session/key/?content_id=999999999');
    expect(missing.statusCode).toBe(404);
    const bad = await c['student']!.get('/api/v3/reading-session/key/?content_id=abc');
    expect(bad.statusCode).toBe(400);
  });

  it('SESSION-01 a socket with a key this server did not sign is closed with 4401', async () => {
    const page = new Page();
    await page.opened;
    const { key } = await keyOf(c['student']!);
    page.hello(`${key.slice(0, -3)}abc`, ids['student']!);
    expect(await page.closed).toBe(READING_CLOSE.badKey);
  });

  it('SESSION-01 an expired key is closed with 4402, so the page asks for a new one', async () => {
    const row = await t.db.selectFrom('reading_session_secrets').select('secret').executeTakeFirstOrThrow();
    const old = new ReadingKeys(row.secret, () => Date.now() - 3 * 60 * 60_000).sign({
      u: ids['student']!,
      c: Number(volcanoes.id),
      a: 0,
    });
    const page = new Page();
    await page.opened;
    page.hello(old.key, ids['student']!);
    expect(await page.closed).toBe(READING_CLOSE.expiredKey);
  });

  it("SESSION-01 another user's key (or a key sent with another user's id) is refused with 4403", async () => {
    const { key } = await keyOf(c['student']!);
    const claimed = new Page();
    await claimed.opened;
    claimed.hello(key, ids['student2']!);
    expect(await claimed.closed).toBe(READING_CLOSE.forbidden);
    // A signed-in student using someone else's key from their own browser.
    const borrowed = new Page(base, c['student2']!.cookie);
    await borrowed.opened;
    borrowed.hello(key, ids['student']!);
    expect(await borrowed.closed).toBe(READING_CLOSE.forbidden);
  });

  it('SESSION-01 a message before the hello is dropped, and a level of another article refuses the hello', async () => {
    const page = new Page();
    await page.opened;
    page.send({ type: 'beat', elapsed: 10, level_id: levelId, paragraph: 0 });
    await page.waitFor('rejected');
    const { key } = await keyOf(c['student']!);
    page.hello(key, ids['student']!, { level_id: 2_000_000_000 });
    expect(await page.closed).toBe(READING_CLOSE.forbidden);
  });
});

describe('messages (SESSION-02, SESSION-07)', () => {
  it('SESSION-07 malformed messages are dropped and counted, answered "rejected", and the socket stays open', async () => {
    const { key } = await keyOf(c['student']!);
    const page = new Page();
    await page.opened;
    await page.acked(page.hello(key, ids['student']!));
    const dropped = t.app.readingHub.stats.dropped;
    page.raw('not json');
    page.raw(JSON.stringify({ type: 'input', seq: 99, elapsed: 5, clicks: -1, keydowns: 0 }));
    page.raw(JSON.stringify({ type: 'shout', seq: 100 }));
    page.raw(JSON.stringify({ type: 'beat', seq: 101, elapsed: 5, level_id: levelId, paragraph: 0, extra: 'x'.repeat(100) }));
    page.ws.send(Buffer.from([1, 2, 3]));
    const ok = page.send({ type: 'beat', elapsed: 20, level_id: levelId, paragraph: 1 });
    await page.acked(ok);
    expect(t.app.readingHub.stats.dropped - dropped).toBe(5);
    expect(page.received.filter((m) => m.type === 'rejected')).toHaveLength(5);
    expect(page.closeCode).toBeNull();
    await page.close();
  });

  it('SESSION-07 a message larger than the limit closes the socket (1009) and the server goes on', async () => {
    const { key } = await keyOf(c['student']!);
    const page = new Page();
    await page.opened;
    await page.acked(page.hello(key, ids['student']!));
    page.raw(JSON.stringify({ type: 'beat', seq: 5, pad: 'x'.repeat(10_000) }));
    expect(await page.closed).toBe(1009);
    const again = new Page();
    await again.opened;
    await again.acked(again.hello(key, ids['student']!));
    await again.close();
  });

  it('SESSION-07 a socket sending faster than the limit is closed with 4429', async () => {
    const { key } = await keyOf(c['student']!);
    const page = new Page();
    await page.opened;
    await page.acked(page.hello(key, ids['student']!));
    for (let i = 0; i < 60; i++) page.send({ type: 'input', elapsed: 10, clicks: 1, keydowns: 0 });
    expect(await page.closed).toBe(READING_CLOSE.tooFast);
  });

  it('SESSION-01 SESSION-02 SESSION-03 batched writes add up to the elapsed time sent: active and idle time, clicks and keydowns', async () => {
    const { key } = await keyOf(c['student']!);
    const uid = randomUUID();
    const before = t.app.readingHub.stats.flushes;
    const page = new Page();
    await page.opened;
    await page.acked(page.hello(key, ids['student']!, { uid }));
    await page.acked(page.send({ type: 'input', elapsed: 500, clicks: 3, keydowns: 5 }));
    await page.acked(page.send({ type: 'beat', elapsed: 1200, level_id: levelId, paragraph: 2 }));
    await page.acked(page.send({ type: 'idle', elapsed: 2000 }));
    await page.acked(page.send({ type: 'wakeup', elapsed: 3500 }));
    await page.acked(page.send({ type: 'input', elapsed: 4400, clicks: 1, keydowns: 2 }));
    // A second page of the same reader in the same write.
    const other = new Page();
    await other.opened;
    await other.acked(other.hello(key, ids['student']!));
    await other.acked(other.send({ type: 'beat', elapsed: 2100, level_id: levelId, paragraph: 0 }));
    await page.close();
    await other.close();
    await new Promise((r) => setTimeout(r, 100));
    expect(
      await sessionsOf(t.db, ids['student']!, Number(volcanoes.id)).then((r) => r.find((s) => s.id === uid)),
    ).toBeUndefined();
    await t.app.readingHub.flush();
    expect(t.app.readingHub.stats.flushes).toBe(before + 1);
    const rows = await sessionsOf(t.db, ids['student']!, Number(volcanoes.id));
    const row = rows.find((s) => s.id === uid)!;
    expect(row).toMatchObject({
      article_level_id: levelId,
      clicks: 4,
      keydowns: 7,
      screen_width: 1280,
      screen_height: 800,
      assignment_id: null,
    });
    // 0 → 2.0 s active, 2.0 → 3.5 s idle, 3.5 → 4.4 s active: 4.4 s in all, 2.9 s of it active.
    expect(row.active_seconds + row.idle_seconds).toBe(4);
    expect(row.idle_seconds).toBe(1);
    expect(rows.some((s) => s.id !== uid && s.active_seconds === 2)).toBe(true);
  });

  it('SESSION-02 elapsed time may not run ahead of the clock, nor go back', async () => {
    const { key } = await keyOf(c['student']!);
    const uid = randomUUID();
    const page = new Page();
    await page.opened;
    await page.acked(page.hello(key, ids['student']!, { uid }));
    await page.acked(page.send({ type: 'beat', elapsed: 3_600_000, level_id: levelId, paragraph: 0 }));
    const back = page.send({ type: 'beat', elapsed: 1000, level_id: levelId, paragraph: 0 });
    await page.waitFor('rejected', (m) => m.seq === back);
    await page.close();
    await new Promise((r) => setTimeout(r, 50));
    await t.app.readingHub.flush();
    const row = (await sessionsOf(t.db, ids['student']!, Number(volcanoes.id))).find((s) => s.id === uid)!;
    expect(row.active_seconds).toBeLessThanOrEqual(6);
  });
});

describe('the level read and the recommendations load call (API-15, API-16)', () => {
  it('API-16 a level change on the page is recorded on its session for this article', async () => {
    const other = volcanoes.data.article_levels.find((l) => l.id !== levelId)!;
    const { key } = await keyOf(c['student']!);
    const uid = randomUUID();
    const page = new Page();
    await page.opened;
    await page.acked(page.hello(key, ids['student']!, { uid }));
    await page.acked(page.send({ type: 'beat', elapsed: 700, level_id: other.id, paragraph: null }));
    await page.close();
    await new Promise((r) => setTimeout(r, 50));
    await t.app.readingHub.flush();
    const row = (await sessionsOf(t.db, ids['student']!, Number(volcanoes.id))).find((s) => s.id === uid)!;
    expect(row.article_level_id).toBe(other.id);
  });

  it('API-15 answers up to 10 cards for a signed-in reader, and refuses a larger limit or a visitor', async () => {
    const res = await c['student']!.get('/api/v3/content/recommendations/?shape=card&limit=10');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ count: number; results: { id: string; title: string }[] }>();
    expect(body.results.length).toBeGreaterThan(0);
    expect(body.results.length).toBeLessThanOrEqual(10);
    expect(body.count).toBe(body.results.length);
    expect((await c['student']!.get('/api/v3/content/recommendations/?shape=card&limit=11')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/v3/content/recommendations/?shape=card&limit=10' })).statusCode).toBe(
      401,
    );
  });
});

describe('notices and "Reading now" (SESSION-07)', () => {
  it('SESSION-07 a student reading under an assignment hears when the teacher changes it and when the level is unlocked', async () => {
    const body = {
      title: 'Volcanic islands',
      instructions: '',
      is_draft: false,
      assignment_members: [{ content_id: volcanoes.id, language: 'en' }],
      classroom_ids: [ids['class']],
      is_reading_level_locked: true,
    };
    const created = await c['teacher']!.post('/api/v3/assignment/', body);
    expect(created.statusCode, created.body).toBe(201);
    const assignmentId = created.json().data.assignment_id as number;
    const key = await keyOf(c['student']!);
    expect(key.assignment_id).toBe(assignmentId);
    const page = new Page();
    await page.opened;
    await page.acked(page.hello(key.key, ids['student']!));
    const changed = await c['teacher']!.put(`/api/v3/assignment/${assignmentId}/`, {
      ...body,
      title: 'Volcanic islands, part 1',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const notice = await page.waitFor('notice');
    expect(notice).toMatchObject({ kind: 'assignment_changed', assignment_id: assignmentId });
    await c['teacher']!.put(`/api/v3/assignment/${assignmentId}/`, { ...body, is_reading_level_locked: false });
    expect(await page.waitFor('notice', (m) => m.kind === 'level_unlocked')).toMatchObject({
      message: 'Your teacher unlocked the reading level. You can now choose another level.',
    });
    // A reader of the article under no assignment of this teacher's hears nothing.
    const outsider = new Page();
    await outsider.opened;
    await outsider.acked(outsider.hello((await keyOf(c['student2']!)).key, ids['student2']!));
    await c['teacher']!.put(`/api/v3/assignment/${assignmentId}/`, { ...body, title: 'Again' });
    await page.waitFor(
      'notice',
      (m) => m.kind === 'assignment_changed' && page.received.filter((x) => x.type === 'notice').length >= 3,
    );
    expect(outsider.received.some((m) => m.type === 'notice')).toBe(false);
    await page.close();
    await outsider.close();
  });

  it('SESSION-07 the teacher watching sees their own student reading, at which paragraph; another teacher sees none of them', async () => {
    const teacherPage = new Page(base, c['teacher']!.cookie);
    await teacherPage.opened;
    await teacherPage.acked(teacherPage.hello((await keyOf(c['teacher']!)).key, ids['teacher']!, { watch: true }));
    const otherPage = new Page(base, c['other']!.cookie);
    await otherPage.opened;
    await otherPage.acked(otherPage.hello((await keyOf(c['other']!)).key, ids['other_teacher']!, { watch: true }));
    const student = new Page(base, c['student']!.cookie);
    await student.opened;
    await student.acked(student.hello((await keyOf(c['student']!)).key, ids['student']!, { paragraph: 0 }));
    await student.acked(student.send({ type: 'beat', elapsed: 800, level_id: levelId, paragraph: 3 }));
    const seen = await teacherPage.waitFor('reading_now', (m) => m.readers.some((r) => r.paragraph === 3));
    expect(seen.readers).toEqual([{ user_id: ids['student'], name: 'Maya Ortiz', paragraph: 3, idle: false }]);
    // A student asking to watch is not told anything.
    const nosy = new Page(base, c['student2']!.cookie);
    await nosy.opened;
    await nosy.acked(nosy.hello((await keyOf(c['student2']!)).key, ids['student2']!, { watch: true }));
    await student.close();
    await teacherPage.waitFor('reading_now', (m) => m.readers.length === 0);
    expect(
      otherPage.received.filter((m) => m.type === 'reading_now').every((m) => m.type === 'reading_now' && m.readers.length === 0),
    ).toBe(true);
    expect(nosy.received.some((m) => m.type === 'reading_now')).toBe(false);
    await Promise.all([teacherPage.close(), otherPage.close(), nosy.close()]);
  });
});

describe('several server processes (Redis)', () => {
  const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  let a: App;
  let b: App;
  let urlA: string;

  beforeAll(async () => {
    const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', REDIS_URL, READING_FLUSH_MS: '60000' });
    // Two servers on one database, as two processes behind one address would be; each has its own Redis connections.
    a = await buildApp({ env: { ...env, DATABASE_URL: undefined }, database: sharedHandle(), logger: false });
    b = await buildApp({ env: { ...env, DATABASE_URL: undefined }, database: sharedHandle(), logger: false });
    await a.listen({ port: 0, host: '127.0.0.1' });
    await b.ready();
    urlA = `ws://127.0.0.1:${(a.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  /** The test file's database, lent to the two servers (closing them leaves it open). */
  const sharedHandle = () => t.handle;

  it('SESSION-07 a notice raised on one server reaches a socket held by the other, through Redis', async () => {
    const body = {
      title: 'Islands across servers',
      instructions: '',
      is_draft: false,
      assignment_members: [{ content_id: volcanoes.id, language: 'en' }],
      classroom_ids: [ids['class']],
    };
    const teacherOnB = await signIn(b, 'rs_teacher');
    const created = await teacherOnB.post('/api/v3/assignment/', body);
    expect(created.statusCode, created.body).toBe(201);
    const assignmentId = created.json().data.assignment_id as number;
    const studentOnA = await signIn(a, 'rs_student');
    const key = (await studentOnA.get(`/api/v3/reading-session/key/?content_id=${volcanoes.id}`)).json<ReadingKey>();
    const page = new Page(urlA);
    await page.opened;
    await page.acked(page.hello(key.key, ids['student']!));
    expect(a.readingHub.size).toBe(1);
    expect(b.readingHub.size).toBe(0);
    const saved = await teacherOnB.put(`/api/v3/assignment/${assignmentId}/`, { ...body, title: 'Islands, changed on B' });
    expect(saved.statusCode).toBe(200);
    expect(await page.waitFor('notice')).toMatchObject({ kind: 'assignment_changed', assignment_id: assignmentId });
    await page.close();
  });
});

describe('a server restarting', () => {
  it('SESSION-04 closes its sockets with 1001 (the page reconnects), writes what they reported, and the reconnected page adds to the same session', async () => {
    const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', READING_FLUSH_MS: '60000' });
    const first = await buildApp({ env: { ...env, DATABASE_URL: undefined }, database: t.handle, logger: false });
    await first.listen({ port: 0, host: '127.0.0.1' });
    const port = (first.server.address() as AddressInfo).port;
    const url = `ws://127.0.0.1:${port}`;
    const { key } = await keyOf(c['student']!);
    const uid = randomUUID();
    const page = new Page(url);
    await page.opened;
    await page.acked(page.hello(key, ids['student']!, { uid }));
    await page.acked(page.send({ type: 'beat', elapsed: 2_000, level_id: levelId, paragraph: 1 }));
    await first.close();
    expect(await page.closed).toBe(READING_CLOSE.goingAway);
    const written = (await sessionsOf(t.db, ids['student']!, Number(volcanoes.id))).find((s) => s.id === uid)!;
    expect(written.active_seconds).toBe(2);

    // The server is back on the same address; the page says hello again with the same session id.
    const second = await buildApp({ env: { ...env, DATABASE_URL: undefined }, database: t.handle, logger: false });
    await second.listen({ port, host: '127.0.0.1' });
    const again = new Page(url);
    await again.opened;
    await again.acked(again.hello(key, ids['student']!, { uid, elapsed: 3_500 }));
    await again.acked(again.send({ type: 'beat', elapsed: 5_500, level_id: levelId, paragraph: 2 }));
    await again.close();
    await new Promise((r) => setTimeout(r, 50));
    await second.close();
    const row = (await sessionsOf(t.db, ids['student']!, Number(volcanoes.id))).find((s) => s.id === uid)!;
    expect(row.active_seconds).toBe(4);
  });
});
