import { expect, test } from '@playwright/test';
import { ArticlePage, contentIdOf } from '../pages/article-page.js';
import { ArticleToolbar } from '../pages/article-toolbar.js';
import { expectAccessible, signInAs } from '../pages/sign-in-page.js';
import { newStudentOfTeacher3 } from '../pages/new-student.js';

// Readers set the article toolbar: a teacher goes through it by keyboard and numbers the paragraphs
// (read aloud turns the numbers off); a student on a phone finds the actions folded into one menu
// with sub-menus, makes the text large, and it stays large after a reload and on another device; a
// teacher shares the article and opens it in a preview window. The student is made for this journey.

test('TOOLBAR-01 TOOLBAR-05 TOOLBAR-06 a teacher goes through the toolbar by keyboard and numbers the paragraphs; read aloud turns them off', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, 'teacher');
  const id = await contentIdOf(page.request, 'volcanoes-build-islands');
  await new ArticlePage(page).goto(id);
  const toolbar = new ArticleToolbar(page);

  // One Tab stop: from the Activities toggle, Tab lands on the toolbar's first action, Listen;
  // the arrows go through every control shown, in order, wrapping; Home and End.
  const names = await toolbar.controlNames();
  expect(names[0]).toBe('Listen');
  for (const name of ['Share', 'Paragraph numbers', 'Text size', 'Cite', 'Present', 'Assign']) expect(names).toContain(name);
  await page.getByRole('button', { name: /activities$/i }).focus();
  await page.keyboard.press('Tab');
  expect(await toolbar.focusedName()).toBe('Listen');
  for (const name of names.slice(1)) {
    await page.keyboard.press('ArrowRight');
    expect(await toolbar.focusedName()).toBe(name);
  }
  await page.keyboard.press('ArrowRight');
  expect(await toolbar.focusedName()).toBe('Listen');
  await page.keyboard.press('ArrowLeft');
  expect(await toolbar.focusedName()).toBe(names.at(-1));
  await page.keyboard.press('Home');
  expect(await toolbar.focusedName()).toBe('Listen');
  await page.keyboard.press('End');
  expect(await toolbar.focusedName()).toBe(names.at(-1));
  await page.keyboard.press('Tab');
  expect(await toolbar.focusInside()).toBe(false);
  await page.keyboard.press('Shift+Tab');
  expect(await toolbar.focusedName()).toBe(names.at(-1));

  // TOOLBAR-05: numbers beside the paragraphs, read as "Paragraph {n}", no part of the text.
  await toolbar.pressUntil('ArrowLeft', 'Paragraph numbers');
  await page.keyboard.press('Enter');
  await expect(toolbar.button('Paragraph numbers')).toHaveAttribute('aria-pressed', 'true');
  await toolbar.expectNumbers(true);
  // A selection of the numbered paragraph holds its text and nothing else.
  const selected = await page.evaluate(() => {
    const p = document.querySelector('[data-article-text] > p[data-paragraph="2"]')!;
    const range = document.createRange();
    range.selectNodeContents(p);
    const sel = document.getSelection()!;
    sel.removeAllRanges();
    sel.addRange(range);
    const text = sel.toString();
    sel.removeAllRanges();
    return { text, own: p.textContent ?? '' };
  });
  expect(selected.text.trim()).toBe(selected.own.trim());
  expect(selected.text).not.toMatch(/^\s*2|Paragraph 2/);
  expect(await page.locator('[data-article-text]').ariaSnapshot()).toContain('Paragraph 1');
  await expectAccessible(page);

  // TOOLBAR-06: read aloud on turns paragraph numbers off.
  await toolbar.button('Listen').click();
  await expect(toolbar.button('Listen')).toHaveAttribute('aria-pressed', 'true');
  await expect(toolbar.button('Paragraph numbers')).toHaveAttribute('aria-pressed', 'false');
  await toolbar.expectNumbers(false);
  await toolbar.button('Listen').click();

  // The text-size menu and its sub-menu, by keyboard, pass axe.
  await toolbar.button('Text size').focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitemradio', { name: 'Medium' })).toBeFocused();
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('menu', { name: 'Font' })).toBeVisible();
  await expect(page.getByRole('menuitemradio', { name: 'Standard' })).toBeFocused();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu', { name: 'Font' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(toolbar.button('Text size')).toBeFocused();
});

test('TOOLBAR-02 TOOLBAR-03 TOOLBAR-04 a student on a phone makes the text large from the folded menu; it stays large after a reload and on another device', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const student = await newStudentOfTeacher3(browser, {
    className: 'Period 4 Reading',
    grade: 7,
    usernamePrefix: 'toolbar',
    firstName: 'Ada',
    lastName: 'Reader',
  });
  await page.setViewportSize({ width: 375, height: 740 });
  await signInAs(page, student.username, student.password);
  const id = await contentIdOf(page.request, 'volcanoes-build-islands');
  const article = new ArticlePage(page);
  await article.goto(id);
  const toolbar = new ArticleToolbar(page);
  const medium = await toolbar.bodyFontSize();

  // TOOLBAR-02: Share, Paragraph numbers, Text size and Cite are in the "⋯" menu; Listen keeps its button.
  await expect(toolbar.button('Listen')).toBeVisible();
  for (const name of ['Share', 'Paragraph numbers', 'Text size', 'Cite']) await expect(toolbar.button(name)).toBeHidden();
  await toolbar.moreActions.focus();
  await page.keyboard.press('ArrowDown');
  const menu = page.getByRole('menu', { name: 'More actions' });
  const entries = await menu.locator(':scope > li > [role^="menuitem"]').allTextContents();
  const order = ['Share', 'Paragraph numbers', 'Text size', 'Cite'].map((name) => entries.findIndex((e) => e.includes(name)));
  expect(
    order.every((i, k) => i >= 0 && (k === 0 || i > order[k - 1]!)),
    entries.join(', '),
  ).toBe(true);
  // Paragraph numbers from the menu: a toggle.
  await page.getByRole('menuitemcheckbox', { name: 'Paragraph numbers' }).click();
  await toolbar.expectNumbers(true);
  await toolbar.moreActions.click();
  await expect(page.getByRole('menuitemcheckbox', { name: 'Paragraph numbers' })).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('menuitemcheckbox', { name: 'Paragraph numbers' }).click();
  await toolbar.expectNumbers(false);

  // The Text size sub-menu by keyboard: Down to it, Right into it, on the checked size.
  await toolbar.moreActions.focus();
  await page.keyboard.press('ArrowDown');
  await toolbar.pressUntil('ArrowDown', 'Text size');
  await expect(page.getByRole('menuitem', { name: 'Text size' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('menu', { name: 'Text size' })).toBeVisible();
  await expect(page.getByRole('menuitemradio', { name: 'Medium' })).toBeFocused();
  await expectAccessible(page);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect.poll(() => toolbar.bodyFontSize()).toBeGreaterThan(medium);
  const large = await toolbar.bodyFontSize();

  // Kept on the server: the first HTML of a reload already has it (the text does not jump).
  await expect
    .poll(
      async () => ((await (await page.request.get('/api/v3/reading-preferences/')).json()) as { text_size: string }).text_size,
    )
    .toBe('large');
  const html = await (await page.request.get(`/view/${id}`)).text();
  expect(html).toContain('data-text-size="large"');
  await page.reload();
  expect(await toolbar.bodyFontSize()).toBe(large);

  // Another device: a second browser signed in as the same student.
  const other = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const second = await other.newPage();
  await signInAs(second, student.username, student.password);
  await new ArticlePage(second).goto(id);
  const secondBar = new ArticleToolbar(second);
  expect(await secondBar.bodyFontSize()).toBe(large);
  await secondBar.button('Text size').click();
  await expect(second.getByRole('menuitemradio', { name: 'Large', exact: true })).toHaveAttribute('aria-checked', 'true');
  await second.keyboard.press('Escape');
  await secondBar.chooseTextSize('Medium');
  await expect.poll(() => secondBar.bodyFontSize()).toBe(medium);
  await other.close();
});

test('TOOLBAR-01 TOOLBAR-09 a teacher shares the article and opens it in a preview window, which "Close window" closes', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, 'teacher');
  const id = await contentIdOf(page.request, 'volcanoes-build-islands');
  await new ArticlePage(page).goto(id);
  const toolbar = new ArticleToolbar(page);
  await toolbar.button('Share').click();
  const dialog = page.getByRole('dialog', { name: 'Share this article' });
  const link = dialog.getByRole('textbox', { name: 'Article link' });
  await expect(link).toHaveValue(new RegExp(`/view/${id}\\?levelId=\\d+$`));
  await expectAccessible(page);

  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    dialog.getByRole('button', { name: 'Preview in a new window' }).click(),
  ]);
  await popup.waitForFunction(() => document.documentElement.dataset['hydrated'] === 'true');
  const banner = popup.getByRole('region', { name: 'Preview mode' });
  await expect(banner).toContainText('Preview mode');
  // The article and its reading tools, without the teacher's tools.
  await expect(popup.getByRole('button', { name: 'Listen', exact: true })).toBeVisible();
  await expect(popup.getByRole('button', { name: 'Assign', exact: true })).toHaveCount(0);
  await expect(popup.getByRole('button', { name: 'Present', exact: true })).toHaveCount(0);
  await expect(popup.getByRole('button', { name: 'Hide from classes' })).toHaveCount(0);
  await expectAccessible(popup);
  await Promise.all([popup.waitForEvent('close'), banner.getByRole('button', { name: 'Close window' }).click()]);
  expect(popup.isClosed()).toBe(true);
});
