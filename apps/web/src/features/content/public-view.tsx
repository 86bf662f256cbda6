import { Link } from 'react-router';
import { SUBJECT_NAMES, type Content } from '@lectern/domain';
import { buttonClass } from '../../ui/plain-button.js';
import { HeroImage } from './hero-image.js';
import s from './view.module.css';

/**
 * PLAT-32: what a signed-out visitor sees of a free article: title, teaser, header image and the
 * premium flag, with a way to sign in and read it.
 */
export function PublicView({ content, next }: { content: Content; next: string }) {
  const d = content.data;
  return (
    <main className={s.publicView} id="main">
      <article className={s.article}>
        <p className={s.kicker}>
          {SUBJECT_NAMES[d.subject]}
          {d.is_premium && <span className={s.badgePremium}>Premium</span>}
        </p>
        <h1 className={s.title}>{d.title}</h1>
        <p className={s.teaser}>{d.teaser}</p>
        <HeroImage image={d.header_image} />
        <div className={s.publicCta}>
          <p>Sign in with your Lectern account to read this article at your level.</p>
          <Link className={buttonClass('primary')} to={`/signin?next=${encodeURIComponent(next)}`}>
            Sign in to read
          </Link>
        </div>
      </article>
    </main>
  );
}
