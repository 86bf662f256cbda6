import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Annotation, AnnotationList } from '@lectern/domain';
import { buildApp, type App } from '../../app.js';
import type { DatabaseHandle } from '../../db/database.js';
import { parseEnv } from '../../env.js';
import { loadCorpus } from '../../seed/corpus.js';
import { buildClass, buildUser } from '../../test/factories.js';
import { articleFixture } from '../../test/quiz-fixtures.js';
import { cookiesFrom, clientFor, openTestDatabase, TEST_PASSWORD, type Client } from '../../test/test-app.js';
import { AnnotationListCache } from './annotation-list-cache.js';

describe('the annotation list cache itself', () => {
  const listening = (opts: ConstructorParameters<typeof AnnotationListCache>[0] = {}) => {
    const cache = new AnnotationListCache(opts);
    cache.setListening(true);
    return cache;
  };
  let reads = 0;
  const read =
    (body = '{"n":1}', keepUntil?: number) =>
    async () => (reads++, { body, keepUntil });

  it('API-46: a second read of a key is kept; a change to its level, its reader or anything forgets it', async () => {
    const cache = listening();
    reads = 0;
    await cache.get('k', 7, 1, read());
    const again = await cache.get('k', 7, 1, read());
    expect(reads).toBe(1);
    expect(again.etag).toMatch(/^W\/".+"$/);
    cache.heard('a:8');
    await cache.get('k', 7, 1, read());
    expect(reads).toBe(1);
    cache.heard('a:7');
    await cache.get('k', 7, 1, read());
    expect(reads).toBe(2);
    cache.heard('u:2');
    await cache.get('k', 7, 1, read());
    expect(reads).toBe(2);
    cache.heard('u:1');
    await cache.get('k', 7, 1, read());
    expect(reads).toBe(3);
    cache.heard('*');
    await cache.get('k', 7, 1, read());
    expect(reads).toBe(4);
  });

  it('API-46: an entry is trusted for its TTL only', async () => {
    let now = 1_000;
    const cache = listening({ ttlMs: 100, now: () => now });
    reads = 0;
    await cache.get('k', 7, 1, read());
    now += 99;
    await cache.get('k', 7, 1, read());
    expect(reads).toBe(1);
    now += 1;
    await cache.get('k', 7, 1, read());
    expect(reads).toBe(2);
  });

  it('API-46 LEVEL-04: a list is kept no later than the reader says (an assignment going live), nor at all if that is past', async () => {
    let now = 1_000;
    const cache = listening({ ttlMs: 100, now: () => now });
    reads = 0;
    await cache.get('k', 7, 1, read('{}', 1_050));
    now += 49;
    await cache.get('k', 7, 1, read('{}', 1_050));
    expect(reads).toBe(1);
    now += 1;
    await cache.get('k', 7, 1, read('{}', 1_050));
    expect(reads).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('API-46: at most `max` entries are kept, the oldest going first', async () => {
    const cache = listening({ max: 2 });
    reads = 0;
    for (const k of ['a', 'b', 'c']) await cache.get(k, 7, 1, read());
    expect(cache.size).toBe(2);
    await cache.get('c', 7, 1, read());
    await cache.get('b', 7, 1, read());
    expect(reads).toBe(3);
    await cache.get('a', 7, 1, read());
    expect(reads).toBe(4);
  });

  it('API-46: nothing is kept before listening starts, nor while the listening connection is lost, and all is forgotten then', async () => {
    const cache = new AnnotationListCache();
    reads = 0;
    await cache.get('k', 7, 1, read());
    await cache.get('k', 7, 1, read());
    expect(reads).toBe(2);
    expect(cache.size).toBe(0);
    cache.setListening(true);
    await cache.get('k', 7, 1, read());
    expect(cache.size).toBe(1);
    cache.setListening(false);
    expect(cache.size).toBe(0);
    await cache.get('k', 7, 1, read());
    await cache.get('k', 7, 1, read());
    expect(reads).toBe(5);
    expect(cache.size).toBe(0);
  });

  it('API-46: a read that overlaps a change is not kept (nor shared with a read that begins after the change)', async () => {
    const cache = listening();
    let release!: (body: string) => void;
    const slow = cache.get('k', 7, 1, () => new Promise<string>((r) => (release = r)).then((body) => ({ body })));
    // A read of the same key before any change shares the read under way.
    const together = cache.get('k', 7, 1, read('{"n":"other"}'));
    cache.heard('a:7');
    reads = 0;
    const after = await cache.get('k', 7, 1, read('{"n":2}'));
    expect(reads).toBe(1);
    expect(after.body).toBe('{"n":2}');
    release('{"n":"old"}');
    expect((await slow).body).toBe('{"n":"old"}');
    expect((await together).body).toBe('{"n":"old"}');
    // Neither the stale read nor the one after the change (it began while the stale one was under
    // way, but after the change) left the old answer behind.
    expect((await cache.get('k', 7, 1, read('{"n":3}'))).body).not.toBe('{"n":"old"}');
  });

  it('API-46: a failed read is not kept', async () => {
    const cache = listening();
    await expect(cache.get('k', 7, 1, () => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    expect(cache.size).toBe(0);
  });
});

// Two server processes on one database, as `WORKERS=2` runs them: two apps, each with its own
// cache and its own listener. Every change below is made in one of them or in plain SQL, and seen
// by the next list in both once the database has said so.
describe('the annotations list kept per process (API-46)', () => {
  let database: DatabaseHandle;
  let one: App;
  let two: App;
  let level: number;
  let otherLevel: number;
  let contentId: number;
  let open: number[];
  let blocks: string[];
  const ids: Record<string, number> = {};
  const inOne: Record<string, Client> = {};
  const inTwo: Record<string, Client> = {};
  let classId: number;

  const build = async () => {
    const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SIGNIN_RATE_LIMIT: '1000' });
    const app = await buildApp({ env: { ...env, DATABASE_URL: undefined, REDIS_URL: undefined }, database, logger: false });
    await app.ready();
    return app;
  };

  beforeAll(async () => {
    database = await openTestDatabase();
    await loadCorpus(database.db);
    const cat = await articleFixture(database.db, 'lighthouse-cat');
    level = cat.levels['en:5']!;
    otherLevel = cat.levels['en:7']!;
    contentId = cat.contentId;
    const row = await database.db.selectFrom('article_levels').select('body').where('id', '=', level).executeTakeFirstOrThrow();
    blocks = row.body.map((b) => b.text);
    const firstCheck = await database.db
      .selectFrom('understanding_checks')
      .select('after_block')
      .where('article_level_id', '=', level)
      .orderBy('after_block')
      .executeTakeFirstOrThrow();
    open = row.body.flatMap((b, i) => (b.kind === 'paragraph' && i <= firstCheck.after_block ? [i] : []));
    [one, two] = [await build(), await build()];
    ids['teacher'] = (await buildUser(database.db, { username: 'lc_teacher' })).id;
    ids['stranger'] = (await buildUser(database.db, { username: 'lc_stranger' })).id;
    for (const name of ['a', 'b', 'other'])
      ids[name] = (await buildUser(database.db, { username: `lc_${name}`, role: 'student', grade_level: 5 })).id;
    classId = (await buildClass(database.db, ids['teacher'], { students: [ids['a']!, ids['b']!] })).id;
    await buildClass(database.db, ids['stranger'], { students: [ids['other']!] });
    for (const name of ['teacher', 'stranger', 'a', 'b', 'other']) {
      const res = await one.inject({
        method: 'POST',
        url: '/api/v2/session/',
        payload: { username: `lc_${name}`, password: TEST_PASSWORD },
      });
      expect(res.statusCode).toBe(200);
      const jar = cookiesFrom(res);
      inOne[name] = clientFor(one, jar);
      inTwo[name] = clientFor(two, jar);
    }
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await database?.close();
  });

  const listOf = async (who: Client, levelId = level) => {
    const res = await who.get(`/api/v3/annotations/?level_id=${levelId}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<AnnotationList>();
  };
  const idsIn = async (who: Client) => (await listOf(who)).results.map((r) => r.id).sort((x, y) => x - y);
  const statusOf = async (who: Client) => (await who.get(`/api/v3/annotations/?level_id=${level}`)).statusCode;
  /** The next list in both processes, once they have heard the change (the test fails if they never do). */
  const eventually = (check: () => Promise<unknown>, expected: unknown, timeout = 3_000) =>
    expect.poll(check, { timeout, interval: 25 }).toEqual(expected);
  /** Reads the list in both processes, and checks the second read in each asked the database nothing. */
  async function warm(who: string) {
    await listOf(inOne[who]!);
    await listOf(inTwo[who]!);
    const queries: string[] = [];
    const stop = database.onQuery((e) => queries.push(e.sql));
    try {
      await listOf(inOne[who]!);
      await listOf(inTwo[who]!);
    } finally {
      stop();
    }
    expect(queries).toEqual([]);
  }
  const range = (n = 0) => ({ start: open[n]!, startoffset: 0, end: open[n]!, endoffset: blocks[open[n]!]!.length });
  const highlight = async (who: Client, extra: object = {}) => {
    const res = await who.post('/api/v3/annotations/', {
      client_key: randomUUID(),
      article_level_id: level,
      range: range(),
      ...extra,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<Annotation>();
  };

  let shared: Annotation;
  let privateOfA: Annotation;

  it('API-46 ANNOT-01: the writer sees a new annotation in their next list at once; the other process once the database says so', async () => {
    await warm('a');
    privateOfA = await highlight(inOne['a']!);
    // Same process: at once, without waiting for the notification.
    expect((await listOf(inOne['a']!)).results.map((r) => r.id)).toContain(privateOfA.id);
    await eventually(async () => (await listOf(inTwo['a']!)).results.some((r) => r.id === privateOfA.id), true);
  });

  it('API-46 ANNOT-12: sharing and unsharing shows and hides the teacher’s annotation in a student’s kept list', async () => {
    shared = await highlight(inOne['teacher']!, { text: 'Look here.' });
    await warm('b');
    const res = await inOne['teacher']!.post(`/api/v3/annotations/${shared.id}/`, { shared: true });
    expect(res.statusCode, res.body).toBe(200);
    await eventually(async () => (await idsIn(inTwo['b']!)).includes(shared.id), true);
    await eventually(async () => (await idsIn(inOne['b']!)).includes(shared.id), true);
    await warm('b');
    expect((await inTwo['teacher']!.post(`/api/v3/annotations/${shared.id}/`, { shared: false })).statusCode).toBe(200);
    await eventually(async () => (await idsIn(inOne['b']!)).includes(shared.id), false);
    await eventually(async () => (await idsIn(inTwo['b']!)).includes(shared.id), false);
    expect((await inOne['teacher']!.post(`/api/v3/annotations/${shared.id}/`, { shared: true })).statusCode).toBe(200);
    await eventually(async () => (await idsIn(inTwo['b']!)).includes(shared.id), true);
  });

  it('API-46 ANNOT-06: a reply changes the reply count in the kept lists of its student and of the teacher', async () => {
    await warm('b');
    await warm('teacher');
    const count = async (who: Client) => (await listOf(who)).results.find((r) => r.id === shared.id)?.reply_count;
    const res = await inTwo['b']!.post('/api/v3/annotations/', {
      client_key: randomUUID(),
      in_response_to: { id: shared.id },
      text: 'The storm.',
    });
    expect(res.statusCode, res.body).toBe(201);
    await eventually(() => count(inOne['b']!), 1);
    await eventually(() => count(inTwo['b']!), 1);
    await eventually(() => count(inOne['teacher']!), 1);
    await eventually(() => count(inTwo['teacher']!), 1);
  });

  it('API-46 ANNOT-11: refusals stay refusals with every cache warm: another student’s private annotation, another class, a parent’s level', async () => {
    await warm('a');
    await warm('b');
    await warm('other');
    expect(await idsIn(inTwo['b']!)).not.toContain(privateOfA.id);
    expect(await idsIn(inOne['b']!)).not.toContain(privateOfA.id);
    expect(await idsIn(inTwo['other']!)).not.toContain(shared.id);
    expect(await idsIn(inOne['stranger']!)).not.toContain(shared.id);
    expect(await idsIn(inTwo['a']!)).toContain(shared.id);
    // Not another reader's kept list under the same level: the stranger's list is theirs.
    expect((await listOf(inTwo['stranger']!)).results.every((r) => r.user.id === ids['stranger'])).toBe(true);
  });

  it('API-46: a change made in plain SQL (another tool, a migration) is heard through the triggers', async () => {
    await warm('a');
    await sql`UPDATE annotations SET text = 'Changed in SQL' WHERE id = ${privateOfA.id}`.execute(database.db);
    const textOf = async (who: Client) => (await listOf(who)).results.find((r) => r.id === privateOfA.id)?.text;
    await eventually(() => textOf(inOne['a']!), 'Changed in SQL');
    await eventually(() => textOf(inTwo['a']!), 'Changed in SQL');
    // A name shown in others' lists.
    await warm('b');
    await sql`UPDATE users SET first_name = 'Renamed' WHERE id = ${ids['teacher']!}`.execute(database.db);
    const nameOf = async (who: Client) => (await listOf(who)).results.find((r) => r.id === shared.id)?.user.first_name;
    await eventually(() => nameOf(inOne['b']!), 'Renamed');
    await eventually(() => nameOf(inTwo['b']!), 'Renamed');
  });

  it('API-46 ANNOT-13: a deleted annotation leaves the kept lists', async () => {
    await warm('a');
    expect((await inTwo['a']!.delete(`/api/v3/annotations/${privateOfA.id}/`)).statusCode).toBe(204);
    expect(await idsIn(inTwo['a']!)).not.toContain(privateOfA.id);
    await eventually(async () => (await idsIn(inOne['a']!)).includes(privateOfA.id), false);
  });

  it('API-46 TOOLBAR-18: an article hidden from the class refuses the kept list; shown again, it is back', async () => {
    await warm('a');
    await database.db.insertInto('content_hides').values({ content_id: contentId, class_id: classId }).execute();
    await eventually(() => statusOf(inOne['a']!), 403);
    await eventually(() => statusOf(inTwo['a']!), 403);
    await database.db.deleteFrom('content_hides').where('class_id', '=', classId).execute();
    await eventually(() => statusOf(inOne['a']!), 200);
    await eventually(() => statusOf(inTwo['a']!), 200);
  });

  it('API-46 LEVEL-04: an assignment that locks another level refuses the kept list; unlocked, then deleted, it is back', async () => {
    await warm('b');
    const assignment = await database.db
      .insertInto('assignments')
      .values({
        story_content_id: contentId,
        title: 'Locked',
        is_draft: false,
        created_by: ids['teacher']!,
        content_id: randomUUID().slice(0, 12),
        default_reading_level: otherLevel,
        is_reading_level_locked: true,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await database.db.insertInto('assignment_classrooms').values({ assignment_id: assignment.id, class_id: classId }).execute();
    await eventually(() => statusOf(inOne['b']!), 403);
    await eventually(() => statusOf(inTwo['b']!), 403);
    // The level the student is held at is theirs to read.
    expect((await listOf(inTwo['b']!, otherLevel)).article_level_id).toBe(otherLevel);
    await database.db
      .updateTable('assignments')
      .set({ is_reading_level_locked: false })
      .where('id', '=', assignment.id)
      .execute();
    await eventually(() => statusOf(inOne['b']!), 200);
    await eventually(() => statusOf(inTwo['b']!), 200);
    await warm('b');
    await database.db.updateTable('assignments').set({ is_reading_level_locked: true }).where('id', '=', assignment.id).execute();
    await eventually(() => statusOf(inTwo['b']!), 403);
    await database.db.deleteFrom('assignments').where('id', '=', assignment.id).execute();
    await eventually(() => statusOf(inOne['b']!), 200);
    await eventually(() => statusOf(inTwo['b']!), 200);
  });

  it('API-46 LEVEL-04: an assignment scheduled to go live locks the level when its time comes, with no row changing', async () => {
    const assignment = await database.db
      .insertInto('assignments')
      .values({
        story_content_id: contentId,
        title: 'Scheduled',
        is_draft: false,
        created_by: ids['teacher']!,
        content_id: randomUUID().slice(0, 12),
        default_reading_level: otherLevel,
        is_reading_level_locked: true,
        date_goes_live: sql<Date>`now() + interval '4 seconds'`,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await database.db.insertInto('assignment_classrooms').values({ assignment_id: assignment.id, class_id: classId }).execute();
    // Kept in both processes after the insertions were heard, while the assignment is not live yet.
    await eventually(async () => {
      await warm('b');
      return true;
    }, true);
    // Well within the 30 s TTL: the kept lists end when the assignment goes live.
    await eventually(() => statusOf(inOne['b']!), 403, 10_000);
    await eventually(() => statusOf(inTwo['b']!), 403);
    await database.db.deleteFrom('assignments').where('id', '=', assignment.id).execute();
    await eventually(() => statusOf(inTwo['b']!), 200);
  });

  it('API-46 ANNOT-01: a student removed from the class no longer sees the teacher’s shared annotation in a kept list', async () => {
    await warm('a');
    expect(await idsIn(inOne['a']!)).toContain(shared.id);
    await database.db.deleteFrom('class_students').where('class_id', '=', classId).where('student_id', '=', ids['a']!).execute();
    await eventually(async () => (await idsIn(inOne['a']!)).includes(shared.id), false);
    await eventually(async () => (await idsIn(inTwo['a']!)).includes(shared.id), false);
  });

  it('API-46: the list carries an ETag, and a request naming it is answered 304 without a body', async () => {
    const first = await inOne['b']!.get(`/api/v3/annotations/?level_id=${level}`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    const etag = first.headers['etag'] as string;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await one.inject({
      method: 'GET',
      url: `/api/v3/annotations/?level_id=${level}`,
      headers: { cookie: inOne['b']!.cookie, 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // Another reader's ETag for the same level names another list.
    const theirs = await inOne['teacher']!.get(`/api/v3/annotations/?level_id=${level}`);
    expect(theirs.headers['etag']).not.toBe(etag);
  });
});
