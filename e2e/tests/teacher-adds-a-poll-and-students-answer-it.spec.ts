import { expect, test, type Browser, type Page } from '@playwright/test';
import { ArticlePage, contentIdOf } from '../pages/article-page.js';
import { PollBlock } from '../pages/poll-block.js';
import { expectAccessible, signInAs } from '../pages/sign-in-page.js';

// A teacher picks one of the article's poll templates, edits it into a poll of their own and adds
// it to an assignment for a small group; three students answer from their own browsers while the
// teacher's page shows the results come in, without a reload.

const SLUG = 'should-school-start-later';
const STUDENTS = ['student14', 'student15', 'student16'];

const GROUP = 'Poll readers';

interface Roster {
  results: {
    id: number;
    name: string;
    students: { id: number; username: string }[];
    groups: { id: number; name: string }[];
  }[];
}

const csrfOf = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'csrftoken')!.value;

/**
 * Removes the journey's group (left by an earlier attempt, or at the end): other journeys count the
 * class's small groups.
 */
async function removeGroup(page: Page) {
  const classes = (await (await page.request.get('/api/v2/classrooms/')).json()) as Roster;
  for (const group of classes.results.flatMap((c) => c.groups ?? []).filter((g) => g.name === GROUP)) {
    const res = await page.request.delete(`/api/v2/groups/${group.id}/`, { headers: { 'x-csrftoken': await csrfOf(page) } });
    expect(res.status()).toBe(204);
  }
}

/** A small group of the poll's students in the teacher's Period 2 class, made through the API. */
async function makeGroup(page: Page) {
  await removeGroup(page);
  const classes = (await (await page.request.get('/api/v2/classrooms/')).json()) as Roster;
  const period2 = classes.results.find((c) => c.name.startsWith('Period 2'))!;
  const ids = STUDENTS.map((u) => period2.students.find((s) => s.username === u)!.id);
  const res = await page.request.post(`/api/v2/classrooms/${period2.id}/groups/`, {
    headers: { 'x-csrftoken': await csrfOf(page) },
    data: { name: GROUP, student_ids: ids },
  });
  expect(res.status()).toBe(201);
}

/** A student in a browser of their own: signs in and opens the article. */
async function studentPage(browser: Browser, username: string, contentId: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAs(page, username);
  await new ArticlePage(page).goto(contentId);
  return page;
}

// The page stays the teacher's to the end, whatever happened in between.
test.afterEach(async ({ page }) => removeGroup(page));

test('POLL-01 POLL-02 POLL-03 POLL-05 POLL-06 POLL-07 POLL-08 POLL-11 POLL-12 POLL-13 POLL-14 POLL-15 POLL-17 POLL-18 POLL-19 POLL-20 API-20 ASSIGN-63 a teacher adds a poll to an assignment and watches three students answer it', async ({
  page,
  browser,
}) => {
  // Four browsers (the teacher and three students) on two cores shared with another shard.
  test.setTimeout(180_000);
  await signInAs(page, 'teacher');
  const contentId = await contentIdOf(page.request, SLUG);
  await makeGroup(page);
  const article = new ArticlePage(page);
  await article.goto(contentId);

  // POLL-02, POLL-08: the article's templates to choose from.
  const poll = new PollBlock(page);
  await expect(poll.heading('Add student poll to assignment')).toBeVisible();
  await expect(poll.button('+ Start from scratch')).toBeVisible();
  await poll.pollOption('Should school start later in the morning\\?').click();
  await expect(poll.section.getByText('Yes, at least an hour later')).toBeVisible();

  // POLL-07: edit mode, and Cancel leaves it unchanged.
  await poll.button('Edit poll').click();
  await expect(poll.question).toHaveValue('Should school start later in the morning?');
  await poll.button('Cancel').click();
  await expect(poll.question).toHaveCount(0);

  // POLL-14, POLL-15, POLL-17: the question is required (said after blur); a response goes (4 → 3).
  await poll.button('Edit poll').click();
  await poll.question.fill('');
  await poll.question.blur();
  await expect(poll.section.getByText('This poll needs a question.')).toBeVisible();
  await poll.question.fill('Should our school start later in the morning?');
  await expect(poll.section.getByText('This poll needs a question.')).toHaveCount(0);
  await poll.button('Delete response 4').click();
  await expect(poll.section.getByRole('button', { name: /^Delete response/ })).toHaveCount(3);
  await expectAccessible(page);
  await poll.button('Save poll').click();
  await expect(poll.section.getByText('Should our school start later in the morning?')).toBeVisible();
  await expect(poll.section.getByText('I am not sure yet')).toHaveCount(0);

  // ASSIGN-63: the builder's Student poll switch includes it.
  await page.getByRole('button', { name: 'Assign', exact: true }).click();
  const builder = page.getByRole('dialog', { name: 'Create your assignment' });
  await builder.getByLabel('Title').fill('Sleep and school: your view');
  await builder.getByText('Small group', { exact: true }).click();
  await builder.getByLabel(new RegExp(GROUP)).check();
  await expect(builder.getByRole('checkbox', { name: /^Student poll/ })).toBeChecked();
  await builder.getByRole('button', { name: 'Assign', exact: true }).click();
  await page.getByRole('dialog', { name: 'Share it with your class' }).getByRole('button', { name: 'Done' }).click();

  // POLL-11, POLL-19: published, the teacher sees the results, read-only, for the group's 3 students.
  await expect(poll.heading('See poll results')).toBeVisible();
  await expect(poll.count).toHaveText('0 of 3 responses');
  await expect(poll.button('Edit poll')).toHaveCount(0);
  await expect(poll.result('Yes, at least an hour later')).toContainText('Nobody chose this');

  // POLL-03, POLL-12, API-20: each student answers from their own browser.
  const answers = ['Yes, at least an hour later', 'Yes, at least an hour later', 'No, keep it as it is'];
  const students: Page[] = [];
  for (const [i, username] of STUDENTS.entries()) {
    const student = await studentPage(browser, username, contentId);
    students.push(student);
    const theirs = new PollBlock(student);
    await expect(theirs.heading('Choose a response')).toBeVisible();
    await expect(theirs.button('Send')).toBeDisabled();
    if (i === 0) await expectAccessible(student);
    await theirs.section.getByRole('radio', { name: answers[i]! }).check();
    await theirs.button('Send').click();
    await expect(theirs.heading('See poll results')).toBeVisible();
    await expect(theirs.button('Sent')).toBeDisabled();
    await expect(theirs.count).toHaveText(`${i + 1} total ${i === 0 ? 'vote' : 'votes'}`);
    // The teacher's page follows without a reload.
    await expect(poll.count).toHaveText(`${i + 1} of 3 responses`, { timeout: 15_000 });
  }

  // POLL-18, POLL-20: shares and who chose what, as each reader sees them.
  await expect(poll.result('Yes, at least an hour later')).toContainText('67%');
  await expect(poll.result('Yes, at least an hour later')).toContainText('2 students chose this');
  await expect(poll.result('No, keep it as it is')).toContainText('1 student chose this');
  await expect(poll.result('Yes, but only a little later')).toContainText('Nobody chose this');
  await expect(poll.result('Yes, but only a little later')).toContainText('0%');
  await expectAccessible(page);

  const second = new PollBlock(students[1]!);
  await students[1]!.reload();
  await expect(second.result('Yes, at least an hour later')).toContainText('You and 1 other chose this');
  await expect(second.result('No, keep it as it is')).toContainText('1 student chose this');
  await expect(second.count).toHaveText('3 total votes');
  await expect(second.button('Sent')).toBeDisabled();

  // POLL-12: a second answer changes nothing, and says so.
  const third = students[2]!;
  const given = (await (await third.request.get(`/api/v3/assignment/?story_content_id=${contentId}`)).json()) as {
    results: { poll_id: number | null }[];
  };
  const pollId = given.results[0]!.poll_id!;
  const stored = (await (await third.request.get(`/api/v3/polls/${pollId}/`)).json()) as {
    data: { choices: { choice_id: number }[] };
  };
  const csrf = (await third.context().cookies()).find((c) => c.name === 'csrftoken')!.value;
  const again = await third.request.post('/api/v3/activity/interaction/', {
    headers: { 'x-csrftoken': csrf },
    data: { data: { choice_id: stored.data.choices[1]!.choice_id }, activity: pollId },
  });
  expect(again.status()).toBe(409);
  expect(((await again.json()) as { error: { code: string } }).error.code).toBe('already_voted');
  await expect(poll.count).toHaveText('3 of 3 responses');

  for (const student of students) await student.context().close();
});
