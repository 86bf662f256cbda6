import { expect, test } from '@playwright/test';
import { ArticlePage, contentIdOf, levelsOf } from '../pages/article-page.js';
import { deleteAssignmentsTitled, publishAssignment } from '../pages/assignment-lists.js';
import { expectAccessible, signInAs } from '../pages/sign-in-page.js';

// A teacher assigns an article; a student reads to the first check for understanding, where the
// text waits — it is not in the page at all — answers it from the keyboard, reads on to the next,
// and the teacher sees each answer on the grading page. student5 is used by no other journey.

const TITLE = 'Silk roads: checks as you read';

interface Checks {
  checks: { id: number; question: string; options: { id: number; text: string }[]; correct_choice?: number }[];
}

test('CFU-01 ASSIGN-62 ASSIGN-63 a student answers each check to open the text after it, and the teacher sees the answers', async ({
  page,
}) => {
  await signInAs(page, 'teacher');
  const id = await contentIdOf(page.request, 'silk-road-routes');
  const grade7 = (await levelsOf(page, id)).find((l) => l.language === 'en' && l.grade === 7)!;
  await deleteAssignmentsTitled(page, [TITLE]);
  await publishAssignment(page, id, TITLE, { default_reading_level: grade7.id, is_reading_level_locked: true });
  const content = (await (await page.request.get(`/api/v3/content/${id}/`)).json()) as {
    attachments: { id: number; content_type: string }[];
  };
  const checksId = content.attachments.find((a) => a.content_type === 'CHECKS_FOR_UNDERSTANDING_QUIZ')!.id;
  const { checks } = (await (
    await page.request.get(`/api/v3/checks-for-understanding/${checksId}/?level_id=${grade7.id}`)
  ).json()) as Checks;
  expect(checks).toHaveLength(2);
  const [first, second] = checks as [Checks['checks'][number], Checks['checks'][number]];
  const right = (c: typeof first) => c.options[c.correct_choice!]!.text;
  const wrong = (c: typeof first) => c.options.find((o) => o.id !== c.correct_choice)!.text;

  await page.context().clearCookies();
  await signInAs(page, 'student5');
  const article = new ArticlePage(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await article.goto(id, `levelId=${grade7.id}`);
  const main = page.getByRole('main');
  await expect(main).toContainText('its symbols do the talking');
  // The text after the check is not sent: not shown, and not in the page's HTML either.
  await expect(main).not.toContainText('Zhang Qian');
  expect(await page.content()).not.toContain('Zhang Qian');
  // The check is in the server's first HTML, question and options, not loaded after it.
  const firstHtml = await (await page.request.get(`/view/${id}?levelId=${grade7.id}`)).text();
  expect(firstHtml).toContain(first.question.replace(/'/g, '&#x27;'));
  expect(firstHtml).not.toContain('Zhang Qian');
  await expect(main.getByText('Answer the check above to keep reading.')).toBeVisible();
  const cards = main.getByRole('group', { name: 'Check for understanding' });
  await expect(cards).toHaveCount(1);
  await expect(cards.first().getByRole('group', { name: first.question })).toBeVisible();
  await expectAccessible(page);

  // From the keyboard: choose with the arrow keys' radio group, send with Enter.
  await cards
    .first()
    .getByRole('radio', { name: wrong(first) })
    .check();
  await page.keyboard.press('Tab');
  await expect(cards.first().getByRole('button', { name: 'Check my answer' })).toBeFocused();
  await page.keyboard.press('Enter');
  const result = cards.first().getByRole('status');
  await expect(result).toHaveText(`Not quite. The answer is: ${right(first)}`);
  await expect(result).toBeFocused();
  await expect(main).toContainText('Zhang Qian');
  await expect(main).not.toContainText('Silk, tea');
  await expect(cards).toHaveCount(2);

  await cards
    .nth(1)
    .getByRole('radio', { name: right(second) })
    .check();
  await cards.nth(1).getByRole('button', { name: 'Check my answer' }).click();
  await expect(cards.nth(1).getByRole('status')).toHaveText('Correct!');
  await expect(main).toContainText('Silk, tea');
  await expect(main.getByText('Answer the check above to keep reading.')).toHaveCount(0);
  await expectAccessible(page);

  // The answers are kept: a reload opens the whole text with both answers in place.
  await article.goto(id, `levelId=${grade7.id}&activityPanel=checks_for_understanding`);
  await expect(main).toContainText('Silk, tea');
  await expect(cards.nth(0).getByRole('status')).toHaveText(`Not quite. The answer is: ${right(first)}`);
  const panel = page.getByRole('complementary', { name: 'Checks For Understanding' });
  await expect(panel).toContainText('Answer each one to keep reading');
  await expect(panel.getByRole('listitem')).toHaveText([/Answered · See it in the text/, /Answered: correct/]);
  await expectAccessible(page);

  // The teacher sees both answers on the grading page.
  await page.context().clearCookies();
  await signInAs(page, 'teacher');
  await page.goto(`/grading/${id}`);
  const row = page.getByRole('row').filter({ hasText: 'Liam Brennan' });
  await expect(row).toHaveCount(1);
  await row.getByText('1/2').click();
  await expect(row).toContainText(first.question);
  await expect(row).toContainText(wrong(first));
  await expect(row).toContainText(right(second));
});
