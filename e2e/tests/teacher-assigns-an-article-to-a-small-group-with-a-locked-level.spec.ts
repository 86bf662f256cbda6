import { expect, test, type Page } from '@playwright/test';
import { ArticlePage, contentIdOf, levelsOf } from '../pages/article-page.js';
import { deleteAssignmentsTitled } from '../pages/assignment-lists.js';
import { expectAccessible, signInAs, waitForHydration } from '../pages/sign-in-page.js';

// A teacher assigns an article to one small group with the level locked and hidden; a student in
// the group reads it at that level and cannot change it; a student outside the group never sees it.

const TITLE = 'Tide pools: who survives low tide?';
test('ASSIGN-07 ASSIGN-15 ASSIGN-16 ASSIGN-18 ASSIGN-20 ASSIGN-22 ASSIGN-24 ASSIGN-26 ASSIGN-27 ASSIGN-37 ASSIGN-40 ASSIGN-49 ASSIGN-50 ASSIGN-52 ASSIGN-53 ASSIGN-55 ASSIGN-56 LEVEL-04 LEVEL-12 a teacher assigns to a small group with a locked, hidden level', async ({
  page,
}) => {
  await signInAs(page, 'teacher');
  // An earlier attempt's assignment would be listed twice.
  await deleteAssignmentsTitled(page, [TITLE]);
  const id = await contentIdOf(page.request, 'tide-pool-photo-essay');
  const grade5 = (await levelsOf(page, id)).find((l) => l.language === 'en' && l.grade === 5)!;
  const article = new ArticlePage(page);
  await article.goto(id, `levelId=${grade5.id}`);
  await page.getByRole('button', { name: 'Assign', exact: true }).click();

  const builder = page.getByRole('dialog', { name: 'Create your assignment' });
  await expect(builder.getByLabel('Title')).toHaveValue(grade5.title);
  await builder.getByLabel('Title').fill('');
  await builder.getByLabel('Title').blur();
  await expect(builder.getByText('An assignment must have a title.')).toBeVisible();
  await builder.getByLabel('Title').fill(TITLE);
  await expect(builder.getByText("This class doesn't have students.")).toBeVisible();
  await builder.getByRole('button', { name: '+ Add instructions' }).click();
  await builder.getByLabel('Instructions').fill('Read the photo essay, then list two adaptations.');
  await builder.getByText('Small group', { exact: true }).click();
  await builder.getByLabel(/Reading group A/).check();
  const hide = builder.getByLabel('Hide level from students');
  await expect(hide).toBeDisabled();
  await builder.getByLabel('Students can change level').uncheck();
  await expect(hide).toBeEnabled();
  await hide.check();
  // Checked with room for the whole builder: a row half scrolled out of the dialog's body is not a
  // small target, and axe would count it as one.
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: size.width, height: 1800 });
  await expectAccessible(page);
  await page.setViewportSize(size);
  await builder.getByRole('button', { name: 'Assign', exact: true }).click();

  await expect(page.getByText('You have successfully created an assignment.')).toBeVisible();
  const share = page.getByRole('dialog', { name: 'Share it with your class' });
  await expect(share.getByText('Assignment successfully created!')).toBeVisible();
  // PRINT-12: the students' copy of the assignment, as a PDF in a new tab.
  const printLink = share.getByRole('link', { name: 'Print this assignment' });
  await expect(printLink).toHaveAttribute('href', /^\/assignments\/\d+\/print\/$/);
  await expect(printLink).toHaveAttribute('target', '_blank');
  await expect(share.getByRole('link', { name: 'View all assignments' })).toBeVisible();
  await share.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Assignment published/ })).toBeVisible();
  await expect.poll(() => new URL(page.url()).searchParams.get('selectedAssignmentId')).not.toBeNull();

  // In the group: the assignment is listed and opens at the teacher's level, which cannot change.
  await page.context().clearCookies();
  await signInAs(page, 'student2');
  await page.goto('/assignments');
  await page.getByRole('link', { name: TITLE }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(grade5.title);
  await expect(page.getByRole('region', { name: 'Your assignment' })).toContainText(TITLE);
  await expect(page.getByRole('button', { name: 'Assign', exact: true })).toHaveCount(0);
  await expect(page.getByText('Your teacher set this level.')).toBeVisible();
  await expect(page.getByLabel('Reading level')).toHaveCount(0);
  const panel = page.getByRole('complementary', { name: 'Activities' });
  await expect(panel.getByText('Read the photo essay, then list two adaptations.')).toBeVisible();
  await expect(panel.getByText('Jordan Rivera')).toBeVisible();
  await expect(panel.getByRole('link', { name: 'View assignment' })).toHaveAttribute('href', /^\/assignment\/[a-f0-9]{12}$/);
  const link = await panel.getByRole('link', { name: 'View assignment' }).getAttribute('href');
  await expectAccessible(page);
  // Even a link to another level opens the assigned one while the level is locked.
  const grade9 = (await levelsOf(page, id)).find((l) => l.language === 'en' && l.grade === 9)!;
  await article.goto(id, `levelId=${grade9.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(grade5.title);

  // Outside the group: not listed, and not opened by its link either. (Other journeys may give the
  // whole class work meanwhile, so the list itself need not be empty.)
  await page.context().clearCookies();
  await signInAs(page, 'student9');
  await page.goto('/assignments');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: TITLE })).toHaveCount(0);
  expect((await page.goto(link!))?.status()).toBe(404);
});

test('ASSIGN-25 ASSIGN-31 PLAT-62 a teacher without classes is sent to the class directory; no assignee blocks publishing', async ({
  page,
}) => {
  // teacher4 teaches no class and no journey gives it one, so nothing is removed here that another
  // journey running beside this one could be using.
  await signInAs(page, 'teacher4');
  expect(((await (await page.request.get('/api/v2/classrooms/')).json()) as { results: unknown[] }).results).toEqual([]);
  const id = await contentIdOf(page.request, 'bridges-and-triangles');
  await new ArticlePage(page).goto(id);
  await page.getByRole('button', { name: 'Assign', exact: true }).click();
  const builder = page.getByRole('dialog', { name: 'Create your assignment' });
  await expect(
    builder.getByText(
      "Oops, looks like you don't have any classes set up. Please set up classes in your class directory to create assignments.",
    ),
  ).toBeVisible();
  await expect(builder.getByRole('link', { name: 'Go to class directory' })).toHaveAttribute(
    'href',
    new RegExp(`^/account/classes\\?cameFromAssignmentPage=true&next=%2Fview%2F${id}`),
  );
  // Said once beside the Students field and once in the toast, which shows clear of the dialog's buttons.
  const assign = builder.getByRole('button', { name: 'Assign', exact: true });
  await assign.click();
  await expect(builder.getByRole('group', { name: 'Students' }).getByText('Please add at least one assignee')).toBeVisible();
  const toast = page.getByRole('status').filter({ hasText: 'Please add at least one assignee' });
  await expect(toast).toBeVisible();
  await expect(page.getByText('Please add at least one assignee')).toHaveCount(2);
  const [toastBox, assignBox] = [await toast.boundingBox(), await assign.boundingBox()];
  expect(toastBox!.y + toastBox!.height).toBeLessThan(assignBox!.y);
});

/** Publishes an assignment through the API as the signed-in teacher. */
async function publish(page: Page, storyId: string, title: string, extra: Record<string, unknown> = {}) {
  const classes = (await (await page.request.get('/api/v2/classrooms/')).json()) as { results: { id: number; name: string }[] };
  const period2 = classes.results.find((c) => c.name.startsWith('Period 2'))!;
  const csrf = (await page.context().cookies()).find((c) => c.name === 'csrftoken')!.value;
  const res = await page.request.post('/api/v3/assignment/', {
    headers: { 'x-csrftoken': csrf },
    data: { title, is_draft: false, assignment_members: [{ content_id: storyId }], classroom_ids: [period2.id], ...extra },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { data: { assignment_id: number } }).data.assignment_id;
}

test('ASSIGN-08 ASSIGN-42 ASSIGN-43 ASSIGN-45 ASSIGN-46 ASSIGN-48 duplicate opens the copy as a draft in a new tab; delete asks first', async ({
  page,
  context,
}) => {
  await signInAs(page, 'teacher');
  const id = await contentIdOf(page.request, 'lighthouse-cat');
  const assignmentId = await publish(page, id, 'The lighthouse cat');
  await new ArticlePage(page).goto(id, `selectedAssignmentId=${assignmentId}`);
  await expect(page.getByRole('status').filter({ hasText: /^Assignment published/ })).toBeVisible();

  await page.getByRole('button', { name: 'Assignment options' }).click();
  await expect(page.getByRole('menuitem', { name: 'Assignment settings' })).toBeVisible();
  const [tab] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('menuitem', { name: 'Duplicate assignment' }).click(),
  ]);
  await expect(page.getByText('A duplicate was created in a new tab.')).toBeVisible();
  await expect(tab).toHaveURL(
    new RegExp(
      `/view/${id}\\?.*selectedAssignmentId=null.*copiedAssignmentId=${assignmentId}|copiedAssignmentId=${assignmentId}.*selectedAssignmentId=null`,
    ),
  );
  await waitForHydration(tab);
  await expect(tab.getByRole('status').filter({ hasText: /^Draft saved/ })).toBeVisible();
  await tab.getByRole('button', { name: 'Assignment options' }).click();
  await expect(tab.getByRole('menuitem', { name: 'Assignment settings' })).toHaveCount(0);
  await tab.getByRole('menuitem', { name: 'Delete assignment' }).click();
  const confirmDraft = tab.getByRole('dialog', { name: 'Delete assignment' });
  await expect(confirmDraft.getByText('Are you sure you want to delete this assignment?')).toBeVisible();
  await confirmDraft.getByRole('button', { name: 'Delete assignment' }).click();
  await expect(tab.getByText('You have successfully deleted an assignment.')).toBeVisible();

  await page.getByRole('button', { name: 'Assignment options' }).click();
  await page.getByRole('menuitem', { name: 'Delete assignment' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete assignment' });
  await expect(confirm.getByText('Deleting this assignment will unassign it from your classes.')).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete assignment' }).click();
  await expect(page.getByText('You have successfully deleted an assignment.')).toBeVisible();
  expect((await page.request.get(`/api/v3/assignment/${assignmentId}/`)).status()).toBe(404);
});

test('ASSIGN-11 a scheduled assignment stays invisible to students until it goes live', async ({ page }) => {
  await signInAs(page, 'teacher');
  const id = await contentIdOf(page.request, 'reading-a-rainfall-graph');
  await publish(page, id, 'Rainfall next spring', { date_goes_live: '2099-04-01T08:00:00Z' });
  await publish(page, id, 'Rainfall today');
  await page.goto('/assignments');
  await expect(page.getByText(/Scheduled for/)).toBeVisible();
  await page.context().clearCookies();
  await signInAs(page, 'student7');
  await page.goto('/assignments');
  await expect(page.getByRole('link', { name: 'Rainfall today' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Rainfall next spring' })).toHaveCount(0);
});

test('PLAT-33 LEVEL-12 ASSIGN-19 API-49 View as student shows the assignment as students get it; the builder help can be dismissed', async ({
  page,
}) => {
  await signInAs(page, 'teacher');
  const id = await contentIdOf(page.request, 'silk-road-routes');
  const levels = await levelsOf(page, id);
  const grade3 = levels.find((l) => l.language === 'en' && l.grade === 3)!;
  const assignmentId = await publish(page, id, 'Silk Road', { default_reading_level: grade3.id, is_reading_level_locked: true });
  const article = new ArticlePage(page);
  await article.goto(id, `selectedAssignmentId=${assignmentId}`);
  await article.expectFact('Recommended For', true);
  await page.getByRole('button', { name: 'View as student' }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('studentPreview')).toBe('true');
  await expect(article.heading).toHaveText(grade3.title);
  await expect(page.getByText('Your teacher set this level.')).toBeVisible();
  await article.expectFact('Recommended For', false);
  await expect(page.getByRole('button', { name: 'Assign', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'View as student' }).click();
  await expect.poll(() => new URL(page.url()).searchParams.has('studentPreview')).toBe(false);
  await article.expectFact('Recommended For', true);

  await page.getByRole('button', { name: 'Assign', exact: true }).click();
  const help = page.getByRole('note', { name: 'How assignments work' });
  await expect(help).toBeVisible();
  await help.getByRole('button', { name: 'Got it' }).click();
  await expect(help).toHaveCount(0);
  const features = (await (await page.request.get('/api/v2/users/me/features/')).json()) as Record<string, boolean>;
  expect(features['needs_assignment_builder_onboarding']).toBe(false);
});

test('ASSIGN-57 LEVEL-05 hide_language_selector keeps students in the assigned language', async ({ page }) => {
  await signInAs(page, 'teacher');
  const id = await contentIdOf(page.request, 'bridges-and-triangles');
  const spanish5 = (await levelsOf(page, id)).find((l) => l.language === 'es' && l.grade === 5)!;
  await publish(page, id, 'Puentes', {
    assignment_members: [{ content_id: id, language: 'es' }],
    default_reading_level: spanish5.id,
    assignment_config: { hide_language_selector: true },
  });
  await page.context().clearCookies();
  await signInAs(page, 'student8');
  await new ArticlePage(page).goto(id);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(spanish5.title);
  const picker = page.getByLabel('Reading level');
  await expect(picker).toBeEnabled();
  await expect(picker.locator('option')).toHaveCount(5);
  await expect(picker.locator('option', { hasText: 'English' })).toHaveCount(0);
});

test('ASSIGN-09 ASSIGN-14 ASSIGN-15 ASSIGN-37 Assignment settings saves only a real change', async ({ page }) => {
  await signInAs(page, 'teacher');
  const id = await contentIdOf(page.request, 'town-rebuilds-after-flood');
  const assignmentId = await publish(page, id, 'After the flood');
  await new ArticlePage(page).goto(id, `selectedAssignmentId=${assignmentId}`);
  await page.getByRole('button', { name: 'Assignment options' }).click();
  await page.getByRole('menuitem', { name: 'Assignment settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Assignment settings' });
  const save = dialog.getByRole('button', { name: 'Save changes' });
  await expect(save).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Save draft' })).toHaveCount(0);
  await dialog.getByLabel('Title').fill('After the flood: rebuilding');
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText('You have successfully saved an assignment.')).toBeVisible();
  const saved = (await (await page.request.get(`/api/v3/assignment/${assignmentId}/`)).json()) as { data: { title: string } };
  expect(saved.data.title).toBe('After the flood: rebuilding');
});

test('ASSIGN-54 the assignment panel closes itself when there is no assignment', async ({ page }) => {
  await signInAs(page, 'student30');
  const id = await contentIdOf(page.request, 'mary-anning-fossil-hunter');
  await new ArticlePage(page).goto(id, 'activityPanel=assignment&assignmentId=424242');
  await expect.poll(() => new URL(page.url()).searchParams.has('activityPanel')).toBe(false);
  expect(new URL(page.url()).searchParams.has('assignmentId')).toBe(false);
});

test('ASSIGN-35 PLAT-46 TOOLS-31 a lite teacher cannot assign a premium article, and is told why and what unlocks it', async ({
  page,
}) => {
  await signInAs(page, 'lite_teacher');
  const id = await contentIdOf(page.request, 'missing-map-play');
  await new ArticlePage(page).goto(id);
  await expect(page.getByText('PREMIUM', { exact: true })).toBeVisible();
  const assign = page.getByRole('button', { name: 'Assign', exact: true });
  await expect(assign).toBeDisabled();
  await expect(assign).toHaveAccessibleDescription(/premium article: a school subscription unlocks assigning it/);
  // Pressing the greyed-out button explains instead of opening the builder.
  await assign.click({ force: true });
  await expect(page.getByRole('dialog', { name: 'Create your assignment' })).toHaveCount(0);
  const why = page.getByRole('note').filter({ hasText: 'a school subscription unlocks assigning it' });
  await expect(why).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(why).toHaveCount(0);
  await page.getByRole('button', { name: 'Why?' }).click();
  await expect(why).toBeVisible();
  await expect(why.getByRole('link', { name: 'Learn about subscriptions' })).toHaveAttribute('href', '/solutions');
  await expectAccessible(page);
  // TOOLS-31: nothing to review on an article they cannot assign.
  await expect(page.getByRole('button', { name: 'Review Student Work' })).toHaveCount(0);
  // A free article can be assigned.
  await new ArticlePage(page).goto(await contentIdOf(page.request, 'honeybee-waggle-dance'));
  await expect(page.getByRole('button', { name: 'Assign', exact: true })).toBeEnabled();
});
