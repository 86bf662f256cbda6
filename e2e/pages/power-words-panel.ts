import { expect, type Page } from '@playwright/test';

/** One question of a Power Words level as a teacher's answer key gives it. */
export interface PowerWordsKeyQuestion {
  id: number;
  position: number;
  question: string;
  headword: string;
  correct: string;
  wrong: string;
}

/** The Power Words panel on the article page (activityPanel=power_words_activity). */
export class PowerWordsPanel {
  constructor(private readonly page: Page) {}

  get panel() {
    return this.page.getByRole('complementary', { name: 'Power Words' });
  }

  /** Opens Power Words from the activity picker. */
  async openFromPicker() {
    await this.page
      .getByRole('complementary', { name: 'Activities' })
      .getByRole('link', { name: /^Power Words/ })
      .click();
    await expect(this.panel).toBeVisible();
  }

  progress(n: number, total: number) {
    return this.panel.getByText(`Question ${n} of ${total}`, { exact: true });
  }

  /** The question's radio group, named by its question text. */
  question(text: string) {
    return this.panel.getByRole('group', { name: text });
  }

  /** An option by its text; once the question locks, its name ends with its mark. */
  option(text: string) {
    return this.panel.getByRole('radio', { name: new RegExp(`^${escape(text)}( (correct|your answer))?$`) });
  }

  /** The mark ("correct" or "your answer") shown on the option with this text. */
  mark(text: string, mark: 'correct' | 'your answer') {
    return this.panel.getByRole('radio', { name: `${text} ${mark}`, exact: true });
  }

  /** The options carrying a mark. */
  marked(mark: 'correct' | 'your answer') {
    return this.panel.getByRole('radio', { name: new RegExp(` ${mark}$`) });
  }

  button(name: 'Submit' | 'Continue' | 'Back' | 'Next' | 'Return to activities' | 'Show answers' | 'Hide answers') {
    return this.panel.getByRole('button', { name, exact: true });
  }

  get alert() {
    return this.panel.getByRole('alert');
  }

  get wordWallLink() {
    return this.panel.getByRole('link', { name: 'Word wall' });
  }

  /** Chooses an option and submits it. */
  async answer(text: string) {
    await this.option(text).check();
    await this.button('Submit').click();
    await expect(this.button('Continue')).toBeVisible();
  }

  param(name: string) {
    return new URL(this.page.url()).searchParams.get(name);
  }
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The Power Words activity id of an article (its POWER_WORDS_ACTIVITY attachment). */
export async function powerWordsActivityId(page: Page, contentId: string): Promise<number> {
  const res = await page.request.get(`/api/v3/content/${contentId}/`);
  const body = (await res.json()) as { attachments: { id: number; content_type: string }[] };
  return body.attachments.find((a) => a.content_type === 'POWER_WORDS_ACTIVITY')!.id;
}

/** The answer key of one level, read with a teacher's session (answers are included for teachers). */
export async function powerWordsKey(page: Page, activityId: number, levelId: number): Promise<PowerWordsKeyQuestion[]> {
  const res = await page.request.get(`/api/v3/power-words/${activityId}/?level_id=${levelId}`);
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as {
    answers_included: boolean;
    questions: {
      id: number;
      position: number;
      question: string;
      article_word: { headword: string };
      options: { id: number; text: string; is_correct?: boolean }[];
    }[];
  };
  expect(body.answers_included).toBe(true);
  return body.questions
    .sort((a, b) => a.position - b.position)
    .map((q) => ({
      id: q.id,
      position: q.position,
      question: q.question,
      headword: q.article_word.headword,
      correct: q.options.find((o) => o.is_correct)!.text,
      wrong: q.options.find((o) => !o.is_correct)!.text,
    }));
}

/** The choice ids of a level's correct answers, for answering through the API (teacher's session). */
export async function correctChoiceIds(page: Page, activityId: number, levelId: number): Promise<number[]> {
  const res = await page.request.get(`/api/v3/power-words/${activityId}/?level_id=${levelId}`);
  const body = (await res.json()) as { questions: { options: { id: number; is_correct?: boolean }[] }[] };
  return body.questions.map((q) => q.options.find((o) => o.is_correct)!.id);
}
