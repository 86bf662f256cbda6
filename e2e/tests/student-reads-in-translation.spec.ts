import { expect, test } from '@playwright/test';
import { ArticlePage, contentIdOf } from '../pages/article-page.js';
import { ListenBar } from '../pages/listen-bar.js';
import { expectAccessible, signInAs } from '../pages/sign-in-page.js';
import { TranslateMode } from '../pages/translate-mode.js';
import { newStudentOfTeacher3 } from '../pages/new-student.js';

// A student reads an article beside its Spanish version, paragraph by paragraph; read aloud turns
// translate mode off; an article without a Spanish version (and no translation server, as in this
// run) offers the action disabled, saying why. The student is made for this journey.

interface Level {
  id: number;
  language: string;
  grade: number;
  is_original_level: boolean;
  body: { kind: string; text: string }[];
}

test('TOOLBAR-01 TOOLBAR-02 TOOLBAR-06 TOOLBAR-07 a student reads an article beside its Spanish version, and read aloud turns it off', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const student = await newStudentOfTeacher3(browser, {
    className: 'Period 5 Spanish',
    grade: 7,
    usernamePrefix: 'transl',
    firstName: 'Lucía',
    lastName: 'Reader',
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, student.username, student.password);
  const id = await contentIdOf(page.request, 'volcanoes-build-islands');
  const levels = ((await (await page.request.get(`/api/v3/content/${id}/`)).json()) as { data: { article_levels: Level[] } }).data
    .article_levels;
  const english = levels.find((l) => l.language === 'en' && l.grade === 7)!;
  const spanish = levels.find((l) => l.language === 'es' && l.grade === 7)!;

  const article = new ArticlePage(page);
  const translate = new TranslateMode(page);
  await article.goto(id, `levelId=${english.id}`);
  await translate.expectOn(false);
  await expect(translate.rows).toHaveCount(0);

  // TOOLBAR-06: translate on turns paragraph numbers off.
  const numbers = page.getByRole('toolbar', { name: 'Article actions' }).getByRole('button', { name: 'Paragraph numbers' });
  await numbers.click();
  await expect(numbers).toHaveAttribute('aria-pressed', 'true');

  // TOOLBAR-01: on, each paragraph has its Spanish version beside it, in order, marked as Spanish.
  await translate.toggle.click();
  await expect(numbers).toHaveAttribute('aria-pressed', 'false');
  await translate.expectOn(true);
  await expect(translate.bar).toContainText('Spanish');
  const shown = await page.locator('[data-article-text] [data-block]').count();
  await expect(translate.rows).toHaveCount(shown);
  const first = await translate.row(0);
  expect(first).toEqual({ original: english.body[0]!.text, translated: spanish.body[0]!.text, lang: 'es' });
  const second = await translate.row(1);
  expect(second.translated).toBe(spanish.body[1]!.text);
  // Side by side at this width: the translation starts level with its paragraph, to its right.
  const [left, right] = [
    await translate.rows.nth(1).locator('[data-block]').boundingBox(),
    await translate.rows.nth(1).locator('[lang]').boundingBox(),
  ];
  expect(right!.x).toBeGreaterThan(left!.x + left!.width - 1);
  expect(Math.abs(right!.y - left!.y)).toBeLessThan(4);
  await expectAccessible(page);

  // TOOLBAR-06: turning read aloud on turns translate off.
  const listen = new ListenBar(page);
  await listen.toggle.click();
  await expect(listen.toggle).toHaveAttribute('aria-pressed', 'true');
  await translate.expectOn(false);
  await expect(translate.rows).toHaveCount(0);
  await expect(translate.bar).toHaveCount(0);
  await listen.toggle.click();

  // On a phone the action is in the toolbar's "More actions" menu (TOOLBAR-02), and the translation
  // sits under its paragraph.
  await page.setViewportSize({ width: 375, height: 800 });
  await article.goto(id, `levelId=${english.id}`);
  await page.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Translate' }).click();
  await expect(translate.rows).toHaveCount(shown);
  const [above, below] = [
    await translate.rows.nth(1).locator('[data-block]').boundingBox(),
    await translate.rows.nth(1).locator('[lang]').boundingBox(),
  ];
  expect(below!.y).toBeGreaterThan(above!.y + above!.height - 1);
  await page.setViewportSize({ width: 1280, height: 900 });

  // TOOLBAR-07: an article without a Spanish version offers the action disabled, and says why.
  const cat = await contentIdOf(page.request, 'lighthouse-cat');
  await article.goto(cat);
  await expect(translate.toggle).toHaveAttribute('aria-disabled', 'true');
  await translate.toggle.hover();
  await expect(translate.tooltip).toHaveText('Translations are not available on this article');
  await expect(translate.toggle).toHaveAccessibleDescription('Translations are not available on this article');
  // A keyboard user reaches it too, gets the label, and pressing it does nothing.
  await page.mouse.move(0, 0);
  await translate.toggle.focus();
  await expect(translate.tooltip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(translate.bar).toHaveCount(0);
  await expect(translate.rows).toHaveCount(0);
  await expectAccessible(page);
});
