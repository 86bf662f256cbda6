import { expect, test, type Page } from '@playwright/test';
import { contentIdOf } from '../pages/article-page.js';
import { QuizPanel, quizIdOf } from '../pages/quiz-panel.js';
import { expectAccessible, signInAs, waitForHydration } from '../pages/sign-in-page.js';

// PLAT-62: a refused form says why beside the field, forgets it as soon as the field is edited, and
// then sends with one click; a double click sends one request. PLAT-57: the quiz's Next moves focus
// to the new question, so a keyboard reaches its answers with one Tab.

/** Counts the requests the page sends with this method to this path. */
function countRequests(page: Page, method: string, path: string) {
  const seen: string[] = [];
  page.on('request', (req) => {
    if (req.method() === method && new URL(req.url()).pathname === path) seen.push(req.url());
  });
  return () => seen.length;
}

test('PLAT-12 PLAT-62 a teacher fixes a refused class form with one click; a student fixes a wrong code; a double click creates one class', async ({
  page,
  browser,
}) => {
  await signInAs(page, 'teacher');
  await page.goto('/account/classes');
  await waitForHydration(page);
  const creates = countRequests(page, 'POST', '/api/v2/classrooms/');

  await page.getByRole('button', { name: 'Create class' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create a class' });
  await dialog.getByLabel('Class name').fill('Forms check');
  await dialog.getByRole('button', { name: 'Create class' }).click();
  await expect(dialog.getByText('Pick at least one grade.')).toBeVisible();
  await expectAccessible(page);

  await dialog.getByRole('checkbox', { name: 'Grade 6' }).check({ force: true });
  await expect(dialog.getByText('Pick at least one grade.')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Create class' }).dblclick();
  await expect(dialog).toBeHidden();
  const card = page.getByRole('region', { name: /^Forms check/ });
  await expect(card).toBeVisible();
  expect(creates()).toBe(2);
  const code = (await card.getByTestId('join-code').textContent())!.trim();

  // A student types a wrong code, then the right one: one click joins.
  const kid = await browser.newPage();
  await signInAs(kid, 'student20');
  await waitForHydration(kid);
  await kid.getByLabel('Class code').fill('ABC');
  await kid.getByRole('button', { name: 'Join class' }).click();
  await expect(kid.getByText('Class codes have 6 letters and digits.')).toBeVisible();
  await kid.getByLabel('Class code').fill(code);
  await expect(kid.getByText('Class codes have 6 letters and digits.')).toHaveCount(0);
  await kid.getByRole('button', { name: 'Join class' }).click();
  await expect(kid.getByText('You joined Forms check.')).toBeVisible();
  await kid.close();

  // The class goes again, so the demo data stays as the other journeys expect it.
  await page.reload();
  await waitForHydration(page);
  await card.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete class?' }).getByRole('button', { name: 'Delete class' }).click();
  await expect(card).toHaveCount(0);
});

test('PLAT-26 PLAT-62 staff fix an unknown teacher’s username and act as the teacher with one click', async ({ page }) => {
  await signInAs(page, 'staff');
  await waitForHydration(page);
  const username = page.getByLabel('Teacher’s username');
  const act = page.getByRole('button', { name: 'Act as teacher' });
  await act.click();
  await expect(username).toHaveAttribute('aria-invalid', 'true');
  await username.fill('teacher3');
  await act.click();
  await expect(page.getByRole('heading', { level: 1, name: /Sam/ })).toBeVisible();
  await page.goto('/impersonate-stop');
  await expect(page.getByRole('heading', { level: 1, name: /Lee/ })).toBeVisible();

  await username.fill('nobody');
  await page.getByRole('button', { name: 'Act as teacher' }).click();
  await expect(page.getByRole('alert')).toHaveText('There is no teacher with that username.');
  await username.fill('teacher3');
  await page.getByRole('button', { name: 'Act as teacher' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Sam/ })).toBeVisible();

  await page.goto('/impersonate-stop');
  await expect(page.getByRole('heading', { level: 1, name: /Lee/ })).toBeVisible();
});

test('PLAT-57 QUIZ-05 after Next, one Tab reaches the new question’s first answer', async ({ page }) => {
  await signInAs(page, 'student12');
  const id = await contentIdOf(page.request, 'tide-pool-photo-essay');
  await page.goto(`/view/${id}?activityPanel=quiz&quizId=${await quizIdOf(page, id)}`);
  await waitForHydration(page);
  const quiz = new QuizPanel(page);
  await quiz.button('Next').focus();
  await page.keyboard.press('Enter');
  await expect(quiz.panel.getByText(/^Question 2 of \d+$/)).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(quiz.option('A')).toBeFocused();
  await quiz.button('Back').click();
  await expect(quiz.panel.getByText(/^Question 1 of \d+$/)).toBeFocused();
});
