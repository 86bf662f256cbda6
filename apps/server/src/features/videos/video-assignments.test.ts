import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { videoOnlyConfig, type Assignment, type VideoView } from '@lectern/domain';
import { loadCorpus } from '../../seed/corpus.js';
import { buildClass, buildUser } from '../../test/factories.js';
import { createTestApp, signIn, type Client, type TestContext } from '../../test/test-app.js';
import { loadVideos, readVideos } from './videos.seed.js';

const FIXTURES = fileURLToPath(new URL('./fixtures/', import.meta.url));

let t: TestContext;
let lesson: number;
let article: number;
let classId: number;
const c: Record<string, Client> = {};

beforeAll(async () => {
  t = await createTestApp();
  await loadCorpus(t.db);
  await loadVideos(t.db, readVideos(FIXTURES));
  const byslug = async (slug: string) =>
    (await t.db.selectFrom('contents').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id;
  lesson = await byslug('counting-by-tens');
  article = await byslug('volcanoes-build-islands');
  const teacher = await buildUser(t.db, { username: 'va_teacher' });
  await buildUser(t.db, { username: 'va_other_teacher' });
  await buildUser(t.db, { username: 'va_lite_teacher', is_lite: true });
  await buildUser(t.db, { username: 'va_parent', role: 'parent' });
  const student = await buildUser(t.db, { username: 'va_student', role: 'student', grade_level: 3 });
  await buildUser(t.db, { username: 'va_outsider', role: 'student', grade_level: 3 });
  classId = (await buildClass(t.db, teacher.id, { students: [student.id] })).id;
  for (const name of ['teacher', 'other_teacher', 'lite_teacher', 'parent', 'student', 'outsider'])
    c[name] = await signIn(t.app, `va_${name}`);
});
afterAll(() => t.close());

const body = (over: Record<string, unknown> = {}) => ({
  title: 'Watch: counting by tens',
  is_draft: false,
  assignment_members: [{ content_id: String(lesson), language: 'en' }],
  classroom_ids: [classId],
  assignment_config: videoOnlyConfig(true),
  ...over,
});

describe('assigning a video lesson (VIDEO-24 … VIDEO-31)', () => {
  it('VIDEO-24 VIDEO-29 a teacher assigns a video video-only; the three flags are stored together', async () => {
    const res = await c['teacher']!.post('/api/v3/assignment/', body());
    expect(res.statusCode, res.body).toBe(201);
    const a: Assignment = res.json().data;
    expect(a.story_content_id).toBe(String(lesson));
    expect(a.assignment_config).toEqual(videoOnlyConfig(true));
    const list = await c['teacher']!.get(`/api/v3/assignment/?story_content_id=${lesson}`);
    expect(list.json().results.map((x: Assignment) => x.assignment_id)).toContain(a.assignment_id);
  });

  it('VIDEO-25 a draft needs a title; VIDEO-26 publishing needs an assignee', async () => {
    const draft = await c['teacher']!.post('/api/v3/assignment/', body({ title: '  ', is_draft: true }));
    expect(draft.statusCode).toBe(400);
    const none = await c['teacher']!.post('/api/v3/assignment/', body({ classroom_ids: [] }));
    expect(none.statusCode).toBe(400);
    expect(none.json().error.code).toBe('validation_failed');
  });

  it('VIDEO-29 refuses video only without both answer kinds hidden, and the video flags on an article', async () => {
    const half = await c['teacher']!.post(
      '/api/v3/assignment/',
      body({ assignment_config: { ...videoOnlyConfig(true), hide_generation_genius_vocab_definitions: false } }),
    );
    expect(half.statusCode).toBe(400);
    const onArticle = await c['teacher']!.post(
      '/api/v3/assignment/',
      body({ assignment_members: [{ content_id: String(article), language: 'en' }] }),
    );
    expect(onArticle.statusCode).toBe(400);
    const levels = await c['teacher']!.post('/api/v3/assignment/', body({ default_reading_level: 1 }));
    expect(levels.statusCode).toBe(400);
  });

  it('VIDEO-27 a teacher edits their video assignment; another teacher cannot (404), students and parents cannot create (403)', async () => {
    const a: Assignment = (await c['teacher']!.post('/api/v3/assignment/', body({ is_draft: true }))).json().data;
    const edited = await c['teacher']!.put(
      `/api/v3/assignment/${a.assignment_id}/`,
      body({ title: 'Tens, again', assignment_config: videoOnlyConfig(false) }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.assignment_config).toEqual(videoOnlyConfig(false));
    const theirs = await c['other_teacher']!.put(`/api/v3/assignment/${a.assignment_id}/`, body());
    expect(theirs.statusCode).toBe(404);
    for (const who of ['student', 'parent']) expect((await c[who]!.post('/api/v3/assignment/', body())).statusCode).toBe(403);
  });

  it('lite rules as for articles: a lite teacher cannot assign a video outside the free collection', async () => {
    const v: VideoView = (await c['teacher']!.get(`/api/v3/videos/${lesson}/`)).json();
    const res = await c['lite_teacher']!.post('/api/v3/assignment/', body({ classroom_ids: [], is_draft: true }));
    expect(res.statusCode).toBe(v.is_lite ? 201 : 403);
  });

  it('VIDEO-30 VIDEO-31 the student given it video-only gets no answers or definitions and video_only; others get them', async () => {
    const mine: VideoView = (await c['student']!.get(`/api/v3/videos/${lesson}/`)).json();
    expect(mine.video_only).toBe(true);
    expect(mine.vocabulary.length).toBeGreaterThan(0);
    expect(mine.vocabulary.every((w) => w.definition === null)).toBe(true);
    expect(mine.discussion_questions.every((q) => q.answer === null)).toBe(true);
    const outsider: VideoView = (await c['outsider']!.get(`/api/v3/videos/${lesson}/`)).json();
    expect(outsider.video_only).toBe(false);
    expect(outsider.vocabulary.some((w) => w.definition !== null)).toBe(true);
    // The student's list says it gives a video, so it opens on the video's page.
    const listed = (await c['student']!.get('/api/v3/assignment/')).json().results as Assignment[];
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((a) => a.story_content_type === 'GENERATION_GENIUS_VIDEO')).toBe(true);
    const teacher: VideoView = (await c['teacher']!.get(`/api/v3/videos/${lesson}/`)).json();
    expect(teacher.discussion_questions.some((q) => q.answer !== null)).toBe(true);
  });
});
