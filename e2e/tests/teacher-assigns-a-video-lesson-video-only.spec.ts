import { expect, test } from '@playwright/test';
import { newStudentOfTeacher3 } from '../pages/new-student.js';
import { expectAccessible, signInAs, waitForHydration } from '../pages/sign-in-page.js';
import { videoIdOf } from '../pages/video-pages.js';

// A teacher assigns a partner video lesson "video only" to a new class: the video assignment modal
// (its title, footer, width and the Activity panel settings), the share modal after saving, the
// assignment listed and selected on the lesson page; the student opens it from their assignments
// and sees the player alone, narrow, with no side panel and no answers sent to their browser.

test('VIDEO-10 VIDEO-11 VIDEO-24 VIDEO-25 VIDEO-26 VIDEO-27 VIDEO-29 VIDEO-30 VIDEO-31 a teacher assigns a video lesson video only and the student sees the player alone', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const className = `Video only ${Date.now() % 1_000_000}`;
  const student = await newStudentOfTeacher3(browser, {
    className,
    grade: 4,
    usernamePrefix: 'video-only',
    firstName: 'Omar',
    lastName: 'Vidal',
  });
  const TITLE = `Watch: the water cycle ${Date.now() % 1_000_000}`;
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, 'teacher3');
  const id = await videoIdOf(page.request, 'the-water-cycle');
  await page.goto(`/video-lesson?contentId=${id}`);
  // The page paints before its script runs (as the article view): its buttons work once hydrated.
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'The Water Cycle' })).toBeVisible();
  await page.getByRole('toolbar', { name: 'Lesson actions' }).getByRole('button', { name: 'Assign', exact: true }).click();

  const modal = page.getByRole('dialog', { name: 'Create your assignment' });
  await expect(modal).toBeVisible();
  const box = (await modal.boundingBox())!;
  expect(box.width).toBeLessThanOrEqual(994);
  expect(box.width).toBeGreaterThan(600);
  for (const label of ['Cancel', 'Save draft', 'Create assignment'])
    await expect(modal.getByRole('button', { name: label, exact: true })).toBeVisible();
  await expect(modal.getByRole('group', { name: 'Activity panel settings' })).toBeVisible();

  // VIDEO-25: no draft without a title.
  await modal.getByLabel('Title').fill('   ');
  await modal.getByRole('button', { name: 'Save draft' }).click();
  await expect(modal).toBeVisible();
  await modal.getByLabel('Title').fill(TITLE);
  // VIDEO-26: no assignee, no assignment.
  await modal.getByRole('button', { name: 'Create assignment' }).click();
  await expect(modal.getByText('Please add at least one assignee').first()).toBeVisible();
  await modal.getByLabel(new RegExp(className)).check();

  // VIDEO-29: video only turns the two answer toggles off and makes them inert.
  const answers = modal.getByRole('switch', { name: 'Show discussion question answers' });
  const definitions = modal.getByRole('switch', { name: 'Show vocabulary definitions' });
  await expect(answers).toBeChecked();
  await modal.getByRole('switch', { name: 'Video only' }).check();
  await expect(answers).not.toBeChecked();
  await expect(answers).toBeDisabled();
  await expect(definitions).not.toBeChecked();
  await expect(definitions).toBeDisabled();
  await expectAccessible(page);

  const saved = page.waitForResponse((r) => r.url().includes('/api/v3/assignment/') && r.request().method() === 'POST');
  await modal.getByRole('button', { name: 'Create assignment' }).click();
  const body = (await (await saved).json()) as { data: { assignment_id: number; assignment_config: Record<string, boolean> } };
  expect(body.data.assignment_config).toMatchObject({
    hide_generation_genius_discussion_answers: true,
    hide_generation_genius_vocab_definitions: true,
    show_generation_genius_video_only: true,
  });
  // VIDEO-27: the share modal; the page selects the new assignment (VIDEO-10, VIDEO-11).
  const share = page.getByRole('dialog').filter({ hasText: 'Assignment link' });
  await expect(share).toBeVisible();
  await expectAccessible(page);
  await share.getByRole('button', { name: 'Done' }).click();
  await expect(page).toHaveURL(new RegExp(`selectedAssignmentId=${body.data.assignment_id}`));
  const mine = page.getByRole('region', { name: 'Your assignments' });
  await expect(mine.getByText(TITLE)).toBeVisible();
  await expect(mine.getByText('Selected')).toBeVisible();
  await page.getByRole('button', { name: 'Assignment settings' }).click();
  const settings = page.getByRole('dialog', { name: 'Assignment settings' });
  await expect(settings.getByRole('button', { name: 'Save changes' })).toBeVisible();
  await expect(settings.getByRole('button', { name: 'Save draft' })).toHaveCount(0);
  await expect(settings.getByRole('switch', { name: 'Video only' })).toBeChecked();
  await settings.getByRole('button', { name: 'Cancel' }).click();
  await expect(settings).toBeHidden();

  // The student opens it from their assignments: the lesson page, video only.
  await page.context().clearCookies();
  await signInAs(page, student.username, student.password);
  await page.getByRole('link', { name: TITLE }).first().click();
  await expect(page).toHaveURL(new RegExp(`/video-lesson\\?contentId=${id}&selectedAssignmentId=${body.data.assignment_id}`));
  await expect(page.getByRole('heading', { level: 1, name: 'The Water Cycle' })).toBeVisible();
  await expect(page.locator('[data-video-only="true"]')).toBeVisible();
  await expect(page.locator('video')).toBeVisible();
  const player = (await page.locator('[data-video-only="true"]').boundingBox())!;
  expect(player.width).toBeLessThanOrEqual(760);
  await expect(page.getByRole('region', { name: 'Vocabulary' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Discussion Questions' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Assignments' })).toHaveCount(0);
  // VIDEO-31: hidden answers and definitions never reach the browser.
  const sent = (await (await page.request.get(`/api/v3/videos/${id}/`)).json()) as {
    vocabulary: { definition: string | null }[];
    discussion_questions: { answer: string | null }[];
  };
  expect(sent.vocabulary.every((v) => v.definition === null)).toBe(true);
  expect(sent.discussion_questions.every((q) => q.answer === null)).toBe(true);
  await expectAccessible(page);
});
