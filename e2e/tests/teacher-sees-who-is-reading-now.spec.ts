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

// The teacher's page of their assignment (the article with the assignment selected, not presented)
// shows "Reading now" too: a student of the class opens the article and the count goes up.
test('SESSION-02 a teacher looking at their assignment of an article sees the class reading it now', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const className = `Reading now assigned ${Date.now() % 100_000}`;
  const student = await newStudentOfTeacher3(browser, {
    className,
    grade: 7,
    usernamePrefix: 'reading-now-assigned',
    firstName: 'Omar',
    lastName: 'Lind',
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, 'teacher3');
  const csrf = (await page.context().cookies()).find((c) => c.name === 'csrftoken')!.value;
  const classes = (await (await page.request.get('/api/v2/classrooms/')).json()) as { results: { id: number; name: string }[] };
  const cls = classes.results.find((c) => c.name === className)!;
  const bees = await contentIdOf(page.request, 'honeybee-waggle-dance');
  const made = await page.request.post('/api/v3/assignment/', {
    headers: { 'x-csrftoken': csrf },
    data: {
      title: `Who is reading? ${className}`,
      is_draft: false,
      assignment_members: [{ content_id: bees }],
      classroom_ids: [cls.id],
      activity_members: [],
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const assignmentId = ((await made.json()) as { data: { assignment_id: number } }).data.assignment_id;

  await new ArticlePage(page).goto(bees, `selectedAssignmentId=${assignmentId}`);
  const readingNow = page.getByRole('region', { name: 'Reading now' });
  await expect(readingNow).toContainText('No students are reading this article right now.');

  const ctx = await browser.newContext();
  const reader = await ctx.newPage();
  await signInAs(reader, student.username, student.password);
  await new ArticlePage(reader).goto(bees);
  await expect(readingNow).toContainText('1 student is reading');
  await readingNow.getByRole('button', { name: 'Show names' }).click();
  await expect(readingNow.getByRole('listitem').filter({ hasText: 'Omar Lind' })).toBeVisible();
  await expectAccessible(page);
  await ctx.close();
});
