import { Link } from 'react-router';
import { interactionName, SUBJECT_NAMES, type Me } from '@lectern/domain';
import { useArticleTokens } from './api.js';
import { ExplainerButton } from './explainer-button.js';
import { TokenDisplay } from '../../ui/token-display.js';
import s from './challenges.module.css';

/**
 * The token panel at the top of a student's activity picker (TOKEN-01, TOKEN-04, TOKEN-05): what
 * this article's activities are worth, what the student has earned, and the way to the challenge.
 */
export function ArticleTokensPanel({ me, contentId }: { me: Me; contentId: string }) {
  const tokens = useArticleTokens(contentId, true);
  if (tokens.isPending) return <p className={s.tokensNote}>Loading tokens…</p>;
  // Tokens add to the picker; when they cannot load, the activities still can.
  if (tokens.isError) return null;
  const t = tokens.data;
  const topic = SUBJECT_NAMES[t.topic_id] ?? t.topic_id;
  return (
    <section className={s.articleTokens} aria-labelledby="article-tokens-title">
      <div className={s.tokensHead}>
        <h3 id="article-tokens-title" className={s.tokensTitle}>
          {me.isStudent ? 'Your tokens' : 'Tokens'}
        </h3>
        <TokenDisplay earned={t.earned_tokens} total={t.tokens} size="PICKER" />
      </div>
      {t.error_message && <p className={s.tokensNote}>{t.error_message}</p>}
      {t.interactions.length > 0 && (
        <ul className={s.interactions} aria-label="Tokens by activity">
          {t.interactions.map((i) => (
            <li key={i.type}>
              <span className={s.interactionName}>{interactionName(i.type)}</span>
              <TokenDisplay earned={i.earned_tokens} total={i.tokens} size="XS" />
              <span className={i.is_done ? s.done : s.todo}>{i.is_done ? 'Done' : 'To do'}</span>
            </li>
          ))}
        </ul>
      )}
      <div className={s.tokenLinks}>
        {t.topic_id && <Link to={`/challenges/topics/${encodeURIComponent(t.topic_id)}`}>{topic} articles</Link>}
        {me.isStudent ? <Link to="/challenges/rewards">Your rewards</Link> : <Link to="/challenges">Reading challenge</Link>}
        <ExplainerButton me={me} label="How it works" variant="link" />
      </div>
    </section>
  );
}
