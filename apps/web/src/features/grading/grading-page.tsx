import type { Me } from '@lectern/domain';

/** /grading/{contentId}: a teacher's review of their students' quiz results on one article. */
export function GradingPage(_props: { me: Me }) {
  return (
    <main className="page" id="main">
      <h1>Student work</h1>
    </main>
  );
}
