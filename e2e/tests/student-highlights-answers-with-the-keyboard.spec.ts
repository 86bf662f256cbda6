import { expect, test, type Page } from '@playwright/test';
import { ArticlePage, contentIdOf, levelsOf } from '../pages/article-page.js';
import { GuidedHighlightingPanel, type HighlightingKeyQuestion } from '../pages/guided-highlighting-panel.js';
import { expectAccessible, signInAs } from '../pages/sign-in-page.js';

// A student who does not use a mouse does Guided Highlighting from the keyboard alone: the
// welcome's buttons, then for each question "Next sentence" / "Add next sentence" to select the
// passage and Check — right the first time, wrong then right, right — and earns 10 + 5 + 10
// points, the completion screen's "Great job" and the article's tokens. Axe on the panel at each
// step. student28 is used by no other journey.

const csrfOf = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'csrftoken')!.value;

test('PLAT-60 GH-03 GH-07 GH-09 GH-10 GH-11 GH-13 TOKEN-03 a student selects each answer sentence by sentence from the keyboard, checks it and earns the points', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, 'teacher');
  const id = await contentIdOf(page.request, 'reading-a-rainfall-graph');
  const content = (await (await page.request.get(`/api/v3/content/${id}/`)).json()) as {
    attachments: { id: number; content_type: string }[];
  };
  const ghId = content.attachments.find((a) => a.content_type === 'GUIDED_HIGHLIGHTING_QUIZ')!.id;
  const checksId = content.attachments.find((a) => a.content_type === 'CHECKS_FOR_UNDERSTANDING_QUIZ')!.id;
  const levels = (await levelsOf(page, id)).filter((l) => l.language === 'en').sort((a, b) => b.grade - a.grade);
  const keys = new Map<number, HighlightingKeyQuestion[]>();
  for (const level of levels) {
    const res = await page.request.get(`/api/v3/guided-highlighting/${ghId}/?level_id=${level.id}`);
    keys.set(level.id, ((await res.json()) as { questions: HighlightingKeyQuestion[] }).questions);
  }
  await page.context().clearCookies();

  await signInAs(page, 'student28');
  // A retry of this journey finds its first run's answers: it takes a level nobody answered yet.
  let levelId = 0;
  for (const level of levels) {
    const mine = (await (await page.request.get(`/api/v3/guided-highlighting/${ghId}/?level_id=${level.id}`)).json()) as {
      questions: { status: string }[];
    };
    if (mine.questions.every((q) => q.status === 'initial')) {
      levelId = level.id;
      break;
    }
  }
  expect(levelId).toBeGreaterThan(0);
  const key = keys.get(levelId)!;
  expect(key).toHaveLength(3);
  // Seeded through the API: the level's checks for understanding answered, so its whole text is the student's.
  const checks = (await (await page.request.get(`/api/v3/checks-for-understanding/${checksId}/?level_id=${levelId}`)).json()) as {
    checks: { id: number }[];
  };
  for (const c of checks.checks) {
    const res = await page.request.post('/api/v3/checks-for-understanding/answers/', {
      headers: { 'x-csrftoken': await csrfOf(page) },
      data: { check_id: c.id, choice: 0 },
    });
    expect([200, 201]).toContain(res.status());
  }

  const article = new ArticlePage(page);
  await article.goto(id, `levelId=${levelId}`);
  const gh = new GuidedHighlightingPanel(page);

  // PLAT-60: the picker offers it; opened from the keyboard, the welcome comes first (GH-03).
  const link = page.getByRole('complementary', { name: 'Activities' }).getByRole('link', { name: /^Guided Highlighting/ });
  await expect(link).toContainText('3 questions');
  await link.focus();
  await page.keyboard.press('Enter');
  const welcome = page.getByRole('dialog', { name: 'Welcome' });
  await expect(welcome).toBeVisible();
  await expectAccessible(page);
  await welcome.getByRole('button', { name: 'Next' }).focus();
  await page.keyboard.press('Enter');
  const instructions = page.getByRole('dialog', { name: 'Instructions' });
  await expect(instructions.getByRole('checkbox', { name: 'Do not show again' })).toBeVisible();
  await instructions.getByRole('button', { name: 'Get Started!' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Question 1: right the first time, 10 points.
  const [first, second, third] = key as [HighlightingKeyQuestion, HighlightingKeyQuestion, HighlightingKeyQuestion];
  await expect(gh.panel.getByText(first.question)).toBeVisible();
  await expect(gh.panel.getByText('1st attempt').first()).toBeVisible();
  await expect(gh.button('Check')).toBeDisabled();
  await expectAccessible(page);
  await gh.selectByKeyboard(first.answer!.text);
  await expect(gh.button('Check')).toBeEnabled();
  await gh.press('Check');
  await expect(gh.panel.getByText('Correct! +10 points')).toBeVisible();
  await expect(gh.panel.getByText('Your points: 10')).toBeVisible();
  await gh.press('Next');

  // Question 2: a wrong highlight first ("Try again", "1 out of 2 attempts"), then right: 5 points.
  await expect(gh.panel.getByText(second.question)).toBeVisible();
  await gh.selectOtherThan(second.answer!.text);
  await gh.press('Check');
  await expect(gh.panel.getByText(/Not quite\. Try again/)).toBeVisible();
  await expect(gh.panel.getByText('1 out of 2 attempts')).toBeVisible();
  await expectAccessible(page);
  await gh.press('Try again');
  await gh.selectByKeyboard(second.answer!.text);
  await gh.press('Check');
  await expect(gh.panel.getByText('Correct! +5 points')).toBeVisible();
  await gh.press('Next');

  // Question 3: right, 10 points; the last one completes the activity.
  await expect(gh.panel.getByText(third.question)).toBeVisible();
  await gh.selectByKeyboard(third.answer!.text);
  await gh.press('Check');
  await expect(gh.panel.getByText('Correct! +10 points')).toBeVisible();
  await gh.press('Complete activity');
  await expect(gh.panel.getByRole('heading', { name: 'Great job' })).toBeVisible();
  await expect(gh.panel.getByText('25 points')).toBeVisible();
  await expectAccessible(page);

  // TOKEN-03: the article's tokens count them.
  const tokens = (await (await page.request.get(`/api/v3/tokens/article/${id}/`)).json()) as {
    interactions: { type: string; tokens: number; earned_tokens: number; is_done: boolean }[];
  };
  expect(tokens.interactions.find((i) => i.type === 'GUIDED_HIGHLIGHTING_QUIZ')).toEqual({
    type: 'GUIDED_HIGHLIGHTING_QUIZ',
    tokens: 30,
    earned_tokens: 25,
    is_done: true,
  });
});
