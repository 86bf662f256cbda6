import type { Me } from '@lectern/domain';

/** /student-binder/word-wall: the words a student has met in Power Words (PW-13). */
export function WordWallPage(_props: { me: Me }) {
  return (
    <main className="page" id="main">
      <h1>Word wall</h1>
    </main>
  );
}
