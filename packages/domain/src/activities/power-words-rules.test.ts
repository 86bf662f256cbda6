import { describe, expect, it } from 'vitest';
import {
  POWER_WORDS_TEXT,
  powerWordIds,
  powerWordMark,
  powerWordsPoints,
  powerWordsSummary,
  powerWordsTally,
  powerWordsTotal,
  resumeQuestion,
  wordMastered,
  wordWallCount,
} from './power-words-rules.js';
import { badgeColour } from './quiz-rules.js';

describe('Power Words rules', () => {
  it('PW-04 two questions per headword', () => {
    expect(powerWordsTotal(4)).toBe(8);
    expect(powerWordsTotal(5)).toBe(10);
  });

  it('PW-11 points follow the share of correct answers', () => {
    expect(powerWordsPoints(8, 8)).toBe(50);
    expect(powerWordsPoints(0, 8)).toBe(0);
    expect(powerWordsPoints(1, 8)).toBe(1);
    expect(powerWordsPoints(4, 8)).toBe(4);
    expect(powerWordsPoints(11, 20)).toBe(10);
    expect(powerWordsPoints(6, 10)).toBe(10);
    expect(powerWordsPoints(13, 20)).toBe(15);
    expect(powerWordsPoints(7, 10)).toBe(15);
    expect(powerWordsPoints(6, 8)).toBe(25);
    expect(powerWordsPoints(8, 10)).toBe(25);
    expect(powerWordsPoints(7, 8)).toBe(35);
    expect(powerWordsPoints(9, 10)).toBe(35);
    expect(powerWordsPoints(19, 20)).toBe(45);
    expect(powerWordsPoints(0, 0)).toBe(0);
  });

  it('PW-12 the summary text counts points in the singular and plural', () => {
    expect(powerWordsSummary(1, 8)).toBe('Scored 1/8 and earned 1 point.');
    expect(powerWordsSummary(7, 8)).toBe('Scored 7/8 and earned 35 points.');
    expect(powerWordsSummary(8, 8)).toBe('Scored 8/8 and earned 50 points.');
    expect(powerWordsSummary(0, 10)).toBe('Scored 0/10 and earned 0 points.');
  });

  it('PW-12 QUIZ-18 the badge is gold at the top score of 50, grey at none, blue otherwise', () => {
    expect(badgeColour(8, 8, 'power_words', powerWordsPoints(8, 8))).toBe('gold');
    expect(badgeColour(0, 8, 'power_words', 0)).toBe('grey');
    expect(badgeColour(7, 8, 'power_words', powerWordsPoints(7, 8))).toBe('blue');
  });

  it('PW-09 resuming jumps past the answered questions, within the quiz', () => {
    expect(resumeQuestion(0, 8)).toBe(1);
    expect(resumeQuestion(3, 8)).toBe(4);
    expect(resumeQuestion(8, 8)).toBe(8);
    expect(resumeQuestion(0, 0)).toBe(1);
  });

  it('PW-09 the tally counts only this quiz’s answered questions', () => {
    const results = { 11: { is_correct: true }, 12: { is_correct: false }, 99: { is_correct: true } };
    expect(powerWordsTally([11, 12, 21, 22], results)).toEqual({ answered: 2, correct: 1 });
    expect(powerWordsTally([], results)).toEqual({ answered: 0, correct: 0 });
  });

  it('PW-06 a right answer is marked correct; a wrong one is your answer and the other option correct', () => {
    const right = { chosen: 100, correct: 100 };
    expect(powerWordMark(100, right)).toBe('correct');
    expect(powerWordMark(101, right)).toBeNull();
    const wrong = { chosen: 101, correct: 100 };
    expect(powerWordMark(101, wrong)).toBe(POWER_WORDS_TEXT.yourAnswer);
    expect(powerWordMark(100, wrong)).toBe(POWER_WORDS_TEXT.correct);
  });

  it('PW-14 PW-15 an open question marks the correct option only when answers are shown', () => {
    expect(powerWordMark(100, null)).toBeNull();
    expect(powerWordMark(100, null, { correctId: 100 })).toBe('correct');
    expect(powerWordMark(101, null, { correctId: 100 })).toBeNull();
    expect(powerWordMark(100, null, { correctId: null })).toBeNull();
  });

  it('PW-13 a word is mastered when both its questions were right', () => {
    expect(wordMastered({ correct: 2 })).toBe(true);
    expect(wordMastered({ correct: 1 })).toBe(false);
    expect(wordWallCount(1, 0)).toBe('1 word · 0 mastered');
    expect(wordWallCount(12, 5)).toBe('12 words · 5 mastered');
  });

  it('PW-03 question and choice ids round-trip', () => {
    const id = powerWordIds.choice(42, 1, 0);
    expect(powerWordIds.decodeChoice(id)).toEqual({ wordId: 42, questionIndex: 1, optionIndex: 0 });
    expect(powerWordIds.question(42, 1)).toBe(421);
    expect(powerWordIds.decodeChoice(12)).toBeNull();
  });
});
