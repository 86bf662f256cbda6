import { expect, test, type Browser, type Page } from '@playwright/test';
import { contentIdOf } from '../pages/article-page.js';
import { signInAs } from '../pages/sign-in-page.js';
import { isResourcePath, opensDialog, pageTablePaths, pathPatterns, shapeOf, SiteTour, WIDTHS } from '../pages/site-tour.js';
import { videoIdOf } from '../pages/video-pages.js';

// Every role walks every page of the page table and every same-origin link found on the way, at
// 375, 768 and 1280 px. A page fails on a console error or uncaught exception (hydration errors
// included), a link answering 404, sideways scrolling, a control cut off by the screen edge or
// covered by the sticky header, an axe violation (WCAG 2.0–2.2 A and AA), or a skip link that is
// missing, hidden when focused or leads nowhere. Pages with an id that does not exist answer 404
// and say so. The crawl is bounded: one page per kind of URL (see shapeOf) and at most
// MAX_PAGES pages per role; the other links found get their status checked.

const MAX_PAGES = 30;

// Hundreds of page loads: a trace or a screenshot of them would cost more than the tour itself,
// and the problems are reported as text.
test.use({ trace: 'off', screenshot: 'off' });

type Kind = 'visitor' | 'student' | 'teacher' | 'parent' | 'admin';
interface Role {
  name: string;
  username: string | null;
  kind: Kind;
}

const ROLES: Role[] = [
  { name: 'a signed-out visitor', username: null, kind: 'visitor' },
  { name: 'a student', username: 'student', kind: 'student' },
  { name: 'a teacher', username: 'teacher', kind: 'teacher' },
  { name: 'a lite teacher', username: 'lite_teacher', kind: 'teacher' },
  { name: 'a parent', username: 'parent', kind: 'parent' },
  { name: 'a school admin', username: 'principal', kind: 'admin' },
];

/** Ids that exist in the demo data, found through the API. */
interface Ids {
  article: string;
  premiumArticle: string;
  /** An interactive video (free) and a partner video lesson. */
  interactiveVideo: string;
  videoLesson: string;
  /** The shared link of the assignment made for the tour (/assignment/{id}). */
  assignmentLink: string;
  lastMonth: string;
}

/**
 * Each page of the page table as concrete URLs for a role. Pages a role may not open are still
 * visited: their redirect is followed and the page it leads to is toured.
 */
const PAGE_URLS: Record<string, (role: Role, ids: Ids) => string[]> = {
  '/signin': () => ['/signin'],
  '/': () => ['/'],
  '/home': () => ['/home'],
  '/search': () => ['/search'],
  '/view/:contentId': (_r, ids) => [`/view/${ids.article}`, `/view/${ids.premiumArticle}`],
  '/assignments': () => ['/assignments'],
  '/binder/assignments': () => ['/binder/assignments'],
  // The link is the assignment's; only its teacher and its students may open it.
  '/assignment/:contentId': (r, ids) =>
    r.kind === 'student' || r.username === 'teacher' ? [`/assignment/${ids.assignmentLink}`] : [],
  '/solutions': () => ['/solutions'],
  '/student-binder/word-wall': () => ['/student-binder/word-wall'],
  '/challenges': () => ['/challenges'],
  '/challenges/history': () => ['/challenges/history'],
  '/challenges/rewards': () => ['/challenges/rewards'],
  '/challenges/topics/:topicId': () => ['/challenges/topics/SCIENCE'],
  '/challenges/:challengeId': (_r, ids) => [`/challenges/${ids.lastMonth}`],
  // Unknown paths under /challenges are in BAD_URLS.
  '/challenges/*': () => [],
  '/grading/:contentId': (_r, ids) => [`/grading/${ids.article}`],
  '/account/settings': () => ['/account/settings/'],
  '/account/classes': () => ['/account/classes'],
  '/text-sets': () => ['/text-sets'],
  // A text set's page is toured in teacher-makes-a-text-set (the demo data holds none); unknown ids are in BAD_URLS.
  '/subject/other/:textSetId': () => [],
  // A badge's link without its secret: the page that asks for a scan.
  '/badge': () => ['/badge'],
  // Ends acting as a teacher and leaves for home at once: checked on its own below.
  '/impersonate-stop': () => [],
  // Reached from the teacher's assignments list and class directory ("Progress"); journeys in teacher-sees-how-far-the-class-has-read.
  '/progress/assignments/:assignmentId': () => [],
  '/progress/classes/:classId': () => [],
  '/video/:contentId': (_r, ids) => [`/video/${ids.interactiveVideo}`],
  '/video-lesson': (_r, ids) => [`/video-lesson?contentId=${ids.videoLesson}`],
  // Opens the assignment modal at once: its status is checked, the page is not toured (an interactive video's Assign leads here).
  '/assignments/create': (r, ids) =>
    r.kind === 'teacher'
      ? [
          `/assignments/create?contentIds=${ids.interactiveVideo}&createdFrom=${ids.interactiveVideo}&return_url=/video/${ids.interactiveVideo}`,
        ]
      : [],
};

/** Unknown pages and ids that do not exist: each answers 404 with a page that says so (PLAT-42). */
const BAD_URLS: { path: string; access: 'public' | 'user' | 'teacher' }[] = [
  { path: '/view/999999', access: 'public' },
  { path: '/view/nope', access: 'public' },
  { path: '/challenges/garbage', access: 'public' },
  { path: '/challenges/topics/GARBAGE', access: 'public' },
  { path: '/challenges/no/such/page', access: 'public' },
  { path: '/assignment/nope', access: 'public' },
  { path: '/grading/nope', access: 'public' },
  { path: '/no-such-page', access: 'public' },
  { path: '/assignment/000000000000', access: 'user' },
  { path: '/grading/999999', access: 'teacher' },
  { path: '/subject/other/nope', access: 'public' },
  { path: '/subject/other/999999', access: 'user' },
  { path: '/progress/assignments/nope', access: 'public' },
  { path: '/progress/assignments/999999', access: 'teacher' },
  { path: '/progress/classes/999999', access: 'teacher' },
  { path: '/video/999999', access: 'user' },
  { path: '/video-lesson?contentId=999999', access: 'user' },
];

const mayOpen = (role: Role, access: 'public' | 'user' | 'teacher') =>
  access === 'public' || (access === 'user' ? role.kind !== 'visitor' : role.kind === 'teacher');

const csrfOf = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'csrftoken')!.value;

let ids: Ids;
let assignmentId: number | null = null;

/** The teacher's assignment of the tour's article to Reading group A (which has `student`), so assignment pages have one. */
async function withTeacher<T>(browser: Browser, fn: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await signInAs(page, 'teacher');
    return await fn(page);
  } finally {
    await context.close();
  }
}

test.beforeAll(async ({ browser }) => {
  const now = new Date();
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  await withTeacher(browser, async (page) => {
    const article = await contentIdOf(page.request, 'volcanoes-build-islands');
    const premiumArticle = await contentIdOf(page.request, 'silk-road-routes');
    const interactiveVideo = await videoIdOf(page.request, 'finding-the-main-idea');
    const videoLesson = await videoIdOf(page.request, 'how-plants-make-food');
    const classes = (await (await page.request.get('/api/v2/classrooms/')).json()) as {
      results: { name: string; groups: { id: number; name: string }[] }[];
    };
    const group = classes.results
      .find((c) => c.name === 'Period 2 · English 7')!
      .groups.find((g) => g.name === 'Reading group A')!;
    const res = await page.request.post('/api/v3/assignment/', {
      headers: { 'x-csrftoken': await csrfOf(page) },
      data: {
        title: 'Site tour: volcanoes',
        is_draft: false,
        assignment_members: [{ content_id: article }],
        group_ids: [group.id],
      },
    });
    expect(res.status()).toBe(201);
    const data = ((await res.json()) as { data: { assignment_id: number; content_id: string } }).data;
    assignmentId = data.assignment_id;
    ids = {
      article,
      premiumArticle,
      interactiveVideo,
      videoLesson,
      assignmentLink: data.content_id,
      lastMonth: `${last.getUTCFullYear()}-${String(last.getUTCMonth() + 1).padStart(2, '0')}`,
    };
  });
});

test.afterAll(async ({ browser }) => {
  if (assignmentId === null) return;
  const id = assignmentId;
  await withTeacher(browser, async (page) => {
    const res = await page.request.delete(`/api/v3/assignment/${id}/`, { headers: { 'x-csrftoken': await csrfOf(page) } });
    expect(res.ok()).toBe(true);
  });
});

test('the tour knows every page of the page table', () => {
  expect(pageTablePaths().sort()).toEqual(Object.keys(PAGE_URLS).sort());
});

/** Tours the site as one role; returns the problems found. */
async function tour(page: Page, role: Role, baseURL: string): Promise<string[]> {
  const site = new SiteTour(page, baseURL, role.username ?? 'visitor');
  const patterns = pathPatterns(pageTablePaths());
  const seeds = Object.values(PAGE_URLS).flatMap((urls) => urls(role, ids));

  // Which URLs are pages to tour: follow redirects, note dead links, one page per shape.
  const probed = new Map<string, number>();
  const tourList: { path: string }[] = [];
  const shapes = new Set<string>();
  const queue: { path: string; seed: boolean; from: string }[] = seeds.map((path) => ({
    path,
    seed: true,
    from: 'the page table',
  }));
  const consider = async (path: string, seed: boolean, from: string) => {
    for (let hops = 0; hops < 5; hops++) {
      if (probed.has(path)) return;
      const { status, location } = await site.probe(path);
      probed.set(path, status);
      if (status === 404 || status >= 500) {
        site.problems.push(`${path} (linked from ${from}) answered ${status}`);
        return;
      }
      if (status >= 300 && status < 400 && location) {
        from = `a redirect from ${path}`;
        path = location;
        continue;
      }
      if (isResourcePath(path) || opensDialog(path)) return;
      const shape = shapeOf(path, patterns);
      if (!seed && (shapes.has(shape) || tourList.length >= MAX_PAGES)) return;
      shapes.add(shape);
      tourList.push({ path });
      return;
    }
  };

  const [first, ...others] = WIDTHS;
  await page.setViewportSize(first);

  // Unknown pages: each answers 404 and says so, checked like any page at the first width.
  for (const bad of BAD_URLS) {
    if (!mayOpen(role, bad.access)) continue;
    await site.visit(bad.path, { status: 404, firstWidth: true });
    await expect(site.heading(), bad.path).toHaveText(/not found|couldn.t find/i);
  }

  while (queue.length > 0) {
    const next = queue.shift()!;
    await consider(next.path, next.seed, next.from);
  }
  // The first width crawls: links found on each page join the queue.
  for (let i = 0; i < tourList.length; i++) {
    const entry = tourList[i]!;
    const links = await site.visit(entry.path, { firstWidth: true });
    // PLAT-25: a visitor's sign-in link returns to the page they were on.
    // (Pages drawn without the top bar, sign-in and a badge's, have none.)
    if (role.kind === 'visitor' && !/^\/(signin|badge)\b/.test(entry.path)) {
      const here = new URL(page.url());
      await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toHaveAttribute(
        'href',
        `/signin?next=${encodeURIComponent(here.pathname + here.search)}`,
      );
    }
    for (const link of links) await consider(link, false, entry.path);
  }
  // The other widths revisit the same pages; links found only there are probed.
  for (const size of others) {
    await page.setViewportSize(size);
    for (const entry of tourList) {
      const links = await site.visit(entry.path, { firstWidth: false });
      for (const link of links) await consider(link, false, entry.path);
    }
  }

  // /impersonate-stop ends acting as a teacher and goes home; for anyone else it only goes home.
  if (role.kind !== 'visitor') {
    await page.goto('/impersonate-stop');
    await expect(page).toHaveURL(/\/$/);
  }
  const timings = Object.entries(site.timings)
    .map(([step, ms]) => `${step} ${(ms / 1000).toFixed(1)}s`)
    .join(', ');
  test
    .info()
    .annotations.push({ type: 'tour', description: `${tourList.length} pages, ${probed.size} links probed; ${timings}` });
  return site.problems;
}

for (const role of ROLES) {
  const requirements = role.kind === 'visitor' ? 'PLAT-25 PLAT-42' : 'PLAT-42';
  test(`${requirements} ${role.name} tours every page and link at 375, 768 and 1280 px without errors, dead links, overflow, hidden controls or axe violations`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(8 * 60_000);
    const context = await browser.newContext();
    const page = await context.newPage();
    if (role.username) await signInAs(page, role.username);
    const problems = await tour(page, role, baseURL!);
    await context.close();
    expect(problems).toEqual([]);
  });
}
