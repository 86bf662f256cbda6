import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentList, VideoData, VideoQuizSubmission, VideoQuizSubmissionList, VideoView } from '@lectern/domain';
import { DEFAULT_CONTENT_DIR, loadCorpus } from '../../seed/corpus.js';
import { buildClass, buildUser } from '../../test/factories.js';
import { createTestApp, signIn, type Client, type TestContext } from '../../test/test-app.js';
import { loadVideos, readVideos } from './videos.seed.js';

const FIXTURES = fileURLToPath(new URL('./fixtures/', import.meta.url));

let t: TestContext;
let interactive: number;
let lesson: number;
const c: Record<string, Client> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  await loadCorpus(t.db);
  await loadVideos(t.db, readVideos(FIXTURES));
  const byslug = async (slug: string) =>
    (await t.db.selectFrom('contents').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id;
  interactive = await byslug('light-and-shadows');
  lesson = await byslug('counting-by-tens');
  ids['teacher'] = (await buildUser(t.db, { username: 'vd_teacher' })).id;
  await buildUser(t.db, { username: 'vd_other_teacher' });
  ids['student'] = (await buildUser(t.db, { username: 'vd_student', role: 'student', grade_level: 3 })).id;
  ids['other_student'] = (await buildUser(t.db, { username: 'vd_other_student', role: 'student', grade_level: 3 })).id;
  await buildUser(t.db, { username: 'vd_lite_student', role: 'student', grade_level: 3, is_lite: true });
  await buildUser(t.db, { username: 'vd_lite_teacher', is_lite: true });
  await buildClass(t.db, ids['teacher'], { students: [ids['student']] });
  for (const name of ['teacher', 'other_teacher', 'student', 'other_student', 'lite_student', 'lite_teacher'])
    c[name] = await signIn(t.app, `vd_${name}`);
});
afterAll(() => t.close());

const SUBMIT = '/api/v3/interactive-video-link-quiz-submission/';
const answers = (who: Client, videoIds: number[], users: number[]) =>
  who.get(`${SUBMIT}?interactive_video_ids=${videoIds.join(',')}&submitted_by_users=${users.join(',')}`);

describe('video data (PLAT-06, VIDEO-22, VIDEO-23)', () => {
  it('PLAT-06 the seed loads videos as content of their own types, once (a second load adds nothing)', async () => {
    await loadVideos(t.db, readVideos(FIXTURES));
    const rows = await t.db
      .selectFrom('contents')
      .select(['slug', 'content_type'])
      .where('content_type', '!=', 'ARTICLE')
      .orderBy('slug')
      .execute();
    expect(rows).toEqual([
      { slug: 'counting-by-tens', content_type: 'GENERATION_GENIUS_VIDEO' },
      { slug: 'light-and-shadows', content_type: 'INTERACTIVE_VIDEO' },
    ]);
  });

  it('PLAT-06 a video is found in the library as a card of its type, by words said in it', async () => {
    const res = await c['teacher']!.get('/api/v3/content/?q=bundles');
    expect(res.statusCode, res.body).toBe(200);
    const cards = res.json<ContentList>().results;
    expect(cards.map((x) => [x.id, x.content_type])).toContainEqual([String(lesson), 'GENERATION_GENIUS_VIDEO']);
  });

  it('VIDEO-22 VIDEO-23 a teacher gets the video with media, transcript, lesson body, standards and the PDFs', async () => {
    const res = await c['teacher']!.get(`/api/v3/videos/${lesson}/`);
    expect(res.statusCode, res.body).toBe(200);
    const v = res.json<VideoView>();
    expect(v).toMatchObject({
      content_type: 'GENERATION_GENIUS_VIDEO',
      subject: 'MATH',
      title: 'Counting by Tens',
      // VIDEO-12: the default author when the video names none.
      author: 'Lectern Studio',
      maturity_range: { min: 1, max: 3 },
      length_in_seconds: 12,
      wistia_id: 'fx0tens1',
      veiled: false,
      data: { url: null },
    });
    expect(v.sources).toEqual([{ url: '/media/videos/counting-by-tens/video.mp4', type: 'video/mp4' }]);
    expect(v.page_viewmodel.standards.map((s) => s.code)).toEqual(['1.NBT.B.2']);
    expect(v.pdfs.map((p) => p.type)).toEqual(['lesson_plan', 'teacher_guide']);
    expect(v.discussion_questions[0]).toEqual({
      section: 'before',
      question: 'Where have you seen things packed in tens?',
      answer: 'Egg trays, crayons, coins.',
    });
  });

  it('VIDEO-19 a student gets no Teacher Resources', async () => {
    const v = (await c['student']!.get(`/api/v3/videos/${lesson}/`)).json<VideoView>();
    expect(v.pdfs).toEqual([]);
    expect(v.transcript.length).toBeGreaterThan(0);
  });

  it('signed-out visitors cannot open a video (401); an unknown id or an article id is 404; a bad id is 400', async () => {
    expect((await t.app.inject({ url: `/api/v3/videos/${interactive}/` })).statusCode).toBe(401);
    expect((await t.app.inject({ url: `/api/v3/videos/${interactive}/data.json` })).statusCode).toBe(401);
    expect((await c['teacher']!.get('/api/v3/videos/999999/')).statusCode).toBe(404);
    const article = (
      await t.db.selectFrom('contents').select('id').where('content_type', '=', 'ARTICLE').executeTakeFirstOrThrow()
    ).id;
    expect((await c['teacher']!.get(`/api/v3/videos/${article}/`)).statusCode).toBe(404);
    const bad = await c['teacher']!.get('/api/v3/videos/abc/');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: { code: 'validation_failed' } });
  });

  it('VIDEO-14 a video’s related items are for readers who may watch it', async () => {
    const res = await c['teacher']!.get(`/api/v3/content/?strategy=similar_to&similar_to=${lesson}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<ContentList>().results.map((r) => r.id)).not.toContain(String(lesson));
    expect((await t.app.inject({ url: `/api/v3/content/?strategy=similar_to&similar_to=${lesson}` })).statusCode).toBe(401);
    expect((await c['lite_student']!.get(`/api/v3/content/?strategy=similar_to&similar_to=${interactive}`)).statusCode).toBe(403);
  });

  it('the article API does not serve a video as an article (404)', async () => {
    expect((await c['teacher']!.get(`/api/v3/content/${interactive}/`)).statusCode).toBe(404);
  });

  it('PLAT-45 lite users see a non-lite video behind the veil: no media, no text, no quiz data', async () => {
    for (const who of ['lite_student', 'lite_teacher']) {
      const v = (await c[who]!.get(`/api/v3/videos/${interactive}/`)).json<VideoView>();
      expect(v.veiled, who).toBe(true);
      expect(v.sources).toEqual([]);
      expect(v.transcript).toEqual([]);
      expect(v.data.url).toBeNull();
      expect((await c[who]!.get(`/api/v3/videos/${interactive}/data.json`)).statusCode).toBe(404);
    }
    // The free collection's videos are open to them.
    expect((await c['lite_student']!.get(`/api/v3/videos/${lesson}/`)).json<VideoView>().veiled).toBe(false);
  });
});

describe('interactive video quiz (VIDEO-04, VIDEO-05, VIDEO-07, VIDEO-08, API-36, API-37)', () => {
  it('API-37 VIDEO-08 the data.url JSON holds the quiz annotations; students are not told the correct answer (VIDEO-05)', async () => {
    const view = (await c['student']!.get(`/api/v3/videos/${interactive}/`)).json<VideoView>();
    expect(view.data.url).toBe(`/api/v3/videos/${interactive}/data.json`);
    expect(view.quiz_count).toBe(2);
    const data = (await c['student']!.get(view.data.url!)).json<VideoData>();
    expect(data.annotations.map((a) => [a.type, a.time_seconds, a.quiz.id])).toEqual([
      ['quiz', 2, 'q1'],
      ['quiz', 7.5, 'q2'],
    ]);
    expect(data.annotations[0]!.quiz.answers).toEqual([
      { id: 'a', text: 'In straight lines' },
      { id: 'b', text: 'In circles' },
    ]);
    const teacher = (await c['teacher']!.get(view.data.url!)).json<VideoData>();
    expect(teacher.annotations[0]!.quiz.answers[0]).toEqual({ id: 'a', text: 'In straight lines', is_correct: true });
  });

  it('VIDEO-07 a student’s answer is graded on the server and stored once; a second answer keeps the first', async () => {
    const first = await c['student']!.post(SUBMIT, { interactive_video_id: interactive, quiz_id: 'q1', answer_id: 'b' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<VideoQuizSubmission>()).toMatchObject({ quiz_id: 'q1', answer_id: 'b', answer_is_correct: false });
    const again = await c['student']!.post(SUBMIT, { interactive_video_id: interactive, quiz_id: 'q1', answer_id: 'a' });
    expect(again.statusCode).toBe(200);
    expect(again.json<VideoQuizSubmission>()).toMatchObject({ quiz_id: 'q1', answer_id: 'b', answer_is_correct: false });
    const right = await c['student']!.post(SUBMIT, { interactive_video_id: interactive, quiz_id: 'q2', answer_id: 'b' });
    expect(right.json<VideoQuizSubmission>().answer_is_correct).toBe(true);
  });

  it('VIDEO-07 refuses an unknown question (404), an answer not among its answers (400), a partner video (404) and non-students (403)', async () => {
    const send = (who: Client, body: Record<string, unknown>) => who.post(SUBMIT, body);
    expect((await send(c['student']!, { interactive_video_id: interactive, quiz_id: 'q9', answer_id: 'a' })).statusCode).toBe(
      404,
    );
    expect((await send(c['student']!, { interactive_video_id: interactive, quiz_id: 'q2', answer_id: 'z' })).statusCode).toBe(
      400,
    );
    expect((await send(c['student']!, { interactive_video_id: lesson, quiz_id: 'q1', answer_id: 'a' })).statusCode).toBe(404);
    expect((await send(c['teacher']!, { interactive_video_id: interactive, quiz_id: 'q1', answer_id: 'a' })).statusCode).toBe(
      403,
    );
    expect((await send(c['student']!, { interactive_video_id: 'x', quiz_id: 'q1', answer_id: 'a' })).statusCode).toBe(400);
    const signedOut = await t.app.inject({
      method: 'POST',
      url: SUBMIT,
      payload: { interactive_video_id: interactive, quiz_id: 'q1', answer_id: 'a' },
    });
    expect([401, 403]).toContain(signedOut.statusCode);
  });

  it('API-36 VIDEO-04 the student reads their answers back; their teacher reads them too', async () => {
    const own = await answers(c['student']!, [interactive], [ids['student']!]);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json<VideoQuizSubmissionList>().results.map((r) => [r.quiz_id, r.answer_id, r.answer_is_correct])).toEqual([
      ['q1', 'b', false],
      ['q2', 'b', true],
    ]);
    const teacher = await answers(c['teacher']!, [interactive], [ids['student']!]);
    expect(teacher.json<VideoQuizSubmissionList>().results).toHaveLength(2);
  });

  it('API-36 refuses another student’s answers to a student and to a teacher who does not teach them (404), and bad lists (400)', async () => {
    expect((await answers(c['other_student']!, [interactive], [ids['student']!])).statusCode).toBe(404);
    expect((await answers(c['other_teacher']!, [interactive], [ids['student']!])).statusCode).toBe(404);
    expect(
      (await answers(c['other_student']!, [interactive], [ids['other_student']!])).json<VideoQuizSubmissionList>().results,
    ).toEqual([]);
    expect((await c['student']!.get(`${SUBMIT}?interactive_video_ids=1;2&submitted_by_users=1`)).statusCode).toBe(400);
    expect((await c['student']!.get(`${SUBMIT}?interactive_video_ids=1`)).statusCode).toBe(400);
    expect((await t.app.inject({ url: `${SUBMIT}?interactive_video_ids=1&submitted_by_users=1` })).statusCode).toBe(401);
  });
});

describe('video media (Range requests, who may fetch which file)', () => {
  // The app serves content/videos: its own videos, loaded beside the fixtures.
  const LESSON = '/media/videos/how-plants-make-food';
  const PREMIUM_FOR_LITE = '/media/videos/area-of-a-triangle';
  beforeAll(() => loadVideos(t.db, readVideos(DEFAULT_CONTENT_DIR)));
  const as = (who: Client | null, url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url, headers: { ...headers, ...(who ? { cookie: who.cookie } : {}) } });

  it('serves a byte range of the video with 206, its type and a month in the reader’s own cache', async () => {
    const whole = await as(c['student']!, `${LESSON}/video.mp4`);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['cache-control']).toBe('private, max-age=2592000');
    const size = whole.rawPayload.length;
    const part = await as(c['student']!, `${LESSON}/video.mp4`, { range: 'bytes=100-199' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${size}`);
    expect(part.rawPayload.equals(whole.rawPayload.subarray(100, 200))).toBe(true);
    expect((await as(c['student']!, `${LESSON}/video.mp4`, { range: `bytes=${size + 10}-` })).statusCode).toBe(416);
  });

  it('serves captions as WebVTT and thumbnails as JPEG; not the data files beside the folders', async () => {
    const vtt = await as(c['student']!, `${LESSON}/captions.en.vtt`);
    expect(vtt.statusCode).toBe(200);
    expect(vtt.headers['content-type']).toMatch(/^text\/vtt/);
    expect(vtt.body.startsWith('WEBVTT')).toBe(true);
    expect((await as(c['student']!, `${LESSON}/thumbnail.jpg`)).headers['content-type']).toBe('image/jpeg');
    expect((await as(c['teacher']!, '/media/videos/how-plants-make-food.json')).statusCode).toBe(404);
    expect((await as(c['teacher']!, `${LESSON}/../how-plants-make-food.json`)).statusCode).toBe(404);
    expect((await as(c['teacher']!, `${LESSON}/missing.mp4`)).statusCode).toBe(404);
    expect((await as(c['teacher']!, '/media/videos/no-such-video/video.mp4')).statusCode).toBe(404);
  });

  it('VIDEO-19 PLAT-45 refusals by URL: signed out no video, students no Teacher Resources, a lite account no video behind the veil', async () => {
    // The thumbnail is public: the library shows video cards to signed-out visitors.
    const thumb = await as(null, `${LESSON}/thumbnail.jpg`);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['cache-control']).toBe('public, max-age=2592000');
    for (const file of ['video.mp4', 'captions.en.vtt', 'lesson_plan.pdf']) {
      const res = await as(null, `${LESSON}/${file}`, { range: 'bytes=0-99' });
      expect(res.statusCode, file).toBe(401);
      expect(res.json().error.code).toBe('unauthenticated');
    }
    // Teacher Resources: teachers only.
    for (const who of ['student', 'lite_student']) {
      const res = await as(c[who]!, `${LESSON}/lesson_plan.pdf`);
      expect(res.statusCode, who).toBe(403);
      expect(res.json().error.code).toBe('forbidden');
    }
    const pdf = await as(c['teacher']!, `${LESSON}/lesson_plan.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['cache-control']).toBe('private, no-cache');
    // A video outside the free collection: a lite account gets the veil in the API and no media by URL.
    for (const who of ['lite_student', 'lite_teacher']) {
      for (const file of ['video.mp4', 'captions.en.vtt', 'lesson_plan.pdf']) {
        const res = await as(c[who]!, `${PREMIUM_FOR_LITE}/${file}`, { range: 'bytes=0-99' });
        expect(res.statusCode, `${who} ${file}`).toBe(403);
        expect(res.json().error.code).toBe('subscription_required');
      }
      expect((await as(c[who]!, `${PREMIUM_FOR_LITE}/thumbnail.jpg`)).statusCode).toBe(200);
      expect((await as(c[who]!, `${LESSON}/video.mp4`, { range: 'bytes=0-99' })).statusCode).toBe(206);
    }
    expect((await as(c['student']!, `${PREMIUM_FOR_LITE}/video.mp4`, { range: 'bytes=0-99' })).statusCode).toBe(206);
    expect((await as(c['teacher']!, `${PREMIUM_FOR_LITE}/practice_word_problems.pdf`)).statusCode).toBe(200);
  });
});
