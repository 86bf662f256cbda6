import { expect, test, type Page } from '@playwright/test';
import { ArticlePage, contentIdOf, levelsOf } from '../pages/article-page.js';
import { AssignmentList, deleteAssignmentsTitled, dueIn } from '../pages/assignment-lists.js';
import { signInAs, waitForHydration } from '../pages/sign-in-page.js';

// The teacher's core journey end to end (PLAT-01): find an article in the library, assign it to
// the whole class with its activities and a locked level, schedule it for a small group, preview it
// as a student, review a student's work, then print and share it.

const SLUG = 'town-rebuilds-after-flood';
const CLASS_TITLE = 'After the flood: read, answer and write';
const GROUP_TITLE = 'After the flood: group A, next week';

const csrfOf = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'csrftoken')!.value;
const selectedAssignment = (page: Page) => new URL(page.url()).searchParams.get('selectedAssignmentId');

test('PLAT-01 PLAT-28 a teacher finds an article, assigns it to a class and a small group, schedules it, locks the level, attaches activities, previews it as a student, reviews the work, and prints and shares it', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await signInAs(page, 'teacher');
  // A retry starts from the same lists.
  await deleteAssignmentsTitled(page, [CLASS_TITLE, GROUP_TITLE]);
  const me = (await (await page.request.get('/api/v2/users/me/')).json()) as { id: number };
  // PLAT-28: the teacher's principal turns can_view_editing_tools on for them.
  const principal = await browser.newContext();
  const pp = await principal.newPage();
  await signInAs(pp, 'principal');
  const flag = await pp.request.put('/api/v2/features/', {
    headers: { 'x-csrftoken': await csrfOf(pp) },
    data: { scope: 'user', scope_id: me.id, name: 'can_view_editing_tools', enabled: true },
  });
  expect(flag.status(), await flag.text()).toBe(200);
  await principal.close();

  const id = await contentIdOf(page.request, SLUG);
  const grade5 = (await levelsOf(page, id)).find((l) => l.language === 'en' && l.grade === 5)!;
  const content = (await (await page.request.get(`/api/v3/content/${id}/`)).json()) as {
    attachments: { id: number; content_type: string }[];
    data: { title: string };
  };

  // Find: the library's search.
  await page.goto('/search');
  await waitForHydration(page);
  await page.getByLabel('Search').fill('flood');
  await page.getByRole('heading', { name: content.data.title }).first().click();
  await expect(page).toHaveURL(new RegExp(`/view/${id}(\\?|$)`));
  const article = new ArticlePage(page);
  await expect(article.heading).toBeVisible();
  await expect(article.levelPicker).toBeEnabled();
  await article.levelPicker.selectOption(String(grade5.id));
  await expect(article.heading).toHaveText(grade5.title);
  expect((await page.request.get('/api/v2/users/me/features/').then((r) => r.json())).can_view_editing_tools).toBe(true);
  // PLAT-28: no edit link, as Lectern has no content editor to link to (docs/decisions.md).
  await expect(page.locator('a[href*="/articles/"], a[href*="/inventory/"]')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^edit/i })).toHaveCount(0);

  // Assign to the whole class, with every activity, the level locked, and a due date.
  await page.getByRole('button', { name: 'Assign', exact: true }).click();
  let builder = page.getByRole('dialog', { name: 'Create your assignment' });
  await builder.getByLabel('Title').fill(CLASS_TITLE);
  await builder.getByRole('checkbox', { name: 'Period 2 · English 7' }).check();
  const activities = builder.getByRole('group', { name: 'Activities' });
  const boxes = activities.getByRole('checkbox');
  const attached = await boxes.count();
  expect(attached).toBeGreaterThanOrEqual(3);
  for (const box of await boxes.all()) await box.check();
  await builder.getByLabel('Students can change level').uncheck();
  await builder.getByLabel('Due date (optional)').fill(dueIn(7).iso.slice(0, 10));
  await builder.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(page.getByText('You have successfully created an assignment.')).toBeVisible();
  let share = page.getByRole('dialog', { name: 'Share it with your class' });
  await share.getByRole('button', { name: 'Done' }).click();
  await expect.poll(() => selectedAssignment(page)).not.toBeNull();
  const classAssignmentId = Number(selectedAssignment(page));
  const saved = (await (await page.request.get(`/api/v3/assignment/${classAssignmentId}/`)).json()) as {
    data: { activity_members: string[]; is_reading_level_locked: boolean; poll_id: number | null };
  };
  expect(saved.data.activity_members.length + (saved.data.poll_id ? 1 : 0)).toBe(attached);
  expect(saved.data.is_reading_level_locked).toBe(true);

  // Schedule it for a small group, a week from now.
  await page.getByRole('button', { name: 'Assign', exact: true }).click();
  builder = page.getByRole('dialog', { name: 'Create your assignment' });
  await builder.getByLabel('Title').fill(GROUP_TITLE);
  await builder.getByText('Small group', { exact: true }).click();
  await builder.getByLabel(/Reading group A/).check();
  await builder.getByRole('radio', { name: 'Schedule' }).check();
  const live = new Date(Date.now() + 7 * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  await builder.getByLabel('Goes live').fill(`${live.getFullYear()}-${pad(live.getMonth() + 1)}-${pad(live.getDate())}T08:00`);
  await builder.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(page.getByText('You have successfully created an assignment.')).toBeVisible();
  share = page.getByRole('dialog', { name: 'Share it with your class' });
  await share.getByRole('button', { name: 'Done' }).click();
  await page.goto('/assignments');
  await expect(page.getByRole('link', { name: CLASS_TITLE, exact: true })).toBeVisible();
  await expect(new AssignmentList(page).item(GROUP_TITLE).getByText(/Scheduled for/)).toBeVisible();

  // Preview as a student: the level the class reads at, without the teacher's controls.
  await article.goto(id, `selectedAssignmentId=${classAssignmentId}`);
  await page.getByRole('button', { name: 'View as student' }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('studentPreview')).toBe('true');
  await expect(article.heading).toHaveText(grade5.title);
  await expect(page.getByText('Your teacher set this level.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Assign', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'View as student' }).click();
  await expect.poll(() => new URL(page.url()).searchParams.has('studentPreview')).toBe(false);

  // A student of the class does the work: the class assignment is theirs, the group's is not yet.
  const studentCtx = await browser.newContext();
  const sp = await studentCtx.newPage();
  await signInAs(sp, 'student3');
  const student = (await (await sp.request.get('/api/v2/users/me/')).json()) as { first_name: string };
  await sp.goto('/assignments');
  await expect(sp.getByRole('link', { name: CLASS_TITLE, exact: true })).toBeVisible();
  await expect(sp.getByRole('link', { name: GROUP_TITLE, exact: true })).toHaveCount(0);
  await sp.getByRole('link', { name: CLASS_TITLE, exact: true }).click();
  await expect(sp.getByRole('heading', { level: 1 })).toHaveText(grade5.title);
  const quizId = content.attachments.find((a) => a.content_type === 'QUIZ')!.id;
  const quiz = (await (await sp.request.get(`/api/v3/quiz/${quizId}/?level_id=${grade5.id}`)).json()) as {
    questions: { id: number; options: { id: number }[] }[];
  };
  const now = new Date().toISOString();
  const submitted = await sp.request.post('/api/v3/studentquiz/', {
    headers: { 'x-csrftoken': await csrfOf(sp) },
    data: {
      quiz_id: quizId,
      associated_content_id: id,
      assignment_ids: [classAssignmentId],
      date_started: now,
      date_completed: now,
      answers: quiz.questions.map((q) => ({ quiz_question_id: q.id, value: q.options[0]!.id, date_answered: now })),
    },
  });
  expect([200, 201]).toContain(submitted.status());
  await studentCtx.close();

  // Review the work: the assignment's results, the student's score among them.
  await article.goto(id, `selectedAssignmentId=${classAssignmentId}`);
  await page.getByRole('button', { name: 'Review Student Work' }).click();
  const review = page.getByRole('dialog', { name: 'Review Student Work' });
  await review.getByRole('link', { name: new RegExp(CLASS_TITLE) }).click();
  await expect(page).toHaveURL(new RegExp(`/grading/${id}\\?`));
  const row = page.getByRole('row', { name: new RegExp(student.first_name) });
  await expect(row.getByText(/^\d\/\d+$/).first()).toBeVisible();

  // Print and share, at the level the class reads.
  await article.goto(id, `levelId=${grade5.id}&selectedAssignmentId=${classAssignmentId}`);
  await expect(article.heading).toHaveText(grade5.title);
  // With an assignment selected, Print is among the assignment's options.
  await page.getByRole('button', { name: 'Assignment options' }).click();
  await page.getByRole('menuitem', { name: 'Print', exact: true }).click();
  const print = page.getByRole('dialog', { name: 'Print Options' });
  await print.getByRole('radio', { name: 'Article, quiz and answers' }).check();
  const printLink = print.getByRole('link', { name: 'Print' });
  const href = (await printLink.getAttribute('href'))!;
  expect(href).toMatch(new RegExp(`^/content/${grade5.id}/print/\\?format=pdf&content=article_quiz_and_answers`));
  const pdf = await page.request.get(href);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  await page.keyboard.press('Escape');
  await expect(print).toBeHidden();
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const shareArticle = page.getByRole('dialog', { name: 'Share this article' });
  await expect(shareArticle.getByRole('textbox', { name: 'Article link' })).toHaveValue(
    new RegExp(`/view/${id}\\?levelId=${grade5.id}$`),
  );
  await expect(shareArticle.getByRole('textbox', { name: 'Assignment link' })).toBeVisible();
});
