import { expect, test, type Page } from '@playwright/test';
import { ArticlePage, contentIdOf, levelsOf } from '../pages/article-page.js';
import { ChallengePages } from '../pages/challenge-pages.js';
import { PowerWordsPanel, powerWordsActivityId, powerWordsKey, type PowerWordsKeyQuestion } from '../pages/power-words-panel.js';
import { expectAccessible, signInAs, waitForHydration } from '../pages/sign-in-page.js';

// A student practises an article's Power Words: one answer right, one wrong, a reload that resumes
// where they left off, the summary with the points, the word wall, and the tokens they earned.
// A teacher previews the same words in compact mode, with the present-mode answer toggle.

const SLUG = 'tide-pool-photo-essay';

/** The teacher's answer key for every English level of the article, by level id. */
async function answerKeys(page: Page) {
  await signInAs(page, 'teacher');
  const contentId = await contentIdOf(page.request, SLUG);
  const activityId = await powerWordsActivityId(page, contentId);
  const keys = new Map<number, PowerWordsKeyQuestion[]>();
  for (const level of (await levelsOf(page, contentId)).filter((l) => l.language === 'en'))
    keys.set(level.id, await powerWordsKey(page, activityId, level.id));
  await page.context().clearCookies();
  return { contentId, activityId, keys };
}

/** Opens the article as the signed-in student and returns the level it shows. */
async function openArticle(page: Page, contentId: string) {
  const article = new ArticlePage(page);
  await article.goto(contentId);
  await expect.poll(() => article.levelIdInUrl()).not.toBeNull();
  return Number(article.levelIdInUrl());
}

test('PW-01 PW-03 PW-05 PW-06 PW-08 PW-09 PW-10 PW-11 PW-12 PW-13 TOKEN-01 TOKEN-02 TOKEN-04 TOKEN-05 TOKEN-06 PLAT-62 a student answers Power Words, resumes after a reload, and earns points and tokens', async ({
  page,
}) => {
  const { contentId, activityId, keys } = await answerKeys(page);
  await signInAs(page, 'student10');
  const levelId = await openArticle(page, contentId);
  const key = keys.get(levelId)!;
  const total = key.length;
  expect(total % 2).toBe(0);

  // TOKEN-01, TOKEN-05: the token panel tops the picker, nothing earned yet.
  const challenge = new ChallengePages(page);
  await expect(challenge.tokenPanel).toBeVisible();
  await expect(challenge.tokenPanel.getByRole('img', { name: '0 of 50 tokens earned' })).toBeVisible();
  await expect(challenge.tokenPanel.getByRole('link', { name: 'Your rewards' })).toHaveAttribute('href', '/challenges/rewards');
  await expect(challenge.tokenPanel.getByRole('link', { name: /articles$/ })).toHaveAttribute(
    'href',
    /^\/challenges\/topics\/SCIENCE$/,
  );

  const pw = new PowerWordsPanel(page);
  await pw.openFromPicker();
  await expect(pw.panel.getByRole('heading', { name: `Question 1 of ${total}` })).toBeVisible();
  await expect(pw.panel.getByRole('progressbar', { name: 'Power Words progress' })).toBeVisible();
  // The word practised is not named before the answer: it is often the answer itself.
  await expect(pw.panel.getByRole('heading', { name: key[0]!.headword, exact: true })).toHaveCount(0);
  await expect(pw.panel.getByText(definitionLine(key[0]!.headword))).toHaveCount(0);

  // PW-05: Submit with nothing chosen asks for an answer, inline.
  await pw.button('Submit').click();
  await expect(pw.alert).toHaveText('Select an answer.');
  await expectAccessible(page);

  // PW-06: a right answer locks the question and is marked correct.
  await pw.answer(key[0]!.correct);
  await expect(pw.mark(key[0]!.correct, 'correct')).toBeChecked();
  await expect(pw.option(key[0]!.wrong)).toBeDisabled();
  await expect(pw.marked('your answer')).toHaveCount(0);
  // Answered, the word is named with its definition.
  await expect(pw.panel.getByText(definitionLine(key[0]!.headword))).toBeVisible();
  await expectAccessible(page);
  await pw.button('Continue').click();

  // PW-06: a wrong answer is marked "your answer", and the other option "correct".
  await expect(pw.progress(2, total)).toBeVisible();
  expect(pw.param('question')).toBe('2');
  await pw.answer(key[1]!.wrong);
  await expect(pw.mark(key[1]!.wrong, 'your answer')).toBeChecked();
  await expect(pw.mark(key[1]!.correct, 'correct')).toBeDisabled();

  // PW-09, PW-10: a reload resumes at the first unanswered question, with nothing selected.
  await page.reload();
  await waitForHydration(page);
  await expect(pw.progress(3, total)).toBeVisible();
  expect(pw.param('question')).toBe('3');
  await expect(pw.panel.getByRole('radio', { checked: true })).toHaveCount(0);

  for (const q of key.slice(2)) {
    await expect(pw.question(q.question)).toBeVisible();
    await pw.answer(q.correct);
    await pw.button('Continue').click();
  }

  // PW-11, PW-12, PW-13: all but one right: 35 points; the word wall link for students.
  const right = total - 1;
  await expect(pw.panel.getByText(`Scored ${right}/${total} and earned 35 points.`)).toBeVisible();
  await expect(pw.panel.getByRole('img', { name: 'Blue badge, 35 points' })).toBeVisible();
  await expect(pw.panel.getByRole('img', { name: '35 of 50 tokens earned' })).toBeVisible();
  await expect(pw.wordWallLink).toHaveAttribute('href', '/student-binder/word-wall');
  await expectAccessible(page);

  // PW-10: coming back later shows the summary again.
  await page.reload();
  await waitForHydration(page);
  await expect(pw.panel.getByText(`Scored ${right}/${total} and earned 35 points.`)).toBeVisible();

  // PW-08: "Return to activities" goes back to the picker, whose tokens now show the Power Words earned.
  await pw.button('Return to activities').click();
  await expect.poll(() => pw.param('activityPanel')).toBeNull();
  expect(pw.param('powerWordsActivityId')).toBeNull();
  const powerWordsRow = challenge.tokenPanel.getByRole('listitem').filter({ hasText: 'Power Words' });
  await expect(powerWordsRow.getByRole('img', { name: '35 of 50 tokens earned' })).toBeVisible();
  await expect(powerWordsRow.getByText('Done', { exact: true })).toBeVisible();

  // PW-13: the word wall lists the words, mastered when both questions were right.
  await new ArticlePage(page).goto(contentId, `activityPanel=power_words_activity&powerWordsActivityId=${activityId}`);
  await pw.wordWallLink.click();
  await expect(page).toHaveURL(/\/student-binder\/word-wall$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Word wall' })).toBeVisible();
  const headwords = [...new Set(key.map((q) => q.headword))];
  for (const word of headwords) await expect(page.getByRole('article', { name: word })).toBeVisible();
  await expect(page.getByRole('article', { name: key[0]!.headword }).getByText('1 of 2 right')).toBeVisible();
  await expect(page.getByRole('article', { name: key[2]!.headword }).getByText('Mastered')).toBeVisible();
  await expect(page.getByText(`${headwords.length} words · ${headwords.length - 1} mastered`)).toBeVisible();
  await expect(page.getByRole('article', { name: key[0]!.headword }).getByRole('link')).toHaveAttribute(
    'href',
    `/view/${contentId}`,
  );
  await expectAccessible(page);
});

test('PW-07 a failed answer says so, unlocks the question and logs the failure; resubmitting works', async ({ page }) => {
  const { contentId, activityId, keys } = await answerKeys(page);
  await signInAs(page, 'student11');
  const levelId = await openArticle(page, contentId);
  const key = keys.get(levelId)!;
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.route('**/api/v2/student-vocabulary-answer/', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Something went wrong.' } } })
      : route.fallback(),
  );
  await page.goto(`/view/${contentId}?levelId=${levelId}&activityPanel=power_words_activity&powerWordsActivityId=${activityId}`);
  await waitForHydration(page);
  const pw = new PowerWordsPanel(page);
  await expect(pw.progress(1, key.length)).toBeVisible();
  await pw.option(key[0]!.wrong).check();
  await pw.button('Submit').click();
  await expect(pw.alert).toHaveText('Something went wrong. Please try to resubmit your answer.');
  await expect(pw.option(key[0]!.wrong)).toBeEnabled();
  await expect(pw.option(key[0]!.wrong)).toBeChecked();
  await expect(pw.button('Continue')).toHaveCount(0);
  expect(errors.some((e) => e.includes('Unable to submit Power Words answer'))).toBe(true);

  await page.unroute('**/api/v2/student-vocabulary-answer/');
  await pw.button('Submit').click();
  await expect(pw.mark(key[0]!.wrong, 'your answer')).toBeDisabled();
  await expect(pw.alert).toHaveCount(0);
});

test('PW-14 PW-15 a teacher previews Power Words in compact mode, and in present mode toggles the answers', async ({ page }) => {
  const { contentId, activityId, keys } = await answerKeys(page);
  await signInAs(page, 'teacher');
  const levels = (await levelsOf(page, contentId)).filter((l) => l.language === 'en');
  const level = levels[0]!;
  const key = keys.get(level.id)!;
  const pw = new PowerWordsPanel(page);
  const article = new ArticlePage(page);
  await article.goto(contentId, `levelId=${level.id}&activityPanel=power_words_activity&powerWordsActivityId=${activityId}`);

  // PW-14: answers marked, and with them the word and its definition; Back, Next; no Submit for a teacher.
  await expect(pw.progress(1, key.length)).toBeVisible();
  await expect(pw.mark(key[0]!.correct, 'correct')).toBeVisible();
  await expect(pw.panel.getByText(definitionLine(key[0]!.headword))).toBeVisible();
  await expect(pw.button('Back')).toBeDisabled();
  await expect(pw.button('Submit')).toHaveCount(0);
  await expect(pw.button('Show answers')).toHaveCount(0);
  await pw.button('Next').click();
  await expect(pw.progress(2, key.length)).toBeVisible();
  await pw.button('Back').click();
  await expect(pw.progress(1, key.length)).toBeVisible();
  await pw.option(key[0]!.correct).check();
  for (let i = 0; i < key.length; i++) await pw.button('Next').click();
  await expect(pw.panel.getByText(`Scored 1/${key.length} and earned 1 point.`)).toBeVisible();
  await expect(pw.wordWallLink).toHaveCount(0);
  await expectAccessible(page);
  await pw.button('Return to activities').click();
  await expect.poll(() => pw.param('activityPanel')).toBeNull();

  // PW-15: present mode hides the answers until "Show answers".
  await article.goto(
    contentId,
    `levelId=${level.id}&presentMode=true&activityPanel=power_words_activity&powerWordsActivityId=${activityId}`,
  );
  await expect(pw.progress(1, key.length)).toBeVisible();
  await expect(pw.marked('correct')).toHaveCount(0);
  await expect(pw.panel.getByText(definitionLine(key[0]!.headword))).toHaveCount(0);
  await pw.button('Show answers').click();
  await expect(pw.mark(key[0]!.correct, 'correct')).toBeVisible();
  await expect(pw.panel.getByText(definitionLine(key[0]!.headword))).toBeVisible();
  await expect(pw.button('Hide answers')).toHaveAttribute('aria-pressed', 'true');
  await pw.button('Next').click();
  await expect(pw.mark(key[1]!.correct, 'correct')).toBeVisible();
  await pw.button('Hide answers').click();
  await expect(pw.option(key[1]!.correct)).toBeVisible();
  await expect(pw.marked('correct')).toHaveCount(0);
  await expectAccessible(page);
});

test('PW-14 a parent previews Power Words like a teacher, without the answer key: Back and Next, the same progress bar', async ({
  page,
}) => {
  const { contentId, activityId, keys } = await answerKeys(page);
  await signInAs(page, 'parent');
  const level = (await levelsOf(page, contentId)).find((l) => l.language === 'en')!;
  const key = keys.get(level.id)!;
  const pw = new PowerWordsPanel(page);
  await new ArticlePage(page).goto(
    contentId,
    `levelId=${level.id}&activityPanel=power_words_activity&powerWordsActivityId=${activityId}`,
  );
  await expect(pw.panel.getByRole('heading', { name: `Question 1 of ${key.length}` })).toBeVisible();
  await expect(pw.panel.getByRole('progressbar', { name: 'Power Words progress' })).toBeVisible();
  await expect(pw.button('Back')).toBeDisabled();
  await expect(pw.button('Submit')).toHaveCount(0);
  await expect(pw.marked('correct')).toHaveCount(0);
  await expect(pw.panel.getByText(definitionLine(key[0]!.headword))).toHaveCount(0);
  await pw.button('Next').click();
  await expect(pw.progress(2, key.length)).toBeVisible();
  await expectAccessible(page);
});

/** The line that names a word with its definition: "mantle: the layer …". */
function definitionLine(headword: string) {
  const escaped = headword.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&');
  return new RegExp(`^${escaped}: `);
}
