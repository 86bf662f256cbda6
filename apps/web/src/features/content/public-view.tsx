import { Link } from 'react-router';
import { ACCESS_SCREENS, ARTICLE_TYPE_NAMES, SOLUTIONS_URL, SUBJECT_NAMES, type Content } from '@lectern/domain';
import { LiteBadge } from '../../ui/lite-badge.js';
import { buttonClass } from '../../ui/plain-button.js';
import { HeroImage } from './hero-image.js';
import s from './view.module.css';

/**
 * PLAT-32, PLAT-41: what a signed-out visitor sees of an article: its title, teaser, header image
 * and premium flag, with the way to sign in and read it. A premium article they are refused (401)
 * shows the same page, saying that it comes with a school subscription.
 */
export function PublicView({
  content,
  next,
  state = 'UNAUTHENTICATED_USER_FREE_CONTENT',
}: {
  content: Content;
  next: string;
  state?: 'UNAUTHENTICATED_USER_FREE_CONTENT' | 'UNAUTHENTICATED_USER_RESTRICTED_CONTENT';
}) {
  const d = content.data;
  const restricted = state === 'UNAUTHENTICATED_USER_RESTRICTED_CONTENT' ? ACCESS_SCREENS[state] : null;
  return (
    <main className={s.publicView} id="main" data-access-state={state}>
      <article className={s.article}>
        <p className={s.kicker}>
          <span>{SUBJECT_NAMES[d.subject]}</span>
          <span aria-hidden="true">·</span>
          <span>{ARTICLE_TYPE_NAMES[d.article_type]}</span>
          {d.is_premium && <LiteBadge text="Premium" locked className={s.kickerBadge} />}
        </p>
        <h1 className={s.title}>{d.title}</h1>
        <p className={s.teaser}>{d.teaser}</p>
        <HeroImage image={d.header_image} />
        <section className={s.publicCta} aria-labelledby="public-cta-title">
          <span className={s.publicCtaIcon} aria-hidden="true">
            <LockIcon />
          </span>
          <h2 id="public-cta-title" className={s.publicCtaTitle}>
            {restricted ? restricted.title : 'Sign in to read this article at your level'}
          </h2>
          <p className="muted">
            {restricted?.body ??
              'Lectern writes every article at several reading levels. Sign in with your Lectern account to read it at yours.'}
          </p>
          <div className={s.screenActions}>
            <Link className={buttonClass('primary')} to={`/signin?next=${encodeURIComponent(next)}`}>
              Sign in to read
            </Link>
            {restricted && (
              <Link className={buttonClass('secondary')} to={SOLUTIONS_URL}>
                Learn about subscriptions
              </Link>
            )}
          </div>
        </section>
      </article>
    </main>
  );
}

function LockIcon() {
  return (
    <svg viewBox="0 0 24 24" width="32" height="32" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
      <rect x="5" y="10.5" width="14" height="10" rx="2" />
      <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3" />
      <circle cx="12" cy="15.5" r="1.3" fill="currentColor" stroke="none" />
    </svg>
  );
}
