import { createLocalJWKSet, decodeJwt, jwtVerify, SignJWT, generateKeyPair, type JSONWebKeySet } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormativeLaunch, FormativeStatus, GraphicOrganizerList } from '@lectern/domain';
import { loadCorpus } from '../../seed/corpus.js';
import { buildUser } from '../../test/factories.js';
import { articleFixture, type ArticleFixture } from '../../test/quiz-fixtures.js';
import { createTestApp, signIn, type Client, type TestContext } from '../../test/test-app.js';

const TOOL = 'https://formative.example.org/launch';
let t: TestContext;
let off: TestContext;
let bees: ArticleFixture;
const c: Record<string, Client> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp({ FORMATIVE_URL: TOOL });
  off = await createTestApp();
  await loadCorpus(t.db);
  bees = await articleFixture(t.db, 'honeybee-waggle-dance');
  ids['teacher'] = (await buildUser(t.db, { username: 'fm_teacher', first_name: 'Rosa', last_name: 'Quill' })).id;
  ids['other'] = (await buildUser(t.db, { username: 'fm_other' })).id;
  ids['student'] = (await buildUser(t.db, { username: 'fm_student', role: 'student', grade_level: 7 })).id;
  ids['parent'] = (await buildUser(t.db, { username: 'fm_parent', role: 'parent' })).id;
  for (const name of ['teacher', 'other', 'student', 'parent']) c[name] = await signIn(t.app, `fm_${name}`);
  await buildUser(off.db, { username: 'fm_off' });
  c['off'] = await signIn(off.app, 'fm_off');
});
afterAll(async () => {
  await t.close();
  await off.close();
});

const jwksOf = async (ctx: TestContext) => {
  const res = await ctx.app.inject({ method: 'GET', url: '/.well-known/jwks.json' });
  expect(res.statusCode).toBe(200);
  return createLocalJWKSet(res.json<JSONWebKeySet>());
};
const launchUrl = (contentId: number, query = '') => `/apps/formative/jwt/${contentId}/${query}`;

describe('the Formative integration point (API-23, API-24)', () => {
  it('API-23 a teacher gets the configured url and a token that verifies with the published JWKS', async () => {
    const res = await c['teacher']!.get(
      launchUrl(
        bees.contentId,
        `?formativeDestination=organizers/flowchart&rawLexile=850&quizContentId=${bees.quizId}&useOAuth=true`,
      ),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const launch = res.json<FormativeLaunch>();
    expect(launch.url).toBe(TOOL);
    const { payload, protectedHeader } = await jwtVerify(launch.payload, await jwksOf(t), {
      audience: 'https://formative.example.org',
      issuer: 'http://localhost:80',
    });
    expect(protectedHeader.alg).toBe('ES256');
    expect(payload).toMatchObject({
      content_id: String(bees.contentId),
      destination: 'organizers/flowchart',
      raw_lexile: 850,
      quiz_content_id: String(bees.quizId),
      use_oauth: true,
      role: 'teacher',
    });
    expect(payload.exp! - payload.iat!).toBe(300);
    expect(typeof payload.jti).toBe('string');
  });

  it('API-23 the token names the teacher only by a pseudonymous id: no name, username or email', async () => {
    const launch = (await c['teacher']!.get(launchUrl(bees.contentId))).json<FormativeLaunch>();
    const claims = decodeJwt(launch.payload);
    const row = await t.db.selectFrom('users').select(['unique_id']).where('id', '=', ids['teacher']!).executeTakeFirstOrThrow();
    expect(claims.sub).toBe(row.unique_id);
    const text = JSON.stringify(claims);
    for (const secret of ['Rosa', 'Quill', 'fm_teacher', '@']) expect(text).not.toContain(secret);
    expect(Object.keys(claims).filter((k) => /name|email|user/i.test(k))).toEqual([]);
    expect(Object.values(claims)).not.toContain(ids['teacher']);
    expect(Object.values(claims)).not.toContain(String(ids['teacher']));
  });

  it('API-23 an expired token and a tampered one fail verification', async () => {
    const jwks = await jwksOf(t);
    const launch = (await c['teacher']!.get(launchUrl(bees.contentId))).json<FormativeLaunch>();
    // Five minutes and a second later, the same token is refused.
    const later = new Date(Date.now() + 301_000);
    await expect(jwtVerify(launch.payload, jwks, { currentDate: later })).rejects.toThrow(/exp/);
    // A changed claim breaks the signature.
    const [h, p, sig] = launch.payload.split('.');
    const claims = JSON.parse(Buffer.from(p!, 'base64url').toString()) as Record<string, unknown>;
    claims.content_id = '999';
    const forged = `${h}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${sig}`;
    await expect(jwtVerify(forged, jwks)).rejects.toThrow(/signature/);
    // A token signed by another key with the same kid is refused too.
    const { privateKey } = await generateKeyPair('ES256');
    const header = JSON.parse(Buffer.from(h!, 'base64url').toString()) as { kid: string };
    const other = await new SignJWT({ content_id: '1' }).setProtectedHeader({ alg: 'ES256', kid: header.kid }).sign(privateKey);
    await expect(jwtVerify(other, jwks)).rejects.toThrow(/signature/);
  });

  it('API-23 one stored key signs for every process: the JWKS publishes the database’s one key, without its private part', async () => {
    const first = (await t.app.inject({ method: 'GET', url: '/.well-known/jwks.json' })).json<JSONWebKeySet>();
    const keys = await t.db.selectFrom('formative_signing_keys').select('kid').execute();
    expect(keys).toHaveLength(1);
    expect(first.keys.map((k) => k.kid)).toEqual([keys[0]!.kid]);
    expect(first.keys[0]).not.toHaveProperty('d');
  });

  it('API-23 students, parents and signed-out visitors are refused; bad input is a 400', async () => {
    expect((await c['student']!.get(launchUrl(bees.contentId))).statusCode).toBe(403);
    expect((await c['parent']!.get(launchUrl(bees.contentId))).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: launchUrl(bees.contentId) })).statusCode).toBe(401);
    expect((await c['teacher']!.get(launchUrl(99999999))).statusCode).toBe(404);
    const bad = await c['teacher']!.get(launchUrl(bees.contentId, '?formativeDestination=%3Cscript%3E'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: { code: string } }>().error.code).toBe('validation_failed');
  });

  it('API-24 the pages may post a form to the tool’s origin, and only there besides their own', async () => {
    const csp = (await t.app.inject({ method: 'GET', url: '/api/health/' })).headers['content-security-policy'] as string;
    expect(csp).toContain("form-action 'self' https://formative.example.org");
    const plain = (await off.app.inject({ method: 'GET', url: '/api/health/' })).headers['content-security-policy'] as string;
    expect(plain).toContain("form-action 'self';");
  });

  it('API-24 TOOLS-40 without FORMATIVE_URL the launch is 404 and the tool is not available', async () => {
    const res = await c['off']!.get(launchUrl(1));
    expect(res.statusCode).toBe(404);
    expect((await c['off']!.get('/api/v3/formative/')).json<FormativeStatus>()).toEqual({ available: false, terms: null });
    expect((await c['student']!.get('/api/v3/formative/')).json<FormativeStatus>()).toEqual({ available: true, terms: null });
  });
});

describe('the Formative terms (API-25, TOOLS-41)', () => {
  const terms = (userId: number, slug = 'formative-tos', version = 1) =>
    `/api/v3/user/${userId}/terms-of-service/${slug}/version/${version}/`;

  it('TOOLS-41 API-25 a teacher accepts the terms for themself; the status then says so', async () => {
    const before = (await c['teacher']!.get('/api/v3/formative/')).json<FormativeStatus>();
    expect(before).toEqual({ available: true, terms: { slug: 'formative-tos', version: 1, accepted: false } });
    const res = await c['teacher']!.post(terms(ids['teacher']!));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ slug: 'formative-tos', version: 1 });
    expect((await c['teacher']!.get('/api/v3/formative/')).json<FormativeStatus>().terms?.accepted).toBe(true);
    // Accepting again keeps one record.
    expect((await c['teacher']!.post(terms(ids['teacher']!))).statusCode).toBe(200);
    const rows = await t.db.selectFrom('terms_acceptances').selectAll().where('user_id', '=', ids['teacher']!).execute();
    expect(rows).toHaveLength(1);
  });

  it('API-25 another user’s id, a student, unknown terms and an old version are refused', async () => {
    const other = await c['teacher']!.post(terms(ids['other']!));
    expect(other.statusCode).toBe(403);
    expect((await c['other']!.get('/api/v3/formative/')).json<FormativeStatus>().terms?.accepted).toBe(false);
    expect((await c['student']!.post(terms(ids['student']!))).statusCode).toBe(403);
    expect((await c['other']!.post(terms(ids['other']!, 'other-tos'))).statusCode).toBe(404);
    expect((await c['other']!.post(terms(ids['other']!, 'formative-tos', 2))).statusCode).toBe(409);
    expect((await t.app.inject({ method: 'POST', url: terms(ids['other']!) })).statusCode).toBe(401);
  });
});

describe('graphic organizers (VIDEO-32 … VIDEO-37)', () => {
  it('VIDEO-35 VIDEO-36 only complete rows are kept; the examples are there with their grade ranges', async () => {
    const res = await c['teacher']!.get('/api/v3/graphic-organizers/');
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json<GraphicOrganizerList>();
    const titles = list.results.map((o) => o.title);
    for (const title of ['Flowchart', 'Venn Diagram', 'Main Idea', 'Frayer Model', 'KWL Chart']) expect(titles).toContain(title);
    // The table's unfinished row (no clone link, no band) is not kept.
    expect(titles).not.toContain('Story Map');
    const stored = await t.db.selectFrom('graphic_organizers').select('slug').execute();
    expect(stored.map((r) => r.slug)).not.toContain('story-map');
    expect(list.results.find((o) => o.slug === 'kwl-chart')).toMatchObject({ grade_band: 'ES-MS', grade_range: '1-8' });
  });

  it('VIDEO-34 for an article level: the quiz’s reading skills with organizers that suit the level’s grade', async () => {
    const level = bees.levels['en:3'] ?? Object.values(bees.levels)[0]!;
    const res = await c['teacher']!.get(`/api/v3/graphic-organizers/?content_id=${bees.contentId}&level_id=${level}`);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json<GraphicOrganizerList>();
    expect(list.skills.length).toBeGreaterThan(0);
    for (const o of list.results) expect(list.skills).toContain(o.reading_skill);
  });

  it('VIDEO-37 grade filtering: a grade 10 reader gets no ES-MS organizer; a grade 4 reader no HS one', async () => {
    const ten = (
      await c['teacher']!.get('/api/v3/graphic-organizers/?reading_skill=Key%20details&grade=10')
    ).json<GraphicOrganizerList>();
    expect(ten.results.map((o) => o.slug)).toEqual(['five-ws']);
    const four = (
      await c['teacher']!.get('/api/v3/graphic-organizers/?reading_skill=Key%20details&grade=4')
    ).json<GraphicOrganizerList>();
    expect(four.results.map((o) => o.slug)).toEqual(['kwl-chart', 'five-ws']);
    const hs = (
      await c['teacher']!.get('/api/v3/graphic-organizers/?reading_skill=Point%20of%20view&grade=4')
    ).json<GraphicOrganizerList>();
    expect(hs.results).toEqual([]);
  });

  it('VIDEO-33 the PNG preview and the PDF are served; students may not list organizers', async () => {
    const png = await t.app.inject({ method: 'GET', url: '/media/organizers/flowchart.png' });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    const pdf = await t.app.inject({ method: 'GET', url: '/media/organizers/flowchart.pdf' });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await t.app.inject({ method: 'GET', url: '/media/organizers/organizers.json' })).statusCode).toBe(404);
    expect((await c['student']!.get('/api/v3/graphic-organizers/')).statusCode).toBe(403);
    expect((await c['teacher']!.get(`/api/v3/graphic-organizers/?content_id=${bees.contentId}`)).statusCode).toBe(400);
  });
});
