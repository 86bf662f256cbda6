/** What the reading challenge pages under /challenges share (TOKEN-11): the frame, the heading, the progress bars. */
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { challengeName, classGoalText, progressPercent, type ClassChallenge, type Me } from '@lectern/domain';
import { Card } from '../../ui/card.js';
import { buttonClass } from '../../ui/plain-button.js';
import { useChallengeEnabled } from './api.js';
import { ChallengeBadge } from './challenge-badge.js';
import { ExplainerButton } from './explainer-button.js';
import s from './challenges.module.css';

export const monthShort = (id: string) => challengeName(id).slice(0, 3).toUpperCase();
export const LOAD_FAILED = 'We couldn’t load the reading challenge. Please try again later.';
const NO_STUDENTS = "This class doesn't have students.";

/**
 * The frame of every page under /challenges: its <main>, and what it shows instead of the page
 * while the reading_challenge flag is unknown or off (TOKEN-07). The page's own queries start only
 * once the flag is on.
 */
export function ChallengeSection({ me, children }: { me: Me; children: ReactNode }) {
  const flag = useChallengeEnabled(me);
  return (
    <main className="page" id="main">
      {!flag.known ? <p className="muted">Loading…</p> : !flag.enabled ? <Off /> : children}
    </main>
  );
}

export function ChallengeHead({ me, eyebrow, title }: { me: Me; eyebrow: string; title: string }) {
  return (
    <>
      <div className={s.head}>
        <div>
          <p className={s.eyebrow}>{eyebrow}</p>
          <h1>{title}</h1>
        </div>
        <ExplainerButton me={me} variant="secondary" />
      </div>
      <SubNav me={me} />
    </>
  );
}

function SubNav({ me }: { me: Me }) {
  const cls = ({ isActive }: { isActive: boolean }) => (isActive ? s.subnavActive : s.subnavLink);
  return (
    <nav aria-label="Reading challenge" className={s.subnav}>
      <NavLink to="/challenges" end className={cls}>
        This month
      </NavLink>
      {me.isStudent && (
        <>
          <NavLink to="/challenges/history" className={cls}>
            History
          </NavLink>
          <NavLink to="/challenges/rewards" className={cls}>
            Rewards
          </NavLink>
        </>
      )}
    </nav>
  );
}

/** A labelled progress bar with its numbers in the ARIA values, and the same text on screen. */
export function ProgressBar({
  value,
  max,
  text,
  label,
  small = false,
}: {
  value: number;
  max: number;
  text: string;
  label: string;
  small?: boolean;
}) {
  const pct = progressPercent(value, max);
  return (
    <div className={small ? `${s.bar} ${s.barSmall}` : s.bar}>
      <div
        className={s.barTrack}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={Math.min(value, max)}
        aria-valuetext={text}
      >
        <div className={pct >= 100 ? `${s.barFill} ${s.barFull}` : s.barFill} style={{ width: `${pct}%` }} />
      </div>
      <span className={s.barText}>{text}</span>
    </div>
  );
}

export function ClassGoal({ c, small = false }: { c: ClassChallenge; small?: boolean }) {
  const text = classGoalText(c.students_completed, c.student_count);
  return (
    <li className={small ? undefined : s.classItem}>
      {small ? <strong>{c.name}</strong> : <h3>{c.name}</h3>}
      {c.student_count === 0 ? (
        <p className="muted">{NO_STUDENTS}</p>
      ) : (
        <ProgressBar
          value={c.students_completed}
          max={c.student_count}
          text={text}
          label={`${c.name}: students with the badge`}
          small={small}
        />
      )}
      {!small && c.student_count > 0 && (
        <p className="muted">
          {c.articles_read} of {c.articles_goal} articles read as a class
        </p>
      )}
    </li>
  );
}

export function ForStudents({ me, what }: { me: Me; what: 'history' | 'rewards' }) {
  return (
    <>
      <ChallengeHead me={me} eyebrow="Reading challenge" title={what === 'history' ? 'Challenge history' : 'Rewards'} />
      <Card className={s.empty} aria-labelledby="for-students">
        <ChallengeBadge earned label="" className={s.emptyBadge} />
        <h2 id="for-students">{what === 'history' ? 'Past months are kept for each student' : 'Rewards belong to students'}</h2>
        <p className="muted">
          Students see their own badges and tokens here. You see how each class is doing on the challenge page.
        </p>
        <Link to="/challenges" className={buttonClass('secondary')}>
          See class goals
        </Link>
      </Card>
    </>
  );
}

function Off() {
  return (
    <Card className={s.empty} aria-labelledby="challenge-off">
      <h1 id="challenge-off">Reading challenge</h1>
      <p className="muted">The reading challenge isn’t turned on for your account.</p>
      <Link to="/" className={buttonClass('secondary')}>
        Go to your home page
      </Link>
    </Card>
  );
}

/** An unknown page under /challenges (an unknown month or topic). */
export function ChallengeNotFound() {
  return (
    <Card className={s.empty} aria-labelledby="challenge-missing">
      <h1 id="challenge-missing">Page not found</h1>
      <p className="muted">There is no such reading challenge page.</p>
      <Link to="/challenges" className={buttonClass('secondary')}>
        Go to the reading challenge
      </Link>
    </Card>
  );
}
