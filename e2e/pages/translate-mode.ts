import { expect, type Page } from '@playwright/test';

/** Translate mode on the article page (TOOLBAR-01): the toggle, the bar under the tools and the paired text. */
export class TranslateMode {
  constructor(private readonly page: Page) {}

  get toggle() {
    return this.page.getByRole('toolbar', { name: 'Article actions' }).getByRole('button', { name: 'Translate' });
  }

  get bar() {
    return this.page.getByRole('region', { name: 'Translation' });
  }

  /** The rows of the text: each block of the level beside its translation. */
  get rows() {
    return this.page.locator('[data-article-text] [data-translation-row]');
  }

  /** The English block and the translation of one row. */
  async row(i: number) {
    const row = this.rows.nth(i);
    return {
      original: (await row.locator('[data-block]').innerText()).trim(),
      translated: (await row.locator('[lang]').innerText()).trim(),
      lang: await row.locator('[lang]').getAttribute('lang'),
    };
  }

  /** TOOLBAR-07: the hover label of the disabled toggle. */
  get tooltip() {
    return this.page.getByRole('tooltip');
  }

  async expectOn(on: boolean) {
    await expect(this.toggle).toHaveAttribute('aria-pressed', String(on));
  }
}
