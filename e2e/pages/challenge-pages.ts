import { expect, type Page } from '@playwright/test';
import { waitForHydration } from './sign-in-page.js';

/** The reading challenge pages under /challenges, the explainer modal and the token panel. */
export class ChallengePages {
  constructor(private readonly page: Page) {}

  async goto(path: '' | '/history' | '/rewards' | `/topics/${string}` | `/${string}-${string}` = '') {
    await this.page.goto(`/challenges${path}`);
    await waitForHydration(this.page);
  }

  get subnav() {
    return this.page.getByRole('navigation', { name: 'Reading challenge' });
  }

  /** The button that opens the explainer; the first on the page. */
  get explainerButton() {
    return this.page.getByRole('button', { name: /How (the reading challenge works|the challenge works|it works)/ }).first();
  }

  explainer(title: 'Your monthly reading challenge' | 'The monthly reading challenge') {
    return this.page.getByRole('dialog', { name: title });
  }

  progressbar(name: string | RegExp) {
    return this.page.getByRole('progressbar', { name });
  }

  /** The token panel at the top of a student's activity picker. */
  get tokenPanel() {
    return this.page.getByRole('region', { name: 'Your tokens' });
  }

  /** A token count by its spoken label ("35 of 50 tokens earned", "0 tokens"). */
  tokens(label: string | RegExp) {
    return this.page.getByRole('img', { name: label });
  }

  async expectHeading(text: string | RegExp) {
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText(text);
  }
}
