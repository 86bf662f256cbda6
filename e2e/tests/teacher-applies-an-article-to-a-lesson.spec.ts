import { expect, test } from '@playwright/test';
import { ArticlePage, contentIdOf, levelsOf } from '../pages/article-page.js';
import { expectAccessible, signInAs } from '../pages/sign-in-page.js';
import { TeacherToolsPanel } from '../pages/teacher-tools-panel.js';

// A teacher opens each of the teacher tools under an article and reads the drafts; the panel folds
// away and comes back; a student, and the teacher in present mode, never see it.

test('TOOLS-01 TOOLS-02 TOOLS-03 TOOLS-04 TOOLS-05 TOOLS-06 TOOLS-07 API-31 API-32 a teacher opens each teacher tool of an article', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, 'teacher');
  const volcanoes = await contentIdOf(page.request, 'volcanoes-build-islands');
  const article = new ArticlePage(page);
  const tools = new TeacherToolsPanel(page);
  await article.goto(volcanoes);

  // TOOLS-01, TOOLS-09: the tabs, the lesson planner (marked New) first and selected while it is offered.
  await expect(tools.region.getByRole('heading', { name: 'Apply to your lesson' })).toBeVisible();
  await expect(tools.region.getByRole('tab')).toHaveText([
    'Lesson plannerNew',
    'Main idea',
    'Key terms',
    'Before reading activity',
    'Discussion questions',
  ]);
  await expect(tools.region.getByRole('tab', { name: /Lesson planner/ })).toHaveAttribute('aria-selected', 'true');

  // Main idea: a sentence of the level's text (TOOLS-07's algorithm_output, drawn).
  const level = (await levelsOf(page, volcanoes)).find((l) => String(l.id) === article.levelIdInUrl());
  expect(level).toBeDefined();
  await tools.open('Main idea');
  const idea = (await tools.body.locator('blockquote').innerText()).trim();
  await expect(page.getByRole('main')).toContainText(idea.slice(0, 40));
  await expectAccessible(page);

  // Key terms: the level's key terms with their definitions (API-31).
  await tools.open('Key terms');
  await expect(tools.body.locator('dt').first()).toBeVisible();
  // The other tools draft from the text.
  await tools.open('Before reading activity');
  await expect(tools.body.getByRole('heading', { name: 'Words to preview' })).toBeVisible();
  await tools.open('Discussion questions');
  expect(await tools.body.getByRole('listitem').count()).toBeGreaterThanOrEqual(3);
  await expectAccessible(page);

  // The keyboard moves between the tabs (and picks the one it reaches).
  await tools.tab('Discussion questions').focus();
  await page.keyboard.press('ArrowLeft');
  await expect(tools.tab('Before reading activity')).toBeFocused();
  await expect(tools.tab('Before reading activity')).toHaveAttribute('aria-selected', 'true');

  // TOOLS-03: Hide folds the panel away; Show brings it back as it was.
  await tools.region.getByRole('button', { name: 'Hide' }).click();
  await expect(tools.tab('Main idea')).toBeHidden();
  await tools.region.getByRole('button', { name: 'Show' }).click();
  await expect(tools.tab('Before reading activity')).toHaveAttribute('aria-selected', 'true');

  // TOOLS-06: not in present mode.
  await article.goto(volcanoes, 'presentMode=true');
  await expect(page.getByRole('region', { name: 'Present mode' })).toBeVisible();
  await expect(tools.region).toHaveCount(0);

  // TOOLS-06: a student never sees it, and the server refuses them the tools.
  const studentContext = await browser.newContext();
  const student = await studentContext.newPage();
  await signInAs(student, 'student26');
  await new ArticlePage(student).goto(volcanoes);
  await expect(student.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(new TeacherToolsPanel(student).region).toHaveCount(0);
  const refused = await student.request.get(`/api/v3/content/${volcanoes}/main-idea/?level_id=${level!.id}`);
  expect(refused.status()).toBe(403);
  await studentContext.close();
});
