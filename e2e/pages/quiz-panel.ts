import { expect, type Locator, type Page } from '@playwright/test';

/** The quiz panel on the article page (activityPanel=quiz): a student's quiz and review, a teacher's tabs. */
export class QuizPanel {
  constructor(private readonly page: Page) {}

  get panel() {
    return this.page.getByRole('complementary', { name: 'Quiz' });
  }

  /** A student's question: the group named by its "Question n of total" legend. */
  question(n: number, total: number) {
    return this.panel.getByRole('group', { name: new RegExp(`^Question ${n} of ${total}`) });
  }

  /** The option lettered `letter` (A, B, C …) of the shown question. */
  option(letter: string) {
    return this.panel.getByRole('radio', { name: new RegExp(`^${letter}\\. `) });
  }

  async choose(letter: string) {
    await this.option(letter).check();
  }

  button(name: 'Back' | 'Next' | 'Submit' | 'Review' | 'Review questions' | 'Show answer' | 'Hide answer') {
    return this.panel.getByRole('button', { name, exact: true });
  }

  get skippedAlert() {
    return this.panel.getByRole('alert').filter({ hasText: /^You skipped/ });
  }

  get badge() {
    return this.panel.getByRole('img', { name: /^\d+ of \d+ correct$/ });
  }

  /** A question of the result review, by its title "Question n". */
  reviewItem(n: number) {
    return this.panel.getByRole('link', { name: new RegExp(`^Question ${n}\\b`) });
  }

  tab(name: 'Overview' | 'Preview') {
    return this.panel.getByRole('tab', { name });
  }

  get notice() {
    return this.panel.getByRole('status').first();
  }

  previewHeading(n: number, total: number) {
    return this.panel.getByRole('heading', { name: `Question ${n} of ${total}` });
  }

  /** The "Correct answer" marks on the shown options. */
  get correctMarks() {
    return this.panel.getByText('Correct answer', { exact: true });
  }

  /**
   * The button bar (Back, Next, Submit…) is in full view inside the panel (or the phone's drawer):
   * within its box, and what a click at each button's centre reaches.
   */
  async expectButtonBarInView(container: Locator = this.panel) {
    const panel = await container.boundingBox();
    expect(panel).not.toBeNull();
    const buttons = container.getByRole('button', { name: /^(Back|Next|Submit|Review)$/ });
    expect(await buttons.count()).toBeGreaterThan(0);
    for (const button of await buttons.all()) {
      const box = (await button.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(panel!.y);
      expect(box.y + box.height).toBeLessThanOrEqual(panel!.y + panel!.height + 0.5);
      const hit = await button.evaluate((el) => {
        const r = el.getBoundingClientRect();
        const at = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return at !== null && (at === el || el.contains(at));
      });
      expect(hit, `${await button.textContent()} is what a click at its centre reaches`).toBe(true);
    }
  }

  param(name: string) {
    return new URL(this.page.url()).searchParams.get(name);
  }

  async expectParam(name: string, value: string | null) {
    await expect.poll(() => this.param(name)).toBe(value);
  }
}

export interface QuizData {
  id: number;
  answers_included: boolean;
  questions: {
    id: number;
    position: number;
    raw_question: string;
    options: { id: number; position: number; text: string; is_correct?: boolean }[];
  }[];
}

/** The quiz at a level as the signed-in reader gets it. */
export async function quizOf(page: Page, quizId: number, levelId: number): Promise<QuizData> {
  const res = await page.request.get(`/api/v3/quiz/${quizId}/?level_id=${levelId}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as QuizData;
}

/** The article's QUIZ activity id. */
export async function quizIdOf(page: Page, contentId: string): Promise<number> {
  const res = await page.request.get(`/api/v3/content/${contentId}/`);
  const body = (await res.json()) as { attachments: { id: number; content_type: string }[] };
  return body.attachments.find((a) => a.content_type === 'QUIZ')!.id;
}

/** The letter of an option (A for the first position). */
export const letterOf = (options: { position: number }[], position: number) =>
  String.fromCharCode(65 + position - Math.min(...options.map((o) => o.position)));
