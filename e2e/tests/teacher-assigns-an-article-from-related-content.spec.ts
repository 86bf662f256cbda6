import { expect, test } from '@playwright/test';
import { ArticlePage, contentIdOf } from '../pages/article-page.js';
import { expectAccessible, signInAs } from '../pages/sign-in-page.js';

// Under a science article, "Related content": four cards, science first. A teacher assigns one
// from its card (the builder opens on that article's page); a student gets the cards without
// Assign; a lite student gets no block. Nothing is saved: the builder is closed again.

test('RELATED-01 RELATED-02 RELATED-04 RELATED-05 API-34 a teacher assigns a related article from its card; a student gets the cards without Assign', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, 'teacher');
  const id = await contentIdOf(page.request, 'volcanoes-build-islands');
  await new ArticlePage(page).goto(id);

  const block = page.getByRole('region', { name: 'Related content' });
  await block.scrollIntoViewIfNeeded();
  const cards = block.getByRole('listitem');
  await expect(cards).toHaveCount(4);
  await expect(cards.nth(0)).toContainText('Science');
  await expect(cards.nth(1)).toContainText('Science');
  await expect(block.getByRole('link', { name: /Born of Fire/ })).toHaveCount(0);
  await expectAccessible(page);

  const title = (await cards.nth(0).getByRole('heading').textContent())!;
  const href = (await cards.nth(0).getByRole('link', { name: title, exact: true }).getAttribute('href'))!;
  await cards
    .nth(0)
    .getByRole('link', { name: `Assign ${title}` })
    .click();
  const builder = page.getByRole('dialog', { name: 'Create your assignment' });
  await expect(builder).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(href);
  expect(new URL(page.url()).searchParams.has('assign')).toBe(false);
  await page.keyboard.press('Escape');
  await expect(builder).toBeHidden();

  const studentCtx = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const student = await studentCtx.newPage();
  try {
    await signInAs(student, 'student27');
    await new ArticlePage(student).goto(id);
    const theirs = student.getByRole('region', { name: 'Related content' });
    await theirs.scrollIntoViewIfNeeded();
    await expect(theirs.getByRole('listitem')).toHaveCount(4);
    await expect(theirs.getByRole('link', { name: /^Assign/ })).toHaveCount(0);
    await expectAccessible(student);
  } finally {
    await studentCtx.close();
  }

  const liteCtx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const lite = await liteCtx.newPage();
  try {
    await signInAs(lite, 'lite_student');
    await new ArticlePage(lite).goto(id);
    await expect(lite.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(lite.getByRole('region', { name: 'Related content' })).toHaveCount(0);
  } finally {
    await liteCtx.close();
  }
});
