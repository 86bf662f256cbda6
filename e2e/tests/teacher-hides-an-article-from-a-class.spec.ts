import { expect, test, type APIRequestContext } from '@playwright/test';
import { ArticlePage, contentIdOf } from '../pages/article-page.js';
import { expectAccessible, signInAs } from '../pages/sign-in-page.js';

// A teacher hides an article from one class: a student of that class no longer finds it or opens
// it; opened again, it is back. student26 reads; the article is opened to the class again at the end
// whatever happens, so no later journey meets it hidden.

const CLASS = 'Grade 4 Reading';

const finds = async (request: APIRequestContext, id: string) => {
  const res = await request.get('/api/v3/content/?q=flood');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { results: { id: string }[] }).results.some((r) => r.id === id);
};

test('TOOLBAR-18 TOOLBAR-19 TOOLBAR-21 a teacher hides an article from a class; its student no longer finds or opens it', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, 'teacher');
  const id = await contentIdOf(page.request, 'town-rebuilds-after-flood');
  const studentCtx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const student = await studentCtx.newPage();
  await signInAs(student, 'student26');
  expect(await finds(student.request, id)).toBe(true);

  try {
    await new ArticlePage(page).goto(id);
    await page.getByRole('button', { name: 'Hide from classes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Hide from classes' });
    const toggle = dialog.getByRole('switch', { name: `Hide from ${CLASS}` });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expectAccessible(page);
    await toggle.click();
    await expect(page.getByText(`Hidden from ${CLASS}`)).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');

    // The student's library no longer has it, and the page says it is not available.
    expect(await finds(student.request, id)).toBe(false);
    await student.goto(`/view/${id}`);
    await expect(student.getByRole('heading', { name: "This content isn't available" })).toBeVisible();

    await toggle.click();
    await expect(page.getByText(`Open to ${CLASS}`)).toBeVisible();
    expect(await finds(student.request, id)).toBe(true);
    await new ArticlePage(student).goto(id);
    await expect(student.getByRole('heading', { level: 1 })).toBeVisible();
  } finally {
    // Open to the class again, whatever happened above.
    const csrf = (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value ?? '';
    const hides = (await (await page.request.get(`/api/v3/content-hide/?content_id=${id}`)).json()) as {
      results: { id: number }[];
    };
    for (const h of hides.results)
      await page.request.delete(`/api/v3/content-hide/${h.id}/`, { headers: { 'x-csrftoken': csrf } });
    await studentCtx.close();
  }
});
