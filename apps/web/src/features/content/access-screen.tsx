import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ACCESS_SCREENS, SEARCH_HINT, SOLUTIONS_URL, type AccessState } from '@lectern/domain';
import { NotFoundPage } from '../../layout/not-found-page.js';
import { buttonClass } from '../../ui/plain-button.js';
import s from './view.module.css';

const HomeLink = () => (
  <Link className={buttonClass('secondary')} to="/">
    Go to the homepage
  </Link>
);

/** The card every screen in place of an article uses: optional icon, heading, text, actions. */
function ScreenFrame({
  icon,
  title,
  children,
  actions,
}: {
  icon?: ReactNode;
  title: string;
  children?: ReactNode;
  actions: ReactNode;
}) {
  return (
    <div className={s.screenCard}>
      {icon && (
        <div className={s.screenIcon} aria-hidden="true">
          {icon}
        </div>
      )}
      <h1 className={title.length > 60 ? s.screenTitleLong : undefined}>{title}</h1>
      {children}
      <div className={s.screenActions}>{actions}</div>
    </div>
  );
}

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
      <ScreenFrame
        icon={screen.signIn ? <LockIcon /> : <PageIcon />}
        title={screen.title}
        actions={
          <>
            {screen.signIn && (
              <Link className={buttonClass('primary')} to={`/signin?next=${encodeURIComponent(signInNext)}`}>
                Sign in
              </Link>
            )}
            {screen.learnMore && (
              <Link className={buttonClass('primary')} to={SOLUTIONS_URL}>
                Learn more
              </Link>
            )}
            {screen.homeLink && <HomeLink />}
          </>
        }
      >
        {screen.body && <p className="muted">{screen.body}</p>}
        {screen.searchHint && (
          <p className="muted">
            {SEARCH_HINT} <Link to="/search">Search the library</Link>
          </p>
        )}
      </ScreenFrame>
    </main>
  );
}

/** An article that is not there (an unknown id, PLAT-42): the site's one not-found page, in the article's words. */
export function ContentNotFound() {
  return (
    <NotFoundPage title="We couldn’t find that article" message="The link may be mistyped, or the article was taken down." />
  );
}

/** PLAT-21: the page's frame with no content, while the reader or the article loads. */
export function EmptyShell() {
  return (
    <div className={s.shell} role="status" aria-busy="true" aria-label="Loading the article">
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
