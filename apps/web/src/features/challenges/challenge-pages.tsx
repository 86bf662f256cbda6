import type { ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import {
  articlesProgressText,
  articlesToGoText,
  challengeGoal,
  challengeIdFor,
  challengeName,
  classGoalText,
  formatDate,
  isChallengeId,
  progressPercent,
  shiftChallengeId,
  SUBJECT_NAMES,
  type ChallengeProgress,
  type ChallengeView,
  type ClassChallenge,
  type Me,
} from '@lectern/domain';
import { Card } from '../../ui/card.js';
import { buttonClass } from '../../ui/plain-button.js';
import { useChallenge, useChallengeEnabled, useChallengeHistory, useChallengeRewards, useChallengeTopic } from './api.js';
import { ChallengeBadge } from './challenge-badge.js';
import { ExplainerButton } from './explainer-button.js';
import { TokenDisplay } from '../../ui/token-display.js';
import s from './challenges.module.css';

type Route =
  | { kind: 'month'; id: string }
  | { kind: 'history' }
  | { kind: 'rewards' }
  | { kind: 'topic'; topicId: string }
  | { kind: 'unknown' };

function routeOf(pathname: string): Route {
  const parts = pathname.replace(/\/+$/, '').split('/').slice(2).map(decodeURIComponent);
  if (parts.length === 0) return { kind: 'month', id: 'current' };
  if (parts.length === 1 && parts[0] === 'history') return { kind: 'history' };
  if (parts.length === 1 && parts[0] === 'rewards') return { kind: 'rewards' };
  if (parts.length === 2 && parts[0] === 'topics' && parts[1]) return { kind: 'topic', topicId: parts[1] };
  if (parts.length === 1 && isChallengeId(parts[0]!)) return { kind: 'month', id: parts[0]! };
  return { kind: 'unknown' };
}

const monthShort = (id: string) => challengeName(id).slice(0, 3).toUpperCase();
const NO_STUDENTS = "This class doesn't have students.";
const LOAD_FAILED = 'We couldn’t load the reading challenge. Please try again later.';

/**
 * The monthly reading challenge pages under /challenges (TOKEN-11): the landing page, one month
 * (/challenges/{id}), history, rewards, and a topic page (/challenges/topics/{topicId}).
 * Students see their own progress; teachers see each class's goal as counts, never a ranking.
 */
export function ChallengePage({ me }: { me: Me }) {
  const { pathname } = useLocation();
  const route = routeOf(pathname);
  const flag = useChallengeEnabled(me);
  let body: ReactNode;
  if (!flag.known) body = <p className="muted">Loading…</p>;
  else if (!flag.enabled) body = <Off />;
  else if (route.kind === 'month')
    body = me.isStudent || me.isTeacher ? <MonthPage me={me} id={route.id} /> : <NotTakingPart me={me} />;
  else if (route.kind === 'history') body = me.isStudent ? <HistoryPage me={me} /> : <ForStudents me={me} what="history" />;
  else if (route.kind === 'rewards') body = me.isStudent ? <RewardsPage me={me} /> : <ForStudents me={me} what="rewards" />;
  else if (route.kind === 'topic') body = <TopicPage me={me} topicId={route.topicId} />;
  else body = <NotFound />;
  return (
    <main className="page" id="main">
      {body}
    </main>
  );
}

function Head({ me, eyebrow, title }: { me: Me; eyebrow: string; title: string }) {
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
function ProgressBar({
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

function MonthPage({ me, id }: { me: Me; id: string }) {
  const view = useChallenge(id);
  const isCurrent = id === 'current' || id === challengeIdFor(new Date());
  const title = view.data?.name ?? (id === 'current' ? 'This month' : challengeName(id));
  return (
    <>
      <Head me={me} eyebrow="Reading challenge" title={title} />
      {view.isPending && <p className="muted">Loading the challenge…</p>}
      {view.isError && <p className="muted">{LOAD_FAILED}</p>}
      {view.data &&
        (view.data.role === 'student' ? (
          <StudentMonth view={view.data} current={isCurrent} />
        ) : (
          <TeacherMonth view={view.data} />
        ))}
      {view.data && <MonthNav id={view.data.id} current={isCurrent} />}
    </>
  );
}

function MonthNav({ id, current }: { id: string; current: boolean }) {
  if (!isChallengeId(id)) return null;
  const prev = shiftChallengeId(id, -1);
  const next = shiftChallengeId(id, 1);
  return (
    <nav aria-label="Months" className={s.monthNav}>
      <Link to={`/challenges/${prev}`}>‹ {challengeName(prev)}</Link>
      {!current && (
        <Link to={next === challengeIdFor(new Date()) ? '/challenges' : `/challenges/${next}`}>{challengeName(next)} ›</Link>
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

function TeacherMonth({ view }: { view: ChallengeView }) {
  return (
    <Card aria-labelledby="class-goals">
      <h2 id="class-goals">Class goals</h2>
      <p className="muted">How many students in each class have earned the badge. Students see only their own progress.</p>
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
            <ClassGoal key={c.classroom_id} c={c} />
          ))}
        </ul>
      )}
    </Card>
  );
}

function ClassGoal({ c, small = false }: { c: ClassChallenge; small?: boolean }) {
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

function HistoryPage({ me }: { me: Me }) {
  const history = useChallengeHistory(true);
  return (
    <>
      <Head me={me} eyebrow="Reading challenge" title="Challenge history" />
      {history.isPending && <p className="muted">Loading your past months…</p>}
      {history.isError && <p className="muted">{LOAD_FAILED}</p>}
      {history.data?.results.length === 0 && (
        <Card className={s.empty} aria-labelledby="history-empty">
          <ChallengeBadge earned={false} label="" className={s.emptyBadge} />
          <h2 id="history-empty">No past months yet</h2>
          <p className="muted">
            When a month’s challenge ends, it appears here with the articles you read and the tokens you earned.
          </p>
          <Link to="/challenges" className={buttonClass('secondary')}>
            See this month’s challenge
          </Link>
        </Card>
      )}
      {history.data && history.data.results.length > 0 && (
        <ul className={s.historyList}>
          {history.data.results.map((p) => (
            <li key={p.id} className={s.historyItem}>
              <ChallengeBadge
                earned={p.badge_earned}
                monthLabel={monthShort(p.id)}
                label={`${p.name} badge, ${p.badge_earned ? 'earned' : 'not earned'}`}
              />
              <div>
                <h2>
                  <Link to={`/challenges/${p.id}`}>{p.name}</Link>
                </h2>
                <ProgressBar
                  small
                  value={p.articles_read}
                  max={p.goal}
                  text={articlesProgressText(p.articles_read, p.goal)}
                  label={`${p.name}: articles read`}
                />
              </div>
              <TokenDisplay earned={p.tokens_earned} size="MD" />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function RewardsPage({ me }: { me: Me }) {
  const rewards = useChallengeRewards(true);
  return (
    <>
      <Head me={me} eyebrow="Reading challenge" title="Your rewards" />
      {rewards.isPending && <p className="muted">Loading your rewards…</p>}
      {rewards.isError && <p className="muted">{LOAD_FAILED}</p>}
      {rewards.data && (
        <div className={s.stackCards}>
          <Card className={`${s.hero} ${s.heroPlain}`} aria-labelledby="lifetime-tokens">
            <div className={s.heroStat}>
              <TokenDisplay earned={rewards.data.total_tokens} size="LG" />
              <span className={s.statLabel}>tokens in all</span>
            </div>
            <div>
              <h2 id="lifetime-tokens">Tokens you have earned</h2>
              <p className="muted">
                Every quiz and Power Words you finish adds tokens: up to 150 for a quiz and up to 50 for Power Words.
              </p>
            </div>
          </Card>
          <Card aria-labelledby="badges-title">
            <h2 id="badges-title">Badges</h2>
            {rewards.data.badges.length === 0 ? (
              <div className={s.empty}>
                <ChallengeBadge earned={false} label="" className={s.emptyBadge} />
                <p className="muted">
                  No badges yet. Read {challengeGoal(me.grade_level)} articles in a month to earn your first one.
                </p>
                <Link to="/challenges" className={buttonClass('secondary')}>
                  See this month’s challenge
                </Link>
              </div>
            ) : (
              <ul className={s.badgeGrid}>
                {rewards.data.badges.map((b) => (
                  <li key={b.challenge_id}>
                    <ChallengeBadge earned monthLabel={monthShort(b.challenge_id)} label="" />
                    <Link className={s.badgeName} to={`/challenges/${b.challenge_id}`}>
                      {b.name}
                    </Link>
                    <span className="muted">Earned {formatDate(b.date_earned)}</span>
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </div>
      )}
    </>
  );
}

/** The topic page (TOKEN-05, TOKEN-06): a topic is a subject; its articles with the tokens each offers. */
function TopicPage({ me, topicId }: { me: Me; topicId: string }) {
  const known = SUBJECT_NAMES[topicId] !== undefined;
  const topic = useChallengeTopic(topicId, known);
  if (!known) return <NotFound />;
  const name = topic.data?.name ?? SUBJECT_NAMES[topicId]!;
  return (
    <>
      <Head me={me} eyebrow="Topic" title={name} />
      {topic.isPending && <p className="muted">Loading…</p>}
      {topic.isError && <p className="muted">{LOAD_FAILED}</p>}
      {topic.data && (
        <div className={s.stackCards}>
          <Card className={`${s.hero} ${s.heroPlain}`} aria-labelledby="topic-tokens">
            <div className={s.heroStat}>
              {me.isStudent ? (
                <TokenDisplay earned={topic.data.earned_tokens} total={topic.data.tokens} size="LG" />
              ) : (
                <TokenDisplay earned={topic.data.tokens} size="LG" />
              )}
              <span className={s.statLabel}>{me.isStudent ? 'tokens earned here' : 'tokens to earn'}</span>
            </div>
            <div>
              <h2 id="topic-tokens">{me.isStudent ? `Your tokens in ${name}` : `Tokens in ${name}`}</h2>
              <p className="muted">
                Every {name} article {me.isStudent ? 'you finish' : 'a student finishes'} counts towards the monthly badge.
                Quizzes earn up to 150 tokens and Power Words up to 50.
              </p>
            </div>
          </Card>
          <Card aria-labelledby="topic-articles">
            <h2 id="topic-articles">Articles</h2>
            {topic.data.articles.length === 0 ? (
              <p className="muted">There are no {name} articles yet.</p>
            ) : (
              <ul className={s.articleList}>
                {topic.data.articles.map((a) => (
                  <li key={a.content_id}>
                    <div className={s.articleMain}>
                      <Link to={`/view/${a.content_id}`}>{a.title}</Link>
                      {me.isStudent && <span className={s.articleMeta}>{a.is_done ? 'Done' : 'Not finished yet'}</span>}
                    </div>
                    {me.isStudent ? (
                      <TokenDisplay earned={a.earned_tokens} total={a.tokens} size="SM" />
                    ) : (
                      <TokenDisplay earned={a.tokens} size="SM" />
                    )}
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </div>
      )}
    </>
  );
}

function ForStudents({ me, what }: { me: Me; what: 'history' | 'rewards' }) {
  return (
    <>
      <Head me={me} eyebrow="Reading challenge" title={what === 'history' ? 'Challenge history' : 'Rewards'} />
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

function NotTakingPart({ me }: { me: Me }) {
  return (
    <>
      <Head me={me} eyebrow="Reading challenge" title="The monthly reading challenge" />
      <Card className={s.empty} aria-labelledby="challenge-who">
        <ChallengeBadge earned label="" className={s.emptyBadge} />
        <h2 id="challenge-who">For students and their teachers</h2>
        <p className="muted">
          Each month students earn a badge by reading articles, and teachers follow their classes’ progress.
        </p>
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

function NotFound() {
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

/** The challenge card on the home page (progress bar and the explainer). */
export function ChallengeCard({ me }: { me: Me }) {
  const flag = useChallengeEnabled(me);
  const show = flag.enabled && (me.isStudent || me.isTeacher);
  const view = useChallenge('current', show);
  if (!show || !view.data) return null;
  const v = view.data;
  if (v.role === 'student' && v.student) {
    const p = v.student;
    return (
      <Card className={s.homeCard} aria-labelledby="home-challenge">
        <div className={s.homeGrid}>
          <ChallengeBadge
            earned={p.badge_earned}
            monthLabel={monthShort(p.id)}
            label={`${p.name} badge, ${p.badge_earned ? 'earned' : 'not earned yet'}`}
          />
          <div>
            <h2 id="home-challenge">Reading challenge · {p.name}</h2>
            <ProgressBar
              value={p.articles_read}
              max={p.goal}
              text={articlesProgressText(p.articles_read, p.goal)}
              label="Articles read"
            />
            <p className={s.toGo}>{articlesToGoText(p.articles_read, p.goal)}</p>
          </div>
        </div>
        <div className={s.homeLinks}>
          <Link to="/challenges">See your challenge</Link>
          <Link to="/student-binder/word-wall">Word wall</Link>
          <ExplainerButton me={me} className={s.smallButton} />
        </div>
      </Card>
    );
  }
  return (
    <Card className={s.homeCard} aria-labelledby="home-challenge">
      <h2 id="home-challenge">Reading challenge · {v.name}</h2>
      {v.classes.length === 0 ? (
        <p className="muted">When your classes read, their progress towards this month’s badge shows here.</p>
      ) : (
        <ul className={s.homeClasses}>
          {v.classes.slice(0, 3).map((c) => (
            <ClassGoal key={c.classroom_id} c={c} small />
          ))}
        </ul>
      )}
      <div className={s.homeLinks}>
        <Link to="/challenges">See class goals</Link>
        <ExplainerButton me={me} className={s.smallButton} />
      </div>
    </Card>
  );
}
