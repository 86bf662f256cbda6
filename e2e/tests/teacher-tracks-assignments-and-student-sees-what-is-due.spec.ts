import { expect, test, type Page } from '@playwright/test';
import { ArticlePage, contentIdOf } from '../pages/article-page.js';
import { AssignmentList, deleteAssignmentsTitled, dueIn, publishAssignment, submitQuiz } from '../pages/assignment-lists.js';
import { expectAccessible, signInAs, signOut, waitForHydration } from '../pages/sign-in-page.js';

// The lists people live in: a teacher tracks their assignments (due dates, who they went to, who
// submitted), a student sees what is due first and what is done, a parent follows their child's
// work; and nothing on the way is a dead end.

const SOON = 'Volcanoes: due soon';
const LATE = 'Honeybees: overdue';
const DONE = 'Lighthouse cat: done';
const TITLES = [SOON, LATE, DONE];

async function home(page: Page) {
  await page.goto('/');
  await waitForHydration(page);
}

test('ASSIGN-11 ASSIGN-53 ASSIGN-56 PLAT-56 PLAT-59 a teacher tracks due dates and submissions; the student sees what is due first; a parent sees their child’s work', async ({
  page,
}) => {
  const volcanoes = await contentIdOf(page.request, 'volcanoes-build-islands');
  const bees = await contentIdOf(page.request, 'honeybee-waggle-dance');
  const cat = await contentIdOf(page.request, 'lighthouse-cat');
  const soon = dueIn(2);
  const late = dueIn(-3);

  await signInAs(page, 'teacher');
  await deleteAssignmentsTitled(page, TITLES);
  await publishAssignment(page, volcanoes, SOON, {
    date_due: soon.iso,
    instructions: '<p>Read about the three ways islands form, then take the quiz.</p>',
  });
  await publishAssignment(page, bees, LATE, {
    date_goes_live: new Date(Date.now() - 10 * 86_400_000).toISOString(),
    date_due: late.iso,
  });
  await publishAssignment(page, cat, DONE);
  await signOut(page);

  // The student (Alex Kim, Period 2) hands in the lighthouse cat's quiz.
  await signInAs(page, 'student');
  await submitQuiz(page, cat);

  // Home: assigned work first — overdue, then due soonest — and done work last, marked.
  await home(page);
  const card = page.getByRole('region', { name: 'Your assignments' });
  await expect(card).toBeVisible();
  const mine = new AssignmentList(page, card);
  await expect(mine.item(LATE)).toContainText(`Overdue · was due ${late.shown}`);
  await expect(mine.item(SOON)).toContainText(`Due ${soon.shown}`);
  // Work with a due date leads (other journeys give this class undated work too).
  expect((await mine.order(TITLES)).slice(0, 2)).toEqual([LATE, SOON]);
  expect((await card.getByRole('heading', { level: 3 }).allTextContents()).slice(0, 2)).toEqual([LATE, SOON]);
  // The library follows the assignments.
  const cardBox = (await card.boundingBox())!;
  const libraryBox = (await page.getByRole('heading', { name: 'Articles to read' }).boundingBox())!;
  expect(cardBox.y).toBeLessThan(libraryBox.y);
  await expectAccessible(page);

  // The assignment panel: one title, and a way into each assigned activity.
  await mine.item(SOON).getByRole('link', { name: SOON }).click();
  const panel = page.getByRole('complementary', { name: 'Activities' });
  await expect(panel.getByRole('heading', { name: SOON })).toBeVisible();
  await expect(panel.getByRole('heading', { level: 2 })).toHaveText('Activities');
  await expect(panel.getByText('‹ Activities')).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Back to Activities' })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Practise Power Words' })).toBeVisible();
  await expect(panel.locator('dd', { hasText: soon.shown })).toBeVisible();
  const assignmentPage = await panel.getByRole('link', { name: 'View assignment' }).getAttribute('href');
  await expectAccessible(page);
  await panel.getByRole('link', { name: 'Take the quiz' }).click();
  await expect(page.getByRole('complementary', { name: 'Quiz' })).toBeVisible();
  await expect.poll(() => new URL(page.url()).searchParams.get('activityPanel')).toBe('quiz');
  expect(new URL(page.url()).searchParams.get('quizId')).toMatch(/^\d+$/);

  // ASSIGN-53, ASSIGN-55: the assignment page: its due date and instructions, no link to itself,
  // and a way into the article that is a button of the usual size.
  await page.goto(assignmentPage!);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SOON);
  await expect(page.locator('dt', { hasText: /^Due$/ }).locator('+ dd')).toHaveText(soon.shown);
  await expect(page.getByRole('heading', { name: 'Instructions' })).toBeVisible();
  await expect(page.getByText('Read about the three ways islands form, then take the quiz.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'View assignment' })).toHaveCount(0);
  const start = page.getByRole('link', { name: 'Start reading' });
  expect((await start.boundingBox())!.height).toBeLessThanOrEqual(48);
  await expectAccessible(page);
  await start.click();
  await expect(page).toHaveURL(new RegExp(`/view/${volcanoes}\\?`));

  // The full list says the same.
  await page.goto('/assignments');
  await waitForHydration(page);
  await expect(page.getByText(/\d+ to do · \d+ overdue · \d+ done/)).toBeVisible();
  const all = new AssignmentList(page);
  await expect(all.item(DONE)).toContainText(/Quiz done · \d\/\d/);
  expect(await all.order(TITLES)).toEqual([LATE, SOON, DONE]);
  await signOut(page);

  // The teacher's list: upcoming due first, then the newest; classes, due dates, submissions.
  await signInAs(page, 'teacher');
  await page.goto('/assignments');
  await waitForHydration(page);
  const list = new AssignmentList(page);
  expect(await list.order(TITLES)).toEqual([SOON, DONE, LATE]);
  await expect(list.item(SOON)).toContainText('Period 2 · English 7');
  await expect(list.item(SOON)).toContainText(`Due ${soon.shown}`);
  await expect(list.item(LATE)).toContainText(`Overdue · was due ${late.shown}`);
  await expect(list.item(DONE)).toContainText(/[1-9]\d* of 25 submitted/);
  await expect(list.item(DONE).getByRole('link', { name: `Review work: ${DONE}` })).toHaveAttribute(
    'href',
    new RegExp(`^/grading/${cat}\\?assignment_id=\\d+$`),
  );
  await expectAccessible(page);
  await signOut(page);

  // The parent of Alex Kim: assigned work, and finished work with its score.
  await signInAs(page, 'parent');
  const child = page.getByRole('region', { name: 'Alex Kim' });
  await expect(child).toBeVisible();
  const assigned = new AssignmentList(page, child.getByRole('region', { name: 'Assigned' }));
  const finished = new AssignmentList(page, child.getByRole('region', { name: 'Finished' }));
  await expect(assigned.item(LATE)).toContainText('Overdue');
  await expect(assigned.item(SOON)).toBeVisible();
  await expect(finished.item(DONE)).toContainText(/Quiz done · \d\/\d/);
  await expect(assigned.item(DONE)).toHaveCount(0);
  await expectAccessible(page);
  // Another family's child does not exist for this parent.
  const others = (await (await page.request.get('/api/v2/users/me/children/')).json()) as { results: { id: number }[] };
  const notMine = others.results[0]!.id + 1;
  expect((await page.request.get(`/api/v3/assignment/?student_id=${notMine}`)).status()).toBe(404);
});

test('ASSIGN-56 every empty list says what to do next', async ({ page, browser }) => {
  // teacher4 has no assignments and no journey gives it any (teacher3's new classes get work from other journeys).
  await signInAs(page, 'teacher4');
  await page.goto('/assignments');
  await waitForHydration(page);
  await expect(page.getByText('No assignments yet')).toBeVisible();
  await expect(page.getByText('Find an article in the library and choose Assign.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'library', exact: true })).toHaveAttribute('href', '/search');
  await expectAccessible(page);

  const kid = await browser.newPage();
  await signInAs(kid, 'lite_student');
  await home(kid);
  const card = kid.getByRole('region', { name: 'Your assignments' });
  await expect(card.getByText('You’re all caught up')).toBeVisible();
  await expect(card.getByRole('link', { name: 'Pick an article to read' })).toHaveAttribute('href', '#library-heading');
  await kid.close();
});

test('PLAT-35 PLAT-42 PLAT-45 a lite student’s library lists only what they can open', async ({ page }) => {
  const all = (await (await page.request.get('/api/v3/content/?limit=60')).json()) as {
    results: { title: string; is_lite: boolean; content_type: string }[];
  };
  const free = all.results.filter((c) => c.is_lite);
  const premium = all.results.filter((c) => !c.is_lite);
  expect(premium.length).toBeGreaterThan(0);

  await signInAs(page, 'lite_student');
  // What the library gives a lite student: only the free collection (articles, and videos for their grade).
  const theirs = (await (await page.request.get('/api/v3/content/?limit=60')).json()) as {
    results: { title: string; is_lite: boolean; content_type: string }[];
  };
  expect(theirs.results.length).toBeGreaterThan(0);
  expect(theirs.results.every((c) => c.is_lite)).toBe(true);
  expect(theirs.results.length).toBeLessThanOrEqual(free.length);
  await home(page);
  const library = page.getByRole('region', { name: 'Articles to read' });
  // The count names what the list holds: articles, and videos if any ("results" past one page of 24).
  const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
  const articles = theirs.results.filter((c) => c.content_type === 'ARTICLE').length;
  const videos = theirs.results.length - articles;
  const kinds = [articles > 0 ? plural(articles, 'article') : '', videos > 0 ? plural(videos, 'video') : ''];
  await expect(library.getByRole('status')).toHaveText(
    theirs.results.length > 24 ? plural(theirs.results.length, 'result') : kinds.filter(Boolean).join(' and '),
  );
  await expect(library.getByText('PREMIUM', { exact: true })).toHaveCount(0);
  for (const c of premium) await expect(library.getByRole('heading', { name: c.title, exact: true })).toHaveCount(0);
  await page.goto('/search');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: premium[0]!.title, exact: true })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: free[0]!.title, exact: true })).toBeVisible();
});

test('PLAT-53 PLAT-60 ASSIGN-50 ASSIGN-63 a standard opens the library filtered by it; only built activities are offered; a due date can be set', async ({
  page,
}) => {
  await signInAs(page, 'teacher');
  await deleteAssignmentsTitled(page, ['Volcanoes with a due date']);
  const volcanoes = await contentIdOf(page.request, 'volcanoes-build-islands');
  const article = new ArticlePage(page);
  await article.goto(volcanoes);

  // Standards go to the library filtered by the standard, in a new tab; nothing 404s.
  const standard = page.getByRole('link', { name: 'Main idea and summary' });
  const href = (await standard.getAttribute('href'))!;
  expect(href).toMatch(/^\/search\?standards=\d+$/);
  await expect(standard).toHaveAttribute('target', '_blank');
  const res = await page.goto(href);
  expect(res!.status()).toBe(200);
  await waitForHydration(page);
  await expect(page.getByText(/Articles aligned to .+ · Main idea and summary/)).toBeVisible();
  await expect(page.getByRole('heading', { name: /Making Land/ })).toBeVisible();
  await page.getByRole('button', { name: 'Show all articles' }).click();
  await expect.poll(() => new URL(page.url()).searchParams.has('standards')).toBe(false);

  // Every built activity is offered, the write prompt too: the picker and the builder list it.
  await article.goto(volcanoes);
  const picker = page.getByRole('complementary', { name: 'Activities' });
  await expect(picker.getByRole('link', { name: /^Quiz/ })).toBeVisible();
  await expect(picker.getByRole('link', { name: /^Write prompt/ })).toBeVisible();
  await expect(picker.getByRole('link', { name: /^Checks for Understanding/ })).toBeVisible();
  await expect(picker.getByRole('link', { name: /^Guided Highlighting/ })).toBeVisible();
  await page.getByRole('button', { name: 'Assign', exact: true }).click();
  const builder = page.getByRole('dialog', { name: 'Create your assignment' });
  const activities = builder.getByRole('group', { name: 'Activities' });
  await expect(activities.getByRole('checkbox')).toHaveCount(5);
  await expect(activities.getByText('Write prompt')).toBeVisible();
  await expect(activities.getByRole('checkbox', { name: 'Checks for Understanding' })).toBeChecked();
  await expect(activities.getByRole('checkbox', { name: 'Guided Highlighting' })).toBeChecked();

  // A due date set in the builder shows on the teacher's list.
  const due = dueIn(5);
  await builder.getByLabel('Title').fill('Volcanoes with a due date');
  await builder.getByText('Small group', { exact: true }).click();
  await builder.getByLabel(/Reading group A/).check();
  await builder.getByLabel('Due date (optional)').fill(due.iso.slice(0, 10));
  await expect(builder.getByLabel('Due date (optional)')).toHaveAccessibleDescription(/turns overdue the day after/);
  await builder.getByRole('button', { name: 'Assign', exact: true }).click();
  const share = page.getByRole('dialog', { name: 'Share it with your class' });
  await expect(share.getByRole('link', { name: 'Print this assignment' })).toHaveAttribute(
    'href',
    /^\/assignments\/\d+\/print\/$/,
  );
  await share.getByRole('button', { name: 'Done' }).click();
  await page.goto('/assignments');
  await waitForHydration(page);
  await expect(new AssignmentList(page).item('Volcanoes with a due date')).toContainText(`Due ${due.shown}`);
});

test('TOOLBAR-08 PLAT-18 PLAT-58 present mode enlarges the text; the assignment header stays in view; the phone drawer has a backdrop and scrolls', async ({
  page,
}) => {
  await signInAs(page, 'teacher');
  const bees = await contentIdOf(page.request, 'honeybee-waggle-dance');
  const article = new ArticlePage(page);
  const sizeOf = () =>
    page
      .locator('main article p')
      .last()
      .evaluate((p) => parseFloat(getComputedStyle(p).fontSize));
  await article.goto(bees, 'activityPanel=quizPreview&question=1');
  const normal = await sizeOf();
  const panelTitle = page.getByRole('complementary', { name: 'Quiz' }).getByRole('heading', { level: 2 });
  const normalPanel = (await panelTitle.boundingBox())!.height;
  await page.getByRole('button', { name: 'Present', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Present mode' })).toBeVisible();
  expect((await sizeOf()) / normal).toBeGreaterThanOrEqual(1.25);
  expect((await panelTitle.boundingBox())!.height / normalPanel).toBeGreaterThanOrEqual(1.2);
  const volcanoes = await contentIdOf(page.request, 'volcanoes-build-islands');
  await publishAssignment(page, volcanoes, 'Volcanoes: the header stays in view');
  await signOut(page);

  // The student's assignment header sticks below the top bar, above the article tools.
  await signInAs(page, 'student');
  await article.goto(volcanoes);
  const header = page.getByRole('region', { name: 'Your assignment' });
  await expect(header).toBeVisible();
  await page.mouse.wheel(0, 1200);
  await expect.poll(async () => page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
  const top = (await page.getByRole('banner').first().boundingBox())!;
  const box = (await header.boundingBox())!;
  const tools = (await page.getByRole('region', { name: 'Article tools' }).boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(top.y + top.height - 1);
  expect(tools.y).toBeGreaterThanOrEqual(box.y + box.height - 1);

  // Phones: the drawer is a dialog over the article with a backdrop that closes it; the page behind
  // is inert; opened by the reader it takes focus and gives it back; nothing runs off the screen.
  for (const width of [320, 375]) {
    await page.setViewportSize({ width, height: 640 });
    await article.goto(volcanoes);
    const toggle = page.getByRole('button', { name: 'Activities', exact: true });
    await toggle.click();
    const drawer = page.getByRole('dialog', { name: 'Activities' });
    await expect(drawer).toBeVisible();
    await expect(drawer).toBeFocused();
    await expect(page.locator('main')).toHaveAttribute('inert', '');
    await page.mouse.click(8, 400);
    await expect(drawer).toBeHidden();
    await expect(toggle).toBeFocused();

    // A link that names a panel opens the drawer on it; its content fits and scrolls inside it.
    await article.goto(volcanoes, 'activityPanel=assignment');
    const assignment = page.getByRole('dialog', { name: 'Activities' });
    await expect(assignment).toBeVisible();
    const d = (await assignment.boundingBox())!;
    expect(d.x + d.width).toBeLessThanOrEqual(width);
    expect(d.y + d.height).toBeLessThanOrEqual(640);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expect(assignment.getByRole('link', { name: 'Take the quiz' })).toBeVisible();
    await expectAccessible(page);
  }
});
