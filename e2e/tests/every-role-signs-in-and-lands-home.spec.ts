import { expect, test } from '@playwright/test';
import { contentIdOf } from '../pages/article-page.js';
import { expectAccessible, SignInPage, signOut } from '../pages/sign-in-page.js';

// Each demo role signs in through the browser and lands on its own home page (PLAT-25, PLAT-27).
const ROLES: { username: string; heading: RegExp; landmark: string }[] = [
  { username: 'teacher', heading: /Jordan/, landmark: 'My classes' },
  { username: 'teacher3', heading: /Sam/, landmark: 'My classes' },
  { username: 'student', heading: /Alex/, landmark: 'Join a class' },
  { username: 'student2', heading: /Maya/, landmark: 'Join a class' },
  { username: 'parent', heading: /Morgan/, landmark: 'Their classes' },
  { username: 'principal', heading: /Dana/, landmark: 'Classes in your school' },
  { username: 'district_admin', heading: /Robin/, landmark: 'Classes in your district' },
  { username: 'lite_teacher', heading: /Riley/, landmark: 'My classes' },
  { username: 'lite_student', heading: /Ari/, landmark: 'Join a class' },
  { username: 'staff', heading: /Lee/, landmark: 'Act as a teacher' },
];

for (const role of ROLES) {
  test(`${role.username} signs in and lands on their home page`, async ({ page }) => {
    const signin = new SignInPage(page);
    await signin.goto();
    await expectAccessible(page);
    await signin.signIn(role.username);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: role.heading })).toBeVisible();
    await expect(page.getByRole('heading', { name: role.landmark })).toBeVisible();
    await expectAccessible(page);
    await signOut(page);
    await expect(page).toHaveURL(/\/signin$/);
  });
}

test('PLAT-25 a signed-out visitor is sent to sign-in with next, and returns there after', async ({ page }) => {
  await page.goto('/account/classes?cameFromAssignmentPage=true');
  await expect(page).toHaveURL(/\/signin\?next=%2Faccount%2Fclasses/);
  await new SignInPage(page).signIn('teacher');
  await expect(page).toHaveURL(/\/account\/classes\?cameFromAssignmentPage=true$/);
  await expect(page.getByRole('heading', { name: 'Class directory' })).toBeVisible();
});

test('sign-in refuses an off-site next and shows wrong credentials clearly', async ({ page }) => {
  const signin = new SignInPage(page);
  await signin.goto('//evil.example/steal');
  await signin.signIn('teacher', 'not-the-password');
  await expect(page.getByRole('alert')).toHaveText('That username and password do not match.');
  await signin.signIn('teacher');
  await expect(page).toHaveURL(/localhost:\d+\/$/);
});

test('PLAT-27 QUIZ-29 a teacher with an unfinished account is sent to settings, may read articles without answer keys, and completes the account', async ({
  page,
}) => {
  const signin = new SignInPage(page);
  await signin.goto();
  await signin.signIn('teacher2');
  await expect(page).toHaveURL(/\/account\/settings\/$/);
  await expect(page.getByText('Complete your teacher account')).toBeVisible();
  await expectAccessible(page);
  await page.goto('/account/classes');
  await expect(page).toHaveURL(/\/account\/settings\/$/);
  // QUIZ-29: the library and its articles stay open; the quiz preview keeps its answers and says why.
  const id = await contentIdOf(page.request, 'volcanoes-build-islands');
  await page.goto(`/view/${id}?activityPanel=quizPreview`);
  await expect(page).toHaveURL(new RegExp(`/view/${id}\\?`));
  const complete = page.getByRole('link', { name: 'To see the correct answers, first complete your teacher account' });
  await expect(complete).toBeVisible();
  await expect(complete).toHaveAttribute('href', '/account/settings/');
  await expectAccessible(page);
  await complete.click();
  await expect(page).toHaveURL(/\/account\/settings\/$/);
  await page.getByLabel('School').fill('Maple Street Elementary');
  await page.getByRole('button', { name: 'Complete account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'My classes' })).toBeVisible();
});

test('PLAT-26 staff act as a teacher; signing out while acting goes to /impersonate-stop', async ({ page }) => {
  const signin = new SignInPage(page);
  await signin.goto();
  await signin.signIn('staff');
  await page.getByLabel('Teacher’s username').fill('teacher');
  await page.getByRole('button', { name: 'Act as teacher' }).click();
  await expect(page.getByText('you are acting as Jordan Rivera')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'My classes' })).toBeVisible();
  await signOut(page);
  await expect(page.getByRole('heading', { name: 'Act as a teacher' })).toBeVisible();
  await expect(page.getByText('you are acting as')).toHaveCount(0);
});
