import { expect, test, type Page } from '@playwright/test';
import { ArticlePage, contentIdOf, levelsOf } from '../pages/article-page.js';
import { QuizPanel, letterOf, quizIdOf, quizOf, type QuizData } from '../pages/quiz-panel.js';
import { expectAccessible, signInAs, waitForHydration } from '../pages/sign-in-page.js';

// A teacher assigns an article to a small group with the level locked; a student in the group
// takes its quiz (skipping questions, reloading, a failed submit), sees the result review, and
// the level lock is released once the quiz is submitted.

/** Publishes an assignment for Reading group A of Period 2 through the API as the signed-in teacher. */
async function assignToReadingGroupA(page: Page, storyId: string, title: string, extra: Record<string, unknown>) {
  const classes = (await (await page.request.get('/api/v2/classrooms/')).json()) as {
    results: { name: string; groups: { id: number; name: string }[] }[];
  };
  const group = classes.results.find((c) => c.name === 'Period 2 · English 7')!.groups.find((g) => g.name === 'Reading group A')!;
  const csrf = (await page.context().cookies()).find((c) => c.name === 'csrftoken')!.value;
  const res = await page.request.post('/api/v3/assignment/', {
    headers: { 'x-csrftoken': csrf },
    data: { title, is_draft: false, assignment_members: [{ content_id: storyId }], group_ids: [group.id], ...extra },
  });
  expect(res.status()).toBe(201);
}

const correctLetter = (q: QuizData['questions'][number]) => letterOf(q.options, q.options.find((o) => o.is_correct)!.position);
const wrongLetter = (q: QuizData['questions'][number]) => letterOf(q.options, q.options.find((o) => !o.is_correct)!.position);

test('QUIZ-04 QUIZ-05 QUIZ-07 QUIZ-08 QUIZ-09 QUIZ-10 QUIZ-11 QUIZ-12 QUIZ-15 QUIZ-16 QUIZ-17 QUIZ-18 QUIZ-20 LEVEL-10 LEVEL-11 LEVEL-12 API-17 API-18 a student takes the quiz, keeps answers across a reload, and the level lock is released, in the first HTML as well', async ({
  page,
}) => {
  await signInAs(page, 'teacher');
  const id = await contentIdOf(page.request, 'mary-anning-fossil-hunter');
  const grade7 = (await levelsOf(page, id)).find((l) => l.language === 'en' && l.grade === 7)!;
  const quizId = await quizIdOf(page, id);
  const quiz = await quizOf(page, quizId, grade7.id);
  const [q1, q2, q3, q4] = [...quiz.questions].sort((a, b) => a.position - b.position);
  await assignToReadingGroupA(page, id, 'Mary Anning: read and quiz', {
    default_reading_level: grade7.id,
    is_reading_level_locked: true,
  });

  await page.context().clearCookies();
  await signInAs(page, 'student4');
  const article = new ArticlePage(page);
  await article.goto(id, `activityPanel=quiz&quizId=${quizId}`);
  await expect(article.heading).toHaveText(grade7.title);
  await expect(article.levelPicker).toBeDisabled();

  // One question at a time, lettered options; two questions skipped.
  const quizPanel = new QuizPanel(page);
  await expect(quizPanel.question(1, 4)).toBeVisible();
  await expect(quizPanel.panel.getByRole('radio')).toHaveCount(4);
  await expect(quizPanel.button('Back')).toBeDisabled();
  await quizPanel.choose(correctLetter(q1!));
  await expectAccessible(page);
  await quizPanel.button('Next').click();
  await quizPanel.expectParam('question', '2');
  await quizPanel.button('Next').click();
  await quizPanel.button('Next').click();
  await expect(quizPanel.question(4, 4)).toBeVisible();
  await expect(quizPanel.button('Next')).toHaveCount(0);
  await quizPanel.choose(wrongLetter(q4!));
  await quizPanel.button('Submit').click();
  await expect(quizPanel.skippedAlert).toHaveText('You skipped Question 2 and Question 3');
  await expect(quizPanel.skippedAlert.getByRole('link')).toHaveCount(2);
  await expect(quizPanel.skippedAlert.getByRole('link', { name: 'Question 2' })).toBeFocused();
  await expectAccessible(page);

  // The chosen answers survive a reload.
  await page.reload();
  await waitForHydration(page);
  await expect(quizPanel.question(4, 4)).toBeVisible();
  await expect(quizPanel.option(wrongLetter(q4!))).toBeChecked();
  await quizPanel.button('Submit').click();
  await quizPanel.skippedAlert.getByRole('link', { name: 'Question 2' }).click();
  await quizPanel.expectParam('question', '2');
  await quizPanel.choose(wrongLetter(q2!));
  await quizPanel.skippedAlert.getByRole('link', { name: 'Question 3' }).click();
  await expect(quizPanel.skippedAlert).toHaveText('You skipped Question 3');
  await quizPanel.choose(correctLetter(q3!));
  await expect(quizPanel.skippedAlert).toHaveCount(0);
  await quizPanel.button('Back').click();
  await quizPanel.button('Back').click();
  await expect(quizPanel.option(correctLetter(q1!))).toBeChecked();
  await quizPanel.button('Next').click();
  await quizPanel.button('Next').click();
  await quizPanel.button('Next').click();

  // A failed submit is only logged; the answers stay and Submit can be pressed again.
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.route('**/api/v3/studentquiz/', (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 503, body: '{}' }) : route.fallback(),
  );
  await quizPanel.button('Submit').click();
  await expect.poll(() => errors.some((e) => e.startsWith('Unable to submit Quiz response.'))).toBe(true);
  await expect(quizPanel.panel.getByRole('alert')).toHaveCount(0);
  await expect(quizPanel.option(wrongLetter(q4!))).toBeChecked();
  await page.unroute('**/api/v3/studentquiz/');
  const submitted = page.waitForResponse((r) => r.url().endsWith('/api/v3/studentquiz/') && r.request().method() === 'POST');
  await quizPanel.button('Submit').click();
  const body = (await submitted).request().postDataJSON() as { date_started: string; date_completed: string; answers: unknown[] };
  expect(body.answers).toHaveLength(4);
  expect(body.date_started).toBe(body.date_completed);

  // The summary: badge, tokens, the review list; the question parameter is gone and the lock released.
  await expect(quizPanel.badge).toHaveAccessibleName('2 of 4 correct');
  await expect(quizPanel.panel.getByText(/^You earned \d+ tokens?$/)).toBeVisible();
  await quizPanel.expectParam('question', null);
  await expect(article.levelPicker).toBeEnabled();
  await expect(quizPanel.reviewItem(1)).toContainText('Correct');
  await expect(quizPanel.reviewItem(1)).not.toContainText('Incorrect');
  await expect(quizPanel.reviewItem(2)).toContainText('Incorrect');
  await expect(quizPanel.reviewItem(2)).toContainText(`Correct answer: ${correctLetter(q2!)}.`);
  await expect(quizPanel.reviewItem(3)).toContainText('Correct');
  await expect(quizPanel.reviewItem(3)).not.toContainText('Incorrect');
  await expect(quizPanel.reviewItem(4)).toContainText('Incorrect');
  await expectAccessible(page);

  // Choosing a question opens it in review mode; "Review" returns to the summary.
  await quizPanel.reviewItem(2).click();
  await quizPanel.expectParam('question', '2');
  expect(quizPanel.param('activityPanel')).toBe('quiz');
  expect(quizPanel.param('quizId')).toBe(String(quizId));
  await expect(quizPanel.panel.getByText('Your answer', { exact: true })).toBeVisible();
  await expect(quizPanel.panel.getByText('Correct answer', { exact: true })).toBeVisible();
  await expect(quizPanel.panel.getByRole('radio')).toHaveCount(0);
  await quizPanel.button('Review').click();
  await quizPanel.expectParam('question', null);
  await expect(quizPanel.button('Review questions')).toBeVisible();

  // The answers stay after a reload: the server holds them now.
  await page.reload();
  await waitForHydration(page);
  await expect(quizPanel.badge).toHaveAccessibleName('2 of 4 correct');
  await expect(article.levelPicker).toBeEnabled();

  // A released lock holds in the first HTML too: a link to another level opens that level, and the
  // page hydrates from the same state it was rendered with (no hydration mismatch, no flip).
  const other = (await levelsOf(page, id)).find((l) => l.language === 'en' && l.grade !== 7)!;
  const problems: string[] = [];
  page.on('console', (m) => void (m.type() === 'error' && problems.push(m.text())));
  page.on('pageerror', (e) => void problems.push(e.message));
  await article.goto(id, `levelId=${other.id}`);
  await expect(article.heading).toHaveText(other.title);
  await expect(article.levelPicker).toBeEnabled();
  expect(problems).toEqual([]);

  // The student's assignment list shows the quiz as done.
  await page.goto('/assignments');
  await expect(page.getByRole('listitem').filter({ hasText: 'Mary Anning: read and quiz' })).toContainText('Quiz done · 2/4');
});

test('QUIZ-11 PLAT-58 the quiz buttons stay in full view at the bottom of the panel on a laptop and in the phone drawer', async ({
  page,
}) => {
  await signInAs(page, 'student');
  const id = await contentIdOf(page.request, 'volcanoes-build-islands');
  const quizId = await quizIdOf(page, id);
  const article = new ArticlePage(page);
  const quizPanel = new QuizPanel(page);
  for (const size of [
    { width: 1280, height: 720 },
    { width: 1920, height: 1080 },
    { width: 768, height: 1024 },
    { width: 375, height: 667 },
    { width: 320, height: 568 },
  ]) {
    await page.setViewportSize(size);
    await article.goto(id, `activityPanel=quiz&quizId=${quizId}&question=1`);
    // Beside the article the panel is complementary; on a phone it is a drawer, a dialog over it.
    const panel = page.getByRole(size.width < 768 ? 'dialog' : 'complementary', { name: 'Quiz' });
    await expect(panel.getByRole('group', { name: /^Question 1 of 4/ })).toBeVisible();
    await quizPanel.expectButtonBarInView(panel);
  }
});
