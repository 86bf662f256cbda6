import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The article toolbar (TOOLBAR-01, TOOLBAR-02): its actions, one Tab stop with arrow keys between
 * them; at or below the large breakpoint most of them fold into the "⋯" menu ("More actions", or
 * "More actions and assignment options" beside a teacher's assignment).
 */
export class ArticleToolbar {
  constructor(private readonly page: Page) {}

  get bar() {
    return this.page.getByRole('toolbar', { name: 'Article actions' });
  }

  button(name: string) {
    return this.bar.getByRole('button', { name, exact: true });
  }

  get moreActions() {
    return this.bar.getByRole('button', { name: /^More actions/ });
  }

  /** The open menu (the top level of it). */
  get menu() {
    return this.page.getByRole('menu').first();
  }

  /** The element that has focus, by its accessible name (its label or its text). */
  focusedName() {
    return this.page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el) return '';
      const label = el.getAttribute('aria-label');
      if (label) return label;
      // Its text without what is hidden from assistive technology (a check mark, a chevron).
      const copy = el.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('[aria-hidden="true"]').forEach((n) => n.remove());
      return copy.textContent?.trim() ?? '';
    });
  }

  /** The names of the toolbar's controls shown at this width, in order (the arrow keys' stops). */
  controlNames() {
    return this.bar.evaluate((bar) =>
      Array.from(bar.querySelectorAll<HTMLElement>('button, a[href]'))
        .filter((el) => !el.closest('[role="menu"]') && el.checkVisibility())
        .map((el) => {
          const copy = el.cloneNode(true) as HTMLElement;
          copy.querySelectorAll('[aria-hidden="true"]').forEach((n) => n.remove());
          return el.getAttribute('aria-label') ?? copy.textContent?.trim() ?? '';
        }),
    );
  }

  /** Moves with a key until the named control has focus (a few presses at most). */
  async pressUntil(key: string, name: string) {
    for (let i = 0; i < 20 && (await this.focusedName()) !== name; i++) await this.page.keyboard.press(key);
    expect(await this.focusedName()).toBe(name);
  }

  /** Whether the focus is inside the toolbar. */
  focusInside() {
    return this.bar.evaluate((bar) => bar.contains(document.activeElement));
  }

  /** Chooses a text size: from the toolbar's "Text size" menu when it shows, else from "⋯" › "Text size". */
  async chooseTextSize(label: string) {
    const direct = this.button('Text size');
    if (await direct.isVisible()) await direct.click();
    else {
      await this.moreActions.click();
      await this.page.getByRole('menuitem', { name: 'Text size' }).click();
    }
    await this.page.getByRole('menuitemradio', { name: label, exact: true }).click();
  }

  /** The size of the article's body text, in px. */
  bodyFontSize(): Promise<number> {
    return this.page.locator('[data-article-text]').evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
  }

  paragraphNumber(n: number): Locator {
    return this.page.locator(`[data-article-text] > p[data-paragraph="${n}"]`);
  }

  /** The number drawn beside a paragraph ('none' when numbers are off). */
  numberShown(n: number) {
    return this.paragraphNumber(n).evaluate((p) => getComputedStyle(p, '::before').content);
  }

  async expectNumbers(on: boolean) {
    if (on) await expect.poll(() => this.numberShown(1)).toMatch(/^"1"/);
    else await expect.poll(() => this.numberShown(1)).toBe('none');
  }
}
