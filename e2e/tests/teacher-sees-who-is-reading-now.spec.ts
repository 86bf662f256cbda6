import { expect, test } from '@playwright/test';
import { ArticlePage, contentIdOf } from '../pages/article-page.js';
import { newStudentOfTeacher3 } from '../pages/new-student.js';
import { expectAccessible, signInAs } from '../pages/sign-in-page.js';

// A teacher presents an article; a student of their class opens it and scrolls. "Reading now" says
// one student is reading, and with the names open shows who and at which paragraph. When the
// student leaves the article the count goes back to none. The student's socket said hello with the
// page's access key and had it acknowledged.

test('SESSION-01 SESSION-02 SESSION-07 a teacher presenting an article sees their student reading it now, and where', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const student = await newStudentOfTeacher3(browser, {
    className: `Reading now ${Date.now() % 100_000}`,
    grade: 7,
    usernamePrefix: 'reading-now',
    firstName: 'Rosa',
    lastName: 'Quill',
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, 'teacher3');
  const volcanoes = await contentIdOf(page.request, 'volcanoes-build-islands');
  await new ArticlePage(page).goto(volcanoes, 'presentMode=true');
  const readingNow = page.getByRole('region', { name: 'Reading now' });
  await expect(readingNow).toContainText('No students are reading this article right now.');

  const ctx = await browser.newContext({ viewport: { width: 768, height: 600 } });
  const reader = await ctx.newPage();
  const sent: string[] = [];
  const received: string[] = [];
  reader.on('websocket', (ws) => {
    ws.on('framesent', (f) => sent.push(String(f.payload)));
    ws.on('framereceived', (f) => received.push(String(f.payload)));
  });
  await signInAs(reader, student.username, student.password);
  await new ArticlePage(reader).goto(volcanoes);

  await expect(readingNow).toContainText('1 student is reading');
  await expect
    .poll(() => sent.map((s) => JSON.parse(s) as { type: string }).find((m) => m.type === 'hello'))
    .toMatchObject({
      type: 'hello',
      content_id: volcanoes,
      screen: { width: 768, height: 600 },
    });
  expect(received.some((r) => r.includes('"type":"ack"'))).toBe(true);

  // The reader scrolls down the article: the teacher sees the paragraph move on.
  await reader.mouse.move(300, 600);
  await reader.mouse.wheel(0, 1_200);
  await readingNow.getByRole('button', { name: 'Show names' }).click();
  const line = readingNow.getByRole('listitem').filter({ hasText: 'Rosa Quill' });
  await expect(line).toBeVisible();
  await expect(line).toContainText(/Paragraph (\d+)/);
  await expect
    .poll(async () => Number((await line.textContent())?.match(/Paragraph (\d+)/)?.[1] ?? 0), { timeout: 15_000 })
    .toBeGreaterThan(1);
  await expectAccessible(page);

  // The student leaves the article: no one is reading it now.
  await reader.goto('/');
  await expect(readingNow).toContainText('No students are reading this article right now.', { timeout: 15_000 });
  await ctx.close();
});
