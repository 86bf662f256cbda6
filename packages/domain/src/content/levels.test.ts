import { describe, expect, it } from 'vitest';
import {
  chooseInitialLevel,
  chooseStudentLevel,
  groupLevels,
  isLevelLocked,
  levelForGrade,
  levelSelectorDisabled,
  queryAfterLevelChange,
  readingLanguage,
  sortLevels,
  gradeOfBand,
  type LevelRef,
} from './levels.js';
import { recommendGrade, lexileForGrade } from './recommend.js';

let nextId = 1;
const level = (language: string, grade: number, lexile: number, original = false): LevelRef => ({
  id: nextId++,
  language,
  grade,
  raw_lexile: original ? 0 : lexile,
  lexile,
  is_original_level: original,
});

const en3 = level('en', 3, 480);
const en5 = level('en', 5, 700);
const en7 = level('en', 7, 910);
const en9 = level('en', 9, 1060);
const enOrig = level('en', 12, 1240, true);
const es3 = level('es', 3, 470);
const es5 = level('es', 5, 690);
const esOrig = level('es', 12, 1230, true);
const levels = [enOrig, es5, en7, es3, en3, en9, esOrig, en5];

describe('grade bands and ordering', () => {
  it('LEVEL-01 grade_band GRADE_n names the grade', () => {
    expect(gradeOfBand('GRADE_5')).toBe(5);
    expect(gradeOfBand('GRADE_-1')).toBe(-1);
    expect(gradeOfBand('5')).toBeNull();
  });

  it('LEVEL-02 LEVEL-09 levels sort by band order with the original (raw_lexile 0) last', () => {
    expect(sortLevels(levels.filter((l) => l.language === 'en')).map((l) => l.id)).toEqual([
      en3.id,
      en5.id,
      en7.id,
      en9.id,
      enOrig.id,
    ]);
  });

  it('LEVEL-08 LEVEL-09 the selector groups by language (English first) then by grade band', () => {
    const groups = groupLevels(levels);
    expect(groups.map((g) => g.language)).toEqual(['en', 'es']);
    expect(groups[0]!.bands.map((b) => b.label)).toEqual([
      'Lower Elementary',
      'Upper Elementary',
      'Middle School',
      'High School',
    ]);
    expect(groups[0]!.bands[3]!.levels.map((l) => l.id)).toEqual([en9.id, enOrig.id]);
    expect(groups[1]!.name).toBe('Español');
  });
});

describe('grade to level (LEVEL-07)', () => {
  it('LEVEL-07 picks the highest-lexile level inside the grade range', () => {
    expect(levelForGrade(levels, 3)?.id).toBe(en3.id);
    expect(levelForGrade(levels, 5)?.id).toBe(en5.id);
    expect(levelForGrade(levels, 7)?.id).toBe(en7.id);
    expect(levelForGrade(levels, 12)?.id).toBe(enOrig.id);
  });

  it('LEVEL-07 stays within the chosen language', () => {
    expect(levelForGrade(levels, 5, 'es')?.id).toBe(es5.id);
    expect(levelForGrade(levels, 12, 'es')?.id).toBe(esOrig.id);
  });

  it('LEVEL-07 falls back to the highest level below the range, then the lowest', () => {
    // Grade 8 reads 900–1005: no level inside, en7 (910) is inside, so drop it to test "below".
    const sparse = [en3, en5, en9, enOrig];
    expect(levelForGrade(sparse, 7)?.id).toBe(en5.id);
    expect(levelForGrade(sparse, 1)?.id).toBe(en3.id);
  });

  it('LEVEL-07 uses the original level when no range is known', () => {
    expect(levelForGrade(levels, null)?.id).toBe(enOrig.id);
    expect(levelForGrade(levels, 42)?.id).toBe(enOrig.id);
  });
});

describe('initial level (LEVEL-06)', () => {
  it('LEVEL-06 a levelId in the query wins', () => {
    expect(chooseInitialLevel({ levels, queryLevelId: es3.id, isStudent: true, recommendedLevelId: en7.id, grade: 7 })?.id).toBe(
      es3.id,
    );
  });

  it('LEVEL-06 a levelId of another article is ignored', () => {
    expect(chooseInitialLevel({ levels, queryLevelId: 99999, isStudent: false, grade: 5 })?.id).toBe(en5.id);
  });

  it('LEVEL-06 a student gets the recommended level', () => {
    expect(chooseInitialLevel({ levels, isStudent: true, recommendedLevelId: en9.id, grade: 3 })?.id).toBe(en9.id);
  });

  it('LEVEL-06 a teacher gets the level matched by grade, the recommendation does not apply', () => {
    expect(chooseInitialLevel({ levels, isStudent: false, recommendedLevelId: en9.id, grade: 3 })?.id).toBe(en3.id);
  });
});

describe('student level under an assignment (LEVEL-04, LEVEL-05)', () => {
  it('LEVEL-04 rule 1: the default reading level wins', () => {
    expect(
      chooseStudentLevel({
        levels,
        assignment: { default_reading_level: en9.id, grade_level_lock: 3 },
        chosen: en3,
        recommended: en5,
        language: 'en',
      })?.id,
    ).toBe(en9.id);
  });

  it('LEVEL-04 rule 2: a grade lock picks the level at that grade, else the highest lower band', () => {
    expect(chooseStudentLevel({ levels, assignment: { grade_level_lock: 7 }, recommended: en3, language: 'en' })?.id).toBe(
      en7.id,
    );
    expect(chooseStudentLevel({ levels, assignment: { grade_level_lock: 6 }, recommended: en3, language: 'en' })?.id).toBe(
      en5.id,
    );
    expect(chooseStudentLevel({ levels, assignment: { grade_level_lock: 7 }, recommended: en3, language: 'es' })?.id).toBe(
      es5.id,
    );
  });

  it('LEVEL-04 rule 3: a locked reading level gives the recommended level', () => {
    expect(
      chooseStudentLevel({ levels, assignment: { is_reading_level_locked: true }, chosen: en9, recommended: en5, language: 'en' })
        ?.id,
    ).toBe(en5.id);
  });

  it('LEVEL-04 rule 4: the chosen level when its language matches, else the recommended level', () => {
    expect(chooseStudentLevel({ levels, assignment: {}, chosen: en9, recommended: en5, language: 'en' })?.id).toBe(en9.id);
    expect(chooseStudentLevel({ levels, assignment: {}, chosen: es3, recommended: en5, language: 'en' })?.id).toBe(en5.id);
  });

  it('LEVEL-05 language comes from members, else level, else the student, else English', () => {
    expect(readingLanguage({ assignment: { member_languages: ['es'] }, level: en3, studentLanguage: 'en' })).toBe('es');
    expect(readingLanguage({ assignment: {}, level: es3, studentLanguage: 'en' })).toBe('es');
    expect(readingLanguage({ studentLanguage: 'es' })).toBe('es');
    expect(readingLanguage({})).toBe('en');
  });
});

describe('level lock and level change', () => {
  it('LEVEL-10 a student is locked while the quiz is unanswered under a level or grade lock', () => {
    const base = { isStudent: true, isArticle: true, quizAnswered: false };
    expect(isLevelLocked({ ...base, assignment: { is_reading_level_locked: true } })).toBe(true);
    expect(isLevelLocked({ ...base, assignment: { grade_level_lock: 5 } })).toBe(true);
    expect(isLevelLocked({ ...base, assignment: { is_reading_level_locked: false } })).toBe(false);
    expect(isLevelLocked({ ...base, isStudent: false, assignment: { is_reading_level_locked: true } })).toBe(false);
    expect(isLevelLocked({ ...base, isArticle: false, assignment: { is_reading_level_locked: true } })).toBe(false);
  });

  it('LEVEL-11 answering the linked quiz releases the lock', () => {
    expect(
      isLevelLocked({ isStudent: true, isArticle: true, quizAnswered: true, assignment: { is_reading_level_locked: true } }),
    ).toBe(false);
  });

  it('LEVEL-12 the selector is disabled when locked and in student preview', () => {
    expect(levelSelectorDisabled(true, false)).toBe(true);
    expect(levelSelectorDisabled(false, true)).toBe(true);
    expect(levelSelectorDisabled(false, false)).toBe(false);
  });

  it('LEVEL-13 changing level sets levelId and resets question to 1', () => {
    const q = queryAfterLevelChange(new URLSearchParams('levelId=1&question=3&activityPanel=quiz'), 7);
    expect(q.get('levelId')).toBe('7');
    expect(q.get('question')).toBe('1');
    expect(q.get('activityPanel')).toBe('quiz');
    expect(queryAfterLevelChange(new URLSearchParams('levelId=1'), 2).has('question')).toBe(false);
  });
});

describe('recommendation (LEVEL-03, LEVEL-14)', () => {
  it('LEVEL-03 a teacher override wins and says so', () => {
    const r = recommendGrade({ gradeLevel: 7, override: 5, recentQuizzes: [] });
    expect(r).toMatchObject({ grade: 5, source: 'teacher_override' });
  });

  it('LEVEL-03 three strong quizzes at one grade step up; three weak ones step down', () => {
    const up = recommendGrade({
      gradeLevel: 5,
      override: null,
      recentQuizzes: [0.9, 1, 0.85].map((score) => ({ grade: 5, score })),
    });
    expect(up).toMatchObject({ grade: 6, source: 'quiz_scores' });
    expect(up.explanation).toContain('92%');
    const down = recommendGrade({
      gradeLevel: 5,
      override: null,
      recentQuizzes: [0.25, 0.5, 0.5].map((score) => ({ grade: 5, score })),
    });
    expect(down).toMatchObject({ grade: 4, source: 'quiz_scores' });
  });

  it('LEVEL-03 mixed or too few quizzes keep the grade', () => {
    expect(recommendGrade({ gradeLevel: 5, override: null, recentQuizzes: [{ grade: 5, score: 1 }] })).toMatchObject({
      grade: 5,
      source: 'grade_level',
    });
    expect(
      recommendGrade({
        gradeLevel: 5,
        override: null,
        recentQuizzes: [
          { grade: 5, score: 1 },
          { grade: 7, score: 1 },
          { grade: 5, score: 1 },
        ],
      }),
    ).toMatchObject({ grade: 5, source: 'grade_level' });
    expect(recommendGrade({ gradeLevel: null, override: null, recentQuizzes: [] })).toMatchObject({
      grade: null,
      source: 'none',
    });
  });

  it('LEVEL-03 the reading level value is the middle of the grade range', () => {
    expect(lexileForGrade(5)).toBe(730);
    expect(lexileForGrade(null)).toBeNull();
  });
});
