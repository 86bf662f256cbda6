import { Link } from 'react-router';
import { buttonClass } from '../ui/plain-button.js';
import s from './layout.module.css';

export interface NotFoundProps {
  /** The heading; it says that something was not found ("Page not found", "We couldn’t find that article"). */
  title?: string;
  /** One or two sentences on what may have happened. */
  message?: string;
  /** The way on that fits the section best; the library by default. The homepage is always offered beside it. */
  action?: { to: string; label: string };
}

export const NOT_FOUND_TITLE = 'Page not found';
const DEFAULT_MESSAGE = 'The link may be mistyped or out of date, or the page isn’t shared with you.';
const DEFAULT_ACTION = { to: '/search', label: 'Search the library' };

/**
 * The one not-found design, for a page that is already inside a `<main>` (a section's frame):
 * an icon, the heading, what may have happened, and two ways on.
 */
export function NotFound({ title = NOT_FOUND_TITLE, message = DEFAULT_MESSAGE, action = DEFAULT_ACTION }: NotFoundProps) {
  return (
    <div className={s.notFound}>
      <svg
        className={s.notFoundIcon}
        viewBox="0 0 24 24"
        width="44"
        height="44"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M6 3h8l4 4v6" />
        <path d="M14 3v4h4M9 11h6M9 15h2" />
        <path d="M6 3v18h6" />
        <circle cx="17" cy="17" r="3.2" />
        <path d="m19.4 19.4 2.1 2.1" />
      </svg>
      <h1>{title}</h1>
      <p className="muted">{message}</p>
      <div className={s.notFoundActions}>
        <Link className={buttonClass('primary')} to={action.to}>
          {action.label}
        </Link>
        <Link className={buttonClass('secondary')} to="/">
          Go to the homepage
        </Link>
      </div>
    </div>
  );
}

/**
 * The page for an unknown address or an id that names nothing (answered with status 404): what
 * happened and the ways on. Every page draws it for a 404 of its own data too.
 */
export function NotFoundPage(props: NotFoundProps) {
  return (
    <main className="page" id="main">
      <NotFound {...props} />
    </main>
  );
}
