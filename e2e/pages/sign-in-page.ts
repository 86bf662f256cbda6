import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'lectern';

/** Waits until the page is interactive (the app marks <html data-hydrated>). */
export const waitForHydration = (page: Page) =>
  page.waitForFunction(() => document.documentElement.dataset['hydrated'] === 'true');

/** Page object for /signin. */
export class SignInPage {
  constructor(private readonly page: Page) {}

  async goto(next?: string) {
    await this.page.goto(next ? `/signin?next=${encodeURIComponent(next)}` : '/signin');
    await expect(this.page.getByRole('heading', { name: 'Sign in to Lectern' })).toBeVisible();
    await waitForHydration(this.page);
  }

  async signIn(username: string, password = DEMO_PASSWORD) {
    // After a redirect to sign-in the form may not be interactive yet.
    await waitForHydration(this.page);
    await this.page.getByLabel('Username').fill(username);
    await this.page.getByLabel('Password').fill(password);
    await this.page.getByRole('button', { name: 'Sign in' }).click();
  }
}

/** Signs in through the form and waits to leave the sign-in page. */
export async function signInAs(page: Page, username: string, password?: string) {
  const signin = new SignInPage(page);
  await signin.goto();
  await signin.signIn(username, password);
  await expect(page).not.toHaveURL(/\/signin/);
}

export async function signOut(page: Page) {
  await page.getByRole('button', { name: /Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
}

/** Every page we show must pass axe with no violations (WCAG 2.2 AA rules included). */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page: page as never })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
