import { describe, expect, it } from 'vitest';
import {
  articlesProgressText,
  articlesToGoText,
  challengeExplainer,
  challengeGoal,
  challengeIdFor,
  challengeName,
  classGoalText,
  interactionName,
  isChallengeId,
  progressPercent,
  shiftChallengeId,
  TOKEN_SIZES,
  tokenAccessibleText,
  tokenValueText,
} from './challenge-rules.js';

describe('challenge rules', () => {
  it('TOKEN-10 elementary students read 5 articles for the badge, middle and high school 9', () => {
    expect(challengeGoal(0)).toBe(5);
    expect(challengeGoal(5)).toBe(5);
    expect(challengeGoal(6)).toBe(9);
    expect(challengeGoal(12)).toBe(9);
    expect(challengeGoal(null)).toBe(9);
  });

  it('TOKEN-09 the explainer differs for teachers and students', () => {
    const teacher = challengeExplainer('teacher');
    const student = challengeExplainer('student', 4);
    expect(teacher.title).not.toBe(student.title);
    expect(student.body[0]).toBe('Read at least 5 articles this month to earn this month’s badge.');
    expect(challengeExplainer('student', 7).body[0]).toContain('at least 9 articles');
    expect(teacher.body.join(' ')).toContain('there is no leaderboard');
  });

  it('TOKEN-10 the progress line and what is left to read', () => {
    expect(articlesProgressText(4, 9)).toBe('4 of 9 articles');
    expect(articlesToGoText(4, 9)).toBe('Read 5 more articles to earn this month’s badge.');
    expect(articlesToGoText(8, 9)).toBe('Read 1 more article to earn this month’s badge.');
    expect(articlesToGoText(11, 9)).toBe('You earned this month’s badge!');
    expect(progressPercent(4, 9)).toBe(44);
    expect(progressPercent(12, 9)).toBe(100);
    expect(progressPercent(-1, 9)).toBe(0);
  });

  it('TOKEN-09 a class goal is counts only', () => {
    expect(classGoalText(12, 25)).toBe("12 of 25 students have earned this month's badge");
    expect(classGoalText(0, 1)).toBe("0 of 1 student has earned this month's badge");
  });

  it('TOKEN-11 challenge ids are months', () => {
    expect(challengeIdFor(new Date(Date.UTC(2026, 10, 30, 23)))).toBe('2026-11');
    expect(isChallengeId('2026-11')).toBe(true);
    expect(isChallengeId('2026-13')).toBe(false);
    expect(isChallengeId('current')).toBe(false);
    expect(challengeName('2026-11')).toBe('November 2026');
    expect(shiftChallengeId('2026-01', -1)).toBe('2025-12');
    expect(shiftChallengeId('2026-12', 1)).toBe('2027-01');
    expect(shiftChallengeId('2026-05', 0)).toBe('2026-05');
  });

  it('TOKEN-04 token values are single or double, with a spoken label', () => {
    expect(TOKEN_SIZES).toEqual(['XS', 'SM', 'MD', 'LG', 'PICKER']);
    expect(tokenValueText(30)).toBe('30');
    expect(tokenValueText(30, 200)).toBe('30 / 200');
    expect(tokenAccessibleText(1)).toBe('1 token');
    expect(tokenAccessibleText(30, 200)).toBe('30 of 200 tokens earned');
  });

  it('TOKEN-01 interactions are named for the reader', () => {
    expect(interactionName('QUIZ')).toBe('Quiz');
    expect(interactionName('POWER_WORDS_ACTIVITY')).toBe('Power Words');
  });
});
