import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContentCard, Me, Quiz, StudentQuiz as StudentQuizRecord } from '@lectern/domain';
import { stubApi } from '../../test/api-stub.js';
import { axeViolations } from '../../test/axe.js';
import { buildStudentMe } from '../../test/fixtures.js';
import { renderInApp } from '../../test/render.js';
import { StudentQuiz } from './student-quiz.js';

const quiz: Quiz = {
  id: 31,
  content_id: '900',
  article_level_id: 11,
  grade_band: 5,
  answers_included: true,
  questions: [1, 2].map((n) => ({
    id: 100 + n,
    position: n,
    raw_question: `What does question ${n} ask?`,
    html_question: `What does question ${n} ask?`,
    metadata: [],
    options: [1, 2].map((p) => ({ id: 1000 + n * 10 + p, position: p, text: `Answer ${n}.${p}`, raw_text: `Answer ${n}.${p}` })),
  })),
};

const record: StudentQuizRecord = {
  id: 7,
  quiz: { id: 31 },
  quiz_id: 31,
  student_id: 5,
  associated_content_id: '900',
  article_level_id: 11,
  grade_band: 5,
  assignment_ids: [],
  date_started: '2026-11-20T10:00:00.000Z',
  date_completed: '2026-11-20T10:05:00.000Z',
  correct_count: 1,
  question_count: 2,
  tokens_earned: 0,
  answers: quiz.questions.map((q, i) => ({
    quiz_question_id: q.id,
    value: q.options[0]!.id,
    correct_answer: q.options[i]!.id,
    is_correct: i === 0,
    date_answered: '2026-11-20T10:04:00.000Z',
  })),
};

const card: ContentCard = {
  id: '321',
  content_type: 'ARTICLE',
  slug: 'tide-pools',
  title: 'Life in a tide pool',
  teaser: 'What lives where the sea comes and goes.',
  subject: 'SCIENCE',
  article_type: 'photo',
  header_image: { url: '/media/tide-pools.svg', alt: '' },
  grades: [3, 5],
  lexile_min: 500,
  lexile_max: 900,
  languages: ['en'],
  is_premium: false,
  is_lite: true,
  date_lite_product_grant_expires: null,
  date_published: '2026-03-02T12:00:00.000Z',
};

function renderSummary(me: Me) {
  return renderInApp(
    <Routes>
      <Route
        path="/view/:contentId"
        element={<StudentQuiz me={me} contentId="900" quizId={31} quiz={quiz} record={record} assignment={null} />}
      />
    </Routes>,
    { route: '/view/900?activityPanel=quiz&quizId=31' },
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the quiz review’s similar content (RELATED-04)', () => {
  it('RELATED-04 a student’s review ends with "Similar content" of the allowed types, without Assign', async () => {
    const api = stubApi((req) =>
      req.path.startsWith('/api/v3/content/?') ? { status: 200, body: { count: 1, results: [card] } } : undefined,
    );
    const { container } = renderSummary(buildStudentMe());
    const block = await screen.findByRole('region', { name: 'Similar content' });
    expect(api.requests.find((r) => r.path.startsWith('/api/v3/content/?'))!.path).toContain(
      'content_types=VIDEO&content_types=ARTICLE&content_types=INTERACTIVE_VIDEO',
    );
    expect(within(block).getByRole('link', { name: 'Life in a tide pool' }).getAttribute('href')).toBe('/view/321');
    expect(within(block).queryByRole('link', { name: /^Assign/ })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('RELATED-02 a lite-interface student’s review asks for none', async () => {
    const api = stubApi((req) =>
      req.path.startsWith('/api/v3/content/?') ? { status: 200, body: { count: 1, results: [card] } } : undefined,
    );
    renderSummary(buildStudentMe({ isLiteUser: true }));
    await waitFor(() => expect(screen.getByRole('list', { name: 'Your answers' })).toBeTruthy());
    expect(api.requests.filter((r) => r.path.startsWith('/api/v3/content/?'))).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Similar content' })).toBeNull();
  });
});
