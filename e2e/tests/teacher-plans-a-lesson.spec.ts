import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { ArticlePage, contentIdOf } from '../pages/article-page.js';
import { expectAccessible, signInAs } from '../pages/sign-in-page.js';
import { TeacherToolsPanel } from '../pages/teacher-tools-panel.js';

// A teacher plans a lesson from an article: the form's errors, then a plan, edited, kept for their
// next visit, downloaded as a PDF, and a new lesson. Uses teacher3 (no classes), so no other spec's
// data is touched; the plan lives in this browser only.

test('TOOLS-09 TOOLS-10 TOOLS-13 TOOLS-16 TOOLS-17 TOOLS-18 TOOLS-21 TOOLS-22 TOOLS-24 TOOLS-25 TOOLS-26 TOOLS-28 API-33 a teacher plans a lesson, edits it and downloads the PDF', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, 'teacher3');
  const volcanoes = await contentIdOf(page.request, 'volcanoes-build-islands');
  const article = new ArticlePage(page);
  const tools = new TeacherToolsPanel(page);
  await article.goto(volcanoes);

  // TOOLS-09: the planner's tab is offered and selected.
  const plannerTab = tools.region.getByRole('tab', { name: /Lesson planner/ });
  await expect(plannerTab).toHaveAttribute('aria-selected', 'true');
  const objective = tools.body.getByRole('textbox', { name: 'Learning objective' });
  await expect(objective).toBeVisible();
  await expectAccessible(page);

  // TOOLS-13, TOOLS-16, TOOLS-17, TOOLS-18: the errors, the banner, focus on the objective.
  await tools.body.getByRole('button', { name: 'Create lesson plan' }).click();
  await expect(tools.body.getByRole('alert')).toHaveText('You must include a learning objective and at least one standard.');
  await expect(tools.body.getByText('You must include a learning objective', { exact: true })).toBeVisible();
  await expect(tools.body.getByText('You must include a standard', { exact: true })).toBeVisible();
  await expect(objective).toBeFocused();
  await expectAccessible(page);
  await objective.fill('Explain how hot spots and moving plates build chains of volcanic islands.');
  await expect(tools.body.getByText('You must include a learning objective', { exact: true })).toHaveCount(0);

  // TOOLS-10: Apply standards lists the article's own standards.
  await tools.body.getByRole('button', { name: 'Apply standards' }).click();
  const dialog = page.getByRole('dialog', { name: 'Apply standards' });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('checkbox').first().check();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(tools.body.getByRole('alert')).toHaveCount(0);
  await tools.body.getByRole('switch', { name: 'Support for multilingual learners' }).check({ force: true });
  await tools.body.getByRole('combobox', { name: 'Allotted time (optional)' }).selectOption('45');

  // TOOLS-21, TOOLS-22, API-33: generating, then the plan.
  const sent = page.waitForRequest((r) => r.url().includes('/seti/generate-lesson-plan/'));
  await tools.body.getByRole('button', { name: 'Create lesson plan' }).click();
  const body = (await sent).postDataJSON() as Record<string, unknown>;
  expect(body).toMatchObject({ allotted_time: 45, support_of_multilingual_learners: true, project_ideas: false });
  await expect(tools.body.getByRole('heading', { name: 'Your lesson plan' })).toBeVisible({ timeout: 30_000 });
  for (const name of ['Edit lesson', 'Copy to clipboard', 'Download as PDF', 'New Lesson'])
    await expect(tools.body.getByRole('button', { name })).toBeVisible();
  await expect(tools.body).toContainText('Support for multilingual learners');
  await expect(tools.body).toContainText('Explain how hot spots and moving plates build chains of volcanic islands.');
  await expectAccessible(page);

  // TOOLS-26: Edit lesson, type, Save edit: the banner, the edit shown.
  await tools.body.getByRole('button', { name: 'Edit lesson' }).click();
  const editor = tools.body.getByRole('textbox', { name: 'Lesson plan' });
  await expect(editor).toBeVisible({ timeout: 15_000 });
  await editor.click();
  await page.keyboard.press('Control+Home');
  await page.keyboard.type('Bring the island map from room 12. ');
  await expectAccessible(page);
  await tools.body.getByRole('button', { name: 'Save edit' }).click();
  await expect(tools.body.getByRole('status')).toHaveText('Your edits have been updated successfully.');
  await expect(tools.body).toContainText('Bring the island map from room 12.');

  // TOOLS-28: kept for the next visit.
  await article.goto(volcanoes);
  await expect(tools.body.getByRole('heading', { name: 'Your lesson plan' })).toBeVisible();
  await expect(tools.body).toContainText('Bring the island map from room 12.');

  // TOOLS-24: Download as PDF gives a PDF of the edited plan.
  const download = page.waitForEvent('download');
  await tools.body.getByRole('button', { name: 'Download as PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^lesson-plan-.*\.pdf$/);
  const bytes = await readFile(await file.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  if (process.env.LESSON_PLAN_PDF_OUT) await file.saveAs(process.env.LESSON_PLAN_PDF_OUT);

  // TOOLS-25: New Lesson: an empty form, the kept plan gone.
  await tools.body.getByRole('button', { name: 'New Lesson' }).click();
  await expect(objective).toHaveValue('');
  await article.goto(volcanoes);
  await expect(objective).toBeVisible();

  // TOOLS-22: Cancel stops the request and returns to the form.
  await objective.fill('Compare two ways that volcanic islands form.');
  await tools.body.getByRole('button', { name: 'Apply standards' }).click();
  await dialog.getByRole('checkbox').first().check();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await page.route('**/seti/generate-lesson-plan/**', () => {
    // Held: never answered, so only Cancel ends it.
  });
  await tools.body.getByRole('button', { name: 'Create lesson plan' }).click();
  await expect(tools.body.getByText('Preparing your lesson plan')).toBeVisible();
  await expectAccessible(page);
  await tools.body.getByRole('button', { name: 'Cancel' }).click();
  await expect(objective).toHaveValue('Compare two ways that volcanic islands form.');
});
