import { expect, test } from '@playwright/test';
import { contentIdOf } from '../pages/article-page.js';
import { newStudentOfTeacher3 } from '../pages/new-student.js';
import { ProgressPage } from '../pages/progress-page.js';
import { expectAccessible, signInAs, signOut, waitForHydration } from '../pages/sign-in-page.js';

// A teacher gives an article to a class of their own; a student opens it and reads to the end;
// the teacher's class progress page says who opened it, for how long and how far they read, as
// charts with their tables, and as a CSV file.

test('SESSION-08 SESSION-09 SESSION-10 a student reads an assigned article to the end and the teacher’s progress page shows the time and depth', async ({
  page,
  browser,
}) => {
  const className = `Progress ${Date.now() % 1_000_000}`;
  const student = await newStudentOfTeacher3(browser, {
    className,
    grade: 7,
    usernamePrefix: 'reader',
    firstName: 'Tess',
    lastName: 'Okoro',
  });
  const volcanoes = await contentIdOf(page.request, 'volcanoes-build-islands');

  // teacher3 gives the article to that class.
  await signInAs(page, 'teacher3');
  const csrf = (await page.context().cookies()).find((c) => c.name === 'csrftoken')!.value;
  const classes = (await (await page.request.get('/api/v2/classrooms/')).json()) as { results: { id: number; name: string }[] };
  const cls = classes.results.find((c) => c.name === className)!;
  const title = `How far did we read? ${className}`;
  const made = await page.request.post('/api/v3/assignment/', {
    headers: { 'x-csrftoken': csrf },
    data: {
      title,
      is_draft: false,
      assignment_members: [{ content_id: volcanoes }],
      classroom_ids: [cls.id],
      activity_members: [],
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  await signOut(page);

  // The student opens it and reads down to the end, a little at a time.
  await signInAs(page, student.username, student.password);
  const batches: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/v2/event-records/batch/')) batches.push(r.postData() ?? '');
  });
  await page.goto(`/view/${volcanoes}`);
  await waitForHydration(page);
  await expect(page.getByRole('region', { name: 'Your assignment' })).toContainText(title);
  for (let i = 0; i < 20; i++) {
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(150);
  }
  // The page sends what it has every few seconds.
  await expect.poll(() => batches.join(' '), { timeout: 15_000 }).toContain('"depth":100');
  const sent = batches.join(' ');
  expect(sent).toContain('"name":"user_article_viewed"');
  for (const depth of [0, 25, 50, 75]) expect(sent).toContain(`"depth":${depth}`);
  await signOut(page);

  // The teacher finds the assignment's progress from their assignments.
  await signInAs(page, 'teacher3');
  await page.goto('/assignments');
  await waitForHydration(page);
  await page.getByRole('link', { name: `Class progress: ${title}` }).click();
  await expect(page).toHaveURL(/\/progress\/assignments\/\d+$/);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const progress = new ProgressPage(page);
  const row = progress.studentRow('Tess Okoro');
  await expect(row.getByRole('cell').nth(0)).toHaveText('Yes');
  await expect(row.getByRole('cell').nth(1)).toHaveText(/^\d+ (s|min)$/);
  await expect(row.getByRole('cell').nth(2)).toHaveText('100%');
  await expect(page.getByRole('term').filter({ hasText: 'Opened' }).locator('xpath=..')).toContainText('1 of 1');

  // Each chart has its table.
  const depth = await progress.asTable('Furthest read');
  await expect(depth.getByRole('row', { name: /Tess Okoro/ })).toContainText('100%');
  const time = await progress.asTable('Time reading');
  await expect(time.getByRole('row', { name: /Tess Okoro/ })).toContainText(/\d+ (s|min)/);
  await expectAccessible(page);

  // The class's page has the assignment on one line, leading back to it.
  await page.goto('/account/classes');
  await waitForHydration(page);
  await page.getByRole('link', { name: `Progress of ${className}` }).click();
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: className })).toBeVisible();
  const line = page
    .getByRole('region', { name: 'Assignments', exact: true })
    .getByRole('row', { name: new RegExp(title.replace(/[?]/g, '\\?')) });
  await expect(line).toContainText('1 of 1');
  await expect(line).toContainText('100%');
  await expectAccessible(page);
  await line.getByRole('link', { name: title }).click();
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // The same table as a CSV file.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^progress-.*\.csv$/);
  const csv = await (await download.createReadStream()).toArray();
  const text = Buffer.concat(csv as Buffer[]).toString('utf8');
  expect(text).toMatch(/^Student,Classes,Opened,/);
  expect(text).toMatch(new RegExp(`Tess Okoro,${className},Yes,[^,]*,\\d+,[^,]+,100`));
});
