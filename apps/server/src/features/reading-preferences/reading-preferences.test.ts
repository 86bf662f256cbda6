import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReadingPreferences } from '@lectern/domain';
import { buildUser } from '../../test/factories.js';
import { createTestApp, signIn, type Client, type TestContext } from '../../test/test-app.js';

let t: TestContext;
const c: Record<string, Client> = {};
const PATH = '/api/v3/reading-preferences/';

beforeAll(async () => {
  t = await createTestApp();
  await buildUser(t.db, { username: 'prefs_student', role: 'student', grade_level: 5 });
  await buildUser(t.db, { username: 'prefs_teacher' });
  await buildUser(t.db, { username: 'prefs_other', role: 'student', grade_level: 5 });
  for (const name of ['student', 'teacher', 'other']) c[name] = await signIn(t.app, `prefs_${name}`);
});
afterAll(() => t.close());

const read = async (who: Client) => {
  const res = await who.get(PATH);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ReadingPreferences>();
};

describe('reading preferences (TOOLBAR-03, TOOLBAR-04)', () => {
  it('TOOLBAR-04: a reader who never chose has the defaults', async () => {
    expect(await read(c['other']!)).toEqual({ text_size: 'medium', line_spacing: 'normal', font: 'standard' });
  });

  it('TOOLBAR-04: a student changes their text size, then their font; each change keeps the other', async () => {
    const first = await c['student']!.patch(PATH, { text_size: 'extra_large' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ text_size: 'extra_large', line_spacing: 'normal', font: 'standard' });
    const second = await c['student']!.patch(PATH, { font: 'opendyslexic', line_spacing: 'loose' });
    expect(second.json()).toEqual({ text_size: 'extra_large', line_spacing: 'loose', font: 'opendyslexic' });
    // On any device: what the next request reads is what was stored.
    expect(await read(c['student']!)).toEqual({ text_size: 'extra_large', line_spacing: 'loose', font: 'opendyslexic' });
    const again = await signIn(t.app, 'prefs_student');
    expect(await read(again)).toEqual({ text_size: 'extra_large', line_spacing: 'loose', font: 'opendyslexic' });
  });

  it('TOOLBAR-04: a teacher keeps their own, and one reader’s change is nobody else’s', async () => {
    const res = await c['teacher']!.patch(PATH, { text_size: 'small' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await read(c['teacher']!)).text_size).toBe('small');
    expect((await read(c['other']!)).text_size).toBe('medium');
    expect((await read(c['student']!)).text_size).toBe('extra_large');
  });

  it('TOOLBAR-04: two changes at once both land', async () => {
    await buildUser(t.db, { username: 'prefs_race', role: 'student', grade_level: 5 });
    const racer = await signIn(t.app, 'prefs_race');
    const [a, b] = await Promise.all([
      racer.patch(PATH, { text_size: 'large' }),
      racer.patch(PATH, { font: 'atkinson_hyperlegible' }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(await read(racer)).toEqual({ text_size: 'large', line_spacing: 'normal', font: 'atkinson_hyperlegible' });
  });

  it('TOOLBAR-04: bad input is a 400 JSON error and changes nothing', async () => {
    for (const body of [
      {},
      { text_size: 'huge' },
      { text_size: 3 },
      { font: 'Comic Sans' },
      { user_id: 1, text_size: 'small' },
      [],
    ]) {
      const res = await c['other']!.patch(PATH, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<{ error: { code: string } }>().error.code).toBeTruthy();
    }
    expect(await read(c['other']!)).toEqual({ text_size: 'medium', line_spacing: 'normal', font: 'standard' });
  });

  it('TOOLBAR-04: a signed-out visitor has no preferences on the server', async () => {
    expect((await t.app.inject({ method: 'GET', url: PATH })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'PATCH', url: PATH, payload: { text_size: 'large' } })).statusCode,
    ).toBeGreaterThanOrEqual(401);
  });
});
