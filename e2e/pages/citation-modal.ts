import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The citation modal of the article toolbar (TOOLBAR-23 … TOOLBAR-29). */
export class CitationModal {
  constructor(private readonly page: Page) {}

  /** Opens it from the toolbar's Cite button, or from the "⋯" menu where the toolbar folds it away. */
  async open() {
    const cite = this.page.getByRole('region', { name: 'Article tools' }).getByRole('button', { name: 'Cite', exact: true });
    if (await cite.isVisible()) await cite.click();
    else {
      await this.page.getByRole('button', { name: /^More actions/ }).click();
      await this.page.getByRole('menuitem', { name: 'Cite' }).click();
    }
    await expect(this.view).toBeVisible();
  }

  get view() {
    return this.page.getByRole('dialog', { name: 'Cite this article' });
  }

  get form() {
    return this.page.getByRole('dialog', { name: 'Edit citation information' });
  }

  tab(name: 'MLA' | 'APA' | 'Chicago') {
    return this.view.getByRole('tab', { name });
  }

  /** The citation of the selected tab. */
  get citation() {
    return this.view.getByRole('tabpanel');
  }

  /** The open dialog passes axe (WCAG 2.2 AA rules included). */
  async expectAccessible() {
    const results = await new AxeBuilder({ page: this.page as never })
      .include('[role="dialog"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }
}
