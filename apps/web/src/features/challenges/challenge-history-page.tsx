import { Link } from 'react-router';
import { articlesProgressText, type Me } from '@lectern/domain';
import { Card } from '../../ui/card.js';
import { buttonClass } from '../../ui/plain-button.js';
import { TokenDisplay } from '../../ui/token-display.js';
import { useChallengeHistory } from './api.js';
import { ChallengeBadge } from './challenge-badge.js';
import {
  ChallengeHead,
  ChallengeSection,
  ForStudents,
  LOAD_FAILED,
  monthShort,
  NotTakingPart,
  ProgressBar,
} from './challenge-parts.js';
import s from './challenges.module.css';

/** /challenges/history (TOKEN-11): a student's past months, each with its badge and tokens. */
export function ChallengeHistoryPage({ me }: { me: Me }) {
  return (
    <ChallengeSection me={me}>
      {me.isStudent ? (
        <HistoryPage me={me} />
      ) : me.isTeacher ? (
        <ForStudents me={me} what="history" />
      ) : (
        <NotTakingPart me={me} title="Past months" />
      )}
    </ChallengeSection>
  );
}

function HistoryPage({ me }: { me: Me }) {
  const history = useChallengeHistory(true);
  return (
    <>
      <ChallengeHead me={me} eyebrow="Reading challenge" title="Past months" tab="history" />
      {history.isPending && <p className="muted">Loading your past months…</p>}
      {history.isError && <p className="muted">{LOAD_FAILED}</p>}
      {history.data?.results.length === 0 && (
        <Card className={s.empty} aria-labelledby="history-empty">
          <ChallengeBadge earned={false} label="" className={s.emptyBadge} />
          <h2 id="history-empty">No past months yet</h2>
          <p className="muted">
            When a month you read in ends, it appears here with the articles you read, the tokens you earned and its badge.
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
