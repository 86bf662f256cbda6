import { expect, test } from '@playwright/test';
import { ArticlePage, contentIdOf } from '../pages/article-page.js';
import { ListenBar } from '../pages/listen-bar.js';
import { expectAccessible, signInAs } from '../pages/sign-in-page.js';

// A student opens an article and listens: the word spoken is marked in the text and moves on with
// the voice, pauses and resumes, keeps its place when the speed changes, moves on to the next
// paragraph, and stops where the text waits for a check. student27 is used by no other journey.

/** CFU-02, verbatim. */
const BLOCKED = 'Exit listen mode and complete the checks for understanding quiz to continue.';

interface Level {
  id: number;
  language: string;
  grade: number;
  title: string;
  body: { kind: string; text: string }[];
  gate: { after_block: number } | null;
}

test('AUDIO-01 AUDIO-02 AUDIO-03 AUDIO-06 AUDIO-07 AUDIO-13 CFU-02 a student listens to an article with each word marked as it is spoken', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await ListenBar.probe(page);
  await signInAs(page, 'student27');
  const id = await contentIdOf(page.request, 'lighthouse-cat');
  const content = (await (await page.request.get(`/api/v3/content/${id}/`)).json()) as { data: { article_levels: Level[] } };
  // The shortest English level, so the journey reaches its second paragraph in good time.
  const level = content.data.article_levels.filter((l) => l.language === 'en').sort((a, b) => a.grade - b.grade)[0]!;
  expect(level.gate, 'the text waits at the first check for understanding').not.toBeNull();
  expect(level.body.length, 'two blocks before the check').toBeGreaterThan(1);

  const article = new ArticlePage(page);
  const listen = new ListenBar(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await article.goto(id, `levelId=${level.id}`);

  // The toggle opens the bar; play takes the focus.
  await expect(listen.region).toHaveCount(0);
  await listen.toggle.click();
  await expect(listen.toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(listen.region).toBeVisible();
  await expect(listen.playButton).toBeFocused();
  await expect(listen.speed).toHaveValue('100');
  await expect(listen.speed.locator('option:checked')).toHaveText('4x');
  await expectAccessible(page);

  // AUDIO-02, AUDIO-13: the title is read first, its words marked one after another.
  const [firstWord] = level.title.split(/\s+/);
  await listen.playButton.click();
  await expect(listen.pauseButton).toBeVisible();
  let words = await listen.wordsAfter(0);
  expect(words[0]).toEqual({ chunk: 'title', text: firstWord, offset: 0 });
  words = await listen.wordsAfter(1);
  expect(words[1]!.chunk).toBe('title');
  expect(words[1]!.offset).toBeGreaterThan(0);

  // Pause holds the word; play goes on from it.
  await listen.pauseButton.click();
  await expect(listen.playButton).toBeVisible();
  const heldAt = (await listen.words()).length;
  const held = await listen.currentWord();
  await page.waitForTimeout(800);
  expect(await listen.currentWord()).toBe(held);
  expect(await listen.words()).toHaveLength(heldAt);
  await listen.playButton.click();
  await listen.wordsAfter(heldAt);

  // AUDIO-06: in the middle of the first paragraph the speed goes to 2x: the current and next
  // chunks are asked for again at 50 %, and the voice resumes on the word it was on.
  await expect
    .poll(async () => (await listen.words()).filter((w) => w.chunk === 'block-0').length, { timeout: 30_000 })
    .toBeGreaterThan(2);
  const slower = (text: string) =>
    page.waitForRequest((r) => {
      if (!r.url().endsWith('/api/v3/text-to-speech/')) return false;
      const body = r.postDataJSON() as { text: string; speed: number };
      return body.text === text && body.speed === 50;
    });
  const asked = Promise.all([slower(level.body[0]!.text), slower(level.body[1]!.text)]);
  await listen.speed.selectOption('50');
  const changedAt = (await listen.words()).length;
  const before = (await listen.words()).at(-1)!;
  await asked;
  await expect(listen.speed.locator('option:checked')).toHaveText('2x');
  await expect(listen.pauseButton).toBeVisible();
  const after = (await listen.wordsAfter(changedAt))[changedAt]!;
  // The next word marked is the one after: the paragraph neither started over nor skipped ahead.
  expect(after.chunk).toBe('block-0');
  const spoken = level.body[0]!.text;
  const nextWord = [...spoken.matchAll(/\S+/g)].find((m) => m.index > before.offset)!;
  expect(after.text).toBe(nextWord[0]);

  // AUDIO-03: at the end of the paragraph the voice moves on to the next block (hurried along).
  await listen.hurry(4);
  await expect.poll(async () => (await listen.words()).some((w) => w.chunk === 'block-1'), { timeout: 30_000 }).toBe(true);

  // CFU-02, AUDIO-10: where the text waits for a check, the audio stops and says why.
  await expect(page.getByRole('status').filter({ hasText: BLOCKED })).toBeVisible({ timeout: 45_000 });
  await expect(listen.playButton).toBeDisabled();
  await expect(listen.region).toContainText(BLOCKED);

  // Closing the bar turns listen mode off and clears the mark.
  await listen.region.getByRole('button', { name: 'Close listen mode' }).click();
  await expect(listen.region).toHaveCount(0);
  await expect(listen.toggle).toBeFocused();
  expect(await listen.currentWord()).toBeNull();
});
