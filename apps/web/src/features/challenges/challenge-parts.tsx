/** What the reading challenge pages under /challenges share (TOKEN-11): the frame, the heading, the progress bars. */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { challengeName, classGoalText, progressPercent, type ClassChallenge, type Me } from '@lectern/domain';
import { NotFound } from '../../layout/not-found-page.js';
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

/** The student's challenge pages, as the sub-navigation names them. */
export type ChallengeTab = 'month' | 'history' | 'rewards';

/**
 * A challenge page's heading. A student's pages also get the sub-navigation between their three
 * pages (TOKEN-11): `tab` is the page's own tab, `within` the tab a page belongs to without being
 * it (a past month is one of the past months). Only students and teachers take part (TOKEN-09), so
 * only they get the explainer.
 */
export function ChallengeHead({
  me,
  eyebrow,
  title,
  tab,
  within,
  crumb,
}: {
  me: Me;
  eyebrow: string;
  title: string;
  tab?: ChallengeTab;
  within?: ChallengeTab;
  /** A page outside the tabs (a topic) leads back to the challenge instead. */
  crumb?: boolean;
}) {
  return (
    <>
      {crumb && (
        <nav aria-label="Breadcrumb" className={s.crumbs}>
          <Link to="/challenges">Reading challenge</Link>
          <span aria-hidden="true"> › </span>
        </nav>
      )}
      <div className={s.head}>
        <div>
          <p className={s.eyebrow}>{eyebrow}</p>
          <h1>{title}</h1>
        </div>
        {(me.isStudent || me.isTeacher) && <ExplainerButton me={me} variant="secondary" className={s.headButton} />}
      </div>
      {me.isStudent && !crumb ? <SubNav tab={tab} within={within} /> : <div className={s.headRule} />}
    </>
  );
}

const TABS: { tab: ChallengeTab; to: string; label: string }[] = [
  { tab: 'month', to: '/challenges', label: 'This month' },
  { tab: 'history', to: '/challenges/history', label: 'Past months' },
  { tab: 'rewards', to: '/challenges/rewards', label: 'Rewards' },
];

function SubNav({ tab, within }: { tab?: ChallengeTab; within?: ChallengeTab }) {
  return (
    <nav aria-label="Reading challenge" className={s.subnav}>
      {TABS.map((t) => {
        const current = t.tab === tab ? 'page' : t.tab === within ? 'true' : undefined;
        return (
          <Link key={t.tab} to={t.to} aria-current={current} className={current ? s.subnavActive : s.subnavLink}>
            {t.label}
          </Link>
        );
      })}
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

/** A class's goal as counts. `month` names a past month, whose badge is no longer "this month's". */
export function ClassGoal({ c, small = false, month }: { c: ClassChallenge; small?: boolean; month?: string }) {
  const text = month
    ? `${c.students_completed} of ${c.student_count} ${c.student_count === 1 ? 'student' : 'students'} earned the ${month} badge`
    : classGoalText(c.students_completed, c.student_count);
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

/**
 * /challenges/history and /challenges/rewards for a teacher: a student's own pages. What they hold,
 * and the teacher's page, where the class goals are.
 */
export function ForStudents({ me, what }: { me: Me; what: 'history' | 'rewards' }) {
  return (
    <>
      <ChallengeHead me={me} eyebrow="Reading challenge" title={what === 'history' ? 'Past months' : 'Rewards'} />
      <Card className={s.empty} aria-labelledby="for-students">
        <ChallengeBadge earned label="" className={s.emptyBadge} />
        <h2 id="for-students">{what === 'history' ? 'Past months are kept for each student' : 'Rewards belong to students'}</h2>
        <p className="muted">
          {what === 'history'
            ? 'Each student sees the months they took part in, with the articles they read and the tokens they earned.'
            : 'Each student sees the tokens they have earned and the monthly badges they have won.'}{' '}
          Your classes’ goals, for this month and the months before, are on your reading challenge page.
        </p>
        <Link to="/challenges" className={buttonClass()}>
          See class goals
        </Link>
      </Card>
    </>
  );
}

/**
 * Every page under /challenges for someone who does not take part (TOKEN-09: students and their
 * teachers do): a parent, a school or district admin. What the challenge is, and where their own
 * view of the reading is.
 */
export function NotTakingPart({ me, title }: { me: Me; title: string }) {
  const parent = me.isParent;
  return (
    <>
      <ChallengeHead me={me} eyebrow="Reading challenge" title={title} />
      <Card className={s.empty} aria-labelledby="challenge-who">
        <ChallengeBadge earned label="" className={s.emptyBadge} />
        <h2 id="challenge-who">
          {parent ? 'Your child follows the challenge in their own account' : 'Students and their teachers follow the challenge'}
        </h2>
        <p className="muted">
          Every month students can earn a reading badge: at least 5 articles in elementary school, at least 9 in middle and high
          school. Each quiz and Power Words they finish also earns tokens.
        </p>
        <p className="muted">
          {parent
            ? 'Your child sees their progress, badges and tokens when they sign in. The work their teachers assign, and what they have finished, is on your home page.'
            : 'Students see their own progress, and each teacher sees how many students in their classes have earned the badge. A school account has no class goals of its own to show here.'}
        </p>
        <div className={s.emptyActions}>
          {parent ? (
            <Link to="/" className={buttonClass()}>
              See your child’s work
            </Link>
          ) : me.isSchoolAdmin ? (
            <Link to="/" className={buttonClass()}>
              {me.role === 'district_admin' ? 'See your district’s classes' : 'See your school’s classes'}
            </Link>
          ) : (
            <Link to="/" className={buttonClass()}>
              Go to the homepage
            </Link>
          )}
          <Link to="/search" className={buttonClass('secondary')}>
            Browse the library
          </Link>
        </div>
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
        Go to the homepage
      </Link>
    </Card>
  );
}

/** An unknown page under /challenges (an unknown month or topic), in the site's one not-found design. */
export function ChallengeNotFound() {
  return (
    <NotFound
      message="There is no such reading challenge page. The link may be mistyped or out of date."
      action={{ to: '/challenges', label: 'Go to the reading challenge' }}
    />
  );
}
