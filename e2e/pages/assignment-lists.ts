import { expect, type Page } from '@playwright/test';
import { levelsOf } from './article-page.js';

const csrfOf = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'csrftoken')!.value;

/** A calendar day `days` from today as the API stores a due date: the end of that day (UTC). */
export function dueIn(days: number) {
  const day = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  return { iso: `${day}T23:59:00.000Z`, shown: `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}` };
}

/** Publishes an assignment through the API as the signed-in teacher, to Period 2 unless told otherwise. */
export async function publishAssignment(page: Page, storyId: string, title: string, extra: Record<string, unknown> = {}) {
  const classes = (await (await page.request.get('/api/v2/classrooms/')).json()) as {
    results: { id: number; name: string; groups: { id: number; name: string }[] }[];
  };
  const period2 = classes.results.find((c) => c.name.startsWith('Period 2'))!;
  const content = (await (await page.request.get(`/api/v3/content/${storyId}/`)).json()) as {
    attachments: { id: number; content_type: string }[];
  };
  const res = await page.request.post('/api/v3/assignment/', {
    headers: { 'x-csrftoken': await csrfOf(page) },
    data: {
      title,
      is_draft: false,
      assignment_members: [{ content_id: storyId }],
      classroom_ids: [period2.id],
      activity_members: content.attachments.filter((a) => a.content_type !== 'WRITE_PROMPT').map((a) => String(a.id)),
      ...extra,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { data: { assignment_id: number } }).data.assignment_id;
}

/**
 * Deletes the signed-in teacher's assignments with these titles (all of them with null), so that a
 * journey run again (a retry) starts from the same lists as its first run.
 */
export async function deleteAssignmentsTitled(page: Page, titles: string[] | null) {
  const mine = (await (await page.request.get('/api/v3/assignment/?include_drafts=true')).json()) as {
    results: { assignment_id: number; title: string }[];
  };
  for (const a of mine.results.filter((r) => titles === null || titles.includes(r.title))) {
    const res = await page.request.delete(`/api/v3/assignment/${a.assignment_id}/`, {
      headers: { 'x-csrftoken': await csrfOf(page) },
    });
    expect(res.status()).toBe(204);
  }
}

/** The signed-in student submits the article's quiz at grade 7, choosing the first option of every question. */
export async function submitQuiz(page: Page, storyId: string) {
  const content = (await (await page.request.get(`/api/v3/content/${storyId}/`)).json()) as {
    attachments: { id: number; content_type: string }[];
  };
  const quizId = content.attachments.find((a) => a.content_type === 'QUIZ')!.id;
  const level = (await levelsOf(page, storyId)).find((l) => l.language === 'en' && l.grade === 7)!;
  const quiz = (await (await page.request.get(`/api/v3/quiz/${quizId}/?level_id=${level.id}`)).json()) as {
    questions: { id: number; options: { id: number }[] }[];
  };
  const now = new Date().toISOString();
  const res = await page.request.post('/api/v3/studentquiz/', {
    headers: { 'x-csrftoken': await csrfOf(page) },
    data: {
      quiz_id: quizId,
      associated_content_id: storyId,
      assignment_ids: [],
      date_started: now,
      date_completed: now,
      answers: quiz.questions.map((q) => ({ quiz_question_id: q.id, value: q.options[0]!.id, date_answered: now })),
    },
  });
  expect([200, 201]).toContain(res.status());
}

/** A list of assignments (the teacher's page, a student's home card, a parent's child): one item per assignment. */
export class AssignmentList {
  constructor(
    private readonly page: Page,
    private readonly scope = page.locator('main'),
  ) {}

  /** The item whose title is `title`. */
  item(title: string) {
    return this.scope.getByRole('listitem').filter({ has: this.page.getByRole('link', { name: title, exact: true }) });
  }

  /** The titles in the order shown, keeping only those asked about (other journeys add their own). */
  async order(titles: string[]) {
    const shown = await this.scope.getByRole('heading').allTextContents();
    return shown.map((t) => t.trim()).filter((t) => titles.includes(t));
  }
}
