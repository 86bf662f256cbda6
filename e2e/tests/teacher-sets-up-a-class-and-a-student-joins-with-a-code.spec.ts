import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, signInAs, signOut, waitForHydration } from '../pages/sign-in-page.js';

// PLAT-12: a teacher builds a class in the class directory; students join with its code.
async function signIn(page: Page, username: string, password?: string) {
  await signInAs(page, username, password);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test('teacher creates a class, adds a student, makes a group; a student joins with the code', async ({ page, browser }) => {
  await signIn(page, 'teacher');
  await page.goto('/account/classes');
  await waitForHydration(page);
  await expect(page.getByText("This class doesn't have students.")).toBeVisible();

  await page.getByRole('button', { name: 'Create class' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create a class' });
  await dialog.getByLabel('Class name').fill('Period 4 Reading');
  await dialog.getByRole('checkbox', { name: 'Grade 5' }).check({ force: true });
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Create class' }).click();
  await expect(dialog).toBeHidden();

  const card = page.getByRole('region', { name: 'Period 4 Reading' });
  await expect(card.getByText('ELEM')).toBeVisible();
  await expect(card.getByText("This class doesn't have students.")).toBeVisible();
  const code = (await card.getByTestId('join-code').textContent())!.trim();
  expect(code).toMatch(/^[A-Z2-9]{6}$/);

  await card.getByRole('button', { name: 'Add student' }).click();
  const add = page.getByRole('dialog', { name: 'Add a student' });
  await add.getByLabel('First name').fill('Juno');
  await add.getByLabel('Last name').fill('Okoro');
  await add.getByRole('button', { name: 'Add student' }).click();
  await expect(add.getByText('Juno Okoro was added to Period 4 Reading.')).toBeVisible();
  const username = (await add.getByTestId('new-username').textContent())!.trim();
  const password = (await add.getByTestId('new-password').textContent())!.trim();
  await add.getByRole('button', { name: 'Done' }).click();
  await expect(card.getByText('Juno Okoro')).toBeVisible();

  await card.getByRole('button', { name: 'New group' }).click();
  const group = page.getByRole('dialog', { name: 'Create a small group' });
  await group.getByLabel('Group name').fill('Table 1');
  await group.getByRole('checkbox', { name: 'Juno Okoro' }).check({ force: true });
  await group.getByRole('button', { name: 'Create group' }).click();
  await expect(card.getByRole('listitem').filter({ hasText: 'Table 1' })).toContainText('Juno Okoro');
  await expectAccessible(page);

  // The new student signs in with the one-time password and sees the class.
  const kid = await browser.newPage();
  await signIn(kid, username, password);
  await expect(kid.getByRole('heading', { name: 'Period 4 Reading' })).toBeVisible();
  await kid.close();

  // A demo student joins with the code typed in lower case.
  const other = await browser.newPage();
  await signIn(other, 'student3');
  await other.getByLabel('Class code').fill(code.toLowerCase());
  await other.getByRole('button', { name: 'Join class' }).click();
  await expect(other.getByText('You joined Period 4 Reading.')).toBeVisible();
  await expect(other.getByRole('heading', { name: 'Period 4 Reading' })).toBeVisible();
  await other.getByLabel('Class code').fill(code);
  await other.getByRole('button', { name: 'Join class' }).click();
  await expect(other.getByRole('alert')).toHaveText('You are already in this class.');
  await other.close();

  // The roster stays open across a reload in this session, since the teacher opened it.
  await page.reload();
  await waitForHydration(page);
  await expect(card.getByText(/· 2 students$/)).toBeVisible();
  await expect(card.getByRole('button', { name: /^Students and groups/ })).toHaveAttribute('aria-expanded', 'true');
  await card.getByRole('button', { name: 'Remove Juno Okoro from Period 4 Reading' }).click();
  await expect(card.getByText(/· 1 student$/)).toBeVisible();
  await signOut(page);
});

test('the class directory keeps rosters behind a disclosure, and asks before making a new class code', async ({ page }) => {
  await signIn(page, 'teacher');
  await page.goto('/account/classes');
  await waitForHydration(page);
  const card = page.getByRole('region', { name: /^Period 2/ });
  const roster = card.getByRole('button', { name: /^Students and groups/ });
  await expect(roster).toContainText('25 students · 2 small groups');
  if ((await roster.getAttribute('aria-expanded')) === 'true') await roster.click();
  await expect(roster).toHaveAttribute('aria-expanded', 'false');
  await expect(card.getByText('Alex Kim')).toHaveCount(0);
  await roster.click();
  await expect(roster).toHaveAttribute('aria-expanded', 'true');
  await expect(card.getByRole('button', { name: 'Reading level of Alex Kim' })).toBeVisible();
  await expect(card.getByRole('heading', { name: 'Small groups' })).toBeVisible();
  await expectAccessible(page);

  const code = (await card.getByTestId('join-code').textContent())!.trim();
  await card.getByRole('button', { name: 'New code' }).click();
  const ask = page.getByRole('dialog', { name: 'Make a new code?' });
  await expect(ask.getByText('The old code stops working.')).toBeVisible();
  await expectAccessible(page);
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toBeHidden();
  await expect(card.getByTestId('join-code')).toHaveText(code);
  await card.getByRole('button', { name: 'New code' }).click();
  await ask.getByRole('button', { name: 'Make a new code' }).click();
  await expect(ask).toBeHidden();
  await expect(card.getByTestId('join-code')).not.toHaveText(code);
});

test('the class directory returns to the assignment page it came from', async ({ page }) => {
  await signIn(page, 'teacher');
  await page.goto('/account/classes?cameFromAssignmentPage=true&next=%2Fview%2F1%3FselectedAssignmentId%3D5');
  await expect(page.getByRole('link', { name: 'Back to assignment' })).toHaveAttribute('href', '/view/1?selectedAssignmentId=5');
  await page.goto('/account/classes?cameFromAssignmentPage=true&next=https%3A%2F%2Fevil.example');
  await expect(page.getByRole('link', { name: 'Back to assignment' })).toHaveCount(0);
});

test('students and parents cannot open the class directory', async ({ page }) => {
  await signIn(page, 'student');
  await page.goto('/account/classes');
  await expect(page).toHaveURL(/localhost:\d+\/$/);
});
