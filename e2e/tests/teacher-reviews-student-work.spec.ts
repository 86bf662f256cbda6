import { expect, test } from '@playwright/test';
import { ArticlePage, contentIdOf } from '../pages/article-page.js';
import { submitQuiz } from '../pages/assignment-lists.js';
import { expectAccessible, signInAs, signOut } from '../pages/sign-in-page.js';

const SLUG = 'honeybee-waggle-dance';

test('TOOLS-31 TOOLS-32 WRITE-25 QUIZ-06 a teacher reviews Independent Work: per-student results and correct answers per question', async ({
  page,
}) => {
  await signInAs(page, 'student25');
  const me = (await (await page.request.get('/api/v2/users/me/')).json()) as { first_name: string };
  const id = await contentIdOf(page.request, SLUG);
  await submitQuiz(page, id);
  // QUIZ-06: the activity=quiz form of a review link opens the quiz panel with the result.
  await new ArticlePage(page).goto(id, 'activity=quiz');
  await expect(page).toHaveURL(/activityPanel=quiz/);
  await expect(page.getByRole('button', { name: 'Review questions' })).toBeVisible();
  // A student may not open the grading page or its API.
  expect((await page.request.get(`/api/v3/grading/${id}/`)).status()).toBe(403);
  await signOut(page);

  await signInAs(page, 'teacher');
  const article = new ArticlePage(page);
  await article.goto(id);
  await page.getByRole('button', { name: 'Review Student Work' }).click();
  const dialog = page.getByRole('dialog', { name: 'Review Student Work' });
  await expect(dialog.getByRole('link', { name: /Independent Work/ })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Assignments' })).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('link', { name: /Independent Work/ }).click();

  await expect(page).toHaveURL(new RegExp(`/grading/${id}\\?lexile_level=\\d+&header_id=\\d+`));
  await expect(page.getByText('Independent Work', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Correct answers per question' })).toBeVisible();
  await expect(page.getByText(/Question 1/).first()).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(me.first_name) });
  await expect(row).toBeVisible();
  await expect(row.getByText(/^\d\/4$/).first()).toBeVisible();
  // Students of the class who have not taken the quiz are listed too.
  await expect(page.getByText('Not started').first()).toBeVisible();
  await expectAccessible(page);
  // Narrowing to another class leaves this student out.
  await page.getByLabel('Class').selectOption('Grade 4 Reading');
  await expect(row).toHaveCount(0);
  await page.getByLabel('Class').selectOption('Period 2 · English 7');
  await expect(row).toBeVisible();

  // On a phone the table scrolls sideways and says so; the names stay in view as it scrolls; each
  // question's skill sits on a line of its own under it.
  await page.setViewportSize({ width: 375, height: 740 });
  const table = page.getByRole('region', { name: 'Students' });
  await expect(table).toHaveAccessibleDescription(/^Scroll sideways to see every column/);
  const name = row.getByRole('rowheader');
  const before = (await name.boundingBox())!.x;
  await table.evaluate((el) => el.scrollBy({ left: 10_000 }));
  await expect.poll(async () => (await name.boundingBox())!.x).toBe(before);
  const region = (await table.boundingBox())!;
  const last = (await table.getByRole('columnheader', { name: 'Completed' }).boundingBox())!;
  expect(last.x + last.width).toBeLessThanOrEqual(region.x + region.width + 1);
  const label = page
    .getByRole('listitem')
    .filter({ hasText: /^Question 1/ })
    .first();
  const [question, skill] = await label
    .locator('span')
    .first()
    .evaluate((el) => {
      const q = el.getBoundingClientRect();
      const s = el.lastElementChild!.getBoundingClientRect();
      return [q.top, s.top];
    });
  expect(skill).toBeGreaterThan(question + 10);
  await expectAccessible(page);
});

test('TOOLS-32 a teacher without assigned work sees the empty state', async ({ page }) => {
  await signInAs(page, 'teacher3');
  const id = await contentIdOf(page.request, SLUG);
  await new ArticlePage(page).goto(id);
  await page.getByRole('button', { name: 'Review Student Work' }).click();
  const dialog = page.getByRole('dialog', { name: 'Review Student Work' });
  await expect(dialog.getByText('No assigned work to review.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('TOOLS-31 Review Student Work is hidden in present mode and from students', async ({ page }) => {
  await signInAs(page, 'teacher');
  const id = await contentIdOf(page.request, SLUG);
  const article = new ArticlePage(page);
  await article.goto(id);
  await expect(page.getByRole('button', { name: 'Review Student Work' })).toBeVisible();
  await page.getByRole('button', { name: 'Present', exact: true }).click();
  await expect(page.getByText('Presenting')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Review Student Work' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Close Present mode' }).click();
  await expect(page.getByRole('button', { name: 'Review Student Work' })).toBeVisible();
  await signOut(page);

  await signInAs(page, 'student25');
  await article.goto(id);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Review Student Work' })).toHaveCount(0);
});

test('QUIZ-14 articles published without a quiz say why in the activity picker', async ({ page }) => {
  await signInAs(page, 'teacher');
  const article = new ArticlePage(page);
  await article.goto(await contentIdOf(page.request, 'reading-a-rainfall-graph'));
  await expect(page.getByText("This article's quiz isn't published yet. Check again in a couple of days.")).toBeVisible();
  await article.goto(await contentIdOf(page.request, 'rain-on-the-roof'));
  await expect(page.getByText('This article will remain published without a quiz.')).toBeVisible();
});
