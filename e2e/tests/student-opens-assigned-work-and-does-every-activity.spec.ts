import { expect, test, type Page } from '@playwright/test';
import { ArticlePage, contentIdOf, levelsOf } from '../pages/article-page.js';
import { ChallengePages } from '../pages/challenge-pages.js';
import { GuidedHighlightingPanel, type HighlightingKeyQuestion } from '../pages/guided-highlighting-panel.js';
import { PollBlock } from '../pages/poll-block.js';
import { PowerWordsPanel, powerWordsActivityId, powerWordsKey } from '../pages/power-words-panel.js';
import { QuizPanel, letterOf, quizOf } from '../pages/quiz-panel.js';
import { signInAs } from '../pages/sign-in-page.js';
import { WritePromptPanel } from '../pages/write-prompt-panel.js';

// The student's core journey end to end (PLAT-02): a new student of teacher3's opens the work their
// teacher assigned, reads it at a level of their choice, answers the quiz, a Power Words question,
// the poll and the write prompt, highlights an answer with Guided Highlighting, annotates the text,
// and sees the tokens they earned. The teacher's side is set up through the API.

const SLUG = 'lighthouse-cat';
const TITLE = 'The lighthouse cat: every activity';

const csrfOf = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'csrftoken')!.value;

test('PLAT-02 a student opens assigned work, reads at a level, answers the quiz, Power Words, the poll and the write prompt, does guided highlighting, annotates and earns tokens', async ({
  page,
  browser,
}) => {
  // Ten activities in one journey: well under two minutes on an idle machine, slower beside other work.
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });

  // The teacher's side, through the API: a class with a new student, a write prompt and a poll for
  // it, and an assignment of the article with its activities and the poll.
  const teacherCtx = await browser.newContext();
  const tp = await teacherCtx.newPage();
  await signInAs(tp, 'teacher3');
  const headers = { 'x-csrftoken': await csrfOf(tp) };
  const made = await tp.request.post('/api/v2/classrooms/', { data: { name: 'Lighthouse readers', grade_levels: [7] }, headers });
  expect(made.status(), await made.text()).toBe(201);
  const classroom = (await made.json()) as { id: number; unique_id: string };
  const username = `reader-${Date.now() % 1_000_000}`;
  const added = await tp.request.post(`/api/v2/classrooms/${classroom.id}/students/`, {
    data: { first_name: 'Robin', last_name: 'Quill', username },
    headers,
  });
  expect(added.status(), await added.text()).toBe(201);
  const { password } = (await added.json()) as { password: string };
  const id = await contentIdOf(tp.request, SLUG);
  const content = (await (await tp.request.get(`/api/v3/content/${id}/`)).json()) as {
    attachments: { id: number; content_type: string }[];
  };
  const idOf = (type: string) => content.attachments.find((a) => a.content_type === type)!.id;
  const english = (await levelsOf(tp, id)).filter((l) => l.language === 'en');
  const grade5 = english.find((l) => l.grade === 5)!;
  const quizId = idOf('QUIZ');
  const quiz = await quizOf(tp, quizId, grade5.id);
  const pwId = await powerWordsActivityId(tp, id);
  const words = await powerWordsKey(tp, pwId, grade5.id);
  const ghId = idOf('GUIDED_HIGHLIGHTING_QUIZ');
  const gh = (await (await tp.request.get(`/api/v3/guided-highlighting/${ghId}/?level_id=${grade5.id}`)).json()) as {
    questions: HighlightingKeyQuestion[];
  };
  const prompt = await tp.request.post('/api/v2/prompt/', {
    headers,
    data: { collection_id: id, text: 'Would you keep a lighthouse? Say why.', classroom_ids: [classroom.unique_id] },
  });
  expect(prompt.status(), await prompt.text()).toBe(201);
  const poll = await tp.request.post('/api/v3/polls/', {
    headers,
    data: { article_id: id, data: { question: 'Would you live in a lighthouse?', choices: [{ text: 'Yes' }, { text: 'No' }] } },
  });
  expect(poll.status(), await poll.text()).toBe(201);
  const assigned = await tp.request.post('/api/v3/assignment/', {
    headers,
    data: {
      title: TITLE,
      is_draft: false,
      assignment_members: [{ content_id: id }],
      classroom_ids: [classroom.id],
      activity_members: content.attachments.map((a) => String(a.id)),
      poll_id: ((await poll.json()) as { id: number }).id,
    },
  });
  expect(assigned.status(), await assigned.text()).toBe(201);
  await teacherCtx.close();

  // The student opens the assigned work from their list and reads it at a level of their choice.
  await signInAs(page, username, password);
  await page.goto('/assignments');
  await page.getByRole('link', { name: TITLE, exact: true }).click();
  const article = new ArticlePage(page);
  await expect(article.heading).toBeVisible();
  await expect(article.levelPicker).toBeEnabled();
  await article.levelPicker.selectOption(String(grade5.id));
  await expect(article.heading).toHaveText(grade5.title);
  await expect.poll(() => article.levelIdInUrl()).toBe(String(grade5.id));
  const earned = async () =>
    ((await (await page.request.get(`/api/v3/tokens/article/${id}/`)).json()) as { earned_tokens: number }).earned_tokens;
  expect(await earned()).toBe(0);
  // The level's checks for understanding answered (through the API), so its whole text is theirs.
  const checksId = idOf('CHECKS_FOR_UNDERSTANDING_QUIZ');
  const checks = (await (
    await page.request.get(`/api/v3/checks-for-understanding/${checksId}/?level_id=${grade5.id}`)
  ).json()) as {
    checks: { id: number }[];
  };
  for (const c of checks.checks) {
    const res = await page.request.post('/api/v3/checks-for-understanding/answers/', {
      headers: { 'x-csrftoken': await csrfOf(page) },
      data: { check_id: c.id, choice: 0 },
    });
    expect([200, 201]).toContain(res.status());
  }

  // The quiz: every question answered right, then submitted.
  await article.goto(id, `levelId=${grade5.id}&activityPanel=quiz&quizId=${quizId}`);
  const quizPanel = new QuizPanel(page);
  const questions = [...quiz.questions].sort((a, b) => a.position - b.position);
  for (const [i, q] of questions.entries()) {
    await expect(quizPanel.question(i + 1, questions.length)).toBeVisible();
    await quizPanel.choose(letterOf(q.options, q.options.find((o) => o.is_correct)!.position));
    if (i < questions.length - 1) await quizPanel.button('Next').click();
  }
  await quizPanel.button('Submit').click();
  await expect(quizPanel.badge).toBeVisible();

  // Power Words: the first question answered right.
  await article.goto(id, `levelId=${grade5.id}`);
  const pw = new PowerWordsPanel(page);
  await pw.openFromPicker();
  await pw.answer(words[0]!.correct);
  await expect(pw.mark(words[0]!.correct, 'correct')).toBeChecked();

  // The poll under the article.
  await article.goto(id, `levelId=${grade5.id}`);
  const pollBlock = new PollBlock(page);
  await expect(pollBlock.heading('Choose a response')).toBeVisible();
  await pollBlock.section.getByRole('radio', { name: 'Yes' }).check();
  await pollBlock.button('Send').click();
  await expect(pollBlock.heading('See poll results')).toBeVisible();

  // The write prompt: written and submitted.
  await article.goto(id, `levelId=${grade5.id}&activityPanel=write_prompt`);
  const write = new WritePromptPanel(page);
  await expect(write.editor).toBeVisible();
  await write.editor.click();
  await write.editor.pressSequentially('Yes: I would watch the storms and keep the ships safe.');
  await write.button('Next').click();
  await write.button('Submit').click();
  await expect(write.button('Back to classes')).toBeVisible();

  // Guided highlighting: the first question's passage selected from the keyboard, then checked.
  await article.goto(id, `levelId=${grade5.id}`);
  await page
    .getByRole('complementary', { name: 'Activities' })
    .getByRole('link', { name: /^Guided Highlighting/ })
    .click();
  const welcome = page.getByRole('dialog', { name: 'Welcome' });
  await welcome.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('dialog', { name: 'Instructions' }).getByRole('button', { name: 'Get Started!' }).click();
  const ghPanel = new GuidedHighlightingPanel(page);
  const first = gh.questions[0]!;
  await expect(ghPanel.panel.getByText(first.question)).toBeVisible();
  await ghPanel.selectByKeyboard(first.answer!.text);
  await ghPanel.press('Check');
  await expect(ghPanel.panel.getByText('Correct! +10 points')).toBeVisible();

  // An annotation on the text: a highlight with a note of their own.
  await article.goto(id, `levelId=${grade5.id}&activityPanel=annotations`);
  const annotations = page.getByRole('complementary', { name: 'Annotations' });
  await expect(annotations.getByText('Highlight part of the article text to add a comment at this Lexile level.')).toBeVisible();
  await page.evaluate(() => {
    const el = document.querySelector('[data-block="1"]') ?? document.querySelector('[data-block]')!;
    const text = document.createTreeWalker(el, NodeFilter.SHOW_TEXT).nextNode()!;
    const range = document.createRange();
    range.setStart(text, 0);
    range.setEnd(text, Math.min(20, text.nodeValue!.length));
    document.getSelection()!.removeAllRanges();
    document.getSelection()!.addRange(range);
  });
  await page.getByRole('button', { name: 'Annotate' }).click();
  const draft = annotations.getByRole('form', { name: 'New annotation' });
  await draft.getByPlaceholder('Start typing').fill('The keeper talks to the cat like a friend.');
  await draft.getByRole('button', { name: 'Save' }).click();
  await expect(
    annotations.getByRole('article', { name: 'Annotation by You' }).getByText('The keeper talks to the cat like a friend.'),
  ).toBeVisible();

  // The tokens they earned: the article's token panel no longer stands at 0.
  await article.goto(id, `levelId=${grade5.id}`);
  const challenge = new ChallengePages(page);
  await expect(challenge.tokenPanel).toBeVisible();
  expect(await earned()).toBeGreaterThan(0);
  // The panel's first count is the article's total.
  await expect(challenge.tokenPanel.getByRole('img', { name: /^[1-9]\d* of \d+ tokens earned$/ }).first()).toBeVisible();
});
