import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, signInAs, waitForHydration } from '../pages/sign-in-page.js';

// The frame around every page: the main navigation marks where the reader is, the library has its
// title, a page that is not there says so in one design, lite badges tell locked from readable, and
// the page about school subscriptions leads somewhere real.

const MAIN = (page: Page) => page.getByRole('navigation', { name: 'Main' });

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

test('the main navigation marks the section of the page, and keeps Home on a phone', async ({ page }) => {
  await signInAs(page, 'teacher');
  for (const [path, section] of [
    ['/', 'Home'],
    ['/home', 'Home'],
    ['/search', 'Library'],
    ['/assignments', 'Assignments'],
    ['/binder/assignments', 'Assignments'],
    ['/account/classes', 'Classes'],
  ] as const) {
    await open(page, path);
    await expect(MAIN(page).locator('[aria-current="page"]'), path).toHaveText([section]);
  }

  await page.setViewportSize({ width: 375, height: 800 });
  await open(page, '/home');
  await expect(MAIN(page).getByRole('link')).toHaveText(['Home', 'Library', 'Assignments', 'Classes']);
  await expect(MAIN(page).getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(MAIN(page).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');

  // Two sections share the top row with the logo instead of a second row of their own.
  await page.context().clearCookies();
  await signInAs(page, 'principal');
  await open(page, '/home');
  await expect(MAIN(page).getByRole('link')).toHaveText(['Home', 'Library']);
  const brand = (await page.getByRole('link', { name: 'Lectern home' }).boundingBox())!;
  const home = (await MAIN(page).getByRole('link', { name: 'Home' }).boundingBox())!;
  expect(Math.abs(home.y + home.height / 2 - (brand.y + brand.height / 2))).toBeLessThan(4);
});

test('the library has its title, for visitors and readers alike', async ({ page }) => {
  await open(page, '/search');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Library');
  await expect(page.getByRole('region', { name: 'Library' }).getByRole('status')).toHaveText(
    /^\d+ (articles?|results)( and \d+ videos?)?$/,
  );
  await signInAs(page, 'student');
  await open(page, '/search');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Library');
  await expectAccessible(page);
});

test('PLAT-45 PLAT-56 a lite teacher tells locked premium articles from free ones, with one date format', async ({ page }) => {
  await signInAs(page, 'lite_teacher');
  await open(page, '/search');
  const premium = page.getByText('PREMIUM', { exact: true }).first();
  const readUntil = page.getByText(/^READ UNTIL \d{2}\/\d{2}\/\d{4}$/).first();
  await expect(premium).toBeVisible();
  await expect(readUntil).toBeVisible();
  const look = (el: typeof premium) =>
    el.evaluate((e) => {
      const s = getComputedStyle(e);
      return `${s.backgroundColor} ${s.color}`;
    });
  expect(await look(premium)).not.toBe(await look(readUntil));

  // The home page's banner shows the same date, in the same format.
  const date = (await readUntil.textContent())!.replace('READ UNTIL ', '');
  await open(page, '/home');
  await expect(page.getByText(`Free account · access until ${date}`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'What a school subscription adds' })).toHaveAttribute('href', '/solutions');
});

test('PLAT-42 a page that is not there answers 404 in one design, with the same two ways on', async ({ page }) => {
  await signInAs(page, 'student');
  for (const path of ['/no-such-page', '/challenges/no/such/page', '/challenges/topics/GARBAGE']) {
    const res = await page.goto(path);
    await waitForHydration(page);
    expect(res?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText('Page not found');
    await expect(page.getByRole('main').getByRole('link', { name: 'Go to the homepage' }), path).toHaveAttribute('href', '/');
    await expect(page.getByRole('main').getByRole('link'), path).toHaveCount(2);
  }
  await expect(page.getByRole('main').getByRole('link', { name: 'Search the library' })).toHaveAttribute('href', '/search');
  await open(page, '/challenges/no/such/page');
  await expect(page.getByRole('main').getByRole('link', { name: 'Go to the reading challenge' })).toHaveAttribute(
    'href',
    '/challenges',
  );
  await expectAccessible(page);
});

test('PLAT-39 the page about school subscriptions compares the plans and offers each reader a way on', async ({ page }) => {
  await open(page, '/solutions');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lectern for schools');
  await expect(page.getByRole('heading', { level: 2, name: 'Free', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'School subscription', exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin?next=%2Fsearch');
  await expectAccessible(page);

  await signInAs(page, 'lite_teacher');
  await open(page, '/solutions');
  await expect(page.getByRole('heading', { level: 2, name: 'Getting a school subscription' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Browse the library' }).click();
  await expect(page).toHaveURL(/\/search$/);

  await page.context().clearCookies();
  await signInAs(page, 'parent');
  await open(page, '/solutions');
  await expect(page.getByRole('main').getByRole('link', { name: 'See your child’s work' })).toHaveAttribute('href', '/');
});
