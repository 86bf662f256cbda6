import { Link } from 'react-router';
import { articlesProgressText, articlesToGoText, type Me } from '@lectern/domain';
import { Card } from '../../ui/card.js';
import { useChallenge, useChallengeEnabled } from './api.js';
import { ChallengeBadge } from './challenge-badge.js';
import { ClassGoal, monthShort, ProgressBar } from './challenge-parts.js';
import { ExplainerButton } from './explainer-button.js';
import s from './challenges.module.css';

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
            <h2 id="home-challenge">
              Reading challenge{'\u00a0'}· {p.name}
            </h2>
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
          <ExplainerButton me={me} label="How the challenge works" variant="link" />
        </div>
      </Card>
    );
  }
  return (
    <Card className={s.homeCard} aria-labelledby="home-challenge">
      <h2 id="home-challenge">
        Reading challenge{'\u00a0'}· {v.name}
      </h2>
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
        <ExplainerButton me={me} label="How the challenge works" variant="link" />
      </div>
    </Card>
  );
}
