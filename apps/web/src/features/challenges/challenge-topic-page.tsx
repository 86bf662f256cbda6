import { Link, useParams } from 'react-router';
import { SUBJECT_NAMES, type Me } from '@lectern/domain';
import { Card } from '../../ui/card.js';
import { TokenDisplay } from '../../ui/token-display.js';
import { useChallengeTopic } from './api.js';
import { ChallengeHead, ChallengeNotFound, ChallengeSection, LOAD_FAILED } from './challenge-parts.js';
import s from './challenges.module.css';

/** /challenges/topics/{topicId} (TOKEN-05, TOKEN-06). */
export function ChallengeTopicPage({ me }: { me: Me }) {
  const { topicId = '' } = useParams();
  return (
    <ChallengeSection me={me}>
      <TopicPage me={me} topicId={topicId} />
    </ChallengeSection>
  );
}

/** The topic page (TOKEN-05, TOKEN-06): a topic is a subject; its articles with the tokens each offers. */
function TopicPage({ me, topicId }: { me: Me; topicId: string }) {
  const known = SUBJECT_NAMES[topicId] !== undefined;
  const topic = useChallengeTopic(topicId, known);
  if (!known) return <ChallengeNotFound />;
  const name = topic.data?.name ?? SUBJECT_NAMES[topicId]!;
  return (
    <>
      <ChallengeHead me={me} eyebrow="Topic" title={name} crumb />
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
              <span className={s.statLabel}>{me.isStudent ? 'tokens earned' : 'tokens to earn'}</span>
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
              <ul className={`${s.articleList} ${s.articleRows}`}>
                {topic.data.articles.map((a) => (
                  <li key={a.content_id}>
                    <Link to={`/view/${a.content_id}`} className={s.articleTitle}>
                      {a.title}
                    </Link>
                    {me.isStudent && (
                      <span className={`${a.is_done ? s.done : s.todo} ${s.rowStatus}`}>
                        {a.is_done ? 'Done' : 'Not finished yet'}
                      </span>
                    )}
                    <span className={s.rowTokens}>
                      {me.isStudent ? (
                        <TokenDisplay earned={a.earned_tokens} total={a.tokens} size="SM" />
                      ) : (
                        <TokenDisplay earned={a.tokens} size="SM" />
                      )}
                    </span>
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
