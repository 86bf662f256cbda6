import { expect, type Browser } from '@playwright/test';
import { signInAs } from './sign-in-page.js';

/**
 * A student of a new class of teacher3's (who teaches no class in the demo), made through the class
 * API, for a journey that changes a student's state or needs a student outside the demo's classes.
 */
export async function newStudentOfTeacher3(
  browser: Browser,
  opts: { className: string; grade: number; usernamePrefix: string; firstName: string; lastName: string },
): Promise<{ username: string; password: string }> {
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  await signInAs(page, 'teacher3');
  const csrf = (await ctx.cookies()).find((c) => c.name === 'csrftoken')!.value;
  const headers = { 'x-csrftoken': csrf };
  const made = await page.request.post('/api/v2/classrooms/', {
    data: { name: opts.className, grade_levels: [opts.grade] },
    headers,
  });
  expect(made.status(), await made.text()).toBe(201);
  const classId = ((await made.json()) as { id: number }).id;
  const username = `${opts.usernamePrefix}-${Date.now() % 1_000_000}`;
  const added = await page.request.post(`/api/v2/classrooms/${classId}/students/`, {
    data: { first_name: opts.firstName, last_name: opts.lastName, username },
    headers,
  });
  expect(added.status(), await added.text()).toBe(201);
  const { password } = (await added.json()) as { password: string };
  await ctx.close();
  return { username, password };
}
