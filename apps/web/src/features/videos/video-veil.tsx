import { Link } from 'react-router';
import { ACCESS_SCREENS, formatDate, liteBadge, SOLUTIONS_URL, type AccessState, type Me, type VideoView } from '@lectern/domain';
import { LiteBadge } from '../../ui/lite-badge.js';
import { buttonClass } from '../../ui/plain-button.js';
import s from './videos.module.css';

/** PLAT-45: a lite reader on a video outside the free collection sees its poster behind a veil, and no video. */
export function VideoVeil({ video, me }: { video: VideoView; me: Me }) {
  const badge = liteBadge(me, video, formatDate);
  return (
    <div className={s.veil}>
      <img src={video.thumbnail.url} alt="" className={s.veilImage} width={640} height={360} />
      <div className={s.veilBody}>
        {badge && <LiteBadge text={badge} locked />}
        <p className={s.veilTitle}>This video is not part of your free collection.</p>
        <p>
          {me.isStudent
            ? 'Ask your teacher for help, or pick another video from the library.'
            : 'Videos outside the free collection come with a school or district subscription.'}
        </p>
        <Link className={buttonClass('primary')} to={me.isStudent ? '/search' : SOLUTIONS_URL}>
          {me.isStudent ? 'Go to the library' : 'Learn more'}
        </Link>
      </div>
    </div>
  );
}

/** A video the reader may not open (403, 451, or a failure): the access table's screen, in its words (PLAT-38 … PLAT-41). */
export function VideoAccessScreen({ state }: { state: Exclude<AccessState, 'UNAUTHENTICATED_USER_FREE_CONTENT'> }) {
  const screen = ACCESS_SCREENS[state];
  return (
    <main className="page" id="main" data-access-state={state}>
      <h1>{screen.title}</h1>
      {screen.body && <p className="muted">{screen.body}</p>}
      <p className={s.accessActions}>
        {screen.learnMore && (
          <Link className={buttonClass('primary')} to={SOLUTIONS_URL}>
            Learn more
          </Link>
        )}
        {screen.homeLink && (
          <Link className={buttonClass('secondary')} to="/">
            Go to the homepage
          </Link>
        )}
      </p>
    </main>
  );
}
