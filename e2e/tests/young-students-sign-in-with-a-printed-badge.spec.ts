import { expect, test, type Browser } from '@playwright/test';
import { expectAccessible, signInAs, waitForHydration } from '../pages/sign-in-page.js';

// A K–5 class signs in without typing: the teacher prints a badge per student, each with a QR code
// that opens /badge#secret; a reprint retires the old cards.

interface Sheet {
  classroom: { id: number; name: string };
  badges: { student_id: number; first_name: string; last_name: string; secret: string }[];
}

async function printBadges(browser: Browser): Promise<Sheet> {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await signInAs(page, 'teacher');
    await page.goto('/account/classes');
    await waitForHydration(page);
    const card = page.getByRole('region', { name: /^Period 2/ });
    await card.getByRole('button', { name: 'Print sign-in badges' }).click();
    const ask = page.getByRole('dialog', { name: 'Print sign-in badges?' });
    await expect(ask).toContainText('Badges printed for this class before stop working.');
    const made = page.waitForResponse((r) => r.url().includes('/badges/') && r.request().method() === 'POST');
    await ask.getByRole('button', { name: 'Make badges' }).click();
    const sheet = (await (await made).json()) as Sheet;
    const shown = page.getByRole('dialog', { name: `Sign-in badges for ${sheet.classroom.name}` });
    await expect(shown).toBeVisible();
    const cards = shown.getByRole('list', { name: `Sign-in badges for ${sheet.classroom.name}` }).getByRole('listitem');
    await expect(cards).toHaveCount(sheet.badges.length);
    expect(sheet.badges.length).toBeGreaterThan(20);
    const first = sheet.badges[0]!;
    await expect(
      cards.first().getByRole('img', { name: `Sign-in code for ${first.first_name} ${first.last_name}` }),
    ).toBeVisible();
    await expect(cards.first()).toContainText(sheet.classroom.name);
    // The printer gets the cards alone: a sheet outside the app, hidden on screen.
    await expect(page.locator('body > [data-print-only] li')).toHaveCount(sheet.badges.length);
    await expect(page.locator('body > [data-print-only]')).toBeHidden();
    await expect(shown.getByRole('button', { name: 'Print' })).toBeVisible();
    await expectAccessible(page);
    await shown.getByRole('button', { name: 'Done' }).click();
    await expect(shown).toBeHidden();
    return sheet;
  } finally {
    await context.close();
  }
}

test('a teacher prints sign-in badges; a student’s badge signs them in without typing; a reprint retires the old card', async ({
  browser,
  page,
}) => {
  const sheet = await printBadges(browser);
  const alex = sheet.badges.find((b) => b.first_name === 'Alex' && b.last_name === 'Kim')!;

  // The classroom tablet: the badge's link signs Alex in and lands on their home page.
  await page.goto(`/badge#${alex.secret}`);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: /Alex/ })).toBeVisible();
  expect(page.url()).not.toContain(alex.secret);

  // Printed again, the old card no longer works and says what to do.
  await printBadges(browser);
  const tablet = await browser.newContext();
  const again = await tablet.newPage();
  await again.goto(`/badge#${alex.secret}`);
  await expect(again.getByRole('alert')).toHaveText('This badge no longer works. Ask your teacher for a new one.');
  await expect(again.getByRole('link', { name: 'Sign in with a username' })).toHaveAttribute('href', '/signin');
  expect(again.url()).not.toContain(alex.secret);
  await expectAccessible(again);
  await tablet.close();
});
