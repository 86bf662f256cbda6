import { expect, type Locator, type Page } from '@playwright/test';

/** A teacher's class progress page for one assignment (/progress/assignments/{id}). */
export class ProgressPage {
  constructor(readonly page: Page) {}

  /** The students table's row of one student. */
  studentRow(name: string): Locator {
    return this.page
      .getByRole('region', { name: 'Students', exact: true })
      .getByRole('row')
      .filter({ has: this.page.getByRole('rowheader', { name }) });
  }

  /** A chart's card by its title. */
  chart(title: string): Locator {
    return this.page.getByRole('region', { name: title, exact: true });
  }

  /** Shows a chart's numbers as a table and answers the table. */
  async asTable(title: string): Promise<Locator> {
    const card = this.chart(title);
    await card.getByRole('button', { name: 'Table' }).click();
    await expect(card.getByRole('button', { name: 'Table' })).toHaveAttribute('aria-pressed', 'true');
    return card.getByRole('table');
  }
}
