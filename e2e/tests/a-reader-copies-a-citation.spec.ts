import { expect, test } from '@playwright/test';
import { ArticlePage, contentIdOf, levelsOf } from '../pages/article-page.js';
import { CitationModal } from '../pages/citation-modal.js';
import { signInAs } from '../pages/sign-in-page.js';

// A teacher cites the article they are reading: the citation in MLA, then APA, copied to the
// clipboard as it reads on screen; they correct the author and the citation follows. On a phone
// the toolbar folds Cite into its "⋯" menu.

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('TOOLBAR-23 TOOLBAR-24 TOOLBAR-25 TOOLBAR-28 TOOLBAR-30 TOOLBAR-33 TOOLBAR-34 a teacher copies an APA citation, edits the author and sees the citation change', async ({
  page,
}) => {
  await signInAs(page, 'teacher');
  const id = await contentIdOf(page.request, 'bridges-and-triangles');
  const grade5 = (await levelsOf(page, id)).find((l) => l.language === 'en' && l.grade === 5)!;
  const article = new ArticlePage(page);
  const modal = new CitationModal(page);

  await page.setViewportSize({ width: 1280, height: 800 });
  await article.goto(id, `levelId=${grade5.id}`);
  await modal.open();
  await expect(modal.view.getByRole('tablist', { name: 'Citation style' }).getByRole('tab')).toHaveText([
    'MLA',
    'APA',
    'Chicago',
  ]);
  await expect(modal.tab('MLA')).toHaveAttribute('aria-selected', 'true');
  await expect(modal.citation).toContainText(
    'Lindqvist, Hana. “Why Bridges Are Built from Triangles.” Adapted by Lectern Staff, Version',
  );
  await expect(modal.citation).toContainText('Lectern Newsroom via Lectern, 3 June 2026,');
  await modal.expectAccessible();

  // TOOLBAR-24: APA, copied; the clipboard holds what the modal shows.
  await modal.tab('APA').click();
  await expect(modal.citation).toContainText('Lindqvist, H. (2026, June 3). Why Bridges Are Built from Triangles (Version');
  await modal.view.getByRole('button', { name: 'Copy citation' }).click();
  await expect(modal.view.getByRole('button', { name: 'Citation copied' })).toBeVisible();
  const shown = await modal.citation.textContent();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shown);
  await modal.tab('Chicago').click();
  await expect(modal.view.getByRole('button', { name: 'Copy citation' })).toBeVisible();
  await modal.tab('APA').click();

  // TOOLBAR-25, TOOLBAR-28: the author corrected; a cleared first name is refused first.
  await modal.view.getByRole('button', { name: 'Edit' }).click();
  await expect(modal.form.getByRole('region', { name: 'Contributors' })).toBeVisible();
  const first = modal.form.getByRole('textbox', { name: /^First name/ });
  await first.fill('');
  await modal.form.getByRole('button', { name: 'Save Edits' }).click();
  await expect(modal.form.getByText('Missing')).toBeVisible();
  await expect(first).toBeFocused();
  await modal.expectAccessible();
  await first.fill('Johanna');
  await modal.form.getByRole('textbox', { name: /^Last name/ }).fill('Lindqvist-Berg');
  await modal.form.getByRole('button', { name: 'Save Edits' }).click();
  await expect(modal.citation).toContainText('Lindqvist-Berg, J. (2026, June 3).');
  await modal.view.getByRole('button', { name: 'Copy citation' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^Lindqvist-Berg, J\. \(2026, June 3\)\./);
  await modal.view.getByRole('button', { name: 'Done' }).click();
  await expect(modal.view).toHaveCount(0);

  // On a phone the teacher's toolbar has Cite in its "⋯" menu; the modal takes the screen's width.
  // (The activity panel, open beside the text on a wide screen, would cover the page on a phone.)
  await page.getByRole('button', { name: 'Hide activities' }).click();
  await page.setViewportSize({ width: 375, height: 800 });
  await modal.open();
  const box = await page.getByRole('dialog').boundingBox();
  expect(box?.width).toBeGreaterThan(360); // the whole width, less any scroll bar
  await expect(modal.citation).toContainText('Lindqvist-Berg, Johanna. “Why Bridges'); // the edits stay for the page
  await modal.expectAccessible();
});
