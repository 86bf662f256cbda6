import { describe, expect, it } from 'vitest';
import { milestonesReached, ReadingEventBatch, scrollPercent } from './reading-events.schema.js';
import { statementForEvent, statementForQuiz, XapiStatement } from './xapi.js';

const site = { baseUrl: 'https://lectern.example.org' };
const actor = '7d0c7f38-3c61-4d0e-9b56-0c8f7e1f2a10';
const common = {
  id: '1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b',
  content_id: 12,
  level_id: 40,
  assignment_id: 7,
  occurred_at: '2026-11-26T10:00:00.000Z',
  actor,
  content_title: 'Islands from fire',
  class_ids: ['2f1f0a8e-5c44-4a70-9a43-1e0c3ab0e9d1'],
};

describe('xAPI mapping', () => {
  it('SESSION-08 a page view is "experienced" the article level, with the assignment and class as grouping', () => {
    const s = statementForEvent(site, { ...common, name: 'user_article_viewed', content_type: 'article' });
    expect(XapiStatement.safeParse(s).success).toBe(true);
    expect(s).toMatchObject({
      id: common.id,
      actor: { objectType: 'Agent', account: { homePage: site.baseUrl, name: actor } },
      verb: { id: 'http://adlnet.gov/expapi/verbs/experienced' },
      object: { id: 'https://lectern.example.org/view/12?levelId=40', definition: { name: { 'en-US': 'Islands from fire' } } },
      timestamp: common.occurred_at,
      version: '2.0.0',
    });
    expect(s.context!.contextActivities!.grouping!.map((a) => a.id)).toEqual([
      'https://lectern.example.org/xapi/assignments/7',
      `https://lectern.example.org/xapi/classes/${common.class_ids[0]}`,
    ]);
  });

  it('SESSION-09 a scroll milestone is "progressed" with the cmi5 progress extension; 100 % is completion', () => {
    const half = statementForEvent(site, { ...common, name: 'scroll_depth_read', depth: 50 });
    const all = statementForEvent(site, { ...common, name: 'scroll_depth_read', depth: 100 });
    expect(half.result).toEqual({
      completion: false,
      extensions: { 'https://w3id.org/xapi/cmi5/result/extensions/progress': 50 },
    });
    expect(all.result!.completion).toBe(true);
    expect(XapiStatement.safeParse(all).success).toBe(true);
  });

  it('SESSION-11 SESSION-12 an error impression and a user action are valid statements with their details in the result', () => {
    const err = statementForEvent(site, {
      ...common,
      name: 'error_impression',
      error_code: 'forbidden',
      description: 'No access.',
    });
    expect(err.result).toEqual({ success: false, response: 'forbidden: No access.' });
    const act = statementForEvent(site, { ...common, name: 'user_action', kind: 'tab', control: 'Quiz' });
    expect(act.verb.id).toBe('http://adlnet.gov/expapi/verbs/interacted');
    expect(act.result!.response).toBe('Quiz');
    for (const s of [err, act]) expect(XapiStatement.safeParse(s).success).toBe(true);
  });

  it('a finished quiz is "completed" with a scaled score, inside its article level', () => {
    const s = statementForQuiz(site, {
      statement_id: '9f1c1a52-9e41-5c1d-8d3a-3f5d4a2b1c0e',
      actor,
      activity_id: 3,
      content_id: 12,
      level_id: 40,
      assignment_id: null,
      correct: 3,
      total: 4,
      completed_at: '2026-11-26T10:05:00.000Z',
    });
    expect(XapiStatement.safeParse(s).success).toBe(true);
    expect(s.result).toEqual({ completion: true, score: { raw: 3, min: 0, max: 4, scaled: 0.75 } });
    expect(s.context!.contextActivities!.parent![0]!.id).toBe('https://lectern.example.org/view/12?levelId=40');
  });

  it('the statement rules refuse what the standard refuses', () => {
    const good = statementForEvent(site, {
      ...common,
      name: 'user_article_viewed',
      content_type: 'article',
    });
    const bad = [
      { ...good, actor: { account: { homePage: site.baseUrl, name: actor }, mbox: 'mailto:a@b.org' } },
      { ...good, actor: { name: 'nobody' } },
      { ...good, verb: { id: 'not an iri' } },
      { ...good, timestamp: '2026-11-26T10:00:00' },
      { ...good, id: 'abc' },
      { ...good, result: { score: { raw: 5, min: 0, max: 4 } } },
      { ...good, result: { score: { scaled: 1.5 } } },
      { ...good, verb: { ...good.verb, display: { 'not a tag!': 'x' } } },
      { ...good, extra: true },
      { ...good, object: { objectType: 'StatementRef', id: good.id }, context: { platform: 'Lectern' } },
    ];
    for (const b of bad) expect(XapiStatement.safeParse(b).success, JSON.stringify(b).slice(0, 120)).toBe(false);
  });
});

describe('scroll depth', () => {
  it('SESSION-09 the milestones reached at a depth, and the depth from the window and the text', () => {
    expect(milestonesReached(0)).toEqual([0]);
    expect(milestonesReached(74.9)).toEqual([0, 25, 50]);
    expect(milestonesReached(100)).toEqual([0, 25, 50, 75, 100]);
    expect(scrollPercent({ scrollTop: 0, viewportHeight: 800, textTop: 200, textHeight: 2400 })).toBe(25);
    expect(scrollPercent({ scrollTop: 5000, viewportHeight: 800, textTop: 200, textHeight: 2400 })).toBe(100);
    expect(scrollPercent({ scrollTop: 0, viewportHeight: 800, textTop: 200, textHeight: 0 })).toBe(0);
  });

  it('SESSION-09 a batch holds 1 to 50 bounded events', () => {
    const e = { id: common.id, name: 'scroll_depth_read', depth: 25, content_id: 1, occurred_at: common.occurred_at };
    expect(ReadingEventBatch.safeParse({ events: [e] }).success).toBe(true);
    expect(ReadingEventBatch.safeParse({ events: [{ ...e, depth: 20 }] }).success).toBe(false);
    expect(ReadingEventBatch.safeParse({ events: Array.from({ length: 51 }, () => e) }).success).toBe(false);
  });
});
