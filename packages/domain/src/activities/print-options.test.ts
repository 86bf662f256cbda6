import { describe, expect, it } from 'vitest';
import {
  ARTICLE_FORMATS,
  ARTICLE_FORMAT_LABELS,
  PRINT_LOCKED_TEXT,
  PRINT_OPTION_PARAMS,
  PRINT_OPTIONS,
  PrintQuery,
  formatOf,
  formatParts,
  printChoices,
  printCitation,
  printPath,
  printPermission,
  refusedPart,
  type PrintReader,
  type PrintableLevel,
} from './print-options.js';

const teacher: PrintReader = {
  role: 'teacher',
  isAuthorized: true,
  isLiteUser: false,
  canPrintPremiumContent: true,
  canViewPowerWords: true,
};
const student: PrintReader = { ...teacher, role: 'student', canPrintPremiumContent: false };
const parent: PrintReader = { ...teacher, role: 'parent', canPrintPremiumContent: false };
const full: PrintableLevel = { isPremium: false, hasQuiz: true, hasWritePrompt: true, hasPowerWords: true };

const allowed = (reader: PrintReader, level: PrintableLevel = full, gating = true) => {
  const p = printPermission(reader, level, gating);
  if (p.kind !== 'allowed') throw new Error('expected printing to be allowed');
  return p;
};

describe('print options (PRINT-08 … PRINT-11)', () => {
  it('PRINT-08 PRINT-09 each option is its query parameter and label; eco_mode is labelled verbatim', () => {
    expect(PRINT_OPTION_PARAMS).toEqual([
      'quiz',
      'quiz_answers',
      'write_prompt',
      'power_words',
      'power_words_answers',
      'eco_mode',
    ]);
    for (const p of PRINT_OPTION_PARAMS) expect(PRINT_OPTIONS[p].queryParam).toBe(p);
    expect(PRINT_OPTIONS.eco_mode.label).toBe(
      'Ink-Saving Mode: Save ink and paper by excluding images and consolidating text with activities.',
    );
  });

  it('PRINT-10 the six article formats, each with a label and its parts; formatOf is their inverse', () => {
    expect(ARTICLE_FORMATS).toEqual([
      'article_only',
      'article_and_quiz',
      'article_quiz_and_answers',
      'article_and_write_prompt',
      'article_write_prompt_and_quiz',
      'article_write_prompt_quiz_and_answers',
    ]);
    for (const f of ARTICLE_FORMATS) {
      expect(ARTICLE_FORMAT_LABELS[f]).toMatch(/^Article/);
      expect(formatOf(formatParts(f))).toBe(f);
    }
    expect(formatOf({ quiz: false, quizAnswers: true, writePrompt: false })).toBe('article_quiz_and_answers');
  });

  it('PRINT-11 the print link, and the query it accepts: switches by presence, nothing unknown', () => {
    expect(printPath(12, { content: 'article_and_quiz', eco_mode: true })).toBe(
      '/content/12/print/?format=pdf&content=article_and_quiz&eco_mode=true',
    );
    expect(PrintQuery.parse({ format: 'pdf', content: 'article_only', eco_mode: '' })).toEqual({
      format: 'pdf',
      content: 'article_only',
      eco_mode: true,
      power_words: false,
      power_words_answers: false,
    });
    expect(PrintQuery.parse({ format: 'pdf', power_words: 'false' }).power_words).toBe(false);
    expect(PrintQuery.safeParse({ format: 'pdf', content: 'article_and_poll' }).success).toBe(false);
    expect(PrintQuery.safeParse({ format: 'docx' }).success).toBe(false);
    expect(PrintQuery.safeParse({ format: 'pdf', answers: 'true' }).success).toBe(false);
    expect(PrintQuery.safeParse({ format: 'pdf', eco_mode: 'yes' }).success).toBe(false);
  });
});

describe('who prints what (PRINT-02 … PRINT-07)', () => {
  it('PRINT-02 students and student preview get only the Article option', () => {
    for (const reader of [student, { ...teacher, studentPreview: true }]) {
      const p = allowed(reader);
      expect(p.formats).toEqual(['article_only']);
      expect([p.powerWords, p.powerWordsAnswers]).toEqual([false, false]);
      expect(refusedPart(p, { content: 'article_and_quiz' })).toBe('Students print the article only.');
      expect(refusedPart(p, { content: 'article_only', power_words: true })).toBe('Students print the article only.');
      expect(refusedPart(p, { content: 'article_only', eco_mode: true })).toBeNull();
    }
  });

  it('PRINT-03 teachers get the article with the quiz, its answers and the write prompt, as the level allows', () => {
    const p = allowed(teacher);
    expect(p.formats).toEqual([...ARTICLE_FORMATS]);
    expect([p.powerWords, p.powerWordsAnswers]).toEqual([true, true]);
    expect(refusedPart(p, { content: 'article_write_prompt_quiz_and_answers', power_words_answers: true })).toBeNull();
    const noQuiz = allowed(teacher, { ...full, hasQuiz: false, hasPowerWords: false });
    expect(noQuiz.formats).toEqual(['article_only', 'article_and_write_prompt']);
    expect(refusedPart(noQuiz, { content: 'article_and_quiz' })).toBe('This level cannot be printed as “Article and quiz”.');
    expect(refusedPart(noQuiz, { content: 'article_only', power_words: true })).toBe('Power Words cannot be printed here.');
  });

  it('PRINT-04 other users get what the content allows, without answers', () => {
    for (const reader of [
      parent,
      { ...teacher, isAuthorized: false },
      { ...teacher, role: 'principal' as const, isAuthorized: false },
    ]) {
      const p = allowed(reader);
      expect(p.audience).toBe('other');
      expect(p.formats).toEqual([
        'article_only',
        'article_and_quiz',
        'article_and_write_prompt',
        'article_write_prompt_and_quiz',
      ]);
      expect([p.powerWords, p.powerWordsAnswers]).toEqual([true, false]);
      expect(refusedPart(p, { content: 'article_quiz_and_answers' })).toBe('Only teachers and school admins print quiz answers.');
      expect(refusedPart(p, { content: 'article_only', power_words_answers: true })).toBe(
        'Only teachers and school admins print Power Words answers.',
      );
    }
    expect(allowed({ ...parent, canViewPowerWords: false }).powerWords).toBe(false);
  });

  it('PRINT-05 authorised principals and district admins count as admins; staff too', () => {
    for (const role of ['principal', 'district_admin', 'staff'] as const) {
      const p = allowed({ ...teacher, role }, { ...full, isPremium: true });
      expect(p.audience).toBe('answer_key');
      expect(p.formats).toContain('article_write_prompt_quiz_and_answers');
    }
  });

  it('PRINT-06 premium content needs canPrintPremiumContent unless the gating flag is off; students print what they read', () => {
    const premium = { ...full, isPremium: true };
    expect(printPermission(parent, premium, true)).toEqual({ kind: 'locked', message: PRINT_LOCKED_TEXT });
    expect(printPermission({ ...teacher, canPrintPremiumContent: false }, premium, true).kind).toBe('locked');
    expect(allowed({ ...teacher, canPrintPremiumContent: false }, premium, false).formats).toContain('article_quiz_and_answers');
    expect(allowed(parent, premium, false).audience).toBe('other');
    expect(allowed(student, premium, true).formats).toEqual(['article_only']);
    expect(allowed(parent, full, true).audience).toBe('other');
  });

  it('PRINT-07 lite accounts are locked with the subscription text, while the gate is on', () => {
    expect(PRINT_LOCKED_TEXT).toBe(
      'Subscription needed. Unlimited printing requires a school subscription. Request school access to put us in touch with your administrator.',
    );
    for (const reader of [
      { ...teacher, isLiteUser: true, canPrintPremiumContent: false },
      { ...student, isLiteUser: true },
    ]) {
      const p = printPermission(reader, full, true);
      expect(p).toEqual({ kind: 'locked', message: PRINT_LOCKED_TEXT });
      expect(refusedPart(p, { content: 'article_only' })).toBe(PRINT_LOCKED_TEXT);
      expect(printChoices(p)).toEqual({ formats: [], options: [] });
    }
    expect(printPermission({ ...student, isLiteUser: true }, full, false).kind).toBe('allowed');
  });

  it('PRINT-01 the menu lists the formats, then the switches the reader may use, Ink-Saving Mode last', () => {
    const c = printChoices(allowed(teacher));
    expect(c.formats[0]).toEqual({ value: 'article_only', label: 'Article' });
    expect(c.options.map((o) => o.queryParam)).toEqual(['power_words', 'power_words_answers', 'eco_mode']);
    expect(printChoices(allowed(student)).options.map((o) => o.queryParam)).toEqual(['eco_mode']);
  });
});

describe('the printed citation line', () => {
  it('is "{title}. {provider}, {date}. Lectern." and keeps a title’s own question mark', () => {
    expect(printCitation({ title: 'Bees Dance', provider: 'Lectern Newsroom', published: '2026-09-14T00:00:00Z' })).toBe(
      'Bees Dance. Lectern Newsroom, September 14, 2026. Lectern.',
    );
    expect(printCitation({ title: 'Should School Start Later?', provider: 'P', published: new Date('2026-01-02') })).toBe(
      'Should School Start Later? P, January 2, 2026. Lectern.',
    );
  });
});
