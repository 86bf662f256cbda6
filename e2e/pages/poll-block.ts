import type { Page } from '@playwright/test';

/** The poll section under the article (POLL-01): a teacher's chooser and editor, a student's vote and results. */
export class PollBlock {
  constructor(private readonly page: Page) {}

  /** The section, whichever of its titles it shows (POLL-02, POLL-03). */
  get section() {
    return this.page
      .getByRole('main')
      .getByRole('region', { name: /^(Add student poll to assignment|See poll results|Choose a response)$/ });
  }

  heading(name: string) {
    return this.section.getByRole('heading', { name, exact: true });
  }

  button(name: string) {
    return this.section.getByRole('button', { name, exact: true });
  }

  /** A poll of the chooser's list, by its question. */
  pollOption(question: string) {
    return this.section
      .getByRole('list', { name: 'Polls for this article' })
      .getByRole('button', { name: new RegExp(`^${question}`) });
  }

  get question() {
    return this.section.getByLabel('Question', { exact: true });
  }

  response(n: number) {
    return this.section.getByRole('textbox', { name: `Response ${n}`, exact: true });
  }

  /** The count line under the results ("{n} of {total} responses", "{n} total vote(s)"). */
  get count() {
    return this.section.getByRole('status');
  }

  /** A response's line in the results: its text, share and who chose it. */
  result(text: string) {
    return this.section.getByRole('listitem').filter({ hasText: text });
  }
}
