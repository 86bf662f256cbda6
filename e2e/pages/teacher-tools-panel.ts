import { expect, type Page } from '@playwright/test';

/** "Apply to your lesson" under the article (TOOLS-01). */
export class TeacherToolsPanel {
  constructor(private readonly page: Page) {}

  get region() {
    return this.page.getByRole('region', { name: 'Apply to your lesson' });
  }

  tab(name: string) {
    return this.region.getByRole('tab', { name, exact: true });
  }

  get body() {
    return this.region.getByRole('tabpanel');
  }

  /** Picks a tool and waits for its draft (the review disclaimer comes with every draft, TOOLS-05). */
  async open(name: string) {
    await this.tab(name).click();
    await expect(this.tab(name)).toHaveAttribute('aria-selected', 'true');
    await expect(this.body.getByText(/Review and edit them before you use them with a class/)).toBeVisible({ timeout: 30_000 });
  }
}
