import type { Page } from '@playwright/test';

/** The write-prompt panel beside the article (WRITE-01 … WRITE-23): a teacher's prompt, a student's response. */
export class WritePromptPanel {
  constructor(private readonly page: Page) {}

  /** The panel, titled "Write prompt" (WRITE-02). */
  get panel() {
    return this.page.getByRole('complementary', { name: 'Write prompt' });
  }

  button(name: string | RegExp) {
    return this.panel.getByRole('button', { name, exact: typeof name === 'string' });
  }

  /** The teacher's prompt in view mode. */
  get promptCard() {
    return this.panel.getByRole('article', { name: /^(Your|Suggested) write prompt/ }).first();
  }

  /** "Or try this write prompt" (WRITE-07). */
  get tryThis() {
    return this.panel.getByRole('region', { name: 'Or try this write prompt' });
  }

  /** Edit mode: the prompt's text. */
  get promptField() {
    return this.panel.getByLabel('Write prompt', { exact: true });
  }

  classCheckbox(name: string) {
    return this.panel.getByRole('group', { name: 'Classes that answer it' }).getByRole('checkbox', { name });
  }

  /** The student's editor (WRITE-21). */
  get editor() {
    return this.panel.getByLabel('Your response', { exact: true });
  }

  /** The quiet line under the editor: "Draft saved …", "Saving…", "Not saved yet — we'll keep trying". */
  get saveStatus() {
    return this.panel.getByRole('status');
  }

  get review() {
    return this.panel.getByRole('region', { name: 'Your teacher’s review' });
  }
}

/** The written responses on the grading page (WRITE-24). */
export class WrittenResponsesSection {
  constructor(private readonly page: Page) {}

  get section() {
    return this.page.getByRole('region', { name: 'Written responses', exact: true });
  }

  student(name: string) {
    return this.section
      .getByRole('navigation', { name: 'Written responses by student' })
      .getByRole('button', { name: new RegExp(`^${name},`) });
  }

  /** The response of the student shown. */
  response(name: string) {
    return this.section.getByRole('region', { name: `${name}’s response` });
  }

  score(n: number) {
    return this.section.getByRole('group', { name: 'Score (out of 4)' }).getByRole('radio', { name: new RegExp(`^${n} `) });
  }

  get feedback() {
    return this.section.getByLabel('Feedback', { exact: true });
  }

  button(name: string | RegExp) {
    return this.section.getByRole('button', { name, exact: typeof name === 'string' });
  }
}
