import { expect, test, type Page } from '@playwright/test';
import { ArticlePage, contentIdOf } from '../pages/article-page.js';
import { expectAccessible, signInAs, waitForHydration } from '../pages/sign-in-page.js';
import { WritePromptPanel, WrittenResponsesSection } from '../pages/write-prompt-panel.js';

// A teacher sets a write prompt for Period 2 on the poem; a student answers it, keeps typing while
// the connection drops (nothing is lost: the draft saves once it is back), and submits; the teacher
// reads every word on the grading page, scores it 3 out of 4 with feedback and shares the review,
// which the student then sees. No other journey writes about this poem or uses these students.

const SLUG = 'rain-on-the-roof';
/** The first of them without a response on the poem writes (a retry of the journey takes the next). */
const STUDENTS = ['student19', 'student18', 'student22', 'student21'];
const PROMPT = 'What does the rain on the roof sound like to you?\nUse two lines from the poem.';
const FEEDBACK = 'You chose two strong lines.\nNext time, explain what the sound makes you feel.';

interface Roster {
  results: { unique_id: string; name: string; students: { id: number; username: string }[] }[];
}

/** Period 2 and the journey's student: the first of STUDENTS who has not answered on the poem yet. */
async function pickStudent(page: Page, contentId: string) {
  const classes = (await (await page.request.get('/api/v2/classrooms/')).json()) as Roster;
  const period2 = classes.results.find((c) => c.name.startsWith('Period 2'))!;
  const answered = (await (
    await page.request.get(`/api/v2/constructedresponseanswer/?article_id=${contentId}&classroom_id=${period2.unique_id}`)
  ).json()) as { results: { student: { id: number } }[] };
  const taken = new Set(answered.results.map((r) => r.student.id));
  const student = period2.students.find((s) => STUDENTS.includes(s.username) && !taken.has(s.id))!;
  expect(student, 'a student of the journey without a response').toBeTruthy();
  return { period2, student };
}

test('WRITE-01 WRITE-02 WRITE-03 WRITE-05 WRITE-06 WRITE-07 WRITE-09 WRITE-10 WRITE-13 WRITE-14 WRITE-15 WRITE-17 WRITE-18 WRITE-19 WRITE-21 WRITE-24 WRITE-25 API-27 API-29 API-30 a student writes a response through a lost connection and the teacher scores it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, 'teacher');
  const contentId = await contentIdOf(page.request, SLUG);
  const { period2, student } = await pickStudent(page, contentId);

  // The teacher opens the write prompt from the activity picker.
  const article = new ArticlePage(page);
  await article.goto(contentId);
  await page
    .getByRole('complementary', { name: 'Activities' })
    .getByRole('link', { name: /^Write prompt/ })
    .click();
  const teacherPanel = new WritePromptPanel(page);
  await expect(teacherPanel.panel.getByRole('heading', { name: 'Write prompt', level: 2 })).toBeVisible();
  await expect(page).toHaveURL(/activityPanel=write_prompt&writePromptId=\d+/);

  // WRITE-07, WRITE-10, WRITE-09: the generated prompts, Refresh, and choosing one opens edit mode with it.
  await expect(teacherPanel.tryThis.getByText(/^Prompt \d+ of \d+$/)).toBeVisible();
  const shown = await teacherPanel.tryThis.getByText(/^Prompt \d+ of \d+$/).textContent();
  await teacherPanel.tryThis.getByRole('button', { name: /Refresh/ }).click();
  await expect(teacherPanel.tryThis.getByText(/^Prompt \d+ of \d+$/)).not.toHaveText(shown!);
  await teacherPanel.tryThis.getByRole('button', { name: 'Use this prompt' }).click();
  await expect(teacherPanel.promptField).not.toHaveValue('');

  // WRITE-06: Save is disabled while the text is empty.
  await teacherPanel.promptField.fill('');
  await expect(teacherPanel.button('Save')).toBeDisabled();
  await teacherPanel.promptField.fill(PROMPT);
  // A new prompt is for every class; this one is for Period 2 only.
  for (const name of ['Grade 4 Reading', 'Period 6 · Social Studies']) {
    const box = teacherPanel.classCheckbox(name);
    if (await box.isChecked()) await box.uncheck();
  }
  await teacherPanel.classCheckbox(period2.name).check();
  await expectAccessible(page);
  await teacherPanel.button('Save').click();
  await expect(teacherPanel.panel.getByText('Your write prompt is saved.')).toBeVisible();
  const card = teacherPanel.panel.getByRole('article', { name: 'Your write prompt' });
  await expect(card).toContainText('What does the rain on the roof sound like to you?');
  await expect(card).toContainText(`For ${period2.name}`);
  await expect(card.getByRole('heading', { name: 'Scoring guide (out of 4)' })).toBeVisible();
  await expectAccessible(page);

  // WRITE-03, WRITE-14: the student, in a browser of their own, opens the panel: their one class is chosen.
  const context = await browser.newContext();
  const reader = await context.newPage();
  await signInAs(reader, student.username);
  const theirArticle = new ArticlePage(reader);
  await theirArticle.goto(contentId);
  await reader
    .getByRole('complementary', { name: 'Activities' })
    .getByRole('link', { name: /^Write prompt/ })
    .click();
  const panel = new WritePromptPanel(reader);
  await expect(panel.editor).toBeVisible();
  await expect(reader).toHaveURL(new RegExp(`classroomId=${period2.unique_id}`));
  await expect(panel.panel.getByText('Use two lines from the poem.', { exact: false })).toBeVisible();
  await expect(panel.editor).toHaveAttribute('placeholder', 'Start typing...');
  await expectAccessible(reader);

  // WRITE-19, WRITE-21: typing saves a draft after a pause; Enter is a line break.
  await panel.editor.click();
  await panel.editor.pressSequentially('The rain taps like fingers on a drum.');
  await panel.editor.press('Enter');
  await panel.editor.pressSequentially('It hums me to sleep.');
  await expect(panel.saveStatus).toHaveText(/^Draft saved (just now|1 minute ago)$/, { timeout: 15_000 });

  // The connection drops while the student keeps writing: it says so, and keeps the words.
  await context.setOffline(true);
  await panel.editor.press('Enter');
  await panel.editor.pressSequentially('I wrote this line with no connection.');
  await expect(panel.saveStatus).toHaveText('Not saved yet — we’ll keep trying', { timeout: 15_000 });
  const kept = await reader.evaluate(() =>
    Object.keys(localStorage)
      .filter((k) => k.startsWith('lectern:write-response:'))
      .map((k) => localStorage.getItem(k))
      .join(''),
  );
  expect(kept).toContain('I wrote this line with no connection.');
  // Back online, the draft saves without a key press.
  await context.setOffline(false);
  await expect(panel.saveStatus).toHaveText(/^Draft saved just now$/, { timeout: 20_000 });

  // WRITE-14, WRITE-15, WRITE-17, WRITE-18: Next, the confirmation, Edit, and Submit.
  await panel.button('Next').click();
  await expect(panel.panel.getByRole('heading', { name: 'Did you double-check your work?' })).toBeVisible();
  await expect(panel.panel.getByText("You won't be able to edit your response after you submit it.")).toBeVisible();
  await expectAccessible(reader);
  await panel.button('Edit').click();
  await expect(panel.editor).toBeFocused();
  await panel.button('Next').click();
  await panel.button('Submit').click();
  await expect(panel.panel.getByRole('heading', { name: 'Your response' })).toBeVisible();
  await expect(panel.panel.getByText('Your teacher hasn’t shared a review yet.')).toBeVisible();
  await expect(panel.button('Back to classes')).toBeVisible();

  // WRITE-25, WRITE-24: the teacher reads every word on the grading page and scores it.
  const report = (await (await page.request.get(`/api/v3/grading/${contentId}/`)).json()) as {
    students: { user_id: number; display_name: string }[];
  };
  const name = report.students.find((s) => s.user_id === student.id)!.display_name;
  await page.goto(`/grading/${contentId}`);
  await waitForHydration(page);
  await page.getByLabel('Class').selectOption(period2.name);
  const responses = new WrittenResponsesSection(page);
  await responses.student(name).click();
  await expect(responses.section.getByRole('heading', { name, level: 3 })).toBeVisible();
  await expect(responses.section.getByText(PROMPT.split('\n')[0]!, { exact: false })).toBeVisible();
  await expect(responses.response(name)).toHaveText(
    'The rain taps like fingers on a drum.\nIt hums me to sleep.\nI wrote this line with no connection.',
  );
  await expect(responses.section.getByRole('link', { name: 'Download scores (CSV)' })).toHaveAttribute(
    'href',
    `/api/v2/constructedresponseanswer/export/?article_id=${contentId}&classroom_id=${period2.unique_id}`,
  );
  await responses.score(3).check();
  await responses.feedback.fill(FEEDBACK);
  await expectAccessible(page);
  await responses.button('Share review with student').click();
  await expect(responses.section.getByText(`Review shared with ${name}.`)).toBeVisible();
  await expect(responses.student(name)).toContainText('3/4 · shared');

  // The student sees the score out of 4 and the feedback.
  await reader.reload();
  await waitForHydration(reader);
  await expect(panel.review).toBeVisible();
  await expect(panel.review).toContainText('3 out of 4');
  await expect(panel.review).toContainText('You chose two strong lines.');
  await expect(panel.button('Write a new response')).toHaveCount(0);
  await expectAccessible(reader);

  // WRITE-02, WRITE-15: Back to classes lists the class as completed; the panel's Back removes the class and the panel.
  await panel.button('Back to classes').click();
  await expect(reader).not.toHaveURL(/classroomId=/);
  await expect(panel.panel.getByRole('link', { name: new RegExp(`^${period2.name}, Completed · 3/4`) })).toBeVisible();
  await panel.panel.getByRole('button', { name: /Activities/ }).click();
  await expect(reader).not.toHaveURL(/activityPanel=|writePromptId=|classroomId=/);

  await context.close();
});
