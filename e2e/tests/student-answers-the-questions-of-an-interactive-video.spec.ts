import { expect, test } from '@playwright/test';
import { newStudentOfTeacher3 } from '../pages/new-student.js';
import { expectAccessible, signInAs, waitForHydration } from '../pages/sign-in-page.js';
import { InteractiveVideoPage, videoIdOf } from '../pages/video-pages.js';

// A student opens an interactive video from its page, plays it from a transcript line and the video
// stops at its first question; the answer is stored and, after a reload, shown again in the video
// quiz. A teacher opens a partner video lesson: its header, the disabled tools, the drawers and the
// Teacher Resources PDFs; the video itself streams by byte ranges.

test('VIDEO-01 VIDEO-02 VIDEO-04 VIDEO-06 VIDEO-07 VIDEO-08 API-36 API-37 a student answers a question an interactive video stops at, and finds the answer again after a reload', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const student = await newStudentOfTeacher3(browser, {
    className: `Video watchers ${Date.now()}`,
    grade: 4,
    usernamePrefix: 'video-watcher',
    firstName: 'Vera',
    lastName: 'Watts',
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, student.username, student.password);
  const id = await videoIdOf(page.request, 'finding-the-main-idea');
  const video = new InteractiveVideoPage(page);
  await video.goto(id);

  await expect(page.getByRole('heading', { level: 1, name: 'Finding the Main Idea' })).toBeVisible();
  await expect(page.getByText('By', { exact: true })).toBeVisible();
  await expect(page.getByText('Duration', { exact: true })).toBeVisible();
  await expect(page.getByText('1:51', { exact: true })).toBeVisible();
  await expect(video.panel.getByRole('heading', { name: 'Activities' })).toBeVisible();
  await expect(video.panel).toHaveCSS('height', '440px');
  await expectAccessible(page);

  // The transcript hides and shows again.
  await video.transcript.getByRole('button', { name: 'Hide transcript' }).click();
  await expect(video.transcript.getByRole('button', { name: /The legs are the key details/ })).toBeHidden();
  await video.transcript.getByRole('button', { name: 'Show transcript' }).click();

  // Played from the line at 0:18, the video stops at the question at 0:25.
  await video.playFromLine(/The legs are the key details/);
  const question = video.panel.getByRole('group', { name: 'In the table model, what do the legs stand for?' });
  await expect(question).toBeVisible({ timeout: 20_000 });
  expect(await video.paused()).toBe(true);
  // Stopped at the question (25 s): paused, a video reports the time of the frame on screen, which
  // can be a few hundredths before the moment playback reached.
  expect(await video.currentTime()).toBeGreaterThanOrEqual(24.5);
  expect(await video.currentTime()).toBeLessThan(26);
  await expect(video.panel.getByRole('heading', { name: 'Video quiz' })).toBeVisible();
  await expect(video.panel.getByRole('button', { name: 'Back to activities' })).toBeVisible();
  await expectAccessible(page);

  const saved = page.waitForResponse(
    (r) => r.url().includes('/api/v3/interactive-video-link-quiz-submission/') && r.request().method() === 'POST',
  );
  await question.getByRole('radio', { name: 'The key details' }).check();
  await video.panel.getByRole('button', { name: 'Submit answer' }).click();
  const body = (await (await saved).json()) as { quiz_id: string; answer_id: string; answer_is_correct: boolean };
  expect(body).toMatchObject({ quiz_id: 'q1', answer_id: 'b', answer_is_correct: true });
  await expect(video.panel.getByRole('status')).toHaveText('Your answer is saved.');
  // Students are not told which answer is correct (VIDEO-05).
  await expect(video.panel.getByText('Correct answer')).toHaveCount(0);
  await video.panel.getByRole('button', { name: 'Continue watching' }).click();
  await expect.poll(() => video.paused()).toBe(false);

  // After a reload the answer is there again (API-36), and the video does not stop at it twice.
  await page.reload();
  await expect(video.panel.getByRole('button', { name: /Video quiz.*1 answered/ })).toBeVisible();
  await video.panel.getByRole('button', { name: /Video quiz/ }).click();
  await expect(video.panel.getByText('Your answer: The key details')).toBeVisible();
  await expect(video.panel.getByText('Not answered yet')).toHaveCount(3);
  await expectAccessible(page);
});

test('VIDEO-12 VIDEO-13 VIDEO-15 VIDEO-16 VIDEO-17 VIDEO-18 VIDEO-19 VIDEO-20 a teacher opens a video lesson: header, disabled tools, drawers and Teacher Resources; the video streams by ranges', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, 'teacher');
  const id = await videoIdOf(page.request, 'how-plants-make-food');

  // From the library: the video's card opens its lesson page.
  await page.goto('/search?q=plants');
  await page
    .getByRole('link', { name: /How Plants Make Food/ })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/video-lesson\\?contentId=${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'How Plants Make Food' })).toBeVisible();
  await expect(page.getByText('Recommended For')).toBeVisible();
  await expect(page.getByText(/^\d\d:\d\d$/)).toBeVisible();
  await expect(page.getByText('Standards', { exact: true })).toBeVisible();
  for (const tool of ['Add to text set', 'Listen', 'Paragraph numbers', 'Present', 'Translate'])
    await expect(page.getByRole('toolbar', { name: 'Lesson actions' }).getByRole('button', { name: tool })).toBeDisabled();
  await expect(page.locator('[data-subject="SCIENCE"]')).toBeVisible();

  await expect(page.getByRole('heading', { name: 'Before the video' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'After the video' })).toBeVisible();
  const resources = page.getByRole('region', { name: 'Teacher Resources' });
  const plan = resources.getByRole('link', { name: /Lesson Plan/ });
  await expect(plan).toBeVisible();
  const pdf = await page.request.get((await plan.getAttribute('href'))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  await expectAccessible(page);

  // The video is served in byte ranges (seeking, streaming).
  const src = await page.locator('video source').first().getAttribute('src');
  const part = await page.request.get(src!, { headers: { range: 'bytes=0-1023' } });
  expect(part.status()).toBe(206);
  expect((await part.body()).length).toBe(1024);
  expect(part.headers()['content-type']).toBe('video/mp4');

  // A student sees no Teacher Resources.
  await page.context().clearCookies();
  await signInAs(page, 'student');
  await page.goto(`/video-lesson?contentId=${id}`);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'How Plants Make Food' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Teacher Resources' })).toHaveCount(0);
  await expect(page.getByText('Recommended For')).toHaveCount(0);
});

test('VIDEO-09 a teacher’s Assign on an interactive video opens the assignment page in a new tab, which goes back to the video', async ({
  page,
  context,
}) => {
  await signInAs(page, 'teacher');
  const id = await videoIdOf(page.request, 'finding-the-main-idea');
  const video = new InteractiveVideoPage(page);
  await video.goto(id);
  const assign = page.getByRole('link', { name: 'Assign', exact: true });
  await expect(assign).toHaveAttribute('target', '_blank');
  const [tab] = await Promise.all([context.waitForEvent('page'), assign.click()]);
  await tab.waitForLoadState();
  const url = new URL(tab.url());
  expect(url.pathname).toBe('/assignments/create');
  expect(url.searchParams.get('contentIds')).toBe(id);
  expect(url.searchParams.get('createdFrom')).toBe(id);
  expect(url.searchParams.get('return_url')).toBe(`/video/${id}`);
  const modal = tab.getByRole('dialog', { name: 'Create your assignment' });
  await expect(modal).toBeVisible();
  // An interactive video has no discussion answers or vocabulary to hide.
  await expect(modal.getByRole('switch', { name: 'Video only' })).toHaveCount(0);
  await expect(modal.getByRole('button', { name: 'Save draft' })).toBeVisible();
  await expectAccessible(tab);
  await modal.getByRole('button', { name: 'Cancel' }).click();
  await expect(tab).toHaveURL(new RegExp(`/video/${id}$`));
  await tab.close();
});
