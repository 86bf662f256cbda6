import { describe, expect, it } from 'vitest';
import { ArticleFile } from '../content/content.schema.js';
import { CHECKS_TEXT, checksCount, checksHidden, configWithChecks, gateOf, readAloudBlocked } from './checks-rules.js';

const checks = [
  { id: 7, after_block: 5 },
  { id: 3, after_block: 2 },
];

describe('where the text waits (CFU-01)', () => {
  it('CFU-01 the text stops at the first unanswered check in reading order', () => {
    expect(gateOf(checks, new Set(), 10)).toEqual({ check_id: 3, after_block: 2, hidden_blocks: 7 });
    expect(gateOf(checks, new Set([3]), 10)).toEqual({ check_id: 7, after_block: 5, hidden_blocks: 4 });
  });

  it('CFU-01 any answer counts: with every check answered, or none at all, nothing waits', () => {
    expect(gateOf(checks, new Set([3, 7]), 10)).toBeNull();
    expect(gateOf([], new Set(), 10)).toBeNull();
  });

  it('CFU-01 an answer to a later check does not open the text an earlier one holds', () => {
    expect(gateOf(checks, new Set([7]), 10)?.check_id).toBe(3);
  });

  it('CFU-01 a check with no text after it holds nothing', () => {
    expect(gateOf([{ id: 1, after_block: 9 }], new Set(), 10)).toBeNull();
  });

  it('CFU-01 the picker counts checks', () => {
    expect(checksCount(1)).toBe('1 check');
    expect(checksCount(3)).toBe('3 checks');
  });
});

describe('read-aloud and the checks (CFU-02)', () => {
  it('CFU-02 read-aloud may read up to the check, and is blocked after it, with the warning text', () => {
    const gate = gateOf(checks, new Set(), 10);
    expect(readAloudBlocked(gate, 2)).toBe(false);
    expect(readAloudBlocked(gate, 3)).toBe(true);
    expect(readAloudBlocked(null, 9)).toBe(false);
    expect(CHECKS_TEXT.readAloudBlocked).toBe('Exit listen mode and complete the checks for understanding quiz to continue.');
  });
});

describe('the assignment decides (ASSIGN-62, ASSIGN-63)', () => {
  const attachments = [
    { id: 4, content_type: 'QUIZ' },
    { id: 9, content_type: 'CHECKS_FOR_UNDERSTANDING_QUIZ' },
  ];

  it('ASSIGN-62 the checks apply unless the assignment hides them', () => {
    expect(checksHidden(null)).toBe(false);
    expect(checksHidden({})).toBe(false);
    expect(checksHidden({ hide_checks_for_understanding: true })).toBe(true);
  });

  it('ASSIGN-63 ASSIGN-62 the switch adds or removes the activity and sets the hide flag to match', () => {
    expect(configWithChecks({ hide_quiz_answers: true }, attachments, ['4', '9'])).toEqual({
      hide_quiz_answers: true,
      hide_checks_for_understanding: false,
    });
    expect(configWithChecks({ hide_checks_for_understanding: false }, attachments, ['4'])).toEqual({
      hide_checks_for_understanding: true,
    });
    expect(configWithChecks({ hide_quiz_answers: true }, attachments.slice(0, 1), [])).toEqual({ hide_quiz_answers: true });
  });
});

describe('checks in the corpus format (CFU-01)', () => {
  const level = (checks: unknown[]) => ({
    language: 'en',
    grade_band: 5,
    lexile: 700,
    is_original: true,
    title: 'A title',
    short_title: 'Title',
    teaser: 'A teaser sentence.',
    byline: 'By A. Writer',
    author: 'A. Writer',
    paragraphs: ['## Heading', 'One.', 'Two.', 'Three.'],
    power_words: Array.from({ length: 4 }, () => ({
      headword: 'word',
      definition: 'a word',
      questions: [0, 1].map(() => ({ question: 'Which?', options: ['a', 'b'], correct: 0 })),
    })),
    write_prompt: 'Write about it, please.',
    key_terms: [0, 1, 2].map(() => ({ term: 'term', definition: 'a term' })),
    checks,
  });
  const article = (checks: unknown[]) => ({
    slug: 'a',
    subject: 'ELA',
    article_type: 'news',
    published: '2026-01-01',
    provider: 'Lectern',
    is_premium: false,
    is_lite: false,
    content_warning: null,
    decodable: false,
    quiz_omission_reason: 'INTENTIONALLY_OMITTED',
    noindex: false,
    image_alt: 'An image',
    standards: [{ code: 'RI.5.1', name: 'n', description: 'd' }],
    advisories: [],
    levels: Array.from({ length: 5 }, (_, i) => ({ ...level(checks), is_original: i === 4 })),
  });
  const check = (after: number) => ({ after, question: 'What happened?', options: ['a', 'b', 'c'], correct: 1 });

  it('CFU-01 a check follows a paragraph with text after it, in reading order', () => {
    expect(ArticleFile.safeParse(article([check(1), check(2)])).success).toBe(true);
    for (const bad of [[check(0)], [check(3)], [check(2), check(1)], [{ ...check(1), correct: 3 }]])
      expect(ArticleFile.safeParse(article(bad)).success, JSON.stringify(bad)).toBe(false);
  });
});
