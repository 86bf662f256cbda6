import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SpeechResponse } from '@lectern/domain';
import { buildUser } from '../../test/factories.js';
import { createTestApp, signIn, type Client, type TestContext } from '../../test/test-app.js';

let t: TestContext;
let dataDir: string;
let student: Client;
let teacher: Client;
const TEXT = 'Volcanoes build islands. Hot rock rises from deep inside the Earth, and it cools into new land!';

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'lectern-speech-'));
  t = await createTestApp({ DATA_DIR: dataDir, SPEECH_THREADS: '2' });
  await buildUser(t.db, { username: 'ra_student', role: 'student', grade_level: 7 });
  await buildUser(t.db, { username: 'ra_teacher', role: 'teacher' });
  student = await signIn(t.app, 'ra_student');
  teacher = await signIn(t.app, 'ra_teacher');
});
afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const speech = async (who: Client, body: unknown) => {
  const res = await who.post('/api/v3/text-to-speech/', body);
  return { status: res.statusCode, body: res.json<SpeechResponse & { error?: { message: string } }>() };
};

describe('POST /api/v3/text-to-speech/ (API-35, AUDIO-14)', () => {
  it('API-35 AUDIO-14 answers an MP3 address and one mark per word, in order, each slicing back to its word', async () => {
    const { status, body } = await speech(student, { text: TEXT, language: 'en', speed: 100 });
    expect(status).toBe(200);
    const marks = body.data.speech_marks;
    expect(marks.map((m) => m.value)).toEqual(TEXT.split(' '));
    for (const m of marks) expect(TEXT.slice(m.start, m.start + m.value.length)).toBe(m.value);
    const times = marks.map((m) => m.time);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(times.at(-1)).toBeGreaterThan(2000);
    expect(body.data.download_url).toMatch(/^\/api\/v3\/text-to-speech\/audio\/[\w-]+\.mp3$/);

    const audio = await student.get(body.data.download_url);
    expect(audio.statusCode).toBe(200);
    expect(audio.headers['content-type']).toBe('audio/mpeg');
    const bytes = audio.rawPayload;
    expect(bytes.length).toBeGreaterThan(10_000);
    // An MPEG audio frame starts with eleven set bits.
    expect(bytes[0]).toBe(0xff);
    expect(bytes[1]! & 0xe0).toBe(0xe0);
  });

  it('serves the audio in ranges (browsers seek), and to signed-in readers only', async () => {
    const { body } = await speech(teacher, { text: TEXT, language: 'en', speed: 100 });
    const part = await t.app.inject({
      method: 'GET',
      url: body.data.download_url,
      headers: { cookie: teacher.cookie, range: 'bytes=100-199' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toMatch(/^bytes 100-199\/\d+$/);
    expect(part.rawPayload.length).toBe(100);
    const anonymous = await t.app.inject({ method: 'GET', url: body.data.download_url });
    expect(anonymous.statusCode).toBe(401);
    const elsewhere = await student.get('/api/v3/text-to-speech/audio/..%2f..%2fpackage.json');
    expect(elsewhere.statusCode).toBe(404);
  });

  it('makes each speech once: the same chunk again, or twice at once, is the same file, not made anew', async () => {
    const body = { text: 'The same paragraph, asked for by a whole class.', language: 'en', speed: 75 };
    const [a, b] = await Promise.all([speech(student, body), speech(teacher, body)]);
    expect(a.body.data.download_url).toBe(b.body.data.download_url);
    const file = join(dataDir, 'speech', a.body.data.download_url.split('/').at(-1)!);
    const made = statSync(file).mtimeMs;
    const again = await speech(student, body);
    expect(again.body).toEqual(a.body);
    expect(statSync(file).mtimeMs).toBe(made);
    expect(readdirSync(join(dataDir, 'speech')).filter((f) => f.includes('.tmp') || f.includes('.mp3.'))).toEqual([]);
  });

  it('AUDIO-06 AUDIO-07 a slower speed is slower speech of the same words', async () => {
    const fast = await speech(student, { text: TEXT, language: 'en', speed: 100 });
    const slow = await speech(student, { text: TEXT, language: 'en', speed: 25 });
    expect(slow.body.data.download_url).not.toBe(fast.body.data.download_url);
    expect(slow.body.data.speech_marks.map((m) => m.start)).toEqual(fast.body.data.speech_marks.map((m) => m.start));
    expect(slow.body.data.speech_marks.at(-1)!.time).toBeGreaterThan(fast.body.data.speech_marks.at(-1)!.time * 1.4);
  });

  it('reads a Spanish level with the Spanish voice', async () => {
    const text = 'Los volcanes forman islas. La roca caliente sube desde el interior de la Tierra.';
    const es = await speech(student, { text, language: 'es', speed: 100 });
    const en = await speech(student, { text, language: 'en', speed: 100 });
    expect(es.status).toBe(200);
    expect(es.body.data.speech_marks.map((m) => m.value)).toEqual(text.split(' '));
    expect(es.body.data.download_url).not.toBe(en.body.data.download_url);
  });

  it.each([
    [{ text: '   ', language: 'en', speed: 100 }, 'Send some text to read aloud.'],
    [{ text: 'a '.repeat(1600), language: 'en', speed: 100 }, 'Send at most 3,000 characters at a time.'],
    [{ text: 'Hello', language: 'de', speed: 100 }, 'Choose a language that is read aloud: en or es.'],
    [{ text: 'Hello', language: 'en', speed: 1000 }, 'Choose a speed of 25, 50, 75, 100.'],
    [{ text: 'Hello\u0000', language: 'en', speed: 100 }, 'Remove control characters (such as NUL) from the text.'],
  ])('refuses %j with a 400 and a message', async (body, message) => {
    const res = await speech(student, body);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(message);
  });

  it('refuses signed-out visitors (401), and a write without the CSRF token (403)', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v3/text-to-speech/',
      payload: { text: 'Hello', language: 'en', speed: 100 },
    });
    expect(anonymous.statusCode).toBe(401);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/v3/text-to-speech/',
      headers: { cookie: student.cookie },
      payload: { text: 'Hello', language: 'en', speed: 100 },
    });
    expect(forged.statusCode).toBe(403);
  });
});
