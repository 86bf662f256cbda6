import { describe, expect, it } from 'vitest';
import {
  DEFAULT_QUESTION_COUNT,
  pointsLabel,
  QUIZ_TEXT,
  badgeColour,
  chosenOptions,
  parseQuestionParam,
  parseQuizProgress,
  previewHeading,
  questionIndex,
  questionTitle,
  quizProgressKey,
  quizSelectionNotice,
  quizSubjectLabel,
  quizSubmitBody,
  readingSkillOf,
  readingSkillSelection,
  reviewLine,
  scoreText,
  skippedQuestions,
  skippedText,
  standardOf,
  toggleQuizSelection,
  tokensEarnedText,
} from './quiz-rules.js';

const question = (id: number, position: number, skill: string, code = 'RL.4.1') => ({
  id,
  position,
  metadata: [
    { content_type: 'STANDARD' as const, id: id * 100, data: { standard_title: code, standard_description: `About ${code}` } },
    { content_type: 'READING_SKILLS' as const, data: { name: skill } },
  ],
});
const quiz = [question(11, 1, 'Sequence'), question(12, 2, 'Inference'), question(13, 3, 'Inference'), question(14, 4, 'Theme')];

describe('quiz panel rules', () => {
  it('QUIZ-15 QUIZ-26 titles, the preview heading and the badge text', () => {
    expect(questionTitle(2)).toBe('Question 2');
    expect(previewHeading(1, 4)).toBe('Question 1 of 4');
    expect(scoreText(3, 4)).toBe('3 of 4 correct');
    expect(tokensEarnedText(113)).toBe('You earned 113 tokens');
    expect(tokensEarnedText(1)).toBe('You earned 1 token');
  });

  it('QUIZ-21 the small label is "ELA" for an English Language Arts quiz and the subject itself otherwise', () => {
    expect(quizSubjectLabel('ELA')).toBe('ELA');
    expect(quizSubjectLabel('SCIENCE')).toBe('Science');
    expect(quizSubjectLabel('SOCIAL_STUDIES')).toBe('Social Studies');
    expect(quizSubjectLabel('MATH')).toBe('Math');
    expect(quizSubjectLabel('ART')).toBeUndefined();
  });

  it('QUIZ-18 badge colours', () => {
    expect(badgeColour(0, 4)).toBe('grey');
    expect(badgeColour(2, 4)).toBe('blue');
    expect(badgeColour(4, 4)).toBe('gold');
  });

  it('QUIZ-03 reads the reading skill and the standard from the metadata', () => {
    expect(readingSkillOf(quiz[1]!)).toBe('Inference');
    expect(standardOf(quiz[0]!)).toEqual({ id: 1100, title: 'RL.4.1', description: 'About RL.4.1' });
    expect(readingSkillOf({ metadata: [] })).toBeNull();
    expect(standardOf({ metadata: [] })).toBeNull();
  });

  it('QUIZ-24 QUIZ-25 the overview notice follows the selected questions', () => {
    expect(quizSelectionNotice(quiz, [])).toBe(QUIZ_TEXT.noSelection);
    expect(quizSelectionNotice(quiz, [12])).toBe(
      'Based on your reading skills focus, assigning this quiz will assess Inference with 1 question.',
    );
    expect(quizSelectionNotice(quiz, [11, 12, 13, 14])).toBe(
      'Based on your reading skills focus, assigning this quiz will assess Sequence, Inference and Theme with 4 questions.',
    );
  });

  it('QUIZ-30 a skill is selected when all its questions are, partly when some are', () => {
    expect(readingSkillSelection(quiz, [11, 12])).toEqual([
      { skill: 'Sequence', questionIds: [11], isReadingSkillSelected: true, partial: false },
      { skill: 'Inference', questionIds: [12, 13], isReadingSkillSelected: false, partial: true },
      { skill: 'Theme', questionIds: [14], isReadingSkillSelected: false, partial: false },
    ]);
  });

  it('QUIZ-31 toggling a skill checks or unchecks its questions; toggling a question changes only it', () => {
    expect(toggleQuizSelection(quiz, [11, 12, 13, 14], { skill: 'Inference', selected: false })).toEqual([11, 14]);
    expect(toggleQuizSelection(quiz, [14], { skill: 'Inference', selected: true })).toEqual([12, 13, 14]);
    expect(toggleQuizSelection(quiz, [14, 11], { questionId: 13, selected: true })).toEqual([11, 13, 14]);
    expect(toggleQuizSelection(quiz, [11, 13], { questionId: 11, selected: false })).toEqual([13]);
  });

  it('QUIZ-05 QUIZ-17 the question parameter is a position, or index + 1 in a custom quiz', () => {
    const custom = [quiz[1]!, quiz[3]!];
    expect(questionIndex(quiz, false, '3')).toBe(2);
    expect(questionIndex(quiz, false, null)).toBe(0);
    expect(questionIndex(quiz, false, 'nonsense')).toBe(0);
    expect(questionIndex(quiz, false, '99')).toBe(3);
    expect(questionIndex(custom, true, '2')).toBe(1);
    expect(questionIndex(custom, true, 'next')).toBe(1);
  });

  it('PLAT-15 question takes a 1-based number, or continue, next or back from the current question, kept inside the quiz', () => {
    expect(parseQuestionParam('2', 1, 4)).toBe(2);
    expect(parseQuestionParam('next', 2, 4)).toBe(3);
    expect(parseQuestionParam('continue', 2, 4)).toBe(3);
    expect(parseQuestionParam('back', 2, 4)).toBe(1);
    expect(parseQuestionParam('back', 1, 4)).toBe(1);
    expect(parseQuestionParam('next', 4, 4)).toBe(4);
    expect(parseQuestionParam('0', 1, 4)).toBe(1);
    expect(parseQuestionParam('12345', 1, 4)).toBeNull();
    expect(parseQuestionParam('-1', 1, 4)).toBeNull();
    expect(parseQuestionParam('', 1, 4)).toBeNull();
    expect(parseQuestionParam(null, 1, 4)).toBeNull();
    expect(parseQuestionParam('2', 1, 0)).toBeNull();
  });

  it('QUIZ-07 answers in progress are kept per user, quiz and level; malformed storage is dropped', () => {
    expect(quizProgressKey('abc', 7, 31)).toBe('lectern.quizAnswers.abc.7.31');
    const at = '2026-10-01T10:00:00.000Z';
    expect(parseQuizProgress(JSON.stringify({ 11: { value: 111, date_answered: at }, x: 1, 12: { value: 'a' } }))).toEqual({
      11: { value: 111, date_answered: at },
    });
    expect(parseQuizProgress('not json')).toEqual({});
    expect(parseQuizProgress(null)).toEqual({});
    expect(chosenOptions({ 11: { value: 111, date_answered: at } })).toEqual({ 11: 111 });
  });

  it('QUIZ-08 QUIZ-10 unanswered questions are listed as skipped', () => {
    const at = '2026-10-01T10:00:00.000Z';
    const progress = { 11: { value: 111, date_answered: at }, 14: { value: 141, date_answered: at } };
    const skipped = skippedQuestions([11, 12, 13, 14], chosenOptions(progress));
    expect(skipped).toEqual([2, 3]);
    expect(skippedText(skipped)).toBe('You skipped Question 2 and Question 3');
  });

  it('QUIZ-09 API-18 all answers go together with date_started equal to date_completed; held while one is missing', () => {
    const at = '2026-10-01T10:00:00.000Z';
    const progress = { 11: { value: 111, date_answered: at }, 12: { value: 122, date_answered: at } };
    const now = new Date('2026-10-01T10:05:00.000Z');
    expect(
      quizSubmitBody({ questionIds: [11, 12, 13], progress, contentId: '5', quizId: 3, assignmentId: null, now }),
    ).toBeNull();
    expect(quizSubmitBody({ questionIds: [11, 12], progress, contentId: '5', quizId: 3, assignmentId: 9, now })).toEqual({
      answers: [
        { quiz_question_id: 11, value: 111, date_answered: at },
        { quiz_question_id: 12, value: 122, date_answered: at },
      ],
      assignment_ids: [9],
      associated_content_id: '5',
      date_started: now.toISOString(),
      date_completed: now.toISOString(),
      quiz_id: 3,
    });
  });

  it('QUIZ-16 the review line names the correct answer unless answers are hidden', () => {
    const options = [
      { id: 1, position: 1, text: 'Red' },
      { id: 2, position: 2, text: 'Blue' },
    ];
    expect(reviewLine({ value: 2, correct_answer: 1, is_correct: false }, options)).toEqual({
      yourAnswer: 'Your answer: B. Blue',
      correctAnswer: 'Correct answer: A. Red',
    });
    expect(reviewLine({ value: 1, correct_answer: 1, is_correct: true }, options)).toEqual({
      yourAnswer: 'Your answer: A. Red',
      correctAnswer: null,
    });
    expect(reviewLine({ value: 2, correct_answer: null, is_correct: false }, options).correctAnswer).toBeNull();
  });
});

describe('result texts', () => {
  it('QUIZ-19 says "point" for 1 and "points" otherwise; a quiz has 4 questions by default', () => {
    expect(pointsLabel(1)).toBe('1 point');
    expect(pointsLabel(0)).toBe('0 points');
    expect(pointsLabel(3)).toBe('3 points');
    expect(DEFAULT_QUESTION_COUNT).toBe(4);
  });
});
