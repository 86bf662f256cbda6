import { describe, expect, it } from 'vitest';
import {
  blankPollForm,
  canAddChoice,
  canDeleteChoice,
  pollChoiceText,
  pollCountText,
  pollFormErrors,
  pollFormValid,
  pollPercent,
  POLL_TEXT,
} from './poll-rules.js';
import { PollCreateBody, PollInteractionBody } from './poll.schema.js';

describe('poll results', () => {
  it('POLL-18 a choice’s percentage is its rounded share of the votes, 0 without votes', () => {
    expect(pollPercent(0, 0)).toBe(0);
    expect(pollPercent(3, 0)).toBe(0);
    expect(pollPercent(1, 3)).toBe(33);
    expect(pollPercent(2, 3)).toBe(67);
    expect(pollPercent(1, 8)).toBe(13); // 12.5 rounds up
    expect(pollPercent(4, 4)).toBe(100);
  });

  it('POLL-19 count text: "{n} of {total} responses" for teachers, "{n} total vote(s)" for students', () => {
    expect(pollCountText('teacher', 3, 25)).toBe('3 of 25 responses');
    expect(pollCountText('teacher', 0, 0)).toBe('0 of 0 responses');
    expect(pollCountText('student', 1)).toBe('1 total vote');
    expect(pollCountText('student', 0)).toBe('0 total votes');
    expect(pollCountText('student', 12)).toBe('12 total votes');
  });

  it('POLL-20 choice texts', () => {
    expect(pollChoiceText(0, false)).toBe('Nobody chose this');
    expect(pollChoiceText(1, true)).toBe('You chose this');
    expect(pollChoiceText(3, true)).toBe('You and 2 others chose this');
    expect(pollChoiceText(2, true)).toBe('You and 1 other chose this');
    expect(pollChoiceText(1, false)).toBe('1 student chose this');
    expect(pollChoiceText(4, false)).toBe('4 students chose this');
  });
});

describe('the poll form', () => {
  it('POLL-09 a blank poll has a question and 3 empty responses', () => {
    expect(blankPollForm()).toEqual({ question: '', choices: ['', '', ''] });
  });

  it('POLL-15 delete only above 2 responses; add until 5', () => {
    expect([2, 3, 5].map(canDeleteChoice)).toEqual([false, true, true]);
    expect([2, 4, 5].map(canAddChoice)).toEqual([true, true, false]);
  });

  it('POLL-14 POLL-16 an empty question and empty responses say what is missing', () => {
    const errors = pollFormErrors({ question: '  ', choices: ['', 'Yes', ' '] });
    expect(errors).toEqual({
      question: 'This poll needs a question.',
      choices: ['Add a response. Try text and emojis.', undefined, 'Add another response.'],
    });
    expect(pollFormValid(errors)).toBe(false);
    const ok = pollFormErrors({ question: 'Which? 🐝', choices: ['🐝', 'No'] });
    expect(ok).toEqual({ choices: [undefined, undefined] });
    expect(pollFormValid(ok)).toBe(true);
    expect(pollFormErrors({ question: 'x'.repeat(201), choices: ['a', 'b'] }).question).toBe(POLL_TEXT.questionTooLong);
  });

  it('POLL-14 POLL-15 the API schema bounds the text and the number of responses', () => {
    const body = (question: string, choices: string[]) =>
      PollCreateBody.safeParse({ article_id: '1', data: { question, choices: choices.map((text) => ({ text })) } });
    expect(body('Which one?', ['A', 'B']).success).toBe(true);
    expect(body('  Which one?  ', ['A', 'B']).data?.data.question).toBe('Which one?');
    expect(body('', ['A', 'B']).error?.issues[0]?.message).toBe('This poll needs a question.');
    expect(body('Which one?', ['A']).success).toBe(false);
    expect(body('Which one?', ['A', 'B', 'C', 'D', 'E', 'F']).success).toBe(false);
    expect(body('Which one?', ['A', ' ']).success).toBe(false);
    expect(body('Which\none?', ['A', 'B']).success).toBe(false);
    expect(body('Which one?', ['A\u0000', 'B']).success).toBe(false);
    expect(body('x'.repeat(201), ['A', 'B']).success).toBe(false);
    expect(body('Which one?', ['y'.repeat(101), 'B']).success).toBe(false);
  });

  it('POLL-05 an answer is {data: {choice_id}, activity}', () => {
    expect(PollInteractionBody.safeParse({ data: { choice_id: 3 }, activity: 9 }).success).toBe(true);
    expect(PollInteractionBody.safeParse({ data: { choice_id: 3 } }).success).toBe(false);
    expect(PollInteractionBody.safeParse({ data: { choice_id: 3 }, activity: 9, extra: 1 }).success).toBe(false);
  });
});
