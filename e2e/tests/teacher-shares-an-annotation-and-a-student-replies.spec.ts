import { expect, test, type Page } from '@playwright/test';
import { ArticlePage, contentIdOf } from '../pages/article-page.js';
import { expectAccessible, signInAs, waitForHydration } from '../pages/sign-in-page.js';
import { newStudentOfTeacher3 } from '../pages/new-student.js';

// A teacher highlights a passage across two paragraphs, comments and shares it; a student of their
// class sees it after a reload and replies; a student of another teacher's class does not see it.
// student29 is used by no other journey.

interface Level {
  id: number;
  language: string;
  grade: number;
  body: { kind: string; text: string }[];
  gate: { after_block: number } | null;
}

/** Selects the article text from a block's offset to another block's offset, as a reader dragging would. */
async function selectText(page: Page, from: [number, number], to: [number, number]) {
  await page.evaluate(
    ([a, b]) => {
      const textAt = (block: number, offset: number): [Node, number] => {
        const el = document.querySelector(`[data-block="${block}"]`)!;
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        let left = offset;
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
          const len = n.nodeValue!.length;
          if (left <= len) return [n, left];
          left -= len;
        }
        throw new Error('offset past the block');
      };
      const range = document.createRange();
      range.setStart(...textAt(a[0], a[1]));
      range.setEnd(...textAt(b[0], b[1]));
      const sel = document.getSelection()!;
      sel.removeAllRanges();
      sel.addRange(range);
    },
    [from, to] as const,
  );
}

test('ANNOT-01 ANNOT-02 ANNOT-04 ANNOT-06 ANNOT-07 ANNOT-10 ANNOT-12 ANNOT-13 ANNOT-16 a teacher shares an annotation, a student of the class replies, a student of another class does not see it', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, 'student29');
  const id = await contentIdOf(page.request, 'lighthouse-cat');
  const levels = ((await (await page.request.get(`/api/v3/content/${id}/`)).json()) as { data: { article_levels: Level[] } }).data
    .article_levels;
  const level = levels.filter((l) => l.language === 'en').sort((a, b) => a.grade - b.grade)[0]!;
  // Two paragraphs the student can read before the first check for understanding.
  const open = level.body.flatMap((b, i) => (b.kind === 'paragraph' && i <= (level.gate?.after_block ?? 99) ? [i] : []));
  expect(open.length, 'two paragraphs before the first check').toBeGreaterThanOrEqual(2);
  const [p1, p2] = [open[0]!, open[1]!];

  // The teacher highlights from the middle of one paragraph into the next, comments and shares.
  const teacherCtx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const teacher = await teacherCtx.newPage();
  await signInAs(teacher, 'teacher');
  const teacherArticle = new ArticlePage(teacher);
  await teacherArticle.goto(id, `levelId=${level.id}&activityPanel=annotations`);
  const panel = teacher.getByRole('complementary', { name: 'Annotations' });
  await expect(panel.getByText('Highlight part of the article text to add a comment at this Lexile level.')).toBeVisible();
  await selectText(teacher, [p1, 4], [p2, 12]);
  await teacher.getByRole('button', { name: 'Annotate' }).click();
  const draft = panel.getByRole('form', { name: 'New annotation' });
  await expect(draft.getByText('Draft')).toBeVisible();
  await draft.getByRole('radio', { name: /Green/ }).check();
  await draft.getByPlaceholder('Start typing').fill('What does this tell us about Grandpa?');
  await draft.getByRole('button', { name: 'Save' }).click();
  const card = panel.getByRole('article', { name: 'Annotation by You' });
  await expect(card.getByText('What does this tell us about Grandpa?')).toBeVisible();
  await expect(card).toHaveAttribute('data-fresh', 'true');
  // ANNOT-01: painted in the text in its pen's colour.
  await expect
    .poll(() => teacher.evaluate(() => (CSS.highlights as unknown as Map<string, Set<Range>>).get('annotation-green')?.size ?? 0))
    .toBe(1);
  await card.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(card.getByText('Shared', { exact: true })).toBeVisible();
  await expectAccessible(teacher);

  // The student of the class sees it after a reload, and replies (an empty reply is not sent).
  const article = new ArticlePage(page);
  await article.goto(id, `levelId=${level.id}`);
  await page.getByRole('link', { name: /Annotations/ }).click();
  const studentPanel = page.getByRole('complementary', { name: 'Annotations' });
  const shared = studentPanel.getByRole('article', { name: /Annotation by / });
  await expect(shared.getByText('0 replies')).toBeVisible();
  await expect(shared.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await shared.getByRole('button', { name: 'Expand' }).click();
  await expect(shared.getByText('What does this tell us about Grandpa?')).toBeVisible();
  await shared.getByRole('button', { name: 'Reply' }).click();
  await expect(shared.getByRole('alert')).toHaveText('Enter reply');
  await shared.getByPlaceholder('Start typing').fill('He cares about the cat more than he says.');
  await shared.getByRole('button', { name: 'Reply' }).click();
  await expect(shared.getByText('He cares about the cat more than he says.')).toBeVisible();
  await expectAccessible(page);
  // The address keeps the open panel: a reload opens it again.
  await page.reload();
  await waitForHydration(page);
  const again = page.getByRole('complementary', { name: 'Annotations' }).getByRole('article', { name: /Annotation by / });
  await expect(again.getByText('1 reply')).toBeVisible();
  await again.getByRole('button', { name: 'Expand' }).click();
  await expect(again.getByText('He cares about the cat more than he says.')).toBeVisible();

  // ANNOT-13: the teacher reads the reply; Unshare is now disabled.
  await teacher.reload();
  await waitForHydration(teacher);
  const teacherCard = teacher
    .getByRole('complementary', { name: 'Annotations' })
    .getByRole('article', { name: 'Annotation by You' });
  await teacherCard.getByRole('button', { name: 'Expand' }).click();
  await expect(teacherCard.getByText('He cares about the cat more than he says.')).toBeVisible();
  await expect(teacherCard.getByRole('button', { name: 'Unshare' })).toBeDisabled();
  await teacherCtx.close();

  // A student of another teacher's class does not see it, on the page or by its id.
  const { username, password } = await newStudentOfTeacher3(browser, {
    className: 'Period 6 Science',
    grade: 4,
    usernamePrefix: 'annot',
    firstName: 'Robin',
    lastName: 'Stranger',
  });
  const otherCtx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const other = await otherCtx.newPage();
  await signInAs(other, username, password);
  await new ArticlePage(other).goto(id, `levelId=${level.id}&activityPanel=annotations`);
  await expect(
    other
      .getByRole('complementary', { name: 'Annotations' })
      .getByText('Highlight part of the article text to add a comment at this Lexile level.'),
  ).toBeVisible();
  const listed = (await (await other.request.get(`/api/v3/annotations/?level_id=${level.id}`)).json()) as { results: unknown[] };
  expect(listed.results).toEqual([]);
  await otherCtx.close();
});
