import { Link } from 'react-router';
import { challengeGoal, formatDate, type Me } from '@lectern/domain';
import { Card } from '../../ui/card.js';
import { buttonClass } from '../../ui/plain-button.js';
import { TokenDisplay } from '../../ui/token-display.js';
import { useChallengeRewards } from './api.js';
import { ChallengeBadge } from './challenge-badge.js';
import { ChallengeHead, ChallengeSection, ForStudents, LOAD_FAILED, monthShort, NotTakingPart } from './challenge-parts.js';
import s from './challenges.module.css';

/** /challenges/rewards (TOKEN-10): a student's lifetime tokens and the badges they have earned. */
export function ChallengeRewardsPage({ me }: { me: Me }) {
  return (
    <ChallengeSection me={me}>
      {me.isStudent ? (
        <RewardsPage me={me} />
      ) : me.isTeacher ? (
        <ForStudents me={me} what="rewards" />
      ) : (
        <NotTakingPart me={me} title="Rewards" />
      )}
    </ChallengeSection>
  );
}

function RewardsPage({ me }: { me: Me }) {
  const rewards = useChallengeRewards(true);
  return (
    <>
      <ChallengeHead me={me} eyebrow="Reading challenge" title="Your rewards" tab="rewards" />
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
