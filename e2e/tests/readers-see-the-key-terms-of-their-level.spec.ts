import { expect, test, type Page } from '@playwright/test';
import { ArticlePage, contentIdOf, levelsOf } from '../pages/article-page.js';
import { deleteAssignmentsTitled, publishAssignment } from '../pages/assignment-lists.js';
import { expectAccessible, signInAs } from '../pages/sign-in-page.js';

// A teacher assigns an article; the level's key terms are marked in the text, first occurrence
// only, each opening its definition. The teacher's switch turns them off for their own view; a
// student with the assignment gets them too. student17 is used by no other journey.

const TITLE = 'Bridges: key terms';

/** Errors the page logs (a hydration mismatch among them). */
function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

test('ASSIGN-58 ASSIGN-59 ASSIGN-60 ASSIGN-61 API-31 key terms are marked once each for a teacher and their student, open a definition from the keyboard, and the teacher can switch them off', async ({
  page,
}) => {
  await signInAs(page, 'teacher');
  const id = await contentIdOf(page.request, 'bridges-and-triangles');
  const grade7 = (await levelsOf(page, id)).find((l) => l.language === 'en' && l.grade === 7)!;
  await deleteAssignmentsTitled(page, [TITLE]);
  // Checks for understanding are off in this assignment (ASSIGN-62), so the student is sent the
  // whole text with its terms.
  const assignmentId = await publishAssignment(page, id, TITLE, {
    default_reading_level: grade7.id,
    assignment_config: { hide_checks_for_understanding: true },
  });
  const article = new ArticlePage(page);

  // The teacher: support is on (ASSIGN-58), the terms mark their first occurrence only.
  await page.setViewportSize({ width: 1280, height: 800 });
  await article.goto(id, `levelId=${grade7.id}&selectedAssignmentId=${assignmentId}`);
  await expect(article.vocabularySwitch).toHaveAttribute('aria-checked', 'true');
  await expect(article.keyTerms).toHaveText(['truss', 'compression', 'tension', 'Warren truss', 'right angle']);
  await expect(page.getByRole('main').getByRole('heading', { name: 'Inside a truss' }).getByRole('button')).toHaveCount(0);

  // From the keyboard: Enter opens the definition, Escape closes it and focus is back on the term.
  const truss = article.keyTerm('truss');
  await truss.focus();
  await page.keyboard.press('Enter');
  const popover = page.getByRole('dialog', { name: 'truss' });
  await expect(popover).toContainText('a structure made of straight bars connected into triangles');
  await expect(truss).toHaveAttribute('aria-expanded', 'true');
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(popover).toHaveCount(0);
  await expect(truss).toBeFocused();

  // ASSIGN-60: the switch flips it for this view only; nothing is saved.
  await article.vocabularySwitch.click();
  await expect(article.vocabularySwitch).toHaveAttribute('aria-checked', 'false');
  await expect(article.keyTerms).toHaveCount(0);
  await expect(page.getByRole('main')).toContainText('is called a truss');
  await article.vocabularySwitch.click();
  await expect(article.keyTerms).toHaveCount(5);

  // The student: their recent assignment allows vocabulary support (ASSIGN-59); no switch.
  await page.context().clearCookies();
  await signInAs(page, 'student17');
  // The first HTML has the text unmarked; the terms arrive after hydration, with no mismatch.
  const html = await (await page.request.get(`/view/${id}?levelId=${grade7.id}`)).text();
  expect(html).toContain('is called a truss');
  expect(html).not.toContain(', key term');
  const errors = collectErrors(page);
  await page.setViewportSize({ width: 375, height: 740 });
  await article.goto(id, `levelId=${grade7.id}`);
  await expect(article.keyTerms).toHaveCount(5);
  await expect(article.vocabularySwitch).toHaveCount(0);
  await article.keyTerm('compression').click();
  const definition = page.getByRole('dialog', { name: 'compression' });
  await expect(definition).toContainText('a force that squeezes a member and tries to shorten it');
  // On a phone the popover stays on the screen.
  const box = (await definition.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(definition).toHaveCount(0);
  expect(errors.filter((e) => /hydrat|#418|#419|#423|#425/i.test(e))).toEqual([]);

  await page.context().clearCookies();
  await signInAs(page, 'teacher');
  await deleteAssignmentsTitled(page, [TITLE]);
});
