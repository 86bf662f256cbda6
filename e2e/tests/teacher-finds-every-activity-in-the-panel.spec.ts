import { expect, test } from '@playwright/test';
import { ArticlePage, contentIdOf } from '../pages/article-page.js';
import { expectAccessible, signInAs } from '../pages/sign-in-page.js';

test('TOOLS-30 a teacher’s Activities panel lists Annotations, Student Poll, the subject’s activities and Review Student Work, and Student Poll goes to the poll', async ({
  page,
}) => {
  await signInAs(page, 'teacher');
  const id = await contentIdOf(page.request, 'lighthouse-cat');
  await new ArticlePage(page).goto(id);
  const panel = page.getByRole('complementary', { name: 'Activities' });
  await expect(panel.getByRole('heading', { level: 2, name: 'Activities' })).toBeVisible();
  await expect(panel.getByRole('link', { name: /^Annotations/ })).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'English Language Arts activities' })).toBeVisible();
  await expect(panel.getByRole('link', { name: /Checks for Understanding/ })).toBeVisible();
  await expect(panel.getByRole('link', { name: /Guided Highlighting/ })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Review Student Work' })).toBeVisible();
  await expectAccessible(page);
  await panel.getByRole('link', { name: 'Student Poll' }).click();
  const poll = page.locator('#poll-block-title');
  await expect(poll).toBeFocused();
  await expect(poll).toBeInViewport();
});

test('TOOLS-33 a lite teacher previews an ELA article’s activities and is not offered its poll', async ({ page }) => {
  await signInAs(page, 'lite_teacher');
  const id = await contentIdOf(page.request, 'lighthouse-cat');
  await new ArticlePage(page).goto(id);
  const panel = page.getByRole('complementary', { name: 'Activities' });
  await expect(panel.getByText(/^Preview only: editing the activities of English Language Arts articles/)).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Student Poll' })).toHaveCount(0);
  await expect(page.locator('#poll-block-title')).toHaveCount(0);
  const csrf = (await page.context().cookies()).find((c) => c.name === 'csrftoken')!.value;
  const refused = await page.request.post('/api/v3/polls/', {
    headers: { 'x-csrftoken': csrf },
    data: { article_id: id, data: { question: 'Would you keep a lighthouse?', choices: [{ text: 'Yes' }, { text: 'No' }] } },
  });
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('subscription_required');
});
