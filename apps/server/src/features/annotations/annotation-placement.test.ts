import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeRange, textOf, textVersion, type Annotation, type AnnotationList } from '@lectern/domain';
import { loadCorpus } from '../../seed/corpus.js';
import { buildClass, buildUser } from '../../test/factories.js';
import { articleFixture } from '../../test/quiz-fixtures.js';
import { createTestApp, signIn, type Client, type TestContext } from '../../test/test-app.js';
import { forgetPlacements, placementOf } from './annotation-placement.js';

let t: TestContext;
let level: number;
let blocks: string[];
let teacher: Client;
let student: Client;

beforeAll(async () => {
  t = await createTestApp();
  await loadCorpus(t.db);
  const cat = await articleFixture(t.db, 'lighthouse-cat');
  level = cat.levels['en:5']!;
  const row = await t.db.selectFrom('article_levels').select('body').where('id', '=', level).executeTakeFirstOrThrow();
  blocks = row.body.map((b) => b.text);
  const t1 = await buildUser(t.db, { username: 'ap_teacher' });
  const s1 = await buildUser(t.db, { username: 'ap_student', role: 'student', grade_level: 5 });
  await buildClass(t.db, t1.id, { students: [s1.id] });
  teacher = await signIn(t.app, 'ap_teacher');
  student = await signIn(t.app, 'ap_student');
});
afterAll(() => t.close());

/** The first paragraph a reader sees, and a sentence-long range in it. */
const paragraph = () => blocks.findIndex((b) => b.length > 80);
const rangeIn = (block: number, from: number, to: number) => ({ start: block, startoffset: from, end: block, endoffset: to });

const highlight = async (who: Client, range: object) => {
  const res = await who.post('/api/v3/annotations/', { client_key: randomUUID(), article_level_id: level, range });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Annotation>();
};
const list = async (who: Client) => {
  const res = await who.get(`/api/v3/annotations/?level_id=${level}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AnnotationList>();
};

describe('API-46 the list carries where each annotation stands in the text (ANNOT-01)', () => {
  it('API-46 ANNOT-01 each highlight is placed by position, quote, approximate quote or orphaned, on the text text_version names', async () => {
    const p = paragraph();
    const text = blocks[p]!;
    const byPosition = await highlight(teacher, rangeIn(p, 0, 40));
    const moved = await highlight(teacher, rangeIn(p, 10, 60));
    const edited = await highlight(teacher, rangeIn(p, 0, text.length));
    const gone = await highlight(teacher, rangeIn(p, 20, 50));
    // As if the text had changed since they were made: before one of them, inside another, and one's words left it.
    await t.db
      .updateTable('annotations')
      .set({ position_start: moved.position.start + 7, position_end: moved.position.end + 7 })
      .where('id', '=', moved.id)
      .execute();
    const wordEdited = `${edited.quote.exact.slice(0, 30)}zz${edited.quote.exact.slice(32)}`;
    await t.db.updateTable('annotations').set({ quote_exact: wordEdited }).where('id', '=', edited.id).execute();
    await t.db
      .updateTable('annotations')
      .set({ quote_exact: 'Nothing like these words is in the level at all.' })
      .where('id', '=', gone.id)
      .execute();
    const share = await teacher.post(`/api/v3/annotations/${byPosition.id}/`, { shared: true });
    expect(share.statusCode, share.body).toBe(200);

    const answer = await list(teacher);
    expect(answer.text_version).toBe(textVersion(blocks));
    const placed = new Map(answer.results.map((a) => [a.id, a.placed]));
    expect(placed.get(byPosition.id)).toEqual({ range: rangeIn(p, 0, 40), by: 'position' });
    expect(placed.get(moved.id)).toEqual({ range: rangeIn(p, 10, 60), by: 'quote' });
    expect(placed.get(edited.id)!.by).toBe('fuzzy');
    expect(textOf(blocks, placed.get(edited.id)!.range!)).toBe(text);
    expect(placed.get(gone.id)).toEqual({ range: null, by: 'orphaned' });
    // The stored selectors are sent as they are.
    expect(answer.results.find((a) => a.id === moved.id)!.position.start).toBe(moved.position.start + 7);
  });

  it('API-46 a student’s replies carry no placement; a student’s own highlight does', async () => {
    const p = paragraph();
    const own = await highlight(student, rangeIn(p, 0, 20));
    const shared = (await list(teacher)).results.find((a) => a.date_shared !== null)!;
    const res = await student.post('/api/v3/annotations/', {
      client_key: randomUUID(),
      in_response_to: { id: shared.id },
      text: 'Why here?',
    });
    expect(res.statusCode, res.body).toBe(201);
    const answer = await list(student);
    expect(answer.results.find((a) => a.id === own.id)!.placed).toEqual({ range: rangeIn(p, 0, 20), by: 'position' });
    for (const a of answer.results.filter((r) => r.category === 'user')) expect(a.placed).toBeUndefined();
  });

  it('API-46 a placement is kept per annotation, its last change and the text', () => {
    forgetPlacements();
    const p = paragraph();
    const anchor = describeRange(blocks, rangeIn(p, 0, 40));
    const row = {
      id: 900_001,
      updated_at: new Date('2026-11-27T00:00:00Z'),
      quote_exact: anchor.quote.exact,
      quote_prefix: anchor.quote.prefix,
      quote_suffix: anchor.quote.suffix,
      position_start: anchor.position.start,
      position_end: anchor.position.end,
    };
    expect(placementOf(blocks, row).by).toBe('position');
    // Same id and change: the kept placement, even though the row now says otherwise.
    expect(placementOf(blocks, { ...row, quote_exact: 'no such words anywhere in it' }).by).toBe('position');
    // A later change is placed again; so is another text.
    const later = { ...row, updated_at: new Date('2026-11-27T00:01:00Z'), quote_exact: 'no such words anywhere in it' };
    expect(placementOf(blocks, later).by).toBe('orphaned');
    const shifted = ['A new first paragraph.', ...blocks];
    expect(placementOf(shifted, row)).toEqual({ range: rangeIn(p + 1, 0, 40), by: 'quote' });
  });
});
