import { Link, useParams } from 'react-router';
import {
  articlesProgressText,
  articlesToGoText,
  challengeIdFor,
  challengeName,
  formatDate,
  isChallengeId,
  shiftChallengeId,
  SUBJECT_NAMES,
  type ChallengeProgress,
  type ChallengeView,
  type Me,
} from '@lectern/domain';
import { Card } from '../../ui/card.js';
import { buttonClass } from '../../ui/plain-button.js';
import { TokenDisplay } from '../../ui/token-display.js';
import { useChallenge, useChallengeHistory } from './api.js';
import { ChallengeBadge } from './challenge-badge.js';
import {
  ChallengeHead,
  ChallengeNotFound,
  ChallengeSection,
  ClassGoal,
  LOAD_FAILED,
  monthShort,
  NotTakingPart,
  ProgressBar,
} from './challenge-parts.js';
import s from './challenges.module.css';

/**
 * /challenges and /challenges/{YYYY-MM} (TOKEN-11): this month's or a past month's challenge.
 * Students see their own progress; teachers see each class's goal as counts, never a ranking.
 */
export function ChallengeMonthPage({ me }: { me: Me }) {
  const { challengeId } = useParams();
  const id = challengeId ?? 'current';
  return (
    <ChallengeSection me={me}>
      {challengeId !== undefined && !isChallengeId(challengeId) ? (
        <ChallengeNotFound />
      ) : me.isStudent || me.isTeacher ? (
        <MonthPage me={me} id={id} />
      ) : (
        <NotTakingPart me={me} title="The monthly reading challenge" />
      )}
    </ChallengeSection>
  );
}

function MonthPage({ me, id }: { me: Me; id: string }) {
  const view = useChallenge(id);
  const thisMonth = challengeIdFor(new Date());
  const isCurrent = id === 'current' || id === thisMonth;
  const isPast = !isCurrent && id < thisMonth;
  const title = view.data?.name ?? (id === 'current' ? 'This month' : challengeName(id));
  return (
    <>
      <ChallengeHead
        me={me}
        eyebrow={isPast ? 'Reading challenge · Past month' : 'Reading challenge'}
        title={title}
        tab={isCurrent ? 'month' : undefined}
        within={isPast ? 'history' : undefined}
      />
      {view.isPending && <p className="muted">Loading the challenge…</p>}
      {view.isError && <p className="muted">{LOAD_FAILED}</p>}
      {view.data &&
        (view.data.role === 'student' ? (
          <StudentMonth view={view.data} current={isCurrent} />
        ) : (
          <TeacherMonth view={view.data} current={isCurrent} />
        ))}
      {view.data && isChallengeId(view.data.id) && <MonthNav id={view.data.id} student={view.data.role === 'student'} />}
    </>
  );
}

/**
 * The way to the month before and the month after. It leads only to months with reading in them,
 * as Past months lists them: for a student, the months of their history; for a teacher, the month
 * before while any of their classes read in it.
 */
function MonthNav({ id, student }: { id: string; student: boolean }) {
  const thisMonth = challengeIdFor(new Date());
  const history = useChallengeHistory(student);
  const before = shiftChallengeId(id, -1);
  const monthBefore = useChallenge(before, !student);
  let prev: string | undefined;
  let next: string | undefined;
  if (student) {
    const months = (history.data?.results ?? []).map((p) => p.id);
    prev = months
      .filter((m) => m < id)
      .sort()
      .at(-1);
    next = id >= thisMonth ? undefined : (months.filter((m) => m > id).sort()[0] ?? thisMonth);
  } else {
    prev = monthBefore.data?.classes.some((c) => c.articles_read > 0) ? before : undefined;
    next = id >= thisMonth ? undefined : shiftChallengeId(id, 1);
  }
  if (!prev && !next) return null;
  return (
    <nav aria-label="Months" className={s.monthNav}>
      {prev && <Link to={`/challenges/${prev}`}>‹ {challengeName(prev)}</Link>}
      {next && (
        <Link to={next === thisMonth ? '/challenges' : `/challenges/${next}`} className={s.monthNext}>
          {next === thisMonth ? 'This month' : challengeName(next)} ›
        </Link>
      )}
    </nav>
  );
}

function StudentMonth({ view, current }: { view: ChallengeView; current: boolean }) {
  const p = view.student;
  if (!p) return <p className="muted">There is no challenge to show for this month.</p>;
  return (
    <div className={s.stackCards}>
      <ProgressCard p={p} current={current} />
      <Card aria-labelledby="month-articles">
        <h2 id="month-articles">{current ? 'Articles read this month' : `Articles read in ${p.name}`}</h2>
        {p.articles.length === 0 ? (
          <EmptyArticles current={current} />
        ) : (
          <ul className={s.articleList}>
            {p.articles.map((a) => (
              <li key={a.content_id}>
                <div className={s.articleMain}>
                  <Link to={`/view/${a.content_id}`}>{a.title}</Link>
                  <span className={s.articleMeta}>
                    {SUBJECT_NAMES[a.subject] ?? a.subject} · Read {formatDate(a.date_read)}
                  </span>
                </div>
                <TokenDisplay earned={a.tokens_earned} size="SM" />
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}

function ProgressCard({ p, current }: { p: ChallengeProgress; current: boolean }) {
  const progress = articlesProgressText(p.articles_read, p.goal);
  const note = current
    ? articlesToGoText(p.articles_read, p.goal)
    : p.badge_earned
      ? `You earned the ${p.name} badge.`
      : `The ${p.name} challenge has ended.`;
  return (
    <Card className={s.hero} aria-labelledby="month-progress">
      <ChallengeBadge
        className={s.heroBadge}
        earned={p.badge_earned}
        monthLabel={monthShort(p.id)}
        label={`${p.name} badge, ${p.badge_earned ? 'earned' : 'not earned yet'}`}
      />
      <div>
        <h2 id="month-progress">{current ? 'Your progress' : `Your ${p.name} challenge`}</h2>
        <ProgressBar value={p.articles_read} max={p.goal} text={progress} label="Articles read" />
        <p className={s.toGo}>{note}</p>
      </div>
      <div className={s.heroStat}>
        <TokenDisplay earned={p.tokens_earned} size="LG" />
        <span className={s.statLabel}>{current ? 'tokens this month' : 'tokens that month'}</span>
      </div>
    </Card>
  );
}

function EmptyArticles({ current }: { current: boolean }) {
  return (
    <div className={s.empty}>
      <p className="muted">
        {current
          ? 'No articles yet this month. An article counts once you finish its quiz or its Power Words.'
          : 'No articles were read that month.'}
      </p>
      {current && (
        <Link to="/search" className={buttonClass()}>
          Find an article to read
        </Link>
      )}
    </div>
  );
}

function TeacherMonth({ view, current }: { view: ChallengeView; current: boolean }) {
  return (
    <Card aria-labelledby="class-goals">
      <h2 id="class-goals">Class goals</h2>
      <p className="muted">
        {current
          ? 'How many students in each class have earned this month’s badge. Students see only their own progress.'
          : `How many students in each class earned the ${view.name} badge. Students see only their own progress.`}
      </p>
      {view.classes.length === 0 ? (
        <div className={s.empty}>
          <p className="muted">You have no classes yet. When your students read, their class goals appear here.</p>
          <Link to="/account/classes" className={buttonClass('secondary')}>
            Go to your classes
          </Link>
        </div>
      ) : (
        <ul className={s.classList}>
          {view.classes.map((c) => (
            <ClassGoal key={c.classroom_id} c={c} month={current ? undefined : view.name} />
          ))}
        </ul>
      )}
    </Card>
  );
}
