import { Link } from 'react-router';
import { wordMastered, wordWallCount, type Me, type WordWallEntry } from '@lectern/domain';
import { buttonClass } from '../../ui/plain-button.js';
import { useWordWall } from './api.js';
import s from './power-words.module.css';

/**
 * /student-binder/word-wall: the words a student has met in Power Words (PW-13). Others get what
 * the page is for them: a parent, that their child's words are in the child's own account.
 */
export function WordWallPage({ me }: { me: Me }) {
  return (
    <main className="page" id="main">
      {me.isStudent ? <StudentWall me={me} /> : me.isParent ? <ParentWall /> : <NotAStudent />}
    </main>
  );
}

function StudentWall({ me }: { me: Me }) {
  const wall = useWordWall(me);
  const words = wall.data?.results ?? [];
  const mastered = words.filter(wordMastered).length;
  return (
    <>
      <div className={s.wallHeader}>
        <div>
          <h1>Word wall</h1>
          <p className="muted">Every Power Word you practise lands here, with the article you met it in.</p>
        </div>
        {words.length > 0 && <p className={s.count}>{wordWallCount(words.length, mastered)}</p>}
      </div>
      {wall.isError && <p className={s.error}>We couldn’t load your word wall. Please try again later.</p>}
      {wall.isPending && <p className="muted">Loading your words…</p>}
      {wall.isSuccess && words.length === 0 && <EmptyWall />}
      {words.length > 0 && (
        <ul className={s.cards}>
          {words.map((w) => (
            <li key={`${w.content_id}:${w.headword}`}>
              <WordCard entry={w} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function WordCard({ entry }: { entry: WordWallEntry }) {
  const done = wordMastered(entry);
  return (
    <article className={done ? `${s.card} ${s.cardMastered}` : s.card} aria-label={entry.headword}>
      <div className={s.cardTop}>
        <h2 className={s.cardWord}>{entry.headword}</h2>
        {done ? (
          <span className={s.mastered}>
            <span aria-hidden="true">★ </span>Mastered
          </span>
        ) : (
          <span className={s.practising}>
            {entry.correct} of {entry.answered} right
          </span>
        )}
      </div>
      <p className={s.cardDefinition}>{entry.definition}</p>
      <p className={s.cardFrom}>
        From <Link to={`/view/${entry.content_id}`}>{entry.article_title}</Link>
      </p>
    </article>
  );
}

function WallArt() {
  return (
    <svg className={s.emptyArt} viewBox="0 0 120 90" aria-hidden="true">
      <rect x="4" y="10" width="112" height="72" rx="8" fill="#e8efff" stroke="#b9cbf7" strokeWidth="2" />
      <rect x="16" y="22" width="38" height="20" rx="4" fill="#fff" stroke="#93b4f5" strokeWidth="2" />
      <rect x="62" y="22" width="42" height="20" rx="4" fill="#fff" stroke="#93b4f5" strokeWidth="2" />
      <rect x="16" y="50" width="50" height="20" rx="4" fill="#fff" stroke="#93b4f5" strokeWidth="2" strokeDasharray="4 3" />
      <rect x="74" y="50" width="30" height="20" rx="4" fill="#fcd34d" stroke="#b7791f" strokeWidth="2" />
    </svg>
  );
}

function EmptyWall() {
  return (
    <section className={`${s.card} ${s.empty}`} aria-labelledby="wall-empty">
      <WallArt />
      <h2 id="wall-empty">Your word wall is empty for now</h2>
      <p className="muted">Open an article, choose Power Words in its activities, and the words you practise will appear here.</p>
      <div>
        <Link to="/search" className={buttonClass()}>
          Find an article in the library
        </Link>
      </div>
    </section>
  );
}

/** A parent has no wall of their own: their child collects the words in their own account. */
function ParentWall() {
  return (
    <section className={`${s.card} ${s.empty}`} aria-labelledby="wall-parent">
      <WallArt />
      <h1 id="wall-parent">Word wall</h1>
      <p className="muted">
        The word wall is where your child collects the Power Words they meet while reading, with the article each word came from.
        Your child sees their words here when they sign in to their own account; the work their teachers assign, and what they
        have finished, is on your home page.
      </p>
      <div>
        <Link to="/" className={buttonClass()}>
          See your child’s work
        </Link>
      </div>
    </section>
  );
}

function NotAStudent() {
  return (
    <section className={`${s.card} ${s.empty}`} aria-labelledby="wall-students">
      <WallArt />
      <h1 id="wall-students">Word wall</h1>
      <p className="muted">
        The word wall is where students collect the Power Words they practise, with the article each word came from. Students see
        their own words here when they sign in.
      </p>
      <div>
        <Link to="/search" className={buttonClass('secondary')}>
          Browse the library
        </Link>
      </div>
    </section>
  );
}
