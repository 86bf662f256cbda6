import { describe, expect, it } from 'vitest';
import { ArticleFile } from '../content/content.schema.js';
import { sentenceRanges, type BlockRange } from './anchoring.js';
import {
  attemptLabel,
  completionConfetti,
  completionMessage,
  configWithGuidedHighlighting,
  GH_TEXT,
  guidedHighlightingCount,
  guidedHighlightingHidden,
  highlightMatches,
  outcomeOf,
  pointsText,
} from './guided-highlighting-rules.js';
import { FeedbackReportBody, GuidedHighlightingCheckBody } from './guided-highlighting.schema.js';

const blocks = [
  'Bees live in hives.',
  'A forager bee finds flowers. It flies home and dances. The dance shows the other bees the way to the food.',
  'Other bees watch the dance.',
];
/** The range of `text` in block `b`. */
const at = (b: number, text: string): BlockRange => {
  const i = blocks[b]!.indexOf(text);
  if (i < 0) throw new Error(text);
  return { start: b, startoffset: i, end: b, endoffset: i + text.length };
};
const answer = at(1, 'It flies home and dances. The dance shows the other bees the way to the food.');

describe('the overlap rule (GH-07)', () => {
  it('GH-07 the answer passage itself is right', () => {
    expect(highlightMatches(blocks, answer, answer)).toBe(true);
  });

  it('GH-07 most of the passage is right: one of its two sentences, when it is the longer part', () => {
    expect(highlightMatches(blocks, at(1, 'The dance shows the other bees the way to the food.'), answer)).toBe(true);
    // A word short at either end is still the passage.
    expect(highlightMatches(blocks, at(1, 'flies home and dances. The dance shows the other bees the way to the'), answer)).toBe(
      true,
    );
  });

  it('GH-07 too little of the passage is wrong', () => {
    expect(highlightMatches(blocks, at(1, 'It flies home'), answer)).toBe(false);
  });

  it('GH-07 too much text is wrong: the passage inside a much longer highlight is not an answer', () => {
    const wholeText: BlockRange = { start: 0, startoffset: 0, end: 2, endoffset: blocks[2]!.length };
    expect(highlightMatches(blocks, wholeText, answer)).toBe(false);
    // The paragraph with one more sentence is still mostly the answer.
    expect(highlightMatches(blocks, at(1, blocks[1]!), answer)).toBe(true);
  });

  it('GH-07 a highlight elsewhere is wrong', () => {
    expect(highlightMatches(blocks, at(0, 'Bees live in hives.'), answer)).toBe(false);
    expect(highlightMatches(blocks, at(2, 'Other bees watch the dance.'), answer)).toBe(false);
  });

  it('GH-07 an answer across two paragraphs is measured in the flat text', () => {
    const across: BlockRange = { start: 1, startoffset: blocks[1]!.indexOf('The dance'), end: 2, endoffset: blocks[2]!.length };
    expect(highlightMatches(blocks, across, across)).toBe(true);
    expect(highlightMatches(blocks, at(2, 'Other bees watch the dance.'), across)).toBe(false);
  });

  it('GH-07 whole sentences chosen by keyboard reach the passage', () => {
    const sentences = sentenceRanges(blocks);
    const second = sentences.findIndex((s) => s.start === 1 && s.startoffset === answer.startoffset);
    const both: BlockRange = { ...sentences[second]!, end: 1, endoffset: sentences[second + 1]!.endoffset };
    expect(highlightMatches(blocks, both, answer)).toBe(true);
  });
});

describe('scoring and status (GH-06 … GH-08)', () => {
  it('GH-07 a right first try completes the question with 10 points', () => {
    expect(outcomeOf(1, true)).toEqual({ status: 'completed', tokens: 10 });
  });

  it('GH-07 a right second try earns 5 points', () => {
    expect(outcomeOf(2, true)).toEqual({ status: 'completed', tokens: 5 });
  });

  it('GH-06 a wrong first try asks to try again', () => {
    expect(outcomeOf(1, false)).toEqual({ status: 'tryAgain', tokens: 0 });
  });

  it('GH-08 after two misses the question completes (with the suggested answer) and no points', () => {
    expect(outcomeOf(2, false)).toEqual({ status: 'completed', tokens: 0 });
  });

  it('GH-07 points read "10 points" and "5 points"', () => {
    expect(pointsText(10)).toBe('10 points');
    expect(pointsText(5)).toBe('5 points');
    expect(pointsText(1)).toBe('1 point');
  });
});

describe('labels and messages', () => {
  it('GH-11 the attempt label is "1st attempt", then "1 out of 2 attempts"', () => {
    expect(attemptLabel(0, 'initial')).toBe('1st attempt');
    expect(attemptLabel(1, 'tryAgain')).toBe('1 out of 2 attempts');
    expect(attemptLabel(1, 'completed')).toBeNull();
  });

  it('GH-13 the completion message follows the token total', () => {
    expect(completionMessage(5)).toBe('Way to go');
    expect(completionMessage(10)).toBe('Way to go');
    expect(completionMessage(15)).toBe('Good job');
    expect(completionMessage(20)).toBe('Great job');
    expect(completionMessage(0)).toBe("Don't give up");
  });

  it('GH-13 totals past 20 (three questions reach 25 and 30) say "Great job", not "Don\'t give up"', () => {
    expect(completionMessage(25)).toBe('Great job');
    expect(completionMessage(30)).toBe('Great job');
  });

  it('GH-13 totals of 10 or more add confetti', () => {
    expect(completionConfetti(5)).toBe(false);
    expect(completionConfetti(10)).toBe(true);
    expect(completionConfetti(30)).toBe(true);
  });

  it('GH-09 GH-10 GH-17 the buttons and the report modal use the spec’s words', () => {
    expect([GH_TEXT.clear, GH_TEXT.check, GH_TEXT.tryAgain, GH_TEXT.nextQuestion, GH_TEXT.complete]).toEqual([
      'Clear',
      'Check',
      'Try again',
      'Next',
      'Complete activity',
    ]);
    expect(GH_TEXT.reportPlaceholder).toBe('Start typing...');
    expect(GH_TEXT.reportPrompt).toBe('Describe the problem you are experiencing. Your feedback helps us improve results.');
    expect(GH_TEXT.reportSubmit).toBe('Submit and remove');
    expect([GH_TEXT.welcomeTitle, GH_TEXT.instructionsTitle, GH_TEXT.getStarted, GH_TEXT.doNotShowAgain]).toEqual([
      'Welcome',
      'Instructions',
      'Get Started!',
      'Do not show again',
    ]);
  });

  it('the picker counts questions', () => {
    expect(guidedHighlightingCount(3)).toBe('3 questions');
    expect(guidedHighlightingCount(1)).toBe('1 question');
  });
});

describe('the assignment’s switch (ASSIGN-62, ASSIGN-63)', () => {
  const attachments = [{ id: 9, content_type: 'GUIDED_HIGHLIGHTING_QUIZ' }];
  it('ASSIGN-62 hide_guided_highlighting hides it', () => {
    expect(guidedHighlightingHidden({ hide_guided_highlighting: true })).toBe(true);
    expect(guidedHighlightingHidden({})).toBe(false);
    expect(guidedHighlightingHidden(null)).toBe(false);
  });
  it('ASSIGN-63 leaving the activity out of the assignment sets the hide flag, and the reverse', () => {
    expect(configWithGuidedHighlighting({}, attachments, [])).toEqual({ hide_guided_highlighting: true });
    expect(configWithGuidedHighlighting({ hide_guided_highlighting: true }, attachments, ['9'])).toEqual({
      hide_guided_highlighting: false,
    });
    expect(configWithGuidedHighlighting({}, [], [])).toEqual({});
  });
});

describe('requests', () => {
  it('GH-07 a check names its attempt, 1 or 2, and a range that ends after it starts', () => {
    const range = { start: 1, startoffset: 0, end: 1, endoffset: 4 };
    expect(GuidedHighlightingCheckBody.safeParse({ question_id: 1, attempt: 1, range }).success).toBe(true);
    expect(GuidedHighlightingCheckBody.safeParse({ question_id: 1, attempt: 3, range }).success).toBe(false);
    expect(GuidedHighlightingCheckBody.safeParse({ question_id: 1, attempt: 0, range }).success).toBe(false);
    expect(GuidedHighlightingCheckBody.safeParse({ question_id: 1, attempt: 1, range: { ...range, endoffset: 0 } }).success).toBe(
      false,
    );
  });

  it('API-45 GH-17 thumbs-up names the question; thumbs-down its content id and a description, which is required', () => {
    const source = { reportSource: 'GuidedHighlightingQuestion' };
    expect(FeedbackReportBody.safeParse({ ...source, reaction: 'thumbs_up', question_id: 4 }).success).toBe(true);
    expect(
      FeedbackReportBody.safeParse({ ...source, reaction: 'thumbs_down', content_id: 4, description: 'Wrong passage' }).success,
    ).toBe(true);
    expect(FeedbackReportBody.safeParse({ ...source, reaction: 'thumbs_down', content_id: 4, description: '   ' }).success).toBe(
      false,
    );
    expect(FeedbackReportBody.safeParse({ ...source, reaction: 'thumbs_down', content_id: 4 }).success).toBe(false);
    expect(FeedbackReportBody.safeParse({ ...source, reaction: 'thumbs_up', content_id: 4 }).success).toBe(false);
    expect(FeedbackReportBody.safeParse({ reportSource: 'Other', reaction: 'thumbs_up', question_id: 4 }).success).toBe(false);
  });
});

describe('the corpus format', () => {
  const question = (paragraph: number, text: string) => ({
    skill: 'Key details',
    question: 'Highlight the sentence that says where bees live.',
    answer: { paragraph, text },
    suggested_answer: 'Bees live in hives, the article says.',
  });
  const level = (gh: unknown[]) => ({
    language: 'en',
    grade_band: 5,
    lexile: 700,
    is_original: true,
    title: 'A title',
    short_title: 'Title',
    teaser: 'A teaser sentence.',
    byline: 'By A. Writer',
    author: 'A. Writer',
    paragraphs: ['## Heading', 'Bees live in hives.', 'They dance.'],
    power_words: Array.from({ length: 4 }, () => ({
      headword: 'word',
      definition: 'a word',
      questions: [0, 1].map(() => ({ question: 'Which?', options: ['a', 'b'], correct: 0 })),
    })),
    write_prompt: 'Write about it, please.',
    key_terms: [0, 1, 2].map(() => ({ term: 'term', definition: 'a term' })),
    guided_highlighting: gh,
  });
  const article = (gh: unknown[]) => ({
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
    levels: Array.from({ length: 5 }, (_, i) => ({ ...level(gh), is_original: i === 4 })),
  });

  it('GH-05 an answer is an exact part of a paragraph of its level', () => {
    expect(ArticleFile.safeParse(article([question(1, 'live in hives')])).success).toBe(true);
  });

  it('GH-05 the loader refuses an answer not found in its paragraph, in a subheading, or in no paragraph', () => {
    for (const bad of [question(2, 'live in hives'), question(0, 'Heading'), question(7, 'Bees'), question(1, ' Bees live')]) {
      const parsed = ArticleFile.safeParse(article([bad]));
      expect(parsed.success, JSON.stringify(bad)).toBe(false);
    }
    const parsed = ArticleFile.safeParse(article([question(2, 'live in hives')]));
    expect(parsed.error?.issues[0]?.message).toBe('answer text not found in its paragraph');
  });
});
