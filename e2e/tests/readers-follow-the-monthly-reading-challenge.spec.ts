import { expect, test, type Page } from '@playwright/test';
import { ArticlePage, contentIdOf, levelsOf } from '../pages/article-page.js';
import { ChallengePages } from '../pages/challenge-pages.js';
import { correctChoiceIds, powerWordsActivityId } from '../pages/power-words-panel.js';
import { expectAccessible, signInAs, waitForHydration } from '../pages/sign-in-page.js';

// Students follow their own monthly reading challenge (progress, history, rewards, a topic, the
// explainer); teachers see each class's goal as counts only; the feature flag turns it all off.

const SLUG = 'tide-pool-photo-essay';
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const now = new Date();
const THIS_MONTH = `${MONTHS[now.getUTCMonth()]} ${now.getUTCFullYear()}`;
const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
const LAST_MONTH = `${MONTHS[last.getUTCMonth()]} ${last.getUTCFullYear()}`;
const LAST_MONTH_ID = `${last.getUTCFullYear()}-${String(last.getUTCMonth() + 1).padStart(2, '0')}` as const;

const csrf = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'csrftoken')!.value;

async function me(page: Page) {
  return (await (await page.request.get('/api/v2/users/me/')).json()) as { id: number; display_name: string };
}

/** The correct answer ids of the article's first English level, read with the teacher's session. */
async function correctAnswers(page: Page) {
  await signInAs(page, 'teacher');
  const contentId = await contentIdOf(page.request, SLUG);
  const activityId = await powerWordsActivityId(page, contentId);
  const level = (await levelsOf(page, contentId)).find((l) => l.language === 'en')!;
  const ids = await correctChoiceIds(page, activityId, level.id);
  await page.context().clearCookies();
  return { contentId, ids };
}

test('TOKEN-02 TOKEN-06 TOKEN-08 TOKEN-09 TOKEN-10 TOKEN-11 a student follows this month’s challenge, their history, rewards and a topic', async ({
  page,
}) => {
  const { contentId, ids } = await correctAnswers(page);
  await signInAs(page, 'student23');
  const challenge = new ChallengePages(page);

  // The home page card: nothing read yet this month.
  await page.goto('/');
  await waitForHydration(page);
  const card = page.getByRole('region', { name: `Reading challenge · ${THIS_MONTH}` });
  await expect(card.getByRole('progressbar', { name: 'Articles read' })).toHaveAttribute('aria-valuenow', '0');
  await expect(card.getByText('0 of 9 articles')).toBeVisible();

  // Finishing the article's Power Words (all right) counts the article and earns 50 tokens.
  const token = await csrf(page);
  for (const id of ids) {
    const res = await page.request.post('/api/v2/student-vocabulary-answer/', {
      headers: { 'x-csrftoken': token },
      data: { answer_choice_content_id: id, date_answered: new Date().toISOString() },
    });
    expect(res.status()).toBe(201);
  }

  await card.getByRole('link', { name: 'See your challenge' }).click();
  await waitForHydration(page);
  await challenge.expectHeading(THIS_MONTH);
  const bar = challenge.progressbar('Articles read');
  await expect(bar).toHaveAttribute('aria-valuenow', '1');
  await expect(bar).toHaveAttribute('aria-valuemax', '9');
  await expect(bar).toHaveAttribute('aria-valuetext', '1 of 9 articles');
  await expect(page.getByText('Read 8 more articles to earn this month’s badge.')).toBeVisible();
  await expect(page.getByRole('img', { name: `${THIS_MONTH} badge, not earned yet` })).toBeVisible();
  await expect(challenge.tokens('50 tokens').first()).toBeVisible();
  await expect(page.getByRole('main').locator(`a[href="/view/${contentId}"]`)).toBeVisible();
  await expectAccessible(page);

  // TOKEN-08, TOKEN-09: the explainer, in the student's words; Escape and Close both close it.
  await challenge.explainerButton.click();
  const dialog = challenge.explainer('Your monthly reading challenge');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Read at least 9 articles this month to earn this month’s badge.')).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(challenge.explainerButton).toBeFocused();
  await challenge.explainerButton.click();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);

  // TOKEN-11: the sub-navigation between the challenge pages marks the page it is on.
  await expect(challenge.subnav.getByRole('link')).toHaveText(['This month', 'Past months', 'Rewards']);
  await expect(challenge.subnav.getByRole('link', { name: 'This month' })).toHaveAttribute('aria-current', 'page');
  // Nothing was read before this month, so there is no month before to go to.
  await expect(page.getByRole('navigation', { name: 'Months' })).toHaveCount(0);
  await challenge.subnav.getByRole('link', { name: 'Past months' }).click();
  await expect(page).toHaveURL(/\/challenges\/history$/);
  await challenge.expectHeading('Past months');
  await expect(challenge.subnav.getByRole('link', { name: 'Past months' })).toHaveAttribute('aria-current', 'page');
  await expect(challenge.subnav.getByRole('link', { name: 'This month' })).not.toHaveAttribute('aria-current', /.*/);
  await expect(page.getByRole('heading', { name: 'No past months yet' })).toBeVisible();
  await expectAccessible(page);

  await challenge.subnav.getByRole('link', { name: 'Rewards' }).click();
  await expect(page).toHaveURL(/\/challenges\/rewards$/);
  await challenge.expectHeading('Your rewards');
  await expect(challenge.subnav.getByRole('link', { name: 'Rewards' })).toHaveAttribute('aria-current', 'page');
  await expect(challenge.tokens('50 tokens')).toBeVisible();
  await expect(page.getByText('No badges yet. Read 9 articles in a month to earn your first one.')).toBeVisible();
  await expectAccessible(page);

  // A past month by its id: one of the past months, named as that month, leading on to this month.
  await challenge.goto(`/${LAST_MONTH_ID}`);
  await challenge.expectHeading(LAST_MONTH);
  await expect(challenge.subnav.getByRole('link', { name: 'Past months' })).toHaveAttribute('aria-current', 'true');
  await expect(challenge.progressbar('Articles read')).toHaveAttribute('aria-valuenow', '0');
  await expect(page.getByText('No articles were read that month.')).toBeVisible();
  await expect(page.getByText(/this month’s badge/)).toHaveCount(0);
  const months = page.getByRole('navigation', { name: 'Months' });
  await expect(months.getByRole('link')).toHaveText(['This month ›']);
  await months.getByRole('link', { name: 'This month ›' }).click();
  await expect(page).toHaveURL(/\/challenges$/);

  // TOKEN-05: the topic page lists the subject's articles with the tokens earned on each, and leads back.
  await challenge.goto('/topics/SCIENCE');
  await challenge.expectHeading('Science');
  await expect(
    page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Reading challenge' }),
  ).toHaveAttribute('href', '/challenges');
  const row = page.getByRole('listitem').filter({ has: page.locator(`a[href="/view/${contentId}"]`) });
  await expect(row.getByRole('img', { name: /^50 of \d+ tokens earned$/ })).toBeVisible();
  await expectAccessible(page);
});

test('TOKEN-10 TOKEN-11 a student who read last month finds it among the past months, and the months lead to each other', async ({
  page,
}) => {
  // The demo's student13 read nine articles last month: enough for its badge.
  await signInAs(page, 'student13');
  const challenge = new ChallengePages(page);
  await challenge.goto('/history');
  await challenge.expectHeading('Past months');
  await expect(page.getByRole('main').getByRole('link', { name: LAST_MONTH })).toHaveAttribute(
    'href',
    `/challenges/${LAST_MONTH_ID}`,
  );

  await challenge.goto();
  const months = page.getByRole('navigation', { name: 'Months' });
  await months.getByRole('link', { name: `‹ ${LAST_MONTH}` }).click();
  await expect(page).toHaveURL(new RegExp(`/challenges/${LAST_MONTH_ID}$`));
  await challenge.expectHeading(LAST_MONTH);
  await expect(challenge.subnav.getByRole('link', { name: 'Past months' })).toHaveAttribute('aria-current', 'true');
  await expect(page.getByText(`You earned the ${LAST_MONTH} badge.`)).toBeVisible();
  await expect(page.getByText(/this month’s badge/)).toHaveCount(0);
  await expect(months.getByRole('link')).toHaveText(['This month ›']);
  await expectAccessible(page);
});

test('TOKEN-05 TOKEN-08 PW-13 on the article the token panel explains the challenge; an empty word wall points to the library', async ({
  page,
}) => {
  await signInAs(page, 'student24');
  const contentId = await contentIdOf(page.request, SLUG);
  await new ArticlePage(page).goto(contentId);
  const challenge = new ChallengePages(page);
  await expect(challenge.tokenPanel).toBeVisible();
  await expect(challenge.tokenPanel.getByRole('listitem').filter({ hasText: 'Quiz' }).getByText('To do')).toBeVisible();
  await challenge.tokenPanel.getByRole('button', { name: 'How it works' }).click();
  const dialog = challenge.explainer('Your monthly reading challenge');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  await page.goto('/student-binder/word-wall');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Your word wall is empty for now' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Find an article in the library' })).toHaveAttribute('href', '/search');
  await expectAccessible(page);
});

test('TOKEN-09 TOKEN-11 a teacher sees each class’s goal as counts, the teacher explainer, and no student names', async ({
  page,
}) => {
  await signInAs(page, 'student23');
  const student = await me(page);
  await page.context().clearCookies();

  await signInAs(page, 'teacher');
  await page.goto('/');
  await waitForHydration(page);
  const card = page.getByRole('region', { name: `Reading challenge · ${THIS_MONTH}` });
  await expect(card.getByRole('progressbar').first()).toBeVisible();
  await card.getByRole('link', { name: 'See class goals' }).click();

  const challenge = new ChallengePages(page);
  await challenge.expectHeading(THIS_MONTH);
  const goals = page.getByRole('region', { name: 'Class goals' });
  const period2 = goals.getByRole('progressbar', { name: /^Period 2 · English 7: students with the badge$/ });
  await expect(period2).toHaveAttribute('aria-valuemax', '25');
  await expect(goals.getByText(/^\d+ of 25 students have earned this month's badge$/)).toBeVisible();
  await expect(goals.getByText(/^\d+ of 5 students have earned this month's badge$/)).toBeVisible();
  // Counts only: no student is named or ranked.
  await expect(page.getByText(student.display_name)).toHaveCount(0);
  await expect(page.getByText(/leaderboard/i)).toHaveCount(0);
  // History and rewards are each student's own: a teacher has no sub-navigation to them.
  await expect(challenge.subnav).toHaveCount(0);
  await expectAccessible(page);

  await challenge.explainerButton.click();
  const dialog = challenge.explainer('The monthly reading challenge');
  await expect(dialog.getByText(/Students see only their own progress: there is no leaderboard\./)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // The month before, which Period 2 read in: its own badge, never "this month's".
  const months = page.getByRole('navigation', { name: 'Months' });
  await months.getByRole('link', { name: `‹ ${LAST_MONTH}` }).click();
  await expect(page).toHaveURL(new RegExp(`/challenges/${LAST_MONTH_ID}$`));
  await challenge.expectHeading(LAST_MONTH);
  await expect(goals.getByText(new RegExp(`^\\d+ of 25 students earned the ${LAST_MONTH} badge$`))).toBeVisible();
  await expect(page.getByText(/this month.s badge/)).toHaveCount(0);
  await expect(months.getByRole('link', { name: 'This month ›' })).toHaveAttribute('href', '/challenges');

  // Rewards are a student's: a teacher gets an explanation and the way to the class goals.
  await challenge.goto('/rewards');
  await expect(page.getByRole('heading', { name: 'Rewards belong to students' })).toBeVisible();
  await page.getByRole('link', { name: 'See class goals' }).click();
  await expect(page).toHaveURL(/\/challenges$/);
  await expect(page.getByRole('region', { name: 'Class goals' })).toBeVisible();
  await page.goto('/student-binder/word-wall');
  await waitForHydration(page);
  await expect(page.getByText(/The word wall is where students collect the Power Words they practise/)).toBeVisible();
  await expectAccessible(page);
});

test('TOKEN-09 TOKEN-11 a parent and a school admin learn what the challenge is, and each challenge page leads somewhere real', async ({
  page,
}) => {
  const challenge = new ChallengePages(page);
  for (const who of [
    { username: 'parent', heading: 'Your child follows the challenge in their own account', next: 'See your child’s work' },
    { username: 'principal', heading: 'Students and their teachers follow the challenge', next: 'See your school’s classes' },
  ]) {
    await signInAs(page, who.username);
    for (const [path, title] of [
      ['', 'The monthly reading challenge'],
      ['/history', 'Past months'],
      ['/rewards', 'Rewards'],
    ] as const) {
      await challenge.goto(path);
      await challenge.expectHeading(title);
      await expect(page.getByRole('heading', { level: 2, name: who.heading })).toBeVisible();
      // No tabs and no class goals that are not theirs; no explainer written for students or teachers.
      await expect(challenge.subnav).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'See class goals' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: /^How .*works$/ })).toHaveCount(0);
      await expect(page.getByRole('main').getByRole('link', { name: who.next })).toHaveAttribute('href', '/');
    }
    await expectAccessible(page);
    await page.getByRole('main').getByRole('link', { name: who.next }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.context().clearCookies();
  }
});

test('TOKEN-07 with the reading_challenge flag off, a student sees no tokens and no challenge', async ({ page }) => {
  await signInAs(page, 'student24');
  const student = await me(page);
  await page.context().clearCookies();
  await signInAs(page, 'staff');
  const res = await page.request.put('/api/v2/features/', {
    headers: { 'x-csrftoken': await csrf(page) },
    data: { scope: 'user', scope_id: student.id, name: 'reading_challenge', enabled: false },
  });
  expect(res.ok()).toBe(true);
  await page.context().clearCookies();

  await signInAs(page, 'student24');
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: /^Reading challenge/ })).toHaveCount(0);
  const contentId = await contentIdOf(page.request, SLUG);
  await new ArticlePage(page).goto(contentId);
  await expect(page.getByRole('complementary', { name: 'Activities' }).getByRole('link', { name: /^Power Words/ })).toBeVisible();
  await expect(new ChallengePages(page).tokenPanel).toHaveCount(0);
  await new ChallengePages(page).goto();
  await expect(page.getByText('The reading challenge isn’t turned on for your account.')).toBeVisible();
});
