import { Link } from 'react-router';
import { ACCESS_SCREENS, SEARCH_HINT, SOLUTIONS_URL, type AccessState } from '@lectern/domain';
import s from './view.module.css';

/** The screen for a reader who may not open this article (PLAT-38 … PLAT-41), texts from the spec. */
export function AccessScreen({
  state,
  signInNext,
}: {
  state: Exclude<AccessState, 'UNAUTHENTICATED_USER_FREE_CONTENT'>;
  signInNext: string;
}) {
  const screen = ACCESS_SCREENS[state];
  return (
    <main className={s.screen} id="main" data-access-state={state}>
      <div className={s.screenCard}>
        <div className={s.screenIcon} aria-hidden="true">
          {screen.signIn ? <LockIcon /> : <PageIcon />}
        </div>
        <h1 className={screen.title.length > 60 ? s.screenTitleLong : undefined}>{screen.title}</h1>
        {screen.body && <p className="muted">{screen.body}</p>}
        {screen.searchHint && (
          <p className="muted">
            {SEARCH_HINT} <Link to="/search">Search the library</Link>
          </p>
        )}
        <div className={s.screenActions}>
          {screen.signIn && (
            <Link className={s.primaryLink} to={`/signin?next=${encodeURIComponent(signInNext)}`}>
              Sign in
            </Link>
          )}
          {screen.learnMore && (
            <Link className={s.primaryLink} to={SOLUTIONS_URL}>
              Learn more
            </Link>
          )}
          {screen.homeLink && (
            <Link className={s.secondaryLink} to="/">
              Go to the homepage
            </Link>
          )}
        </div>
      </div>
    </main>
  );
}

export function ContentNotFound() {
  return (
    <main className={s.screen} id="main">
      <div className={s.screenCard}>
        <h1>We couldn’t find that article</h1>
        <p className="muted">The link may be mistyped, or the article was taken down.</p>
        <div className={s.screenActions}>
          <Link className={s.primaryLink} to="/search">
            Search the library
          </Link>
          <Link className={s.secondaryLink} to="/">
            Go to the homepage
          </Link>
        </div>
      </div>
    </main>
  );
}

/** PLAT-21: the page's frame with no content, while the reader or the article loads. */
export function EmptyShell() {
  return (
    <div className={s.shell} aria-busy="true" aria-label="Loading the article">
      <div className={s.shellBar} />
      <div className={s.shellBlock} />
      <div className={s.shellLine} />
      <div className={s.shellLine} />
    </div>
  );
}

function LockIcon() {
  return (
    <svg viewBox="0 0 24 24" width="44" height="44" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
      <rect x="5" y="10.5" width="14" height="10" rx="2" />
      <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3" />
      <circle cx="12" cy="15.5" r="1.3" fill="currentColor" stroke="none" />
    </svg>
  );
}

function PageIcon() {
  return (
    <svg viewBox="0 0 24 24" width="44" height="44" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
      <path d="M6 3h8l4 4v14H6z" />
      <path d="M14 3v4h4M9 12h6M9 16h4" />
      <path d="M4 4l16 16" />
    </svg>
  );
}
