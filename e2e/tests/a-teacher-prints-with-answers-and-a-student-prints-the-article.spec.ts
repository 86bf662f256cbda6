import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { ArticlePage, contentIdOf, levelsOf } from '../pages/article-page.js';
import { signInAs } from '../pages/sign-in-page.js';

// A teacher prints an article with its quiz and the answers from the Print Options modal; the PDF
// is a tagged PDF of that level. A student's Print offers the article alone, and the server refuses
// them the answers.

async function expectAccessible(page: Page, selector: string) {
  const results = await new AxeBuilder({ page: page as never })
    .include(selector)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('PRINT-01 PRINT-03 PRINT-09 PRINT-11 a teacher prints the article with the quiz and its answers', async ({ page }) => {
  await signInAs(page, 'teacher');
  const id = await contentIdOf(page.request, 'volcanoes-build-islands');
  const grade7 = (await levelsOf(page, id)).find((l) => l.language === 'en' && l.grade === 7)!;
  await page.setViewportSize({ width: 1280, height: 900 });
  await new ArticlePage(page).goto(id, `levelId=${grade7.id}`);

  await page.getByRole('button', { name: 'Print', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'Print Options' });
  await modal.getByRole('radio', { name: 'Article, quiz and answers' }).check();
  await modal
    .getByRole('checkbox', {
      name: 'Ink-Saving Mode: Save ink and paper by excluding images and consolidating text with activities.',
    })
    .check();
  await expect(modal.getByText('This copy includes the answers: keep it for yourself.')).toBeVisible();
  await expectAccessible(page, '[role="dialog"]');
  const link = modal.getByRole('link', { name: 'Print' });
  await expect(link).toHaveAttribute('target', '_blank');
  const href = (await link.getAttribute('href'))!;
  expect(href).toBe(`/content/${grade7.id}/print/?format=pdf&content=article_quiz_and_answers&eco_mode=true`);

  const pdf = await page.request.get(href);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  const bytes = (await pdf.body()).toString('latin1');
  expect(bytes.startsWith('%PDF-')).toBe(true);
  expect(bytes).toMatch(/\/MarkInfo \d+ 0 R/);
  expect(bytes).toMatch(/\/StructTreeRoot \d+ 0 R/);
  expect(bytes).toMatch(/\/Lang \(en\)/);
});

test('PRINT-02 a student’s Print offers the article alone, and the answers are refused', async ({ page }) => {
  await signInAs(page, 'student');
  const id = await contentIdOf(page.request, 'volcanoes-build-islands');
  // The level the student may read now (an assignment of another journey may hold them at one).
  const res = await page.request.get(`/api/v3/content/${id}/`);
  const levels = ((await res.json()) as { data: { article_levels: { id: number; language: string; body: unknown[] }[] } }).data
    .article_levels;
  const level = levels.find((l) => l.language === 'en' && l.body.length > 0)!;
  await page.setViewportSize({ width: 375, height: 800 });
  await new ArticlePage(page).goto(id, `levelId=${level.id}`);

  const print = page.getByRole('button', { name: 'Print', exact: true });
  await print.hover();
  await print.click();
  const menu = page.getByRole('menu', { name: 'Print' });
  await expect(menu.getByRole('menuitem')).toHaveText(['Print article']);
  await expectAccessible(page, '[role="menu"]');

  const refused = await page.request.get(`/content/${level.id}/print/?format=pdf&content=article_quiz_and_answers`);
  expect(refused.status()).toBe(403);
  expect((await refused.json()) as unknown).toEqual({
    error: { code: 'forbidden', message: 'Students print the article only.' },
  });
});
