import { expect, test, type Locator } from '@playwright/test';
import { ArticlePage, contentIdOf, levelsOf } from '../pages/article-page.js';
import { deleteAssignmentsTitled, publishAssignment } from '../pages/assignment-lists.js';
import { expectAccessible, signInAs as signIn, waitForHydration } from '../pages/sign-in-page.js';

// Readers open /view/{contentId} and get the level the spec's rules choose, or the screen that
// says why they cannot (PLAT-19 … PLAT-59, LEVEL-06 … LEVEL-13).

test('PLAT-54 a decodable article shows its badge, and Copy link copies the page address', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, 'teacher');
  const id = await contentIdOf(page.request, 'lighthouse-cat');
  await new ArticlePage(page).goto(id);
  await expect(page.getByText('Decodable', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('button', { name: 'Link copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
});

test('LEVEL-06 LEVEL-07 PLAT-18 PLAT-19 PLAT-20 PLAT-52 PLAT-53 a teacher opens an article at the grade most of their students are in', async ({
  page,
}) => {
  await signIn(page, 'teacher');
  const id = await contentIdOf(page.request, 'volcanoes-build-islands');
  const grade7 = (await levelsOf(page, id)).find((l) => l.language === 'en' && l.grade === 7)!;
  const article = new ArticlePage(page);
  await article.goto(id);
  await expect(article.heading).toHaveText(grade7.title);
  await expect(page).toHaveTitle(`${grade7.title} · Lectern`);
  // PLAT-18: top bar, tools, the article in main, the activity panel beside it, the page bottom.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Article tools' })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Activities' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  expect((await page.getByRole('main').boundingBox())!.width).toBeLessThanOrEqual(996);
  // PLAT-24: the page names its level in the URL (history replace, no reload).
  await expect.poll(() => article.levelIdInUrl()).toBe(String(grade7.id));
  await article.expectFact('Recommended For', true);
  await article.expectFact('Text Level', true);
  // Whole grades, never a decimal.
  await expect(page.getByText(/reads like grade \d+\+?$/)).toBeVisible();
  await expect(page.getByText(/reads like grade \d+\.\d/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible();
  await page.getByRole('button', { name: 'View all' }).click();
  const dialog = page.getByRole('dialog', { name: 'Standards' });
  await expect(dialog.getByRole('link', { name: 'Find articles for this standard' }).first()).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expectAccessible(page);
});

test('TOOLBAR-02 PLAT-18 PLAT-52 PLAT-53 the article tools and facts sit on the page grid: one button shape at 1280, none under another, two tidy lines on a phone', async ({
  page,
}) => {
  await signIn(page, 'teacher');
  const id = await contentIdOf(page.request, 'volcanoes-build-islands');
  const title = 'Toolbar check: volcanoes';
  await deleteAssignmentsTitled(page, [title]);
  await publishAssignment(page, id, title);
  const article = new ArticlePage(page);
  const tools = page.getByRole('region', { name: 'Article tools' });
  const box = async (l: Locator) => (await l.boundingBox())!;
  const fact = (name: string) => page.locator('dt', { hasText: new RegExp(`^${name}$`) });

  await page.setViewportSize({ width: 1280, height: 800 });
  await article.goto(id);
  await expect(tools.getByRole('status')).toHaveText(/^Assignment published/);
  // On the page grid: the level under the logo, the Activities toggle's right edge over the panel's.
  const logo = await box(page.getByRole('banner').getByRole('link').first());
  const level = await box(article.levelPicker);
  const toggle = await box(tools.getByRole('button', { name: 'Hide activities' }));
  const panel = await box(page.getByRole('complementary', { name: 'Activities' }));
  expect(Math.abs(level.x - logo.x)).toBeLessThanOrEqual(1);
  expect(Math.abs(toggle.x + toggle.width - (panel.x + panel.width))).toBeLessThanOrEqual(1);
  // One button shape; every action shown in the tools, none over another (a teacher's many actions
  // wrap onto a second line at the right, TOOLBAR-01), none under the Activities toggle.
  const buttons = tools.getByRole('button');
  const toolsBox = await box(tools);
  const boxes: { name: string; x: number; y: number; width: number; height: number }[] = [];
  for (const b of await buttons.all()) {
    if (!(await b.isVisible())) continue;
    boxes.push({ name: (await b.getAttribute('aria-label')) ?? (await b.textContent()) ?? '', ...(await box(b)) });
  }
  const overlap = (a: (typeof boxes)[number], b: (typeof boxes)[number]) =>
    a.x < b.x + b.width - 1 && b.x < a.x + a.width - 1 && a.y < b.y + b.height - 1 && b.y < a.y + a.height - 1;
  for (const [i, a] of boxes.entries()) {
    expect(a.y, a.name).toBeGreaterThanOrEqual(toolsBox.y);
    expect(a.y + a.height, a.name).toBeLessThanOrEqual(toolsBox.y + toolsBox.height);
    for (const b of boxes.slice(i + 1)) expect(overlap(a, b), `${a.name} / ${b.name}`).toBe(false);
  }
  const radii = await buttons.evaluateAll((bs) => [...new Set(bs.map((b) => getComputedStyle(b).borderTopLeftRadius))]);
  expect(radii).toHaveLength(1);
  // The page bottom starts where the text does; "View all" ends the standards' line, never alone.
  const heading = await box(article.heading);
  expect(Math.abs((await box(page.getByRole('contentinfo'))).x - heading.x)).toBeLessThanOrEqual(1);
  const standards = await box(page.locator('dd', { has: page.getByRole('button', { name: 'View all' }) }));
  expect((await box(page.getByRole('button', { name: 'View all' }))).x).toBeGreaterThan(standards.x + 20);

  await page.setViewportSize({ width: 375, height: 740 });
  await article.goto(id);
  // Line one: the level and Activities (a secondary button, like Copy link); line two: the status, "⋯" and Assign.
  const phoneLevel = await box(article.levelPicker);
  const activities = tools.getByRole('button', { name: 'Activities', exact: true });
  expect(Math.abs((await box(activities)).y - phoneLevel.y)).toBeLessThanOrEqual(2);
  const background = (l: Locator) => l.evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(await background(activities)).toBe(await background(page.getByRole('button', { name: 'Copy link' })));
  const assign = await box(tools.getByRole('button', { name: 'Assign', exact: true }));
  expect(assign.y).toBeGreaterThan(phoneLevel.y + phoneLevel.height);
  await expect(tools.getByRole('button', { name: 'Present' })).toBeHidden();
  await tools.getByRole('button', { name: 'More actions and assignment options' }).click();
  const menu = page.getByRole('menu');
  await expect(menu.locator(':scope > li > [role^="menuitem"]')).toHaveText([
    'Present',
    'View as student',
    'Share',
    'Translate',
    'Paragraph numbers',
    /^Text size/,
    'Cite',
    'Print',
    'Hide from classes',
    'Add to text set',
    'Assignment settings',
    'Duplicate assignment',
    'Delete assignment',
  ]);
  await page.keyboard.press('Escape');
  // The facts in two columns that line up.
  expect((await box(fact('Recommended For'))).x).toBe((await box(fact('Text Level'))).x);
  expect((await box(fact('Words'))).x).toBe((await box(fact('Published'))).x);
  await expectAccessible(page);
  await deleteAssignmentsTitled(page, [title]);
});

test('LEVEL-13 LEVEL-09 PLAT-17 changing level updates levelId and sends question back to 1, without a reload', async ({
  page,
}) => {
  await signIn(page, 'teacher');
  const id = await contentIdOf(page.request, 'honeybee-waggle-dance');
  const levels = await levelsOf(page, id);
  const grade3 = levels.find((l) => l.language === 'en' && l.grade === 3)!;
  const spanishOriginal = levels.find((l) => l.language === 'es' && l.is_original_level)!;
  const article = new ArticlePage(page);
  await article.goto(id, `levelId=${grade3.id}&question=3`);
  await expect(article.heading).toHaveText(grade3.title);
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
  // Grouped by language and band: Spanish levels are offered under their own groups.
  await expect(article.levelPicker.locator('optgroup', { hasText: '' })).toHaveCount(8);
  await article.levelPicker.selectOption(String(spanishOriginal.id));
  await expect(article.heading).toHaveText(spanishOriginal.title);
  expect(article.levelIdInUrl()).toBe(String(spanishOriginal.id));
  expect(new URL(page.url()).searchParams.get('question')).toBe('1');
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
});

test('LEVEL-06 PLAT-52 a student reads at their recommended level without Recommended For or Text Level', async ({ page }) => {
  await signIn(page, 'student');
  const id = await contentIdOf(page.request, 'volcanoes-build-islands');
  const grade7 = (await levelsOf(page, id)).find((l) => l.language === 'en' && l.grade === 7)!;
  const article = new ArticlePage(page);
  await article.goto(id);
  await expect(article.heading).toHaveText(grade7.title);
  await article.expectFact('Words', true);
  await article.expectFact('Recommended For', false);
  await article.expectFact('Text Level', false);
  await expectAccessible(page);
});

test('LEVEL-06 PLAT-62 a levelId in the link wins over the recommendation; an unknown one opens with a notice', async ({
  page,
}) => {
  await signIn(page, 'student');
  const id = await contentIdOf(page.request, 'volcanoes-build-islands');
  const grade3 = (await levelsOf(page, id)).find((l) => l.language === 'en' && l.grade === 3)!;
  const article = new ArticlePage(page);
  await article.goto(id, `levelId=${grade3.id}`);
  await expect(article.heading).toHaveText(grade3.title);
  await expect(article.levelPicker).toHaveValue(String(grade3.id));
  await article.goto(id, 'levelId=99999999');
  await expect(page.getByRole('status').filter({ hasText: 'That level isn’t part of this article' })).toBeVisible();
  await expect(article.heading).toHaveText(/.+/);
  await expect.poll(() => article.levelIdInUrl()).not.toBe('99999999');
});

test('PLAT-35 PLAT-40 PLAT-42 PLAT-43 a lite student cannot open premium content: a 403 page', async ({ page }) => {
  // Looked up before signing in: a lite student's library does not list premium articles at all.
  const id = await contentIdOf(page.request, 'missing-map-play');
  await signIn(page, 'lite_student');
  const res = await new ArticlePage(page).goto(id);
  expect(res?.status()).toBe(403);
  await expect(
    page.getByRole('heading', {
      name: "This content isn't available. Ask a teacher for help or visit the homepage to find available content.",
    }),
  ).toBeVisible();
  await expect(page.getByText(/Willow Creek Nature Park/)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Go to the homepage' })).toBeVisible();
  await expectAccessible(page);
});

test('PLAT-05 PLAT-32 PLAT-34 PLAT-41 a signed-out visitor gets the public view, and a sign-in screen on premium', async ({
  page,
}) => {
  const poem = await contentIdOf(page.request, 'rain-on-the-roof');
  const article = new ArticlePage(page);
  await article.goto(poem);
  await expect(article.heading).toHaveText('Rain on the Roof');
  await expect(page.getByRole('img', { name: /rain/i })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in to read' })).toHaveAttribute('href', `/signin?next=%2Fview%2F${poem}`);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.getByLabel('Reading level')).toHaveCount(0);
  await expectAccessible(page);

  const volcanoes = await contentIdOf(page.request, 'volcanoes-build-islands');
  await article.goto(volcanoes);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);

  await expect(page.getByRole('heading', { level: 2, name: 'Sign in to read this article at your level' })).toBeVisible();

  // A premium article gets the same page: the article named, flagged premium, and why it needs an account.
  const play = await contentIdOf(page.request, 'missing-map-play');
  const res = await article.goto(play);
  expect(res?.status()).toBe(401);
  await expect(article.heading).toHaveText(/^The Missing Map/);
  await expect(page.getByText('Premium', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Sign in to read this article', exact: true })).toBeVisible();
  await expect(
    page.getByText('This article is part of a school subscription. Sign in with your school account to read it.'),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Sign in to read' }).click();
  await expect(page).toHaveURL(new RegExp(`/signin\\?next=%2Fview%2F${play}`));
});

test('PLAT-37 PLAT-38 a district advisory keeps a grade 4 student out (451) and tells teachers why (PLAT-49 PLAT-51)', async ({
  page,
}) => {
  await signIn(page, 'student26');
  const id = await contentIdOf(page.request, 'should-school-start-later');
  const article = new ArticlePage(page);
  const res = await article.goto(id);
  expect(res?.status()).toBe(451);
  await expect(page.getByRole('heading', { name: "This content isn't available" })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Search the library' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the homepage' })).toBeVisible();
  await expectAccessible(page);

  await page.context().clearCookies();
  await signIn(page, 'teacher');
  await article.goto(id);
  await expect(page.getByRole('note', { name: 'Advisory' })).toContainText(
    'Your district has flagged this content for grades K–5.',
  );
});

test('PLAT-47 teachers see the content warning with its default text; students do not', async ({ page }) => {
  await signIn(page, 'teacher');
  const id = await contentIdOf(page.request, 'town-rebuilds-after-flood');
  const article = new ArticlePage(page);
  await article.goto(id);
  await expect(page.getByRole('note', { name: 'Content warning' })).toHaveText(
    'This material contains sensitive content that may be upsetting for some readers.',
  );
  await page.context().clearCookies();
  await signIn(page, 'student');
  await article.goto(id);
  await expect(article.heading).toBeVisible();
  await expect(page.getByRole('note', { name: 'Content warning' })).toHaveCount(0);
});

test('PLAT-16 PLAT-58 PLAT-59 the activity panel: Back removes the panel parameters; on a phone Escape closes it', async ({
  page,
}) => {
  await signIn(page, 'student');
  const id = await contentIdOf(page.request, 'volcanoes-build-islands');
  const article = new ArticlePage(page);
  await article.goto(id, 'activityPanel=quiz&question=2&quizId=9');
  const panel = page.getByRole('complementary', { name: 'Quiz' });
  await expect(panel).toBeVisible();
  await panel.getByRole('button', { name: /Activities/ }).click();
  await expect(page.getByRole('complementary', { name: 'Activities' })).toBeVisible();
  const params = new URL(page.url()).searchParams;
  expect(params.has('activityPanel') || params.has('question') || params.has('quizId')).toBe(false);
  expect(params.get('levelId')).not.toBeNull();

  // On a phone the panel is a modal drawer over the article.
  await page.setViewportSize({ width: 390, height: 844 });
  await article.goto(id);
  await expect(page.getByRole('dialog', { name: 'Activities' })).toBeHidden();
  await page.getByRole('button', { name: 'Activities', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Activities' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Activities' })).toBeHidden();
});

test('the library finds articles by words and filters, and opens them', async ({ page }) => {
  await page.goto('/search');
  await waitForHydration(page);
  await page.getByLabel('Search').fill('volcano');
  await expect(page.getByRole('heading', { name: /Volcanic Islands/ })).toBeVisible();
  await page.getByLabel('Search').fill('');
  await page.getByLabel('Language').selectOption('es');
  await expect(page.getByRole('status').filter({ hasText: '4 articles' })).toBeVisible();
  await expect(page).toHaveURL(/language=es/);
  await page.getByRole('heading', { name: /Honeybees/ }).click();
  await expect(page).toHaveURL(/\/view\/\d+/);
  await expect(page.getByRole('link', { name: 'Sign in to read' })).toBeVisible();
});

test('LEVEL-03 a teacher sees why a student reads at a level, sets it, and the student reads there', async ({ page }) => {
  await signIn(page, 'teacher');
  await page.goto('/account/classes');
  await waitForHydration(page);
  const period2 = page.getByRole('region', { name: /^Period 2/ });
  const roster = period2.getByRole('button', { name: /^Students and groups/ });
  if ((await roster.getAttribute('aria-expanded')) !== 'true') await roster.click();
  await period2.getByRole('button', { name: 'Reading level of Noah Nguyen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reading level' });
  await expect(dialog.getByText("Matched to the student's grade (7).")).toBeVisible();
  await dialog.getByLabel('Reading level for Noah').selectOption('3');
  await dialog.getByRole('button', { name: 'Save reading level' }).click();
  await expect(dialog).toBeHidden();

  await page.context().clearCookies();
  await signIn(page, 'student3');
  const id = await contentIdOf(page.request, 'volcanoes-build-islands');
  const grade3 = (await levelsOf(page, id)).find((l) => l.language === 'en' && l.grade === 3)!;
  await new ArticlePage(page).goto(id);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(grade3.title);
});

test('PLAT-22 PLAT-23 redirectUrl leaves the query of a signed-in reader, and is followed on an error', async ({ page }) => {
  await signIn(page, 'student');
  const id = await contentIdOf(page.request, 'volcanoes-build-islands');
  const article = new ArticlePage(page);
  await article.goto(id, 'redirectUrl=%2Fsearch');
  await expect.poll(() => new URL(page.url()).searchParams.has('redirectUrl')).toBe(false);
  await expect(article.heading).toBeVisible();

  await page.context().clearCookies();
  await signIn(page, 'student26');
  const editorial = await contentIdOf(page.request, 'should-school-start-later');
  await page.goto(`/view/${editorial}?redirectUrl=%2Fsearch%3Fq%3Dsleep`);
  await expect(page).toHaveURL(/\/search\?q=sleep&preventRedirect=true$/);
});
