import { expect, test } from '@playwright/test';
import { ArticlePage, contentIdOf, levelsOf } from '../pages/article-page.js';
import { QuizPanel, quizIdOf } from '../pages/quiz-panel.js';
import { expectAccessible, signInAs, signOut } from '../pages/sign-in-page.js';

// A teacher looks at an article's quiz before assigning it: chooses questions in the overview,
// previews them (also in present mode, where answers wait for "Show answer"), and reports one.

test('QUIZ-21 QUIZ-22 QUIZ-23 QUIZ-24 QUIZ-25 QUIZ-26 QUIZ-27 QUIZ-28 QUIZ-30 QUIZ-31 QUIZ-32 QUIZ-33 QUIZ-34 QUIZ-35 QUIZ-36 API-19 PLAT-62 a teacher selects questions, previews and presents the quiz, and reports a question', async ({
  page,
}) => {
  await signInAs(page, 'teacher');
  const id = await contentIdOf(page.request, 'honeybee-waggle-dance');
  const grade5 = (await levelsOf(page, id)).find((l) => l.language === 'en' && l.grade === 5)!;
  const quizId = await quizIdOf(page, id);
  const article = new ArticlePage(page);
  await article.goto(id, `levelId=${grade5.id}&activityPanel=quiz&quizId=${quizId}`);

  // The overview is the default tab; the notice follows the selection.
  const quiz = new QuizPanel(page);
  // QUIZ-21: the small label names the quiz's subject (a science article's quiz is not "ELA").
  await expect(quiz.panel.getByText('Science', { exact: true })).toBeVisible();
  await expect(quiz.panel.getByRole('tablist', { name: 'Quiz navigation' })).toBeVisible();
  await expect(quiz.tab('Overview')).toHaveAttribute('aria-selected', 'true');
  await expect(quiz.notice).toHaveText(
    /^Based on your reading skills focus, assigning this quiz will assess .+ with 4 questions\.$/,
  );
  const questions = quiz.panel.getByRole('checkbox', { name: /^Question \d/ });
  await expect(questions).toHaveCount(4);
  await expectAccessible(page);
  await questions.nth(0).uncheck();
  await expect(quiz.notice).toHaveText(/ with 3 questions\.$/);
  await questions.nth(1).uncheck();
  await questions.nth(2).uncheck();
  await expect(quiz.notice).toHaveText(/ with 1 question\.$/);
  await questions.nth(3).uncheck();
  await expect(quiz.notice).toHaveText('Please select at least one question to assign this quiz.');
  // A reading skill checks all of its questions at once.
  const skills = quiz.panel.getByRole('group', { name: 'Reading skills' }).getByRole('checkbox');
  await skills.first().check();
  await expect(quiz.notice).toHaveText(
    /^Based on your reading skills focus, assigning this quiz will assess [^,]+ with \d questions?\.$/,
  );
  await skills.first().uncheck();
  await questions.nth(1).check();
  await questions.nth(2).check();
  await questions.nth(3).check();
  await expect(quiz.notice).toHaveText(/ with 3 questions\.$/);
  const stored = await page.evaluate((key) => window.sessionStorage.getItem(key), `lectern.quizSelection.${id}`);
  expect((JSON.parse(stored!) as Record<string, Record<string, number[]>>)[String(quizId)]![String(grade5.id)]).toHaveLength(3);

  // The preview uses only the selected questions (QUIZ-28), from question 1.
  await quiz.tab('Preview').click();
  await quiz.expectParam('question', '1');
  await expect(quiz.previewHeading(1, 3)).toBeVisible();
  await quiz.tab('Overview').click();
  await quiz.expectParam('question', null);
  await questions.nth(0).check();
  await quiz.tab('Preview').click();
  await expect(quiz.previewHeading(1, 4)).toBeVisible();
  await expect(quiz.panel.getByRole('progressbar', { name: 'Quiz progress' })).toBeVisible();
  await expect(quiz.correctMarks).toHaveCount(1);
  await expect(quiz.button('Show answer')).toHaveCount(0);
  await quiz.button('Next').click();
  await expect(quiz.previewHeading(2, 4)).toBeVisible();
  await quiz.expectParam('question', '2');
  await expectAccessible(page);

  // Present mode hides the answer until "Show answer"; moving on hides it again.
  await page.getByRole('button', { name: 'Present', exact: true }).click();
  await quiz.expectParam('presentMode', 'true');
  await expect(quiz.correctMarks).toHaveCount(0);
  await quiz.button('Show answer').click();
  await expect(quiz.correctMarks).toHaveCount(1);
  await quiz.button('Hide answer').click();
  await expect(quiz.correctMarks).toHaveCount(0);
  await quiz.button('Show answer').click();
  await quiz.button('Next').click();
  await expect(quiz.previewHeading(3, 4)).toBeVisible();
  await expect(quiz.correctMarks).toHaveCount(0);
  await expect(quiz.button('Show answer')).toBeVisible();
  await page.getByRole('button', { name: 'Close Present mode' }).click();
  await expect(quiz.correctMarks).toHaveCount(1);

  // Reporting the question: a reason is required, then the thank-you.
  await quiz.panel.getByRole('button', { name: 'Report this question' }).click();
  const reasons = quiz.panel.getByRole('group', { name: 'Reason' }).getByRole('radio');
  await expect(reasons).toHaveCount(5);
  await quiz.panel.getByRole('button', { name: 'Submit report' }).click();
  await expect(quiz.panel.getByRole('alert')).toHaveText('Select a reason.');
  await expectAccessible(page);
  await quiz.panel.getByRole('radio', { name: 'More than one correct answer' }).check();
  await expect(quiz.panel.getByText('Select a reason.')).toHaveCount(0);
  const flagged = page.waitForResponse((r) => /\/api\/v3\/quiz\/\d+\/question\/\d+\/flag\/$/.test(r.url()));
  await quiz.panel.getByRole('button', { name: 'Submit report' }).click();
  const flag = await flagged;
  expect(flag.status()).toBe(201);
  expect(flag.request().postDataJSON()).toEqual({ message: 'More than one correct answer' });
  await expect(quiz.panel.getByText('Thank you for the feedback. This question will be reviewed shortly.')).toBeVisible();
  await quiz.panel.getByRole('button', { name: 'Return to quiz' }).click();
  await expect(quiz.previewHeading(3, 4)).toBeVisible();

  // Cancel leaves the report without sending anything.
  await quiz.panel.getByRole('button', { name: 'Report this question' }).click();
  await quiz.panel.getByRole('button', { name: 'Cancel' }).click();
  await expect(quiz.previewHeading(3, 4)).toBeVisible();

  // activityPanel=quizPreview opens the preview tab.
  await article.goto(id, `levelId=${grade5.id}&activityPanel=quizPreview&quizId=${quizId}`);
  await expect(quiz.tab('Preview')).toHaveAttribute('aria-selected', 'true');
  await expect(quiz.previewHeading(1, 4)).toBeVisible();
});

test('QUIZ-21 QUIZ-26 QUIZ-29 a parent and a school admin preview the quiz read-only: no assignment tools, no answer key', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  for (const username of ['parent', 'principal']) {
    await page.context().clearCookies();
    await signInAs(page, username);
    const id = await contentIdOf(page.request, 'volcanoes-build-islands');
    const grade7 = (await levelsOf(page, id)).find((l) => l.language === 'en' && l.grade === 7)!;
    const quizId = await quizIdOf(page, id);
    const article = new ArticlePage(page);
    await article.goto(id, `levelId=${grade7.id}&activityPanel=quiz&quizId=${quizId}`);
    const quiz = new QuizPanel(page);
    // The subject of this science article's quiz, and the questions one at a time.
    await expect(quiz.panel.getByText('Science', { exact: true })).toBeVisible();
    await expect(quiz.previewHeading(1, 4)).toBeVisible();
    // Only teachers assign: no tabs, no selection, no notice of what assigning would assess.
    await expect(quiz.panel.getByRole('tablist')).toHaveCount(0);
    await expect(quiz.panel.getByRole('checkbox')).toHaveCount(0);
    await expect(quiz.panel.getByText(/assigning this quiz/)).toHaveCount(0);
    // The question's reading skill, not a standard's code (RI.5.2), tags it.
    await expect(quiz.panel.getByText(/^[A-Z]{1,3}\.\d+\.\d+$/)).toHaveCount(0);
    // The answer key follows the one rule (QUIZ-29): not for them; nor the teacher-account notice.
    await expect(quiz.correctMarks).toHaveCount(0);
    await expect(quiz.panel.getByText('To see the correct answers, first complete your teacher account')).toHaveCount(0);
    await expect(quiz.panel.getByRole('button', { name: 'Report this question' })).toHaveCount(0);
    await quiz.expectButtonBarInView();
    await quiz.button('Next').click();
    await expect(quiz.previewHeading(2, 4)).toBeVisible();
    await expectAccessible(page);
  }
});

test('QUIZ-32 content staff see teachers’ question reports; teachers cannot list them', async ({ page }) => {
  await signInAs(page, 'teacher');
  expect((await page.request.get('/api/v3/quiz-question-flags/')).status()).toBe(403);
  await signOut(page);

  await signInAs(page, 'staff');
  const reports = page.getByRole('region', { name: 'Question reports' });
  await expect(reports.getByText('More than one correct answer').first()).toBeVisible();
  await expect(reports.getByText('Jordan Rivera').first()).toBeVisible();
  await expect(reports.getByRole('link', { name: 'Open the quiz' }).first()).toHaveAttribute(
    'href',
    /activityPanel=quiz&quizId=\d+/,
  );
  await expectAccessible(page);
});

test('QUIZ-13 QUIZ-17 QUIZ-31 WRITE-25 ASSIGN-03 the questions a teacher keeps are saved into the assignment and make the students’ quiz', async ({
  page,
}) => {
  await signInAs(page, 'teacher');
  const id = await contentIdOf(page.request, 'honeybee-waggle-dance');
  const grade7 = (await levelsOf(page, id)).find((l) => l.language === 'en' && l.grade === 7)!;
  const quizId = await quizIdOf(page, id);
  const article = new ArticlePage(page);
  await article.goto(id, `levelId=${grade7.id}&activityPanel=quiz&quizId=${quizId}`);
  const quiz = new QuizPanel(page);
  const questions = quiz.panel.getByRole('checkbox', { name: /^Question \d/ });
  await expect(questions).toHaveCount(4);
  // Keep questions 2 and 4 only.
  await questions.nth(0).uncheck();
  await questions.nth(2).uncheck();
  await expect(quiz.notice).toHaveText(/ with 2 questions\.$/);

  await page.getByRole('button', { name: 'Assign', exact: true }).click();
  const builder = page.getByRole('dialog', { name: 'Create your assignment' });
  await builder.getByLabel('Title').fill('Waggle dance: two questions');
  await builder.getByText('Small group', { exact: true }).click();
  await builder.getByLabel(/Reading group B/).check();
  await builder.getByRole('button', { name: 'Assign', exact: true }).click();
  await page.getByRole('dialog', { name: 'Share it with your class' }).getByRole('button', { name: 'Done' }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('selectedAssignmentId')).not.toBeNull();
  const assignmentId = new URL(page.url()).searchParams.get('selectedAssignmentId');
  const saved = (await (await page.request.get(`/api/v3/assignment/${assignmentId}/`)).json()) as {
    data: { activity_element_selections: Record<string, Record<string, number[]>> };
  };
  const kept = saved.data.activity_element_selections[String(quizId)]?.[String(grade7.id)] ?? [];
  expect(kept).toHaveLength(2);

  // The teacher's assignments list leads to this assignment's work.
  await page.goto('/assignments');
  const item = page.getByRole('listitem').filter({ hasText: 'Waggle dance: two questions' });
  await item.getByRole('link', { name: 'Review work' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Waggle dance: two questions');
  await expect(page.getByRole('link', { name: 'Waggle dance: two questions' })).toHaveAttribute('aria-current', 'page');

  // A student of the group gets the two questions, numbered 1 and 2.
  await page.context().clearCookies();
  await signInAs(page, 'student12');
  await article.goto(id, `activityPanel=quiz&quizId=${quizId}&question=1`);
  await expect(quiz.question(1, 2)).toBeVisible();
  await quiz.button('Next').click();
  await expect(quiz.question(2, 2)).toBeVisible();
  await quiz.expectParam('question', '2');
});
