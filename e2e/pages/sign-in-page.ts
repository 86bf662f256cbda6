import { expect, type Page } from '@playwright/test';
import { AXE_TAGS, axeViolations } from './axe.js';

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

/**
 * Signs out from the account menu and waits until the session has ended (the page then shows the
 * sign-in page, or /impersonate-stop for staff acting as a teacher): a navigation started before
 * then would still carry the session.
 */
export async function signOut(page: Page) {
  const acting = (await page.getByText(/, you are acting as /).count()) > 0;
  // /impersonate-stop hands staff back to their home at once: listen for it before the click.
  const stopping = acting ? page.waitForURL(/\/impersonate-stop/, { waitUntil: 'commit' }) : undefined;
  await page.getByRole('button', { name: /Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  if (stopping) {
    await stopping;
    await expect(page).not.toHaveURL(/\/impersonate-stop/);
    await expect(page.getByText(/, you are acting as /)).toHaveCount(0);
  } else await expect(page.getByRole('heading', { name: 'Sign in to Lectern' })).toBeVisible();
}

/** Every page we show must pass axe with no violations (WCAG 2.2 AA rules included). */
export async function expectAccessible(page: Page) {
  const violations = await axeViolations(page, [...AXE_TAGS, 'best-practice']);
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
