// `node scripts/screenshots.mjs [baseUrl]`: signs in as the demo teacher and saves desktop and
// phone screenshots of the main pages to docs/screenshots/ (used by the README).
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';

const base = process.argv[2] ?? 'http://localhost:3000';
const outDir = 'docs/screenshots';
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});

async function shoot(username, pages, viewport, suffix) {
  const ctx = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  const page = await ctx.newPage();
  await page.goto(`${base}/signin`);
  if (username) {
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill('lectern');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((u) => !u.pathname.startsWith('/signin'));
  }
  for (const [name, path] of pages) {
    await page.goto(base + path);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${outDir}/${name}-${suffix}.png`, fullPage: false });
  }
  await ctx.close();
}

const desktop = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };
// Content ids come from the library API, so the script does not depend on seed order.
const idOf = async (slug) => (await (await fetch(`${base}/api/v3/content/?slug=${slug}`)).json()).results[0].id;
const volcanoes = await idOf('volcanoes-build-islands');
const poem = await idOf('rain-on-the-roof');
const play = await idOf('missing-map-play');
const editorial = await idOf('should-school-start-later');
for (const [vp, suffix] of [
  [desktop, 'desktop'],
  [phone, 'phone'],
]) {
  await shoot(
    null,
    [
      ['signin', '/signin'],
      ['public-view', `/view/${poem}`],
      ['library-public', '/search'],
    ],
    vp,
    suffix,
  );
  await shoot('lite_student', [['unlicensed', `/view/${play}`]], vp, suffix);
  await shoot('student26', [['district-restricted', `/view/${editorial}`]], vp, suffix);
}
for (const [vp, suffix] of [
  [desktop, 'desktop'],
  [phone, 'phone'],
]) {
  await shoot(
    'teacher',
    [
      ['teacher-home', '/'],
      ['class-directory', '/account/classes'],
      ['teacher-article', `/view/${editorial}`],
      ['library', '/search?subject=SCIENCE'],
      ['teacher-assignments', '/assignments'],
      ['teacher-quiz-overview', `/view/${volcanoes}?activityPanel=quiz`],
      ['teacher-grading', `/grading/${volcanoes}`],
      ['teacher-challenge', '/challenges'],
    ],
    vp,
    suffix,
  );
  await shoot(
    'student',
    [
      ['student-home', '/'],
      ['student-article', `/view/${volcanoes}`],
      ['student-assignments', '/assignments'],
    ],
    vp,
    suffix,
  );
  // student13 has demo quiz results, Power Words answers and challenge progress.
  await shoot(
    'student13',
    [
      ['student-quiz-result', `/view/${volcanoes}?activityPanel=quiz`],
      ['student-power-words', `/view/${volcanoes}?activityPanel=power_words_activity`],
      ['student-challenge', '/challenges'],
      ['student-word-wall', '/student-binder/word-wall'],
    ],
    vp,
    suffix,
  );
}
await browser.close();
console.log(`Screenshots saved to ${outDir}/`);
