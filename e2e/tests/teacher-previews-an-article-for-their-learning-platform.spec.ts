import { expect, test, type Page } from '@playwright/test';
import { ArticlePage, contentIdOf } from '../pages/article-page.js';
import { QuizPanel } from '../pages/quiz-panel.js';
import { expectAccessible, signInAs } from '../pages/sign-in-page.js';

// A teacher's learning-management system (Google Classroom, Canvas, Schoology, D2L) opens a Lectern
// article as a preview before the teacher adds it to a course: /view/{id}?preview_for=… shows the
// article and its read-only activities under a banner, without Lectern's assignment tools.

const MESSAGE = 'Close preview and select "Add" to include content';

const banner = (page: Page, lms = 'Canvas') => page.getByRole('region', { name: `${lms} preview` });
const assignButton = (page: Page) => page.getByRole('button', { name: 'Assign', exact: true });
const activities = (page: Page) => page.getByRole('complementary', { name: 'Activities' });
const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);

test('PLAT-29 PLAT-30 a teacher previewing for Canvas reads the article and previews the quiz, without assignment tools', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (m) => void (m.type() === 'error' && problems.push(m.text())));
  page.on('pageerror', (e) => void problems.push(e.message));
  await signInAs(page, 'teacher');
  const id = await contentIdOf(page.request, 'volcanoes-build-islands');
  const article = new ArticlePage(page);
  const res = await article.goto(id, 'preview_for=canvas');

  // The first HTML already is the preview, and the page hydrates into the same one.
  const html = await res!.text();
  expect(html).toContain('Canvas preview');
  expect(html).toContain('Close preview and select &quot;Add&quot; to include content');
  await expect(banner(page)).toContainText(MESSAGE);
  await expect(article.heading).toBeVisible();
  // The banner sits above the article's tools.
  const bannerBox = (await banner(page).boundingBox())!;
  const toolsBox = (await page.getByRole('region', { name: 'Article tools' }).boundingBox())!;
  expect(bannerBox.y + bannerBox.height).toBeLessThanOrEqual(toolsBox.y + 1);

  // No builder, no Review Student Work, no "View as student"; the rest of the page is there.
  await expect(page.getByRole('button', { name: 'Present', exact: true })).toBeVisible();
  await expect(assignButton(page)).toHaveCount(0);
  await expect(activities(page).getByRole('link').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Review Student Work' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'View as student' })).toHaveCount(0);
  await expect.poll(() => param(page, 'levelId')).not.toBeNull();
  expect(param(page, 'selectedAssignmentId')).toBeNull();
  await expectAccessible(page);

  // The quiz preview works as ever.
  await activities(page)
    .getByRole('link', { name: /^Quiz \d+ questions?/ })
    .first()
    .click();
  const quiz = new QuizPanel(page);
  await expect(quiz.tab('Overview')).toBeVisible();
  await quiz.tab('Preview').click();
  await expect(quiz.panel.getByRole('heading', { name: /^Question 1 of \d+$/ })).toBeVisible();
  await expect(quiz.correctMarks).toHaveCount(1);
  expect(param(page, 'preview_for')).toBe('canvas');
  await expect(banner(page)).toBeVisible();
  await expect(assignButton(page)).toHaveCount(0);
  await expectAccessible(page);
  expect(problems).toEqual([]);
});

test('PLAT-29 PLAT-30 the banner leads to the full page with its panels closed, and back into the preview closes them too', async ({
  page,
}) => {
  await signInAs(page, 'teacher');
  const id = await contentIdOf(page.request, 'volcanoes-build-islands');
  const article = new ArticlePage(page);
  await article.goto(id, 'preview_for=schoology');
  await expect(banner(page, 'Schoology')).toBeVisible();
  await activities(page)
    .getByRole('link', { name: /^Quiz \d+ questions?/ })
    .first()
    .click();
  const quiz = new QuizPanel(page);
  await quiz.tab('Preview').click();
  await expect.poll(() => param(page, 'activityPanel')).not.toBeNull();
  expect(param(page, 'quizId')).not.toBeNull();
  const levelId = param(page, 'levelId');

  // Out of banner mode: same article and level, the builder is back, no panel stays open.
  await banner(page, 'Schoology').getByRole('link', { name: 'Open in Lectern' }).click();
  await expect(banner(page, 'Schoology')).toHaveCount(0);
  await expect(assignButton(page)).toBeVisible();
  await expect(quiz.panel).toHaveCount(0);
  expect(param(page, 'preview_for')).toBeNull();
  expect(param(page, 'activityPanel')).toBeNull();
  expect(param(page, 'quizId')).toBeNull();
  expect(param(page, 'question')).toBeNull();
  expect(param(page, 'levelId')).toBe(levelId);
  await expectAccessible(page);

  // Back into banner mode (the browser's Back) closes the panel the preview had open.
  await page.goBack();
  await expect(banner(page, 'Schoology')).toBeVisible();
  await expect(assignButton(page)).toHaveCount(0);
  await expect.poll(() => param(page, 'activityPanel')).toBeNull();
  await expect(quiz.panel).toHaveCount(0);
  expect(param(page, 'quizId')).toBeNull();
  expect(param(page, 'preview_for')).toBe('schoology');
});

test('PLAT-29 an unknown preview_for value leaves a teacher the full page', async ({ page }) => {
  await signInAs(page, 'teacher');
  const id = await contentIdOf(page.request, 'volcanoes-build-islands');
  await new ArticlePage(page).goto(id, 'preview_for=moodle');
  await expect(assignButton(page)).toBeVisible();
  await expect(page.getByText(MESSAGE)).toHaveCount(0);
  await expect(page.getByRole('region', { name: /preview$/ })).toHaveCount(0);
});

test('PLAT-30 PLAT-31 students and lite teachers ignore preview_for and read their usual page', async ({ page }) => {
  await signInAs(page, 'student');
  const id = await contentIdOf(page.request, 'volcanoes-build-islands');
  const article = new ArticlePage(page);
  const res = await article.goto(id, 'preview_for=google_classroom');
  expect(await res!.text()).not.toContain('Close preview and select');
  await expect(article.heading).toBeVisible();
  await expect(activities(page)).toBeVisible();
  await expect(page.getByText(MESSAGE)).toHaveCount(0);
  await expect(banner(page, 'Google Classroom')).toHaveCount(0);
  await expectAccessible(page);

  await page.context().clearCookies();
  await signInAs(page, 'lite_teacher');
  await article.goto(id, 'preview_for=desire2learn');
  await expect(assignButton(page)).toBeVisible();
  await expect(page.getByText(MESSAGE)).toHaveCount(0);
  await expect(banner(page, 'D2L')).toHaveCount(0);
});

test('PLAT-31 a signed-out visitor with preview_for gets the public view', async ({ page }) => {
  const id = await contentIdOf(page.request, 'volcanoes-build-islands');
  const article = new ArticlePage(page);
  await article.goto(id, 'preview_for=canvas');
  await expect(article.heading).toBeVisible();
  await expect(page.getByText(MESSAGE)).toHaveCount(0);
  await expect(banner(page)).toHaveCount(0);
});
